/*
 * hd44780.c (AVR) — the HD44780 command layer, shared by every transport
 * (lcd_bus.h: the MCU's pins, or a PCF8574 on I2C): the power-on sequence
 * into 4-bit mode, and each instruction's execution time waited out (the
 * busy flag is not read: RW is tied to ground on the parallel boards).
 *
 * Timing (HD44780U datasheet, 5 V), with margin.  The execution times
 * are given at fosc = 270 kHz and scale with 270 kHz / fosc; the
 * oscillator a module's resistor sets may run as slow as 190 kHz (ST7066U
 * and SPLC780D modules are specified alike), so the waits cover that slow
 * corner:
 *   power on -> first command        > 40 ms       (50 ms; also after the
 *                                                   board's supply switch
 *                                                   turns the module on)
 *   3-3-3-2 init nibbles             4.1 ms, 100 us, then 37 us each (150 us)
 *   commands and data                37 us at 270 kHz, 52.6 us at 190 kHz
 *                                    (64 us: 21 % over the slow corner; the
 *                                    transport waits what its bus did not
 *                                    take already: lcd_bus_exec_wait)
 *   clear, home                      1.52 ms at 270 kHz, 2.16 ms at 190 kHz
 *                                    (2.6 ms: 20 % over the slow corner)
 *
 * A transport with more than one possible wiring (a PCF8574 backpack)
 * says how many; each is tried in turn, the controller initialised
 * through it and asked to read back what was written, until one answers.
 * A transport that found no module (or no wiring that answers) drops
 * what it is given from then on, until the next hd44780_init.
 */
#include <util/delay.h>

#include "hal/avr/lcd_bus.h"
#include "hal/hd44780.h"

#define LCD_POWER_ON_MS 50
#define LCD_INIT_FIRST_MS 5          /* after the first 0x3 nibble: > 4.1 ms */
#define LCD_INIT_NEXT_US 150         /* after the others: > 100 us */
#define LCD_EXEC_LONG_MS 2.6         /* clear and home: 2.16 ms at 190 kHz */

/* Whatever mode the controller is in (8-bit after power on, or half way
 * through a 4-bit byte after a reset of the MCU alone), three 0x3 nibbles
 * leave it in 8-bit mode and 0x2 then selects 4-bit mode. */
static void init_sequence(void)
{
#if DISPLAY_BUS_PCF8574
    /* as a loop: 38 B less on the Pro Mini, 12 B more on the Uno */
    uint8_t i;
    for (i = 0; i < 4; i++) {
        lcd_bus_nibble(i < 3 ? 0x3 : 0x2);
        lcd_bus_end();
        if (i == 0)
            _delay_ms(LCD_INIT_FIRST_MS - 0.15);
        _delay_us(LCD_INIT_NEXT_US);
    }
#else
    lcd_bus_nibble(0x3);
    lcd_bus_end();
    _delay_ms(LCD_INIT_FIRST_MS);
    lcd_bus_nibble(0x3);
    lcd_bus_end();
    _delay_us(LCD_INIT_NEXT_US);
    lcd_bus_nibble(0x3);
    lcd_bus_end();
    _delay_us(LCD_INIT_NEXT_US);
    lcd_bus_nibble(0x2);
    lcd_bus_end();
    _delay_us(LCD_INIT_NEXT_US);
#endif
    hd44780_command(HD44780_FUNCTION_4BIT_2LINE);
    hd44780_command(0x08);   /* display, cursor and blink off */
    lcd_bus_end();
}

void hd44780_init(void)
{
    uint8_t wirings, w;
    wirings = lcd_bus_open();
    if (wirings == 0)
        return;
    lcd_bus_backlight(1);
    _delay_ms(LCD_POWER_ON_MS);
    for (w = 0; w < wirings; w++) {
        lcd_bus_wiring(w);
        init_sequence();
        if (lcd_bus_verify())
            return;
    }
}

uint8_t hd44780_batches(void)
{
    return lcd_bus_batches();
}

uint8_t hd44780_present(void)
{
    return lcd_bus_present();
}

void hd44780_command(uint8_t cmd)
{
    lcd_bus_byte(0, cmd);
    if (cmd <= 0x03) {        /* clear (0x01) and home (0x02, 0x03) */
        lcd_bus_end();
        _delay_ms(LCD_EXEC_LONG_MS);
    } else {
        lcd_bus_exec_wait();
    }
}

void hd44780_data(uint8_t ch)
{
    lcd_bus_byte(1, ch);
    lcd_bus_exec_wait();
}

void hd44780_flush(void)
{
    lcd_bus_end();
}

void hd44780_power_off(void)
{
    lcd_bus_power_off();
}

void hd44780_backlight(uint8_t on)
{
    lcd_bus_backlight(on);
}

void hd44780_describe(char *out)
{
    lcd_bus_describe(out);
}
