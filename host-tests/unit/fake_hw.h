/*
 * fake_hw.h — the board's drivers for host tests, under the portable HAL
 * layers (hal/lcd.c, hal/keys.c):
 *   - a fake HD44780 (hd44780_*) that logs every command and character and
 *     acts on them like the controller: a DDRAM of 128 bytes, the address
 *     counter (increment, two-line wrap), display/cursor flags, backlight;
 *   - a fake key ladder (keys_hw_*) whose current key a test sets;
 *   - a buzzer (sound_*) that logs the tunes asked for.
 * Linked into every unit test binary.
 */
#ifndef HOST_TESTS_UNIT_FAKE_HW_H
#define HOST_TESTS_UNIT_FAKE_HW_H

#include <stddef.h>
#include <stdint.h>

/* ---- HD44780 ------------------------------------------------------------- */

struct fake_lcd_op {
    uint8_t is_data;   /* 1: hd44780_data, 0: hd44780_command */
    uint8_t value;
};

/* Power off: DDRAM full of '?', nothing logged, not initialised. */
void fake_lcd_reset(void);
/* Forget the log (the screen stays). */
void fake_lcd_log_clear(void);
/* Operations since the last reset or log_clear, oldest first (the first
 * FAKE_LCD_LOG_MAX are kept; fake_lcd_log_len counts them all). */
#define FAKE_LCD_LOG_MAX 4096
size_t fake_lcd_log_len(void);
const struct fake_lcd_op *fake_lcd_log(void);
/* Of those: characters sent, commands sent, set-DDRAM-address commands. */
size_t fake_lcd_data_count(void);
size_t fake_lcd_command_count(void);
size_t fake_lcd_addr_count(void);
/* The text of screen row (0..3) as the controller shows it: cols
 * characters from DDRAM, NUL-terminated, in a static buffer. */
const char *fake_lcd_row(uint8_t row);
/* The address counter (where the next character goes, and the cursor). */
uint8_t fake_lcd_address(void);
uint8_t fake_lcd_display_on(void);
uint8_t fake_lcd_cursor_on(void);
uint8_t fake_lcd_backlight(void);
/* hd44780_init calls since the reset. */
unsigned fake_lcd_inits(void);
/* 1 between hd44780_init and hd44780_power_off (a transfer while 0 is an
 * error). */
uint8_t fake_lcd_powered(void);
/* Misuse seen: commands or data before hd44780_init, an address outside
 * DDRAM, entry mode other than increment. */
unsigned fake_lcd_errors(void);

/* ---- keys ---------------------------------------------------------------- */

/* No key, no reads, not initialised. */
void fake_keys_reset(void);
/* What keys_hw_read returns from now on (enum key). */
void fake_keys_set(uint8_t key);
/* What keys_hw_last_mv returns (KEYS_HW_NO_MV after a reset). */
void fake_keys_set_mv(uint16_t mv);
unsigned fake_keys_reads(void);
unsigned fake_keys_inits(void);

/* ---- buzzer ---------------------------------------------------------------- */

/* The tunes sound_play was asked for (enum sound_tune), oldest first: how
 * many since the reset, and the i-th (0xFF past the log). */
#define FAKE_SOUND_LOG_MAX 64
void fake_sound_reset(void);
unsigned fake_sound_count(void);
uint8_t fake_sound_tune(unsigned i);

/* ---- clock ---------------------------------------------------------------- */

/* What clock_ms returns from now on (0 until set). */
void fake_clock_set(uint32_t ms);

#endif
