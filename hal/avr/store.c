/*
 * store.c (AVR) — the store on the MCU's EEPROM.  A write is started and
 * left to the EEPROM (about 3.3 ms a cell, on its own oscillator); its
 * end raises the EEPROM-ready interrupt, which ends power_idle() (wake.h)
 * so the main loop can start the next cell.  The ready interrupt is a
 * level (it fires as long as no write is under way), so its handler turns
 * itself off; each started write turns it on again, in the very write of
 * EECR that starts it (EECR is left alone while a write lasts).
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
    uint8_t sreg;
    if (eeprom_read_byte((const uint8_t *)addr) == value)   /* after any write under way */
        return;
    EEAR = addr;
    EEDR = value;
    sreg = SREG;
    cli();
    /* EEMPE, then EEPE within four cycles (erase and write: EEPM 0), with
     * EERIE in the same write: the ready interrupt can only come at the end
     * of this write, and EECR is not written again while it lasts */
    EECR = _BV(EEMPE);
    EECR = _BV(EEMPE) | _BV(EEPE) | _BV(EERIE);
    SREG = sreg;
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
