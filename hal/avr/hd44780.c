/*
 * hd44780.c (AVR) — the HD44780 in 4-bit mode on the board's pins, write
 * only (RW tied to ground): the busy flag cannot be read, so every transfer
 * waits out the controller's execution time.
 *
 * Pins come only from board.h, one by one: the data nibble is written bit
 * by bit, so D4..D7 may sit on different ports (the Mega 2560 puts them on
 * G, E, H, H).  Each pin operation folds to one sbi/cbi (avr_pins.h).
 *
 * Timing (HD44780U datasheet, 5 V), with margin.  The execution times
 * are given at fosc = 270 kHz and scale with 270 kHz / fosc; the
 * oscillator a module's resistor sets may run as slow as 190 kHz (ST7066U
 * and SPLC780D modules are specified alike), and with RW tied to ground
 * the busy flag cannot be read, so the waits cover that slow corner:
 *   power on -> first command        > 40 ms       (50 ms; also after the
 *                                                   board's supply switch
 *                                                   turns the module on)
 *   3-3-3-2 init nibbles             4.1 ms, 100 us, then 37 us each (150 us)
 *   address/data setup before E      > 40 ns       (all pins settle before E rises;
 *                                                   simavr latches 1 cycle after E rises)
 *   E high                           >= 450 ns     (1 us)
 *   E cycle                          >= 1000 ns    (1 us low after each pulse)
 *   commands and data                37 us at 270 kHz, 52.6 us at 190 kHz
 *                                    (64 us: 21 % over the slow corner)
 *   clear, home                      1.52 ms at 270 kHz, 2.16 ms at 190 kHz
 *                                    (2.6 ms: 20 % over the slow corner)
 * Until this revision the waits were 50 us and 1.6 ms, the typical chip's
 * with a little margin: the clear at start-up came half a millisecond early
 * for a slow module.
 */
#include <avr/io.h>
#include <util/delay.h>

#include "hal/avr/avr_pins.h"
#include "board.h"
#include "hal/hd44780.h"

#define LCD_POWER_ON_MS 50
#define LCD_INIT_FIRST_MS 5          /* after the first 0x3 nibble: > 4.1 ms */
#define LCD_INIT_NEXT_US 150         /* after the others: > 100 us */
#define LCD_EXEC_US 64               /* ordinary commands and data: 52.6 us at 190 kHz */
#define LCD_EXEC_LONG_MS 2.6         /* clear and home: 2.16 ms at 190 kHz */

static void write_nibble(uint8_t nibble)
{
    PIN_WRITE(BOARD_LCD_D4_PORT, BOARD_LCD_D4_BIT, nibble & 0x01);
    PIN_WRITE(BOARD_LCD_D5_PORT, BOARD_LCD_D5_BIT, nibble & 0x02);
    PIN_WRITE(BOARD_LCD_D6_PORT, BOARD_LCD_D6_BIT, nibble & 0x04);
    PIN_WRITE(BOARD_LCD_D7_PORT, BOARD_LCD_D7_BIT, nibble & 0x08);
    PIN_HIGH(BOARD_LCD_E_PORT, BOARD_LCD_E_BIT);
    _delay_us(1);
    PIN_LOW(BOARD_LCD_E_PORT, BOARD_LCD_E_BIT);
    _delay_us(1);
}

static void write_byte(uint8_t rs, uint8_t byte)
{
    PIN_WRITE(BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT, rs);
    write_nibble(byte >> 4);
    write_nibble(byte & 0x0F);
}

/* The module's six pins (RS, E, D4-D7) low. */
static void pins_low(void)
{
    PIN_LOW(BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT);
    PIN_LOW(BOARD_LCD_E_PORT, BOARD_LCD_E_BIT);
    PIN_LOW(BOARD_LCD_D4_PORT, BOARD_LCD_D4_BIT);
    PIN_LOW(BOARD_LCD_D5_PORT, BOARD_LCD_D5_BIT);
    PIN_LOW(BOARD_LCD_D6_PORT, BOARD_LCD_D6_BIT);
    PIN_LOW(BOARD_LCD_D7_PORT, BOARD_LCD_D7_BIT);
}

void hd44780_init(void)
{
    pins_low();
    PIN_OUTPUT(BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT);
    PIN_OUTPUT(BOARD_LCD_E_PORT, BOARD_LCD_E_BIT);
    PIN_OUTPUT(BOARD_LCD_D4_PORT, BOARD_LCD_D4_BIT);
    PIN_OUTPUT(BOARD_LCD_D5_PORT, BOARD_LCD_D5_BIT);
    PIN_OUTPUT(BOARD_LCD_D6_PORT, BOARD_LCD_D6_BIT);
    PIN_OUTPUT(BOARD_LCD_D7_PORT, BOARD_LCD_D7_BIT);
#ifdef BOARD_LCD_POWER_PORT
    /* the module's supply on (its pins are low already: nothing feeds it
     * through them before); the power-on wait below covers its start */
    PIN_LOW(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
    hd44780_backlight(1);

    _delay_ms(LCD_POWER_ON_MS);
    /* Whatever mode the controller is in (8-bit after power on, or half way
     * through a 4-bit byte after a reset of the MCU alone), three 0x3
     * nibbles leave it in 8-bit mode and 0x2 then selects 4-bit mode. */
    write_nibble(0x3);
    _delay_ms(LCD_INIT_FIRST_MS);
    write_nibble(0x3);
    _delay_us(LCD_INIT_NEXT_US);
    write_nibble(0x3);
    _delay_us(LCD_INIT_NEXT_US);
    write_nibble(0x2);
    _delay_us(LCD_INIT_NEXT_US);
    hd44780_command(HD44780_FUNCTION_4BIT_2LINE);
    hd44780_command(0x08);   /* display, cursor and blink off */
}

void hd44780_command(uint8_t cmd)
{
    write_byte(0, cmd);
    if (cmd <= 0x03)          /* clear (0x01) and home (0x02, 0x03) */
        _delay_ms(LCD_EXEC_LONG_MS);
    else
        _delay_us(LCD_EXEC_US);
}

void hd44780_data(uint8_t ch)
{
    write_byte(1, ch);
    _delay_us(LCD_EXEC_US);
}

#ifdef BOARD_LCD_POWER_PORT
/* Every pin to the module low first (a pin left high would feed the
 * unpowered module through its input protection), then its supply off:
 * the switch's gate high. */
void hd44780_power_off(void)
{
    hd44780_backlight(0);
    pins_low();
    PIN_HIGH(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
}
#endif

/*
 * Two backlight circuits (board.h):
 *  - BOARD_LCD_BACKLIGHT_ACTIVE_HIGH (the handheld): the transistor's base
 *    has its own resistor, so the pin is a plain output, high = on.
 *  - otherwise (the Uno shield): the base hangs on the pin with a pull-up
 *    and, on many shields, no series resistor: driving the pin high would
 *    overload it.  So the pin is never an output high: on = input with the
 *    pull-up (PORT bit 1, DDR bit 0), off = output low (PORT 0, DDR 1).
 *    The order of the two writes keeps it from passing through output-high.
 */
void hd44780_backlight(uint8_t on)
{
#if defined(BOARD_LCD_BACKLIGHT_ACTIVE_HIGH) && BOARD_LCD_BACKLIGHT_ACTIVE_HIGH
    PIN_WRITE(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT, on);
    PIN_OUTPUT(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
#else
    if (on) {
        PIN_INPUT(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
        PIN_HIGH(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
    } else {
        PIN_LOW(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
        PIN_OUTPUT(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
    }
#endif
}
