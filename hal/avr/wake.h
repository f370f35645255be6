/*
 * wake.h (AVR) — the flag the drivers' interrupts raise to end
 * power_idle(): the clock's wake tick, a received byte, a key's pin change,
 * the end of an EEPROM cell's write (hal/avr/store.c).
 * Set it from an interrupt only; power_idle clears it.
 */
#ifndef HAL_AVR_WAKE_H
#define HAL_AVR_WAKE_H

#include <stdint.h>

extern volatile uint8_t power_wake_flag;

#endif
