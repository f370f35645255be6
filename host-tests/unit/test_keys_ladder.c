/*
 * test_keys_ladder.c — the key ladder's classification (hal/keys_ladder.c)
 * on the board the host tests build for (a ladder board): every variant
 * of the shield in boards/shields/lcd-keypad-shield.h, each key at -5 %,
 * its value and +5 %, read as itself; both ends of the scale; the
 * readings that broke the decoder of one revision's midpoints; the
 * boundaries derived from the variants, their guard, and which key a
 * reading on one belongs to; every millivolt in ladder order.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "board.h"
#include "hal/keys.h"
#include "hal/keys_ladder.h"

#if defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER

static const char *const variant_names[BOARD_KEYS_VARIANTS] = { BOARD_KEYS_VARIANT_NAMES };
static const uint8_t ladder_keys[] = { KEY_RIGHT, KEY_UP, KEY_DOWN, KEY_LEFT, KEY_SELECT };
#define N_LADDER_KEYS (sizeof ladder_keys / sizeof ladder_keys[0])

/* mv moved by pct percent, rounded away from mv (the band's far edge). */
static uint16_t scaled(uint16_t mv, int pct)
{
    long x = (long)mv * (100 + pct);
    x = pct < 0 ? x / 100 : (x + 99) / 100;
    return (uint16_t)(x < 0 ? 0 : x);
}

/* Reads mv; fails naming the variant, the key and the level otherwise. */
static void expect_key(uint16_t mv, uint8_t want, size_t v, int pct)
{
    uint8_t got = keys_ladder_classify(mv);
    if (got != want)
        fail_msg("%s: key %u at %+d %% (%u mV) read as %u", variant_names[v], (unsigned)want,
                 pct, (unsigned)mv, (unsigned)got);
}

/* Every variant, every key, at -5 %, its value and +5 %: the key itself. */
static void test_classify_every_variant(void **state)
{
    static const int pcts[] = { -KEYS_LADDER_SPREAD_PCT, 0, KEYS_LADDER_SPREAD_PCT };
    size_t v, k, p, checked = 0;
    (void)state;
    assert_int_equal(BOARD_KEYS_VARIANTS, 3);
    for (v = 0; v < BOARD_KEYS_VARIANTS; v++)
        for (k = 0; k < N_LADDER_KEYS; k++)
            for (p = 0; p < sizeof pcts / sizeof pcts[0]; p++) {
                uint16_t mv = (uint16_t)BOARD_KEYS_VARIANT_MV((int)v, ladder_keys[k]);
                expect_key(scaled(mv, pcts[p]), ladder_keys[k], v, pcts[p]);
                checked++;
            }
    assert_int_equal(checked, 3 * 5 * 3);
    /* the published readings themselves, as the ADC gives them (counts at
     * 5 V, scaled as keys_adc.c does) */
    {
        static const uint16_t counts[2][5] = { { 0, 144, 329, 504, 741 },
                                               { 0, 100, 257, 410, 640 } };
        for (v = 0; v < 2; v++)
            for (k = 0; k < N_LADDER_KEYS; k++)
                expect_key((uint16_t)(((uint32_t)counts[v][k] * BOARD_VCC_MV) >> 10),
                           ladder_keys[k], v, 0);
    }
}

/* RIGHT shorts the input: 0 V and a few counts above it (the band's
 * floor); no key: full scale, 5 % of the supply below it and above it. */
static void test_classify_ends(void **state)
{
    (void)state;
    assert_int_equal(keys_ladder_classify(0), KEY_RIGHT);
    assert_int_equal(keys_ladder_classify(KEYS_LADDER_FLOOR_MV), KEY_RIGHT);
    assert_int_equal(keys_ladder_classify(4750), KEY_NONE);
    assert_int_equal(keys_ladder_classify(4995), KEY_NONE);   /* 1023 counts */
    assert_int_equal(keys_ladder_classify(5000), KEY_NONE);
    assert_int_equal(keys_ladder_classify(5250), KEY_NONE);
    assert_int_equal(keys_ladder_classify(UINT16_MAX), KEY_NONE);
}

/* The readings that broke the midpoint decoder: V1.1's LEFT (2002 mV) and
 * 5 % under it, once read as DOWN; SELECT near 3.1 V. */
static void test_classify_v11_left(void **state)
{
    (void)state;
    assert_int_equal(keys_ladder_classify(2002), KEY_LEFT);
    assert_int_equal(keys_ladder_classify(1901), KEY_LEFT);
    assert_int_equal(keys_ladder_classify(2049), KEY_LEFT);
    assert_int_equal(keys_ladder_classify(2968), KEY_SELECT);
    assert_int_equal(keys_ladder_classify(3125), KEY_SELECT);
}

static void test_classify_boundaries(void **state)
{
    static const struct {
        uint16_t at;
        uint8_t below, above;
        uint16_t hi_below, lo_above;   /* the nearest bands' edges */
    } bounds[] = {
        { KEYS_LADDER_RIGHT_UP, KEY_RIGHT, KEY_UP, 25, 463 },
        { KEYS_LADDER_UP_DOWN, KEY_UP, KEY_DOWN, 739, 1192 },
        { KEYS_LADDER_DOWN_LEFT, KEY_DOWN, KEY_LEFT, 1687, 1901 },
        { KEYS_LADDER_LEFT_SELECT, KEY_LEFT, KEY_SELECT, 2585, 2968 },
        { KEYS_LADDER_SELECT_NONE, KEY_SELECT, KEY_NONE, 3799, 4750 },
    };
    static const uint16_t want[] = { 244, 965, 1794, 2776, 4274 };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof bounds / sizeof bounds[0]; i++) {
        uint16_t b = bounds[i].at;
        /* derived from the variants: midway between the bands' edges */
        assert_int_equal(b, want[i]);
        assert_int_equal(KEYS_LADDER_HI_MAX((int)i + 1), bounds[i].hi_below);
        assert_int_equal(KEYS_LADDER_LO_MIN((int)i + 2), bounds[i].lo_above);
        assert_int_equal(b, (bounds[i].hi_below + bounds[i].lo_above) / 2);
        assert_true(b - bounds[i].hi_below >= KEYS_LADDER_GUARD_MV);
        assert_true(bounds[i].lo_above - b >= KEYS_LADDER_GUARD_MV);
        /* a reading on the boundary is the higher key */
        assert_int_equal(keys_ladder_classify(bounds[i].hi_below), bounds[i].below);
        assert_int_equal(keys_ladder_classify((uint16_t)(b - 1)), bounds[i].below);
        assert_int_equal(keys_ladder_classify(b), bounds[i].above);
        assert_int_equal(keys_ladder_classify(bounds[i].lo_above), bounds[i].above);
    }
}

/* Every millivolt from 0 to 5.3 V reads the key of the band it lies in,
 * and the keys come in ladder order. */
static void test_classify_monotonic(void **state)
{
    uint32_t mv;
    uint8_t rank_prev = 0;
    (void)state;
    for (mv = 0; mv <= 5300; mv++) {
        uint8_t key = keys_ladder_classify((uint16_t)mv);
        uint8_t rank = key == KEY_NONE ? 6 : key;   /* RIGHT 1 .. SELECT 5, none 6 */
        assert_true(rank >= rank_prev);
        assert_true(rank <= rank_prev + 1 || mv == 0);
        rank_prev = rank;
    }
    assert_int_equal(rank_prev, 6);
}

/* What `press KEY` puts on the input in the simulator reads that key. */
static void test_classify_sim_readings(void **state)
{
    (void)state;
    assert_int_equal(keys_ladder_classify(BOARD_KEY_RIGHT_MV), KEY_RIGHT);
    assert_int_equal(keys_ladder_classify(BOARD_KEY_UP_MV), KEY_UP);
    assert_int_equal(keys_ladder_classify(BOARD_KEY_DOWN_MV), KEY_DOWN);
    assert_int_equal(keys_ladder_classify(BOARD_KEY_LEFT_MV), KEY_LEFT);
    assert_int_equal(keys_ladder_classify(BOARD_KEY_SELECT_MV), KEY_SELECT);
    assert_int_equal(keys_ladder_classify(BOARD_KEY_NONE_MV), KEY_NONE);
}
#else
/* Built for a board without a ladder: its keys are buttons, nothing to
 * classify. */
static void test_no_ladder_buttons(void **state)
{
    (void)state;
#if !(defined(BOARD_KEYS_BUTTONS) && BOARD_KEYS_BUTTONS)
    fail_msg("a board with neither a key ladder nor buttons");
#endif
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
#if defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER
        cmocka_unit_test(test_classify_every_variant),
        cmocka_unit_test(test_classify_ends),
        cmocka_unit_test(test_classify_v11_left),
        cmocka_unit_test(test_classify_boundaries),
        cmocka_unit_test(test_classify_monotonic),
        cmocka_unit_test(test_classify_sim_readings),
#else
        cmocka_unit_test(test_no_ladder_buttons),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
