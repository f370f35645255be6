/*
 * oled_display.c — the display seam's calls (hal/display.h) that are the
 * same for the 128x64 OLED on every bus: the cells, the cursor, the
 * flush, the light and the picture band (hal/lcd.h) handed to the
 * drawing (hal/oled.c), the text it reads back, and its power coming
 * back (woken, or where its supply was cut, found and set up again by
 * the bus driver's display_init).  Finding the display, cutting its
 * power and what it says of itself are the bus driver's
 * (hal/avr/ssd1306.c on I2C, hal/avr/ssd1306_spi.c on SPI).
 */
#include "hal/display.h"
#include "hal/lcd.h"
#include "hal/oled.h"

#include "board.h"

char oled_text_at(uint8_t col, uint8_t row)
{
    return lcd_row_text(row)[col];
}

void display_cell(uint8_t col, uint8_t row, char c)
{
    oled_cell(col, row, c);
}

void display_cursor(uint8_t col, uint8_t row, uint8_t visible)
{
    oled_cursor(col, row, visible);
}

void display_flush(void)
{
    oled_flush();
}

/* The cells of a run share a transfer, until display_flush. */
uint8_t display_batches(void)
{
    return 1;
}

void display_backlight(uint8_t on)
{
    oled_light(on);
}

void lcd_picture_page(uint8_t page, uint32_t key, lcd_column_fn column, const void *ctx)
{
    oled_picture_page(page, key, column, ctx);
}

void lcd_picture_clear(void)
{
    oled_picture_clear();
}

void display_power_on(void)
{
#ifdef BOARD_LCD_POWER_PORT
    /* its supply was cut: found (or reset) and set up again by the bus's
     * driver, the text redrawn */
    display_init();
    oled_redraw_text();
#else
    oled_wake();
#endif
}
