/*
 * text.c — character sink helpers and lists of NB_FLASH strings: the
 * bottom of the engine (it includes no other engine header but limits.h).
 */
#include "core/text.h"

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
#if NB_FAST_HINTS
    /* 32-bit (or 64-bit) division while the number needs it, then 16-bit:
     * a 16-bit division is a third of a 32-bit one on the AVR, and a
     * screen's numbers are mostly small */
    while (v > 0xFFFFu) {
        digits[n++] = (char)('0' + (uint8_t)(v % 10u));
        v /= 10u;
    }
    {
        uint16_t w = (uint16_t)v;
        do {
            digits[n++] = (char)('0' + (uint8_t)(w % 10u));
            w /= 10u;
        } while (w != 0);
    }
#else
    do {
        digits[n++] = (char)('0' + (uint8_t)(v % 10u));
        v /= 10u;
    } while (v != 0);
#endif
    while (n > 0)
        out->put(out->ctx, digits[--n]);
}

uint16_t text_length(const char *s)
{
    uint16_t n = 0;
    while (s[n])
        n++;
    return n;
}
