/*
 * sim.c — the nimbox firmware in simavr, wired from board.h (see sim.h).
 *
 * Traps of simavr 1.6 handled here (docs: /work/shared/notes/simavr.md):
 * avr_init() resets the clock and voltages, so they are set after it and
 * again from the ELF; avr_run() is one instruction; the HD44780 model and
 * the UART printf() to stdout, so stdout is swapped for a capturing stream
 * while simavr code runs (its "write when still BUSY" line counts as an
 * error); the UART's POLL_SLEEP|STDIO flags are cleared; no key down before
 * the first instruction (on a ladder board, 0 mV would read as RIGHT held).
 *
 * Keys come from board.h: BOARD_KEYS_LADDER boards get millivolts on the
 * key ADC channel; BOARD_KEYS_BUTTONS boards get one pin per key.  A
 * pressed button shorts its pin to ground (0); a released one leaves the
 * pin to the firmware: it reads the pin's PORT bit, i.e. 1 through the
 * pull-up the firmware switched on (a pin left without its pull-up reads
 * 0, pressed, so a driver that forgets them fails visibly).  simavr 1.6
 * raises an input's pull-up level again on every PORT or DDR write to the
 * port, which would lift a pressed pin back to 1: a pressed pin is also
 * held low as the port's "external" value (AVR_IOCTL_IOPORT_SET_EXTERNAL),
 * which those writes respect.  The pin change itself reaches simavr's
 * pin-change interrupt (PCMSKn/PCICR), which also wakes a sleeping core.
 */
#define _GNU_SOURCE
#include "sim.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <sim_avr.h>
#include <sim_core.h>
#include <sim_elf.h>
#include <sim_irq.h>
#include <sim_cycle_timers.h>
#include <avr_adc.h>
#include <avr_eeprom.h>
#include <avr_extint.h>
#include <avr_ioport.h>
#include <avr_uart.h>
#include <simavr/parts/hd44780.h>

#include "board.h"

#if defined(BOARD_KEYS_BUTTONS) && BOARD_KEYS_BUTTONS
#define SIM_KEYS_BUTTONS 1
#elif defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER
#define SIM_KEYS_BUTTONS 0
#else
#error "sim: board.h names no key wiring (BOARD_KEYS_LADDER or BOARD_KEYS_BUTTONS)"
#endif
#define SIM_PORTS 12   /* A..L */

#define UART_NAME ('0' + BOARD_UART)
#define LINE_SLOTS 2048
#define LINE_MAX_LEN 8192
#define SEND_QUEUE 65536
#define CHIP_RX_FIFO 2   /* received bytes the USART holds before an overrun */
#define XON 0x11
#define XOFF 0x13
#define NOISE_MAX 512
#define STACK_PAINT 0xAA
#define FRAME_BITS 10   /* 8N1: start + 8 data + stop */

struct edge {
    uint64_t cycle;
    int level;
};

static struct {
    int open;
    int realtime;
    avr_t *avr;
    elf_firmware_t fw;
    hd44780_t lcd;
    char error[512];
    int state;

    /* stdout capture */
    FILE *cap;
    FILE *saved_stdout;
    int cap_depth;
    char noise[NOISE_MAX];
    size_t noise_len;
    int trace_noise;
    unsigned busy;
    char busy_first[300];
    uint64_t slow_at;      /* the last clear/home command (0: none) */
    unsigned slow;
    char slow_first[200];
    char logs[4][300];   /* the last errors/warnings simavr logged */
    unsigned nlogs;
    char last_log[4 * 303];

    /* keys */
    avr_irq_t *adc_irq;                     /* ladder boards */
    avr_irq_t *button_irq[SIM_KEY_COUNT];   /* button boards, by enum sim_key */
    uint8_t pressed_mask[SIM_PORTS];        /* button boards: pins held low, by port */
    enum sim_key held;
    unsigned held_mask;                     /* every key down (bit k: key k) */
    uint32_t key_mv;
    uint32_t chatter_seed;

    /* UART */
    avr_irq_t *uart_in;
    avr_uart_t *uart;              /* simavr's model, for its FIFO and frame time */
    int flow_honoured;             /* the sender stops on XOFF (after its skid) */
    unsigned flow_skid;            /* bytes it still sends after an XOFF */
    int flow_off;                  /* XOFF seen, no XON yet */
    unsigned skid_left;
    unsigned xoffs, xons;
    uint64_t overruns;             /* bytes the USART itself had no room for */
    char sendq[SEND_QUEUE];
    size_t send_head, send_tail;   /* tail = next byte to deliver */
    int send_timer;
    uint64_t byte_cycles;
    char lines[LINE_SLOTS][LINE_MAX_LEN];
    uint64_t line_w, line_r, line_shown;
    char partial[LINE_MAX_LEN];
    size_t partial_len;
    uint64_t uart_bytes;
    uint64_t uart_last_cycle;
    uint64_t send_done_cycle;     /* the last queued byte reached the UART */
    uint64_t reply_first_cycle;   /* first byte out after that */
    int reply_waiting;

    /* activity pin */
    struct edge *edges;
    unsigned nedges, cap_edges;
    int act_level;

    /* LCD change detection */
    uint8_t vram_shadow[0x50];
    uint16_t flags_shadow;
    uint32_t lcd_version;
    int backlight;

    /* stack */
    uint32_t bss_end;
    uint16_t min_sp;

    /* cycles the core spent asleep */
    uint64_t sleep_cycles;

    /* real-time pacing */
    struct timespec wall0;
    uint64_t cycle0;
} S;

/* Copies src into dst (size bytes), cut if longer. */
static void copy_text(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

static const char *const key_names[SIM_KEY_COUNT] = {
    "none", "right", "up", "down", "left", "select"
};

#if SIM_KEYS_BUTTONS
/* Each key's pin, from board.h. */
static const struct {
    char port;
    int bit;
} button_pins[SIM_KEY_COUNT] = {
    [SIM_KEY_RIGHT] = { BOARD_KEY_RIGHT_PORT, BOARD_KEY_RIGHT_BIT },
    [SIM_KEY_UP] = { BOARD_KEY_UP_PORT, BOARD_KEY_UP_BIT },
    [SIM_KEY_DOWN] = { BOARD_KEY_DOWN_PORT, BOARD_KEY_DOWN_BIT },
    [SIM_KEY_LEFT] = { BOARD_KEY_LEFT_PORT, BOARD_KEY_LEFT_BIT },
    [SIM_KEY_SELECT] = { BOARD_KEY_SELECT_PORT, BOARD_KEY_SELECT_BIT },
};
#endif

/* ------------------------------------------------------------------ */
/* stdout capture and simavr's logger                                  */

static void note_busy(const char *msg)
{
    S.busy++;
    if (S.busy == 1) {
        uint64_t c = S.avr ? S.avr->cycle : 0;
        snprintf(S.busy_first, sizeof S.busy_first, "cycle %llu (%.3f ms): %s",
                 (unsigned long long)c, sim_cycles_to_ms(c), msg);
    }
}

static void noise_line(char *line)
{
    size_t n = strlen(line);
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        line[--n] = 0;
    if (strstr(line, "write when still BUSY"))
        note_busy(line);
    if (S.trace_noise)
        fprintf(stderr, "[simavr] %s\n", line);
}

static ssize_t cap_write(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    for (size_t i = 0; i < size; i++) {
        char c = buf[i];
        if (c == '\n' || S.noise_len == NOISE_MAX - 1) {
            S.noise[S.noise_len] = 0;
            noise_line(S.noise);
            S.noise_len = 0;
            if (c == '\n')
                continue;
        }
        S.noise[S.noise_len++] = c;
    }
    return (ssize_t)size;
}

static void capture_begin(void)
{
    if (S.cap_depth++ == 0) {
        S.saved_stdout = stdout;
        stdout = S.cap;
    }
}

static void capture_end(void)
{
    if (--S.cap_depth == 0) {
        fflush(S.cap);
        stdout = S.saved_stdout;
    }
}

static void sim_logger(avr_t *avr, const int level, const char *fmt, va_list ap)
{
    (void)avr;
    char buf[300];
    vsnprintf(buf, sizeof buf, fmt, ap);
    size_t n = strlen(buf);
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
        buf[--n] = 0;
    if (strstr(buf, "BUSY"))
        note_busy(buf);
    if (level <= LOG_WARNING && n) {
        copy_text(S.logs[S.nlogs % 4], sizeof S.logs[0], buf);
        S.nlogs++;
        if (S.trace_noise)
            fprintf(stderr, "[simavr log %d] %s\n", level, buf);
    } else if (S.trace_noise > 1) {
        fprintf(stderr, "[simavr log %d] %s\n", level, buf);
    }
}

static void sleep_noop(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)avr;
    (void)how_long;
}

/* ------------------------------------------------------------------ */
/* ELF symbols (libelf)                                                 */

static int elf_symbol(const char *path, const char *const *names, uint32_t *value)
{
    int found = 0;
    if (elf_version(EV_CURRENT) == EV_NONE)
        return 0;
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return 0;
    Elf *e = elf_begin(fd, ELF_C_READ, NULL);
    if (!e) {
        close(fd);
        return 0;
    }
    for (const char *const *want = names; *want && !found; want++) {
        Elf_Scn *scn = NULL;
        while (!found && (scn = elf_nextscn(e, scn)) != NULL) {
            GElf_Shdr sh;
            if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB || !sh.sh_entsize)
                continue;
            Elf_Data *d = elf_getdata(scn, NULL);
            size_t count = sh.sh_size / sh.sh_entsize;
            for (size_t i = 0; d && i < count; i++) {
                GElf_Sym sym;
                if (!gelf_getsym(d, (int)i, &sym))
                    continue;
                const char *nm = elf_strptr(e, sh.sh_link, sym.st_name);
                if (nm && !strcmp(nm, *want)) {
                    *value = (uint32_t)sym.st_value;
                    found = 1;
                    break;
                }
            }
        }
    }
    elf_end(e);
    close(fd);
    return found;
}

/* ------------------------------------------------------------------ */
/* pins                                                                 */

static avr_irq_t *port_irq(char port, int bit)
{
    return avr_io_getirq(S.avr, AVR_IOCTL_IOPORT_GETIRQ(port), bit);
}

static int wire_lcd_pin(char port, int bit, int lcd_irq)
{
    avr_irq_t *src = port_irq(port, bit);
    if (!src) {
        snprintf(S.error, sizeof S.error, "no port %c bit %d on this MCU", port, bit);
        return -1;
    }
    avr_connect_irq(src, S.lcd.irq + lcd_irq);
    return 0;
}

static void activity_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    int level = value ? 1 : 0;
    if (level == S.act_level)
        return;
    S.act_level = level;
    if (S.nedges == S.cap_edges) {
        unsigned n = S.cap_edges ? S.cap_edges * 2 : 256;
        struct edge *e = realloc(S.edges, n * sizeof *e);
        if (!e)
            return;
        S.edges = e;
        S.cap_edges = n;
    }
    S.edges[S.nedges].cycle = S.avr->cycle;
    S.edges[S.nedges].level = level;
    S.nedges++;
}

/* The model raises BUSY when it has taken a whole byte.  It lets clear run
 * in 37 us; a real controller needs 1.52 ms for clear and home, so a byte
 * sooner than that after one of them counts as a timing error here. */
static void lcd_busy_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (!value)
        return;
    uint8_t byte = S.lcd.datapins;
    int rs = (S.lcd.pinstate >> IRQ_HD44780_RS) & 1;
    uint64_t now = S.avr->cycle;
    uint64_t need = (uint64_t)S.avr->frequency * 152 / 100000;   /* 1.52 ms */
    if (S.slow_at && now - S.slow_at < need) {
        S.slow++;
        if (S.slow == 1)
            snprintf(S.slow_first, sizeof S.slow_first,
                     "cycle %llu (%.3f ms): %s %02x %.1f us after clear/home",
                     (unsigned long long)now, sim_cycles_to_ms(now), rs ? "data" : "command",
                     byte, (double)(now - S.slow_at) * 1e6 / S.avr->frequency);
    }
    if (!rs && (byte == 0x01 || (byte & 0xFE) == 0x02))
        S.slow_at = now;
}

static void backlight_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    S.backlight = value ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* UART                                                                 */

/* simavr times a frame as 11 bits (it counts a parity bit 8N1 does not
 * have), both ways: set the frame to the real 10 bit times of the
 * firmware's UBRR/U2X, so bytes arrive and leave at the true rate. */
static void uart_true_frame(void)
{
    avr_uart_t *u = S.uart;
    if (!u)
        return;
    uint32_t ubrr = avr_regbit_get(S.avr, u->ubrrl) | (avr_regbit_get(S.avr, u->ubrrh) << 8);
    uint64_t bit = (uint64_t)(ubrr + 1) * 8 * (avr_regbit_get(S.avr, u->u2x) ? 1 : 2);
    u->cycles_per_byte = bit * FRAME_BITS;
}

/* Received bytes waiting in simavr's input FIFO (not yet read from UDR). */
static unsigned uart_rx_waiting(void)
{
    uart_fifo_t *f = &S.uart->input;
    return (unsigned)((f->write + uart_fifo_fifo_size - f->read) & (uart_fifo_fifo_size - 1));
}

static void send_feeder_start(void);

static void uart_out_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    char c = (char)(value & 0xFF);
    S.uart_bytes++;
    S.uart_last_cycle = S.avr->cycle;
    uart_true_frame();
    if (c == XOFF || c == XON) {
        /* flow control, not text: a sender that honours it stops after
         * its skid, and goes on at XON */
        if (c == XOFF) {
            S.xoffs++;
            if (!S.flow_off)
                S.skid_left = S.flow_skid;
            S.flow_off = 1;
        } else {
            S.xons++;
            S.flow_off = 0;
            send_feeder_start();
        }
        return;
    }
    if (S.reply_waiting) {
        S.reply_first_cycle = S.avr->cycle;
        S.reply_waiting = 0;
    }
    if (c == '\r')
        return;
    if (c != '\n' && S.partial_len < LINE_MAX_LEN - 1) {
        S.partial[S.partial_len++] = c;
        return;
    }
    if (c != '\n')
        return;   /* over-long line: the rest is cut */
    S.partial[S.partial_len] = 0;
    memcpy(S.lines[S.line_w % LINE_SLOTS], S.partial, S.partial_len + 1);
    S.line_w++;
    if (S.line_w - S.line_r > LINE_SLOTS)
        S.line_r = S.line_w - LINE_SLOTS;
    if (S.line_w - S.line_shown > LINE_SLOTS)
        S.line_shown = S.line_w - LINE_SLOTS;
    S.partial_len = 0;
}

static avr_cycle_count_t send_timer(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)param;
    if (S.send_tail == S.send_head) {
        S.send_timer = 0;
        return 0;
    }
    if (S.flow_honoured && S.flow_off) {
        if (S.skid_left == 0) {
            S.send_timer = 0;   /* paused until XON */
            return 0;
        }
        S.skid_left--;
    }
    uint8_t b = (uint8_t)S.sendq[S.send_tail % SEND_QUEUE];
    S.send_tail++;
    uart_true_frame();
    /* the USART holds two received bytes; a third finds no room (an
     * overrun on the chip), whatever simavr's own 64-byte FIFO could take */
    if (S.uart && uart_rx_waiting() >= CHIP_RX_FIFO)
        S.overruns++;
    else
        avr_raise_irq(S.uart_in, b);
    if (S.send_tail == S.send_head) {
        S.send_timer = 0;
        S.send_done_cycle = S.avr->cycle;
        S.reply_first_cycle = 0;
        S.reply_waiting = 1;
        return 0;
    }
    return when + S.byte_cycles;
}

/* Start feeding queued bytes to the UART, one per frame time, unless the
 * feeder is already running or nothing waits. */
static void send_feeder_start(void)
{
    if (S.flow_honoured && S.flow_off && S.skid_left == 0)
        return;
    if (!S.send_timer && S.send_head != S.send_tail) {
        S.send_timer = 1;
        avr_cycle_timer_register(S.avr, S.byte_cycles, send_timer, NULL);
    }
}

/* simavr polls a level-triggered INTn pin every cycle while it reads low,
 * enabled or not, and its reset turns that on again: on the handheld INT2
 * is PB2, an LCD data line, and idle time cost half a second of host time
 * per simulated second.  The firmware uses no INTn, so edge behaviour
 * changes nothing it sees. */
static void extint_edges_only(void)
{
    for (uint8_t n = 0; n < 8; n++)
        avr_extint_set_strict_lvl_trig(S.avr, n, 0);
}

/* After any reset of the MCU (the RESET pin, the watchdog): avr_reset
 * cleared every cycle timer and put the I/O ports in their reset state, so
 * the console's feeder starts again and the key input is driven again as
 * the outside world holds it. */
static void after_reset(void)
{
    S.send_timer = 0;
    S.flow_off = 0;   /* a reset device has asked for nothing */
    extint_edges_only();
    send_feeder_start();
    sim_key_mv(S.key_mv);
}

void sim_send_bytes(const char *bytes, size_t len)
{
    if (!S.open)
        return;
    for (size_t i = 0; i < len; i++) {
        if (S.send_head - S.send_tail >= SEND_QUEUE)
            break;
        S.sendq[S.send_head % SEND_QUEUE] = bytes[i];
        S.send_head++;
    }
    send_feeder_start();
}

void sim_send_line(const char *text)
{
    sim_send_bytes(text, strlen(text));
    sim_send_bytes("\n", 1);
}

void sim_flow(int honoured, unsigned skid)
{
    S.flow_honoured = honoured;
    S.flow_skid = skid;
    if (!honoured)
        send_feeder_start();
}

void sim_flow_counts(unsigned *xoffs, unsigned *xons, uint64_t *overruns)
{
    *xoffs = S.xoffs;
    *xons = S.xons;
    *overruns = S.overruns;
}

size_t sim_send_pending(void)
{
    return S.send_head - S.send_tail;
}

unsigned sim_replies_pending(void)
{
    return (unsigned)(S.line_w - S.line_r);
}

uint64_t sim_uart_bytes(void)
{
    return S.uart_bytes;
}

uint64_t sim_uart_last_cycle(void)
{
    return S.uart_last_cycle;
}

int sim_reply_latency(uint64_t *cycles)
{
    if (S.reply_waiting || S.reply_first_cycle == 0)
        return 0;
    *cycles = S.reply_first_cycle - S.send_done_cycle;
    return 1;
}

int sim_peek_new_line(char *buf, size_t size)
{
    if (S.line_shown >= S.line_w)
        return 0;
    copy_text(buf, size, S.lines[S.line_shown % LINE_SLOTS]);
    S.line_shown++;
    return 1;
}

/* ------------------------------------------------------------------ */
/* open / close                                                         */

const char *sim_error(void)
{
    return S.error;
}

int sim_open(const char *elf_path, int realtime)
{
    if (S.open)
        sim_close();
    memset(&S, 0, sizeof S);
    S.realtime = realtime;
    S.act_level = -1;
    const char *t = getenv("NIMBOX_SIM_TRACE");
    S.trace_noise = t ? atoi(t) : 0;
    if (S.trace_noise <= 0 && t)
        S.trace_noise = 1;

    cookie_io_functions_t io = { .write = cap_write };
    S.cap = fopencookie(NULL, "w", io);
    if (!S.cap) {
        snprintf(S.error, sizeof S.error, "fopencookie: %s", strerror(errno));
        return -1;
    }
    setvbuf(S.cap, NULL, _IOLBF, 0);
    avr_global_logger_set(sim_logger);

    if (access(elf_path, R_OK) != 0) {
        snprintf(S.error, sizeof S.error, "%s: %s", elf_path, strerror(errno));
        fclose(S.cap);
        S.cap = NULL;
        return -1;
    }

    capture_begin();
    int rc = elf_read_firmware(elf_path, &S.fw);
    capture_end();
    if (rc != 0) {
        snprintf(S.error, sizeof S.error, "%s: not a firmware ELF simavr can read", elf_path);
        goto fail;
    }
    if (!S.fw.mmcu[0]) {
        snprintf(S.error, sizeof S.error,
                 "%s: no .mmcu section (link with -Wl,--undefined=_mmcu,"
                 "--section-start=.mmcu=0x910000)", elf_path);
        goto fail;
    }
    S.avr = avr_make_mcu_by_name(S.fw.mmcu);
    if (!S.avr) {
        snprintf(S.error, sizeof S.error, "simavr has no core '%s'", S.fw.mmcu);
        goto fail;
    }
    capture_begin();
    avr_init(S.avr);
    /* avr_init() reset these; the .mmcu section sets them again below */
    S.avr->frequency = S.fw.frequency ? S.fw.frequency : 16000000;
    S.avr->log = LOG_WARNING;
    avr_load_firmware(S.avr, &S.fw);
    free(S.fw.flash);   /* copied into the core */
    S.fw.flash = NULL;
    if (!S.avr->frequency)
        S.avr->frequency = 16000000;
    S.avr->vcc = BOARD_VCC_MV;
    S.avr->avcc = BOARD_VCC_MV;
    S.avr->aref = BOARD_VCC_MV;
    S.avr->log = LOG_WARNING;
    if (!realtime)
        S.avr->sleep = sleep_noop;

    hd44780_init(S.avr, &S.lcd, BOARD_LCD_COLS, BOARD_LCD_ROWS);
    capture_end();

    if (wire_lcd_pin(BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT, IRQ_HD44780_RS) ||
        wire_lcd_pin(BOARD_LCD_E_PORT, BOARD_LCD_E_BIT, IRQ_HD44780_E) ||
        wire_lcd_pin(BOARD_LCD_D4_PORT, BOARD_LCD_D4_BIT, IRQ_HD44780_D4) ||
        wire_lcd_pin(BOARD_LCD_D5_PORT, BOARD_LCD_D5_BIT, IRQ_HD44780_D5) ||
        wire_lcd_pin(BOARD_LCD_D6_PORT, BOARD_LCD_D6_BIT, IRQ_HD44780_D6) ||
        wire_lcd_pin(BOARD_LCD_D7_PORT, BOARD_LCD_D7_BIT, IRQ_HD44780_D7))
        goto fail;
    /* RW stays unconnected: tied to ground on the shield (0 = write). */
    avr_irq_register_notify(S.lcd.irq + IRQ_HD44780_BUSY, lcd_busy_hook, NULL);

    avr_irq_t *bl = port_irq(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
    if (bl)
        avr_irq_register_notify(bl, backlight_hook, NULL);
#ifdef BOARD_ACTIVITY_PORT
    avr_irq_t *act = port_irq(BOARD_ACTIVITY_PORT, BOARD_ACTIVITY_BIT);
    if (act)
        avr_irq_register_notify(act, activity_hook, NULL);
#endif
    S.act_level = 0;

    /* keys: no key before the first instruction */
#if SIM_KEYS_BUTTONS
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++) {
        char port = button_pins[k].port;
        if (port < 'A' || port >= 'A' + SIM_PORTS ||
            !(S.button_irq[k] = port_irq(port, button_pins[k].bit))) {
            snprintf(S.error, sizeof S.error, "%s button: no port %c bit %d on this MCU",
                     key_names[k], port, button_pins[k].bit);
            goto fail;
        }
    }
#else
    S.adc_irq = avr_io_getirq(S.avr, AVR_IOCTL_ADC_GETIRQ,
                              ADC_IRQ_ADC0 + BOARD_KEYS_ADC_CHANNEL);
    if (!S.adc_irq) {
        snprintf(S.error, sizeof S.error, "no ADC on this MCU");
        goto fail;
    }
#endif
    sim_release();

    extint_edges_only();

    /* console */
    uint32_t flags = 0;
    avr_ioctl(S.avr, AVR_IOCTL_UART_GET_FLAGS(UART_NAME), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
    avr_ioctl(S.avr, AVR_IOCTL_UART_SET_FLAGS(UART_NAME), &flags);
    avr_irq_t *out = avr_io_getirq(S.avr, AVR_IOCTL_UART_GETIRQ(UART_NAME), UART_IRQ_OUTPUT);
    S.uart_in = avr_io_getirq(S.avr, AVR_IOCTL_UART_GETIRQ(UART_NAME), UART_IRQ_INPUT);
    if (!out || !S.uart_in) {
        snprintf(S.error, sizeof S.error, "no UART%c on this MCU", UART_NAME);
        goto fail;
    }
    avr_irq_register_notify(out, uart_out_hook, NULL);
    for (avr_io_t *io = S.avr->io_port; io; io = io->next)
        if (io->kind && !strcmp(io->kind, "uart") && ((avr_uart_t *)io)->name == UART_NAME)
            S.uart = (avr_uart_t *)io;
    if (!S.uart) {
        snprintf(S.error, sizeof S.error, "no UART%c model found", UART_NAME);
        goto fail;
    }
    S.byte_cycles = ((uint64_t)S.avr->frequency * FRAME_BITS + BOARD_UART_BAUD / 2) /
                    BOARD_UART_BAUD;

    /* stack: the end of .bss from the ELF */
    static const char *const names[] = { "__heap_start", "_end", "__bss_end", NULL };
    uint32_t v = 0;
    if (elf_symbol(elf_path, names, &v))
        S.bss_end = v & 0xFFFF;   /* data space lives at 0x800000 in the ELF */
    S.min_sp = (uint16_t)S.avr->ramend;

    S.state = SIM_RUNNING;
    S.chatter_seed = 12345;
    clock_gettime(CLOCK_MONOTONIC, &S.wall0);
    S.cycle0 = S.avr->cycle;
    S.open = 1;
    return 0;

fail:
    if (S.avr) {
        capture_begin();
        avr_terminate(S.avr);
        capture_end();
        free(S.avr);
        S.avr = NULL;
    }
    avr_global_logger_set(NULL);
    fclose(S.cap);
    S.cap = NULL;
    return -1;
}

void sim_close(void)
{
    if (!S.open)
        return;
    capture_begin();
    avr_terminate(S.avr);
    capture_end();
    free(S.avr);
    S.avr = NULL;
    free(S.edges);
    S.edges = NULL;
    fclose(S.cap);
    S.cap = NULL;
    S.adc_irq = NULL;
    memset(S.button_irq, 0, sizeof S.button_irq);
    S.uart_in = NULL;
    S.open = 0;
    avr_global_logger_set(NULL);
}

/* ------------------------------------------------------------------ */
/* running                                                              */

uint64_t sim_cycles(void)
{
    return S.avr ? S.avr->cycle : 0;
}

uint32_t sim_frequency(void)
{
    return S.avr && S.avr->frequency ? S.avr->frequency : 16000000;
}

double sim_cycles_to_ms(uint64_t cycles)
{
    return (double)cycles * 1000.0 / (double)sim_frequency();
}

int sim_state(void)
{
    return S.state;
}

int sim_crashed(void)
{
    return S.state != SIM_RUNNING;
}

const char *sim_last_log(void)
{
    S.last_log[0] = 0;
    for (unsigned i = S.nlogs > 4 ? S.nlogs - 4 : 0; i < S.nlogs; i++) {
        size_t n = strlen(S.last_log);
        snprintf(S.last_log + n, sizeof S.last_log - n, "%s%s", n ? " | " : "",
                 S.logs[i % 4]);
    }
    return S.last_log;
}

static avr_cycle_count_t stop_timer(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)when;
    (void)param;
    return 0;
}

/* Run until the cycle counter reaches target, or stop_on_line and a new
 * complete line arrives. */
static int run_until(uint64_t target, int stop_on_line)
{
    if (!S.open || S.state != SIM_RUNNING)
        return S.open ? S.state : SIM_CRASHED;
    avr_t *avr = S.avr;
    uint64_t lines_at_start = S.line_w;
    capture_begin();
    /* wakes a sleeping core exactly at the target */
    if (target > avr->cycle)
        avr_cycle_timer_register(avr, target - avr->cycle, stop_timer, NULL);
    uint16_t min_sp = S.min_sp;
    int sp_settling = 0;
    while (avr->cycle < target) {
        /* "out SPH, Rr" (1011 1AAr rrrr AAAA, A = 0x3E) starts a two-byte
         * SP update: SP is torn until "out SPL" two instructions later. */
        if (avr->pc < avr->flashend) {
            uint16_t op = (uint16_t)(avr->flash[avr->pc] | (avr->flash[avr->pc + 1] << 8));
            if ((op & 0xF800) == 0xB800 && (((op >> 5) & 0x30) | (op & 0x0F)) == 0x3E)
                sp_settling = 3;
        }
        int was_sleeping = avr->state == cpu_Sleeping;
        uint64_t before = avr->cycle;
        int st = avr_run(avr);
        /* simavr jumps a sleeping core to its next timer event, in the
         * same call as the SLEEP instruction (1 cycle, awake) and in the
         * calls after it */
        if (was_sleeping || avr->state == cpu_Sleeping) {
            uint64_t d = avr->cycle - before;
            S.sleep_cycles += was_sleeping || d == 0 ? d : d - 1;
        }
        if (sp_settling)
            sp_settling--;
        else {
            uint16_t sp = (uint16_t)(avr->data[R_SPL] | (avr->data[R_SPH] << 8));
            if (sp < min_sp)
                min_sp = sp;
        }
        /* a reset from inside (the watchdog) puts the PC back at the
         * reset vector; it also cleared the timer that ends this run */
        if (avr->pc == avr->reset_pc) {
            after_reset();
            if (target > avr->cycle)
                avr_cycle_timer_register(avr, target - avr->cycle, stop_timer, NULL);
        }
        if (st == cpu_Done || st == cpu_Crashed) {
            S.state = st == cpu_Done ? SIM_STOPPED : SIM_CRASHED;
            break;
        }
        if (stop_on_line && S.line_w != lines_at_start)
            break;
    }
    avr_cycle_timer_cancel(avr, stop_timer, NULL);
    S.min_sp = min_sp;
    capture_end();
    return S.state;
}

static void pace(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    double wall_us = (double)(now.tv_sec - S.wall0.tv_sec) * 1e6 +
                     (double)(now.tv_nsec - S.wall0.tv_nsec) / 1e3;
    double sim_us = (double)(S.avr->cycle - S.cycle0) * 1e6 / sim_frequency();
    if (sim_us > wall_us + 500) {
        usleep((useconds_t)(sim_us - wall_us));
    } else if (wall_us > sim_us + 200000) {
        /* the host fell behind by more than 0.2 s: do not race to catch up */
        S.wall0 = now;
        S.cycle0 = S.avr->cycle;
    }
}

int sim_run_cycles(uint64_t cycles)
{
    if (!S.open)
        return SIM_CRASHED;
    uint64_t target = S.avr->cycle + cycles;
    if (!S.realtime)
        return run_until(target, 0);
    uint64_t chunk = sim_frequency() / 1000;   /* 1 ms */
    while (S.avr->cycle < target && S.state == SIM_RUNNING) {
        uint64_t t = S.avr->cycle + chunk;
        run_until(t < target ? t : target, 0);
        pace();
    }
    return S.state;
}

int sim_run_ms(uint32_t ms)
{
    return sim_run_cycles((uint64_t)ms * sim_frequency() / 1000);
}

int sim_run_us(uint32_t us)
{
    return sim_run_cycles((uint64_t)us * sim_frequency() / 1000000);
}

int sim_next_reply(char *buf, size_t size, uint32_t timeout_ms)
{
    if (!S.open)
        return 0;
    uint64_t target = S.avr->cycle + (uint64_t)timeout_ms * sim_frequency() / 1000;
    uint64_t chunk = S.realtime ? sim_frequency() / 1000 : target;
    while (S.line_r == S.line_w && S.avr->cycle < target && S.state == SIM_RUNNING) {
        uint64_t t = S.avr->cycle + chunk;
        run_until(t < target ? t : target, 1);
        if (S.realtime)
            pace();
    }
    if (S.line_r == S.line_w)
        return 0;
    copy_text(buf, size, S.lines[S.line_r % LINE_SLOTS]);
    S.line_r++;
    return 1;
}

/* ------------------------------------------------------------------ */
/* keys                                                                 */

uint32_t sim_key_millivolts(enum sim_key key)
{
#if SIM_KEYS_BUTTONS
    (void)key;
    return 0;   /* no ladder */
#else
    switch (key) {
    case SIM_KEY_RIGHT: return BOARD_KEY_RIGHT_MV;
    case SIM_KEY_UP: return BOARD_KEY_UP_MV;
    case SIM_KEY_DOWN: return BOARD_KEY_DOWN_MV;
    case SIM_KEY_LEFT: return BOARD_KEY_LEFT_MV;
    case SIM_KEY_SELECT: return BOARD_KEY_SELECT_MV;
    default: return BOARD_KEY_NONE_MV;
    }
#endif
}

int sim_key_from_name(const char *name)
{
    for (int k = 0; k < SIM_KEY_COUNT; k++)
        if (!strcasecmp(name, key_names[k]))
            return k;
    return -1;
}

const char *sim_key_name(enum sim_key key)
{
    return (unsigned)key < SIM_KEY_COUNT ? key_names[key] : "?";
}

#if SIM_KEYS_BUTTONS
static void buttons_set(unsigned mask);
#endif

void sim_key_mv(uint32_t millivolts)
{
#if SIM_KEYS_BUTTONS
    /* no key voltage here: the buttons are driven again as they are, which
     * is what a caller restoring the key input (after a reset) needs */
    (void)millivolts;
    if (S.avr)
        buttons_set(S.held_mask);
#else
    if (!S.adc_irq)
        return;
    S.key_mv = millivolts;
    avr_raise_irq(S.adc_irq, millivolts);
#endif
}

#if SIM_KEYS_BUTTONS
/* Closes the switches of the keys in mask (bit k: enum sim_key k) and
 * opens the others: a pressed pin is held low, the others read their PORT
 * bit (see the top of this file). */
static void buttons_set(unsigned mask)
{
    memset(S.pressed_mask, 0, sizeof S.pressed_mask);
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++)
        if (mask & (1u << k))
            S.pressed_mask[button_pins[k].port - 'A'] |= (uint8_t)(1u << button_pins[k].bit);
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++) {
        char port = button_pins[k].port;
        avr_ioport_external_t ext = { .name = (unsigned char)port,
                                      .mask = S.pressed_mask[port - 'A'], .value = 0 };
        avr_ioctl(S.avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(port), &ext);
    }
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++) {
        char port = button_pins[k].port;
        int bit = button_pins[k].bit;
        uint32_t level = 0;
        if (!((S.pressed_mask[port - 'A'] >> bit) & 1)) {
            avr_ioport_state_t st;
            if (avr_ioctl(S.avr, AVR_IOCTL_IOPORT_GETSTATE(port), &st) == 0)
                level = (uint32_t)((st.port >> bit) & 1);
        }
        avr_raise_irq(S.button_irq[k], level);
    }
}
#endif

/* Puts the keys in mask down on the key input (0: none).  On a ladder
 * the pressed key nearest the ADC end shorts the rest: the lowest
 * voltage of them is what the input sees.  S.held is the caller's. */
static void keys_drive_mask(unsigned mask)
{
    if (!S.avr)
        return;
    S.held_mask = mask;
#if SIM_KEYS_BUTTONS
    buttons_set(mask);
#else
    enum sim_key lowest = SIM_KEY_NONE;
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT && lowest == SIM_KEY_NONE; k++)
        if (mask & (1u << k))
            lowest = (enum sim_key)k;
    sim_key_mv(sim_key_millivolts(lowest));
#endif
}

static void keys_drive(enum sim_key key)
{
    keys_drive_mask(key > SIM_KEY_NONE && key < SIM_KEY_COUNT ? 1u << key : 0u);
}

void sim_press(enum sim_key key)
{
    S.held = key;
    keys_drive(key);
}

void sim_press_keys(unsigned mask)
{
    S.held = SIM_KEY_NONE;
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT && S.held == SIM_KEY_NONE; k++)
        if (mask & (1u << k))
            S.held = (enum sim_key)k;
    keys_drive_mask(mask);
}

void sim_release(void)
{
    S.held = SIM_KEY_NONE;
    keys_drive(SIM_KEY_NONE);
}

enum sim_key sim_key_held(void)
{
    return S.held;
}

int sim_chatter(enum sim_key key, uint32_t ms)
{
    if (!S.open)
        return SIM_CRASHED;
    uint64_t end = S.avr->cycle + (uint64_t)ms * sim_frequency() / 1000;
    int on = 1;
    while (S.avr->cycle < end && S.state == SIM_RUNNING) {
        if (on)
            sim_press(key);
        else
            keys_drive(SIM_KEY_NONE);
        on = !on;
        /* 1..3 ms, in 0.25 ms steps, from a fixed-seed LCG */
        S.chatter_seed = S.chatter_seed * 1103515245u + 12345u;
        uint32_t quarter = 4 + (S.chatter_seed >> 16) % 9;
        uint64_t step = (uint64_t)quarter * sim_frequency() / 4000;
        uint64_t left = end - S.avr->cycle;
        sim_run_cycles(step < left ? step : left);
    }
    sim_press(key);
    return S.state;
}

/* ------------------------------------------------------------------ */
/* LCD                                                                  */

void sim_lcd_row(int row, char *buf)
{
    static const uint8_t base[4] = { 0x00, 0x40, 0x14, 0x54 };
    int r = row < 0 ? 0 : row > 3 ? 3 : row;
    for (int i = 0; i < BOARD_LCD_COLS; i++) {
        uint8_t c = S.open ? S.lcd.vram[base[r] + i] : ' ';
        buf[i] = (c >= 0x20 && c < 0x7F) ? (char)c : '?';
    }
    buf[BOARD_LCD_COLS] = 0;
}

uint32_t sim_lcd_version(void)
{
    if (!S.open)
        return 0;
    uint16_t f = S.lcd.flags & (uint16_t)((1 << HD44780_FLAG_D) | (1 << HD44780_FLAG_C) |
                                          (1 << HD44780_FLAG_B));
    if (memcmp(S.vram_shadow, S.lcd.vram, sizeof S.vram_shadow) || f != S.flags_shadow) {
        memcpy(S.vram_shadow, S.lcd.vram, sizeof S.vram_shadow);
        S.flags_shadow = f;
        S.lcd_version++;
    }
    return S.lcd_version;
}

int sim_lcd_cursor(int *row, int *col)
{
    if (!S.open)
        return 0;
    unsigned c = S.lcd.cursor;
    *row = c >= 0x40 && c < 0x80 ? 1 : 0;
    *col = (int)(c & 0x3F);
    if (*row == 0 && c >= 0x40)
        *col = 0;   /* in CGRAM */
    return hd44780_get_flag(&S.lcd, HD44780_FLAG_D) &&
           (hd44780_get_flag(&S.lcd, HD44780_FLAG_C) || hd44780_get_flag(&S.lcd, HD44780_FLAG_B)) &&
           c < 0x80 && *col < BOARD_LCD_COLS;
}

int sim_lcd_backlight(void)
{
    return S.backlight;
}

unsigned sim_busy_errors(void)
{
    return S.busy;
}

const char *sim_busy_first(void)
{
    return S.busy_first;
}

unsigned sim_lcd_timing_errors(void)
{
    return S.slow;
}

const char *sim_lcd_timing_first(void)
{
    return S.slow_first;
}

/* ------------------------------------------------------------------ */
/* activity pin                                                         */

unsigned sim_activity_edges(void)
{
    return S.nedges;
}

int sim_activity_edge(unsigned i, uint64_t *cycle, int *level)
{
    if (i >= S.nedges)
        return 0;
    if (cycle)
        *cycle = S.edges[i].cycle;
    if (level)
        *level = S.edges[i].level;
    return 1;
}

int sim_activity_last_pulse(uint64_t *rise, uint64_t *fall)
{
    for (unsigned i = S.nedges; i >= 2; i--) {
        if (S.edges[i - 1].level == 0 && S.edges[i - 2].level == 1) {
            *rise = S.edges[i - 2].cycle;
            *fall = S.edges[i - 1].cycle;
            return 1;
        }
    }
    return 0;
}

int sim_activity_level(void)
{
    return S.act_level > 0;
}

void sim_activity_clear(void)
{
    S.nedges = 0;
}

/* ------------------------------------------------------------------ */
/* stack                                                                */

uint32_t sim_ram_end_of_bss(void)
{
    return S.bss_end;
}

uint32_t sim_ramend(void)
{
    return S.avr ? S.avr->ramend : 0;
}

static long lowest_unpainted(void)
{
    if (!S.open || !S.bss_end || S.bss_end > S.avr->ramend)
        return -1;
    if (S.avr->data[S.bss_end] != STACK_PAINT)
        return -1;
    uint32_t a = S.bss_end;
    while (a <= S.avr->ramend && S.avr->data[a] == STACK_PAINT)
        a++;
    return (long)a;
}

long sim_stack_peak_painted(void)
{
    long a = lowest_unpainted();
    return a < 0 ? -1 : (long)S.avr->ramend + 1 - a;
}

long sim_stack_free(void)
{
    long a = lowest_unpainted();
    return a < 0 ? -1 : a - (long)S.bss_end;
}

long sim_stack_peak_observed(void)
{
    return S.open ? (long)S.avr->ramend - (long)S.min_sp : -1;
}

/* ------------------------------------------------------------------ */
/* sleep, reset, EEPROM                                                 */

uint64_t sim_sleep_cycles(void)
{
    return S.sleep_cycles;
}

void sim_reset(void)
{
    if (!S.open)
        return;
    capture_begin();
    avr_reset(S.avr);
    capture_end();
    S.state = SIM_RUNNING;
    after_reset();
}

/* The core's EEPROM: its bytes, or NULL when it has none. */
static uint8_t *eeprom_bytes(uint32_t *size)
{
    avr_eeprom_desc_t d = { .ee = NULL, .offset = 0, .size = 0 };
    if (!S.open)
        return NULL;
    /* simavr 1.6 answers -1 even when it succeeds: d.ee tells */
    avr_ioctl(S.avr, AVR_IOCTL_EEPROM_GET, &d);
    if (!d.ee)
        return NULL;
    *size = S.avr->e2end + 1;
    return d.ee;
}

/* The EEPROM bytes addr..addr+len-1, or NULL when they are not all there. */
static uint8_t *eeprom_range(uint32_t addr, size_t len)
{
    uint32_t size = 0;
    uint8_t *ee = eeprom_bytes(&size);
    return ee && addr <= size && len <= size - addr ? ee + addr : NULL;
}

int sim_eeprom_write(uint32_t addr, const uint8_t *data, size_t len)
{
    uint8_t *ee = eeprom_range(addr, len);
    if (!ee)
        return -1;
    memcpy(ee, data, len);
    return 0;
}

int sim_eeprom_read(uint32_t addr, uint8_t *data, size_t len)
{
    const uint8_t *ee = eeprom_range(addr, len);
    if (!ee)
        return -1;
    memcpy(data, ee, len);
    return 0;
}

uint32_t sim_eeprom_size(void)
{
    uint32_t size = 0;
    return eeprom_bytes(&size) ? size : 0;
}
