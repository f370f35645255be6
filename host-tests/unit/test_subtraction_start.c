/*
 * test_subtraction_start.c — starting a subtraction game: the amounts kept
 * sorted and without repeats, refused sets (none, a zero, too large, too
 * many: given to the engine, and spelled in a rule, where the first amount
 * too many is named before any is kept) leaving the previous game intact,
 * a new set forgetting the old table and period, and the same set again
 * keeping them.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/subtraction.h"
#include "support.h"

static void test_amounts_sorted_unique(void **state)
{
    static const heap_t s[] = { 4, 1, 3, 3, 1, 4, 4 };
    const heap_t *a;
    uint16_t n = 0;
    struct subtraction_info info;
    (void)state;
    test_sub_start(s, 7);
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
    test_sub_start(good, 3);
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
        assert_int_equal(test_sub_sg(i), period7[i % 7]);
}

/* A rule with one amount too many and one more: refused at the first one
 * too many, the previous game intact. */
static void test_rule_too_many(void **state)
{
    static const heap_t good[] = { 1, 3, 4 };
    char text[16 * (NB_SUB_MAX_AMOUNTS + 2)] = "sub:";
    struct rule r;
    struct nb_error err;
    const char *name;
    uint16_t name_len;
    unsigned i;
    (void)state;
    test_sub_start(good, 3);
    for (i = 1; i <= NB_SUB_MAX_AMOUNTS + 2u; i++)
        snprintf(text + strlen(text), sizeof text - strlen(text), "%s%u", i > 1 ? "," : "", i);
    error_clear(&err);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), &r, &name, &name_len, &err),
                     ERR_TOO_MANY_AMOUNTS);
    assert_int_equal(err.value, NB_SUB_MAX_AMOUNTS + 1);
    assert_int_equal(err.limit, NB_SUB_MAX_AMOUNTS);
    for (i = 0; i < 20; i++)
        assert_int_equal(test_sub_sg(i), "0101232"[i % 7] - '0');
}

/* Starting a new game forgets the old table and period. */
static void test_restart(void **state)
{
    static const heap_t a[] = { 1, 3, 4 }, b[] = { 2 };
    struct subtraction_info info;
    (void)state;
    test_sub_start(a, 3);
    subtraction_build_all();
    test_sub_start(b, 1);
    subtraction_get_info(&info);
    assert_int_equal(info.computed, 0);
    assert_false(info.period_known);
    assert_int_equal(info.max_amount, 2);
    /* S = {2}: SG = 0 0 1 1 0 0 1 1 ... */
    assert_int_equal(test_sub_sg(5), 0);
    assert_int_equal(test_sub_sg(6), 1);
    assert_int_equal(test_sub_sg(UINT64_C(1000000000000000003)), 1);
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
    test_sub_start(a, 3);
    subtraction_build_all();
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_true(info.computed > 0);
    test_sub_start(again, 4);
    subtraction_get_info(&info);
    assert_true(info.period_known);
    assert_int_equal(info.period, 7);
    assert_int_equal(test_sub_sg(1000000), period7[1000000 % 7]);
    test_sub_start(prefix, 2);
    subtraction_get_info(&info);
    assert_int_equal(info.computed, 0);
    assert_int_equal(info.amount_count, 2);
    test_sub_start(a, 3);
    test_sub_start(other, 3);
    subtraction_get_info(&info);
    assert_int_equal(info.computed, 0);
    assert_false(info.period_known);
    assert_int_equal(info.max_amount, 5);
}
int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_amounts_sorted_unique),
        cmocka_unit_test(test_start_errors),
        cmocka_unit_test(test_rule_too_many),
        cmocka_unit_test(test_restart),
        cmocka_unit_test(test_same_set_kept),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
