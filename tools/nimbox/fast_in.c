/*
 * fast_in.c — the fast reader's slow parts: filling and growing the
 * buffer, dropping what is no longer needed, numbers the inline loop does
 * not take (split by a refill, over 19 digits, too large, malformed), the
 * errors with their lines, and the end of the input.
 *
 * A line number is the count of line ends before a byte, plus one: a CR
 * counts, an LF counts unless a CR is just before it (so CR LF is one
 * line end).  Only errors and dropped bytes ever count them.
 */
#include "tools/nimbox/fast_in.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define DEFAULT_CHUNK ((size_t)1 << 20)
/* Less room than this left: make room before reading. */
#define MIN_ROOM ((size_t)4096)

#define B FAST_IN_BLANK
#define D FAST_IN_DIGIT
const uint8_t fast_in_class[256] = {
    FAST_IN_NUL, 0, 0, 0, 0, 0, 0, 0, 0, B, B, B, B, B, 0, 0,   /* \t \n \v \f \r */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    B, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,             /* ' ' */
    D, D, D, D, D, D, D, D, D, D, 0, 0, 0, 0, 0, 0,             /* 0-9 */
};
#undef B
#undef D

int fast_in_start(struct fast_in *in, fast_in_read_fn read, void *ctx, size_t chunk)
{
    memset(in, 0, sizeof *in);
    in->read = read;
    in->ctx = ctx;
    in->chunk = chunk ? chunk : DEFAULT_CHUNK;
    in->cap = in->chunk + MIN_ROOM;
    in->buf = malloc(in->cap + 1);
    in->base_line = 1;
    if (!in->buf)
        return ENOMEM;
    in->buf[0] = 0;
    return 0;
}

static size_t file_read(void *ctx, char *dst, size_t room, int *read_errno)
{
    FILE *f = ctx;
    size_t n;
    errno = 0;
    n = fread(dst, 1, room, f);
    if (n == 0 && ferror(f) && !*read_errno)
        *read_errno = errno ? errno : EIO;
    return n;
}

/* Map the regular file fd of `size` bytes whole, the text from its offset
 * on: only where its last page has bytes past the end (the kernel fills
 * them with zeros: the NUL after the text), so not a file of whole pages.
 * The text is then all there (eof: no refill, so nothing writes to it). */
static int map_file(struct fast_in *in, FILE *f, off_t size)
{
    long page = sysconf(_SC_PAGESIZE);
    int fd = fileno(f);
    off_t at = lseek(fd, 0, SEEK_CUR);
    void *p;
    if (page <= 0 || size % page == 0 || at < 0 || at >= size)
        return 0;
    p = mmap(0, (size_t)size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED)
        return 0;
    memset(in, 0, sizeof *in);
    in->read = file_read;
    in->ctx = f;
    in->map = p;
    in->map_len = (size_t)size;
    in->buf = (char *)p + at;
    in->len = in->cap = (size_t)(size - at);
    in->chunk = DEFAULT_CHUNK;
    in->base_line = 1;
    in->eof = 1;
    (void)lseek(fd, size, SEEK_SET);   /* all of it read */
    return 1;
}

int fast_in_start_file(struct fast_in *in, FILE *f)
{
    struct stat st;
    size_t chunk = DEFAULT_CHUNK;
    /* a regular file: mapped, or room for all of it in the first read */
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size < (uint64_t)SIZE_MAX / 2) {
        if (map_file(in, f, st.st_size))
            return 0;
        chunk = (size_t)st.st_size + MIN_ROOM;
    }
    return fast_in_start(in, file_read, f, chunk);
}

void fast_in_free(struct fast_in *in)
{
    if (in->map)
        munmap(in->map, in->map_len);
    else
        free(in->buf);
    in->map = 0;
    in->buf = 0;
}

/* Line ends in b[0..n); *cr: the byte before b[0] was a CR (updated to b[n-1]). */
static uint32_t count_lines(const char *b, size_t n, uint8_t *cr)
{
    uint32_t lines = 0;
    unsigned prev = *cr;
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned is_cr = b[i] == '\r';
        lines += is_cr | ((b[i] == '\n') & !prev);
        prev = is_cr;
    }
    *cr = (uint8_t)prev;
    return lines;
}

/* The line of buf[at]. */
static uint32_t line_at(const struct fast_in *in, size_t at)
{
    uint8_t cr = in->base_cr;
    return in->base_line + count_lines(in->buf, at, &cr);
}

/* The line of the last number before buf[at] (0: no number read). */
static uint32_t last_number_line(const struct fast_in *in, size_t at)
{
    while (at > 0 && fast_in_class[(unsigned char)in->buf[at - 1]] == FAST_IN_BLANK)
        at--;
    return at > 0 ? line_at(in, at - 1) : in->dropped_number_line;
}

/* Drop buf[0..keep): count its lines, move the rest down. */
static void drop_kept_out(struct fast_in *in)
{
    size_t k = in->keep;
    uint32_t number_line = last_number_line(in, k);
    in->base_line += count_lines(in->buf, k, &in->base_cr);
    in->dropped_number_line = number_line;
    in->base += k;
    memmove(in->buf, in->buf + k, in->len - k + 1);
    in->len -= k;
    in->pos -= k;
    in->keep = 0;
}

/* Room for the next read: drop what is not needed when that frees half the
 * buffer, else grow it. */
static void make_room(struct fast_in *in)
{
    size_t cap;
    char *p;
    if (in->keep >= in->cap / 2) {
        drop_kept_out(in);
        if (in->cap - in->len >= MIN_ROOM)
            return;
    }
    cap = in->cap * 2;
    p = cap > in->cap ? realloc(in->buf, cap + 1) : 0;
    if (!p) {
        in->out_of_memory = 1;
        in->read_errno = ENOMEM;
        return;
    }
    in->buf = p;
    in->cap = cap;
}

/* More text after buf[len] (or the end noted). */
static void refill(struct fast_in *in)
{
    size_t room, n;
    if (in->cap - in->len < MIN_ROOM)
        make_room(in);
    if (in->out_of_memory) {
        in->eof = 1;
        return;
    }
    room = in->cap - in->len;
    if (room > in->chunk)
        room = in->chunk;
    n = in->read(in->ctx, in->buf + in->len, room, &in->read_errno);
    if (n == 0)
        in->eof = 1;
    in->len += n;
    in->buf[in->len] = 0;
}

/* Skip blanks from pos, refilling at the buffer's end; returns the byte
 * there (0: the end of the input or a NUL byte: tell them by pos == len). */
static unsigned char skip_blanks(struct fast_in *in)
{
    for (;;) {
        const unsigned char *b = (const unsigned char *)in->buf;
        size_t p = in->pos;
        while (fast_in_class[b[p]] == FAST_IN_BLANK)
            p++;
        in->pos = p;
        if (b[p] != 0 || p < in->len || in->eof)
            return b[p];
        refill(in);
    }
}

/* Fill err at a line. */
static int fail_line(uint32_t line, struct nb_error *err, uint8_t code, nb_uint_t value,
                     nb_uint_t limit)
{
    error_set(err, code, value, limit);
    err->where = ERR_AT_LINE;
    err->at = line;
    return code;
}

int fast_in_number_slow(struct fast_in *in, nb_uint_t max, nb_uint_t *value,
                        struct nb_error *err)
{
    nb_uint_t v = 0;
    unsigned digits = 0, d;
    uint8_t too_large = 0;
    unsigned char c = skip_blanks(in);
    if (c == 0) {
        uint32_t line;
        if (in->pos < in->len)
            return fail_line(line_at(in, in->pos), err, ERR_NUL_BYTE, 0, 0);
        /* the input ended: blame the line of the last number read */
        line = last_number_line(in, in->pos);
        if (!line)
            return fail_line(line_at(in, in->pos), err, ERR_NO_NUMBERS, 0, 0);
        return fail_line(line, err, ERR_TRUNCATED, 0, 0);
    }
    for (;;) {
        const unsigned char *b = (const unsigned char *)in->buf;
        size_t p = in->pos;
        while ((d = (unsigned)b[p] - '0') <= 9) {
            if (digits++ == SCAN_DIGITS_MAX) {
                in->pos = p;
                return fail_line(line_at(in, p), err, ERR_NUMBER_TOO_LONG, 0, SCAN_DIGITS_MAX);
            }
            if (!too_large && (d > max || v > (max - d) / 10u))
                too_large = 1;
            if (!too_large)
                v = v * 10u + d;
            p++;
        }
        in->pos = p;
        c = b[p];
        if (c != 0 || p < in->len || in->eof)
            break;
        refill(in);   /* the number may go on in the next block */
    }
    if (c == 0 && in->pos < in->len)
        return fail_line(line_at(in, in->pos), err, ERR_NUL_BYTE, 0, 0);
    if (c != 0 && fast_in_class[c] != FAST_IN_BLANK)
        return fail_line(line_at(in, in->pos), err, ERR_NUMBER_MALFORMED, 0, 0);
    if (too_large)
        return fail_line(line_at(in, in->pos), err, ERR_NUMBER_TOO_LARGE, 0, max);
    *value = v;
    return 0;
}

uint32_t fast_in_line(const struct fast_in *in)
{
    return line_at(in, in->pos);
}

int fast_in_fail(const struct fast_in *in, struct nb_error *err, uint8_t code,
                 nb_uint_t value, nb_uint_t limit)
{
    return fail_line(fast_in_line(in), err, code, value, limit);
}

int fast_in_at_end(struct fast_in *in)
{
    return skip_blanks(in) == 0 && in->pos == in->len;
}

int fast_in_expect_end(struct fast_in *in, struct nb_error *err)
{
    unsigned char c = skip_blanks(in);
    if (c == 0 && in->pos == in->len)
        return 0;
    return fail_line(line_at(in, in->pos), err, c == 0 ? ERR_NUL_BYTE : ERR_EXTRA_INPUT, 0, 0);
}

uint64_t fast_in_mark(struct fast_in *in)
{
    in->keep = in->pos;
    return in->base + in->pos;
}

uint32_t fast_in_token_line(const struct fast_in *in, uint64_t at, uint64_t skip)
{
    const unsigned char *b = (const unsigned char *)in->buf;
    size_t p = (size_t)(at - in->base);
    for (;;) {
        while (fast_in_class[b[p]] == FAST_IN_BLANK)
            p++;
        if (skip-- == 0 || b[p] == 0)
            return line_at(in, p);
        while ((unsigned)b[p] - '0' <= 9)
            p++;
    }
}
