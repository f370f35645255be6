/*
 * test_screens_play.c — the play screens' sentences (screens_play.c),
 * character for character: the setup's fields, nimbox's moves (heaps,
 * splits, a map's squares) and a move being entered, the winner at the
 * level or with the hints taken, whose wins the score counts, the coin
 * toss.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "app/screens_move.h"
#include "app/screens_play.h"

static struct play_move mv(uint16_t pile, heap_t from, heap_t to, heap_t split)
{
    struct play_move m;
    m.pile = pile;
    m.from = from;
    m.to = to;
    m.split = split;
    return m;
}

static void test_fields(void **state)
{
    char line[LCD_LINE];
    (void)state;
    screen_play_field(0, 0, 0, line);
    assert_string_equal(line, "Start: 1-3-5-7");
    screen_play_field(0, 1, 0, line);
    assert_string_equal(line, "Start: 3-4-5");
    screen_play_field(0, 2, 0, line);
    assert_string_equal(line, "Start: random");
    screen_play_field(0, 3, 1, line);
    assert_string_equal(line, "Start: coach's");
    screen_play_field(0, 0, 1, line);
    assert_string_equal(line, "Start: 1 stone");
    screen_play_field(0, 1, 1, line);
    assert_string_equal(line, "Start: 1 stone");
    screen_play_field(1, 0, 0, line);
    assert_string_equal(line, "First: you");
    screen_play_field(1, 1, 0, line);
    assert_string_equal(line, "First: nimbox");
    screen_play_field(1, 2, 0, line);
    assert_string_equal(line, "First: coin toss");
    screen_play_field(2, 5, 0, line);
    assert_string_equal(line, "Level: 5");
}

static void test_moves(void **state)
{
    char line[LCD_LINE];
    struct play_move m = mv(2, 5, 3, 0);
    (void)state;
    /* nimbox's move in stones, as the coach's hint: the pile, from, to */
    screen_play_move(&m, 0, 0, line);
    assert_string_equal(line, LCD_WIDTH >= 18 ? "Me: pile 3, 5 to 3" : "Me: P3, 5 to 3");
    m = mv(1, 7, 1, 5);
    screen_play_move(&m, 0, 0, line);
    assert_string_equal(line, LCD_WIDTH >= 20 ? "Me: pile 2, 7 to 1+5" : "Me: P2, 7 to 1+5");
    /* a map: nodes as squares of an 8-wide grid (63 = h8, 7 = h1) */
    m = mv(0, 63, 7, 0);
    screen_play_move(&m, 1, 8, line);
    assert_string_equal(line, "Me: h8 to h1");
    /* long numbers: shorter words, every number whole */
    m = mv(31, 9999, 1, 0);
    screen_play_move(&m, 0, 0, line);
    assert_string_equal(line, LCD_WIDTH >= 18 ? "Me: P32, 9999 to 1" : "Me: P32 to 1");
    m = mv(15, 9999, 4999, 4999);
    screen_play_move(&m, 0, 0, line);
    assert_string_equal(line, LCD_WIDTH >= 20 ? "Me: P16 to 4999+4999" : "P16 to 4999+4999");
    /* a move being entered reads unlike the coach's "Pile 3: 5 to 3" */
    m = mv(2, 5, 3, 0);
    screen_move_entry(&m, 0, 0, line);
    assert_string_equal(line, "Play 5 to 3?");
}

static void test_winner_and_score(void **state)
{
    char line[LCD_LINE];
    (void)state;
    screen_play_winner(0, 0, 0, 3, line);
    assert_string_equal(line, "You won at L3!");
    screen_play_winner(0, 1, 0, 5, line);
    assert_string_equal(line, "nimbox won at L5");
    screen_play_winner(1, 0, 0, 3, line);
    assert_string_equal(line, "P1 won");
    screen_play_winner(1, 1, 2, 3, line);
    assert_string_equal(line, "P2 won (2 hints)");
    screen_play_winner(1, 0, 1, 3, line);
    assert_string_equal(line, "P1 won (1 hint)");
    screen_play_score(0, 2, line);
    assert_string_equal(line, "You 0 - nimbox 2");
    screen_play_score(12, 2, line);
    assert_string_equal(line, LCD_WIDTH >= 17 ? "You 12 - nimbox 2" : "You 12-nimbox 2");
    screen_play_score(40, 35, line);
    assert_string_equal(line, LCD_WIDTH >= 18 ? "You 40 - nimbox 35" : "You 40-nimbox 35");
    /* the longest counts: both whole */
    screen_play_score(65535, 65535, line);
    assert_string_equal(line, LCD_WIDTH >= 19 ? "You 65535, me 65535" : "You 65535-65535");
    line[0] = '>';
    line[1] = 0;
    screen_play_level_score(3, 4, 3, line);
    assert_string_equal(line, ">L3 you 4, me 3");
    line[0] = ' ';
    line[1] = 0;
    screen_play_level_score(5, 65535, 9999, line);
    assert_string_equal(line, LCD_WIDTH >= 22 ? " L5 you 65535, me 9999" : " L5: 65535-9999");
    screen_play_toss(0, line);
    assert_string_equal(line, "Toss: you first");
    screen_play_toss(1, line);
    assert_string_equal(line, "Toss: I go first");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fields),
        cmocka_unit_test(test_moves),
        cmocka_unit_test(test_winner_and_score),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
