/*
 * port_link.h — what the two halves of `nimbox --port` share: the open
 * port (port.c: opening, the banner, asking) and the self-test
 * (port_selftest.c: random positions compared with this host's engine).
 */
#ifndef TOOLS_NIMBOX_PORT_LINK_H
#define TOOLS_NIMBOX_PORT_LINK_H

#include <stddef.h>

#define LINE_MAX_BYTES 8192
/* Exit status: the board could not be reached, or answered wrong. */
#define EXIT_UNREACHABLE 1

/* An open port and the bytes read past the last line. */
struct port {
    int fd;
    const char *path;
    char pending[LINE_MAX_BYTES];
    size_t pending_len;
    int overlong;   /* dropping the rest of a line longer than pending */
};

/* Send one command line and collect the reply lines into reply (joined by
 * '\n'); returns the number of lines, 0 when none came in time. */
int port_ask(struct port *p, const char *request, char *reply, size_t size);
/* COUNT random positions of every rule the board carries, each compared
 * with this host's engine (seeded by seed); returns the exit status. */
int port_selftest(struct port *p, unsigned count, unsigned long seed);

#endif
