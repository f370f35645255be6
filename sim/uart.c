/*
 * sim_uart.c — the console: UART BOARD_UART as a host pasting lines into
 * it and reading its replies.
 *
 * Bytes are fed one per frame time of the real 8N1 line (10 bits at
 * BOARD_UART_BAUD), and only while the USART has room: the chip holds two
 * unread bytes, a third is an overrun (counted, never delivered), whatever
 * simavr's own 64-byte FIFO could take.  simavr times a frame as 11 bits
 * (it counts a parity bit 8N1 does not have), both ways, so the USART's
 * frame is set to the firmware's UBRR/U2X times 10 bits.  The UART's
 * POLL_SLEEP|STDIO flags are cleared (they sleep the host on every status
 * poll and echo lines through the logger).  XON and XOFF from the firmware
 * are flow control for a sender that honours them, never reply text.
 * A byte that arrives while the core sleeps in power-down is lost, as on
 * the chip, whose oscillator (and so the USART) is stopped there; simavr
 * would have kept it.
 */
#include "sim/harness.h"

#include <string.h>

#include <sim_cycle_timers.h>
#include <avr_uart.h>

#include "board.h"
#include "sim/text.h"

#define UART_NAME ('0' + BOARD_UART)
#define LINE_SLOTS 2048
#define LINE_MAX_LEN 8192
#define SEND_QUEUE 65536
#define CHIP_RX_FIFO 2   /* received bytes the USART holds before an overrun */
#define XON 0x11
#define XOFF 0x13
#define FRAME_BITS 10    /* 8N1: start + 8 data + stop */

static struct {
    avr_irq_t *in;
    avr_uart_t *uart;              /* simavr's model, for its FIFO and frame time */
    int flow_honoured;             /* the sender stops on XOFF (after its skid) */
    unsigned flow_skid;            /* bytes it still sends after an XOFF */
    int flow_off;                  /* XOFF seen, no XON yet */
    unsigned skid_left;
    unsigned xoffs, xons;
    uint64_t overruns;             /* bytes the USART itself had no room for */
    uint64_t lost_powered_down;    /* bytes that came while the core was in power-down */
    char sendq[SEND_QUEUE];
    size_t send_head, send_tail;   /* tail = next byte to deliver */
    int send_timer;
    uint64_t byte_cycles;
    uint64_t line_w, line_r, line_shown;
    char partial[LINE_MAX_LEN];
    size_t partial_len;
    uint64_t bytes;
    uint64_t last_cycle;
    uint64_t send_done_cycle;     /* the last queued byte reached the UART */
    uint64_t reply_first_cycle;   /* first byte out after that */
    int reply_waiting;
} U;
/* The lines the firmware printed, read up to U.line_w only: kept out of
 * U, so the attach at every open (a power-on too) does not clear 16 MB. */
static char lines[LINE_SLOTS][LINE_MAX_LEN];

/* Sets the USART's frame to the real 10 bit times of its UBRR/U2X. */
static void true_frame(void)
{
    avr_uart_t *u = U.uart;
    avr_t *avr = sim_core.avr;
    if (!u)
        return;
    uint32_t ubrr = avr_regbit_get(avr, u->ubrrl) | (avr_regbit_get(avr, u->ubrrh) << 8);
    uint64_t bit = (uint64_t)(ubrr + 1) * 8 * (avr_regbit_get(avr, u->u2x) ? 1 : 2);
    u->cycles_per_byte = bit * FRAME_BITS;
}

/* Received bytes waiting in simavr's input FIFO (not yet read from UDR). */
static unsigned rx_waiting(void)
{
    uart_fifo_t *f = &U.uart->input;
    return (unsigned)((f->write + uart_fifo_fifo_size - f->read) & (uart_fifo_fifo_size - 1));
}

static void feeder_start(void);

/* Every byte the firmware writes, to a front end (kept across opens). */
static void (*tap_fn)(unsigned char byte, void *ctx);
static void *tap_ctx;

void sim_uart_tap(void (*fn)(unsigned char byte, void *ctx), void *ctx)
{
    tap_fn = fn;
    tap_ctx = ctx;
}

/* A byte the firmware wrote: flow control, or part of a reply line. */
static void out_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    char c = (char)(value & 0xFF);
    U.bytes++;
    U.last_cycle = sim_core.avr->cycle;
    true_frame();
    if (tap_fn)
        tap_fn((unsigned char)c, tap_ctx);
    if (c == XOFF || c == XON) {
        if (c == XOFF) {
            U.xoffs++;
            if (!U.flow_off)
                U.skid_left = U.flow_skid;
            U.flow_off = 1;
        } else {
            U.xons++;
            U.flow_off = 0;
            feeder_start();
        }
        return;
    }
    if (U.reply_waiting) {
        U.reply_first_cycle = sim_core.avr->cycle;
        U.reply_waiting = 0;
    }
    if (c == '\r')
        return;
    if (c != '\n' && U.partial_len < LINE_MAX_LEN - 1) {
        U.partial[U.partial_len++] = c;
        return;
    }
    if (c != '\n')
        return;   /* over-long line: the rest is cut */
    U.partial[U.partial_len] = 0;
    memcpy(lines[U.line_w % LINE_SLOTS], U.partial, U.partial_len + 1);
    U.line_w++;
    if (U.line_w - U.line_r > LINE_SLOTS)
        U.line_r = U.line_w - LINE_SLOTS;
    if (U.line_w - U.line_shown > LINE_SLOTS)
        U.line_shown = U.line_w - LINE_SLOTS;
    U.partial_len = 0;
}

/* The feeder: one queued byte into the USART per frame time. */
static avr_cycle_count_t send_timer(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)param;
    if (U.send_tail == U.send_head) {
        U.send_timer = 0;
        return 0;
    }
    if (U.flow_honoured && U.flow_off) {
        if (U.skid_left == 0) {
            U.send_timer = 0;   /* paused until XON */
            return 0;
        }
        U.skid_left--;
    }
    uint8_t b = (uint8_t)U.sendq[U.send_tail % SEND_QUEUE];
    U.send_tail++;
    true_frame();
    if (sim_core.avr->state == cpu_Sleeping && sim_core.sleep_mode == SIM_SLEEP_POWER_DOWN)
        U.lost_powered_down++;
    else if (U.uart && rx_waiting() >= CHIP_RX_FIFO)
        U.overruns++;
    else
        avr_raise_irq(U.in, b);
    if (U.send_tail == U.send_head) {
        U.send_timer = 0;
        U.send_done_cycle = sim_core.avr->cycle;
        U.reply_first_cycle = 0;
        U.reply_waiting = 1;
        return 0;
    }
    return when + U.byte_cycles;
}

/* Start feeding queued bytes, unless the feeder runs or nothing waits. */
static void feeder_start(void)
{
    if (U.flow_honoured && U.flow_off && U.skid_left == 0)
        return;
    if (!U.send_timer && U.send_head != U.send_tail) {
        U.send_timer = 1;
        avr_cycle_timer_register(sim_core.avr, U.byte_cycles, send_timer, NULL);
    }
}

int sim_uart_attach(void)
{
    avr_t *avr = sim_core.avr;
    memset(&U, 0, sizeof U);
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS(UART_NAME), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS(UART_NAME), &flags);
    avr_irq_t *out = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ(UART_NAME), UART_IRQ_OUTPUT);
    U.in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ(UART_NAME), UART_IRQ_INPUT);
    if (!out || !U.in) {
        sim_set_error("no UART%c on this MCU", UART_NAME);
        return -1;
    }
    avr_irq_register_notify(out, out_hook, NULL);
    for (avr_io_t *io = avr->io_port; io; io = io->next)
        if (io->kind && !strcmp(io->kind, "uart") && ((avr_uart_t *)io)->name == UART_NAME)
            U.uart = (avr_uart_t *)io;
    if (!U.uart) {
        sim_set_error("no UART%c model found", UART_NAME);
        return -1;
    }
    U.byte_cycles = ((uint64_t)avr->frequency * FRAME_BITS + BOARD_UART_BAUD / 2) /
                    BOARD_UART_BAUD;
    return 0;
}

void sim_uart_detach(void)
{
    U.in = NULL;
    U.uart = NULL;
}

/* avr_reset cleared every cycle timer: the feeder starts again, and a
 * reset device has asked for nothing. */
void sim_uart_after_reset(void)
{
    U.send_timer = 0;
    U.flow_off = 0;
    feeder_start();
}

uint64_t sim_uart_lines_written(void)
{
    return U.line_w;
}

void sim_send_bytes(const char *bytes, size_t len)
{
    if (!sim_core.open)
        return;
    for (size_t i = 0; i < len; i++) {
        if (U.send_head - U.send_tail >= SEND_QUEUE)
            break;
        U.sendq[U.send_head % SEND_QUEUE] = bytes[i];
        U.send_head++;
    }
    feeder_start();
}

void sim_send_line(const char *text)
{
    sim_send_bytes(text, strlen(text));
    sim_send_bytes("\n", 1);
}

void sim_flow(int honoured, unsigned skid)
{
    U.flow_honoured = honoured;
    U.flow_skid = skid;
    if (!honoured)
        feeder_start();
}

uint64_t sim_uart_lost_powered_down(void)
{
    return U.lost_powered_down;
}

void sim_flow_counts(unsigned *xoffs, unsigned *xons, uint64_t *overruns)
{
    *xoffs = U.xoffs;
    *xons = U.xons;
    *overruns = U.overruns;
}

size_t sim_send_pending(void)
{
    return U.send_head - U.send_tail;
}

unsigned sim_replies_pending(void)
{
    return (unsigned)(U.line_w - U.line_r);
}

uint64_t sim_uart_bytes(void)
{
    return U.bytes;
}

uint64_t sim_uart_last_cycle(void)
{
    return U.last_cycle;
}

int sim_reply_latency(uint64_t *cycles)
{
    if (U.reply_waiting || U.reply_first_cycle == 0)
        return 0;
    *cycles = U.reply_first_cycle - U.send_done_cycle;
    return 1;
}

/* The next unread line into buf (1), or 0 when none is complete. */
int sim_uart_take_line(char *buf, size_t size)
{
    if (U.line_r == U.line_w)
        return 0;
    copy_text(buf, size, lines[U.line_r % LINE_SLOTS]);
    U.line_r++;
    return 1;
}

int sim_peek_new_line(char *buf, size_t size)
{
    if (U.line_shown >= U.line_w)
        return 0;
    copy_text(buf, size, lines[U.line_shown % LINE_SLOTS]);
    U.line_shown++;
    return 1;
}
