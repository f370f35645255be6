/*
 * power.c (AVR) — idle sleep until an interrupt raises power_wake_flag
 * (wake.h), and the watchdog.
 *
 * Idle mode stops only the CPU: Timer0 (the 1 ms tick), the UART and the
 * ADC keep running.  Interrupts that do not raise the flag (most ticks)
 * send the CPU straight back to sleep without returning to the main loop.
 *
 * The watchdog resets the MCU when the main loop stops kicking it for 2 s
 * (a hang).  After such a reset the watchdog stays on with its shortest
 * period, so it is switched off first thing at start-up (.init3), before
 * the LCD's power-on wait could outlast it; main() starts it again.
 *
 * Off (power_off_sleep) is power_off.c's, on boards with auto power-off.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/wdt.h>

#include "hal/power.h"
#include "hal/avr/wake.h"

volatile uint8_t power_wake_flag;

void power_idle(void)
{
    set_sleep_mode(SLEEP_MODE_IDLE);
    for (;;) {
        cli();
        if (power_wake_flag) {
            power_wake_flag = 0;
            sei();
            return;
        }
        sleep_enable();
        /* SEI lets one more instruction run before any interrupt: SLEEP is
         * reached first, so an interrupt already pending wakes it at once
         * instead of being served before it and missed. */
        sei();
        sleep_cpu();
        sleep_disable();
    }
}

void power_watchdog_start(void)
{
    wdt_enable(WDTO_2S);
}

void power_watchdog_kick(void)
{
    wdt_reset();
}

/* Runs before main(): no watchdog reset while the firmware starts. */
void power_watchdog_off_at_reset(void) __attribute__((naked, used, section(".init3")));

void power_watchdog_off_at_reset(void)
{
    MCUSR = 0;
    wdt_disable();
}
