/*
 * sim_eeprom.c — the MCU's EEPROM written and read directly, as a damaged
 * or foreign record would leave it (the firmware itself writes it through
 * its registers, which simavr models).
 */
#include "sim/sim_int.h"

#include <string.h>

#include <avr_eeprom.h>

/* The core's EEPROM: its bytes, or NULL when it has none. */
static uint8_t *eeprom_bytes(uint32_t *size)
{
    avr_eeprom_desc_t d = { .ee = NULL, .offset = 0, .size = 0 };
    if (!sim_core.open)
        return NULL;
    /* simavr 1.6 answers -1 even when it succeeds: d.ee tells */
    avr_ioctl(sim_core.avr, AVR_IOCTL_EEPROM_GET, &d);
    if (!d.ee)
        return NULL;
    *size = sim_core.avr->e2end + 1;
    return d.ee;
}

/* The EEPROM bytes addr..addr+len-1, or NULL when they are not all there. */
static uint8_t *eeprom_range(uint32_t addr, size_t len)
{
    uint32_t size = 0;
    uint8_t *ee = eeprom_bytes(&size);
    return ee && addr <= size && len <= size - addr ? ee + addr : NULL;
}

int sim_eeprom_write(uint32_t addr, const uint8_t *data, size_t len)
{
    uint8_t *ee = eeprom_range(addr, len);
    if (!ee)
        return -1;
    memcpy(ee, data, len);
    return 0;
}

int sim_eeprom_read(uint32_t addr, uint8_t *data, size_t len)
{
    const uint8_t *ee = eeprom_range(addr, len);
    if (!ee)
        return -1;
    memcpy(data, ee, len);
    return 0;
}

uint32_t sim_eeprom_size(void)
{
    uint32_t size = 0;
    return eeprom_bytes(&size) ? size : 0;
}
