/*
 * sim_eeprom.c — the MCU's EEPROM written and read directly, as a damaged
 * or foreign record would leave it (the firmware itself writes it through
 * its registers), the time each cell's write takes, and its wear: every
 * write the firmware starts is counted per cell.
 *
 * A write starts when EECR is written with EEPE set while EEMPE was
 * already set (the datasheet's sequence).  simavr's own EEPROM module
 * stores the byte and clears EEPE at once; the chip takes 3.3 ms (its own
 * RC oscillator, whatever the CPU clock), with EEPE set until the end,
 * then raises the EEPROM-ready interrupt.  So the harness's handler for
 * EECR sits in front of the module's: it counts the cell EEAR names,
 * stores the byte, keeps EEPE set for EEPROM_WRITE_US of simulated time
 * and raises the ready interrupt at the end.  Other EECR writes (a read,
 * EERIE) go to the module, with EEPE put back while a write is under way.
 * The ready interrupt is a level on the chip (it fires while EERIE is set
 * and no write is under way): it is raised at the end of each write and
 * when EERIE is set with no write under way, which is every moment a
 * handler that turns EERIE off or starts a write can see.  A write started
 * while one is under way is ignored and reported (the datasheet leaves it
 * undefined).  Cells written by sim_eeprom_write (a script's damaged
 * record) are not counted.  A power cut during a write (sim_power.c)
 * ends it at once, the cell left as the torn-cell model says: the write
 * under way is kept here (its cell, the value before and the value
 * written) for that.
 */
#include "sim/harness.h"

#include <stdio.h>
#include <string.h>

#include <avr_eeprom.h>

#define WEAR_CELLS 4096
/* One cell's erase and write: the datasheets' typical 3.3 ms. */
#define EEPROM_WRITE_US 3300

static struct {
    avr_eeprom_t *ee;        /* simavr's module (NULL: none) */
    avr_io_write_t module_write;
    void *module_param;
    uint32_t writes[WEAR_CELLS];
    uint64_t total;
    uint64_t since;          /* cycle the count started */
    int busy;                /* a write under way (EEPE set) */
    uint32_t busy_cell;      /* ... its cell, what it held before, what is written */
    uint8_t busy_old, busy_new;
    uint64_t overlaps;       /* writes started while one was under way */
} W;

/* The write under way ended: EEPE clear, the ready interrupt raised. */
static avr_cycle_count_t write_done(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)when;
    (void)param;
    W.busy = 0;
    avr_regbit_clear(avr, W.ee->eepe);
    avr_raise_interrupt(avr, &W.ee->ready);
    return 0;
}

/* EECR written: a write started is counted, stored and timed here; the
 * rest goes to the module. */
static void eecr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    avr_eeprom_t *p = W.ee;
    uint8_t eepe = (uint8_t)(1u << p->eepe.bit), eempe = (uint8_t)(1u << p->eempe.bit);
    if (avr_regbit_get(avr, p->eempe) && (v & eepe)) {
        uint32_t cell = avr->data[p->r_eearl];
        if (p->r_eearh)
            cell |= (uint32_t)avr->data[p->r_eearh] << 8;
        if (W.busy) {
            if (!W.overlaps++)
                fprintf(stderr, "nimbox-sim: EEPROM write of cell %u started at cycle %llu while "
                        "one was under way (ignored)\n", (unsigned)cell,
                        (unsigned long long)avr->cycle);
            avr->data[p->r_eecr] = (uint8_t)((v & ~eempe) | eepe);
            return;
        }
        if (cell < WEAR_CELLS && cell < p->size) {
            W.writes[cell]++;
            W.total++;
        }
        W.busy_cell = cell;
        W.busy_new = avr->data[p->r_eedr];
        W.busy_old = cell < p->size ? p->eeprom[cell] : 0xFF;
        if (cell < p->size)
            p->eeprom[cell] = W.busy_new;
        avr->data[p->r_eecr] = (uint8_t)((v & ~eempe) | eepe);
        W.busy = 1;
        avr_cycle_timer_register_usec(avr, EEPROM_WRITE_US, write_done, NULL);
        sim_power_write_started();
        return;
    }
    W.module_write(avr, addr, v, param);
    if (W.busy)
        avr_regbit_set(avr, p->eepe);   /* the module clears it */
    else if (avr_regbit_get(avr, p->ready.enable))
        avr_raise_interrupt(avr, &p->ready);
}

void sim_eeprom_attach(void)
{
    memset(&W, 0, sizeof W);
    avr_t *avr = sim_core.avr;
    for (avr_io_t *io = avr->io_port; io; io = io->next)
        if (io->kind && !strcmp(io->kind, "eeprom"))
            W.ee = (avr_eeprom_t *)io;
    if (!W.ee)
        return;
    avr_io_addr_t a = AVR_DATA_TO_IO(W.ee->r_eecr);
    W.module_write = avr->io[a].w.c;
    W.module_param = avr->io[a].w.param;
    if (!W.module_write) {
        W.ee = NULL;   /* no module to hand writes to: leave it alone */
        return;
    }
    avr->io[a].w.c = eecr_write;
}

void sim_eeprom_after_reset(void)
{
    /* a reset ends the write under way (the cell keeps what was stored) */
    if (W.ee && W.busy) {
        avr_cycle_timer_cancel(sim_core.avr, write_done, NULL);
        W.busy = 0;
        avr_regbit_clear(sim_core.avr, W.ee->eepe);
    }
}

int sim_eeprom_write_under_way(uint32_t *cell, uint8_t *old_value, uint8_t *new_value)
{
    if (!W.ee || !W.busy)
        return 0;
    *cell = W.busy_cell;
    *old_value = W.busy_old;
    *new_value = W.busy_new;
    return 1;
}

void sim_eeprom_cut_write(uint8_t left)
{
    if (!W.ee || !W.busy)
        return;
    avr_cycle_timer_cancel(sim_core.avr, write_done, NULL);
    W.busy = 0;
    if (W.busy_cell < W.ee->size)
        W.ee->eeprom[W.busy_cell] = left;
}

uint64_t sim_eeprom_writes(void)
{
    return W.total;
}

uint32_t sim_eeprom_cell_writes(uint32_t addr)
{
    return addr < WEAR_CELLS ? W.writes[addr] : 0;
}

int sim_eeprom_hottest(uint32_t *addr, uint32_t *count)
{
    uint32_t best = 0;
    for (uint32_t i = 1; i < WEAR_CELLS; i++)
        if (W.writes[i] > W.writes[best])
            best = i;
    *addr = best;
    *count = W.writes[best];
    return W.total != 0;
}

void sim_eeprom_wear_clear(void)
{
    memset(W.writes, 0, sizeof W.writes);
    W.total = 0;
    W.since = sim_cycles();
}

uint64_t sim_eeprom_wear_since(void)
{
    return W.since;
}

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
