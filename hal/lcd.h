/*
 * lcd.h — the screen as the app sees it: a text layer over the board's
 * display (hal/display.h: a character LCD, or an OLED's text grid).  The
 * layer keeps a copy of what the screen shows and sends only the
 * characters that change, so a new hint costs a few characters, not a
 * redraw.  A graphic display adds a picture band under the text
 * (lcd_picture_page); elsewhere those calls do nothing.
 */
#ifndef HAL_LCD_H
#define HAL_LCD_H

#include <stdint.h>

#include "hal/display.h"

/* Initialise the display and clear the screen. */
void lcd_init(void);
/* Show text on one row from column col; the rest of the row is left as is.
 * Text past the last column is cut; a row or column off the screen shows
 * nothing. */
void lcd_print_at(uint8_t col, uint8_t row, const char *text);
/* Show text as the whole row: padded with spaces, cut at the width. */
void lcd_show_line(uint8_t row, const char *text);
/* Underline cursor at (col, row), or hidden when visible is 0 (or the
 * position is off the screen).  It stays there while text is written
 * (put back by lcd_flush). */
void lcd_cursor(uint8_t col, uint8_t row, uint8_t visible);
/* The display off: asleep, or its pins low and its supply cut (boards with a supply
 * switch).  Nothing may be drawn until
 * lcd_power_on. */
void lcd_power_off(void);
/* The module on again: initialised afresh and redrawn as it was (text,
 * cursor); the backlight on. */
void lcd_power_on(void);
/* The light on (1) or dimmed (0): a backlight switched, an OLED's
 * contrast full or low. */
void lcd_backlight(uint8_t on);
/* The drawing so far on the glass: the cursor put back under its cell and
 * a batching transport's bytes sent (I2C).  Every drawing call leaves
 * that to this one; the main loop calls it after each event it handles,
 * and lcd_tick on every pass. */
void lcd_flush(void);
/* Called from the main loop (lcd_flush first): while no display answers (lcd_present 0),
 * the activity LED blinks the no-display pattern (three short flashes
 * every 2 s). */
void lcd_tick(uint32_t now_ms);
/* 1 when a display answered at lcd_init (or the last lcd_power_on). */
uint8_t lcd_present(void);
/* The longest lcd_describe text (without its NUL). */
#define LCD_DESCRIBE_MAX (5 + DISPLAY_DESCRIBE_MAX)
/* The display found, as text: "16x2 parallel", "20x4 pcf8574 0x27
 * common", "16x2 none: WHY"; LCD_DESCRIBE_MAX characters at most and a
 * NUL into out. */
void lcd_describe(char *out);
/* What the text layer believes row shows (BOARD_LCD_COLS characters, no
 * NUL); NULL when row is off the screen. */
const char *lcd_row_text(uint8_t row);

/* ---- the picture band (graphic displays) ----
 * LCD_PICTURE_PAGES bands of 8 pixel rows under the text, as the
 * display's descriptor states them (boards/displays/<name>.mk:
 * DISPLAY_PICTURE_PAGES, 4 on the 128x64 OLED; 0 on a character LCD,
 * where the calls below do nothing, and on the host, which names no
 * display).  No pixels are kept: a page is drawn column by column from
 * the caller's function. */
#ifndef DISPLAY_PICTURE_PAGES
#define DISPLAY_PICTURE_PAGES 0
#endif
#define LCD_PICTURE_PAGES DISPLAY_PICTURE_PAGES
/* One column of a band page: 8 pixels, bit 0 the top. */
typedef uint8_t (*lcd_column_fn)(uint8_t page, uint8_t x, const void *ctx);
/* Band page page (0 .. LCD_PICTURE_PAGES - 1) drawn from column(page, x,
 * ctx) for x 0..127, only when key differs from the key last drawn there
 * (or after lcd_init, lcd_power_on, lcd_picture_clear): key is the
 * caller's exact summary of the page's content. */
void lcd_picture_page(uint8_t page, uint32_t key, lcd_column_fn column, const void *ctx);
/* The whole band blank; every page's key forgotten. */
void lcd_picture_clear(void);

#endif
