/*
 * power.c (AVR) — idle sleep: the CPU stops, Timer0 (the 1 ms tick), the
 * UART and the ADC keep running, and any interrupt wakes it.
 */
#include <avr/interrupt.h>
#include <avr/sleep.h>

#include "power.h"

void power_idle(void)
{
    set_sleep_mode(SLEEP_MODE_IDLE);
    cli();
    sleep_enable();
    /* SEI lets one more instruction run before any interrupt: SLEEP is
     * reached first, so an interrupt already pending wakes it at once
     * instead of being served before it and missed. */
    sei();
    sleep_cpu();
    sleep_disable();
}
