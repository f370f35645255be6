/*
 * test_subtraction.c — subtraction games: table values, period detection,
 * answers beyond the table, and refusing heaps it cannot answer.
 *
 * Expected values come from a direct mex computation in this file (the
 * textbook definition, no period logic) and from theory.md.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/rule.h"
#include "core/subtraction.h"

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

static void start(const heap_t *s, uint16_t k)
{
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(subtraction_start(s, k, &err), 0);
}

static sg_t engine_sg(heap_t h)
{
    sg_t g = 999;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(subtraction_sg(h, &g, &err), 0);
    return g;
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
    start(s, 3);
    for (h = 0; h < 9; h++)
        assert_int_equal(engine_sg(h), want[h]);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_int_equal(info.amount_count, 3);
    assert_int_equal(info.max_amount, 4);
    assert_true(info.period_known);
    assert_int_equal(info.period, 7);
    assert_int_equal(info.preperiod, 0);
    /* period 7 from 0: SG(n) = want[n mod 7] everywhere */
    for (h = 0; h < 100; h++)
        assert_int_equal(engine_sg(h), want[h % 7]);
    assert_int_equal(engine_sg(UINT64_C(1000000000000000000)), want[UINT64_C(1000000000000000000) % 7]);
    assert_int_equal(engine_sg(NB_HEAP_MAX), want[NB_HEAP_MAX % 7]);
}

static void test_amounts_sorted_unique(void **state)
{
    static const heap_t s[] = { 4, 1, 3, 3, 1, 4, 4 };
    const heap_t *a;
    uint16_t n = 0;
    struct subtraction_info info;
    (void)state;
    start(s, 7);
    a = subtraction_amounts(&n);
    assert_int_equal(n, 3);
    assert_int_equal(a[0], 1);
    assert_int_equal(a[1], 3);
    assert_int_equal(a[2], 4);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_int_equal(info.amount_count, 3);
    assert_int_equal(info.period, 7);
    assert_int_equal(info.preperiod, 0);
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
    start(s, 3);
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
        assert_int_equal(engine_sg(n), sg[n]);
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
        start(s, (uint16_t)k);
        subtraction_build_all();
        subtraction_get_info(&info);
        if (!info.period_known || info.period != want_p || info.preperiod != want_pre)
            fail_msg("set mask 0x%x: engine period %u preperiod %u (known %u), want %zu %zu",
                     mask, info.period, info.preperiod, info.period_known, want_p, want_pre);
        nonzero_pre += want_pre > 0;
        /* values past the computed part come from the period: compare */
        for (i = 0; i < 200; i++) {
            heap_t h = len - 1u - i;
            assert_int_equal(engine_sg(h), sg[h]);
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
    start(s, 3);
    assert_int_equal(engine_sg(30), sg[30]);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_true(info.computed < 1000);   /* stopped at the proof, far below len */
    assert_int_equal(info.period, 11);
    assert_int_equal(info.preperiod, 21);
    for (n = len - 5000; n < len; n++)
        assert_int_equal(engine_sg(n), sg[n]);
    for (h = 0; h < 50; h++) {
        heap_t far = NB_HEAP_MAX - h;
        /* far and a moderate heap congruent to it beyond the preperiod agree */
        heap_t near = 21u + (far - 21u) % 11u + 11u * 1000u;
        assert_int_equal(engine_sg(far), sg[near]);
    }
    free(sg);
}

/* max(S) >= NB_SUB_TABLE: the window never fits, no period can be proven,
 * and a heap beyond the table is refused (never guessed). */
static void test_no_period_beyond_table(void **state)
{
    static const heap_t s[] = { 1, (heap_t)NB_SUB_TABLE + 5u };
    struct subtraction_info info;
    struct nb_error err;
    sg_t g = 77;
    (void)state;
    start(s, 2);
    /* within the table only the 1 applies: SG alternates */
    assert_int_equal(engine_sg(0), 0);
    assert_int_equal(engine_sg(1), 1);
    assert_int_equal(engine_sg(12345), 1);
    assert_int_equal(engine_sg(NB_SUB_TABLE - 1), (NB_SUB_TABLE - 1) % 2);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_false(info.period_known);
    assert_int_equal(info.computed, NB_SUB_TABLE);
    error_clear(&err);
    assert_int_equal(subtraction_sg(NB_SUB_TABLE, &g, &err), ERR_HEAP_BEYOND_TABLE);
    assert_int_equal(err.code, ERR_HEAP_BEYOND_TABLE);
    assert_int_equal(err.value, NB_SUB_TABLE);
    assert_int_equal(err.limit, NB_SUB_TABLE);
    assert_int_equal(g, 77);
    error_clear(&err);
    assert_int_equal(subtraction_sg(NB_HEAP_MAX, &g, &err), ERR_HEAP_BEYOND_TABLE);
    assert_int_equal(err.value, NB_HEAP_MAX);
}

/* The same through the rule and a whole position: the error names the pile. */
static void test_beyond_table_in_position(void **state)
{
    static const char text[] = "sub:1048576";
    struct rule r;
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    struct game_result res;
    heap_t heaps[3] = { 3, 7, 1048576 + 10 };
    (void)state;
    assert_true(NB_SUB_TABLE <= 1048576L);
    error_clear(&err);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), &r, &name, &name_len, &err), 0);
    /* SG(n) = floor(n / 1048576) mod 2 would need the table past its end */
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, heaps, 2, &res, &err), 0);
    assert_int_equal(res.outcome, OUTCOME_LOSE);   /* both piles have no move */
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, heaps, 3, &res, &err), ERR_HEAP_BEYOND_TABLE);
    assert_int_equal(err.where, ERR_AT_ARG);
    assert_int_equal(err.at, 3);
    assert_int_equal(err.value, 1048576 + 10);
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
    start(s, NB_SUB_MAX_AMOUNTS);
    assert_int_equal(engine_sg(NB_SUB_MAX_AMOUNTS), NB_SUB_MAX_AMOUNTS);
    assert_int_equal(engine_sg(NB_SUB_MAX_AMOUNTS + 1), 0);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_int_equal(info.period, NB_SUB_MAX_AMOUNTS + 1);
    assert_int_equal(info.preperiod, 0);
    assert_int_equal(engine_sg(UINT64_C(123456789012345)),
                     UINT64_C(123456789012345) % (NB_SUB_MAX_AMOUNTS + 1));
}

static void test_start_errors(void **state)
{
    static const heap_t good[] = { 1, 3, 4 };
    static const heap_t zero[] = { 5, 0 };
    static const heap_t huge[] = { 2, (heap_t)NB_HEAP_MAX + 1u };
    static heap_t many[NB_SUB_MAX_AMOUNTS + 1];
    static const sg_t period7[] = { 0, 1, 0, 1, 2, 3, 2 };   /* theory.md */
    struct nb_error err;
    uint16_t i;
    (void)state;
    start(good, 3);
    error_clear(&err);
    assert_int_equal(subtraction_start(good, 0, &err), ERR_RULE_SYNTAX);
    error_clear(&err);
    assert_int_equal(subtraction_start(zero, 2, &err), ERR_RULE_AMOUNT_ZERO);
    error_clear(&err);
    assert_int_equal(subtraction_start(huge, 2, &err), ERR_NUMBER_TOO_LARGE);
    assert_int_equal(err.value, (heap_t)NB_HEAP_MAX + 1u);
    assert_int_equal(err.limit, NB_HEAP_MAX);
    for (i = 0; i <= NB_SUB_MAX_AMOUNTS; i++)
        many[i] = i + 1u;
    error_clear(&err);
    assert_int_equal(subtraction_start(many, NB_SUB_MAX_AMOUNTS + 1, &err), ERR_TOO_MANY_AMOUNTS);
    assert_int_equal(err.value, NB_SUB_MAX_AMOUNTS + 1);
    assert_int_equal(err.limit, NB_SUB_MAX_AMOUNTS);
    /* a refused start leaves the previous game intact */
    for (i = 0; i < 20; i++)
        assert_int_equal(engine_sg(i), period7[i % 7]);
}

/* Starting a new game forgets the old table and period. */
static void test_restart(void **state)
{
    static const heap_t a[] = { 1, 3, 4 }, b[] = { 2 };
    struct subtraction_info info;
    (void)state;
    start(a, 3);
    subtraction_build_all();
    start(b, 1);
    subtraction_get_info(&info);
    assert_int_equal(info.computed, 0);
    assert_false(info.period_known);
    assert_int_equal(info.max_amount, 2);
    /* S = {2}: SG = 0 0 1 1 0 0 1 1 ... */
    assert_int_equal(engine_sg(5), 0);
    assert_int_equal(engine_sg(6), 1);
    assert_int_equal(engine_sg(UINT64_C(1000000000000000003)), 1);
    subtraction_get_info(&info);
    assert_int_equal(info.period, 4);
    assert_int_equal(info.preperiod, 0);
}

/* The same set again (in another order, with a duplicate) keeps the table
 * and the period; a set that differs in one amount, or is a prefix of the
 * current one, starts over. */
static void test_same_set_kept(void **state)
{
    static const heap_t a[] = { 1, 3, 4 }, again[] = { 4, 1, 3, 1 }, prefix[] = { 1, 3 },
                        other[] = { 1, 3, 5 };
    static const sg_t period7[] = { 0, 1, 0, 1, 2, 3, 2 };   /* theory.md */
    struct subtraction_info info;
    (void)state;
    start(a, 3);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_true(info.computed > 0);
    start(again, 4);
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_int_equal(info.period, 7);
    assert_int_equal(engine_sg(1000000), period7[1000000 % 7]);
    start(prefix, 2);
    subtraction_get_info(&info);
    assert_int_equal(info.computed, 0);
    assert_int_equal(info.amount_count, 2);
    start(a, 3);
    start(other, 3);
    subtraction_get_info(&info);
    assert_int_equal(info.computed, 0);
    assert_false(info.period_known);
    assert_int_equal(info.max_amount, 5);
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
    start(s, 1);
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
        cmocka_unit_test(test_amounts_sorted_unique),
        cmocka_unit_test(test_nonzero_preperiod),
        cmocka_unit_test(test_all_small_sets_periods),
        cmocka_unit_test(test_beyond_table_via_period),
        cmocka_unit_test(test_no_period_beyond_table),
        cmocka_unit_test(test_beyond_table_in_position),
        cmocka_unit_test(test_many_amounts),
        cmocka_unit_test(test_start_errors),
        cmocka_unit_test(test_restart),
        cmocka_unit_test(test_same_set_kept),
        cmocka_unit_test(test_period_that_barely_fits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
