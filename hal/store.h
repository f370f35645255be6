/*
 * store.h — a few bytes that survive power-off and reset: the MCU's EEPROM
 * on AVR (hal/avr/store.c), a byte array in the host tests' fake.
 * Addresses start at 0; the caller keeps within STORE_SIZE of the board.
 *
 * Writing goes one cell at a time and does not wait for the cell: an
 * EEPROM cell takes about 3.3 ms to erase and write, and the program goes
 * on meanwhile (keys, console, screen).  store_busy() says whether a cell
 * is still being written.  On AVR the end of each write wakes
 * power_idle() (hal/power.h), so a main loop that starts the next cell
 * when it wakes keeps the EEPROM writing without polling it.
 */
#ifndef HAL_STORE_H
#define HAL_STORE_H

#include <stdint.h>

/* Copy len bytes from address addr into buf (after the write under way). */
void store_read(uint16_t addr, void *buf, uint16_t len);
/* Start writing value into the cell at addr unless it holds it already
 * (each write wears the cell; store_busy() tells whether one started).
 * Waits for the write under way first: call it when !store_busy(). */
void store_update(uint16_t addr, uint8_t value);
/* 1 while a cell is being written. */
uint8_t store_busy(void);

#endif
