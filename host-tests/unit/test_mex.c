/*
 * test_mex.c — the bitset minimum excludant and the stamped sets.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "brute.h"
#include "core/mex.h"

static struct mex_set m;

static void test_empty(void **state)
{
    (void)state;
    mex_reset(&m, 0);
    assert_int_equal(m.size, 0);
    assert_int_equal(mex_find(&m), 0);
    mex_mark(&m, 0);   /* nothing fits in an empty range */
    assert_int_equal(mex_find(&m), 0);
    mex_reset(&m, 5);
    assert_int_equal(mex_find(&m), 0);   /* no options: mex 0 */
}

static void test_gaps(void **state)
{
    (void)state;
    mex_reset(&m, 10);
    mex_mark(&m, 1);
    mex_mark(&m, 2);
    assert_int_equal(mex_find(&m), 0);
    mex_mark(&m, 0);
    assert_int_equal(mex_find(&m), 3);
    mex_mark(&m, 4);
    mex_mark(&m, 4);   /* marking twice is harmless */
    assert_int_equal(mex_find(&m), 3);
    mex_mark(&m, 3);
    assert_int_equal(mex_find(&m), 5);
    /* across the byte boundary */
    mex_reset(&m, 20);
    for (unsigned v = 0; v < 8; v++)
        mex_mark(&m, v);
    assert_int_equal(mex_find(&m), 8);
    mex_mark(&m, 9);
    assert_int_equal(mex_find(&m), 8);
    mex_mark(&m, 8);
    assert_int_equal(mex_find(&m), 10);
    for (unsigned v = 10; v < 16; v++)
        mex_mark(&m, v);
    assert_int_equal(mex_find(&m), 16);
}

static void test_full(void **state)
{
    unsigned v;
    (void)state;
    /* every value 0..size-1 present: the mex is size, also for sizes that are
     * not whole bytes */
    for (v = 1; v <= 17; v++) {
        unsigned k;
        mex_reset(&m, v);
        for (k = 0; k < v; k++)
            mex_mark(&m, k);
        assert_int_equal(mex_find(&m), v);
    }
    mex_reset(&m, NB_MEX_BITS);
    assert_int_equal(m.size, NB_MEX_BITS);
    for (v = 0; v < NB_MEX_BITS; v++)
        mex_mark(&m, v);
    assert_int_equal(mex_find(&m), NB_MEX_BITS);
    /* a size beyond the bitset is clamped */
    mex_reset(&m, NB_MEX_BITS + 1000u);
    assert_int_equal(m.size, NB_MEX_BITS);
    assert_int_equal(mex_find(&m), 0);
    for (v = 0; v < NB_MEX_BITS - 1u; v++)
        mex_mark(&m, v);
    assert_int_equal(mex_find(&m), NB_MEX_BITS - 1u);
}

static void test_ignored_values(void **state)
{
    (void)state;
    mex_reset(&m, 3);
    mex_mark(&m, 3);
    mex_mark(&m, 7);   /* same byte as the range, beyond size */
    mex_mark(&m, 100000);
    mex_mark(&m, UINT64_MAX);
    assert_int_equal(mex_find(&m), 0);
    mex_mark(&m, 0);
    mex_mark(&m, 1);
    mex_mark(&m, 2);
    assert_int_equal(mex_find(&m), 3);
}

static void test_reset_clears(void **state)
{
    unsigned v;
    (void)state;
    mex_reset(&m, 64);
    for (v = 0; v < 64; v++)
        mex_mark(&m, v);
    mex_reset(&m, 40);
    assert_int_equal(mex_find(&m), 0);
    mex_mark(&m, 0);
    assert_int_equal(mex_find(&m), 1);
    /* a smaller reset after a larger one: stale bits past size must not count */
    mex_reset(&m, 64);
    for (v = 0; v < 64; v++)
        mex_mark(&m, v);
    mex_reset(&m, 5);
    for (v = 0; v < 5; v++)
        mex_mark(&m, v);
    assert_int_equal(mex_find(&m), 5);
}

/* Random sets against the definition. */
static void test_random(void **state)
{
    unsigned trial;
    (void)state;
    brute_seed(5);
    for (trial = 0; trial < 3000; trial++) {
        unsigned size = 1u + (unsigned)brute_rand(trial < 1500 ? 40 : NB_MEX_BITS);
        unsigned marks = (unsigned)brute_rand(2u * size + 1u), k, want = 0;
        static unsigned char present[NB_MEX_BITS + 64];
        memset(present, 0, sizeof present);
        mex_reset(&m, size);
        for (k = 0; k < marks; k++) {
            /* mostly small values, so long runs of marked values happen */
            uint64_t v = brute_rand(4) ? brute_rand(size) : brute_rand(size + 60u);
            mex_mark(&m, v);
            if (v < sizeof present)
                present[v] = 1;
        }
        while (want < size && present[want])
            want++;
        assert_int_equal(mex_find(&m), want);
    }
}

/* Stamped sets: 2000 sets in a row (the 8-bit stamp wraps seven times),
 * each against the definition; marks left by earlier sets never count. */
static void test_stamped_sets(void **state)
{
    static uint8_t seen[41];   /* values 0..39, seen[40] never marked */
    uint8_t stamp;
    unsigned set;
    (void)state;
    brute_seed(11);
    mex_stamp_clear(seen, sizeof seen);
    stamp = 0;
    for (set = 0; set < 2000; set++) {
        unsigned char present[40];
        unsigned marks = (unsigned)brute_rand(45), k, want = 0;
        memset(present, 0, sizeof present);
        stamp = mex_stamp_next(seen, sizeof seen, stamp);
        assert_int_not_equal(stamp, 0);
        for (k = 0; k < marks; k++) {
            unsigned v = (unsigned)(brute_rand(3) ? brute_rand(12) : brute_rand(40));
            seen[v] = stamp;
            present[v] = 1;
        }
        while (want < 40 && present[want])
            want++;
        assert_int_equal(mex_stamp_find(seen, stamp), want);
    }
    /* every value marked: the search stops at the last entry */
    stamp = mex_stamp_next(seen, sizeof seen, stamp);
    for (set = 0; set < 40; set++)
        seen[set] = stamp;
    assert_int_equal(mex_stamp_find(seen, stamp), 40);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_empty),
        cmocka_unit_test(test_gaps),
        cmocka_unit_test(test_full),
        cmocka_unit_test(test_ignored_values),
        cmocka_unit_test(test_reset_clears),
        cmocka_unit_test(test_random),
        cmocka_unit_test(test_stamped_sets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
