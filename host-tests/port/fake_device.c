/*
 * fake_device.c — a nimbox console on a pseudo-terminal, for testing the
 * host command's --port without a board: it prints the slave's path, waits
 * until something opens it (as a board resets when its port is opened),
 * optionally prints the banner, and answers each line with the host
 * engine's reply, worded as the device's console words it.
 *
 *   fake_device [--no-banner] [--silent] [--wrong N] [--flow]
 *     --no-banner  print no banner (a board whose reset link is cut)
 *     --silent     never answer (not a nimbox, or the wrong baud)
 *     --wrong N    spoil every Nth answer to a move (a faulty firmware)
 *     --flow       wrap every reply in XOFF ... XON, as a busy device does
 *     --stray      follow the banner with an empty line and a stray one, as
 *                  a tty still cooked when the banner came makes of its CR
 *
 * It runs until killed.
 */
#define _XOPEN_SOURCE 600
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "core/command.h"
#include "core/maps.h"

static char out[16384];
static size_t out_len;

static void put(void *ctx, char c)
{
    (void)ctx;
    if (out_len + 1 < sizeof out)
        out[out_len++] = c;
}

static const struct text_out sink = { put, 0 };

static void write_all(int fd, const char *s, size_t n)
{
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

/* Wait until the slave side is open (no POLLHUP on the master). */
static void wait_open(int fd)
{
    for (;;) {
        struct pollfd p = { fd, POLLIN, 0 };
        poll(&p, 1, 20);
        if (!(p.revents & POLLHUP))
            return;
        usleep(20000);
    }
}

/* `version`'s line. */
static void fake_version(const struct text_out *to)
{
    text_put_str(to, "nimbox 0.1 fake");
}

int main(int argc, char **argv)
{
    int banner = 1, silent = 0, flow = 0, stray = 0;
    unsigned wrong_every = 0, moves = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--no-banner"))
            banner = 0;
        else if (!strcmp(argv[i], "--silent"))
            silent = 1;
        else if (!strcmp(argv[i], "--flow"))
            flow = 1;
        else if (!strcmp(argv[i], "--stray"))
            stray = 1;
        else if (!strcmp(argv[i], "--wrong") && i + 1 < argc)
            wrong_every = (unsigned)atoi(argv[++i]);
        else {
            fprintf(stderr, "fake_device: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    int fd = posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0 || grantpt(fd) || unlockpt(fd)) {
        perror("fake_device: pty");
        return 1;
    }
    /* no echo: a board echoes nothing, and before the host sets the port
     * raw the pty would send the banner back as a line to answer */
    struct termios t;
    if (tcgetattr(fd, &t) == 0) {
        t.c_lflag &= ~(tcflag_t)ECHO;
        tcsetattr(fd, TCSANOW, &t);
    }
    printf("%s\n", ptsname(fd));
    fflush(stdout);
    char line[1024];
    size_t len = 0;
    int was_open = 0;
    for (;;) {
        struct pollfd p = { fd, POLLIN, 0 };
        if (poll(&p, 1, 50) < 0)
            return 1;
        if (p.revents & POLLHUP) {
            /* closed: the next open is a fresh start, as after a reset */
            was_open = 0;
            len = 0;
            wait_open(fd);
        }
        if (!was_open) {
            wait_open(fd);
            was_open = 1;
            usleep(100000);   /* the bootloader's turn */
            if (banner && !silent) {
                /* one write: the stray lines are there when the banner is */
                static const char hello[] = "nimbox 0.1 fake: move RULE POS... | grundy RULE N\r\n"
                                            "\n\r\nwin 9 9 9\r\n";
                write_all(fd, hello, sizeof hello - 1 - (stray ? 0 : 14));
            }
            continue;
        }
        if (!(p.revents & POLLIN))
            continue;
        char c;
        if (read(fd, &c, 1) != 1)
            continue;
        if (c != '\n' && c != '\r') {
            if (len + 1 < sizeof line)
                line[len++] = c;
            continue;
        }
        if (len == 0 || silent) {
            len = 0;
            continue;
        }
        struct nb_error err;
        struct token bad;
        static const struct command_io io = { &sink, maps_lookup, 0, 0, fake_version };
        out_len = 0;
        error_clear(&err);
        if (command_line(&io, line, (uint16_t)len, &bad, &err) != 0) {
            out_len = 0;
            const char *e = "error: something in that line is wrong\n";
            memcpy(out, e, strlen(e));
            out_len = strlen(e);
        } else if (!strncmp(line, "move", 4) && wrong_every && ++moves % wrong_every == 0) {
            out_len = (size_t)snprintf(out, sizeof out, "lose\n");
            if (!strncmp(line, "move nim 1", 10) && len == 10)
                out_len = (size_t)snprintf(out, sizeof out, "win 1 1 0\n");
        }
        len = 0;
        if (flow)
            write_all(fd, "\x13", 1);
        write_all(fd, out, out_len);
        if (flow)
            write_all(fd, "\x11", 1);
    }
}
