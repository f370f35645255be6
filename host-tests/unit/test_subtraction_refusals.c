/*
 * test_subtraction_refusals.c — subtraction games past what the table can
 * answer: with an amount larger than the table no period can be proven,
 * so a heap beyond the table is refused (never guessed), alone and in a
 * whole position, where the error names the pile.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "core/game.h"
#include "core/subtraction.h"
#include "support.h"

/* max(S) >= NB_SUB_TABLE: the window never fits, no period can be proven,
 * and a heap beyond the table is refused (never guessed). */
static void test_no_period_beyond_table(void **state)
{
    static const heap_t s[] = { 1, (heap_t)NB_SUB_TABLE + 5u };
    struct subtraction_info info;
    struct nb_error err;
    sg_t g = 77;
    (void)state;
    test_sub_start(s, 2);
    /* within the table only the 1 applies: SG alternates */
    assert_int_equal(test_sub_sg(0), 0);
    assert_int_equal(test_sub_sg(1), 1);
    assert_int_equal(test_sub_sg(12345), 1);
    assert_int_equal(test_sub_sg(NB_SUB_TABLE - 1), (NB_SUB_TABLE - 1) % 2);
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
    struct nb_error err;
    struct game_result res;
    heap_t heaps[3] = { 3, 7, 1048576 + 10 };
    (void)state;
    assert_true(NB_SUB_TABLE <= 1048576L);
    test_parse_rule(text, &r);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_period_beyond_table),
        cmocka_unit_test(test_beyond_table_in_position),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
