/*
 * store.c (AVR) — the store on the MCU's EEPROM through avr-libc, which
 * waits for each cell's write (about 3.4 ms) and skips cells that already
 * hold the value.
 */
#include <avr/eeprom.h>

#include "hal/store.h"

void store_read(uint16_t addr, void *buf, uint16_t len)
{
    eeprom_read_block(buf, (const void *)addr, len);
}

void store_write(uint16_t addr, const void *buf, uint16_t len)
{
    eeprom_update_block(buf, (void *)addr, len);
}
