/*
 * ssd1306.c (AVR) — the 128x64 OLED (SSD1306 or SH1106) on the TWI behind
 * the display seam (hal/display.h): the bus hal/oled.c draws on, finding
 * the display, its power and what it says of itself (the seam's other
 * calls are hal/oled_display.c's, the same on every bus).
 *
 * The TWI runs at 400 kHz (twi.c: fast mode, which both chips take); a
 * byte and its ACK are 9 SCL periods, 22.5 us, so a row of 21 cells (an
 * address and 126 data bytes) is about 3 ms and a picture page (128
 * bytes) about 3 ms.  Every wait is bounded (twi.h): a display that
 * vanishes costs a refused address per transfer, a stuck bus switches the
 * TWI off and nothing more is tried until the next display_init.
 *
 * Finding the display (display_init): the bus checked and freed
 * (twi_init), then board.h's BOARD_OLED_I2C_ADDR asked for an ACK, then
 * the other of 0x3C and 0x3D.  The chip is told by a read (oled.c,
 * oled_chip_test): an SH1106 reads its RAM back, an SSD1306 cannot.
 *
 * Power: lcd_power_off puts the display to sleep (display off, the
 * SSD1306's charge pump off: about 10 uA), and on boards with a supply
 * switch (BOARD_LCD_POWER_PORT) then cuts its supply; lcd_power_on wakes
 * it (its RAM kept), or after a cut supply finds and sets it up again and
 * redraws the text.  The light (lcd_backlight) is the contrast (the
 * settings have no brightness): 0xCF, the chips' usual level with the
 * charge pump, while the light is on; 0x08 once the light's timeout (a
 * setting) puts it off: still readable, a fraction of the current, and
 * the pixels (which age with the hours they glow bright) spared on a
 * long idle.
 */
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <string.h>
#include <util/delay.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/avr/twi.h"
#include "hal/display.h"
#include "hal/lcd.h"
#include "hal/oled.h"

#ifndef BOARD_OLED_I2C_ADDR
#define BOARD_OLED_I2C_ADDR 0x3C
#endif
#if BOARD_LCD_COLS != OLED_COLS || BOARD_LCD_ROWS != OLED_ROWS
#error "an OLED board's text grid is 21x4 (BOARD_LCD_COLS, BOARD_LCD_ROWS)"
#endif

static uint8_t addr;             /* the display's address; 0: none */
static uint8_t open;             /* a write transfer is open */
static uint8_t is_sh1106;
static uint8_t present;
static enum twi_result fault;    /* why none was found, or the last failure */

void oled_bus_start(void)
{
    enum twi_result r;
    if (addr == 0)
        return;
    r = twi_start(addr, 0);
    open = r == TWI_OK;
    if (!open)
        fault = r;
}

void oled_bus_byte(uint8_t b)
{
    enum twi_result r;
    if (!open)
        return;
    r = twi_write(b);
    if (r != TWI_OK) {
        fault = r;
        twi_stop();
        open = 0;
    }
}

/* On I2C a control byte is a byte of the transfer. */
void oled_bus_control(uint8_t control)
{
    oled_bus_byte(control);
}

void oled_bus_stop(void)
{
    enum twi_result r;
    if (open && (r = twi_stop()) != TWI_OK)
        fault = r;
    open = 0;
}

void oled_bus_read(uint8_t *got, uint8_t n)
{
    uint8_t i;
    if (addr == 0 || twi_start(addr, 1) != TWI_OK)
        return;
    for (i = 0; i < n; i++)
        if (twi_read(&got[i], (uint8_t)(i + 1 < n)) != TWI_OK)
            return;   /* (a failed step switched the TWI off) */
    twi_stop();
}

void display_init(void)
{
    uint8_t a = BOARD_OLED_I2C_ADDR;
    addr = 0;
    open = 0;
    present = 0;
#ifdef BOARD_LCD_POWER_PORT
    /* the module's supply on (and the bus's pull-ups with it) */
    PIN_LOW(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
    /* the controller is ready well within 50 ms of its supply rises
     * (both datasheets ask for no command before) */
    _delay_ms(50);
    fault = twi_init();
    if (fault != TWI_OK)
        return;
    fault = twi_probe(a);
    if (fault == TWI_NACK) {
        a ^= 0x3C ^ 0x3D;   /* the other of the two */
        fault = twi_probe(a);
    }
    if (fault != TWI_OK) {
        twi_off();
        return;
    }
    addr = a;
    is_sh1106 = oled_chip_test();
    oled_begin(is_sh1106);
    present = fault == TWI_OK;
}

void display_power_off(void)
{
    oled_sleep();
#ifdef BOARD_LCD_POWER_PORT
    twi_off();
    PIN_HIGH(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
}

uint8_t display_present(void)
{
    return present;
}

/* Flash text then NUL at out; returns the NUL's place. */
static char *put_text(char *out, const char *flash_text)
{
    strcpy_P(out, flash_text);
    return out + strlen(out);
}

void display_describe(char *out)
{
    const char *why;
    if (present) {
        out = put_text(out, is_sh1106 ? PSTR("sh1106 0x3") : PSTR("ssd1306 0x3"));
        out[0] = (char)(addr == 0x3C ? 'c' : 'd');
        out[1] = '\0';
        return;
    }
    out = put_text(out, PSTR("none: "));
    if (fault == TWI_NO_PULLUPS)
        why = PSTR("no pull-ups on SDA/SCL");
    else if (fault == TWI_SDA_LOW)
        why = PSTR("SDA held low");
    else if (fault == TWI_TIMEOUT)
        why = PSTR("I2C bus stuck");
    else
        why = PSTR("nothing at 0x3c, 0x3d");
    put_text(out, why);
}
