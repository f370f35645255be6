/*
 * lcd.c — the text layer over the HD44780 driver (portable: no AVR headers).
 *
 * A shadow copy of the screen holds what the controller shows.  Writes go
 * through it: a character equal to the shadow is not sent, and the DDRAM
 * address is set only when the next changed character is not where the
 * controller's address counter already points (it moves one right after
 * every character, entry mode increment).  A visible cursor is where the
 * address counter is, so after writing the counter is put back under it.
 * The same copy redraws the screen after the module's supply was cut
 * (lcd_power_off / lcd_power_on, boards with a supply switch).
 */
#include <stddef.h>
#include <string.h>

#include "board.h"
#include "hal/activity.h"
#include "hal/hd44780.h"
#include "hal/lcd.h"

#define LCD_COLS BOARD_LCD_COLS
#define LCD_ROWS BOARD_LCD_ROWS

#if LCD_ROWS < 1 || LCD_ROWS > 4 || LCD_COLS < 1 || LCD_COLS > 40 || \
    (LCD_ROWS > 2 && LCD_COLS > 20)
#error "the text layer supports HD44780 screens up to 2x40 and 4x20"
#endif

/* Not a DDRAM address: the counter's position is not known. */
#define ADDR_UNKNOWN 0xFF

static char shadow[LCD_ROWS][LCD_COLS];
static uint8_t counter = ADDR_UNKNOWN;  /* the controller's address counter */
static uint8_t cursor_visible;
static uint8_t cursor_addr;
static uint8_t park_due;     /* the counter is not under the visible cursor */
static uint8_t unflushed;    /* drawn since the last lcd_flush */

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

static void put(uint8_t col, uint8_t row, char c)
{
    if (shadow[row][col] == c)
        return;
    set_addr(ddram_addr(col, row));
    hd44780_data((uint8_t)c);
    shadow[row][col] = c;
    counter++;   /* may name an address past the row: then it is reset */
}

/* The end of every drawing call: the cursor is put back where it shows.
 * A transport that batches (I2C) has it done at the next lcd_flush, once
 * however many calls drew meanwhile: there each address costs as much as
 * a character.  On the pins it is done at once, so nothing waits for a
 * flush there. */
static void park_cursor(void)
{
    park_due = cursor_visible;
    unflushed = 1;
    if (!hd44780_batches())
        lcd_flush();
}

void lcd_flush(void)
{
    if (!unflushed)
        return;   /* (the main loop's every pass: kept short) */
    if (park_due)
        set_addr(cursor_addr);
    park_due = 0;
    unflushed = 0;
    hd44780_flush();
}

void lcd_init(void)
{
    hd44780_init();
    hd44780_command(HD44780_CLEAR);
    hd44780_command(HD44780_ENTRY_INCREMENT);
    hd44780_command(HD44780_DISPLAY_ON);
    memset(shadow, ' ', sizeof shadow);
    /* clear leaves a real controller's counter at 0, but simavr 1.6's
     * model keeps it where it was (seen after an MCU reset with the LCD
     * left powered): the first write sets the address itself */
    counter = ADDR_UNKNOWN;
    cursor_visible = 0;
    cursor_addr = 0;
    park_due = 0;
    hd44780_flush();
}

void lcd_print_at(uint8_t col, uint8_t row, const char *text)
{
    if (row >= LCD_ROWS)
        return;
    for (; col < LCD_COLS && *text != '\0'; col++, text++)
        put(col, row, *text);
    park_cursor();
}

void lcd_show_line(uint8_t row, const char *text)
{
    uint8_t col;
    if (row >= LCD_ROWS)
        return;
    for (col = 0; col < LCD_COLS; col++) {
        char c = ' ';
        if (*text != '\0')
            c = *text++;
        put(col, row, c);
    }
    park_cursor();
}

void lcd_cursor(uint8_t col, uint8_t row, uint8_t visible)
{
    if (visible && col < LCD_COLS && row < LCD_ROWS) {
        if (!cursor_visible)
            hd44780_command(HD44780_DISPLAY_ON | HD44780_CURSOR_ON);
        cursor_visible = 1;
        cursor_addr = ddram_addr(col, row);
        park_cursor();
    } else if (cursor_visible) {
        hd44780_command(HD44780_DISPLAY_ON);
        cursor_visible = 0;
        park_due = 0;
        unflushed = 1;
    }
}

void lcd_power_off(void)
{
    hd44780_power_off();
    if (!hd44780_present())
        activity_set(0);   /* the no-display blink stops while off */
}

void lcd_power_on(void)
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
    for (row = 0; row < LCD_ROWS; row++)
        for (col = 0; col < LCD_COLS; col++)
            if (!batches || shadow[row][col] != ' ') {
                set_addr(ddram_addr(col, row));
                hd44780_data((uint8_t)shadow[row][col]);
                counter++;
            }
    park_cursor();
    lcd_flush();
}

void lcd_backlight(uint8_t on)
{
    hd44780_backlight(on ? 1 : 0);
}

/* The no-display pattern: three 100 ms flashes 100 ms apart at the start
 * of every 2048 ms (docs/boards.md). */
#define BLINK_PERIOD_MASK 2047u
#define BLINK_FLASHES_MS 600u
#define BLINK_STEP_MS 200u
#define BLINK_ON_MS 100u

void lcd_tick(uint32_t now_ms)
{
    uint16_t t;
    if (hd44780_batches())
        lcd_flush();
    if (hd44780_present())
        return;
    t = (uint16_t)(now_ms & BLINK_PERIOD_MASK);
    activity_set(t < BLINK_FLASHES_MS && t % BLINK_STEP_MS < BLINK_ON_MS);
}

uint8_t lcd_present(void)
{
    return hd44780_present();
}

/* Kept out of line where the compiler is told so (GCC): the Keys screen
 * and the console's version line both call it, and a small board's
 * link-time optimisation would copy it into each. */
#if defined(__GNUC__)
__attribute__((__noinline__))
#endif
void lcd_describe(char *out)
{
    out[0] = (char)('0' + LCD_COLS / 10);
    out[1] = (char)('0' + LCD_COLS % 10);
    out[2] = 'x';
    out[3] = (char)('0' + LCD_ROWS);
    out[4] = ' ';
    hd44780_describe(out + 5);
}

const char *lcd_row_text(uint8_t row)
{
    if (row >= LCD_ROWS)
        return NULL;
    return shadow[row];
}
