/*
 * display.h — the seam between the text layer (hal/lcd.c) and a display.
 * The text layer keeps the copy of the screen and works out which cells
 * changed; a display draws the cells it is given and owns everything
 * about its own glass: addresses, cursor, power, light.  One
 * implementation is linked per board (board.mk's LCD_TRANSPORT):
 *   - hal/display_hd44780.c: a character LCD (HD44780) through
 *     hal/hd44780.h, on the MCU's pins or a PCF8574 backpack;
 *   - hal/oled_display.c over hal/oled.c: a 128x64 OLED (SSD1306 or
 *     SH1106), the text drawn with hal/font_5x7.c, found and powered by
 *     hal/avr/ssd1306.c on I2C or hal/avr/ssd1306_spi.c on SPI;
 *   - hal/avr/st7920.c over hal/st7920.c: a 128x64 ST7920 LCD in serial
 *     mode on three pins (hal/avr/st7920_pins.c), the OLED's text and
 *     picture turned into its rows of words.
 * A display that redraws after its supply was cut reads the text back
 * from the text layer (lcd_row_text).
 */
#ifndef HAL_DISPLAY_H
#define HAL_DISPLAY_H

#include <stdint.h>

/* The display found and initialised: the glass blank, no cursor, on. */
void display_init(void);
/* One cell (col, row) now shows c: the text layer calls this only for a
 * cell that changed, left to right along a row when it draws text. */
void display_cell(uint8_t col, uint8_t row, char c);
/* The cursor at (col, row) (a cell on the screen), or hidden when visible
 * is 0. */
void display_cursor(uint8_t col, uint8_t row, uint8_t visible);
/* The drawing so far on the glass (a batching display's bytes sent, a
 * character LCD's address counter put back under its cursor). */
void display_flush(void);
/* 1 when the display holds drawing back until display_flush (I2C), 0 when
 * every call reaches the glass at once. */
uint8_t display_batches(void);
/* The display off (asleep, or its supply cut on boards with a switch). */
void display_power_off(void);
/* The display on again, showing what the text layer holds (lcd_row_text)
 * and the cursor as it was. */
void display_power_on(void);
/* The light: a backlight on or off, an OLED's contrast full or dimmed. */
void display_backlight(uint8_t on);
/* 1 when a display answered at display_init (or the last power on). */
uint8_t display_present(void);
/* The longest display_describe text (without its NUL). */
#define DISPLAY_DESCRIBE_MAX 40
/* What was found, as text after the size: "parallel", "pcf8574 0x27
 * common", "ssd1306 0x3c", "none: WHY"; DISPLAY_DESCRIBE_MAX characters
 * at most and a NUL. */
void display_describe(char *out);

#endif
