/*
 * test_screens.c — every sentence and number row the 16x2 screen shows,
 * checked character for character, including the shorter wordings used
 * when the long one does not fit and the scrolling of long pile rows.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "hal/keys.h"
#include "app/screens.h"
#include "core/maps.h"

/* Make r a rule of the family with this identifier. */
static void use_id(struct rule *r, uint8_t id)
{
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_set_id(r, id, &err), 0);
}

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

static void test_number_row_scrolls(void **state)
{
    char line[LCD_LINE];
    uint8_t col = 99;
    const heap_t piles[6] = { 3, 4, 5, 9999, 12, 7 };
    (void)state;
    screen_number_row("Nim ", piles, 3, 0, 0, line, &col);
    assert_string_equal(line, "Nim 3 4 5");
    assert_int_equal(col, 4);
    screen_number_row("Nim ", piles, 3, 2, 0, line, &col);
    assert_int_equal(col, 8);
    /* "Nim 3 4 5 9999 12 7" is 19: with the cursor on the last pile the row
     * starts later and marks the hidden piles with '<' */
    screen_number_row("Nim ", piles, 6, 5, 0, line, &col);
    assert_string_equal(line, "Nim <5 9999 12 7");
    assert_int_equal(line[col], '7');
    /* with the cursor on the first pile the row starts at it and is cut */
    screen_number_row("Nim ", piles, 6, 0, 0, line, &col);
    assert_string_equal(line, "Nim 3 4 5 9999");
    assert_int_equal(col, 4);
}

/* The row as its rule says, built the slow way: the first shown pile is
 * the smallest start whose piles up to the current one fit with one space
 * between and '<' before when start > 0 (the current one alone if none
 * does); then piles follow while they fit. */
static void model_row(const char *prefix, const heap_t *piles, uint8_t count, uint8_t current,
                      char *line, uint8_t *col)
{
    char num[32];
    size_t base = strlen(prefix), len;
    uint8_t start, i;
    for (start = 0;; start++) {
        size_t used = start > 0;
        for (i = start; i <= current; i++)
            used += (i > start) + (size_t)snprintf(num, sizeof num, "%llu",
                                                    (unsigned long long)piles[i]);
        if (base + used <= LCD_WIDTH || start >= current)
            break;
    }
    strcpy(line, prefix);
    if (start > 0)
        strcat(line, "<");
    *col = (uint8_t)base;
    for (i = start; i < count; i++) {
        len = (size_t)snprintf(num, sizeof num, "%llu", (unsigned long long)piles[i]);
        if (strlen(line) + (i > start) + len > LCD_WIDTH)
            break;
        if (i > start)
            strcat(line, " ");
        if (i == current)
            *col = (uint8_t)strlen(line);
        strcat(line, num);
    }
}

/* Rows of up to 32 piles of every width (1 to 19 digits), the cursor on
 * each pile: the screen's row equals the model's. */
static void test_number_rows_match_the_rule(void **state)
{
    static const heap_t widths[] = { 0, 7, 10, 99, 123, 9999, 10000, 123456,
                                     9999999999ull, 9223372036854775807ull };
    uint32_t seed = 7;
    int round;
    (void)state;
    for (round = 0; round < 300; round++) {
        heap_t piles[32];
        uint8_t count, i, cur;
        seed = seed * 1103515245u + 12345u;
        count = (uint8_t)(1u + (seed >> 8) % 32u);
        for (i = 0; i < count; i++) {
            seed = seed * 1103515245u + 12345u;
            piles[i] = widths[(seed >> 8) % (round < 150 ? 4u : 10u)];
        }
        for (cur = 0; cur < count; cur++) {
            char got[LCD_LINE], want[LCD_LINE + 32];
            uint8_t got_col = 99, want_col = 98;
            screen_number_row("Nim ", piles, count, cur, 0, got, &got_col);
            model_row("Nim ", piles, count, cur, want, &want_col);
            assert_string_equal(got, want);
            assert_int_equal(got_col, want_col);
        }
    }
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
    res.outcome = OUTCOME_WON;
    screen_xor_line(&r, none, 2, &res, line);
    assert_string_equal(line, "No stones: won");
    /* a value not known here: never a number */
    use_id(&r, RULE_ID_SUB);
    screen_xor_line(&r, big, 0, 0, line);
    assert_string_equal(line, "XOR ?: undecided");
}

static void test_code_rows(void **state)
{
    char line[LCD_LINE];
    uint8_t col, i;
    struct octal_code c = { 3, { 1, 3, 7 } };
    (void)state;
    screen_code_row(&c, 0, line, &col);
    assert_string_equal(line, "Code 0.137");
    assert_int_equal(col, 7);
    screen_code_row(&c, 2, line, &col);
    assert_int_equal(col, 9);
#if NB_OCTAL_MAX_DIGITS >= 16
    /* a long code drops "Code " and scrolls to keep the cursor's digit */
    c.len = 16;
    for (i = 0; i < 16; i++)
        c.digit[i] = (uint8_t)(i % 8);
    screen_code_row(&c, 3, line, &col);
    assert_string_equal(line, "0.01234567012345");
    assert_int_equal(col, 5);
    screen_code_row(&c, 15, line, &col);
    assert_string_equal(line, "0.23456701234567");
    assert_int_equal(col, 15);
#else
    (void)i;
#endif
}

static void test_unknown_values_shown_as_such(void **state)
{
    char line[LCD_LINE];
    uint8_t col;
    const heap_t sg[3] = { 1, SCREEN_UNKNOWN, 12 };
    (void)state;
    screen_number_row("SG ", sg, 3, 1, 0, line, &col);
    assert_string_equal(line, "SG 1 ? 12");
    assert_int_equal(col, 5);
    screen_number_row("SG ", sg, 3, 2, 0, line, &col);
    assert_int_equal(col, 7);
}

static void test_term_rows(void **state)
{
    char line[LCD_LINE];
    uint8_t col = 99;
    struct node_term terms[3];
    (void)state;
    terms[0].node = 62;   /* g8 on an 8-wide grid */
    terms[0].count = 2;
    terms[1].node = 56;   /* a8 */
    terms[1].count = 1;
    terms[2].node = 0;    /* a1 */
    terms[2].count = 10;
    screen_term_row("Map ", terms, 2, 0, 8, line, &col);
    assert_string_equal(line, "Map g8:2 a8:1");
    assert_int_equal(col, 4);             /* the node field of entry 1 */
    screen_term_row("Map ", terms, 2, 1, 8, line, &col);
    assert_int_equal(col, 7);             /* its count, after "g8:" */
    screen_term_row("Map ", terms, 2, 3, 8, line, &col);
    assert_int_equal(col, 12);            /* entry 2's count */
    /* without a grid the nodes are numbers */
    screen_term_row("Map ", terms, 3, 4, 0, line, &col);
    assert_string_equal(line, "Map <56:1 0:10");   /* scrolled to entry 3 */
    assert_int_equal(line[col], '0');
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

/* The Keys screen: each key by name with the reading, the longest row
 * within the width, a button board's key alone, and the way out. */
static void test_keys_screen(void **state)
{
    static const char *const names[] = { "No key", "RIGHT", "UP", "DOWN", "LEFT", "SELECT" };
    char line[LCD_LINE], want[32];
    uint8_t k;
    (void)state;
    screen_keys(0, KEY_LEFT, 2002, line);
    assert_string_equal(line, "LEFT 2002 mV");
    screen_keys(0, KEY_RIGHT, 0, line);
    assert_string_equal(line, "RIGHT 0 mV");
    screen_keys(0, KEY_NONE, 4995, line);
    assert_string_equal(line, "No key 4995 mV");
    screen_keys(0, KEY_SELECT, 3618, line);
    assert_string_equal(line, "SELECT 3618 mV");
    screen_keys(0, KEY_SELECT, 65534, line);   /* the widest number */
    assert_string_equal(line, "SELECT 65534 mV");
    for (k = KEY_NONE; k <= KEY_SELECT; k++) {
        screen_keys(0, k, KEYS_HW_NO_MV, line);   /* buttons: the key only */
        assert_string_equal(line, names[k]);
        screen_keys(0, k, 488, line);
        snprintf(want, sizeof want, "%s 488 mV", names[k]);
        assert_string_equal(line, want);
    }
    screen_keys(1, KEY_UP, 488, line);
    assert_string_equal(line, "Hold SELECT=back");
    assert_int_equal(strlen(line), LCD_WIDTH);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_verdict_wordings),
        cmocka_unit_test(test_split_verdicts),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_rule_tags_and_names),
        cmocka_unit_test(test_names_are_cut_at_the_width),
        cmocka_unit_test(test_number_row_scrolls),
        cmocka_unit_test(test_number_rows_match_the_rule),
        cmocka_unit_test(test_xor_lines),
        cmocka_unit_test(test_unknown_values_shown_as_such),
        cmocka_unit_test(test_code_rows),
        cmocka_unit_test(test_term_rows),
        cmocka_unit_test(test_graph_verdicts),
        cmocka_unit_test(test_map_rule_name),
        cmocka_unit_test(test_keys_screen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
