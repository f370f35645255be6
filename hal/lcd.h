/*
 * lcd.h — the character LCD as the app sees it: a text layer over the
 * HD44780 driver.  The layer keeps a copy of what the screen shows and
 * sends only the characters that change, so a new hint costs a few
 * characters, not a redraw.
 */
#ifndef HAL_LCD_H
#define HAL_LCD_H

#include <stdint.h>

#include "hal/hd44780.h"

/* Initialise the controller and clear the screen. */
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
/* The module off: its pins low, its supply cut (boards with a supply
 * switch; see hd44780_power_off).  Nothing may be drawn until
 * lcd_power_on. */
void lcd_power_off(void);
/* The module on again: initialised afresh and redrawn as it was (text,
 * cursor); the backlight on. */
void lcd_power_on(void);
/* Backlight on (1) or off (0). */
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
#define LCD_DESCRIBE_MAX (5 + HD44780_DESCRIBE_MAX)
/* The display found, as text: "16x2 parallel", "20x4 pcf8574 0x27
 * common", "16x2 none: WHY"; LCD_DESCRIBE_MAX characters at most and a
 * NUL into out. */
void lcd_describe(char *out);
/* What the text layer believes row shows (BOARD_LCD_COLS characters, no
 * NUL); NULL when row is off the screen. */
const char *lcd_row_text(uint8_t row);

#endif
