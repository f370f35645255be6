/*
 * test_screens_puzzle.c — the practice mode's sentences and a move being
 * entered (screens_puzzle.c), character for character at the board's
 * width: the question, the grade, the why page for won and lost positions
 * under Nim, a split, misere and a map, and the fallbacks of long numbers.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "app/screens_puzzle.h"
#include "support.h"

static struct play_move mv(uint16_t pile, heap_t from, heap_t to, heap_t split)
{
    struct play_move m;
    m.pile = pile;
    m.from = from;
    m.to = to;
    m.split = split;
    return m;
}

static void test_entry(void **state)
{
    char line[LCD_LINE];
    struct play_move m = mv(1, 7, 6, 0);
    (void)state;
    screen_move_entry(&m, 0, 0, line);
    assert_string_equal(line, "Play 7 to 6?");
    m = mv(1, 7, 1, 5);
    screen_move_entry(&m, 0, 0, line);
    assert_string_equal(line, "Play 7 to 1+5?");
    m = mv(0, 9999, 9998, 0);
    screen_move_entry(&m, 0, 0, line);
    assert_string_equal(line, "9999 to 9998?");
    m = mv(0, 9999, 4997, 4998);
    screen_move_entry(&m, 0, 0, line);
    assert_string_equal(line, "to 4997+4998?");
    m = mv(0, 63, 7, 0);   /* h8 to h1 on an 8-wide grid */
    screen_move_entry(&m, 1, 8, line);
    assert_string_equal(line, "Play h8 to h1?");
}

static void test_ask_and_grade(void **state)
{
    /* the question and the grade at each width their numbers take:
     * longer streaks get shorter words, never a number cut short */
    static const struct {
        uint8_t streak, best;
        const char *ask;
    } asks[] = {
        { 3, 5, "Streak 3, best 5" },
        { 9, 13, "Now 9, best 13" },
        { 13, 13, "Now 13, best 13" },
        { 103, 255, "103, best 255" },
    };
    static const struct {
        uint8_t right, streak;
        const char *grade;
    } grades[] = {
        { 1, 4, "Right! Streak 4" },
        { 0, 0, "Wrong: streak 0" },
        { 1, 99, "Right! Streak 99" },
        { 1, 100, "Right! Now 100" },
    };
    char line[LCD_LINE];
    size_t i;
    (void)state;
    for (i = 0; i < sizeof asks / sizeof asks[0]; i++) {
        screen_puzzle_ask(asks[i].streak, asks[i].best, line);
        assert_string_equal(line, asks[i].ask);
    }
    for (i = 0; i < sizeof grades / sizeof grades[0]; i++) {
        screen_puzzle_grade(grades[i].right, grades[i].streak, line);
        assert_string_equal(line, grades[i].grade);
    }
}

/* The grade of pos under rule text, the why page's two rows. */
static void why(const char *rule_text, const struct puzzle_position *pos, char *row0,
                char *row1)
{
    struct rule r;
    struct puzzle_grade g;
    struct nb_error err;
    test_parse_rule(rule_text, &r);
    assert_int_equal(puzzle_grade(&r, pos, 0, &g, &err), 0);
    screen_puzzle_why(0, &r, pos, &g, 0, row0);
    screen_puzzle_why(1, &r, pos, &g, 0, row1);
}

static void test_why(void **state)
{
    char a[LCD_LINE], b[LCD_LINE];
    struct puzzle_position pos;
    (void)state;
    pos.count = 2;
    pos.p.heaps[0] = 3;
    pos.p.heaps[1] = 7;   /* nim: XOR 4, 7 to 3 */
    why("nim", &pos, a, b);
    /* the position's XOR, its SG value (not pile 2's: that is 7), and the
     * move that brings it to 0 */
    assert_string_equal(a, "XOR 3^7 = 4");
    assert_string_equal(b, LCD_WIDTH >= 19 ? "Pile 2: 7 to 3 -> 0" : "P2: 7 to 3 -> 0");
    pos.p.heaps[0] = 1;
    pos.p.heaps[1] = 2;
    why("nim", &pos, a, b);
    assert_string_equal(a, "XOR 1^2 = 3");
    assert_string_equal(b, LCD_WIDTH >= 19 ? "Pile 2: 2 to 1 -> 0" : "P2: 2 to 1 -> 0");
    pos.p.heaps[0] = pos.p.heaps[1] = 3;   /* lost */
    why("nim", &pos, a, b);
    assert_string_equal(a, "XOR 3^3 = 0");
    assert_string_equal(b, "No move wins");
    /* sub:1,3,4: each pile's SG value, not its size (SG(4) = 2, SG(5) = 3,
     * SG(9) = 0, SG(13) = 2: XOR 3) */
    pos.count = 4;
    pos.p.heaps[0] = 4;
    pos.p.heaps[1] = 5;
    pos.p.heaps[2] = 9;
    pos.p.heaps[3] = 13;
    why("sub:1,3,4", &pos, a, b);
    assert_string_equal(a, "XOR 2^3^0^2 = 3");
    pos.p.heaps[0] = 42;
    pos.p.heaps[1] = 17;
    pos.p.heaps[2] = 60;
    pos.p.heaps[3] = 33;   /* nim: 42^17^60^33 = 38 */
    why("nim", &pos, a, b);
    assert_string_equal(a, LCD_WIDTH >= 20 ? "XOR 42^17^60^33 = 38" : "XOR of all = 38");
    pos.count = 1;
    pos.p.heaps[0] = 7;   /* kayles: SG 2, the split 3+3 */
    why("kayles", &pos, a, b);
    assert_string_equal(a, "SG of 7 = 2");
    assert_string_equal(b, LCD_WIDTH >= 17 ? "P1: 7 to 3+3 -> 0" : "P1 to 3+3 -> 0");
    pos.count = 3;
    pos.p.heaps[0] = 1;
    pos.p.heaps[1] = 1;
    pos.p.heaps[2] = 3;   /* misere: 3 to 1 leaves three 1s */
    why("misere", &pos, a, b);
    assert_string_equal(a, "Pile 3: misere,");
    assert_string_equal(b, "Odd 1s: 3 to 1");
    pos.count = 2;
    pos.p.heaps[0] = 5;
    pos.p.heaps[1] = 3;   /* misere with a big pile left: XOR 0, 5 to 3 */
    why("misere", &pos, a, b);
    assert_string_equal(a, "XOR 5^3 = 6");
    assert_string_equal(b, LCD_WIDTH >= 19 ? "Pile 1: 5 to 3 -> 0" : "P1: 5 to 3 -> 0");
    pos.count = 3;
    pos.p.heaps[0] = 1;
    pos.p.heaps[1] = 1;
    pos.p.heaps[2] = 1;   /* misere lost: three 1s */
    why("misere", &pos, a, b);
    assert_string_equal(a, "1s: 3 odd, lose");
    assert_string_equal(b, "No move wins");
}

static void test_why_map(void **state)
{
    char a[LCD_LINE], b[LCD_LINE];
    struct puzzle_position pos;
    struct puzzle_grade g;
    struct rule r;
    struct nb_error err;
    (void)state;
    test_parse_rule("dag:rook", &r);
    assert_int_equal(rule_attach_graph(&r, test_builtin_map("rook"), &err), 0);
    pos.count = 1;
    pos.p.terms[0].node = 9;   /* b2: SG 1 ^ 1 = 0, lost */
    pos.p.terms[0].count = 1;
    assert_int_equal(puzzle_grade(&r, &pos, 0, &g, &err), 0);
    screen_puzzle_why(0, &r, &pos, &g, 8, a);
    screen_puzzle_why(1, &r, &pos, &g, 8, b);
    assert_string_equal(a, "SG of b2 = 0");
    assert_string_equal(b, "No move wins");
    pos.p.terms[0].node = 10;   /* c2: SG 2 ^ 1 = 3, won (the coach's move) */
    assert_int_equal(puzzle_grade(&r, &pos, 0, &g, &err), 0);
    screen_puzzle_why(0, &r, &pos, &g, 8, a);
    screen_puzzle_why(1, &r, &pos, &g, 8, b);
    assert_string_equal(a, "SG of c2 = 3");
    assert_string_equal(b, LCD_WIDTH >= 18 ? "Move c2 to b2 -> 0" : "c2 to b2 -> 0");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_entry),
        cmocka_unit_test(test_ask_and_grade),
        cmocka_unit_test(test_why),
        cmocka_unit_test(test_why_map),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
