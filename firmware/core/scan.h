/*
 * scan.h — a whitespace-separated number reader with line tracking.
 *
 * Reads from a buffer that a refill callback tops up (a host file read in
 * blocks, or one console line on the device).  Optional '#' comments run to
 * the end of the line.  A line ends at LF, CR or CR LF (Unix, old Mac and
 * DOS files count their lines alike).  Every error carries the line it
 * happened on.  Nothing is read without bound: a number may have at most
 * SCAN_DIGITS_MAX digits and a comment SCAN_COMMENT_MAX characters, so
 * endless input without a blank (a device, a binary file) ends in an error
 * rather than a hang; a NUL byte is reported as binary data.
 */
#ifndef CORE_SCAN_H
#define CORE_SCAN_H

#include <stdint.h>
#include "core/error.h"

/* Digits in one number (leading zeros included): far above any value the
 * engine takes (20 digits), far below a runaway token. */
#define SCAN_DIGITS_MAX 64
/* Characters in one comment, after its '#'. */
#define SCAN_COMMENT_MAX 4096

/* Refill: point *buf at the next bytes and return how many (0 = end). */
typedef uint32_t (*scan_refill_fn)(void *ctx, const char **buf);

struct scanner {
    const char *p;
    const char *end;
    scan_refill_fn refill;
    void *ctx;
    uint32_t line;        /* current line, 1-based */
    uint32_t last_line;   /* line of the last number read (0: none yet) */
    uint32_t fault_line;  /* line of `fault` */
    uint8_t comments;     /* '#' starts a comment */
    uint8_t at_eof;
    uint8_t fault;        /* an error met while skipping (an over-long comment) */
};

/* Parse a whole NUL-free span [s, s+len) as a decimal number <= max: digits
 * only (no sign, no spaces, no hex), the value checked against max before
 * it can overflow.  Returns 0 on success, else ERR_NUMBER_MALFORMED or
 * ERR_NUMBER_TOO_LARGE. */
int scan_parse_uint(const char *s, uint16_t len, nb_uint_t max, nb_uint_t *value);

/* Start reading; comments != 0 allows '#' comments. */
void scan_init(struct scanner *sc, scan_refill_fn refill, void *ctx, uint8_t comments);

/* Read the next number (<= max); on failure fill err (with the line). */
int scan_number(struct scanner *sc, nb_uint_t max, nb_uint_t *value, struct nb_error *err);

/* Skip whitespace and comments; nonzero when nothing else is left. */
int scan_at_end(struct scanner *sc);

/* 0 when nothing but whitespace and comments is left; else an error with
 * its line: unexpected extra input, or what stopped the skipping. */
int scan_expect_end(struct scanner *sc, struct nb_error *err);

/* Read the next comment's text (after '#', trimmed) into buf when the next
 * non-blank thing is a comment; returns its length, or -1 if there is none
 * (or it is too long: scan_number and scan_expect_end then report that). */
int scan_comment(struct scanner *sc, char *buf, uint16_t size);

#endif
