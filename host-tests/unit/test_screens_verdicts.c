/*
 * test_screens_verdicts.c — the coach's verdict line on the 16x2 screen,
 * character for character: a winning move in the longest wording that
 * fits (then shorter ones), a split move and the pile limit ("Full"), a
 * lost or finished position, a map's move in squares or node numbers, and
 * the refusals shown instead of a verdict.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "app/screens.h"

static struct game_result win(uint16_t pile, heap_t from, heap_t to)
{
    struct game_result r;
    memset(&r, 0, sizeof r);
    r.outcome = OUTCOME_WIN;
    r.pile = pile;
    r.from = from;
    r.to = to;
    r.winning_moves = 1;
    r.nim_sum = 1;
    return r;
}

static void test_verdict_wordings(void **state)
{
    char line[LCD_LINE];
    struct game_result r;
    (void)state;
    r = win(0, 3, 1);
    screen_verdict(&r, 0, 0, line);
    assert_string_equal(line, "Pile 1: 3 to 1");
    r = win(11, 9999, 998);   /* "Pile 12: 9999 to 998" is 20: short form */
    screen_verdict(&r, 0, 0, line);
    assert_string_equal(line, "P12: 9999 to 998");
    r = win(15, 9999, 9998);  /* "P16: 9999 to 9998" is 17: shortest form */
    screen_verdict(&r, 0, 0, line);
    assert_string_equal(line, "P16:9999 to 9998");
    r.outcome = OUTCOME_LOSE;
    screen_verdict(&r, 0, 0, line);
    assert_string_equal(line, "Every move loses");
    screen_verdict(&r, 1, 0, line);
    assert_string_equal(line, "No stones: lost");
    r.outcome = OUTCOME_WON;
    screen_verdict(&r, 1, 0, line);
    assert_string_equal(line, "Game over: won!");
}

/* A take-and-break move splits a pile: the longest wording that fits, and
 * at the pile limit "Full" (the new pile cannot be entered), never cut. */
static void test_split_verdicts(void **state)
{
    char line[LCD_LINE];
    struct game_result r;
    (void)state;
    r = win(1, 9, 3);
    r.split = 5;
    screen_verdict(&r, 0, 0, line);
    assert_string_equal(line, "Pile 2: 9 to 3+5");
    r = win(1, 99, 3);
    r.split = 95;
    screen_verdict(&r, 0, 0, line);   /* "Pile 2: 99 to 3+95" is 18 */
    assert_string_equal(line, "P2:99 to 3+95");
    r = win(11, 9999, 3);
    r.split = 9995;
    screen_verdict(&r, 0, 0, line);   /* "P12:9999 to 3+9995" is 18 */
    assert_string_equal(line, "P12 to 3+9995");
    /* the piles are full: said, the hint still there */
    r = win(15, 9, 3);
    r.split = 5;
    screen_verdict(&r, 0, 1, line);
    assert_string_equal(line, "Full: P16 to 3+5");
    r = win(15, 99, 30);
    r.split = 68;
    screen_verdict(&r, 0, 1, line);
    assert_string_equal(line, "Full P16:30+68");
    r = win(15, 99, 30);
    r.split = 5;
    screen_verdict(&r, 0, 1, line);   /* "Full: P16 to 30+5" is 17 */
    assert_string_equal(line, "Full P16:30+5");
    r = win(15, 9999, 4999);
    r.split = 4999;
    screen_verdict(&r, 0, 1, line);   /* even "Full P16:4999+4999" is 18 */
    assert_string_equal(line, "P16 to 4999+4999");
    /* a move that does not split says nothing of the limit */
    r = win(0, 3, 1);
    screen_verdict(&r, 0, 1, line);
    assert_string_equal(line, "Pile 1: 3 to 1");
}

static void test_refusals(void **state)
{
    char line[LCD_LINE];
    struct nb_error err;
    (void)state;
    error_clear(&err);
    error_set(&err, ERR_HEAP_BEYOND_TABLE, 300, 256);
    screen_refusal(&err, line);
    assert_string_equal(line, "Limit: heap 255");
    error_set(&err, ERR_NO_PILES, 0, 0);
    screen_refusal(&err, line);
    assert_string_equal(line, "Add a pile");
}

static void test_graph_verdicts(void **state)
{
    char line[LCD_LINE];
    struct game_result r = win(0, 56, 0);
    (void)state;
    screen_graph_verdict(&r, 8, 0, line);
    assert_string_equal(line, "Move a8 to a1");
    screen_graph_verdict(&r, 0, 0, line);
    assert_string_equal(line, "Move 56 to 0");
    r = win(0, 65000, 64999);   /* long numbers drop "Move " */
    screen_graph_verdict(&r, 0, 0, line);
    assert_string_equal(line, "65000 to 64999");
    r.outcome = OUTCOME_LOSE;
    screen_graph_verdict(&r, 8, 0, line);
    assert_string_equal(line, "Every move loses");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_verdict_wordings),
        cmocka_unit_test(test_split_verdicts),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_graph_verdicts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
