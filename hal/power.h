/*
 * power.h — sleeping between events.
 */
#ifndef HAL_POWER_H
#define HAL_POWER_H

/* Sleep until the next interrupt (timer tick, UART byte), keeping timers.
 * Returns with interrupts enabled.  An event that arrives between the
 * caller's last look and the sleep is seen after the next 1 ms tick at
 * worst, since the tick keeps waking the CPU. */
void power_idle(void);

#endif
