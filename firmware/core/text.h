/*
 * text.h — the engine's only output path: a character sink and the few
 * formatters the command language needs (strings, unsigned decimals).
 * No stdio, so the same code prints to a host FILE or to a UART.
 */
#ifndef CORE_TEXT_H
#define CORE_TEXT_H

#include <stdint.h>
#include "core/limits.h"
#include "hal/flash_text.h"

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
 * through text_flash_char / text_put_flash_str.  NB_TEXT("...") is such a
 * constant in place of a literal: where the build defines NB_FLASH, a GNU
 * statement expression around a static NB_FLASH array; elsewhere the plain
 * literal. */
#ifdef NB_FLASH
#define NB_TEXT(s) (__extension__({ static const char NB_FLASH nb_text_[] = s; &nb_text_[0]; }))
#else
#define NB_FLASH
#define NB_TEXT(s) (s)
#endif

/* Keeps a small function that many places call out of line: link-time
 * optimisation on small boards otherwise copies it into every caller, and
 * one call is shorter than a copy. */
#if defined(__GNUC__)
#define NB_NOINLINE __attribute__((__noinline__))
#else
#define NB_NOINLINE
#endif

/* text_flash_char and flash_read_byte, which read NB_FLASH data, are the
 * HAL's (hal/flash_text.h): one implementation per target. */
/* Copy n bytes of an NB_FLASH object (a table row, a pointer in a table
 * in flash) to RAM. */
void flash_read_into(void *dst, const void *src, uint16_t n);
/* Write an NB_FLASH string. */
void text_put_flash_str(const struct text_out *out, const char *s);
/* The n-th (from 0) of the NB_FLASH strings stored one after another in
 * list, each ended by NUL. */
const char *text_flash_nth(const char *list, uint8_t n);

/* Write an unsigned number in decimal. */
void text_put_uint(const struct text_out *out, nb_uint_t v);

/* Length of a NUL-terminated string (the engine avoids string.h on purpose
 * only where it would pull in nothing; this is the one it needs). */
uint16_t text_length(const char *s);

#endif
