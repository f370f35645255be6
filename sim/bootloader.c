/*
 * bootloader.c — the board as it leaves the factory: the real bootloader
 * image in the boot section the fuses choose, an empty (or an old)
 * application below it, UART0 on a pseudo-terminal (bootloader.h).
 *
 * What is modelled, and how:
 * - The fuses.  The high fuse's BOOTSZ bits size the boot section at the
 *   top of flash, BOOTRST sends the reset vector there.  An image that
 *   does not lie inside that section is refused (on the chip SPM works
 *   only from there, and the reset would land in erased flash).
 * - Reset on connect.  A board's USB-serial bridge pulls RESET through a
 *   100 nF capacitor when the host raises DTR, which every host does when
 *   it opens the port; a pty has no modem lines, so opening it is the
 *   pulse: a reset with EXTRF set in MCUSR, the flag that keeps Optiboot
 *   in the bootloader.  Every open is one (inotify's IN_OPEN on the
 *   slave, on Linux): a host that closes the port and opens it again
 *   between two of the loop's looks resets the board as DTR would.  (A
 *   hang-up seen on the master tells only that no one has it open: on a
 *   loaded machine a close and an open fell between two looks, the reset
 *   never came and avrdude spoke to the firmware; elsewhere that is what
 *   is left, the first look at a client after none.)  Power-on sets PORF (Optiboot then starts the
 *   application at once), the watchdog WDRF (simavr's).
 * - The line.  Bytes from the host go to the USART one frame (10 bits) at
 *   the host's baud rate (the pty's termios speed, which avrdude and
 *   pyserial set), as the USART has room: a third unread byte is an
 *   overrun, lost.  A host baud rate more than 4.5 % off the USART's is a
 *   framing error on every byte, both ways: lost.
 * - The USB-serial bridge.  The chip's bytes reach the host in USB
 *   packets: when 64 are waiting or latency_ms after the first of them
 *   (an FTDI's latency timer is 16 ms by default, the Uno's 16U2 a few
 *   ms, a CH340 about 1).
 * The core is paced to real time: a bootloader's timeouts are real time
 * and a host's are too.
 */
#define _GNU_SOURCE
#include "sim/bootloader.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/inotify.h>
#endif

#include <avr_uart.h>

#include "sim/harness.h"
#include "sim/ihex.h"
#include "sim/pty.h"
#include "sim/text.h"

#ifndef SIM_BOOT_HFUSE
#define SIM_BOOT_HFUSE -1
#endif
#define MCUSR_ADDR 0x54   /* data address on the 328P, 2560 and 1284P */
#define PORF 0x01
#define EXTRF 0x02
#define FLASH_MAX (256u * 1024u)
#define USB_PACKET 64
#define RX_HOLD 2          /* unread bytes the USART holds */
#define HOST_QUEUE 4096

static int master = -1;
static int opens = -1;   /* inotify on the slave's opens, or -1 */
static char slave_name[128];
static avr_irq_t *uart_in;
static avr_uart_t *uart;

static struct {
    unsigned char q[HOST_QUEUE];
    size_t n;
    uint64_t first_cycle;   /* when the oldest waiting byte left the chip */
} to_host;

static struct {
    uint64_t overruns, framing;
} lost;

int bootloader_section(const char *mcu, unsigned flash_size, int hfuse, unsigned *start)
{
    unsigned smallest;   /* boot section bytes when BOOTSZ = 11 */
    if (!strcmp(mcu, "atmega328p") || !strcmp(mcu, "atmega328"))
        smallest = 512;
    else if (!strcmp(mcu, "atmega2560") || !strcmp(mcu, "atmega1284p") ||
             !strcmp(mcu, "atmega1280"))
        smallest = 1024;
    else
        return -1;
    unsigned bootsz = ((unsigned)hfuse >> 1) & 3;
    *start = flash_size - (smallest << (3 - bootsz));
    return (hfuse & 1) == 0;   /* BOOTRST programmed (0) */
}

/* 1 when a client has the slave open. */
static int client_present(void)
{
    struct pollfd p = { .fd = master, .events = 0 };
    return poll(&p, 1, 0) >= 0 && !(p.revents & POLLHUP);
}

static double host_baud(void);
static double usart_baud(void);

/* 1 when the host's and the USART's baud rates differ by more than a
 * receiver tolerates (4.5 %: every byte a framing error). */
static int rates_differ(double host)
{
    double chip = usart_baud();
    double off = chip > 0 ? host / chip - 1.0 : 1.0;
    return off > 0.045 || off < -0.045;
}

/* The chip's bytes wait in the bridge for the next USB packet (lost on
 * the way when the host listens at another rate). */
static void tap(unsigned char byte, void *ctx)
{
    (void)ctx;
    if (rates_differ(host_baud())) {
        lost.framing++;
        return;
    }
    if (to_host.n == 0)
        to_host.first_cycle = sim_cycles();
    if (to_host.n < HOST_QUEUE)
        to_host.q[to_host.n++] = byte;
}

static void to_host_flush(double latency_ms)
{
    if (to_host.n == 0)
        return;
    uint64_t waited = sim_cycles() - to_host.first_cycle;
    if (to_host.n < USB_PACKET && sim_cycles_to_ms(waited) < latency_ms)
        return;
    if (client_present() && write(master, to_host.q, to_host.n) < 0 && errno != EAGAIN)
        perror("nimbox-sim: pty");
    to_host.n = 0;
}

/* The USART's own baud rate (UBRR, U2X), 0 before it is set up. */
static double usart_baud(void)
{
    avr_t *avr = sim_core.avr;
    uint32_t ubrr = avr_regbit_get(avr, uart->ubrrl) | (avr_regbit_get(avr, uart->ubrrh) << 8);
    return (double)avr->frequency / ((avr_regbit_get(avr, uart->u2x) ? 8.0 : 16.0) * (ubrr + 1));
}

/* The host's baud rate: what the client set on the pty. */
static double host_baud(void)
{
    static const struct { speed_t s; double b; } speeds[] = {
        { B9600, 9600 }, { B19200, 19200 }, { B38400, 38400 }, { B57600, 57600 },
        { B115200, 115200 }, { B230400, 230400 }, { B460800, 460800 }, { B500000, 500000 },
        { B1000000, 1000000 },
    };
    struct termios t;
    if (tcgetattr(master, &t) != 0)
        return 115200;
    speed_t s = cfgetospeed(&t);
    for (size_t i = 0; i < sizeof speeds / sizeof speeds[0]; i++)
        if (speeds[i].s == s)
            return speeds[i].b;
    return 9600;
}

static unsigned rx_waiting(void)
{
    uart_fifo_t *f = &uart->input;
    return (unsigned)((f->write + uart_fifo_fifo_size - f->read) & (uart_fifo_fifo_size - 1));
}

/* One byte off the line into the USART (or lost, counted). */
static void deliver(uint8_t b, double baud)
{
    double chip = usart_baud();
    if (rates_differ(baud))
        lost.framing++;
    else if (rx_waiting() >= RX_HOLD)
        lost.overruns++;
    else {
        /* simavr frames 11 bits: make the USART's frame the real 10 */
        uart->cycles_per_byte = (uint64_t)((double)sim_frequency() * 10.0 / chip);
        avr_raise_irq(uart_in, b);
    }
}

/* The reset pulse a connecting host gives through DTR: EXTRF. */
static void reset_external(void)
{
    sim_reset();
    sim_core.avr->data[MCUSR_ADDR] = EXTRF;
    to_host.n = 0;
}

static int open_pty(void)
{
    master = pty_master(slave_name, sizeof slave_name, 115200);
    return master < 0 ? -1 : 0;
}

/* The bootloader image into the boot section, the application erased
 * when blank; the reset vector where the fuse says.  0, or -1 said. */
static int install(const struct boot_options *o)
{
    static uint8_t img[FLASH_MAX];
    avr_t *avr = sim_core.avr;
    unsigned lo, hi, start, size = avr->flashend + 1;
    int hfuse = o->hfuse >= 0 ? o->hfuse : SIM_BOOT_HFUSE;
    if (hfuse < 0) {
        fprintf(stderr, "nimbox-sim: this board states no fuses: give --hfuse 0xNN\n");
        return -1;
    }
    int bootrst = bootloader_section(sim_mcu(), size, hfuse, &start);
    if (bootrst < 0) {
        fprintf(stderr, "nimbox-sim: no boot section known for %s\n", sim_mcu());
        return -1;
    }
    if (ihex_read(o->image, img, FLASH_MAX, &lo, &hi) != 0)
        return -1;
    if (lo >= size) {
        fprintf(stderr, "nimbox-sim: %s lies at 0x%X..0x%X, past the end of the %s's flash "
                        "(%u B): another chip's bootloader\n", o->image, lo, hi - 1, sim_mcu(), size);
        return -1;
    }
    if (hi > size) {
        /* the Arduino package's optiboot_atmega328.hex carries 20 bytes
         * at 0x8000, past the end of the flash; no chip can hold them */
        printf("note: %s: %u bytes past the end of flash (0x%X) left out\n", o->image,
               hi - size, size);
        hi = size;
        while (hi > lo && img[hi - 1] == 0xFF)
            hi--;
    }
    if (lo < start) {
        fprintf(stderr, "nimbox-sim: %s lies at 0x%X..0x%X, outside the boot section "
                        "0x%X..0x%X that high fuse 0x%02X gives the %s\n",
                o->image, lo, hi - 1, start, size - 1, hfuse, sim_mcu());
        return -1;
    }
    if (o->blank)
        memset(avr->flash, 0xFF, start);
    memcpy(avr->flash + start, img + start, size - start);
    avr->codeend = avr->flashend;
    avr->reset_pc = bootrst ? start : 0;
    avr->pc = avr->reset_pc;
    avr->data[MCUSR_ADDR] = PORF;
    printf("boot section 0x%X (%u B), image 0x%X..0x%X, reset at 0x%X\n", start, size - start,
           lo, hi - 1, (unsigned)avr->reset_pc);
    return 0;
}

static int find_uart(void)
{
    avr_t *avr = sim_core.avr;
    uart_in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
    for (avr_io_t *io = avr->io_port; io; io = io->next)
        if (io->kind && !strcmp(io->kind, "uart") && ((avr_uart_t *)io)->name == '0')
            uart = (avr_uart_t *)io;
    return uart && uart_in ? 0 : -1;
}

/* simavr's real-time sleep callback takes its wall-clock base at the
 * first sleep but counts cycles from 0: an application that first sleeps
 * after the bootloader's seconds of busy loops would stall that long.
 * run.c's pacing keeps real time instead. */
static void sleep_paced_elsewhere(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)avr;
    (void)how_long;
}

/* Watch the slave's opens (from here on: the pty's own set-up open is
 * before). */
static void watch_opens(void)
{
#ifdef __linux__
    opens = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    /* (the closes too: identical events in a row are merged into one) */
    if (opens >= 0 && inotify_add_watch(opens, slave_name, IN_OPEN | IN_CLOSE) < 0) {
        close(opens);
        opens = -1;
    }
#endif
}

/* How many times a host opened the port since the last call, or -1 when
 * the opens are not watched. */
static int port_opened(void)
{
#ifdef __linux__
    if (opens < 0)
        return -1;
    union {
        struct inotify_event e;
        char bytes[1024];
    } buf;
    int opened = 0;
    ssize_t n;
    while ((n = read(opens, buf.bytes, sizeof buf.bytes)) > 0)
        for (ssize_t at = 0; at + (ssize_t)sizeof buf.e <= n;) {
            const struct inotify_event *e = (const struct inotify_event *)(buf.bytes + at);
            opened += (e->mask & IN_OPEN) != 0;
            at += (ssize_t)(sizeof *e + e->len);
        }
    return opened;
#else
    return -1;
#endif
}

static volatile sig_atomic_t stop_flag;

static void on_signal(int sig)
{
    (void)sig;
    stop_flag = 1;
}

int bootloader_headless(const char *elf, const struct boot_options *o)
{
    if (sim_open(elf, 1) != 0) {
        fprintf(stderr, "nimbox-sim: %s\n", sim_error());
        return 2;
    }
    if (install(o) != 0 || find_uart() != 0 || open_pty() != 0) {
        sim_close();
        return 2;
    }
    sim_core.avr->sleep = sleep_paced_elsewhere;
    sim_uart_tap(tap, NULL);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    signal(SIGPIPE, SIG_IGN);
    printf("%s\n", slave_name);
    fflush(stdout);
    struct timespec t0, now;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int present = 0, connects = 0;
    unsigned char pending[256];
    size_t npending = 0, next = 0;
    watch_opens();
    while (!stop_flag && !sim_crashed()) {
        int p = client_present();
        int opened = port_opened();
        if (opened < 0)
            opened = p && !present;
        if (opened) {
            reset_external();
            connects += opened;
            npending = next = 0;
        }
        present = p;
        double baud = host_baud();
        if (next == npending && present) {
            ssize_t n = read(master, pending, sizeof pending);
            npending = n > 0 ? (size_t)n : 0;
            next = 0;
        }
        /* one frame time at the host's rate, with a byte on the line */
        uint64_t frame = (uint64_t)((double)sim_frequency() * 10.0 / baud);
        if (next < npending)
            deliver(pending[next++], baud);
        sim_run_cycles(frame);
        to_host_flush(o->latency_ms);
        clock_gettime(CLOCK_MONOTONIC, &now);
        double s = (double)(now.tv_sec - t0.tv_sec) + (double)(now.tv_nsec - t0.tv_nsec) / 1e9;
        if (o->timeout_s > 0 && s >= o->timeout_s)
            break;
    }
    int status = sim_crashed() ? 1 : 0;
    if (status)
        fprintf(stderr, "nimbox-sim: the core %s at 0x%X\n",
                sim_state() == SIM_CRASHED ? "crashed" : "stopped",
                (unsigned)sim_core.avr->pc);
    fprintf(stderr, "nimbox-sim: %d connections; bytes lost: %llu overruns, %llu framing "
                    "errors (baud rate)\n", connects, (unsigned long long)lost.overruns,
            (unsigned long long)lost.framing);
    sim_uart_tap(NULL, NULL);
    if (opens >= 0)
        close(opens);
    opens = -1;
    close(master);
    master = -1;
    sim_close();
    return status;
}

int bootloader_parse_option(int argc, char **argv, int *i, struct boot_options *o)
{
    const char *name = argv[*i];
    if (!strcmp(name, "--blank")) {
        o->blank = 1;
        (*i)++;
        return 1;
    }
    if (strcmp(name, "--bootloader") && strcmp(name, "--hfuse") && strcmp(name, "--usb-latency"))
        return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "nimbox-sim: %s needs a value\n", name);
        return -1;
    }
    const char *v = argv[*i + 1];
    char *end;
    if (!strcmp(name, "--bootloader")) {
        o->image = v;
    } else if (!strcmp(name, "--hfuse")) {
        long n = strtol(v, &end, 0);
        if (*end || !*v || n < 0 || n > 255) {
            fprintf(stderr, "nimbox-sim: --hfuse %s: a byte, e.g. 0xDE\n", v);
            return -1;
        }
        o->hfuse = (int)n;
    } else {
        o->latency_ms = strtod(v, &end);
        if (*end || !*v || o->latency_ms < 0 || o->latency_ms > 1000) {
            fprintf(stderr, "nimbox-sim: --usb-latency %s: milliseconds 0..1000\n", v);
            return -1;
        }
    }
    *i += 2;
    return 1;
}
