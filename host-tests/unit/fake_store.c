/*
 * fake_store.c — the store (hal/store.h) for host tests: a byte array that
 * starts erased (0xFF, like a new EEPROM) and counts the bytes written.
 * A cell is written at once; store_busy() then says 1 for as many polls
 * as fake_store_write_time() set, so tests can step a save cell by cell.
 * A power cut inside the K-th cell write from a moment on keeps aside the
 * image the next power-on finds (the cells written before it, that cell
 * torn as a model says) while the test goes on; fake_store_power_on()
 * puts it back.
 */
#include <string.h>

#include "fake_store.h"
#include "hal/store.h"

static uint8_t cells[FAKE_STORE_SIZE];
static unsigned writes;
static uint16_t cell_writes[FAKE_STORE_SIZE];
static unsigned out_of_range;
static unsigned write_time, busy_left, waits;
static struct { uint16_t addr; uint8_t value; } write_log[FAKE_STORE_LOG];
static unsigned logged, logging;

/* The power cut armed (fake_store_cut_in_write) and the image it left. */
static struct {
    unsigned armed, k, seen, came;
    int model;
    uint8_t value;
    uint8_t image[FAKE_STORE_SIZE];
} cut;

void fake_store_log_start(void)
{
    logged = 0;
    logging = 1;
}

unsigned fake_store_log_count(void)
{
    return logged;
}

void fake_store_log_entry(unsigned i, uint16_t *addr, uint8_t *value)
{
    *addr = write_log[i].addr;
    *value = write_log[i].value;
}

void fake_store_erase(void)
{
    memset(cells, 0xFF, sizeof cells);
    memset(cell_writes, 0, sizeof cell_writes);
    writes = 0;
    logged = 0;
    logging = 0;
    out_of_range = 0;
    write_time = 0;
    busy_left = 0;
    waits = 0;
    cut.armed = 0;
    cut.came = 0;
}

void fake_store_write_time(unsigned polls)
{
    write_time = polls;
}

unsigned fake_store_waits(void)
{
    return waits;
}

/* A read or write must wait for the write under way: counted, then done. */
static void wait_for_write(void)
{
    if (busy_left) {
        waits++;
        busy_left = 0;
    }
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
    wait_for_write();
    if ((uint32_t)addr + len > FAKE_STORE_SIZE) {
        out_of_range++;
        memset(buf, 0xFF, len);
        return;
    }
    memcpy(buf, cells + addr, len);
}

/* The cut comes inside this write: the image as the power-on finds it. */
static void cut_keep(uint16_t addr, uint8_t old_value, uint8_t new_value)
{
    memcpy(cut.image, cells, sizeof cut.image);
    cut.image[addr] = cut.model == FAKE_STORE_TORN_OLD ? old_value
                      : cut.model == FAKE_STORE_TORN_NEW ? new_value
                      : cut.model == FAKE_STORE_TORN_ERASED ? 0xFFu : cut.value;
    cut.armed = 0;
    cut.came = 1;
}

void fake_store_cut_in_write(unsigned k, int model, uint8_t value)
{
    cut.armed = k != 0;
    cut.k = k;
    cut.seen = 0;
    cut.came = 0;
    cut.model = model;
    cut.value = value;
}

int fake_store_cut_came(void)
{
    return (int)cut.came;
}

void fake_store_power_on(void)
{
    if (cut.came)
        memcpy(cells, cut.image, sizeof cells);
    cut.armed = 0;
    cut.came = 0;
    busy_left = 0;
}

void store_update(uint16_t addr, uint8_t value)
{
    wait_for_write();
    if (addr >= FAKE_STORE_SIZE) {
        out_of_range++;
        return;
    }
    if (cells[addr] == value)
        return;
    if (cut.armed && ++cut.seen == cut.k)
        cut_keep(addr, cells[addr], value);
    cells[addr] = value;
    if (logging && logged < FAKE_STORE_LOG) {
        write_log[logged].addr = addr;
        write_log[logged].value = value;
        logged++;
    }
    writes++;
    cell_writes[addr]++;
    busy_left = write_time;
}

uint8_t store_busy(void)
{
    if (!busy_left)
        return 0;
    busy_left--;
    return 1;
}
