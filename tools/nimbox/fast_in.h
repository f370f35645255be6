/*
 * fast_in.h — the host's fast number reader for judge inputs: the text
 * kept in one buffer in memory, numbers read by a tight digit loop, line
 * numbers worked out only when an error must name one.
 *
 * It reads exactly what the engine's scanner (core/scan.h, without
 * comments) reads and fails exactly where it fails, with the same error
 * and line: digits only, at most SCAN_DIGITS_MAX of them, blanks between
 * numbers, lines ending at LF, CR or CR LF, a NUL byte as binary data,
 * input ending early blamed on the line of the last number read.  The
 * input arrives through a read callback and is parsed as it comes, so an
 * endless stream of digits or words still ends in its error.  Bytes before
 * the caller's mark (fast_in_mark) may be dropped once the buffer is large:
 * their line ends are counted then, so memory stays bounded on long inputs
 * made of many cases.
 *
 * The buffer always ends in a NUL byte past the text, so the digit and
 * blank loops need no bounds checks: they stop at the NUL, and the slow
 * path (out of line) tells the buffer's end (refill) from a NUL byte in
 * the text (an error).
 */
#ifndef TOOLS_NIMBOX_FAST_IN_H
#define TOOLS_NIMBOX_FAST_IN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "core/error.h"
#include "core/scan.h"

/* Read up to `room` bytes into dst; returns how many (0: the end, or a read
 * error, which the callback records in *read_errno). */
typedef size_t (*fast_in_read_fn)(void *ctx, char *dst, size_t room, int *read_errno);

struct fast_in {
    char *buf;            /* the text held (buf[len] == 0) */
    size_t len, cap;      /* bytes held; bytes allocated, less one for the NUL */
    size_t pos;           /* where reading goes on */
    size_t keep;          /* bytes from here on are still needed (fast_in_mark) */
    uint64_t base;        /* input offset of buf[0] */
    uint32_t base_line;   /* line of buf[0] */
    uint32_t dropped_number_line;   /* line of the last number among dropped bytes (0: none) */
    uint8_t base_cr;      /* the byte before buf[0] was a CR */
    uint8_t eof;          /* the callback said the end */
    uint8_t out_of_memory;
    int read_errno;       /* the callback's error (0: none) */
    size_t chunk;         /* bytes asked of each read */
    fast_in_read_fn read;
    void *ctx;
    void *map;            /* a mapped file's pages (buf within them), else 0 */
    size_t map_len;
};

/* Byte classes (fast_in_class[c]). */
enum { FAST_IN_OTHER = 0, FAST_IN_BLANK, FAST_IN_DIGIT, FAST_IN_NUL };
extern const uint8_t fast_in_class[256];

/* Start reading through `read` (chunk: bytes per read, 0 for a default).
 * Returns 0, or ENOMEM. */
int fast_in_start(struct fast_in *in, fast_in_read_fn read, void *ctx, size_t chunk);

/* Start reading an open file: a regular file mapped whole where the
 * mapping's last page has room for the NUL after it (no copy; a file cut
 * shorter while it is read would stop the process, as any mapped file's
 * reader does), else read (its size, when it has one, sizes the buffer so
 * one read takes it all).  Returns 0, or ENOMEM. */
int fast_in_start_file(struct fast_in *in, FILE *f);

/* Free the buffer (or unmap the file). */
void fast_in_free(struct fast_in *in);

/* The slow path of fast_in_number: refills, long numbers, errors. */
int fast_in_number_slow(struct fast_in *in, nb_uint_t max, nb_uint_t *value,
                        struct nb_error *err);

/* The number at *p after blanks, for a loop that keeps its place in a
 * local: 1, with *p past it, when it is digits only, at most 19 of them,
 * followed by a blank; else 0 and *p unmoved (fast_in_number reads it,
 * from that place, with its errors). */
static inline int fast_in_take(const unsigned char **p, uint64_t *value)
{
    const unsigned char *q = *p, *s;
    uint64_t x;
    unsigned d;
    while (fast_in_class[*q] == FAST_IN_BLANK)
        q++;
    s = q;
    if ((d = (unsigned)*q - '0') > 9)
        return 0;
    x = d;
    q++;
    while ((d = (unsigned)*q - '0') <= 9) {
        x = x * 10u + d;   /* may wrap past 19 digits: checked below */
        q++;
    }
    if (fast_in_class[*q] != FAST_IN_BLANK || q - s > 19)
        return 0;
    *p = q;
    *value = x;
    return 1;
}

/* Read the next number (<= max) as scan_number does, with its errors. */
static inline int fast_in_number(struct fast_in *in, nb_uint_t max, nb_uint_t *value,
                                 struct nb_error *err)
{
    const unsigned char *start = (const unsigned char *)in->buf, *p = start + in->pos;
    uint64_t x;
    if (fast_in_take(&p, &x) && x <= max) {
        in->pos = (size_t)(p - start);
        *value = (nb_uint_t)x;
        return 0;
    }
    return fast_in_number_slow(in, max, value, err);
}

/* The line reading stands on: right after a number, that number's line. */
uint32_t fast_in_line(const struct fast_in *in);

/* Fill err with code (value, limit) at the line of the number just read. */
int fast_in_fail(const struct fast_in *in, struct nb_error *err, uint8_t code,
                 nb_uint_t value, nb_uint_t limit);

/* Skip blanks; nonzero when nothing else is left (a NUL byte is something). */
int fast_in_at_end(struct fast_in *in);

/* 0 when only blanks are left, else the error of scan_expect_end. */
int fast_in_expect_end(struct fast_in *in, struct nb_error *err);

/* Mark the reading position: nothing from here on is dropped until the
 * next mark.  Returns the position as an input offset (for
 * fast_in_token_line). */
uint64_t fast_in_mark(struct fast_in *in);

/* The line of the number that follows `skip` numbers from input offset
 * `at` (a marked offset whose numbers were all read without error). */
uint32_t fast_in_token_line(const struct fast_in *in, uint64_t at, uint64_t skip);

#endif
