/*
 * power.c (AVR) — idle sleep until an interrupt raises power_wake_flag
 * (wake.h), and the watchdog.
 *
 * Idle mode stops only the CPU: what power_init left running (Timer0, the
 * 1 ms tick; the UART; the buzzer's timer, the TWI and the ADC where the
 * board uses them) keeps running.  Interrupts that do not raise the flag (most ticks)
 * send the CPU straight back to sleep without returning to the main loop.
 *
 * The watchdog resets the MCU when the main loop stops kicking it for 2 s
 * (a hang).  After such a reset the watchdog stays on with its shortest
 * period, so it is switched off first thing at start-up (.init3), before
 * the LCD's power-on wait could outlast it; main() starts it again.
 *
 * Off (power_off_sleep) is power_off.c's, on boards with auto power-off.
 *
 * At start-up (power_init) what no driver of this build uses is stopped:
 * the analog comparator, and in the power reduction registers every
 * module but those, by one rule read from the build (board.h, board.mk's
 * CAP_ flags), so that a board that moves a driver to another module
 * keeps it running without a word here:
 *   - Timer 0, the clock's tick (hal/avr/clock.c), always;
 *   - the buzzer's timer, BOARD_BUZZER_TIMER, where CAP_SOUND plays it
 *     (Timer 2 on the 328P boards, 1 on the 1284P, 3 on the Mega; an
 *     active buzzer has none: hal/avr/sound_active.c);
 *   - the console's USART, BOARD_UART (every build opens it: without the
 *     console it still answers each line);
 *   - the TWI where the display hangs on I2C, the SPI where it hangs on
 *     SPI (its descriptor's bus: DISPLAY_USES_TWI, DISPLAY_USES_SPI);
 *   - the ADC where the keys are a ladder (BOARD_KEYS_LADDER).
 * The rest (the other timers and USARTs, the TWI and ADC where no
 * driver reads them) is stopped; a stopped module does not count, send or
 * convert, and its registers cannot be written.  One store per register:
 * the reset left them 0, every module running.  The pins board.h lists
 * as unused (BOARD_UNUSED_PINS_x, a mask per port) get their pull-ups: a
 * floating input picks up noise and toggles its input buffer, which costs
 * current while awake; analog-only pins (BOARD_ANALOG_ONLY_PINS) their
 * digital input buffer off, written before the ADC's clock may stop.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/wdt.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/power.h"
#include "hal/avr/wake.h"

volatile uint8_t power_wake_flag;

/* Which timer the buzzer's driver runs (0: none, as for an active
 * buzzer; Timer 0 is kept anyway). */
#if CAP_SOUND && defined(BOARD_BUZZER_TIMER)
#define POWER_SOUND_TIMER BOARD_BUZZER_TIMER
#else
#define POWER_SOUND_TIMER 0
#endif
#if defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER
#define POWER_USES_ADC 1
#else
#define POWER_USES_ADC 0
#endif
/* The timer that polls the keys (0: none; board.h's BOARD_KEYS_POLL_TIMER). */
#ifdef BOARD_KEYS_POLL_TIMER
#define POWER_KEYS_TIMER BOARD_KEYS_POLL_TIMER
#else
#define POWER_KEYS_TIMER 0
#endif
/* The timer the display's bus counts with (0: none; BOARD_DISPLAY_TIMER). */
#ifdef BOARD_DISPLAY_TIMER
#define POWER_DISPLAY_TIMER BOARD_DISPLAY_TIMER
#else
#define POWER_DISPLAY_TIMER 0
#endif
#define POWER_USES_TIMER(n)                                                            \
    ((n) == 0 || (n) == POWER_SOUND_TIMER || (n) == POWER_KEYS_TIMER || (n) == POWER_DISPLAY_TIMER)
#define POWER_USES_USART(n) ((n) == BOARD_UART)
/* The bit that stops a module, or 0 where a driver uses it. */
#define POWER_STOP(used, bit) ((used) ? 0u : (1u << (bit)))

/* The modules every one of these MCUs has in PRR (PRR0). */
#define POWER_STOP_COMMON                                                             \
    (POWER_STOP(DISPLAY_USES_SPI, PRSPI) | POWER_STOP(POWER_USES_TIMER(1), PRTIM1) |   \
     POWER_STOP(POWER_USES_TIMER(2), PRTIM2) | POWER_STOP(POWER_USES_USART(0), PRUSART0) | \
     POWER_STOP(DISPLAY_USES_TWI, PRTWI) |                                             \
     POWER_STOP(POWER_USES_ADC, PRADC))

#if defined(__AVR_ATmega328P__) || defined(__AVR_ATmega328__)
#define POWER_PRR0 PRR
#define POWER_PRR0_STOP POWER_STOP_COMMON
#elif defined(__AVR_ATmega1284P__) || defined(__AVR_ATmega644P__)
#define POWER_PRR0 PRR0
#define POWER_PRR0_STOP (POWER_STOP_COMMON | POWER_STOP(POWER_USES_USART(1), PRUSART1))
#define POWER_PRR1_STOP POWER_STOP(POWER_USES_TIMER(3), PRTIM3)
#elif defined(__AVR_ATmega2560__)
#define POWER_PRR0 PRR0
#define POWER_PRR0_STOP POWER_STOP_COMMON
#define POWER_PRR1_STOP                                                               \
    (POWER_STOP(POWER_USES_USART(1), PRUSART1) | POWER_STOP(POWER_USES_USART(2), PRUSART2) | \
     POWER_STOP(POWER_USES_USART(3), PRUSART3) | POWER_STOP(POWER_USES_TIMER(3), PRTIM3) |   \
     POWER_STOP(POWER_USES_TIMER(4), PRTIM4) | POWER_STOP(POWER_USES_TIMER(5), PRTIM5))
#else
#error "power: this MCU's power reduction bits are not listed here"
#endif

#ifdef BOARD_SAFE_PINS
/* A pin board.h wants at a level from reset on (BOARD_SAFE_PINS): the
 * level first, then the pin an output. */
#define POWER_SAFE_PIN(port, bit, level)                                               \
    PIN_WRITE(port, bit, level);                                                       \
    PIN_OUTPUT(port, bit);

/* The safe pins, in .init3: straight after the reset's stack and zero
 * register are set, before the C runtime copies .data and clears .bss
 * (about 1.7 ms on the Mega) and before main. */
void power_safe_pins(void) __attribute__((naked, used, section(".init3")));
void power_safe_pins(void)
{
    BOARD_SAFE_PINS(POWER_SAFE_PIN)
}
#endif

void power_init(void)
{
    ACSR = (uint8_t)(1u << ACD);
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
    POWER_PRR0 = (uint8_t)(POWER_PRR0_STOP);
#ifdef POWER_PRR1_STOP
    PRR1 = (uint8_t)(POWER_PRR1_STOP);
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
