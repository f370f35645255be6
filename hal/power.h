/*
 * power.h — sleeping between events, and the watchdog.
 *
 * The CPU sleeps in the mode that keeps the timers and the UART running
 * (idle): the 1 ms tick goes on counting, and the main loop wakes only when
 * there is something to look at — a received byte, a key's pin change on
 * boards with discrete buttons, or every clock_wake_every() ticks to poll
 * the keys and the timeouts.
 *
 * Boards with auto power-off (board.mk: CAP_POWER_OFF; the LCD's supply
 * switch, board.h: BOARD_LCD_POWER_PORT, and buttons) can also switch
 * themselves off: power_off_sleep (hal/avr/power_off.c, linked on those
 * boards only) puts the MCU in power-down, its deepest sleep, until a
 * button is pressed.  The caller saves what must survive and cuts the LCD
 * first (app/power_off.c); see docs/power.md for the figures.
 */
#ifndef HAL_POWER_H
#define HAL_POWER_H

/* At start-up, before the drivers: the modules no driver of this build
 * uses stopped (the analog comparator, and in the power reduction
 * registers all but Timer 0, the buzzer's timer under CAP_SOUND, the
 * console's USART, the TWI for an I2C LCD and the ADC for a key ladder:
 * hal/avr/power.c has the rule) and the pins board.h lists as unused
 * pulled up (BOARD_UNUSED_PINS_x), so no input floats and toggles while
 * awake. */
void power_init(void);
/* Sleep until the next wake-up (see above); returns with interrupts on. */
void power_idle(void);
/* Start the watchdog: the MCU resets unless power_watchdog_kick is called
 * at least every 2 s. */
void power_watchdog_start(void);
/* Tell the watchdog the main loop is alive. */
void power_watchdog_kick(void);

/* Power-down until a button's pin change (CAP_POWER_OFF boards): the
 * watchdog, the tick and the other peripherals stopped, the brown-out
 * detector off while asleep; all restarted before it returns.  It returns
 * on any pin change of the buttons, a release too (the caller decides),
 * and at once if one came since it was called. */
void power_off_sleep(void);

#endif
