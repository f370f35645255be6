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
 * four bits of a byte.  The clock's half periods are at least 250 ns
 * (the datasheet asks 200 ns high and low, 400 ns a period at 4.5 V), a
 * byte about 20 us; then the instruction's time is waited out, 72 us
 * (the clear's 1.6 ms), since nothing can be read back in serial mode
 * to ask whether it is busy.
 */
#include <avr/io.h>
#include <util/delay.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/st7920.h"

#define ST7920_EXEC_US 72
#define ST7920_CLEAR_US 1600
/* a quarter of a microsecond of cycles, at least one */
#define HALF_CLOCK_CYCLES (F_CPU / 4000000UL ? F_CPU / 4000000UL : 1UL)

/* Eight bits out, the top first, each taken at SCLK's rising edge. */
static void clock_byte(uint8_t b)
{
    uint8_t i;
    for (i = 0; i < 8; i++, b = (uint8_t)(b << 1)) {
        PIN_WRITE(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT, b & 0x80);
        __builtin_avr_delay_cycles(HALF_CLOCK_CYCLES);
        PIN_HIGH(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
        __builtin_avr_delay_cycles(HALF_CLOCK_CYCLES);
        PIN_LOW(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
    }
}

void st7920_bus_write(uint8_t rs, uint8_t b, uint8_t long_wait)
{
    PIN_HIGH(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    clock_byte(rs ? ST7920_SYNC_DATA : ST7920_SYNC_COMMAND);
    clock_byte((uint8_t)(b & 0xF0));
    clock_byte((uint8_t)(b << 4));
    PIN_LOW(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT);
    PIN_LOW(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    if (long_wait)
        _delay_us(ST7920_CLEAR_US);
    else
        _delay_us(ST7920_EXEC_US);
}

/* The three pins outputs, low (no transfer). */
void st7920_bus_init(void)
{
    PIN_LOW(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    PIN_LOW(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT);
    PIN_LOW(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
    PIN_OUTPUT(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT);
    PIN_OUTPUT(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT);
    PIN_OUTPUT(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT);
}
