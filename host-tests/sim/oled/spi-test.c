/*
 * spi-test.c — a small ATmega328P program that drives the simulator's
 * OLED model on SPI (sim/oled_spi.c) with the SPI's registers and the
 * module's CS, DC and RES alone (nano-oled's LCD=spi pins: CS D10 = PB2,
 * DC D8 = PB0, RES D7 = PD7), so the bus side of the model is tested
 * apart from nimbox's own driver.  It listens on the console (115200
 * baud) for one letter a command and answers with one line:
 *   r  RES pulsed (low 1 ms, then high); "reset"
 *   i  the SSD1306's setup (the charge pump on), the RAM cleared, display
 *      on; "init"
 *   t  "Nim 3 4 5" on row 0; "text"
 *   f  the SPI at F_CPU / 2 (8 MHz; the default is F_CPU / 4); "fast"
 * and the planted wrong sequences, each of which the model must flag:
 *   d  "Nim 3 4 5" on row 0 with DC left low for the glyphs (taken as
 *      commands: the text never reaches the glass); "dclow"
 *   m  DC raised while a command byte is on the wire; "dcmid"
 *   c  CS raised while a byte is on the wire; "csmid"
 *   1  one command in SPI mode 1; "mode1"
 *   l  one command least significant bit first; "lsb"
 *   o  SPDR written with the SPI stopped in PRR; "prr"
 *   a  contrast (0x81) with its argument sent as data; "arg"
 *   h  RES held low, one command; "held"
 * Build: host-tests/sim/oled/run.sh (avr-gcc, with simavr's .mmcu tags).
 */
#include <avr/avr_mcu_section.h>
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <stdint.h>
#include <util/delay.h>

#include "hal/font_5x7.h"

#undef _MMCU_
#define _MMCU_ __attribute__((section(".mmcu"), used))
AVR_MCU(F_CPU, "atmega328p");
AVR_MCU_VOLTAGES(5000, 5000, 5000);

#define CS _BV(PB2)
#define DC _BV(PB0)
#define RES _BV(PD7)

/* ---- the console ---- */
static void uart_put(char c)
{
    while (!(UCSR0A & (1 << UDRE0)))
        ;
    UDR0 = (uint8_t)c;
}

static void say(const char *s)
{
    while (*s)
        uart_put(*s++);
    uart_put('\r');
    uart_put('\n');
}

static char uart_get(void)
{
    while (!(UCSR0A & (1 << RXC0)))
        ;
    return (char)UDR0;
}

/* ---- the SPI, polled ---- */
static void spi_byte(uint8_t v)
{
    SPDR = v;
    while (!(SPSR & _BV(SPIF)))
        ;
}

/* Bytes in one transfer, DC at dc. */
static void send(uint8_t dc, const uint8_t *b, uint8_t n)
{
    if (dc)
        PORTB |= DC;
    else
        PORTB &= (uint8_t)~DC;
    PORTB &= (uint8_t)~CS;
    while (n--)
        spi_byte(*b++);
    PORTB |= CS;
}

static void command1(uint8_t c)
{
    send(0, &c, 1);
}

static void place(uint8_t page, uint8_t col)
{
    uint8_t c[3] = { (uint8_t)(0xB0 | page), (uint8_t)(col & 15), (uint8_t)(0x10 | col >> 4) };
    send(0, c, 3);
}

/* "Nim 3 4 5" at row 0, its glyphs sent with DC at dc. */
static void text(uint8_t dc)
{
    static const char s[] = "Nim 3 4 5";
    uint8_t cell[FONT_5X7_CELL];
    place(0, 0);
    for (uint8_t i = 0; s[i]; i++) {
        const uint8_t *g = &font_5x7[(s[i] - FONT_5X7_FIRST) * FONT_5X7_WIDTH];
        for (uint8_t k = 0; k < FONT_5X7_WIDTH; k++)
            cell[k] = pgm_read_byte(&g[k]);
        cell[FONT_5X7_WIDTH] = 0;
        send(dc, cell, FONT_5X7_CELL);
    }
}

static void init(void)
{
    static const uint8_t setup[] = { 0xAE, 0xD5, 0x80, 0xA8, 0x3F, 0xD3, 0x00, 0x40,
                                     0x8D, 0x14, 0x20, 0x02, 0xA1, 0xC8, 0xDA, 0x12,
                                     0x81, 0xCF, 0xD9, 0xF1, 0xDB, 0x40, 0xA4, 0xA6 };
    static const uint8_t zero[16] = { 0 };
    send(0, setup, sizeof setup);
    for (uint8_t p = 0; p < 8; p++) {
        place(p, 0);
        for (uint8_t k = 0; k < 8; k++)
            send(1, zero, sizeof zero);
    }
    command1(0xAF);
}

int main(void)
{
    UCSR0A = 1 << U2X0;
    UBRR0 = 16;   /* 115200 baud at 16 MHz */
    UCSR0B = (1 << RXEN0) | (1 << TXEN0);
    PORTB = CS;
    DDRB = CS | DC | _BV(PB3) | _BV(PB5);   /* CS (the SS pin), DC, MOSI, SCK */
    PORTD = RES;
    DDRD = RES;
    SPCR = _BV(SPE) | _BV(MSTR);   /* mode 0, MSB first, F_CPU / 4 */
    say("spi-test");
    for (;;) {
        switch (uart_get()) {
        case 'r':
            PORTD &= (uint8_t)~RES;
            _delay_ms(1);
            PORTD |= RES;
            say("reset");
            break;
        case 'i':
            init();
            say("init");
            break;
        case 't':
            text(1);
            say("text");
            break;
        case 'f':
            SPSR = _BV(SPI2X);
            say("fast");
            break;
        case 'd':
            text(0);
            say("dclow");
            break;
        case 'm':
            PORTB &= (uint8_t)~(CS | DC);
            SPDR = 0xA6;
            PORTB |= DC;   /* too soon: the byte is still on the wire */
            while (!(SPSR & _BV(SPIF)))
                ;
            PORTB |= CS;
            say("dcmid");
            break;
        case 'c':
            PORTB &= (uint8_t)~(CS | DC);
            SPDR = 0xA6;
            PORTB |= CS;   /* too soon */
            while (!(SPSR & _BV(SPIF)))
                ;
            say("csmid");
            break;
        case '1':
            SPCR |= _BV(CPHA);
            command1(0xA6);
            SPCR &= (uint8_t)~_BV(CPHA);
            say("mode1");
            break;
        case 'l':
            SPCR |= _BV(DORD);
            command1(0xA6);
            SPCR &= (uint8_t)~_BV(DORD);
            say("lsb");
            break;
        case 'o':
            PRR |= _BV(PRSPI);
            SPDR = 0xA6;
            PRR &= (uint8_t)~_BV(PRSPI);
            say("prr");
            break;
        case 'a': {
            static const uint8_t contrast = 0x81, level = 0x40;
            send(0, &contrast, 1);
            send(1, &level, 1);
            say("arg");
            break;
        }
        case 'h':
            PORTD &= (uint8_t)~RES;
            command1(0xA6);
            PORTD |= RES;
            say("held");
            break;
        default:
            break;
        }
    }
}
