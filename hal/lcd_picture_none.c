/*
 * lcd_picture_none.c — the picture band's stand-in on a character LCD
 * (hal/lcd.h: LCD_PICTURE_PAGES 0): there is no band, so nothing is
 * drawn, and the screens call the same functions on every board.
 */
#include "hal/lcd.h"

void lcd_picture_page(uint8_t page, uint32_t key, lcd_column_fn column, const void *ctx)
{
    (void)page;
    (void)key;
    (void)column;
    (void)ctx;
}

void lcd_picture_clear(void)
{
}
