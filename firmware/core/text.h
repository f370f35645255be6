/*
 * text.h — the engine's only output path: a character sink and the few
 * formatters the command language needs (strings, unsigned decimals).
 * No stdio, so the same code prints to a host FILE or to a UART.
 */
#ifndef NIMBOX_TEXT_H
#define NIMBOX_TEXT_H

#include <stdint.h>
#include "limits.h"

/* A character sink: put(ctx, c) is called once per character. */
struct text_out {
    void (*put)(void *ctx, char c);
    void *ctx;
};

/* Write one character. */
void text_put_char(const struct text_out *out, char c);
/* Write a NUL-terminated string. */
void text_put_str(const struct text_out *out, const char *s);
/* Text constants kept in program memory where the target separates it
 * (the AVR build defines NB_FLASH as its progmem attribute); read them only
 * through text_flash_char / text_put_flash_str. */
#ifndef NB_FLASH
#define NB_FLASH
#endif

/* One character of an NB_FLASH string (one implementation per target:
 * hal/host/flash_text.c, hal/avr/flash_text.c). */
char text_flash_char(const char *p);
/* Write an NB_FLASH string. */
void text_put_flash_str(const struct text_out *out, const char *s);

/* Write an unsigned number in decimal. */
void text_put_uint(const struct text_out *out, nb_uint_t v);

/* Parse a whole NUL-free span [s, s+len) as a decimal number <= max.
 * Returns 0 on success, else an error code from error.h
 * (ERR_NUMBER_MALFORMED or ERR_NUMBER_TOO_LARGE). */
int text_parse_uint(const char *s, uint16_t len, nb_uint_t max, nb_uint_t *value);

/* Length of a NUL-terminated string (the engine avoids string.h on purpose
 * only where it would pull in nothing; this is the one it needs). */
uint16_t text_length(const char *s);

#endif
