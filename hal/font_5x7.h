/*
 * font_5x7.h — the 5x7 font of the graphic displays (hal/font_5x7.c):
 * printable ASCII, five column bytes a character, bit 0 the top dot, the
 * eighth line (bit 7) the descenders'.
 */
#ifndef HAL_FONT_5X7_H
#define HAL_FONT_5X7_H

#include <stdint.h>

/* the first character the table holds, and how many */
#define FONT_5X7_FIRST 0x20
#define FONT_5X7_GLYPHS 95
/* column bytes a glyph, and the cell's width on the display (one blank) */
#define FONT_5X7_WIDTH 5
#define FONT_5X7_CELL 6

/* program memory on the AVR (read it with flash_read_byte) */
#if defined(__AVR__)
#define FONT_5X7_FLASH __attribute__((__progmem__))
#else
#define FONT_5X7_FLASH
#endif

/* Glyph g (character FONT_5X7_FIRST + g), column x, at
 * font_5x7[g * FONT_5X7_WIDTH + x]. */
extern const uint8_t font_5x7[FONT_5X7_GLYPHS * FONT_5X7_WIDTH] FONT_5X7_FLASH;

#endif
