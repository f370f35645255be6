/*
 * st7920.c (AVR) — the ST7920 128x64 graphic LCD behind the display seam
 * (hal/display.h): the drawing (hal/st7920.c) on its serial bus
 * (hal/avr/st7920_pins.c), and the picture band's calls (hal/lcd.h).
 *
 * In serial mode nothing can be read from the panel: it is taken as
 * present, and display_describe says so.  Its backlight is wired on by
 * the controller's board (no pin): the light's timeout changes nothing
 * on the glass.  Power off puts the display off (its RAM kept), power on
 * puts it on again; the board has no supply switch.
 */
#include <avr/pgmspace.h>
#include <string.h>
#include <util/delay.h>

#include "board.h"
#include "hal/display.h"
#include "hal/lcd.h"
#include "hal/st7920.h"

#if BOARD_LCD_COLS != ST7920_COLS || BOARD_LCD_ROWS != ST7920_ROWS
#error "an ST7920 board's text grid is 21x4 (BOARD_LCD_COLS, BOARD_LCD_ROWS)"
#endif

char st7920_text_at(uint8_t col, uint8_t row)
{
    return lcd_row_text(row)[col];
}

void display_init(void)
{
    st7920_bus_init();
    /* the datasheet's 40 ms after the supply rises before the first
     * instruction */
    _delay_ms(40);
    st7920_begin();
}

void display_cell(uint8_t col, uint8_t row, char c)
{
    (void)c;   /* read back from the text layer at the flush */
    st7920_cell(col, row);
}

void display_cursor(uint8_t col, uint8_t row, uint8_t visible)
{
    st7920_cursor(col, row, visible);
}

void display_flush(void)
{
    st7920_flush();
}

/* The changed cells pile up until display_flush: each row's words once. */
uint8_t display_batches(void)
{
    return 1;
}

void display_power_off(void)
{
    st7920_flush();
    st7920_sleep();
}

void display_power_on(void)
{
    st7920_wake();
}

void display_backlight(uint8_t on)
{
    (void)on;
}

uint8_t display_present(void)
{
    return 1;
}

void lcd_picture_page(uint8_t page, uint32_t key, lcd_column_fn column, const void *ctx)
{
    st7920_picture_page(page, key, column, ctx);
}

void lcd_picture_clear(void)
{
    st7920_picture_clear();
}

void display_describe(char *out)
{
    strcpy_P(out, PSTR("st7920 serial (no read back)"));
}
