/*
 * clock.h — milliseconds since start, from a timer interrupt.
 */
#ifndef HAL_CLOCK_H
#define HAL_CLOCK_H

#include <stdint.h>

/* Start the 1 kHz tick (enables interrupts: sei).  On AVR it takes Timer0
 * and TIMER0_COMPA_vect. */
void clock_init(void);
/* Milliseconds since clock_init; wraps around after 49.7 days (compare
 * times by unsigned differences). */
uint32_t clock_ms(void);
/* Wake power_idle every ms milliseconds from the end of the current tick:
 * 8 or more gives 8 ms ticks (clock_ms then moves in steps of 8), less
 * gives 1 ms ticks (the default). */
void clock_wake_every(uint8_t ms);
/* Stop the tick (clock_ms stands still) / start it again where it was:
 * around a power-down sleep, whose stopped oscillator would stop it
 * anyway. */
void clock_pause(void);
void clock_resume(void);
/* From now on pass every tick to sound_tick (hal/sound.h) as well (1), or
 * stop (0): the buzzer's driver asks for it while a tune plays, so a
 * silent device's tick costs nothing more. */
void clock_sound_ticks(uint8_t on);

#endif
