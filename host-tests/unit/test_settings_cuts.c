/*
 * test_settings_cuts.c — a power cut during a settings save
 * (firmware/app/settings.c), at every cell of the record and under every
 * model of the cell the cut hits.  The store after a cut inside cell K of
 * a save is: the cells before K as the finished save leaves them, cell K
 * torn, the cells after K as they were.  A torn cell holds its old value,
 * the new one, 0xFF (erased, not yet programmed) or any other value.
 * After each cut the loader must give back the old settings or the new
 * ones, exactly, and the save after it must come back too.  Covered:
 * saves into a fresh slot and into a reused one (the newest record in the
 * last slot, ties of the sequence number included), across the sequence
 * counter's wrap, the very first save of a blank store, and a struct that
 * is in the middle of an edit while a save is under way.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "fake_store.h"
#include "app/settings.h"
#include "core/rule.h"

#define RECORD_SIZE (SETTINGS_HEADER + sizeof(struct settings) + SETTINGS_TRAILER)

/* What a torn cell holds (the values a model gives for it). */
enum torn { TORN_OLD, TORN_NEW, TORN_ERASED, TORN_VALUE };

static uint8_t before[FAKE_STORE_SIZE], after[FAKE_STORE_SIZE];
/* Cut points tried, for the closing line. */
static unsigned cuts_tried;

/* A valid settings struct; piles p0 p1 p2. */
static void sample(struct settings *s, heap_t p0, heap_t p1, heap_t p2)
{
    memset(s, 0, sizeof *s);
    s->rule_id = RULE_ID_SUB;
    s->code.len = 1;
    s->take_max = 3;
    s->amount_count = 2;
    s->amounts[0] = 1;
    s->amounts[1] = 3;
    s->count = 3;
    s->piles[0] = p0;
    s->piles[1] = p1;
    s->piles[2] = p2;
    s->term_count = 1;
#if CAP_PLAY
    s->play_level = 3;
#endif
}

/* The store as a boot leaves it: loaded, the next slot chosen. */
static uint8_t boot(struct settings *got)
{
    return settings_load(got);
}

static int setup(void **state)
{
    struct settings t;
    (void)state;
    fake_store_erase();
    boot(&t);
    return 0;
}

/* n saves, each with its own first pile (from `first`), flushed. */
static void saves(unsigned n, heap_t first)
{
    struct settings s;
    unsigned i;
    for (i = 0; i < n; i++) {
        sample(&s, (heap_t)(first + i), 4, 5);
        settings_save(&s);
        settings_flush();
    }
}

/* The store as a cut inside the k-th cell write of the save logged
 * leaves it: `before`, the writes before the k-th done, the k-th's cell
 * torn under model m (value v for TORN_VALUE).  Returns the cell's
 * offset in its slot. */
static unsigned cut_at(unsigned k, enum torn m, uint8_t v)
{
    uint8_t *cells = fake_store_cells();
    uint16_t addr;
    uint8_t value;
    unsigned i;
    memcpy(cells, before, FAKE_STORE_SIZE);
    for (i = 0; i < k; i++) {
        fake_store_log_entry(i, &addr, &value);
        cells[addr] = value;
    }
    fake_store_log_entry(k, &addr, &value);
    cells[addr] = m == TORN_OLD ? cells[addr]
                : m == TORN_NEW ? value
                : m == TORN_ERASED ? 0xFFu : v;
    return addr % (unsigned)RECORD_SIZE;
}

/* Torn values tried at cell offset `at` of a slot under TORN_VALUE: all
 * 256 at the magic, the sequence number and the CRC, three elsewhere. */
static unsigned torn_values(unsigned at)
{
    return at == 0 || at == SETTINGS_HEADER - 1u || at >= RECORD_SIZE - SETTINGS_TRAILER ? 256u : 3u;
}

/* With the store as it is and `old` loaded (status old_status), save
 * `now` to the end, then cut the power inside every cell write of that
 * save under every model: each boot gives old or new exactly, and a
 * later save comes back after the next boot.  Returns the cut points
 * tried (each cell write under each model and torn value). */
static unsigned cuts_of_one_save(const struct settings *old, uint8_t old_status,
                                 const struct settings *now)
{
    struct settings got, later;
    unsigned k, n, tried = 0, value, at;
    enum torn m;
    uint8_t status;
    memcpy(before, fake_store_cells(), FAKE_STORE_SIZE);
    fake_store_log_start();
    settings_save(now);
    settings_flush();
    n = fake_store_log_count();
    assert_true(n > 0 && n < FAKE_STORE_LOG);
    memcpy(after, fake_store_cells(), FAKE_STORE_SIZE);
    for (k = 0; k < n; k++) {
        for (m = TORN_OLD; m <= TORN_VALUE; m++) {
            at = cut_at(k, m, 0);
            for (value = 0; value < (m == TORN_VALUE ? torn_values(at) : 1u); value++) {
                uint8_t v = (uint8_t)(torn_values(at) == 256u ? value : 0x55u * (value + 1u));
                cut_at(k, m, v);
                tried++;
                status = boot(&got);
                /* old or new, exactly: nothing else is ever loaded */
                if (!(status == SETTINGS_OK && memcmp(&got, now, sizeof got) == 0)) {
                    assert_int_equal(status, old_status);
                    if (old_status == SETTINGS_OK)
                        assert_memory_equal(&got, old, sizeof got);
                }
                /* and a later save comes back after the next boot */
                sample(&later, 77, 7, 7);
                settings_save(&later);
                settings_flush();
                assert_int_equal(boot(&got), SETTINGS_OK);
                assert_memory_equal(&got, &later, sizeof got);
            }
        }
    }
    memcpy(fake_store_cells(), after, FAKE_STORE_SIZE);
    assert_int_equal(boot(&got), SETTINGS_OK);
    assert_memory_equal(&got, now, sizeof got);
    return tried;
}

/* The newest record in the last slot, the next save into slot 0 (a
 * reused slot): a cut that leaves slot 0's sequence cell equal to the
 * newest's (a tie) must not hide the newest. */
static void test_a_torn_sequence_tie_never_hides_the_newest(void **state)
{
    struct settings old, now, got;
    unsigned n = settings_slots();
    (void)state;
    saves(2u * n, 100);   /* every slot written twice: slot n-1 newest */
    assert_int_equal(settings_next_slot(), 0);
    assert_int_equal(boot(&old), SETTINGS_OK);
    assert_int_equal(old.piles[0], 100 + 2u * n - 1u);
    /* the exact case: slot 0's sequence cell made the newest's, the rest
     * of slot 0 the record it held before */
    fake_store_cells()[SETTINGS_HEADER - 1u] =
        fake_store_cells()[(n - 1u) * RECORD_SIZE + SETTINGS_HEADER - 1u];
    assert_int_equal(boot(&got), SETTINGS_OK);
    assert_memory_equal(&got, &old, sizeof got);
    /* the next save goes over the torn slot and comes back */
    assert_int_equal(settings_next_slot(), 0);
    sample(&now, 9, 9, 9);
    settings_save(&now);
    settings_flush();
    assert_int_equal(boot(&got), SETTINGS_OK);
    assert_memory_equal(&got, &now, sizeof got);
}

/* Every cell of a save into a reused slot (and the tie's slot), every
 * model. */
static void test_cuts_in_a_reused_slot(void **state)
{
    struct settings old, now;
    unsigned n = settings_slots();
    (void)state;
    saves(n, 200);
    assert_int_equal(boot(&old), SETTINGS_OK);
    sample(&now, 3, 1, 4);
    cuts_tried += cuts_of_one_save(&old, SETTINGS_OK, &now);
}

/* Every cell of a save into a fresh (blank) slot, every model. */
static void test_cuts_in_a_fresh_slot(void **state)
{
    struct settings old, now;
    (void)state;
    saves(2, 10);
    assert_int_equal(boot(&old), SETTINGS_OK);
    assert_int_equal(settings_next_slot(), 2);
    sample(&now, 2, 7, 1);
    cuts_tried += cuts_of_one_save(&old, SETTINGS_OK, &now);
}

/* Around the sequence counter's wrap (255 -> 0): saves 250..260, a cut
 * at every cell of each. */
static void test_cuts_across_the_sequence_wrap(void **state)
{
    struct settings old, now;
    unsigned i;
    (void)state;
    saves(250, 1000);
    for (i = 0; i < 10; i++) {
        assert_int_equal(boot(&old), SETTINGS_OK);
        sample(&now, (heap_t)(50 + i), 8, 8);
        cuts_tried += cuts_of_one_save(&old, SETTINGS_OK, &now);
        settings_save(&now);
        settings_flush();
    }
    assert_int_equal(boot(&old), SETTINGS_OK);
    assert_int_equal(old.piles[0], 59);
}

/* The very first save of a blank store cut short: nothing was saved
 * before, so the defaults ("Settings reset" or, before any cell was
 * written, "Fresh settings"), never a stuck store. */
static void test_cuts_in_the_first_save(void **state)
{
    struct settings now, got, later;
    unsigned k, n, tried = 0;
    enum torn m;
    uint8_t status;
    (void)state;
    memcpy(before, fake_store_cells(), FAKE_STORE_SIZE);
    fake_store_log_start();
    sample(&now, 1, 2, 3);
    settings_save(&now);
    settings_flush();
    n = fake_store_log_count();
    for (k = 0; k < n; k++)
        for (m = TORN_OLD; m <= TORN_VALUE; m++) {
            cut_at(k, m, 0x5A);
            tried++;
            status = boot(&got);
            if (status == SETTINGS_OK)
                assert_memory_equal(&got, &now, sizeof got);
            else
                assert_true(status == SETTINGS_BLANK || status == SETTINGS_RESET);
            /* a cell written past the header: the device says "reset" */
            if (k >= SETTINGS_HEADER && k + 1u < n)
                assert_int_equal(status, SETTINGS_RESET);
            sample(&later, 5, 5, 5);
            settings_save(&later);
            settings_flush();
            assert_int_equal(boot(&got), SETTINGS_OK);
            assert_memory_equal(&got, &later, sizeof got);
        }
    assert_int_equal(tried, 4u * n);
    cuts_tried += tried;
    /* the first cell write (the unmark) torn to the magic itself, the
     * rest erased: nothing saved, not another version */
    for (k = 0; k < 256u; k++) {
        memcpy(fake_store_cells(), before, FAKE_STORE_SIZE);
        fake_store_cells()[0] = (uint8_t)k;
        status = boot(&got);
        assert_true(status == (k == 0xFFu ? SETTINGS_BLANK : SETTINGS_RESET));
        cuts_tried++;
    }
}

/* A struct in the middle of an edit (a 0 amount, the drop mark) is never
 * a record: a save under way waits for the edit to end, a flush gives it
 * up, and the record before stays in use. */
static void test_a_save_never_writes_a_state_mid_edit(void **state)
{
    struct settings live, was, got;
    (void)state;
    sample(&live, 3, 4, 5);
    settings_save(&live);
    settings_flush();
    was = live;
    fake_store_write_time(2);
    live.amounts[1] = 5;
    settings_save(&live);          /* the new set, saved as the screen is left */
    settings_step();
    live.amounts[1] = 0;           /* ... and a 0 set on the next screen */
    while (settings_busy() && fake_store_writes() < RECORD_SIZE)
        settings_step();
    /* the save could not end with the 0: it waits */
    assert_true(settings_busy());
    assert_int_equal(boot(&got), SETTINGS_OK);
    assert_memory_equal(&got, &was, sizeof got);
    /* the edit ends: the save goes on, and holds the state as it is */
    settings_save(&live);
    live.amounts[1] = 6;
    settings_flush();
    assert_int_equal(boot(&got), SETTINGS_OK);
    assert_int_equal(got.amounts[1], 6);
    /* a flush while the edit is under way gives the save up */
    live.amounts[1] = 7;
    settings_save(&live);
    settings_step();
    live.amounts[1] = 0;
    settings_flush();
    assert_false(settings_busy());
    assert_int_equal(boot(&got), SETTINGS_OK);
    assert_true(got.amounts[1] == 6 || got.amounts[1] == 7);
    fake_store_write_time(0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_a_torn_sequence_tie_never_hides_the_newest, setup),
        cmocka_unit_test_setup(test_cuts_in_a_reused_slot, setup),
        cmocka_unit_test_setup(test_cuts_in_a_fresh_slot, setup),
        cmocka_unit_test_setup(test_cuts_across_the_sequence_wrap, setup),
        cmocka_unit_test_setup(test_cuts_in_the_first_save, setup),
        cmocka_unit_test_setup(test_a_save_never_writes_a_state_mid_edit, setup),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    printf("settings cuts: %u cut points tried (%u slots of %u bytes)\n", cuts_tried,
           (unsigned)settings_slots(), (unsigned)RECORD_SIZE);
    return failed;
}
