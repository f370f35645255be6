/*
 * store.c (AVR) — the store on the MCU's EEPROM.  A write is started and
 * left to the EEPROM (about 3.3 ms a cell, on its own oscillator); its
 * end raises the EEPROM-ready interrupt, which ends power_idle() (wake.h)
 * so the main loop can start the next cell.  The ready interrupt is a
 * level (it fires as long as no write is under way), so its handler turns
 * itself off; each started write turns it on again.
 */
#include <avr/eeprom.h>
#include <avr/interrupt.h>
#include <avr/io.h>

#include "hal/store.h"
#include "hal/avr/wake.h"

void store_read(uint16_t addr, void *buf, uint16_t len)
{
    /* avr-libc waits for a write under way before reading */
    eeprom_read_block(buf, (const void *)addr, len);
}

void store_update(uint16_t addr, uint8_t value)
{
    /* avr-libc compares, then starts the write (EEMPE then EEPE, with
     * interrupts off between) and returns without waiting for it; it
     * clears EERIE on the way */
    eeprom_update_byte((uint8_t *)addr, value);
    if (EECR & _BV(EEPE))
        EECR |= _BV(EERIE);
}

uint8_t store_busy(void)
{
    return (EECR & _BV(EEPE)) != 0;
}

/* The write ended: wake the main loop (once; the next write re-arms). */
ISR(EE_READY_vect)
{
    EECR &= (uint8_t)~_BV(EERIE);
    power_wake_flag = 1;
}
