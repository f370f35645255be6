/*
 * oled-test.c — a small ATmega328P program that drives the simulator's
 * OLED model with the TWI's registers alone, so the model is tested
 * apart from nimbox's own driver.  It listens on the console (115200
 * baud) for one letter a command and answers with one line:
 *   f  find the module: 0x3C then 0x3D, then tell the chips apart as
 *      the firmware does (data 0xA5 0x5A at page 7, column 0; a read of
 *      three bytes: an SH1106 gives a dummy byte, 0xA5, 0x5A; an SSD1306
 *      its status three times); "ssd1306 0x3c", "sh1106 0x3d" or "none";
 *      the chip's column offset (2 on an SH1106) used from then on
 *   i  the init sequence (SSD1306: the charge pump on), the RAM cleared,
 *      display on; "init"
 *   t  "Nim 3 4 5" on row 0, "SG 2" at column 3 of row 1 with the
 *      cursor on its 'G' (the cell inverted), "~!" at column 19 of row 3; "text"
 *   s  stones: page 4 the winning pile (marked), 3 filled and 2 hollow;
 *      page 5 plain, 2 filled; page 6 a bar (one item, 40 wide); "stones"
 *   z  sleep (0xAE, then the pump off); "sleep"
 *   w  wake (the pump on, 0xAF), contrast 0x40; "wake"
 *   r  the text of row 0 drawn with one column dropped (a wrong font
 *      cell); "row0"
 *   o  the text drawn without the SH1106's offset; "nooffset"
 *   x  one pixel lit in the glass's right half: column 120 of page 5,
 *      its top row (the picture band's row 8); "pixel"
 * and the planted wrong sequences, each of which the model must flag:
 *   p  display off, the pump off, then display on; "pump"
 *   c  seven bytes written from column 125 on (past 127); "column"
 *   8  page 8 set (0xB8) and one byte written; "page8"
 * Build: host-tests/sim/oled/run.sh (avr-gcc, with simavr's .mmcu tags).
 */
#include <avr/avr_mcu_section.h>
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <stdint.h>

#include "hal/font_5x7.h"

#undef _MMCU_
#define _MMCU_ __attribute__((section(".mmcu"), used))
AVR_MCU(F_CPU, "atmega328p");
AVR_MCU_VOLTAGES(5000, 5000, 5000);

static uint8_t addr;     /* the module's 7-bit address (0: none found) */
static uint8_t offset;   /* the RAM column of the glass's first */

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

/* ---- the TWI, polled, each wait bounded ---- */
static uint8_t twi_wait(void)
{
    for (uint16_t n = 0; n < 20000; n++)
        if (TWCR & (1 << TWINT))
            return TWSR & 0xF8;
    return 0;
}

static uint8_t twi_start(uint8_t sla)
{
    TWCR = (1 << TWINT) | (1 << TWSTA) | (1 << TWEN);
    uint8_t s = twi_wait();
    if (s != 0x08 && s != 0x10)
        return 0;
    TWDR = sla;
    TWCR = (1 << TWINT) | (1 << TWEN);
    s = twi_wait();
    return s == 0x18 || s == 0x40;
}

static uint8_t twi_byte(uint8_t v)
{
    TWDR = v;
    TWCR = (1 << TWINT) | (1 << TWEN);
    return twi_wait() == 0x28;
}

static uint8_t twi_read(uint8_t ack)
{
    TWCR = (1 << TWINT) | (1 << TWEN) | (ack ? (1 << TWEA) : 0);
    twi_wait();
    return TWDR;
}

static void twi_stop(void)
{
    TWCR = (1 << TWINT) | (1 << TWSTO) | (1 << TWEN);
    for (uint16_t n = 0; n < 20000 && (TWCR & (1 << TWSTO)); n++)
        ;
}

/* ---- the module ---- */
static void commands(const uint8_t *c, uint8_t n)
{
    if (twi_start((uint8_t)(addr << 1))) {
        twi_byte(0x00);
        while (n--)
            twi_byte(*c++);
    }
    twi_stop();
}

static void command1(uint8_t c)
{
    commands(&c, 1);
}

/* Page and RAM column (the glass's column plus the offset). */
static void place(uint8_t page, uint8_t col)
{
    uint8_t c[3] = { (uint8_t)(0xB0 | page), (uint8_t)(col & 15), (uint8_t)(0x10 | col >> 4) };
    commands(c, 3);
}

static void data(const uint8_t *d, uint8_t n)
{
    if (twi_start((uint8_t)(addr << 1))) {
        twi_byte(0x40);
        while (n--)
            twi_byte(*d++);
    }
    twi_stop();
}

static void fill(uint8_t page, uint8_t x, uint8_t v, uint8_t n)
{
    place(page, (uint8_t)(x + offset));
    if (twi_start((uint8_t)(addr << 1))) {
        twi_byte(0x40);
        while (n--)
            twi_byte(v);
    }
    twi_stop();
}

/* Text at cell (col, row); cell cursor drawn inverted (255: none). */
static void text(uint8_t col, uint8_t row, const char *s, uint8_t cursor, uint8_t drop)
{
    place(row, (uint8_t)(col * FONT_5X7_CELL + offset));
    if (!twi_start((uint8_t)(addr << 1)))
        return;
    twi_byte(0x40);
    for (uint8_t i = 0; s[i]; i++) {
        const uint8_t *g = &font_5x7[(s[i] - FONT_5X7_FIRST) * FONT_5X7_WIDTH];
        uint8_t inverted = col + i == cursor ? 0xFF : 0x00;
        for (uint8_t k = 0; k < FONT_5X7_WIDTH; k++)
            if (!(drop && i == 0 && k == 2))
                twi_byte((uint8_t)(pgm_read_byte(&g[k]) ^ inverted));
        twi_byte(inverted);
    }
    twi_stop();
}

static const uint8_t filled[5] = { 0x1C, 0x3E, 0x3E, 0x3E, 0x1C };
static const uint8_t hollow[5] = { 0x1C, 0x22, 0x22, 0x22, 0x1C };
static const uint8_t marker[5] = { 0x7F, 0x3E, 0x1C, 0x08, 0x00 };

static void stone(uint8_t page, uint8_t k, const uint8_t *shape)
{
    place(page, (uint8_t)(8 + 7 * k + offset));
    data(shape, 5);
}

static void find(void)
{
    static const uint8_t at7[3] = { 0xB7, 0x00, 0x10 };
    static const uint8_t probe[2] = { 0xA5, 0x5A };
    static const uint8_t zero[2] = { 0, 0 };
    addr = 0;
    for (uint8_t a = 0x3C; a <= 0x3D && !addr; a++) {
        if (twi_start((uint8_t)(a << 1)))
            addr = a;
        twi_stop();
    }
    if (!addr) {
        say("none");
        return;
    }
    commands(at7, 3);
    data(probe, 2);
    commands(at7, 3);
    uint8_t b[3] = { 0, 0, 0 };
    if (twi_start((uint8_t)(addr << 1)))
        twi_byte(0x40);
    twi_stop();
    if (twi_start((uint8_t)(addr << 1 | 1))) {
        b[0] = twi_read(1);
        b[1] = twi_read(1);
        b[2] = twi_read(0);
    }
    twi_stop();
    offset = b[1] == 0xA5 && b[2] == 0x5A ? 2 : 0;
    commands(at7, 3);
    data(zero, 2);
    say(offset ? (addr == 0x3C ? "sh1106 0x3c" : "sh1106 0x3d")
               : (addr == 0x3C ? "ssd1306 0x3c" : "ssd1306 0x3d"));
}

static void init(void)
{
    static const uint8_t head[] = { 0xAE, 0xD5, 0x80, 0xA8, 0x3F, 0xD3, 0x00, 0x40 };
    static const uint8_t pump[] = { 0x8D, 0x14, 0x20, 0x02 };
    static const uint8_t tail[] = { 0xA1, 0xC8, 0xDA, 0x12, 0x81, 0xCF, 0xD9, 0xF1,
                                    0xDB, 0x40, 0xA4, 0xA6 };
    commands(head, sizeof head);
    if (!offset)
        commands(pump, sizeof pump);
    commands(tail, sizeof tail);
    for (uint8_t p = 0; p < 8; p++)
        fill(p, 0, 0, 128);
    command1(0xAF);
    say("init");
}

int main(void)
{
    UCSR0A = 1 << U2X0;
    UBRR0 = 16;   /* 115200 baud at 16 MHz */
    UCSR0B = (1 << RXEN0) | (1 << TXEN0);
    TWBR = 12;    /* 400 kHz */
    TWSR = 0;
    say("oled-test");
    for (;;) {
        switch (uart_get()) {
        case 'f':
            find();
            break;
        case 'i':
            init();
            break;
        case 't':
            text(0, 0, "Nim 3 4 5", 255, 0);
            text(3, 1, "SG 2", 4, 0);
            text(19, 3, "~!", 255, 0);
            say("text");
            break;
        case 's':
            place(4, offset);
            data(marker, 5);
            for (uint8_t k = 0; k < 5; k++)
                stone(4, k, k < 3 ? filled : hollow);
            stone(5, 0, filled);
            stone(5, 1, filled);
            fill(6, 8, 0x3E, 40);
            say("stones");
            break;
        case 'z': {
            static const uint8_t sleep[] = { 0xAE, 0x8D, 0x10 };
            commands(sleep, offset ? 1 : 3);
            say("sleep");
            break;
        }
        case 'w': {
            static const uint8_t wake[] = { 0x8D, 0x14, 0xAF, 0x81, 0x40 };
            commands(offset ? wake + 2 : wake, offset ? 3 : 5);
            say("wake");
            break;
        }
        case 'r':
            text(0, 0, "Nim 3 4 5", 255, 1);
            say("row0");
            break;
        case 'o': {
            uint8_t keep = offset;
            offset = 0;
            text(0, 0, "Nim 3 4 5", 255, 0);
            offset = keep;
            say("nooffset");
            break;
        }
        case 'x':
            fill(5, 120, 0x01, 1);
            say("pixel");
            break;
        case 'p': {
            static const uint8_t wrong[] = { 0xAE, 0x8D, 0x10, 0xAF };
            commands(wrong, sizeof wrong);
            say("pump");
            break;
        }
        case 'c':
            fill(0, 125, 0x01, 7);
            say("column");
            break;
        case '8':
            command1(0xB8);
            data(filled, 1);
            say("page8");
            break;
        default:
            break;
        }
    }
}
