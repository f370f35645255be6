/*
 * scan.h — a whitespace-separated number reader with line tracking.
 *
 * Reads from a buffer that a refill callback tops up (a host file read in
 * blocks, or one console line on the device).  Optional '#' comments run to
 * the end of the line.  Every error carries the line it happened on.
 */
#ifndef NIMBOX_SCAN_H
#define NIMBOX_SCAN_H

#include <stdint.h>
#include "error.h"

/* Refill: point *buf at the next bytes and return how many (0 = end). */
typedef uint32_t (*scan_refill_fn)(void *ctx, const char **buf);

struct scanner {
    const char *p;
    const char *end;
    scan_refill_fn refill;
    void *ctx;
    uint32_t line;        /* current line, 1-based */
    uint32_t last_line;   /* line of the last number read (0: none yet) */
    uint8_t comments;     /* '#' starts a comment */
    uint8_t at_eof;
};

/* Start reading; comments != 0 allows '#' comments. */
void scan_init(struct scanner *sc, scan_refill_fn refill, void *ctx, uint8_t comments);

/* Read the next number (<= max); on failure fill err (with the line). */
int scan_number(struct scanner *sc, nb_uint_t max, nb_uint_t *value, struct nb_error *err);

/* Skip whitespace and comments; nonzero when nothing else is left. */
int scan_at_end(struct scanner *sc);

/* Read the next comment's text (after '#', trimmed) into buf when the next
 * non-blank thing is a comment; returns its length, or -1 if there is none. */
int scan_comment(struct scanner *sc, char *buf, uint16_t size);

#endif
