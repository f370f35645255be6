/*
 * text.c — character sink helpers, lists of NB_FLASH strings and a strict
 * decimal parser.
 *
 * The parser accepts digits only (no sign, no spaces, no hex) and checks the
 * value against a caller's maximum before it can overflow.
 */
#include "core/text.h"
#include "core/error.h"

void text_put_char(const struct text_out *out, char c)
{
    out->put(out->ctx, c);
}

void text_put_str(const struct text_out *out, const char *s)
{
    while (*s)
        out->put(out->ctx, *s++);
}

void text_put_flash_str(const struct text_out *out, const char *s)
{
    char c;
    while ((c = text_flash_char(s++)) != 0)
        out->put(out->ctx, c);
}

NB_NOINLINE void flash_read_into(void *dst, const void *src, uint16_t n)
{
    uint8_t *d = dst;
    const uint8_t *s = src;
    while (n--)
        *d++ = flash_read_byte(s++);
}

const char *text_flash_nth(const char *list, uint8_t n)
{
    while (n-- > 0)
        while (text_flash_char(list++) != 0)
            ;
    return list;
}

void text_put_uint(const struct text_out *out, nb_uint_t v)
{
    char digits[20];
    uint8_t n = 0;
    do {
        digits[n++] = (char)('0' + (uint8_t)(v % 10u));
        v /= 10u;
    } while (v != 0);
    while (n > 0)
        out->put(out->ctx, digits[--n]);
}

int text_parse_uint(const char *s, uint16_t len, nb_uint_t max, nb_uint_t *value)
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

uint16_t text_length(const char *s)
{
    uint16_t n = 0;
    while (s[n])
        n++;
    return n;
}
