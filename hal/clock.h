/*
 * clock.h — milliseconds since start, from a timer interrupt.
 */
#ifndef HAL_CLOCK_H
#define HAL_CLOCK_H

#include <stdint.h>

/* Start the 1 kHz tick (enables interrupts). */
void clock_init(void);
/* Milliseconds since clock_init. */
uint32_t clock_ms(void);

#endif
