/*
 * test_settings_save.c — a settings save written in the background
 * (firmware/app/settings.c: settings_save, settings_step, settings_flush)
 * over a store whose writes take time (the fake store kept busy for a few
 * polls after each cell): the save writes one cell per free store and
 * never waits for it; a save cut short at any cell leaves the record
 * before it in use; a struct changed under the save, or a save asked for
 * again meanwhile, never leaves a splice of two states, and the slot
 * advances once.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "fake_store.h"
#include "app/settings.h"
#include "core/rule.h"

#define RECORD_SIZE (SETTINGS_HEADER + sizeof(struct settings) + SETTINGS_TRAILER)
/* Polls of store_busy() a cell's write lasts in these tests. */
#define WRITE_POLLS 2u

/* A valid settings struct; piles p0 p1 p2. */
static void sample(struct settings *s, heap_t p0, heap_t p1, heap_t p2)
{
    memset(s, 0, sizeof *s);
    s->rule_id = RULE_ID_NIM;
    s->code.len = 1;
    s->take_max = 3;
    s->amount_count = 1;
    s->amounts[0] = 1;
    s->count = 3;
    s->piles[0] = p0;
    s->piles[1] = p1;
    s->piles[2] = p2;
    s->term_count = 1;
#if CAP_PLAY
    s->play_level = 3;
#endif
}

static int setup(void **state)
{
    struct settings t;
    (void)state;
    fake_store_erase();
    settings_load(&t);   /* as at boot: the next save goes to slot 0 */
    fake_store_write_time(WRITE_POLLS);
    return 0;
}

/* Steps until the store has changed n more cells (or the save ended). */
static void step_cells(unsigned n)
{
    unsigned want = fake_store_writes() + n;
    while (settings_busy() && fake_store_writes() < want)
        settings_step();
}

static void test_a_save_goes_one_cell_per_free_store(void **state)
{
    struct settings a, b;
    unsigned steps = 0;
    (void)state;
    sample(&a, 3, 4, 5);
    settings_save(&a);
    /* one cell started, the rest waits for the store */
    assert_int_equal(fake_store_writes(), 1);
    assert_true(settings_busy());
    while (settings_busy()) {
        settings_step();
        steps++;
    }
    /* a blank slot: every cell written once, the magic twice (unmarked
     * first, marked last) */
    assert_int_equal(fake_store_writes(), RECORD_SIZE + 1u);
    assert_int_equal(fake_store_most_writes(), 2);
    assert_true(steps >= RECORD_SIZE);
    assert_int_equal(fake_store_waits(), 0);   /* never asked a busy store */
    assert_int_equal(settings_next_slot(), 1);
    assert_int_equal(settings_load(&b), SETTINGS_OK);
    assert_memory_equal(&a, &b, sizeof a);
}

/* A reset (or power cut) after any number of cells of the second save:
 * the first record is the one loaded, until the second's CRC is there. */
static void test_a_save_cut_short_leaves_the_one_before(void **state)
{
    static uint8_t image[RECORD_SIZE * 2u];
    struct settings a, b, got;
    unsigned k;
    (void)state;
    sample(&a, 3, 4, 5);
    sample(&b, 6, 7, 8);
    for (k = 0; k <= RECORD_SIZE + 1u; k++) {
        setup(NULL);
        settings_save(&a);
        settings_flush();
        settings_save(&b);
        step_cells(k ? k - 1u : 0u);   /* settings_save started one already */
        /* the store as a reset now would leave it, then the save ended */
        memcpy(image, fake_store_cells(), sizeof image);
        settings_flush();
        memcpy(fake_store_cells(), image, sizeof image);
        assert_int_equal(settings_load(&got), SETTINGS_OK);
        assert_memory_equal(&got, k <= RECORD_SIZE ? &a : &b, sizeof got);
    }
}

/* The struct changed after any number of cells of its save: the record
 * loaded is the struct as it was when the save began, or as it is now,
 * never a mix; the slot advances once. */
static void test_a_change_under_the_save_is_never_a_splice(void **state)
{
    struct settings a, was, now, got;
    unsigned k;
    (void)state;
    for (k = 1; k < RECORD_SIZE; k++) {
        setup(NULL);
        sample(&a, 3, 4, 5);
        was = a;
        settings_save(&a);
        step_cells(k - 1u);
        /* a key: the first and the last pile change */
        a.piles[0] = 9;
        a.piles[2] = 1;
        now = a;
        settings_flush();
        assert_int_equal(settings_next_slot(), 1);
        assert_int_equal(settings_load(&got), SETTINGS_OK);
        assert_true(!memcmp(&got, &was, sizeof got) || !memcmp(&got, &now, sizeof got));
        /* a change the record missed is written by the next save */
        settings_save(&a);
        settings_flush();
        assert_int_equal(settings_load(&got), SETTINGS_OK);
        assert_memory_equal(&got, &now, sizeof got);
        assert_int_equal(fake_store_waits(), 0);
    }
}

/* A change past the part written restarts the record in its slot: the
 * changed struct is what is saved, the cells already right not rewritten. */
static void test_a_change_ahead_restarts_in_the_slot(void **state)
{
    struct settings a, got;
    (void)state;
    sample(&a, 3, 4, 5);
    settings_save(&a);
    step_cells(2);   /* the header's first cells */
    a.piles[2] = 1;   /* ahead of the cells written */
    settings_flush();
    assert_int_equal(settings_next_slot(), 1);
    assert_int_equal(settings_load(&got), SETTINGS_OK);
    assert_memory_equal(&got, &a, sizeof got);
    assert_int_equal(fake_store_most_writes(), 2);   /* the magic; others once */
}

/* A save asked for while one is under way: the newer struct is saved,
 * into the same slot (one slot used, not two). */
static void test_a_second_save_starts_over_in_the_slot(void **state)
{
    struct settings a, b, got;
    (void)state;
    sample(&a, 3, 4, 5);
    settings_save(&a);
    step_cells(RECORD_SIZE / 2u);
    b = a;
    b.piles[1] = 2;   /* a cell already written: it is written again */
    settings_save(&b);
    settings_flush();
    assert_int_equal(settings_next_slot(), 1);
    assert_int_equal(settings_load(&got), SETTINGS_OK);
    assert_memory_equal(&got, &b, sizeof got);
    assert_true(fake_store_most_writes() <= 2);
    assert_int_equal(fake_store_waits(), 0);
    /* nothing new to save: nothing written, no slot used */
    {
        unsigned before = fake_store_writes();
        settings_save(&b);
        assert_false(settings_busy() && fake_store_writes() != before);
        settings_flush();
        assert_int_equal(fake_store_writes(), before);
        assert_int_equal(settings_next_slot(), 1);
    }
}

/* The newest record damaged (its CRC cell): saving the same struct again
 * is not "nothing to write"; a fresh record goes into the next slot. */
static void test_a_damaged_newest_record_is_saved_again(void **state)
{
    struct settings a, got;
    (void)state;
    sample(&a, 3, 4, 5);
    settings_save(&a);
    settings_flush();
    fake_store_cells()[RECORD_SIZE - 1u] ^= 0x01u;
    settings_save(&a);
    settings_flush();
    assert_int_equal(settings_next_slot(), 2);
    assert_int_equal(settings_load(&got), SETTINGS_OK);
    assert_memory_equal(&got, &a, sizeof got);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_a_save_goes_one_cell_per_free_store, setup),
        cmocka_unit_test_setup(test_a_save_cut_short_leaves_the_one_before, setup),
        cmocka_unit_test_setup(test_a_change_under_the_save_is_never_a_splice, setup),
        cmocka_unit_test_setup(test_a_change_ahead_restarts_in_the_slot, setup),
        cmocka_unit_test_setup(test_a_second_save_starts_over_in_the_slot, setup),
        cmocka_unit_test_setup(test_a_damaged_newest_record_is_saved_again, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
