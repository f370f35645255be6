/*
 * scan.c — the number reader behind graph files, judge inputs and console
 * lines.  Numbers are runs of digits; anything else in a number's place is
 * reported as malformed on its line.
 */
#include "scan.h"

void scan_init(struct scanner *sc, scan_refill_fn refill, void *ctx, uint8_t comments)
{
    sc->p = sc->end = 0;
    sc->refill = refill;
    sc->ctx = ctx;
    sc->line = 1;
    sc->last_line = 0;
    sc->comments = comments;
    sc->at_eof = 0;
}

/* peek() when the buffer is used up: refill it (or note the end). */
static int peek_refill(struct scanner *sc)
{
    uint32_t n;
    if (sc->at_eof)
        return -1;
    n = sc->refill(sc->ctx, &sc->p);
    if (n == 0) {
        sc->at_eof = 1;
        sc->p = sc->end = 0;
        return -1;
    }
    sc->end = sc->p + n;
    return (unsigned char)*sc->p;
}

/* Next character without consuming it, or -1 at the end.  Small enough to
 * inline: the refill is out of line. */
static inline int peek(struct scanner *sc)
{
    if (sc->p != sc->end)
        return (unsigned char)*sc->p;
    return peek_refill(sc);
}

static void skip_line(struct scanner *sc)
{
    int c;
    while ((c = peek(sc)) >= 0 && c != '\n')
        sc->p++;
}

static void skip_blanks(struct scanner *sc)
{
    int c;
    while ((c = peek(sc)) >= 0) {
        if (c == '\n')
            sc->line++;
        else if (c == '#' && sc->comments) {
            skip_line(sc);
            continue;
        } else if (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v')
            return;
        sc->p++;
    }
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

/* Fill err with code at a line. */
static int scan_fail(uint32_t line, struct nb_error *err, uint8_t code, nb_uint_t limit)
{
    error_set(err, code, 0, limit);
    err->where = ERR_AT_LINE;
    err->at = line;
    return code;
}

int scan_number(struct scanner *sc, nb_uint_t max, nb_uint_t *value, struct nb_error *err)
{
    nb_uint_t v = 0;
    uint8_t digits = 0, too_large = 0;
    int c;
    skip_blanks(sc);
    for (;;) {
        /* the digits already in the buffer, through a local pointer */
        const char *p = sc->p, *end = sc->end;
        while (p != end && (uint8_t)(*p - '0') <= 9) {
            uint8_t d = (uint8_t)(*p++ - '0');
            digits = 1;
            if (!too_large && (d > max || v > (max - d) / 10u))
                too_large = 1;
            if (!too_large)
                v = v * 10u + d;
        }
        sc->p = p;
        /* then the end of the buffer (refill), of the number or of the input */
        c = peek(sc);
        if (c < 0 || is_blank(c) || (c == '#' && sc->comments))
            break;
        if ((uint8_t)(c - '0') > 9) {
            /* consume the rest of the token so a caller could resync */
            sc->p++;
            while ((c = peek(sc)) >= 0 && !is_blank(c))
                sc->p++;
            return scan_fail(sc->line, err, ERR_NUMBER_MALFORMED, max);
        }
    }
    if (!digits) {
        /* the input ended: blame the line of the last number read */
        return scan_fail(sc->last_line ? sc->last_line : sc->line, err, ERR_TRUNCATED, 0);
    }
    if (too_large)
        return scan_fail(sc->line, err, ERR_NUMBER_TOO_LARGE, max);
    sc->last_line = sc->line;
    *value = v;
    return 0;
}

int scan_at_end(struct scanner *sc)
{
    skip_blanks(sc);
    return peek(sc) < 0;
}

int scan_comment(struct scanner *sc, char *buf, uint16_t size)
{
    int c;
    uint16_t n = 0;
    uint8_t comments = sc->comments;
    sc->comments = 0;
    skip_blanks(sc);
    sc->comments = comments;
    if (peek(sc) != '#')
        return -1;
    sc->p++;
    while ((c = peek(sc)) == ' ' || c == '\t')
        sc->p++;
    while ((c = peek(sc)) >= 0 && c != '\n' && c != '\r') {
        if (n + 1 < size)
            buf[n++] = (char)c;
        sc->p++;
    }
    /* the text stops at a CR, the comment at the line's end, as skip_blanks
     * sees it: a lone CR must not end it for one reader and not the other */
    skip_line(sc);
    while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\t'))
        n--;
    if (size > 0)
        buf[n] = 0;
    return n;
}
