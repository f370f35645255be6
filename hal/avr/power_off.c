/*
 * power_off.c (AVR) — the deepest sleep, until a button.
 *
 * On boards with auto power-off only (board.mk: CAP_POWER_OFF; no other
 * board compiles this file): power-down, where the oscillator stops and only a pin change, INTn, TWI address
 * match or the watchdog wake the chip.  Before it: the watchdog off (it
 * would reset the chip in 2 s), Timer0's tick stopped (clock_pause: the
 * chip stops it anyway; a simulator that runs timers in every sleep mode
 * would not), the analog comparator and every module of the power
 * reduction registers off (PRR0, PRR1), the ADC disabled first as the
 * datasheet asks; the brown-out detector is switched off for the sleep
 * itself by the BODS timed sequence (BODS, then SLEEP within 3 cycles:
 * sleep_bod_disable, SEI, SLEEP), which the 1284P, 328P and others have.
 * A button's pin change (keys_buttons.c raises power_wake_flag) wakes it;
 * everything comes back as it was, the watchdog last.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/wdt.h>

#include "hal/clock.h"
#include "hal/power.h"
#include "hal/avr/wake.h"

/* The power reduction register: PRR0 on the 1284P and the 2560, PRR on
 * the 328P (which has no PRR1). */
#if !defined(PRR0) && defined(PRR)
#define PRR0 PRR
#endif

void power_off_sleep(void)
{
    uint8_t prr0 = PRR0, adc = ADCSRA, acsr = ACSR;
#ifdef PRR1
    uint8_t prr1 = PRR1;
#endif
    wdt_disable();
    clock_pause();
    /* from here a button's pin change is remembered, even one that comes
     * before the SLEEP: then it does not sleep at all */
    power_wake_flag = 0;
    ADCSRA = 0;
    ACSR = (uint8_t)(1u << ACD);
    PRR0 = 0xFF;
#ifdef PRR1
    PRR1 = 0xFF;
#endif
    set_sleep_mode(SLEEP_MODE_PWR_DOWN);
    cli();
    if (!power_wake_flag) {
        sleep_enable();
#ifdef sleep_bod_disable
        sleep_bod_disable();
#endif
        sei();
        sleep_cpu();
        sleep_disable();
    }
    sei();
    power_wake_flag = 0;
#ifdef PRR1
    PRR1 = prr1;
#endif
    PRR0 = prr0;
    ACSR = acsr;
    ADCSRA = adc;
    clock_resume();
    power_watchdog_start();
}
