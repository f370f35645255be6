/*
 * twi.c (AVR) — the TWI master (twi.h): polled, every wait bounded;
 * 100 kHz for a PCF8574 (its limit), 400 kHz (fast mode) for an OLED.
 *
 * Status codes (ATmega328P datasheet, "2-wire Serial Interface", tables
 * 22-2 and 22-3; the same on the 1284P and the 2560): 0x08 START sent,
 * 0x10 repeated START, 0x18/0x20 SLA+W acknowledged / not, 0x28/0x30 a
 * data byte acknowledged / not, 0x38 arbitration lost, 0x40/0x48 SLA+R
 * acknowledged / not, 0x50/0x58 a byte received and ACK / NACK returned.
 *
 * A data byte is written behind (twi_write): handed to the TWI, which
 * shifts it out while the caller prepares the next one; the next
 * twi_write or twi_stop waits for its step (TWINT stays up once a step is
 * over, until the next is started) and checks its ACK.  An LCD's
 * character is four expander bytes back to back, so the CPU's work
 * between them (the next nibble, the next character, the text around it)
 * costs the bus nothing while it takes less than a byte's 90 us.
 *
 * The bus check before the TWI is switched on (twi_init), with both lines
 * as inputs and the internal pull-ups off: each line is pulled low for a
 * moment and let go; after 10 us a line with its pull-up resistor
 * (4.7-10 kOhm on the backpacks, a few hundred pF: ~2 us) is high, a line
 * with none is still low.  SCL low then means no pull-ups (or a device
 * holding the clock, which no PCF8574 does).  SDA low with SCL high is a
 * device stopped half way through a byte (the MCU reset under it): up to
 * nine clocks on SCL let it finish its byte, then a STOP (SDA low -> high
 * while SCL is high) frees the bus.
 */
#include <avr/io.h>
#include <util/delay.h>

#include "hal/avr/avr_pins.h"
#include "hal/avr/twi.h"
#include "board.h"

/* the bus's speed, as the display's descriptor states it for its bus
 * (boards/displays/<name>.mk: DISPLAY_TWI_HZ_<bus>) */
#define TWI_HZ DISPLAY_TWI_HZ
/* one step (a START, a byte and its ACK: 90 us at 100 kHz) may take this
 * long before the bus counts as stuck */
#define TWI_WAIT_US 1000
/* half an SCL period of the recovery clocks (100 kHz) */
#define TWI_HALF_US 5

#define TWBR_VALUE ((F_CPU / TWI_HZ - 16UL) / 2UL)
#if TWBR_VALUE < 1 || TWBR_VALUE > 255
#error "twi: no TWBR for TWI_HZ at this F_CPU with prescaler 1"
#endif

#define SDA_PORT BOARD_TWI_SDA_PORT
#define SDA_BIT BOARD_TWI_SDA_BIT
#define SCL_PORT BOARD_TWI_SCL_PORT
#define SCL_BIT BOARD_TWI_SCL_BIT

/* Polls of TWINT in TWI_WAIT_US: each poll (a load, a test, the count
 * and the branch) takes 6 cycles or more, so the bound is at least
 * TWI_WAIT_US; the flag is seen within a poll of rising. */
#define TWI_WAIT_POLLS ((uint16_t)(F_CPU / 1000000UL * TWI_WAIT_US / 6UL))

/* The status once TWINT rises, or 0 when it did not within TWI_WAIT_US
 * (the TWI then switched off). */
static uint8_t wait_status(void)
{
    uint16_t n;
    for (n = TWI_WAIT_POLLS; n; n--)
        if (TWCR & _BV(TWINT))
            return (uint8_t)(TWSR & 0xF8);
    twi_off();
    return 0;
}

/* A line pulled low, let go, and read after its pull-up had the time to
 * raise it. */
static uint8_t line_rises_sda(void)
{
    PIN_OUTPUT(SDA_PORT, SDA_BIT);
    _delay_us(TWI_HALF_US);
    PIN_INPUT(SDA_PORT, SDA_BIT);
    _delay_us(10);
    return PIN_READ(SDA_PORT, SDA_BIT);
}

static uint8_t line_rises_scl(void)
{
    PIN_OUTPUT(SCL_PORT, SCL_BIT);
    _delay_us(TWI_HALF_US);
    PIN_INPUT(SCL_PORT, SCL_BIT);
    _delay_us(10);
    return PIN_READ(SCL_PORT, SCL_BIT);
}

enum twi_result twi_init(void)
{
    uint8_t i;
    twi_off();
    if (!line_rises_scl())
        return TWI_NO_PULLUPS;
    /* (SDA pulled low and let go while SCL is high: a START and a STOP,
     * an empty transfer every device ignores) */
    if (!line_rises_sda()) {
        /* a device holds SDA: clock it out of its byte */
        for (i = 0; i < 9 && !PIN_READ(SDA_PORT, SDA_BIT); i++) {
            PIN_OUTPUT(SCL_PORT, SCL_BIT);
            _delay_us(TWI_HALF_US);
            PIN_INPUT(SCL_PORT, SCL_BIT);
            _delay_us(TWI_HALF_US);
        }
        /* STOP: SDA low while SCL is low, SCL up, then SDA up */
        PIN_OUTPUT(SCL_PORT, SCL_BIT);
        _delay_us(TWI_HALF_US);
        PIN_OUTPUT(SDA_PORT, SDA_BIT);
        _delay_us(TWI_HALF_US);
        PIN_INPUT(SCL_PORT, SCL_BIT);
        _delay_us(TWI_HALF_US);
        PIN_INPUT(SDA_PORT, SDA_BIT);
        _delay_us(10);
        if (!PIN_READ(SDA_PORT, SDA_BIT))
            return TWI_SDA_LOW;
    }
    TWSR = 0;   /* prescaler 1 */
    TWBR = (uint8_t)TWBR_VALUE;
    TWCR = _BV(TWEN);
    return TWI_OK;
}

enum twi_result twi_start(uint8_t addr, uint8_t read)
{
    uint8_t s;
    if (!(TWCR & _BV(TWEN)))
        return TWI_TIMEOUT;   /* switched off by an earlier fault */
    TWCR = _BV(TWINT) | _BV(TWSTA) | _BV(TWEN);
    s = wait_status();
    if (s != 0x08 && s != 0x10)
        return s ? TWI_NACK : TWI_TIMEOUT;
    TWDR = (uint8_t)((addr << 1) | (read ? 1u : 0u));
    TWCR = _BV(TWINT) | _BV(TWEN);
    s = wait_status();
    if (s == (read ? 0x40 : 0x18))
        return TWI_OK;
    if (s == 0)
        return TWI_TIMEOUT;
    twi_stop();
    return TWI_NACK;
}

enum twi_result twi_write(uint8_t byte)
{
    /* the step before over: the address (0x18) or the byte before (0x28) */
    uint8_t s = wait_status();
    if (s != 0x18 && s != 0x28)
        return s ? TWI_NACK : TWI_TIMEOUT;
    TWDR = byte;
    TWCR = _BV(TWINT) | _BV(TWEN);
    return TWI_OK;
}

enum twi_result twi_read(uint8_t *byte, uint8_t ack)
{
    uint8_t s;
    TWCR = (uint8_t)(_BV(TWINT) | _BV(TWEN) | (ack ? _BV(TWEA) : 0));
    s = wait_status();
    if (s != (ack ? 0x50 : 0x58))
        return s ? TWI_NACK : TWI_TIMEOUT;
    *byte = TWDR;
    return TWI_OK;
}

enum twi_result twi_stop(void)
{
    uint16_t us;
    uint8_t s;
    if (!(TWCR & _BV(TWEN)))
        return TWI_TIMEOUT;
    s = wait_status();   /* the step before over (a byte written behind) */
    if (s == 0)
        return TWI_TIMEOUT;
    TWCR = _BV(TWINT) | _BV(TWSTO) | _BV(TWEN);
    for (us = 0; us < TWI_WAIT_US && (TWCR & _BV(TWSTO)); us++)
        _delay_us(1);
    if (TWCR & _BV(TWSTO)) {
        twi_off();
        return TWI_TIMEOUT;
    }
    return s == 0x30 ? TWI_NACK : TWI_OK;
}

enum twi_result twi_probe(uint8_t addr)
{
    enum twi_result r = twi_start(addr, 0);
    if (r == TWI_OK)
        twi_stop();
    return r;
}

void twi_off(void)
{
    TWCR = 0;
    PIN_INPUT(SDA_PORT, SDA_BIT);
    PIN_INPUT(SCL_PORT, SCL_BIT);
    PIN_LOW(SDA_PORT, SDA_BIT);
    PIN_LOW(SCL_PORT, SCL_BIT);
}
