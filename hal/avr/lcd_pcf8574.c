/*
 * lcd_pcf8574.c (AVR) — the HD44780's transport through a PCF8574 I2C
 * backpack (lcd_bus.h), on the TWI at 100 kHz (twi.h).
 *
 * The expander's eight pins carry RS, RW, E, the backlight and D4..D7;
 * each write to it sets all eight at the ACK of its byte (PCF8574
 * datasheet, "Quasi-bidirectional I/Os"), so a nibble is two writes (E
 * high with the data, then E low) and a byte four: 36 SCL periods, 360 us
 * at 100 kHz.  The writes of a run of bytes share one I2C transfer, from
 * the first byte to lcd_bus_end.  The next transfer's E rise comes a whole
 * expander byte (90 us) after the last one's E fall: longer than an
 * instruction's 52.6 us at 190 kHz, so there is nothing left to wait.
 *
 * Finding the module (lcd_bus_open): the bus checked and freed (twi_init),
 * then every PCF8574 (0x20-0x27) and PCF8574A (0x38-0x3F) address asked
 * for an ACK, board.h's BOARD_LCD_I2C_ADDR first, then 0x27 and 0x3F (what
 * boards ship as).  Finding the wiring: each of the known backpack wirings
 * in turn; the command layer initialises the controller through it, and
 * lcd_bus_verify writes two characters and reads them back (RW high, the
 * data pins left high so the controller can drive them).  Only the right
 * wiring reads them back.
 */
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <string.h>
#include <util/delay.h>

#include "hal/avr/avr_pins.h"
#include "hal/avr/lcd_bus.h"
#include "hal/avr/twi.h"
#include "hal/hd44780.h"
#include "board.h"

#ifndef BOARD_LCD_I2C_ADDR
#define BOARD_LCD_I2C_ADDR 0x27
#endif

/* A wiring: which expander bits carry RS, RW, E and the backlight (as
 * masks), where the data nibble starts (P0 or P4), and whether the
 * backlight is on when its bit is low. */
struct wiring {
    uint8_t rs, rw, e, bl, shift, bl_low;
    char name[8];
};

/* The wirings sold, most common first (names as the Arduino libraries'
 * examples call them). */
static const struct wiring wirings[] PROGMEM = {
    /* P0 RS, P1 RW, P2 E, P3 backlight (high on), P4-P7 D4-D7 */
    { 0x01, 0x02, 0x04, 0x08, 4, 0, "common" },
    /* P0-P3 D4-D7, P4 E, P5 RW, P6 RS, P7 backlight (low on) */
    { 0x40, 0x20, 0x10, 0x80, 0, 1, "mjkdz" },
    /* P0 E, P1 RW, P2 RS, P3 backlight (high on), P4-P7 D4-D7 */
    { 0x04, 0x02, 0x01, 0x08, 4, 0, "e0-rs2" },
};
#define WIRINGS (sizeof wirings / sizeof wirings[0])

/* The wiring in use: its masks (the name stays in flash). */
static struct {
    uint8_t rs, rw, e, bl, shift, bl_low;
} w;
static uint8_t wiring_in_use;    /* its index in wirings[] */
static uint8_t tries;            /* wirings not yet tried */
static uint8_t addr;             /* where bytes go; 0: nowhere */
static uint8_t found;            /* a module that answered to no wiring */
static uint8_t verified;         /* the controller answered through w */
static uint8_t light;            /* the backlight's state */
static uint8_t in_transfer;      /* a START is out, no STOP yet */
static enum twi_result fault;    /* why no module was found, or the last failure */

/* The backlight's bit as the expander needs it for the current state. */
static uint8_t bl_bits(void)
{
    return (uint8_t)(light ^ w.bl_low ? w.bl : 0);
}

/* One byte to the expander, in the current transfer (started if need be).
 * A failure ends the transfer and is kept in fault. */
static void expander(uint8_t v)
{
    enum twi_result r = TWI_OK;
    if (addr == 0)
        return;
    if (!in_transfer) {
        r = twi_start(addr, 0);
        in_transfer = r == TWI_OK;
    }
    if (r == TWI_OK)
        r = twi_write(v);
    if (r != TWI_OK) {
        fault = r;
        if (in_transfer)
            twi_stop();
        in_transfer = 0;
    }
}

static void nibble_out(uint8_t rs, uint8_t nibble)
{
    uint8_t v = (uint8_t)((nibble & 0x0F) << w.shift | (rs ? w.rs : 0) | bl_bits());
    expander(v | w.e);
    expander(v);
}

void lcd_bus_nibble(uint8_t nibble)
{
    nibble_out(0, nibble);
}

void lcd_bus_byte(uint8_t rs, uint8_t byte)
{
    nibble_out(rs, byte >> 4);
    nibble_out(rs, byte);
}

void lcd_bus_exec_wait(void)
{
    /* the next expander byte (90 us) outlasts the instruction */
}

void lcd_bus_end(void)
{
    enum twi_result r;
    if (in_transfer && (r = twi_stop()) != TWI_OK)
        fault = r;   /* the last byte refused */
    in_transfer = 0;
}

uint8_t lcd_bus_open(void)
{
    uint8_t a;
    enum twi_result r;
    addr = 0;
    found = 0;
    verified = 0;
    in_transfer = 0;
    light = 1;
#ifdef BOARD_LCD_POWER_PORT
    /* the module's supply on (the expander and the bus's pull-ups with
     * it); the PCF8574's power-on reset takes microseconds */
    PIN_LOW(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    _delay_ms(1);
#endif
    fault = twi_init();
    if (fault != TWI_OK)
        return 0;
    tries = WIRINGS;
    r = twi_probe(BOARD_LCD_I2C_ADDR);
    if (r == TWI_OK) {
        addr = BOARD_LCD_I2C_ADDR;
        return WIRINGS;
    }
    for (a = 0x20; a <= 0x3F && r == TWI_NACK; a++) {
        if (a == 0x28)
            a = 0x38;   /* PCF8574: 0x20-0x27; PCF8574A: 0x38-0x3F */
        r = twi_probe(a);
        if (r == TWI_OK) {
            addr = a;
            return WIRINGS;
        }
    }
    fault = r;
    twi_off();
    return 0;
}

void lcd_bus_wiring(uint8_t i)
{
    wiring_in_use = i;
    memcpy_P(&w, &wirings[i], sizeof w);   /* the masks: the struct's start */
}

/* One nibble read: E high with RW (and RS) set and the data pins
 * released, the expander's pins read, E low.  0xFF when the read failed. */
static uint8_t nibble_in(void)
{
    uint8_t v = (uint8_t)(0x0F << w.shift | w.rw | w.rs | bl_bits());
    uint8_t got = 0xFF;
    expander(v);
    expander(v | w.e);
    lcd_bus_end();
    if (addr && twi_start(addr, 1) == TWI_OK) {
        if (twi_read(&got, 0) != TWI_OK)
            got = 0xFF;
        twi_stop();
    }
    expander(v);
    return (uint8_t)(got >> w.shift & 0x0F);
}

/* Two characters written at DDRAM 0 and read back. */
uint8_t lcd_bus_verify(void)
{
    static const uint8_t probe_text[2] = { 0x6E, 0x62 };   /* "nb" */
    uint8_t i, ok = 1;
    lcd_bus_byte(0, 0x06);   /* entry mode: increment */
    lcd_bus_byte(0, 0x80);   /* DDRAM address 0 */
    lcd_bus_byte(1, probe_text[0]);
    lcd_bus_byte(1, probe_text[1]);
    lcd_bus_byte(0, 0x80);
    for (i = 0; i < 2; i++) {
        uint8_t c = (uint8_t)(nibble_in() << 4);
        c |= nibble_in();
        ok &= c == probe_text[i];
    }
    expander(bl_bits());   /* RW low again */
    lcd_bus_end();
    verified = ok;
    if (!ok && --tries == 0)
        found = addr;   /* kept for the description; nothing sent from here */
    if (!ok && tries == 0)
        addr = 0;
    return ok;
}

/* The bytes of a run share one I2C transfer, until lcd_bus_end. */
uint8_t lcd_bus_batches(void)
{
    return 1;
}

uint8_t lcd_bus_present(void)
{
    return verified;
}

void lcd_bus_backlight(uint8_t on)
{
    uint8_t was = in_transfer;
    light = on ? 1 : 0;
    expander(bl_bits());
    if (!was)
        lcd_bus_end();
}

void lcd_bus_power_off(void)
{
    light = 0;
    expander(0);   /* every expander pin low: nothing feeds the module */
    lcd_bus_end();
    twi_off();
#ifdef BOARD_LCD_POWER_PORT
    PIN_HIGH(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
}

/* Flash text then NUL at out; returns the NUL's place. */
static char *put_text(char *out, const char *flash_text)
{
    strcpy_P(out, flash_text);
    return out + strlen(out);
}

/* One hex digit, lower case. */
static char hex_digit(uint8_t d)
{
    return (char)(d < 10 ? '0' + d : 'a' - 10 + d);
}

static char *put_hex(char *out, uint8_t v)
{
    out[0] = '0';
    out[1] = 'x';
    out[2] = hex_digit(v >> 4);
    out[3] = hex_digit(v & 15);
    out[4] = '\0';
    return out + 4;
}

void lcd_bus_describe(char *out)
{
    const char *why;
    if (addr && verified) {
        out = put_hex(put_text(out, PSTR("pcf8574 ")), addr);
        *out++ = ' ';
        strcpy_P(out, wirings[wiring_in_use].name);
        return;
    }
    out = put_text(out, PSTR("none: "));
    if (found) {
        put_text(put_hex(out, found), PSTR(" answers, no wiring fits"));
        return;
    }
    if (fault == TWI_NO_PULLUPS)
        why = PSTR("no pull-ups on SDA/SCL");
    else if (fault == TWI_SDA_LOW)
        why = PSTR("SDA held low");
    else if (fault == TWI_TIMEOUT)
        why = PSTR("I2C bus stuck");
    else
        why = PSTR("nothing at 0x20-27, 0x38-3f");
    put_text(out, why);
}
