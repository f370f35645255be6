/*
 * test_screens_rows.c — the 16x2 screen's number rows, character for
 * character, with the cursor's column: pile rows that scroll to keep the
 * cursor's pile in view (marking hidden piles with '<'), checked against a
 * slow model of the rule on random rows; values shown as '?' when not
 * known; octal code rows; a map's stone terms by square or node number.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "app/screens.h"

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
     * starts later and marks the hidden piles with '<' (the last column is
     * kept for '>') */
    screen_number_row("Nim ", piles, 6, 5, 0, line, &col);
    assert_string_equal(line, LCD_WIDTH >= 20 ? "Nim 3 4 5 9999 12 7" : "Nim <9999 12 7");
    assert_int_equal(line[col], '7');
    /* with the cursor on the first pile the row starts at it, and '>'
     * marks where it is cut */
    screen_number_row("Nim ", piles, 6, 0, 0, line, &col);
    assert_string_equal(line, LCD_WIDTH >= 20 ? "Nim 3 4 5 9999 12 7" : "Nim 3 4 5 9999 >");
    assert_int_equal(col, 4);
}

/* The row as its rule says, built the slow way: the last column is kept
 * for '>'; the first shown pile is the smallest start whose piles up to
 * the current one fit before it with one space between and '<' before
 * when start > 0 (the current one alone if none does); then piles follow
 * while they fit; '>' (after a space when one fits before the last column)
 * when a pile is left out. */
static void model_row(const char *prefix, const heap_t *piles, uint8_t count, uint8_t current,
                      char *line, uint8_t *col)
{
    char num[32];
    size_t base = strlen(prefix), len;
    uint8_t start, i;
    for (start = 0;; start++) {
        size_t used = (size_t)(start > 0);
        for (i = start; i <= current; i++)
            used += (i > start) + (size_t)snprintf(num, sizeof num, "%llu",
                                                    (unsigned long long)piles[i]);
        if (base + used <= LCD_WIDTH - 1u || start >= current)
            break;
    }
    strcpy(line, prefix);
    if (start > 0)
        strcat(line, "<");
    *col = (uint8_t)base;
    for (i = start; i < count; i++) {
        len = (size_t)snprintf(num, sizeof num, "%llu", (unsigned long long)piles[i]);
        if (strlen(line) + (i > start) + len > LCD_WIDTH - 1u)
            break;
        if (i > start)
            strcat(line, " ");
        if (i == current)
            *col = (uint8_t)strlen(line);
        strcat(line, num);
    }
    if (i < count)
        strcat(line, strlen(line) < LCD_WIDTH - 1u ? " >" : ">");
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_number_row_scrolls),
        cmocka_unit_test(test_number_rows_match_the_rule),
        cmocka_unit_test(test_unknown_values_shown_as_such),
        cmocka_unit_test(test_code_rows),
        cmocka_unit_test(test_term_rows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
