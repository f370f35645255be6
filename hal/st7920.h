/*
 * st7920.h — the ST7920 128x64 graphic LCD's drawing (hal/st7920.c),
 * portable: the text grid, the cursor and the picture band as the OLED
 * shows them (hal/oled.h: 21x4 cells of 6x8 pixels on the top 32 rows,
 * the glyphs of hal/font_5x7.c, the cursor's cell inverted; the band the
 * bottom 32 rows), drawn into the controller's graphic RAM as
 * instructions to a bus.  The board's driver (hal/avr/st7920.c) puts
 * these calls behind the display seam (hal/display.h); its bus
 * (hal/avr/st7920_pins.c) sends each instruction and waits it out; a host
 * test may provide a fake bus.
 *
 * The graphic RAM: 32 rows of 16 words of 16 pixels, a word's first byte
 * its left 8 pixels (bit 7 leftmost).  A 128x64 panel shows rows 0..31
 * of the glass at words 0..7 of RAM rows 0..31, and rows 32..63 at words
 * 8..15 of the same RAM rows.
 */
#ifndef HAL_ST7920_H
#define HAL_ST7920_H

#include <stdint.h>

#define ST7920_COLS 21
#define ST7920_ROWS 4
#define ST7920_WIDTH 128
/* 8-pixel bands of the glass: the text's rows 0..3, the picture's 4..7 */
#define ST7920_BANDS 8
#define ST7920_BAND_FIRST 4
#define ST7920_BAND_PAGES 4

/* The bus's sync bytes: five ones, then R/W (0: write), RS, 0. */
#define ST7920_SYNC_COMMAND 0xF8
#define ST7920_SYNC_DATA 0xFA

/* Instructions (basic set, RE = 0, then the extended set, RE = 1). */
#define ST7920_BASIC 0x30          /* function set: basic instructions */
#define ST7920_EXTENDED 0x34       /* function set: extended, graphics off */
#define ST7920_GRAPHIC 0x36        /* extended, the graphic RAM shown */
#define ST7920_CLEAR 0x01          /* (basic) text RAM all spaces: 1.6 ms */
#define ST7920_DISPLAY_ON 0x0C     /* (basic) display on, no cursor, no blink */
#define ST7920_DISPLAY_OFF 0x08
#define ST7920_ENTRY 0x06          /* (basic) the address counts up */
#define ST7920_GDRAM_ADDR 0x80     /* (extended) row, then word, each | 0x80 */

/* ---- the bus, provided below (hal/avr/st7920_pins.c, or a test's fake) ---- */
/* One instruction (rs 0) or data byte (rs 1): its sync byte and two
 * nibbles, then its execution time waited out (72 us; long_wait: the
 * clear's 1.6 ms). */
void st7920_bus_write(uint8_t rs, uint8_t b, uint8_t long_wait);
/* The bus's pins set up, no transfer under way. */
void st7920_bus_init(void);
/* The character the text layer holds at (col, row). */
char st7920_text_at(uint8_t col, uint8_t row);

/* ---- the drawing ---- */
/* The controller set up: basic set, text RAM cleared (its characters
 * would show over the graphics), display on, then the extended set with
 * the graphic RAM shown and all of it cleared; nothing pending. */
void st7920_begin(void);
/* Cell (col, row) changed (the text layer holds its new character):
 * drawn at the next st7920_flush. */
void st7920_cell(uint8_t col, uint8_t row);
/* The cursor moved to (col, row), or hidden (visible 0): the cells it
 * leaves and joins drawn again at the next st7920_flush. */
void st7920_cursor(uint8_t col, uint8_t row, uint8_t visible);
/* Every changed cell's words drawn, row by row. */
void st7920_flush(void);
/* Every cell of the text grid drawn again (after st7920_begin). */
void st7920_redraw_text(void);
/* The display off (its RAM kept) / on again. */
void st7920_sleep(void);
void st7920_wake(void);
/* Band page (0..3) drawn from column(page, x, ctx), x 0..127 (a byte of
 * 8 pixels down, bit 0 the top), unless key is the key last drawn there. */
void st7920_picture_page(uint8_t page, uint32_t key,
                         uint8_t (*column)(uint8_t page, uint8_t x, const void *ctx),
                         const void *ctx);
/* The band blank and its keys forgotten. */
void st7920_picture_clear(void);

#endif
