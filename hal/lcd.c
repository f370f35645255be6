/*
 * lcd.c — the text layer over the board's display (portable: no AVR
 * headers; the display behind hal/display.h).
 *
 * A shadow copy of the screen holds what the display shows.  Writes go
 * through it: a character equal to the shadow is not sent, so a new hint
 * costs the few cells that change.  The display is told each changed
 * cell, left to right; it works out its own addressing (an HD44780's
 * address counter, an OLED's page and column).  The same copy redraws
 * the screen after the display's supply was cut (lcd_power_off /
 * lcd_power_on, boards with a supply switch).
 */
#include <stddef.h>
#include <string.h>

#include "board.h"
#include "hal/activity.h"
#include "hal/display.h"
#include "hal/lcd.h"

#define LCD_COLS BOARD_LCD_COLS
#define LCD_ROWS BOARD_LCD_ROWS

#if LCD_ROWS < 1 || LCD_ROWS > 8 || LCD_COLS < 1 || LCD_COLS > 40
#error "the text layer supports screens up to 8 rows and 40 columns"
#endif

static char shadow[LCD_ROWS][LCD_COLS];
static uint8_t unflushed;    /* drawn since the last lcd_flush */

/* (kept out of line: inlined into each drawing call it shifts a small
 * board's link-time layout, 40 B more on the Nano, measured) */
#if defined(__GNUC__)
__attribute__((__noinline__))
#endif
static void put(uint8_t col, uint8_t row, char c)
{
    if (shadow[row][col] == c)
        return;
    shadow[row][col] = c;
    display_cell(col, row, c);
}

/* The end of every drawing call.  A display that batches (I2C) gets its
 * drawing out at the next lcd_flush, once however many calls drew
 * meanwhile; one that does not (the pins) is flushed at once, so nothing
 * waits for a flush there. */
static void drawn(void)
{
    unflushed = 1;
    if (!display_batches())
        lcd_flush();
}

void lcd_flush(void)
{
    if (!unflushed)
        return;   /* (the main loop's every pass: kept short) */
    unflushed = 0;
    display_flush();
}

void lcd_init(void)
{
    memset(shadow, ' ', sizeof shadow);
    display_init();
    unflushed = 0;
}

void lcd_print_at(uint8_t col, uint8_t row, const char *text)
{
    if (row >= LCD_ROWS)
        return;
    for (; col < LCD_COLS && *text != '\0'; col++, text++)
        put(col, row, *text);
    drawn();
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
    drawn();
}

void lcd_cursor(uint8_t col, uint8_t row, uint8_t visible)
{
    if (col >= LCD_COLS || row >= LCD_ROWS)
        visible = 0;
    display_cursor(col, row, visible);
    drawn();
}

void lcd_power_off(void)
{
    display_power_off();
    if (!display_present())
        activity_set(0);   /* the no-display blink stops while off */
}

void lcd_power_on(void)
{
    display_power_on();
    unflushed = 1;
    lcd_flush();
}

void lcd_backlight(uint8_t on)
{
    display_backlight(on ? 1 : 0);
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
    if (display_batches())
        lcd_flush();
    if (display_present())
        return;
    t = (uint16_t)(now_ms & BLINK_PERIOD_MASK);
    activity_set(t < BLINK_FLASHES_MS && t % BLINK_STEP_MS < BLINK_ON_MS);
}

uint8_t lcd_present(void)
{
    return display_present();
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
    display_describe(out + 5);
}

const char *lcd_row_text(uint8_t row)
{
    if (row >= LCD_ROWS)
        return NULL;
    return shadow[row];
}
