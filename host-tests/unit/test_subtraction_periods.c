/*
 * test_subtraction_periods.c — subtraction games' values and periods: the
 * table's values, the period and preperiod the engine finds, and heaps
 * beyond the table answered through the period.
 *
 * Expected values come from a direct mex computation in this file (the
 * textbook definition, no period logic) and from theory.md: every
 * nonempty subset of 1..9 gets the least period and preperiod that hold
 * over a long direct computation; a set whose values settle late, a long
 * period (S = 1..1000), and a period that only the final search over the
 * full table can find.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "core/subtraction.h"
#include "support.h"

/* SG(0..len-1) of the subtraction game S by the definition. */
static unsigned char *direct_sg(const heap_t *s, unsigned k, size_t len)
{
    unsigned char *sg = malloc(len);
    size_t n;
    assert_non_null(sg);
    for (n = 0; n < len; n++) {
        unsigned seen = 0, m = 0, i;   /* |S| <= 31 here: a bitmask does */
        for (i = 0; i < k; i++)
            if (s[i] <= n)
                seen |= 1u << sg[n - s[i]];
        while (seen >> m & 1u)
            m++;
        sg[n] = (unsigned char)m;
    }
    return sg;
}


/* The least preperiod that period p allows in sg[0..len) (scanning back from
 * the end), or len if p does not hold over the last half. */
static size_t least_start(const unsigned char *sg, size_t len, size_t p)
{
    size_t n0 = len - p;
    while (n0 > 0 && sg[n0 - 1] == sg[n0 - 1 + p])
        n0--;
    return n0;
}

static void test_theory_example(void **state)
{
    static const heap_t s[] = { 1, 3, 4 };
    static const sg_t want[] = { 0, 1, 0, 1, 2, 3, 2, 0, 1 };   /* theory.md */
    struct subtraction_info info;
    heap_t h;
    (void)state;
    test_sub_start(s, 3);
    for (h = 0; h < 9; h++)
        assert_int_equal(test_sub_sg(h), want[h]);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_int_equal(info.amount_count, 3);
    assert_int_equal(info.max_amount, 4);
    assert_true(info.period_known);
    assert_int_equal(info.period, 7);
    assert_int_equal(info.preperiod, 0);
    /* period 7 from 0: SG(n) = want[n mod 7] everywhere */
    for (h = 0; h < 100; h++)
        assert_int_equal(test_sub_sg(h), want[h % 7]);
    assert_int_equal(test_sub_sg(UINT64_C(1000000000000000000)), want[UINT64_C(1000000000000000000) % 7]);
    assert_int_equal(test_sub_sg(NB_HEAP_MAX), want[NB_HEAP_MAX % 7]);
}

/* {2,4,7}: found by computing every 3-subset of 1..9; its values settle
 * into period 3 only from heap 8. */
static void test_nonzero_preperiod(void **state)
{
    static const heap_t s[] = { 7, 2, 4 };
    const size_t len = 5000;
    unsigned char *sg = direct_sg(s, 3, len);
    struct subtraction_info info;
    size_t n, p;
    (void)state;
    test_sub_start(s, 3);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_int_equal(info.period, 3);
    assert_int_equal(info.preperiod, 8);
    /* by brute force: the period holds over [pre, pre + 2000) ... */
    for (n = info.preperiod; n < info.preperiod + 2000u; n++)
        assert_int_equal(sg[n], sg[n + info.period]);
    /* ... not from one heap earlier ... */
    assert_int_not_equal(sg[info.preperiod - 1], sg[info.preperiod - 1 + info.period]);
    /* ... and no smaller period holds anywhere in the computed range's tail */
    for (p = 1; p < info.period; p++)
        assert_true(least_start(sg, len, p) > len / 2);
    /* the table agrees with the definition below, at and after the preperiod */
    for (n = 0; n < 3000; n++)
        assert_int_equal(test_sub_sg(n), sg[n]);
    free(sg);
}

/* Every nonempty subset of 1..9: the engine's period and preperiod are the
 * least ones that hold over a long direct computation. */
static void test_all_small_sets_periods(void **state)
{
    const size_t len = 3000;
    unsigned mask, nonzero_pre = 0;
    (void)state;
    for (mask = 1; mask < (1u << 9); mask++) {
        heap_t s[9];
        unsigned k = 0, i;
        unsigned char *sg;
        struct subtraction_info info;
        size_t p, want_p = 0, want_pre = 0;
        for (i = 0; i < 9; i++)
            if (mask >> i & 1u)
                s[k++] = i + 1u;
        sg = direct_sg(s, k, len);
        for (p = 1; p < len / 4; p++) {
            size_t n0 = least_start(sg, len, p);
            if (n0 < len / 4) {
                want_p = p;
                want_pre = n0;
                break;
            }
        }
        assert_true(want_p > 0);
        test_sub_start(s, (uint16_t)k);
        subtraction_build_all();
        subtraction_get_info(&info);
        if (!info.period_known || info.period != want_p || info.preperiod != want_pre)
            fail_msg("set mask 0x%x: engine period %u preperiod %u (known %u), want %zu %zu",
                     mask, info.period, info.preperiod, info.period_known, want_p, want_pre);
        nonzero_pre += want_pre > 0;
        /* values past the computed part come from the period: compare */
        for (i = 0; i < 200; i++) {
            heap_t h = len - 1u - i;
            assert_int_equal(test_sub_sg(h), sg[h]);
        }
        free(sg);
    }
    assert_true(nonzero_pre >= 5);
}

/* Heaps beyond the computed table, answered through the period, equal the
 * direct computation at moderate sizes and follow the period far out. */
static void test_beyond_table_via_period(void **state)
{
    static const heap_t s[] = { 2, 8, 9 };   /* preperiod 21, period 11 */
    const size_t len = 200000;
    unsigned char *sg = direct_sg(s, 3, len);
    struct subtraction_info info;
    size_t n;
    heap_t h;
    (void)state;
    test_sub_start(s, 3);
    assert_int_equal(test_sub_sg(30), sg[30]);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_true(info.computed < 1000);   /* stopped at the proof, far below len */
    assert_int_equal(info.period, 11);
    assert_int_equal(info.preperiod, 21);
    for (n = len - 5000; n < len; n++)
        assert_int_equal(test_sub_sg(n), sg[n]);
    for (h = 0; h < 50; h++) {
        heap_t far = NB_HEAP_MAX - h;
        /* far and a moderate heap congruent to it beyond the preperiod agree */
        heap_t near = 21u + (far - 21u) % 11u + 11u * 1000u;
        assert_int_equal(test_sub_sg(far), sg[near]);
    }
    free(sg);
}

/* A long period: S = {1..1000} gives SG(n) = n mod 1001 (values up to 1000). */
static void test_many_amounts(void **state)
{
    static heap_t s[NB_SUB_MAX_AMOUNTS];
    struct subtraction_info info;
    uint16_t i;
    (void)state;
    for (i = 0; i < NB_SUB_MAX_AMOUNTS; i++)
        s[i] = (heap_t)NB_SUB_MAX_AMOUNTS - i;
    test_sub_start(s, NB_SUB_MAX_AMOUNTS);
    assert_int_equal(test_sub_sg(NB_SUB_MAX_AMOUNTS), NB_SUB_MAX_AMOUNTS);
    assert_int_equal(test_sub_sg(NB_SUB_MAX_AMOUNTS + 1), 0);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_int_equal(info.period, NB_SUB_MAX_AMOUNTS + 1);
    assert_int_equal(info.preperiod, 0);
    assert_int_equal(test_sub_sg(UINT64_C(123456789012345)),
                     UINT64_C(123456789012345) % (NB_SUB_MAX_AMOUNTS + 1));
}


/* S = {262144}: SG is 0 for 262144 heaps, then 1 for 262144, and so on:
 * period 524288 from 0.  Preperiod + period + max(S) = 786432 fits in the
 * 2^20-entry table, but Brent's finder alone would need its power-of-two
 * restarts to reach past the table: the final search over the full table
 * must find it, and a heap far beyond the table is then answered. */
static void test_period_that_barely_fits(void **state)
{
    const heap_t s[1] = { 262144 };
    struct subtraction_info info;
    struct nb_error err;
    sg_t g = 9;
    heap_t h = UINT64_C(100000000000);
    (void)state;
    assert_true(NB_SUB_TABLE >= 786432L);
    test_sub_start(s, 1);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_int_equal(info.period_known, 1);
    assert_int_equal(info.period, 524288);
    assert_int_equal(info.preperiod, 0);
    error_clear(&err);
    assert_int_equal(subtraction_sg(h, &g, &err), 0);
    assert_int_equal(g, (h / 262144u) % 2u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_theory_example),
        cmocka_unit_test(test_nonzero_preperiod),
        cmocka_unit_test(test_all_small_sets_periods),
        cmocka_unit_test(test_beyond_table_via_period),
        cmocka_unit_test(test_many_amounts),
        cmocka_unit_test(test_period_that_barely_fits),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
