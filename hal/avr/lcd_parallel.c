/*
 * lcd_parallel.c (AVR) — the HD44780's transport on the MCU's own pins
 * (lcd_bus.h): 4-bit mode, write only (RW tied to ground), so there is
 * nothing to read back and one wiring: board.h's.
 *
 * Pins come only from board.h, one by one: the data nibble is written bit
 * by bit, so D4..D7 may sit on different ports (the Mega 2560 puts them on
 * G, E, H, H).  Each pin operation folds to one sbi/cbi (avr_pins.h).
 * Setup before E > 40 ns (all pins settle before E rises; simavr latches
 * one cycle after E rises), E high >= 450 ns (1 us), E cycle >= 1000 ns
 * (1 us low after each pulse).
 */
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <string.h>
#include <util/delay.h>

#include "hal/avr/avr_pins.h"
#include "hal/avr/lcd_bus.h"
#include "board.h"

#define LCD_EXEC_US 64   /* ordinary commands and data: 52.6 us at 190 kHz */

void lcd_bus_nibble(uint8_t nibble)
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

void lcd_bus_byte(uint8_t rs, uint8_t byte)
{
    PIN_WRITE(BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT, rs);
    lcd_bus_nibble(byte >> 4);
    lcd_bus_nibble(byte & 0x0F);
}

void lcd_bus_exec_wait(void)
{
    _delay_us(LCD_EXEC_US);
}

void lcd_bus_end(void)
{
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

uint8_t lcd_bus_open(void)
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
     * through them before); the command layer's power-on wait covers its
     * start */
    PIN_LOW(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
    return 1;
}

void lcd_bus_wiring(uint8_t w)
{
    (void)w;
}

uint8_t lcd_bus_verify(void)
{
    return 1;
}

/* Each write is on the pins at once. */
uint8_t lcd_bus_batches(void)
{
    return 0;
}

/* Write only: a module is always taken to be there. */
uint8_t lcd_bus_present(void)
{
    return 1;
}

/* Every pin to the module low first (a pin left high would feed the
 * unpowered module through its input protection), then its supply off:
 * the switch's gate high. */
void lcd_bus_power_off(void)
{
    lcd_bus_backlight(0);
    pins_low();
#ifdef BOARD_LCD_POWER_PORT
    PIN_HIGH(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
}

void lcd_bus_describe(char *out)
{
    strcpy_P(out, PSTR("parallel"));   /* from flash: no copy in RAM */
}

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
void lcd_bus_backlight(uint8_t on)
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
