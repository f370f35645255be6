/*
 * activity.h — the activity signal: high from the moment the device starts
 * handling an event (a key, a console line) until its answer is fully out
 * (on the LCD, or queued for the UART).  On the Uno it is the on-board LED
 * (D13); the simulator times it to measure response latency.
 */
#ifndef HAL_ACTIVITY_H
#define HAL_ACTIVITY_H

#include <stdint.h>

/* Configure the pin (off). */
void activity_init(void);
/* Busy (1) or idle (0). */
void activity_set(uint8_t busy);

#endif
