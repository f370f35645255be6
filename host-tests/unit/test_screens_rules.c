/*
 * test_screens_rules.c — how the 16x2 screen names a rule and sums a
 * position up, character for character: each family's tag and name
 * (subtraction sets, octal codes, maps), names cut at the width, and the
 * XOR line (the nim sum with the count of winning moves, misere's count of
 * ones, a value not known here).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "app/screens.h"
#include "core/maps.h"

/* Make r a rule of the family with this identifier. */
static void use_id(struct rule *r, uint8_t id)
{
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_set_id(r, id, &err), 0);
}

static void test_rule_tags_and_names(void **state)
{
    char line[LCD_LINE];
    struct rule r;
    const heap_t amounts[3] = { 1, 3, 4 };
    (void)state;
    memset(&r, 0, sizeof r);
    use_id(&r, RULE_ID_TAKE);
    r.take_max = 12;
    screen_rule_tag(&r, line);
    assert_string_equal(line, "T12");
    screen_rule_name(&r, amounts, 3, 0, line);
    assert_string_equal(line, "take:12");
    use_id(&r, RULE_ID_SUB);
    screen_rule_tag(&r, line);
    assert_string_equal(line, "Sub");
    screen_rule_name(&r, amounts, 3, 0, line);
    assert_string_equal(line, "sub:1,3,4");
    use_id(&r, RULE_ID_MISERE);
    screen_rule_tag(&r, line);
    assert_string_equal(line, "Mis");
    use_id(&r, RULE_ID_HALF);
    screen_rule_name(&r, amounts, 3, 0, line);
    assert_string_equal(line, "half");
    use_id(&r, RULE_ID_OCTAL);
    r.code.len = 3;
    r.code.digit[0] = 1;
    r.code.digit[1] = 3;
    r.code.digit[2] = 7;
    screen_rule_name(&r, amounts, 3, 0, line);
    assert_string_equal(line, "octal:0.137");
    screen_rule_tag(&r, line);
    assert_string_equal(line, "Oct");
    use_id(&r, RULE_ID_KAYLES);
    screen_rule_name(&r, amounts, 3, 0, line);
    assert_string_equal(line, "kayles");
    screen_rule_tag(&r, line);
    assert_string_equal(line, "Kay");
    use_id(&r, RULE_ID_DAWSON);
    screen_rule_name(&r, amounts, 3, 0, line);
    assert_string_equal(line, "dawson");
}

static void test_names_are_cut_at_the_width(void **state)
{
    char line[LCD_LINE];
    struct rule r;
    const heap_t amounts[8] = { 91, 92, 93, 94, 95, 96, 97, 98 };
    (void)state;
    memset(&r, 0, sizeof r);
    use_id(&r, RULE_ID_SUB);
    screen_rule_name(&r, amounts, 8, 0, line);
    assert_int_equal(strlen(line), LCD_WIDTH);
    assert_string_equal(line, "sub:91,92,93,94,");
}

static void test_xor_lines(void **state)
{
    char line[LCD_LINE];
    struct rule r;
    struct game_result res;
    const heap_t big[3] = { 3, 4, 5 };
    const heap_t ones[3] = { 1, 1, 1 };
    const heap_t none[2] = { 0, 0 };
    struct nb_error err;
    (void)state;
    memset(&r, 0, sizeof r);
    memset(&res, 0, sizeof res);
    use_id(&r, RULE_ID_NIM);
    /* the engine's own analysis: one winning move (3 -> 1) */
    assert_int_equal(game_analyse_heaps(&r, big, 3, &res, &err), 0);
    screen_xor_line(&r, big, 3, &res, line);
    assert_string_equal(line, "XOR 2: 1 winning");
    {   /* three winning moves; a lost position says so */
        const heap_t three[3] = { 5, 6, 7 }, lost[3] = { 1, 2, 3 };
        const heap_t wide[2] = { 1024, 9999 };
        assert_int_equal(game_analyse_heaps(&r, three, 3, &res, &err), 0);
        screen_xor_line(&r, three, 3, &res, line);
        assert_string_equal(line, "XOR 4: 3 winning");
        assert_int_equal(game_analyse_heaps(&r, lost, 3, &res, &err), 0);
        screen_xor_line(&r, lost, 3, &res, line);
        assert_string_equal(line, "XOR 0: you lose");
        /* a wide XOR: the count stays whole, the word is cut */
        assert_int_equal(game_analyse_heaps(&r, wide, 2, &res, &err), 0);
        screen_xor_line(&r, wide, 2, &res, line);
        assert_string_equal(line, "XOR 8975: 1 winn");
    }
    memset(&res, 0, sizeof res);
    use_id(&r, RULE_ID_MISERE);
    res.outcome = OUTCOME_LOSE;
    screen_xor_line(&r, ones, 3, &res, line);
    assert_string_equal(line, "1s: 3 odd, lose");
    res.outcome = OUTCOME_WIN;   /* two 1s: even, the mover wins */
    screen_xor_line(&r, ones + 1, 2, &res, line);
    assert_string_equal(line, "1s: 2 even, win");
    res.outcome = OUTCOME_LOSE;   /* one 1: odd */
    screen_xor_line(&r, ones, 1, &res, line);
    assert_string_equal(line, "1s: 1 odd, lose");
    res.outcome = OUTCOME_WON;
    screen_xor_line(&r, none, 2, &res, line);
    assert_string_equal(line, "No stones: won");
    /* a value not known here: never a number */
    use_id(&r, RULE_ID_SUB);
    screen_xor_line(&r, big, 0, 0, line);
    assert_string_equal(line, "XOR ?: undecided");
}

static void test_map_rule_name(void **state)
{
    char line[LCD_LINE];
    struct rule r;
    int16_t rook = maps_find("rook", 4);
    (void)state;
    assert_true(rook >= 0);
    memset(&r, 0, sizeof r);
    use_id(&r, RULE_ID_DAG);
    screen_rule_name(&r, 0, 0, (uint8_t)rook, line);
    assert_string_equal(line, "dag:rook");
    screen_rule_tag(&r, line);
    assert_string_equal(line, "Map");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rule_tags_and_names),
        cmocka_unit_test(test_names_are_cut_at_the_width),
        cmocka_unit_test(test_xor_lines),
        cmocka_unit_test(test_map_rule_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
