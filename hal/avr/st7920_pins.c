/*
 * st7920_pins.c (AVR) — the ST7920's serial bus on three of the MCU's
 * pins, clocked by software (hal/st7920.h's bus): board.h's
 * BOARD_ST7920_CS (the panel's RS pin, high while a transfer lasts),
 * BOARD_ST7920_SID (its R/W pin: the data) and BOARD_ST7920_SCLK (its E
 * pin: the clock, data taken on the rising edge), the panel's PSB tied
 * low (serial mode) on the controller's board.
 *
 * A byte goes as 24 clocks: the sync byte (0xF8 an instruction, 0xFA
 * data), the byte's high nibble then its low nibble, each in the top
 * four bits of a byte.  SID is set, then SCLK is high for a quarter of
 * a microsecond (the datasheet asks 200 ns high and low, 400 ns a
 * period, 40 ns of setup at 4.5 V; the loop's own instructions keep it
 * low longer): a byte about 30 us at 16 MHz.
 *
 * Nothing can be read back in serial mode to ask whether the controller
 * is busy, so each instruction's time is waited out: 72 us from the end
 * of one byte (its last clock's rising edge) to the end of the next (the
 * clear's 1.6 ms).  Timer1 runs free at F_CPU / 8 (board.h's
 * BOARD_DISPLAY_TIMER, kept running by hal/avr/power.c) and is read just
 * after each last edge; the next byte is sent but for its last clock,
 * then that clock waits until the timer has counted the 72 us.  So the
 * drawing's work between two bytes and the byte's own clocks are done
 * inside the instruction's time rather than after it, and an interrupt
 * anywhere only lengthens the gap.  The timer's 16 bits wrap every
 * 32 ms: a byte after a longer pause may wait once more than it needs,
 * never less.
 */
#include <avr/io.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/st7920.h"

#if !defined(BOARD_DISPLAY_TIMER) || BOARD_DISPLAY_TIMER != 1
#error "st7920_pins: the bus times its bytes with Timer1 (board.h: BOARD_DISPLAY_TIMER 1)"
#endif

#define ST7920_EXEC_US 72UL
#define ST7920_CLEAR_US 1600UL
/* a quarter of a microsecond of cycles, at least one */
#define HALF_CLOCK_CYCLES (F_CPU / 4000000UL ? F_CPU / 4000000UL : 1UL)
/* Timer1's ticks (F_CPU / 8) in us microseconds, rounded up. */
#define TICKS(us) ((uint16_t)(((us) * (F_CPU / 1000000UL) + 7UL) / 8UL))

static uint16_t last_end;   /* Timer1 just after the last byte's last edge */
static uint16_t wait_ticks; /* then: ticks before the next byte's last edge */

/* n bits out, b's top first, each taken at SCLK's rising edge. */
static void clock_bits(uint8_t b, uint8_t n)
{
    uint8_t i;
    for (i = 0; i < n; i++, b = (uint8_t)(b << 1)) {
        PIN_WRITE(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT, b & 0x80);
        PIN_HIGH(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
        __builtin_avr_delay_cycles(HALF_CLOCK_CYCLES);
        PIN_LOW(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
    }
}

void st7920_bus_write(uint8_t rs, uint8_t b, uint8_t long_wait)
{
    PIN_HIGH(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    clock_bits(rs ? ST7920_SYNC_DATA : ST7920_SYNC_COMMAND, 8);
    clock_bits((uint8_t)(b & 0xF0), 8);
    clock_bits((uint8_t)(b << 4), 7);
    while ((uint16_t)(TCNT1 - last_end) < wait_ticks)
        ;
    clock_bits(0, 1);   /* the low nibble's byte's last bit: 0 */
    last_end = TCNT1;
    PIN_LOW(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    wait_ticks = long_wait ? TICKS(ST7920_CLEAR_US) : TICKS(ST7920_EXEC_US);
}

/* The three pins outputs, low (no transfer); Timer1 counting. */
void st7920_bus_init(void)
{
    TCCR1A = 0;
    TCCR1B = (uint8_t)(1u << CS11);   /* normal mode, F_CPU / 8 */
    last_end = TCNT1;
    wait_ticks = 0;
    PIN_LOW(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    PIN_LOW(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT);
    PIN_LOW(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
    PIN_OUTPUT(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    PIN_OUTPUT(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT);
    PIN_OUTPUT(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
}
