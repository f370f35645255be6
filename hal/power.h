/*
 * power.h — sleeping between events, and the watchdog.
 *
 * The CPU sleeps in the mode that keeps the timers and the UART running
 * (idle): the 1 ms tick goes on counting, and the main loop wakes only when
 * there is something to look at — a received byte, a key's pin change on
 * boards with discrete buttons, or every clock_wake_every() ticks to poll
 * the keys and the timeouts.
 */
#ifndef HAL_POWER_H
#define HAL_POWER_H

/* Sleep until the next wake-up (see above); returns with interrupts on. */
void power_idle(void);
/* Start the watchdog: the MCU resets unless power_watchdog_kick is called
 * at least every 2 s. */
void power_watchdog_start(void);
/* Tell the watchdog the main loop is alive. */
void power_watchdog_kick(void);

#endif
