/*
 * fake_store.c — the store (hal/store.h) for host tests: a byte array that
 * starts erased (0xFF, like a new EEPROM) and counts the bytes written.
 */
#include <string.h>

#include "fake_store.h"
#include "hal/store.h"

static uint8_t cells[FAKE_STORE_SIZE];
static unsigned writes;
static uint16_t cell_writes[FAKE_STORE_SIZE];
static unsigned out_of_range;

void fake_store_erase(void)
{
    memset(cells, 0xFF, sizeof cells);
    memset(cell_writes, 0, sizeof cell_writes);
    writes = 0;
    out_of_range = 0;
}

uint8_t *fake_store_cells(void)
{
    return cells;
}

unsigned fake_store_writes(void)
{
    return writes;
}

unsigned fake_store_most_writes(void)
{
    unsigned most = 0, i;
    for (i = 0; i < FAKE_STORE_SIZE; i++)
        if (cell_writes[i] > most)
            most = cell_writes[i];
    return most;
}

unsigned fake_store_out_of_range(void)
{
    return out_of_range;
}

void store_read(uint16_t addr, void *buf, uint16_t len)
{
    if ((uint32_t)addr + len > FAKE_STORE_SIZE) {
        out_of_range++;
        memset(buf, 0xFF, len);
        return;
    }
    memcpy(buf, cells + addr, len);
}

void store_write(uint16_t addr, const void *buf, uint16_t len)
{
    const uint8_t *b = buf;
    uint16_t i;
    if ((uint32_t)addr + len > FAKE_STORE_SIZE) {
        out_of_range++;
        return;
    }
    for (i = 0; i < len; i++) {
        if (cells[addr + i] != b[i]) {
            cells[addr + i] = b[i];
            writes++;
            cell_writes[addr + i]++;
        }
    }
}
