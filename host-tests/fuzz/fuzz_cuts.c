/*
 * fuzz_cuts.c — fuzzes the settings' saves (firmware/app/settings.c) with
 * power cuts, built with a board's limits (fuzz.mk: cuts-BOARD): edits,
 * saves started and restarted, cells written one at a time, a cut inside
 * any cell write under any torn-cell model, and power-ons.
 *
 * Input: byte 0 the torn-cell model (mod 4: the cell keeps its old value,
 * holds the new one, 0xFF, or byte 1), then operations, a byte each and
 * the bytes they take:
 *   E f v   an edit of the struct (a pile, the count, the light, M), kept
 *           within the limits, so every state is one the loader takes
 *   S       settings_save (again while one is under way: it restarts)
 *   T n     n + 1 settings_step calls (one cell write each)
 *   C k     the power fails inside the (k + 1)-th cell write from here
 *   P       power-on: the save under way ends, the store becomes what the
 *           cut left (if one came), settings_load
 * The store takes one poll per write, so each step writes one cell.
 *
 * Checked beyond the sanitizers, at every power-on: the settings loaded
 * are exactly those of before the save the cut hit, or exactly one of the
 * states that save was asked to write (never a mixture, never an older
 * record); with no cut, exactly one of those the last save that ended was
 * asked to write (it writes the state it began, or began again, from);
 * and the status is SETTINGS_OK whenever a save had ended before (a
 * later save comes back after the next cut).  A blank store that a cut
 * hit in its first save loads as that save's state, or as nothing:
 * SETTINGS_BLANK or SETTINGS_RESET, never "damaged" nor another version.
 */
#include <string.h>
#include "host-tests/unit/fake_store.h"
#include "fuzz.h"
#include "app/settings.h"
#include "app/ui_play.h"

#define SNAPSHOTS 1400   /* more than the edits an input can hold */

/* A set of whole states (each a struct the device held). */
struct states {
    unsigned n;
    struct settings v[SNAPSHOTS];
};

static struct settings s;        /* what the device edits */
/* What the newest record can hold: the states the last save that ended
 * was asked to write (it writes one of them: the one it began or began
 * again from last); none on a blank store. */
static struct states committed;
/* The states the save under way was asked to write, since it began. */
static struct states asked;
/* When the cut came: what the newest record could hold, and the save's. */
static struct states cut_old, cut_asked;
static int cut_seen;
static int saving;               /* a save asked for has not ended */

static void defaults(struct settings *d)
{
    memset(d, 0, sizeof *d);
    d->rule_id = RULE_ID_NIM;
    d->take_max = 3;
    d->light = SETTINGS_LIGHT_DEFAULT;
    d->code.len = 1;
    d->code.digit[0] = 7;
    d->amount_count = 1;
    d->amounts[0] = 1;
    d->count = 3;
    d->piles[0] = 3;
    d->piles[1] = 4;
    d->piles[2] = 5;
#if CAP_PLAY
    d->play_level = PLAY_LEVEL_DEFAULT;
#endif
}

static void add(struct states *set, const struct settings *v)
{
    if (set->n < SNAPSHOTS)
        set->v[set->n++] = *v;
}

static int holds(const struct states *set, const struct settings *v)
{
    for (unsigned i = 0; i < set->n; i++)
        if (!memcmp(v, &set->v[i], sizeof *v))
            return 1;
    return 0;
}

/* The save asked for has ended: the newest record is one of its states. */
static void save_ended(void)
{
    if (saving && !settings_busy()) {
        committed = asked;
        asked.n = 0;
        saving = 0;
    }
}

/* A cut that came in the last cell write noted, with what the newest
 * record could hold then and what the save under way was asked to write
 * (called before either changes: after a step, and after settings_save,
 * which writes a cell itself). */
static void note_cut(void)
{
    if (fake_store_cut_came() && !cut_seen) {
        cut_seen = 1;
        cut_old = committed;
        cut_asked = asked;
    }
}

/* One settings_step; the save's end or a cut noted. */
static void step(void)
{
    settings_step();
    note_cut();
    save_ended();
}

static void power_on(void)
{
    struct settings got;
    uint8_t status;
    while (saving)
        step();
    fake_store_power_on();
    memset(&got, 0x5A, sizeof got);
    status = settings_load(&got);
    FUZZ_CHECK(fake_store_out_of_range() == 0);
    if (cut_seen && status == SETTINGS_OK)
        FUZZ_CHECK(holds(&cut_old, &got) || holds(&cut_asked, &got));
    else if (cut_seen)
        FUZZ_CHECK(cut_old.n == 0 && (status == SETTINGS_BLANK || status == SETTINGS_RESET));
    else if (committed.n)
        FUZZ_CHECK(status == SETTINGS_OK && holds(&committed, &got));
    else
        FUZZ_CHECK(status == SETTINGS_BLANK || status == SETTINGS_RESET);
    committed.n = 0;
    if (status == SETTINGS_OK) {
        add(&committed, &got);
        s = got;
    } else {
        defaults(&s);
    }
    cut_seen = 0;
    asked.n = 0;
}

static void edit(uint8_t f, uint8_t v)
{
    switch (f % 4u) {
    case 0: s.piles[v % s.count] = (heap_t)((unsigned long)v % ((unsigned long)NB_HEAP_MAX + 1u)); break;
    case 1: s.count = (uint8_t)(1u + v % (UI_MAX_PILES < 8 ? UI_MAX_PILES : 8)); break;
    case 2: s.light = (uint8_t)(v % SETTINGS_LIGHT_COUNT); break;
    default: s.take_max = (heap_t)(1u + v % UI_MAX_TAKE); break;
    }
    if (saving)
        add(&asked, &s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t i = 2;
    int model, busy;
    if (size < 2 || size > 4096)
        return 0;
    model = data[0] % FAKE_STORE_TORN_MODELS;
    fake_store_erase();
    fake_store_write_time(1);
    defaults(&s);
    committed.n = 0;
    asked.n = 0;
    cut_seen = 0;
    saving = 0;
    power_on();   /* a blank store: nothing */
    while (i < size) {
        uint8_t op = data[i++] % 5u, a = i < size ? data[i] : 0, b = i + 1 < size ? data[i + 1] : 0;
        switch (op) {
        case 0:
            edit(a, b);
            i += 2;
            break;
        case 1:
            if (!saving)
                asked.n = 0;
            add(&asked, &s);
            settings_save(&s);
            note_cut();   /* its own first cell write may be the one cut */
            busy = settings_busy();   /* (once: asking polls the store) */
            if (saving && !busy)
                committed = asked;   /* the save under way had just ended */
            saving = busy;
            if (!saving)
                asked.n = 0;   /* the newest record holds it: nothing written */
            break;
        case 2:
            for (unsigned n = 0; n <= a % 32u; n++)
                step();
            i++;
            break;
        case 3:
            fake_store_cut_in_write(1u + a, model, data[1]);
            cut_seen = 0;
            i++;
            break;
        default:
            power_on();
            break;
        }
    }
    power_on();
    return 0;
}
