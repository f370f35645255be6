/*
 * port.c — the host command talking to a board (real, or the simulator's
 * pseudo-terminal):
 *
 *   nimbox --port DEVICE [--baud N] [--wait MS] move RULE POS...
 *   nimbox --port DEVICE [--baud N] [--wait MS] grundy RULE N
 *   nimbox --port DEVICE [--baud N] [--wait MS] selftest [COUNT] [--seed S]
 *
 * The port is opened raw, 8N1, at the board's baud (115200 unless --baud),
 * with XON/XOFF honoured for what the host sends (the device pauses a paste
 * that way) and never passed on as text.  Opening an Uno's or a Mega's port
 * resets the board, and for a second or two its bootloader owns the UART:
 * nothing is sent before the firmware's banner ("nimbox ...") has come.  A
 * board that does not reset on open (the simulator, a board with the reset
 * link cut) prints no banner: after --wait ms without one the host asks
 * `move nim 1`, which every nimbox answers `win 1 1 0`, and goes on only
 * if that answer comes.
 *
 * move and grundy print the device's reply exactly as the host command
 * would print its own answer (a move's reply is its one line; grundy's
 * ends at REPLY_QUIET_MS of silence after its first, so the period line
 * is kept).  selftest
 * asks COUNT random positions (default 20) of every rule the board carries
 * (the heap rules, and each built-in map it answers for) and compares each
 * reply with this host's own engine: a different answer is a failure; a
 * refusal by the device where the host answers (a smaller table, fewer
 * piles) is counted apart, never as agreement.
 *
 * Exit status: 0 done (selftest: no wrong answer); 2 the device answered
 * `error: ...` (the reply goes to stderr) or the command line is wrong;
 * 1 the device could not be reached or did not answer in time, or
 * selftest found a wrong answer.
 */
#define _DEFAULT_SOURCE
#include "tools/nimbox/port.h"
#include "tools/nimbox/port_link.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "core/command.h"
#include "core/maps.h"
#include "tools/nimbox/host_io.h"

#define DEFAULT_BAUD 115200L
#define DEFAULT_WAIT_MS 3000     /* a bootloader keeps the UART 1-2 s after reset */
#define REPLY_FIRST_MS 3000      /* a 1000-value grundy line at 38400 baud takes 1 s */
#define REPLY_QUIET_MS 150
#define MAX_BAUD 4000000ul       /* past any speed a port has */
#define MAX_WAIT_MS 600000ul     /* ten minutes */
#define MAX_SELFTEST_COUNT 100000ul
#define XON 0x11
#define XOFF 0x13

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

static speed_t baud_constant(long baud)
{
    switch (baud) {
    case 9600: return B9600;
    case 19200: return B19200;
    case 38400: return B38400;
    case 57600: return B57600;
    case 115200: return B115200;
    case 230400: return B230400;
    default: return 0;
    }
}

/* Open and set up the port; returns 0, or prints why and returns -1. */
static int port_open(struct port *p, const char *path, long baud)
{
    struct termios t;
    speed_t speed = baud_constant(baud);
    p->path = path;
    p->pending_len = 0;
    p->overlong = 0;
    if (!speed) {
        fprintf(stderr, "nimbox: --baud %ld: not a speed this command knows "
                        "(9600, 19200, 38400, 57600, 115200, 230400)\n", baud);
        return -1;
    }
    p->fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK);
    if (p->fd < 0) {
        fprintf(stderr, "nimbox: %s: cannot open: %s%s\n", path, strerror(errno),
                errno == EACCES ? " (is your user in the dialout group?)" : "");
        return -1;
    }
    if (tcgetattr(p->fd, &t) != 0) {
        fprintf(stderr, "nimbox: %s: not a serial port: %s\n", path, strerror(errno));
        close(p->fd);
        return -1;
    }
    cfmakeraw(&t);
    cfsetispeed(&t, speed);
    cfsetospeed(&t, speed);
    t.c_cflag |= CLOCAL | CREAD;
    t.c_iflag |= IXON;     /* the device's XOFF pauses what we send */
    t.c_iflag &= ~(tcflag_t)IXOFF;
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(p->fd, TCSANOW, &t) != 0) {
        fprintf(stderr, "nimbox: %s: cannot set %ld baud: %s\n", path, baud, strerror(errno));
        close(p->fd);
        return -1;
    }
    return 0;
}

/* The next line from the device (without CR/LF, XON/XOFF dropped, empty
 * lines skipped) within timeout_ms; returns 1, or 0 on timeout or a closed
 * port, or -1 (line empty) for a line longer than the buffer, dropped
 * whole: never its tail taken for a line.  A banner that arrives before
 * port_open has set the port raw is cooked by the tty: its CR becomes a
 * second, empty line. */
static int port_line(struct port *p, char *line, size_t size, long timeout_ms)
{
    long deadline = now_ms() + timeout_ms;
    for (;;) {
        char *nl = memchr(p->pending, '\n', p->pending_len);
        if (nl && p->overlong) {   /* the end of the line too long */
            size_t n = (size_t)(nl - p->pending);
            memmove(p->pending, nl + 1, p->pending_len - n - 1);
            p->pending_len -= n + 1;
            p->overlong = 0;
            line[0] = 0;
            return -1;
        }
        if (nl) {
            size_t n = (size_t)(nl - p->pending), out = 0, i;
            for (i = 0; i < n && out + 1 < size; i++)
                if (p->pending[i] != '\r')
                    line[out++] = p->pending[i];
            line[out] = 0;
            memmove(p->pending, nl + 1, p->pending_len - n - 1);
            p->pending_len -= n + 1;
            if (out > 0)
                return 1;
            continue;   /* no device line is empty: a banner the tty cooked */
        }
        long left = deadline - now_ms();
        if (left <= 0)
            return 0;
        struct pollfd pfd = { p->fd, POLLIN, 0 };
        if (poll(&pfd, 1, (int)left) <= 0)
            continue;
        char buf[256];
        ssize_t got = read(p->fd, buf, sizeof buf);
        if (got <= 0) {
            if (got < 0 && (errno == EAGAIN || errno == EINTR))
                continue;
            return 0;
        }
        for (ssize_t i = 0; i < got; i++) {
            if (buf[i] == XON || buf[i] == XOFF)
                continue;
            if (p->pending_len < sizeof p->pending)
                p->pending[p->pending_len++] = buf[i];
        }
        if (p->pending_len == sizeof p->pending && !memchr(p->pending, '\n', p->pending_len)) {
            p->pending_len = 0;   /* a line longer than any reply: dropped to its end */
            p->overlong = 1;
        }
    }
}

static int port_send(struct port *p, const char *text)
{
    size_t len = strlen(text), done = 0;
    while (done < len) {
        ssize_t n = write(p->fd, text + done, len - done);
        if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
            struct pollfd pfd = { p->fd, POLLOUT, 0 };
            poll(&pfd, 1, 100);
            continue;
        }
        if (n <= 0) {
            fprintf(stderr, "nimbox: %s: write failed: %s\n", p->path, strerror(errno));
            return -1;
        }
        done += (size_t)n;
    }
    return 0;
}

/* What a board built without the console (CAP_CONSOLE := 0) says, in its
 * banner and to every line. */
#define NO_CONSOLE "no console in this build"

/* Is line a console-less board's banner or answer?  Says so on stderr. */
static int port_no_console(const struct port *p, const char *line)
{
    size_t n = strlen(line), k = strlen(NO_CONSOLE);
    if (n < k || strcmp(line + n - k, NO_CONSOLE) != 0)
        return 0;
    fprintf(stderr, "nimbox: %s: this nimbox has no console (\"%s\"): flash a build with one, "
                    "e.g. BOARD=uno-lcdshield for the Uno\n", p->path, line);
    return 1;
}

/* Wait for the banner, or probe a board that printed none. */
static int port_connect(struct port *p, long wait_ms)
{
    char line[LINE_MAX_BYTES];
    long deadline = now_ms() + wait_ms;
    long left;
    while ((left = deadline - now_ms()) > 0)
        if (port_line(p, line, sizeof line, left) && !strncmp(line, "nimbox ", 7))
            return port_no_console(p, line) ? -1 : 0;
    if (port_send(p, "move nim 1\n") != 0)
        return -1;
    while (port_line(p, line, sizeof line, REPLY_FIRST_MS)) {
        if (!strcmp(line, "win 1 1 0"))
            return 0;
        if (port_no_console(p, line))
            return -1;
    }
    fprintf(stderr, "nimbox: %s: no nimbox answered: no banner within %ld ms and no reply to "
                    "`move nim 1` (is it flashed, and at this baud rate? --baud 38400 for the "
                    "handheld)\n", p->path, wait_ms);
    return -1;
}

/* Send one command line and collect the reply lines into reply (joined by
 * '\n'); returns the number of lines, 0 when none came in time.  A move's
 * reply is one line; grundy's may have a second (the period), so after its
 * first line the reply ends at REPLY_QUIET_MS of silence. */
int port_ask(struct port *p, const char *request, char *reply, size_t size)
{
    int one_line = strncmp(request, "move", 4) == 0;
    char line[LINE_MAX_BYTES];
    int lines = 0, got;
    size_t used = 0;
    char out[LINE_MAX_BYTES + 2];
    snprintf(out, sizeof out, "%s\n", request);
    reply[0] = 0;
    /* the reply is what follows the request: drop what came before it */
    tcflush(p->fd, TCIFLUSH);
    p->pending_len = 0;
    p->overlong = 0;
    if (port_send(p, out) != 0)
        return 0;
    while ((got = port_line(p, line, sizeof line, lines ? REPLY_QUIET_MS : REPLY_FIRST_MS)) != 0) {
        if (got < 0) {   /* said as the device's error, never a part taken for it */
            snprintf(reply, size, "error: a reply line longer than %d bytes", LINE_MAX_BYTES - 1);
            return 1;
        }
        used += (size_t)snprintf(reply + used, used < size ? size - used : 0, "%s%s",
                                 lines ? "\n" : "", line);
        lines++;
        if (one_line || !strncmp(line, "error:", 6))
            break;
    }
    return lines;
}

static int usage(void)
{
    fputs("usage: nimbox --port DEVICE [--baud N] [--wait MS] move RULE POS...\n"
          "       nimbox --port DEVICE [--baud N] [--wait MS] grundy RULE N\n"
          "       nimbox --port DEVICE [--baud N] [--wait MS] selftest [COUNT] [--seed S]\n",
          stderr);
    return EXIT_BAD_INPUT;
}

/* An option's value: digits only, min..max, the whole of it read (never
 * wrapped nor saturated); else one line naming it and 0. */
static int option_value(const char *what, const char *text, unsigned long min,
                        unsigned long max, unsigned long *v)
{
    char *end, quoted[256 * 4];
    errno = 0;
    *v = strtoul(text, &end, 10);
    if (text[0] >= '0' && text[0] <= '9' && !*end && errno != ERANGE && *v >= min && *v <= max)
        return 1;
    fprintf(stderr, "nimbox: --port: %s '%s': expected a number %lu-%lu\n", what,
            host_quote(quoted, sizeof quoted, text, 200), min, max);
    return 0;
}

int port_main(int argc, char **argv)
{
    const char *device = 0;
    long baud = DEFAULT_BAUD, wait_ms = DEFAULT_WAIT_MS;
    unsigned long seed = 1, v;
    int i = 0;
    struct port p;
    if (argc < 2)
        return usage();
    device = argv[1];
    for (i = 2; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (!strcmp(argv[i], "--baud")) {
            if (!option_value("--baud", argv[i + 1], 1, MAX_BAUD, &v))
                return EXIT_BAD_INPUT;
            baud = (long)v;
        } else if (!strcmp(argv[i], "--wait")) {
            if (!option_value("--wait", argv[i + 1], 1, MAX_WAIT_MS, &v))
                return EXIT_BAD_INPUT;
            wait_ms = (long)v;
        } else {
            return usage();
        }
    }
    if (i >= argc)
        return usage();
    const char *cmd = argv[i++];
    unsigned count = 20;
    char request[LINE_MAX_BYTES];
    size_t used = 0;
    if (!strcmp(cmd, "selftest")) {
        for (; i < argc; i++) {
            if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
                if (!option_value("--seed", argv[++i], 0, 0xFFFFFFFFul, &seed))
                    return EXIT_BAD_INPUT;
                continue;
            }
            if (argv[i][0] == '-')
                return usage();
            if (!option_value("selftest count", argv[i], 1, MAX_SELFTEST_COUNT, &v))
                return EXIT_BAD_INPUT;
            count = (unsigned)v;
        }
    } else if (!strcmp(cmd, "move") || !strcmp(cmd, "grundy")) {
        used = (size_t)snprintf(request, sizeof request, "%s", cmd);
        for (; i < argc && used < sizeof request; i++)
            used += (size_t)snprintf(request + used, sizeof request - used, " %s", argv[i]);
        if (used >= sizeof request) {
            fputs("nimbox: --port: the command line is too long\n", stderr);
            return EXIT_BAD_INPUT;
        }
    } else {
        return usage();
    }
    if (port_open(&p, device, baud) != 0)
        return EXIT_UNREACHABLE;
    int status;
    if (port_connect(&p, wait_ms) != 0) {
        status = EXIT_UNREACHABLE;
    } else if (!strcmp(cmd, "selftest")) {
        status = port_selftest(&p, count, seed);
    } else {
        char reply[LINE_MAX_BYTES * 2];
        if (!port_ask(&p, request, reply, sizeof reply)) {
            fprintf(stderr, "nimbox: %s: no reply to `%s` within %d ms\n", device, request,
                    REPLY_FIRST_MS);
            status = EXIT_UNREACHABLE;
        } else if (!strncmp(reply, "error: ", 7)) {
            fprintf(stderr, "nimbox: %s: %s\n", device, reply + 7);
            status = EXIT_BAD_INPUT;
        } else {
            printf("%s\n", reply);
            status = 0;
        }
    }
    close(p.fd);
    return status;
}
