/*
 * sim_power.c — pulling the plug: the supply cut at once, at a given
 * cycle, or a given time into the K-th EEPROM cell write the firmware
 * starts from a moment on; the cell whose write was under way left as the
 * torn-cell model says; and the board powered on again, as after a real
 * power-on rather than a reset: a new core (registers and RAM cleared,
 * the LCD controller, the console and the keys afresh) with the EEPROM
 * as the cut left it.
 *
 * A cut stops the core where it is (sim_state() says SIM_OFF): time no
 * longer moves (sim_run_* return at once) until sim_power_on().  The cut
 * at a cycle and the cut inside a write are cycle timers, exact to the
 * cycle (a sleeping core is woken there); the cycle count starts again
 * at 0 with each power-on, as it does with sim_open.
 *
 * The torn-cell models.  The chip erases a cell and then programs it (the
 * 3.3 ms of a write); cut in between, the datasheets promise nothing
 * about what the cell holds (docs/simulator.md, "Power cuts").  So:
 *   old     the cell keeps the value it had (the erase had not begun)
 *   new     it holds the value written (the write had ended; the
 *           EEPROM-ready interrupt had not come)
 *   erased  0xFF: erased, not yet programmed
 *   random  any byte: one per cut from a seeded generator (xorshift32),
 *           so a run is the same every time
 * A cut with no write under way changes no cell.
 *
 * The state here (model, generator, what is armed, the counts) outlives
 * the core, so it holds across power-ons; sim_power_reset() starts it
 * afresh (each script does).
 */
#include "sim/harness.h"

#include <string.h>

#include <sim_cycle_timers.h>

enum armed { ARMED_NONE, ARMED_CYCLE, ARMED_WRITE };

static struct {
    int model;                  /* enum sim_torn */
    uint32_t rng;               /* xorshift32, never 0 */
    enum armed armed;
    uint64_t at_cycle;          /* ARMED_CYCLE: when */
    uint32_t write_k;           /* ARMED_WRITE: the K-th write after writes_base */
    uint32_t write_us;          /* ... this far into it */
    uint64_t writes_seen;       /* writes started since sim_power_reset */
    uint64_t writes_base;
    int timer_set;              /* the cut's cycle timer is registered */
    uint64_t timer_cycle;       /* ... for this cycle */
    unsigned arms, armed_fired; /* cuts armed / armed cuts that came */
    unsigned cuts, cuts_torn[SIM_TORN_MODELS], boots;
    struct sim_cut last;
    int have_last;
} P;

static const char *const torn_names[SIM_TORN_MODELS] = { "old", "new", "erased", "random" };

const char *sim_torn_name(int model)
{
    return model >= 0 && model < SIM_TORN_MODELS ? torn_names[model] : "?";
}

int sim_torn_from_name(const char *name)
{
    for (int m = 0; m < SIM_TORN_MODELS; m++)
        if (!strcmp(name, torn_names[m]))
            return m;
    return -1;
}

static avr_cycle_count_t cut_timer(avr_t *avr, avr_cycle_count_t when, void *param);
static void timer_cancel(void);

void sim_power_reset(void)
{
    timer_cancel();
    memset(&P, 0, sizeof P);
    P.model = SIM_TORN_OLD;
    P.rng = 1;
}

void sim_power_torn(int model, uint32_t seed)
{
    if (model >= 0 && model < SIM_TORN_MODELS)
        P.model = model;
    if (seed)
        P.rng = seed;
}

int sim_power_torn_model(void)
{
    return P.model;
}

static uint8_t random_byte(void)
{
    P.rng ^= P.rng << 13;
    P.rng ^= P.rng >> 17;
    P.rng ^= P.rng << 5;
    return (uint8_t)(P.rng >> 24);
}

static uint8_t torn_value(uint8_t old_value, uint8_t new_value)
{
    switch (P.model) {
    case SIM_TORN_NEW: return new_value;
    case SIM_TORN_ERASED: return 0xFF;
    case SIM_TORN_RANDOM: return random_byte();
    default: return old_value;
    }
}

static void timer_cancel(void)
{
    if (P.timer_set && sim_core.open)
        avr_cycle_timer_cancel(sim_core.avr, cut_timer, NULL);
    P.timer_set = 0;
}

/* The cut's timer for cycle `at` (at once when it has passed). */
static void timer_set(uint64_t at)
{
    uint64_t now = sim_core.avr->cycle;
    timer_cancel();
    P.timer_set = 1;
    P.timer_cycle = at;
    avr_cycle_timer_register(sim_core.avr, at > now ? at - now : 1, cut_timer, NULL);
}

/* The supply fails now. */
static void cut_now(int armed)
{
    struct sim_cut *c = &P.last;
    timer_cancel();
    P.armed = ARMED_NONE;
    memset(c, 0, sizeof *c);
    c->cycle = sim_core.avr->cycle;
    c->model = P.model;
    c->armed = armed;
    if (sim_eeprom_write_under_way(&c->cell, &c->old_value, &c->new_value)) {
        c->torn = 1;
        c->left = torn_value(c->old_value, c->new_value);
        sim_eeprom_cut_write(c->left);
        P.cuts_torn[P.model]++;
    }
    P.have_last = 1;
    P.cuts++;
    if (armed)
        P.armed_fired++;
    sim_core.state = SIM_OFF;
}

static avr_cycle_count_t cut_timer(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)when;
    (void)param;
    P.timer_set = 0;
    if (sim_core.state == SIM_RUNNING)
        cut_now(1);
    return 0;
}

void sim_power_cut(void)
{
    if (sim_core.open && sim_core.state == SIM_RUNNING)
        cut_now(0);
}

void sim_power_cut_at(uint64_t cycle)
{
    if (!sim_core.open)
        return;
    P.armed = ARMED_CYCLE;
    P.at_cycle = cycle;
    P.arms++;
    if (sim_core.state == SIM_RUNNING)
        timer_set(cycle);
}

void sim_power_cut_in_write(uint32_t k, uint32_t us)
{
    if (!sim_core.open || k == 0)
        return;
    timer_cancel();
    P.armed = ARMED_WRITE;
    P.write_k = k;
    P.write_us = us;
    P.writes_base = P.writes_seen;
    P.arms++;
}

void sim_power_write_started(void)
{
    P.writes_seen++;
    if (P.armed == ARMED_WRITE && P.writes_seen - P.writes_base == P.write_k)
        timer_set(sim_core.avr->cycle +
                  (uint64_t)P.write_us * sim_core.avr->frequency / 1000000u);
}

void sim_power_after_reset(void)
{
    /* avr_reset cleared every cycle timer: the cut's is set again */
    if (P.timer_set) {
        P.timer_set = 0;
        timer_set(P.timer_cycle);
    }
}

int sim_power_cut_armed(void)
{
    return P.armed != ARMED_NONE;
}

void sim_power_counts(unsigned *arms, unsigned *armed_fired, unsigned *cuts, unsigned *boots)
{
    *arms = P.arms;
    *armed_fired = P.armed_fired;
    *cuts = P.cuts;
    *boots = P.boots;
}

unsigned sim_power_cuts_torn(int model)
{
    return model >= 0 && model < SIM_TORN_MODELS ? P.cuts_torn[model] : 0;
}

int sim_power_last_cut(struct sim_cut *c)
{
    if (P.have_last)
        *c = P.last;
    return P.have_last;
}

int sim_power_on(void)
{
    static uint8_t image[65536];
    static char elf[sizeof sim_core.elf];
    if (!sim_core.open) {
        sim_set_error("no firmware loaded");
        return -1;
    }
    /* a cut armed while the board was off is for this power-on; one
     * armed while it ran goes with the cut */
    if (sim_core.state == SIM_RUNNING)
        cut_now(0);
    timer_cancel();
    uint32_t size = sim_eeprom_size();
    if (size > sizeof image || sim_eeprom_read(0, image, size) != 0)
        size = 0;
    memcpy(elf, sim_core.elf, sizeof elf);
    int realtime = sim_core.realtime;
    sim_close();
    if (sim_open(elf, realtime) != 0)
        return -1;
    /* a power-on: the registers and the RAM hold nothing of before */
    avr_t *avr = sim_core.avr;
    memset(avr->data, 0, 32);
    memset(avr->data + avr->ioend + 1, 0, (size_t)(avr->ramend - avr->ioend));
    if (size)
        sim_eeprom_write(0, image, size);
    P.boots++;
    P.writes_base = P.writes_seen;
    if (P.armed == ARMED_CYCLE)
        timer_set(P.at_cycle);
    return 0;
}
