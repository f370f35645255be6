/*
 * pty.c — the console on a pseudo-terminal (pty.h).
 *
 * The harness holds the master side.  The slave is set raw once (no echo:
 * a client that leaves the terminal settings alone must not hear its own
 * bytes come back as console input); the kernel keeps those settings for
 * every client after.  A client's bytes are read only while the console's
 * sender has fewer than PTY_SEND_LOW bytes waiting, and the sender honours
 * the firmware's XOFF (skid 0), so a paused firmware pauses the client
 * through the kernel's buffer, as a real line would.  The firmware's bytes,
 * XON and XOFF included, are written to the client when it has the pty
 * open; with no client they are dropped (the kernel would keep them for
 * the next one: the banner printed at boot would then greet a client
 * opening the pty minutes later, which no board does).
 */
#define _GNU_SOURCE
#include "sim/pty.h"

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

#include "sim/sim.h"
#include "sim/text.h"

#define PTY_SEND_LOW 4

static int master = -1;
static char slave_name[128];

/* 1 when a client has the slave open (no hang-up on the master). */
static int client_present(void)
{
    struct pollfd p = { .fd = master, .events = 0 };
    return poll(&p, 1, 0) >= 0 && !(p.revents & POLLHUP);
}

/* A byte from the firmware, to the client. */
static void tap(unsigned char byte, void *ctx)
{
    (void)ctx;
    if (master >= 0 && client_present() && write(master, &byte, 1) < 0 && errno != EAGAIN)
        return;   /* a full or vanished client loses bytes, as on a line */
}

int pty_master(char *name, size_t size, unsigned long baud)
{
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0 || grantpt(m) != 0 || unlockpt(m) != 0 || !ptsname(m)) {
        fprintf(stderr, "nimbox-sim: pseudo-terminal: %s\n", strerror(errno));
        if (m >= 0)
            close(m);
        return -1;
    }
    copy_text(name, size, ptsname(m));
    int s = open(name, O_RDWR | O_NOCTTY);
    if (s >= 0) {
        struct termios t;
        if (tcgetattr(s, &t) == 0) {
            cfmakeraw(&t);
            if (baud == 115200)
                cfsetspeed(&t, B115200);
            else if (baud == 57600)
                cfsetspeed(&t, B57600);
            else if (baud == 38400)
                cfsetspeed(&t, B38400);
            tcsetattr(s, TCSANOW, &t);
        }
        close(s);
    }
    fcntl(m, F_SETFL, fcntl(m, F_GETFL) | O_NONBLOCK);
    return m;
}

int pty_open(void)
{
    master = pty_master(slave_name, sizeof slave_name, 0);
    if (master < 0) {
        pty_close();
        return -1;
    }
    pty_rewire();
    return 0;
}

void pty_rewire(void)
{
    sim_uart_tap(tap, NULL);
    sim_flow(1, 0);
}

const char *pty_name(void)
{
    return master >= 0 ? slave_name : "";
}

void pty_poll(void)
{
    char buf[64];
    if (master < 0)
        return;
    while (sim_send_pending() < PTY_SEND_LOW) {
        size_t room = PTY_SEND_LOW - sim_send_pending();
        ssize_t n = read(master, buf, room < sizeof buf ? room : sizeof buf);
        if (n <= 0)
            break;   /* nothing waiting, or no client (EIO) */
        sim_send_bytes(buf, (size_t)n);
    }
}

void pty_close(void)
{
    sim_uart_tap(NULL, NULL);
    if (master >= 0)
        close(master);
    master = -1;
    slave_name[0] = 0;
}

int eeprom_file_load(const char *path)
{
    static uint8_t buf[65536];
    FILE *f = fopen(path, "rb");
    if (!f)
        return errno == ENOENT ? 1 : (fprintf(stderr, "nimbox-sim: %s: %s\n", path,
                                              strerror(errno)), -1);
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    uint32_t size = sim_eeprom_size();
    if (n != size) {
        fprintf(stderr, "nimbox-sim: %s: %zu bytes, not this board's %u: left alone\n", path, n,
                (unsigned)size);
        return -1;
    }
    return sim_eeprom_write(0, buf, n) == 0 ? 0 : -1;
}

int eeprom_file_save(const char *path)
{
    static uint8_t buf[65536];
    uint32_t size = sim_eeprom_size();
    char tmp[600];
    if (!size || size > sizeof buf || sim_eeprom_read(0, buf, size) != 0)
        return -1;
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return -1;
    int ok = fwrite(buf, 1, size, f) == size;
    ok &= fclose(f) == 0;
    return ok && rename(tmp, path) == 0 ? 0 : -1;
}

static volatile sig_atomic_t stop_flag;

static void on_signal(int sig)
{
    (void)sig;
    stop_flag = 1;
}

int pty_headless(const char *elf, double timeout_s, const char *eeprom)
{
    if (sim_open(elf, 1) != 0) {
        fprintf(stderr, "nimbox-sim: %s\n", sim_error());
        return 2;
    }
    if ((eeprom && eeprom_file_load(eeprom) < 0) || pty_open() != 0) {
        sim_close();
        return 2;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    printf("%s\n", pty_name());
    fflush(stdout);
    struct timespec t0, now;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    unsigned ticks = 0;
    while (!stop_flag && !sim_crashed()) {
        if (sim_gdb_holding())
            usleep(1000);   /* gdb holds the core: time stands still */
        else
            sim_run_ms(1);
        pty_poll();
        clock_gettime(CLOCK_MONOTONIC, &now);
        double s = (double)(now.tv_sec - t0.tv_sec) + (double)(now.tv_nsec - t0.tv_nsec) / 1e9;
        if (timeout_s > 0 && s >= timeout_s)
            break;
        if (eeprom && ++ticks % 5000 == 0)
            eeprom_file_save(eeprom);
    }
    int status = sim_crashed() ? 1 : 0;
    if (status)
        fprintf(stderr, "nimbox-sim: the firmware %s at %.3f s\n",
                sim_state() == SIM_CRASHED ? "crashed" : "stopped",
                sim_cycles_to_ms(sim_cycles()) / 1000.0);
    if (eeprom)
        eeprom_file_save(eeprom);
    pty_close();
    sim_close();
    return status;
}
