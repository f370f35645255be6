/*
 * beep-test.c — a small ATmega2560 program that drives mega-ramps-12864's
 * beeper pin (PC0, D37: an active buzzer) with its own code, so the
 * simulator's beep checks (sim/sound.c, expect-beep, expect-silent) are
 * tested apart from nimbox's driver.  Built once a case (-DCASE=n):
 *   0  good: a beep of 100 ms (the pin high), the pin low after it
 *   1  the pin left high after its 100 ms
 *   2  a 1 kHz square wave for 100 ms: a pitch asked of a buzzer that
 *      has its own, heard as 200 beeps of 0.5 ms
 * Build and run: host-tests/sim/beeper/run.sh.
 */
#include <avr/avr_mcu_section.h>
#include <avr/io.h>
#include <stdint.h>
#include <util/delay.h>

#undef _MMCU_
#define _MMCU_ __attribute__((section(".mmcu"), used))
AVR_MCU(F_CPU, "atmega2560");
AVR_MCU_VOLTAGES(5000, 5000, 5000);

#ifndef CASE
#define CASE 0
#endif

int main(void)
{
    DDRC |= (1 << PC0);   /* low: the reset's PORT bit */
    _delay_ms(20);
#if CASE == 2
    for (uint8_t i = 0; i < 200; i++) {
        PINC = (1 << PC0);   /* a toggle */
        _delay_us(500);
    }
#else
    PORTC |= (1 << PC0);
    _delay_ms(100);
#if CASE != 1
    PORTC &= (uint8_t) ~(1 << PC0);
#endif
#endif
    for (;;) {
    }
}
