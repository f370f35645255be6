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
 *
 * At start-up (power_init) what nothing uses is stopped: the analog
 * comparator, and in the power reduction registers the modules no driver
 * of any board uses (SPI; the spare USARTs and timers where the MCU has
 * them: avr/power.h defines a macro only for what the MCU has).  Modules
 * a driver may use (Timer 0/1/2, the TWI, the ADC, USART 0) stay with
 * their drivers.  The pins board.h lists as unused (BOARD_UNUSED_PINS_x,
 * a mask per port) get their pull-ups: a floating input picks up noise
 * and toggles its input buffer, which costs current while awake.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/power.h>
#include <avr/sleep.h>
#include <avr/wdt.h>

#include "board.h"
#include "hal/power.h"
#include "hal/avr/wake.h"

volatile uint8_t power_wake_flag;

void power_init(void)
{
    ACSR = (uint8_t)(1u << ACD);
#ifdef power_spi_disable
    power_spi_disable();
#endif
#ifdef power_usart1_disable
    power_usart1_disable();
#endif
#ifdef power_usart2_disable
    power_usart2_disable();
#endif
#ifdef power_usart3_disable
    power_usart3_disable();
#endif
#ifdef power_timer3_disable
    power_timer3_disable();
#endif
#ifdef power_timer4_disable
    power_timer4_disable();
#endif
#ifdef power_timer5_disable
    power_timer5_disable();
#endif
#ifdef BOARD_UNUSED_PINS_A
    PORTA |= (uint8_t)(BOARD_UNUSED_PINS_A);
#endif
#ifdef BOARD_UNUSED_PINS_B
    PORTB |= (uint8_t)(BOARD_UNUSED_PINS_B);
#endif
#ifdef BOARD_UNUSED_PINS_C
    PORTC |= (uint8_t)(BOARD_UNUSED_PINS_C);
#endif
#ifdef BOARD_UNUSED_PINS_D
    PORTD |= (uint8_t)(BOARD_UNUSED_PINS_D);
#endif
#ifdef BOARD_ANALOG_ONLY_PINS
    DIDR0 |= (uint8_t)(BOARD_ANALOG_ONLY_PINS);   /* no digital input buffer */
#endif
}

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
