/*
 * display_hd44780.c — the character LCD (HD44780) behind the display seam
 * (hal/display.h), portable: it speaks hal/hd44780.h, whose transport is
 * the board's (hal/avr/hd44780.c over the pins or a PCF8574; the host
 * tests' fake).
 *
 * The controller shows its DDRAM.  A cell is written at the address
 * counter, which moves one right after every character (entry mode
 * increment), so the address is set only when the next cell is not where
 * the counter already points.  The underline cursor shows where the
 * counter is: after drawing, the counter is put back under it (on a
 * batching transport, I2C, once at display_flush, however many cells were
 * drawn meanwhile: there an address costs as much as a character).
 */
#include <stddef.h>

#include "board.h"
#include "hal/display.h"
#include "hal/hd44780.h"
#include "hal/lcd.h"

#define LCD_COLS BOARD_LCD_COLS
#define LCD_ROWS BOARD_LCD_ROWS

#if LCD_ROWS < 1 || LCD_ROWS > 4 || LCD_COLS < 1 || LCD_COLS > 40 || \
    (LCD_ROWS > 2 && LCD_COLS > 20)
#error "the HD44780 supports screens up to 2x40 and 4x20"
#endif
#if HD44780_DESCRIBE_MAX > DISPLAY_DESCRIBE_MAX
#error "hd44780_describe's text is longer than the seam allows"
#endif

/* Not a DDRAM address: the counter's position is not known. */
#define ADDR_UNKNOWN 0xFF

static uint8_t counter = ADDR_UNKNOWN;  /* the controller's address counter */
static uint8_t cursor_visible;
static uint8_t cursor_addr;

/* Rows 0 and 1 start at 0x00 and 0x40; rows 2 and 3 (4-line screens)
 * continue them at 0x00 + cols and 0x40 + cols. */
static uint8_t ddram_addr(uint8_t col, uint8_t row)
{
    return (uint8_t)(((row & 1u) ? 0x40u : 0x00u) + ((row & 2u) ? LCD_COLS : 0u) + col);
}

static void set_addr(uint8_t addr)
{
    if (counter != addr) {
        hd44780_command((uint8_t)(HD44780_SET_DDRAM | addr));
        counter = addr;
    }
}

void display_cell(uint8_t col, uint8_t row, char c)
{
    set_addr(ddram_addr(col, row));
    hd44780_data((uint8_t)c);
    counter++;   /* may name an address past the row: then it is reset */
}

void display_flush(void)
{
    if (cursor_visible)
        set_addr(cursor_addr);
    hd44780_flush();
}

uint8_t display_batches(void)
{
    return hd44780_batches();
}

void display_init(void)
{
    hd44780_init();
    hd44780_command(HD44780_CLEAR);
    hd44780_command(HD44780_ENTRY_INCREMENT);
    hd44780_command(HD44780_DISPLAY_ON);
    /* clear leaves a real controller's counter at 0, but simavr 1.6's
     * model keeps it where it was (seen after an MCU reset with the LCD
     * left powered): the first write sets the address itself */
    counter = ADDR_UNKNOWN;
    cursor_visible = 0;
    cursor_addr = 0;
    hd44780_flush();
}

void display_cursor(uint8_t col, uint8_t row, uint8_t visible)
{
    if (visible) {
        if (!cursor_visible)
            hd44780_command(HD44780_DISPLAY_ON | HD44780_CURSOR_ON);
        cursor_visible = 1;
        cursor_addr = ddram_addr(col, row);
    } else if (cursor_visible) {
        hd44780_command(HD44780_DISPLAY_ON);
        cursor_visible = 0;
    }
}

void display_power_off(void)
{
    hd44780_power_off();
}

void display_power_on(void)
{
    uint8_t row, col, batches = hd44780_batches();
    /* a module that was off starts in 8-bit mode: the whole init again,
     * then every cell rewritten; over I2C (a batching transport) a cell
     * costs 360 us and a wake is waited for, so there the screen is
     * cleared (of whatever its power-on reset or the wiring search left)
     * and only the cells that are not blank are sent */
    hd44780_init();
    if (batches)
        hd44780_command(HD44780_CLEAR);
    hd44780_command(HD44780_ENTRY_INCREMENT);
    hd44780_command(cursor_visible ? HD44780_DISPLAY_ON | HD44780_CURSOR_ON
                                   : HD44780_DISPLAY_ON);
    counter = ADDR_UNKNOWN;
    for (row = 0; row < LCD_ROWS; row++) {
        const char *text = lcd_row_text(row);
        for (col = 0; col < LCD_COLS; col++)
            if (!batches || text[col] != ' ')
                display_cell(col, row, text[col]);
    }
}

void display_backlight(uint8_t on)
{
    hd44780_backlight(on);
}

uint8_t display_present(void)
{
    return hd44780_present();
}

void display_describe(char *out)
{
    hd44780_describe(out);
}
