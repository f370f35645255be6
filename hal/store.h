/*
 * store.h — a few bytes that survive power-off and reset: the MCU's EEPROM
 * on AVR (hal/avr/store.c), a byte array in the host tests' fake.
 * Addresses start at 0; the caller keeps within STORE_SIZE of the board.
 */
#ifndef HAL_STORE_H
#define HAL_STORE_H

#include <stdint.h>

/* Copy len bytes from address addr into buf. */
void store_read(uint16_t addr, void *buf, uint16_t len);
/* Write len bytes from buf at address addr; bytes that already hold the
 * value are not written again (each EEPROM cell wears with every write). */
void store_write(uint16_t addr, const void *buf, uint16_t len);

#endif
