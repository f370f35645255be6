/*
 * fake_hw.c — fake HD44780 and key drivers for host tests (fake_hw.h).
 */
#include <string.h>

#include "board.h"
#include "fake_hw.h"
#include "hal/hd44780.h"
#include "hal/activity.h"
#include "hal/clock.h"
#include "hal/keys.h"
#include "hal/sound.h"

/* ---- HD44780 ------------------------------------------------------------- */

static struct fake_lcd_op lcd_log[FAKE_LCD_LOG_MAX];
static size_t lcd_log_len;
static size_t lcd_data_n, lcd_command_n, lcd_addr_n;
static uint8_t ddram[0x80];
static uint8_t ac;
static uint8_t display_on, cursor_on, backlight;
static uint8_t increment = 1;
static unsigned inits;
static unsigned errors;
static uint8_t powered;   /* hd44780_init switches the module on, power_off off */
static char row_text[BOARD_LCD_COLS + 1];

static void log_op(uint8_t is_data, uint8_t value)
{
    if (lcd_log_len < FAKE_LCD_LOG_MAX) {
        lcd_log[lcd_log_len].is_data = is_data;
        lcd_log[lcd_log_len].value = value;
    }
    lcd_log_len++;
    if (is_data)
        lcd_data_n++;
    else
        lcd_command_n++;
    if (!inits || !powered)
        errors++;
}

/* Two-line mode: DDRAM is 0x00..0x27 and 0x40..0x67. */
static uint8_t valid_addr(uint8_t a)
{
    return a <= 0x27 || (a >= 0x40 && a <= 0x67);
}

void fake_lcd_reset(void)
{
    memset(ddram, '?', sizeof ddram);
    ac = 0;
    display_on = cursor_on = backlight = 0;
    increment = 1;
    inits = 0;
    errors = 0;
    powered = 0;
    fake_lcd_log_clear();
}

void fake_lcd_log_clear(void)
{
    lcd_log_len = 0;
    lcd_data_n = lcd_command_n = lcd_addr_n = 0;
}

size_t fake_lcd_log_len(void)
{
    return lcd_log_len;
}

const struct fake_lcd_op *fake_lcd_log(void)
{
    return lcd_log;
}

size_t fake_lcd_data_count(void)
{
    return lcd_data_n;
}

size_t fake_lcd_command_count(void)
{
    return lcd_command_n;
}

size_t fake_lcd_addr_count(void)
{
    return lcd_addr_n;
}

const char *fake_lcd_row(uint8_t row)
{
    uint8_t base = (uint8_t)(((row & 1u) ? 0x40u : 0x00u) + ((row & 2u) ? BOARD_LCD_COLS : 0u));
    memcpy(row_text, &ddram[base], BOARD_LCD_COLS);
    row_text[BOARD_LCD_COLS] = '\0';
    return row_text;
}

uint8_t fake_lcd_address(void)
{
    return ac;
}

uint8_t fake_lcd_display_on(void)
{
    return display_on;
}

uint8_t fake_lcd_cursor_on(void)
{
    return cursor_on;
}

uint8_t fake_lcd_backlight(void)
{
    return backlight;
}

unsigned fake_lcd_inits(void)
{
    return inits;
}

unsigned fake_lcd_errors(void)
{
    return errors;
}

uint8_t fake_lcd_powered(void)
{
    return powered;
}

void hd44780_init(void)
{
    inits++;
    powered = 1;
    display_on = 0;
    cursor_on = 0;
    backlight = 1;
}

void hd44780_command(uint8_t cmd)
{
    log_op(0, cmd);
    if (cmd & 0x80) {                   /* set DDRAM address */
        lcd_addr_n++;
        ac = cmd & 0x7F;
        if (!valid_addr(ac))
            errors++;
    } else if (cmd & 0x40) {            /* set CGRAM address: not used */
        errors++;
    } else if (cmd & 0x20) {            /* function set */
        if (cmd != HD44780_FUNCTION_4BIT_2LINE)
            errors++;
    } else if (cmd & 0x10) {            /* cursor/display shift: not used */
        errors++;
    } else if (cmd & 0x08) {            /* display control */
        display_on = (cmd & 0x04) != 0;
        cursor_on = (cmd & 0x02) != 0;
    } else if (cmd & 0x04) {            /* entry mode */
        increment = (cmd & 0x02) != 0;
        if (cmd != HD44780_ENTRY_INCREMENT)
            errors++;
    } else if (cmd & 0x02) {            /* home */
        ac = 0;
    } else if (cmd & 0x01) {            /* clear */
        memset(ddram, ' ', sizeof ddram);
        ac = 0;
        increment = 1;
    } else {
        errors++;
    }
}

void hd44780_data(uint8_t ch)
{
    log_op(1, ch);
    ddram[ac & 0x7F] = ch;
    if (increment) {
        ac++;
        if (ac == 0x28)
            ac = 0x40;
        else if (ac == 0x68)
            ac = 0x00;
    }
}

/* The module loses what it showed: '?' everywhere until drawn again. */
void hd44780_power_off(void)
{
    powered = 0;
    memset(ddram, '?', sizeof ddram);
    display_on = cursor_on = backlight = 0;
}

void hd44780_backlight(uint8_t on)
{
    backlight = on ? 1 : 0;
}

/* The fake sends at once: nothing is held back. */
void hd44780_flush(void)
{
}

/* Taken as batching, as an I2C backpack: the cursor is put back at
 * lcd_flush. */
uint8_t hd44780_batches(void)
{
    return 1;
}

uint8_t hd44780_present(void)
{
    return 1;
}

void hd44780_describe(char *out)
{
    strcpy(out, "fake");
}

/* ---- keys ---------------------------------------------------------------- */

static uint8_t key_now = KEY_NONE;
static uint16_t key_mv = KEYS_HW_NO_MV;
static unsigned key_reads;
static unsigned key_inits;

void fake_keys_reset(void)
{
    key_now = KEY_NONE;
    key_mv = KEYS_HW_NO_MV;
    key_reads = 0;
    key_inits = 0;
}

void fake_keys_set(uint8_t key)
{
    key_now = key;
}

void fake_keys_set_mv(uint16_t mv)
{
    key_mv = mv;
}

unsigned fake_keys_reads(void)
{
    return key_reads;
}

unsigned fake_keys_inits(void)
{
    return key_inits;
}

void keys_hw_init(void)
{
    key_inits++;
}

uint8_t keys_hw_read(void)
{
    key_reads++;
    return key_now;
}

uint16_t keys_hw_last_mv(void)
{
    return key_mv;
}

/* ---- clock ---------------------------------------------------------------- */

static uint32_t fake_now_ms;

uint32_t clock_ms(void)
{
    return fake_now_ms;
}

void fake_clock_set(uint32_t ms)
{
    fake_now_ms = ms;
}

/* ---- activity pin: nothing to drive on the host --------------------------- */

void activity_set(uint8_t busy)
{
    (void)busy;
}

/* ---- buzzer: the tunes asked for, in order -------------------------------- */

static uint8_t sound_log[FAKE_SOUND_LOG_MAX];
static unsigned sound_n;

void fake_sound_reset(void)
{
    sound_n = 0;
}

unsigned fake_sound_count(void)
{
    return sound_n;
}

uint8_t fake_sound_tune(unsigned i)
{
    return i < sound_n && i < FAKE_SOUND_LOG_MAX ? sound_log[i] : 0xFF;
}

void sound_init(void)
{
}

void sound_play(uint8_t tune)
{
    if (sound_n < FAKE_SOUND_LOG_MAX)
        sound_log[sound_n] = tune;
    sound_n++;
}

uint8_t sound_busy(void)
{
    return 0;
}

void sound_tick(uint8_t ms)
{
    (void)ms;
}
