/*
 * scan.c — the number reader behind graph files, judge inputs and console
 * lines.  Numbers are runs of digits; anything else in a number's place is
 * reported as malformed on its line.  Lines end at LF, CR or CR LF.  Every
 * loop over the input is bounded except the one over blanks between
 * numbers (a long input may be all on one line): a number stops at
 * SCAN_DIGITS_MAX digits, a comment at SCAN_COMMENT_MAX characters, a
 * malformed word is skipped for at most SCAN_DIGITS_MAX characters, and a
 * NUL byte stops everything.
 */
#include "core/scan.h"

void scan_init(struct scanner *sc, scan_refill_fn refill, void *ctx, uint8_t comments)
{
    sc->p = sc->end = 0;
    sc->refill = refill;
    sc->ctx = ctx;
    sc->line = 1;
    sc->last_line = 0;
    sc->fault_line = 0;
    sc->comments = comments;
    sc->at_eof = 0;
    sc->fault = ERR_NONE;
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

static int is_line_end(int c)
{
    return c == '\n' || c == '\r';
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

/* Consume a comment: its '#' and the rest of the line (not the line end);
 * at most SCAN_COMMENT_MAX characters after the '#', else a fault on that
 * line. */
static void skip_comment(struct scanner *sc)
{
    uint16_t n = 0;
    int c;
    sc->p++;
    while ((c = peek(sc)) >= 0 && !is_line_end(c)) {
        if (n++ == SCAN_COMMENT_MAX) {
            sc->fault = ERR_COMMENT_TOO_LONG;
            sc->fault_line = sc->line;
            return;
        }
        sc->p++;
    }
}

/* Skip blanks and comments, counting lines: a CR, an LF or a CR LF ends one
 * line.  A CR and its LF are always skipped in one call (nothing else can
 * stop between them), so `cr` need not outlive it. */
static void skip_blanks(struct scanner *sc)
{
    uint8_t cr = 0;
    int c;
    while (!sc->fault && (c = peek(sc)) >= 0) {
        if (c == '#' && sc->comments) {
            cr = 0;
            skip_comment(sc);
            continue;
        }
        if (!is_blank(c))
            return;
        if (c == '\r' || (c == '\n' && !cr))
            sc->line++;
        cr = c == '\r';
        sc->p++;
    }
}

/* Fill err with code at a line. */
static int scan_fail(uint32_t line, struct nb_error *err, uint8_t code, nb_uint_t limit)
{
    error_set(err, code, 0, limit);
    err->where = ERR_AT_LINE;
    err->at = line;
    return code;
}

/* The error for the non-digit c (not blank, not the end) in a number's
 * place: a NUL byte, or a malformed word, skipped (up to a bound) so a
 * caller could read on. */
static int bad_character(struct scanner *sc, int c, struct nb_error *err)
{
    uint8_t n = 0;
    if (c == 0)
        return scan_fail(sc->line, err, ERR_NUL_BYTE, 0);
    do
        sc->p++;
    while ((c = peek(sc)) > 0 && !is_blank(c) && ++n < SCAN_DIGITS_MAX);
    return scan_fail(sc->line, err, ERR_NUMBER_MALFORMED, 0);
}

int scan_number(struct scanner *sc, nb_uint_t max, nb_uint_t *value, struct nb_error *err)
{
    nb_uint_t v = 0;
    uint8_t digits = 0, too_large = 0;
    int c;
    skip_blanks(sc);
    if (sc->fault)
        return scan_fail(sc->fault_line, err, sc->fault, SCAN_COMMENT_MAX);
    for (;;) {
        /* the digits already in the buffer, through a local pointer */
        const char *p = sc->p, *end = sc->end;
        while (p != end && (uint8_t)(*p - '0') <= 9) {
            uint8_t d = (uint8_t)(*p++ - '0');
            if (digits++ == SCAN_DIGITS_MAX) {
                sc->p = p;
                return scan_fail(sc->line, err, ERR_NUMBER_TOO_LONG, SCAN_DIGITS_MAX);
            }
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
        if ((uint8_t)(c - '0') > 9)
            return bad_character(sc, c, err);
    }
    if (!digits) {
        /* the input ended: blame the line of the last number read */
        if (!sc->last_line)
            return scan_fail(sc->line, err, ERR_NO_NUMBERS, 0);
        return scan_fail(sc->last_line, err, ERR_TRUNCATED, 0);
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
    return !sc->fault && peek(sc) < 0;
}

int scan_expect_end(struct scanner *sc, struct nb_error *err)
{
    int c;
    skip_blanks(sc);
    if (sc->fault)
        return scan_fail(sc->fault_line, err, sc->fault, SCAN_COMMENT_MAX);
    c = peek(sc);
    if (c < 0)
        return 0;
    return scan_fail(sc->line, err, c == 0 ? ERR_NUL_BYTE : ERR_EXTRA_INPUT, 0);
}

int scan_comment(struct scanner *sc, char *buf, uint16_t size)
{
    int c;
    uint16_t n = 0, len = 0;
    uint8_t comments = sc->comments;
    sc->comments = 0;
    skip_blanks(sc);
    sc->comments = comments;
    if (sc->fault || peek(sc) != '#')
        return -1;
    sc->p++;
    while ((c = peek(sc)) >= 0 && !is_line_end(c)) {
        if (len++ == SCAN_COMMENT_MAX) {
            sc->fault = ERR_COMMENT_TOO_LONG;
            sc->fault_line = sc->line;
            return -1;
        }
        /* leading blanks are left out */
        if (n + 1 < size && (n > 0 || (c != ' ' && c != '\t')))
            buf[n++] = (char)c;
        sc->p++;
    }
    /* the comment ends at its line's end (a CR, an LF or a CR LF), exactly
     * where skip_blanks would end it: both readers of a file agree */
    while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\t'))
        n--;
    if (size > 0)
        buf[n] = 0;
    return n;
}

int scan_parse_uint(const char *s, uint16_t len, nb_uint_t max, nb_uint_t *value)
{
    nb_uint_t v = 0;
    uint16_t i;
    uint8_t too_large = 0;
    if (len == 0)
        return ERR_NUMBER_MALFORMED;
    for (i = 0; i < len; i++) {
        uint8_t d = (uint8_t)(s[i] - '0');
        if (d > 9)
            return ERR_NUMBER_MALFORMED;
        if (too_large)
            continue;
        /* a constant bound keeps v * 10 + d in range (no division per
         * digit: a library call on the AVR); then compare with max */
        if (v > NB_UINT_MAX / 10u || (v == NB_UINT_MAX / 10u && d > NB_UINT_MAX % 10u))
            too_large = 1;
        else if ((v = v * 10u + d) > max)
            too_large = 1;
    }
    if (too_large)
        return ERR_NUMBER_TOO_LARGE;
    *value = v;
    return 0;
}
