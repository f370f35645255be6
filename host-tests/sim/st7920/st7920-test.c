/*
 * st7920-test.c — a small ATmega2560 program that drives the simulator's
 * ST7920 model (sim/st7920.c) on mega-ramps-12864's three pins (CS PH1,
 * SID PH0, SCLK PA1) with its own code, so the model is tested apart
 * from nimbox's driver.  Built once a case (-DCASE=n):
 *   0  good: init (basic set, the text RAM cleared, display on, the
 *      extended set with graphics), the graphic RAM cleared, then "Nim"
 *      drawn by hand at text row 0 (the font's columns turned into rows),
 *      and the glass's bottom-left pixel (x 0, y 63: RAM row 31, word 8)
 *      lit as a stone's page would be
 *   1  good but the text RAM never cleared (its power-on characters)
 *   2  a sync byte 0xFC (R/W 1: a read, which serial mode has not)
 *   3  a graphic RAM row 64 (0xC0)
 *   4  a graphic RAM word 16 (0x90)
 *   5  an instruction 20 us after the last (72 us needed)
 *   6  a nibble byte with its low bits set
 *   7  data past a row's last word (17 words from word 0)
 * Build and run: host-tests/sim/st7920/run.sh.
 */
#include <avr/avr_mcu_section.h>
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <stdint.h>
#include <util/delay.h>

#include "hal/font_5x7.h"

#undef _MMCU_
#define _MMCU_ __attribute__((section(".mmcu"), used))
AVR_MCU(F_CPU, "atmega2560");
AVR_MCU_VOLTAGES(5000, 5000, 5000);

#ifndef CASE
#define CASE 0
#endif

static void clock_byte(uint8_t b)
{
    for (uint8_t i = 0; i < 8; i++, b = (uint8_t)(b << 1)) {
        if (b & 0x80)
            PORTH |= 1u << 0;
        else
            PORTH &= (uint8_t)~(1u << 0);
        PORTA |= 1u << 1;
        PORTA &= (uint8_t)~(1u << 1);
    }
}

static void send(uint8_t sync, uint8_t b, uint8_t low_bits, uint16_t wait_us)
{
    PORTH |= 1u << 1;
    clock_byte(sync);
    clock_byte((uint8_t)((b & 0xF0) | low_bits));
    clock_byte((uint8_t)(b << 4));
    PORTH &= (uint8_t)~(1u << 1);
    while (wait_us--)
        _delay_us(1);
}

static void cmd(uint8_t b)
{
    send(0xF8, b, 0, 80);
}

static void data(uint8_t b)
{
    send(0xFA, b, 0, 80);
}

static void at(uint8_t row, uint8_t word)
{
    cmd((uint8_t)(0x80 | row));
    cmd((uint8_t)(0x80 | word));
}

int main(void)
{
    DDRH |= 3u;
    DDRA |= 2u;
    _delay_ms(40);
    cmd(0x30);
    cmd(0x0C);
    if (CASE != 1)
        send(0xF8, 0x01, 0, 1700);
    cmd(0x34);
    cmd(0x36);
    for (uint8_t y = 0; y < 32; y++) {
        at(y, 0);
        for (uint8_t w = 0; w < 32; w++)
            data(0);
    }
    /* "Nim" at text row 0: cell c at x 6c..6c+4, row r bit r of each column */
    static const char text[3] = { 'N', 'i', 'm' };
    for (uint8_t r = 0; r < 8; r++) {
        uint32_t bits = 0;   /* x 0..17, bit 31 leftmost */
        for (uint8_t c = 0; c < 3; c++)
            for (uint8_t i = 0; i < 5; i++) {
                uint8_t col = pgm_read_byte(&font_5x7[(text[c] - FONT_5X7_FIRST) * 5 + i]);
                if ((col >> r) & 1)
                    bits |= 1UL << (31 - (c * 6 + i));
            }
        at(r, 0);
        data((uint8_t)(bits >> 24));
        data((uint8_t)(bits >> 16));
        data((uint8_t)(bits >> 8));
        data((uint8_t)bits);
    }
    at(31, 8);
    data(0x80);
    data(0x00);
#if CASE == 2
    send(0xFC, 0x30, 0, 80);
#elif CASE == 3
    cmd(0xC0);
    cmd(0x80);
#elif CASE == 4
    cmd(0x80);
    cmd(0x90);
#elif CASE == 5
    send(0xF8, 0x36, 0, 20);
    cmd(0x36);
#elif CASE == 6
    send(0xF8, 0x36, 0x05, 80);
#elif CASE == 7
    at(0, 0);
    for (uint8_t i = 0; i < 34; i++)
        data(0);
#endif
    for (;;)
        ;
}
