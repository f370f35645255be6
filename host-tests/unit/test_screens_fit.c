/*
 * test_screens_fit.c — nothing a person did not type is cut from the
 * screen without a mark, at the board's width (built for 16 columns, and
 * again for 20 with a 20x4 board's headers).
 *
 * Every row built from numbers either shows all of them or marks where it
 * is cut ('<' on the left, '>' on the right), the cursor's item always in
 * view so moving it reveals the rest: checked by reading each row back
 * (the numbers shown must be a run of the values, the marks exactly where
 * values are left out).  The puzzle generator is walked over every streak
 * a person can reach (0 to 255) and many seeds under every family and
 * every built-in map: each puzzle's row shows it whole, without a mark,
 * and the lines about it (the grade's verdict, the why page) keep every
 * number whole.  Play's random starts (3 or 4 piles of up to 15, on a map
 * 1 to 3 stones anywhere) and the SG view's rows fit or are marked;
 * nimbox's moves and the scores (the end's, the game menu's) keep their
 * numbers whole.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/screens_play.h"
#include "app/screens_puzzle.h"
#include "app/settings.h"
#include "core/maps.h"
#include "support.h"

#define SEEDS 12u

/* An item's text: a number, or on a map "NODE:COUNT". */
static void item_text(const heap_t *values, const struct node_term *terms, uint8_t grid,
                      uint8_t i, char *out, size_t size)
{
    if (!terms) {
        snprintf(out, size, "%llu", (unsigned long long)values[i]);
    } else if (grid) {
        snprintf(out, size, "%c%u:%llu", 'a' + terms[i].node % grid,
                 (unsigned)(terms[i].node / grid + 1u), (unsigned long long)terms[i].count);
    } else {
        snprintf(out, size, "%u:%llu", (unsigned)terms[i].node,
                 (unsigned long long)terms[i].count);
    }
}

/* The row after prefix shows a run of the items (values, or terms on a
 * map) holding `current`, '<' exactly when items before it are left out
 * and '>' exactly when items after it are; returns whether it shows all. */
static int check_row(const char *line, const char *prefix, const heap_t *values,
                     const struct node_term *terms, uint8_t grid, uint8_t count, uint8_t current)
{
    char want[64], copy[64], *words[64], *save = 0, *word;
    size_t n = strlen(prefix);
    int left = 0, right = 0, shown = 0, first, i;
    if (strlen(line) > LCD_WIDTH || strncmp(line, prefix, n) != 0)
        fail_msg("row \"%s\": longer than %u or not after \"%s\"", line, LCD_WIDTH, prefix);
    snprintf(copy, sizeof copy, "%s", line + n);
    if (copy[0] == '<') {
        left = 1;
        memmove(copy, copy + 1, strlen(copy));
    }
    for (word = strtok_r(copy, " ", &save); word; word = strtok_r(0, " ", &save)) {
        size_t len = strlen(word);
        if (word[len - 1] == '>') {
            right = 1;
            word[--len] = 0;
            if (len == 0)
                break;
        }
        words[shown++] = word;
    }
    /* the run of items the words are, marked as it must be, holding the
     * cursor's item */
    for (first = 0; first + shown <= count; first++) {
        for (i = 0; i < shown; i++) {
            item_text(values, terms, grid, (uint8_t)(first + i), want, sizeof want);
            if (strcmp(want, words[i]) != 0)
                break;
        }
        if (i == shown && left == (first > 0) && right == (first + shown < count) &&
            (current >= count || (current >= first && current < first + shown)))
            return shown == count;
    }
    fail_msg("row \"%s\": not a run of the %u items marked where they are left out, with "
             "item %u in view", line, count, current + 1u);
    return 0;
}

/* A number whole at the end of line (before `tail`). */
static void assert_ends_with_number(const char *line, nb_uint_t v, const char *tail)
{
    char want[48];
    size_t a = strlen(line), b;
    snprintf(want, sizeof want, "%llu%s", (unsigned long long)v, tail);
    b = strlen(want);
    if (a < b || strcmp(line + a - b, want) != 0 || (a > b && line[a - b - 1] >= '0' &&
                                                     line[a - b - 1] <= '9'))
        fail_msg("\"%s\" does not end with %s whole", line, want);
}

/* The lines about a graded puzzle keep every number whole: the verdict
 * ends with the move's last number, the why page's XOR with the
 * position's SG value and its move with "-> 0". */
static void check_puzzle_words(const struct rule *r, const struct puzzle_position *pos,
                               uint8_t grid)
{
    struct puzzle_grade g;
    struct nb_error err;
    char a[LCD_LINE], b[LCD_LINE], v[LCD_LINE];
    const struct game_result *res = &g.res;
    assert_int_equal(puzzle_grade(r, pos, 0, &g, &err), 0);
    screen_puzzle_why(0, r, pos, &g, grid, a);
    screen_puzzle_why(1, r, pos, &g, grid, b);
    if (rule_is_graph(r))
        screen_graph_verdict(res, grid, 0, v);
    else
        screen_verdict(res, 0, 0, v);
    if (res->outcome != OUTCOME_WIN) {
        assert_string_equal(b, "No move wins");
        assert_string_equal(v, "Every move loses");
    } else if (!rule_is_graph(r)) {
        assert_ends_with_number(v, res->split ? res->split : res->to, "");
        if (strncmp(b, "Odd 1s: ", 8) == 0)
            assert_ends_with_number(b, res->to, "");
        else
            assert_ends_with_number(b, res->split ? res->split : res->to, " -> 0");
    } else {
        assert_non_null(strstr(b, " -> 0"));
    }
    if (strncmp(a, "XOR ", 4) == 0 || strncmp(a, "SG of ", 6) == 0) {
        assert_ends_with_number(a, res->nim_sum, "");
        if (strncmp(a, "XOR of all", 10) != 0 && a[0] == 'X') {
            /* every pile's term shown: count - 1 '^' */
            unsigned carets = 0;
            const char *c;
            for (c = a; *c; c++)
                carets += *c == '^';
            assert_int_equal(carets, pos->count - 1u);
        }
    } else {
        assert_false(rule_has_sg(r));   /* misere's 1s ("1s: 3 odd, lose", "Pile 2: misere,") */
    }
}

/* Every puzzle of rule text at every streak shows whole on its row. */
static void walk_puzzles(const char *text, const char *map)
{
    struct rule r;
    struct nb_error err;
    char line[LCD_LINE], tag[LCD_LINE];
    uint8_t grid = 0;
    unsigned streak, seed, cur;
    test_parse_rule(text, &r);
    if (map) {
        int16_t i = maps_find(map, (uint16_t)strlen(map));
        assert_true(i >= 0);
        assert_int_equal(rule_attach_graph(&r, maps_graph((uint8_t)i), &err), 0);
        grid = maps_grid_width((uint8_t)i);
    }
    screen_rule_tag(&r, tag);
    strcat(tag, " ");
    for (streak = 0; streak <= 255; streak++)
        for (seed = 1; seed <= SEEDS; seed++) {
            struct puzzle_position pos;
            struct play_rng g;
            play_seed(&g, seed * 7919u + streak);
            assert_int_equal(puzzle_make(&r, (uint8_t)streak, &g, &pos, &err), 0);
            for (cur = 0; cur < pos.count; cur++) {
                uint8_t col;
                int whole;
                if (map)
                    screen_term_row(tag, pos.p.terms, (uint8_t)pos.count, (uint8_t)(2u * cur), grid,
                                    line, &col);
                else
                    screen_number_row(tag, pos.p.heaps, (uint8_t)pos.count, (uint8_t)cur, 0, line,
                                      &col);
                whole = check_row(line, tag, pos.p.heaps, map ? pos.p.terms : 0, grid,
                                  (uint8_t)pos.count, (uint8_t)cur);
                if (!whole)
                    fail_msg("%s streak %u seed %u: \"%s\" is not the whole puzzle", text, streak,
                             seed, line);
            }
            check_puzzle_words(&r, &pos, grid);
        }
}

static void test_puzzles_fit(void **state)
{
    static const char *const rules[] = { "nim", "misere", "take:3", "take:10", "pow2",
                                         "sub:1,3,4", "half", "kayles", "dawson", "octal:0.137" };
    unsigned i;
    (void)state;
    for (i = 0; i < sizeof rules / sizeof rules[0]; i++)
        walk_puzzles(rules[i], 0);
    for (i = 0; i < maps_count(); i++) {
        char name[40];
        snprintf(name, sizeof name, "dag:%s", maps_name(i));
        walk_puzzles(name, maps_name(i));
    }
}

/* Play's random starts (ui_play_game.c: 3 or 4 piles of 1 to 15; on a map
 * 1 to 3 stones on any node) after each player's prefix, and the SG view's
 * rows of any values: every row fits or is marked, the cursor's item in
 * view. */
static void test_play_starts_and_sg_rows(void **state)
{
    static const char *const who[] = { "You ", "Me ", "P1 ", "P2 ", "SG " };
    static const heap_t widths[] = { 1, 9, 15, 63, 575, 9999 };
    uint32_t seed = 11;
    unsigned round, w, cur;
    (void)state;
    for (round = 0; round < 400; round++) {
        heap_t piles[UI_MAX_PILES];
        struct node_term terms[3];
        char line[LCD_LINE];
        uint8_t count, col, i, grid = (uint8_t)(round & 1u ? 8u : 0u);
        for (w = 0; w < 5; w++) {
            seed = seed * 1103515245u + 12345u;
            /* the SG view: up to the screen's piles of any value; play:
             * 3 or 4 of 1..15 */
            count = (uint8_t)(w == 4 ? 1u + (seed >> 8) % UI_MAX_PILES : 3u + (seed >> 8) % 2u);
            for (i = 0; i < count; i++) {
                seed = seed * 1103515245u + 12345u;
                piles[i] = w == 4 ? widths[(seed >> 8) % 6u] : (heap_t)(1u + (seed >> 8) % 15u);
            }
            for (cur = 0; cur < count; cur++) {
                screen_number_row(who[w], piles, count, (uint8_t)cur, 0, line, &col);
                check_row(line, who[w], piles, 0, 0, count, (uint8_t)cur);
                assert_true(col < LCD_WIDTH);
            }
            if (w == 4)
                continue;
            count = (uint8_t)(1u + (seed >> 12) % 3u);
            for (i = 0; i < count; i++) {
                seed = seed * 1103515245u + 12345u;
                terms[i].node = (node_t)(grid ? (seed >> 8) % 64u : (seed >> 8) % 576u);
                terms[i].count = 1;
            }
            for (cur = 0; cur < count; cur++) {
                screen_term_row(who[w], terms, count, (uint8_t)(2u * cur), grid, line, &col);
                check_row(line, who[w], 0, terms, grid, count, (uint8_t)cur);
            }
        }
    }
}

/* nimbox's moves and the scores: every number whole. */
static void test_moves_and_results_whole(void **state)
{
    static const heap_t sizes[] = { 1, 2, 9, 10, 60, 99, 100, 575, 999, 9999 };
    static const uint16_t counts[] = { 0, 1, 9, 10, 99, 100, 999, 1000, 9999, 65535 };
    char line[LCD_LINE], want[24];
    unsigned a, b, pile;
    (void)state;
    for (pile = 0; pile < UI_MAX_PILES; pile++)
        for (a = 0; a < 10; a++)
            for (b = 0; b < 3; b++) {
                struct play_move m;
                m.pile = (uint16_t)pile;
                m.from = sizes[a];
                m.to = b == 0 ? 0 : m.from / 2u;
                m.split = b == 2 && m.to > 0 ? m.from - m.to - 1u : 0;
                screen_play_move(&m, 0, 0, line);
                assert_true(strlen(line) <= LCD_WIDTH);
                assert_ends_with_number(line, m.split ? m.split : m.to, "");
                snprintf(want, sizeof want, "P%u", pile + 1u);
                if (!strstr(line, want)) {
                    snprintf(want, sizeof want, "pile %u,", pile + 1u);
                    assert_non_null(strstr(line, want));
                }
            }
    for (a = 0; a < 10; a++)
        for (b = 0; b < 10; b++) {
            screen_play_score(counts[a], counts[b], line);
            assert_true(strlen(line) <= LCD_WIDTH);
            assert_ends_with_number(line, counts[b], "");
            snprintf(want, sizeof want, "You %u", counts[a]);
            assert_int_equal(strncmp(line, want, strlen(want)), 0);
            assert_false(line[strlen(want)] >= '0' && line[strlen(want)] <= '9');
            /* the game menu's score at a level */
            line[0] = '>';
            line[1] = 0;
            screen_play_level_score(5, counts[a], counts[b], line);
            assert_true(strlen(line) <= LCD_WIDTH);
            assert_ends_with_number(line, counts[b], "");
            snprintf(want, sizeof want, "%u", counts[a]);
            assert_non_null(strstr(line, want));
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_puzzles_fit),
        cmocka_unit_test(test_play_starts_and_sg_rows),
        cmocka_unit_test(test_moves_and_results_whole),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
