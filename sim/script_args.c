/*
 * script_args.c — reading a script command's arguments (script.h): text,
 * one word, numbers (decimal, a leading zero too, or 0x hexadecimal: one
 * rule for every number), key names, escaped bytes, byte lists, a label
 * and a number.  Every number is read whole and checked against its
 * range (never cut to fit a narrower type): one out of range makes the
 * line malformed, and the reason (the argument, the number as written,
 * the range) is kept for the error line (script_arg_why).
 */
#include "sim/script.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/text.h"

int text_arg(const char *rest, char *out, size_t size)
{
    const char *s = skip_blanks(rest);
    size_t len = strlen(s);
    while (len && isspace((unsigned char)s[len - 1]))
        len--;
    if (len >= size) {
        out[0] = 0;
        return script_arg_refuse("a text of %zu characters, over %zu", len, size - 1);
    }
    copy_text(out, size, s);
    rtrim(out);
    size_t n = strlen(out);
    if (n >= 2 && out[0] == '"' && out[n - 1] == '"') {
        memmove(out, out + 1, n - 2);
        out[n - 2] = 0;
    }
    return 1;
}

int word_arg(const char *rest, char *out, size_t size)
{
    if (!text_arg(rest, out, size) || !out[0])
        return 0;
    for (const char *p = out; *p; p++)
        if (isspace((unsigned char)*p))
            return 0;
    return 1;
}

/* Why the last argument was refused ("" when no reason was kept). */
static char arg_why[200];

void script_arg_forget(void)
{
    arg_why[0] = 0;
}

const char *script_arg_why(void)
{
    return arg_why;
}

int script_arg_refuse(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(arg_why, sizeof arg_why, fmt, ap);
    va_end(ap);
    return 0;
}

/* The number at s (no blanks before it): decimal, or 0x hexadecimal; *e
 * after it.  1 if read; 0 if no number, or one too large for an unsigned
 * long (the reason kept). */
static int read_number(const char *s, unsigned long *v, char **e)
{
    int hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (hex ? !isxdigit((unsigned char)s[2]) : !isdigit((unsigned char)*s))
        return 0;
    errno = 0;
    *v = strtoul(hex ? s + 2 : s, e, hex ? 16 : 10);
    if (errno)
        return script_arg_refuse("%.*s is too large", (int)(*e - s), s);
    return 1;
}

int parse_range(const char *s, const char *name, unsigned long lo, unsigned long hi,
                unsigned long *v, const char **end)
{
    char *e;
    s = skip_blanks(s);
    if (!read_number(s, v, &e) || (*e && !isspace((unsigned char)*e)))
        return 0;
    if (*v < lo || *v > hi)
        return script_arg_refuse("%s %.*s is out of range (%lu..%lu)", name, (int)(e - s), s, lo,
                                 hi);
    if (end)
        *end = e;
    else if (*skip_blanks(e))
        return 0;
    return 1;
}

int parse_opt_range(const char *s, const char *name, unsigned long lo, unsigned long hi,
                    unsigned long *v)
{
    s = skip_blanks(s);
    return !*s || parse_range(s, name, lo, hi, v, NULL);
}

int parse_uint(const char *s, unsigned long *v, const char **end)
{
    return parse_range(s, "the number", 0, SCRIPT_NUMBER_MAX, v, end);
}

int parse_opt_uint(const char *s, unsigned long *v)
{
    return parse_opt_range(s, "the number", 0, SCRIPT_NUMBER_MAX, v);
}

int parse_key(const char *s, int *key, const char **end)
{
    char word[32];
    size_t n = 0;
    s = skip_blanks(s);
    while (s[n] && !isspace((unsigned char)s[n]) && n < sizeof word - 1) {
        word[n] = s[n];
        n++;
    }
    word[n] = 0;
    int k = sim_key_from_name(word);
    if (k <= 0)
        return 0;
    *key = k;
    *end = s + n;
    return 1;
}

int unescape(const char *s, char *out, size_t size, size_t *len)
{
    size_t n = 0;
    s = skip_blanks(s);
    while (*s && *s != '\n' && n < size) {
        char c = *s++;
        if (c == '\\') {
            c = *s++;
            if (c == 'n')
                c = '\n';
            else if (c == 'r')
                c = '\r';
            else if (c == 't')
                c = '\t';
            else if (c == '0')
                c = 0;
            else if (c == 'x' && isxdigit((unsigned char)s[0]) && isxdigit((unsigned char)s[1])) {
                char hex[3] = { s[0], s[1], 0 };
                c = (char)strtoul(hex, NULL, 16);
                s += 2;
            } else if (c != '\\')
                return 0;
        }
        out[n++] = c;
    }
    *len = n;
    return 1;
}

int parse_bytes(const char *s, uint8_t *out, size_t size, size_t *len)
{
    size_t n = 0;
    for (s = skip_blanks(s); *s; s = skip_blanks(s)) {
        unsigned long b;
        const char *e;
        if (!parse_range(s, "BYTE", 0, 255, &b, &e))
            return 0;
        if (n == size)
            return script_arg_refuse("more than %zu bytes", size);
        out[n++] = (uint8_t)b;
        s = e;
    }
    *len = n;
    return 1;
}

int parse_label_number(const char *s, char *label, size_t size, double *v)
{
    size_t n = 0;
    s = skip_blanks(s);
    while (s[n] && !isspace((unsigned char)s[n]) && n < size - 1) {
        label[n] = s[n];
        n++;
    }
    label[n] = 0;
    /* a number as parse_uint reads it, or decimal with a fraction */
    const char *p = skip_blanks(s + n), *e = p;
    unsigned long whole;
    if (!n || !*p)
        return 0;
    if (parse_uint(p, &whole, NULL)) {
        *v = (double)whole;
        return 1;
    }
    while (isdigit((unsigned char)*e))
        e++;
    if (e == p || *e != '.' || !isdigit((unsigned char)e[1]))
        return 0;
    for (e++; isdigit((unsigned char)*e); e++)
        ;
    if (*skip_blanks(e))
        return 0;
    *v = strtod(p, NULL);
    return 1;
}

int script_next_text(const char **p, char *out, size_t size)
{
    const char *s = skip_blanks(*p), *e;
    if (!*s)
        return 0;
    if (*s == '"') {
        e = strchr(s + 1, '"');
        if (!e)
            return -1;
        s++;
    } else {
        for (e = s; *e && !isspace((unsigned char)*e); e++)
            ;
    }
    size_t n = (size_t)(e - s);
    if (n >= size) {
        script_arg_refuse("\"%.*s...\": over %zu characters", 12, s, size - 1);
        return -1;
    }
    memcpy(out, s, n);
    out[n] = 0;
    *p = *e == '"' ? e + 1 : e;
    return 1;
}

int parse_setting(const char *s, char *setting, size_t ssize, char *arg, size_t asize)
{
    char more[8];
    unsigned long n;
    setting[0] = arg[0] = 0;
    if (script_next_text(&s, setting, ssize) != 1 || script_next_text(&s, arg, asize) < 0 ||
        script_next_text(&s, more, sizeof more) != 0)
        return 0;
    if (parse_uint(arg, &n, NULL))
        snprintf(arg, asize, "%lu", n);
    else if (isdigit((unsigned char)arg[0]))
        return 0;
    return 1;
}
