/*
 * test_keys.c — the key decoder (hal/keys.c) over the fake driver:
 * debounce, chatter, press, release, a change of key, auto-repeat with
 * acceleration, late polls, the key held, the decoder active (a key down
 * or being debounced, either way), and a millisecond clock that wraps
 * around 2^32 during any of them.  The ladder's classification:
 * test_keys_ladder.c.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "fake_hw.h"
#include "hal/keys.h"

/* The timings the tests spell out are the specified ones. */
#if KEYS_DEBOUNCE_MS != 20 || KEYS_REPEAT_DELAY_MS != 500 || KEYS_REPEAT_SLOW_MS != 200 || \
    KEYS_REPEAT_FAST_MS != 50 || KEYS_REPEAT_FASTER_AFTER_MS != 2000
#error "test_keys.c spells out the timings 20/500/200/50/2000 ms"
#endif

/* ---- the decoder ---------------------------------------------------------- */

struct rec {
    uint32_t t;   /* relative to the test's base time */
    uint8_t key;
    uint8_t kind;
};

#define MAX_RECS 256
static struct rec recs[MAX_RECS];
static size_t n_recs;
static uint32_t base;   /* absolute time of t = 0 */

/* Every test runs at several base times: the clock wraps during it. */
static uint32_t base_zero = 0;
static uint32_t base_wrap_debounce = UINT32_MAX - 109;   /* wraps at t = 110 */
static uint32_t base_wrap_repeat = UINT32_MAX - 1199;    /* wraps at t = 1200 */
static uint32_t base_wrap_late = UINT32_MAX - 2399;      /* wraps at t = 2400 */

static int setup(void **state)
{
    base = state && *state ? *(uint32_t *)*state : 0;
    n_recs = 0;
    fake_keys_reset();
    keys_init();
    return 0;
}

/* Poll once at relative time t, recording any event. */
static uint8_t poll_at(uint32_t t)
{
    struct key_event ev;
    if (!keys_poll(base + t, &ev))
        return 0;
    assert_true(n_recs < MAX_RECS);
    recs[n_recs].t = t;
    recs[n_recs].key = ev.key;
    recs[n_recs].kind = ev.kind;
    n_recs++;
    return 1;
}

/* Poll every step ms from from (inclusive) to to (exclusive). */
static void run(uint32_t from, uint32_t to, uint32_t step)
{
    uint32_t t;
    for (t = from; t < to; t += step)
        poll_at(t);
}

static void assert_rec(size_t i, uint32_t t, uint8_t key, uint8_t kind)
{
    assert_true(i < n_recs);
    assert_int_equal(recs[i].t, t);
    assert_int_equal(recs[i].key, key);
    assert_int_equal(recs[i].kind, kind);
}

static void test_init_and_reads(void **state)
{
    (void)state;
    assert_int_equal(fake_keys_inits(), 1);
    assert_int_equal(fake_keys_reads(), 0);
    run(0, 50, 1);
    assert_int_equal(fake_keys_reads(), 50);
    assert_int_equal(n_recs, 0);
}

static void test_no_key_no_events(void **state)
{
    (void)state;
    run(0, 10000, 1);
    assert_int_equal(n_recs, 0);
}

static void test_press_after_debounce(void **state)
{
    (void)state;
    run(0, 100, 1);
    fake_keys_set(KEY_UP);
    run(100, 120, 1);   /* 0..19 ms stable: not yet */
    assert_int_equal(n_recs, 0);
    run(120, 400, 1);
    assert_int_equal(n_recs, 1);
    assert_rec(0, 120, KEY_UP, KEY_PRESS);
}

/* A short blip (under 20 ms) is no press at all. */
static void test_short_blip_ignored(void **state)
{
    (void)state;
    run(0, 100, 1);
    fake_keys_set(KEY_SELECT);
    run(100, 119, 1);   /* 19 ms */
    fake_keys_set(KEY_NONE);
    run(119, 1000, 1);
    assert_int_equal(n_recs, 0);
}

static const uint32_t chatter_ms[] = { 1, 3, 2, 5, 1, 3 };   /* 15 ms */

/* Alternate a and b, a first, for the durations above from t (an even
 * number of phases: the last one reads b); returns the end time. */
static uint32_t chatter(uint32_t t, uint8_t a, uint8_t b)
{
    size_t i;
    for (i = 0; i < sizeof chatter_ms / sizeof chatter_ms[0]; i++) {
        fake_keys_set(i % 2 == 0 ? a : b);
        run(t, t + chatter_ms[i], 1);
        t += chatter_ms[i];
    }
    return t;
}

static void test_chatter_counts_once(void **state)
{
    uint32_t t;
    (void)state;
    run(0, 100, 1);
    t = chatter(100, KEY_SELECT, KEY_NONE);
    assert_int_equal(t, 115);
    assert_int_equal(n_recs, 0);
    fake_keys_set(KEY_SELECT);   /* stable from 115 */
    run(115, 300, 1);
    t = chatter(300, KEY_NONE, KEY_SELECT);
    fake_keys_set(KEY_NONE);     /* released, stable from 315 */
    run(315, 1000, 1);
    assert_int_equal(n_recs, 2);
    assert_rec(0, 135, KEY_SELECT, KEY_PRESS);
    assert_rec(1, 335, KEY_SELECT, KEY_RELEASE);
}

/* Ladder noise between two neighbouring keys, then one of them. */
static void test_chatter_between_keys(void **state)
{
    (void)state;
    run(0, 50, 1);
    chatter(50, KEY_UP, KEY_DOWN);   /* the last phase, DOWN, starts at 62 */
    fake_keys_set(KEY_DOWN);
    run(65, 200, 1);
    assert_int_equal(n_recs, 1);
    assert_rec(0, 82, KEY_DOWN, KEY_PRESS);
}

/* Held 3 s: repeats at 500, then every 200 ms, then every 50 ms once held
 * longer than 2 s. */
static void test_repeat_timing(void **state)
{
    static const uint32_t expect[] = { 500, 700, 900, 1100, 1300, 1500, 1700, 1900, 2100,
                                       2150, 2200, 2250, 2300, 2350, 2400, 2450, 2500, 2550,
                                       2600, 2650, 2700, 2750, 2800, 2850, 2900, 2950, 3000 };
    const uint32_t p = 120;   /* the press */
    size_t i;
    (void)state;
    run(0, 100, 1);
    fake_keys_set(KEY_DOWN);
    run(100, p + 3001, 1);
    assert_int_equal(n_recs, 1 + sizeof expect / sizeof expect[0]);
    assert_rec(0, p, KEY_DOWN, KEY_PRESS);
    for (i = 0; i < sizeof expect / sizeof expect[0]; i++)
        assert_rec(i + 1, p + expect[i], KEY_DOWN, KEY_REPEAT);
    /* and it keeps going every 50 ms */
    run(p + 3001, p + 4001, 1);
    assert_int_equal(n_recs, 1 + sizeof expect / sizeof expect[0] + 20);
    assert_rec(n_recs - 1, p + 4000, KEY_DOWN, KEY_REPEAT);
}

static void test_release(void **state)
{
    const uint32_t p = 120;
    (void)state;
    run(0, 100, 1);
    fake_keys_set(KEY_LEFT);
    run(100, p + 690, 1);
    fake_keys_set(KEY_NONE);   /* 10 ms before the 700 ms repeat */
    run(p + 690, p + 2000, 1);
    assert_int_equal(n_recs, 3);
    assert_rec(0, p, KEY_LEFT, KEY_PRESS);
    assert_rec(1, p + 500, KEY_LEFT, KEY_REPEAT);
    /* no repeat at 700 while the release is debounced */
    assert_rec(2, p + 710, KEY_LEFT, KEY_RELEASE);
}

/* A release shorter than the debounce keeps the key held and repeating. */
static void test_release_blip_keeps_key(void **state)
{
    const uint32_t p = 120;
    (void)state;
    run(0, 100, 1);
    fake_keys_set(KEY_RIGHT);
    run(100, p + 400, 1);
    fake_keys_set(KEY_NONE);
    run(p + 400, p + 410, 1);
    fake_keys_set(KEY_RIGHT);
    run(p + 410, p + 701, 1);
    assert_int_equal(n_recs, 3);
    assert_rec(0, p, KEY_RIGHT, KEY_PRESS);
    assert_rec(1, p + 500, KEY_RIGHT, KEY_REPEAT);
    assert_rec(2, p + 700, KEY_RIGHT, KEY_REPEAT);
}

/* Holding UP, then DOWN: RELEASE UP and PRESS DOWN once DOWN is stable. */
static void test_change_of_key(void **state)
{
    (void)state;
    run(0, 100, 1);
    fake_keys_set(KEY_UP);
    run(100, 300, 1);
    fake_keys_set(KEY_DOWN);
    run(300, 1000, 1);
    fake_keys_set(KEY_NONE);
    run(1000, 1100, 1);
    assert_int_equal(n_recs, 5);
    assert_rec(0, 120, KEY_UP, KEY_PRESS);
    assert_rec(1, 320, KEY_UP, KEY_RELEASE);
    assert_rec(2, 321, KEY_DOWN, KEY_PRESS);
    assert_rec(3, 821, KEY_DOWN, KEY_REPEAT);
    assert_rec(4, 1020, KEY_DOWN, KEY_RELEASE);
}

/* Polls far apart: one event per poll, no burst of repeats after a gap. */
static void test_late_polls(void **state)
{
    (void)state;
    poll_at(0);
    fake_keys_set(KEY_UP);
    poll_at(10);
    poll_at(40);      /* 30 ms stable: press */
    poll_at(1000);    /* 960 ms held: one repeat, the next 200 ms later */
    poll_at(1001);
    poll_at(1199);
    poll_at(1200);
    poll_at(1399);
    poll_at(1400);
    assert_int_equal(n_recs, 4);
    assert_rec(0, 40, KEY_UP, KEY_PRESS);
    assert_rec(1, 1000, KEY_UP, KEY_REPEAT);
    assert_rec(2, 1200, KEY_UP, KEY_REPEAT);
    assert_rec(3, 1400, KEY_UP, KEY_REPEAT);
    /* past 2 s held, after a long gap: fast from then on */
    poll_at(5000);
    poll_at(5049);
    poll_at(5050);
    assert_int_equal(n_recs, 6);
    assert_rec(4, 5000, KEY_UP, KEY_REPEAT);
    assert_rec(5, 5050, KEY_UP, KEY_REPEAT);
    /* a slow poller still sees the press after a release and a new press */
    fake_keys_set(KEY_NONE);
    poll_at(5060);
    poll_at(5100);
    fake_keys_set(KEY_SELECT);
    poll_at(5107);
    poll_at(5140);
    assert_int_equal(n_recs, 8);
    assert_rec(6, 5100, KEY_UP, KEY_RELEASE);
    assert_rec(7, 5140, KEY_SELECT, KEY_PRESS);
}

/* A key already down at start counts once stable, like any press. */
static void test_key_held_at_start(void **state)
{
    (void)state;
    fake_keys_set(KEY_SELECT);
    run(0, 30, 1);
    assert_int_equal(n_recs, 1);
    assert_rec(0, 20, KEY_SELECT, KEY_PRESS);
}

/* keys_init forgets a held key. */
static void test_init_resets(void **state)
{
    (void)state;
    fake_keys_set(KEY_UP);
    run(0, 100, 1);
    assert_int_equal(n_recs, 1);
    keys_init();
    fake_keys_set(KEY_NONE);
    run(100, 200, 1);   /* no RELEASE of a key the decoder no longer holds */
    assert_int_equal(n_recs, 1);
}

/* keys_held: the key between its PRESS and its RELEASE, not before. */
static void test_held(void **state)
{
    (void)state;
    run(0, 50, 1);
    assert_int_equal(keys_held(), KEY_NONE);
    fake_keys_set(KEY_LEFT);
    run(50, 69, 1);   /* being debounced */
    assert_int_equal(keys_held(), KEY_NONE);
    run(69, 71, 1);
    assert_int_equal(n_recs, 1);
    assert_int_equal(keys_held(), KEY_LEFT);
    fake_keys_set(KEY_NONE);
    run(71, 90, 1);   /* the release being debounced: still held */
    assert_int_equal(keys_held(), KEY_LEFT);
    run(90, 100, 1);
    assert_int_equal(n_recs, 2);
    assert_int_equal(keys_held(), KEY_NONE);
}

/* keys_active: from the first poll that sees a key until the release is
 * debounced, whether the key is only being read (a press or a release
 * being debounced) or held; 0 again once the last poll saw none. */
static void test_active(void **state)
{
    (void)state;
    run(0, 50, 1);
    assert_int_equal(keys_active(), 0);
    fake_keys_set(KEY_DOWN);
    run(50, 51, 1);   /* read, not yet a press: raw only */
    assert_int_equal(keys_active(), 1);
    run(51, 80, 1);   /* pressed and held */
    assert_int_equal(n_recs, 1);
    assert_int_equal(keys_active(), 1);
    fake_keys_set(KEY_NONE);
    run(80, 81, 1);   /* the release being debounced: stable only */
    assert_int_equal(keys_active(), 1);
    run(81, 110, 1);
    assert_int_equal(n_recs, 2);
    assert_int_equal(keys_active(), 0);
}

/* Each decoder test at four base times, named apart in the output. */
#define AT_BASE(fn, b) { #fn " @" #b, fn, setup, NULL, &b }
#define AT_BASES(fn)                                                              \
    AT_BASE(fn, base_zero), AT_BASE(fn, base_wrap_debounce),                     \
        AT_BASE(fn, base_wrap_repeat), AT_BASE(fn, base_wrap_late)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_init_and_reads, setup),
        AT_BASES(test_no_key_no_events),
        AT_BASES(test_press_after_debounce),
        AT_BASES(test_short_blip_ignored),
        AT_BASES(test_chatter_counts_once),
        AT_BASES(test_chatter_between_keys),
        AT_BASES(test_repeat_timing),
        AT_BASES(test_release),
        AT_BASES(test_release_blip_keeps_key),
        AT_BASES(test_change_of_key),
        AT_BASES(test_late_polls),
        AT_BASES(test_key_held_at_start),
        AT_BASES(test_init_resets),
        AT_BASES(test_held),
        AT_BASES(test_active),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
