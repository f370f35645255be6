/*
 * test_puzzle.c — the practice mode (core/puzzle.c) against exhaustive
 * search (brute.c: no Sprague-Grundy theory).
 *
 * For nim, misere, take:3, pow2, half and sub:1,3,4, over many seeds at
 * streaks 0..3 (2-3 piles, heaps up to 14, within brute's reach): every
 * puzzle has a move, its size is the streak's, the same seed sets the same
 * puzzles, and both won and lost positions come; "none" is graded right
 * exactly when brute force says the position is lost, and every legal move
 * of every pile exactly when it leaves a lost position; an illegal move is
 * wrong, and so is a move on a pile past the position's last, whatever
 * the array holds there.  Kayles grades a split; a map's puzzle puts
 * distinct stones on the map's nodes.  The streak counts up and resets,
 * the best one stays; every family of the rule table has a streak slot.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "brute.h"
#include "core/puzzle.h"
#include "support.h"

#define SEEDS 60u

static void check_rule(const struct brute_rule *br)
{
    struct rule r;
    struct brute_game *bg = brute_game_new(br, 14);
    unsigned seed, streak, won = 0, lost = 0;
    test_parse_rule(br->text, &r);
    for (streak = 0; streak <= 3; streak++)
        for (seed = 1; seed <= SEEDS; seed++) {
            struct puzzle_position pos, again;
            struct puzzle_grade grade;
            struct play_rng g, g2;
            struct nb_error err;
            struct play_move m;
            unsigned h[3], i, count, any = 0;
            int is_lost;
            play_seed(&g, seed);
            play_seed(&g2, seed);
            assert_int_equal(puzzle_make(&r, (uint8_t)streak, &g, &pos, &err), 0);
            assert_int_equal(puzzle_make(&r, (uint8_t)streak, &g2, &again, &err), 0);
            assert_int_equal(memcmp(&pos, &again, sizeof pos), 0);
            count = pos.count;
            assert_int_equal(count, puzzle_piles(&r, (uint8_t)streak));
            for (i = 0; i < count; i++) {
                h[i] = (unsigned)pos.p.heaps[i];
                assert_true(h[i] >= 1 && h[i] <= puzzle_top((uint8_t)streak));
                any |= play_pile_moves(&r, pos.p.heaps[i]) > 0;
            }
            assert_true(any);
            is_lost = brute_lost(bg, h, count);
            won += !is_lost;
            lost += (unsigned)is_lost;
            assert_int_equal(puzzle_grade(&r, &pos, 0, &grade, &err), 0);
            assert_int_equal(grade.right, is_lost);
            for (i = 0; i < count; i++) {
                unsigned to;
                for (to = 0; to <= h[i]; to++) {
                    unsigned after[3];
                    memcpy(after, h, sizeof after);
                    after[i] = to;
                    m.pile = (uint16_t)i;
                    m.from = pos.p.heaps[i];
                    m.to = to;
                    m.split = 0;
                    assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
                    if (to < h[i] && brute_is_move(br, h[i], to))
                        assert_int_equal(grade.right, brute_lost(bg, after, count));
                    else
                        assert_int_equal(grade.right, 0);
                }
            }
            m.pile = (uint16_t)count;   /* no such pile */
            m.from = 1;
            m.to = 0;
            assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
            assert_int_equal(grade.right, 0);
        }
    if (won < SEEDS || lost < SEEDS)
        fail_msg("%s: %u won and %u lost puzzles of %u", br->text, won, lost, 4u * SEEDS);
    brute_game_free(bg);
}

static void test_heap_rules(void **state)
{
    struct brute_rule br;
    (void)state;
    memset(&br, 0, sizeof br);
    br.kind = BRUTE_NIM;
    br.text = "nim";
    check_rule(&br);
    br.kind = BRUTE_MISERE;
    br.text = "misere";
    check_rule(&br);
    br.kind = BRUTE_TAKE;
    br.take_max = 3;
    br.text = "take:3";
    check_rule(&br);
    br.kind = BRUTE_POW2;
    br.text = "pow2";
    check_rule(&br);
    br.kind = BRUTE_HALF;
    br.text = "half";
    check_rule(&br);
    br.kind = BRUTE_SUB;
    br.sub[0] = 1;
    br.sub[1] = 3;
    br.sub[2] = 4;
    br.sub_count = 3;
    br.text = "sub:1,3,4";
    check_rule(&br);
}

/* Kayles, one pile of 7 (SG 2): the split 3+3 (SG 3 ^ 3 = 0) is right,
 * 2+4 (SG 2 ^ 1) wrong, 3+4 takes nothing and is illegal, "none" wrong;
 * the grade carries the position's SG value. */
static void test_kayles_split(void **state)
{
    struct rule r;
    struct puzzle_position pos;
    struct puzzle_grade grade;
    struct play_move m = { 0, 7, 3, 3, };
    struct nb_error err;
    (void)state;
    test_parse_rule("kayles", &r);
    pos.count = 1;
    pos.p.heaps[0] = 7;   /* SG(7) = 2: the split 3+3 (SG 3 ^ 3 = 0) wins */
    assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
    assert_int_equal(grade.right, 1);
    assert_int_equal(grade.res.outcome, OUTCOME_WIN);
    assert_int_equal(grade.res.nim_sum, 2);
    m.to = 2;
    m.split = 4;   /* 2+4: SG 2 ^ 1 = 3, not a win */
    assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
    assert_int_equal(grade.right, 0);
    m.to = 3;
    m.split = 4;   /* 7 -> 3+4 takes nothing: illegal */
    assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
    assert_int_equal(grade.right, 0);
    assert_int_equal(puzzle_grade(&r, &pos, 0, &grade, &err), 0);
    assert_int_equal(grade.right, 0);
}

/* Nim 3 3 (lost): a move on the pile after the last is wrong, even where
 * the array past the count holds a heap it could be made on (a move there
 * would leave the position as it was, lost, and be graded right). */
static void test_pile_past_last(void **state)
{
    struct rule r;
    struct puzzle_position pos;
    struct puzzle_grade grade;
    struct play_move m = { 2, 5, 4, 0, };
    struct nb_error err;
    (void)state;
    test_parse_rule("nim", &r);
    memset(&pos, 0, sizeof pos);
    pos.count = 2;
    pos.p.heaps[0] = 3;
    pos.p.heaps[1] = 3;
    pos.p.heaps[2] = 5;   /* no pile: past the count */
    assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
    assert_int_equal(grade.right, 0);
    assert_int_equal(grade.res.outcome, OUTCOME_LOSE);
    assert_int_equal(puzzle_grade(&r, &pos, 0, &grade, &err), 0);
    assert_int_equal(grade.right, 1);
}

/* A map's puzzles: 1..3 stones on distinct nodes with a move among them,
 * graded by the engine's own analysis after the move. */
static void test_map(void **state)
{
    struct rule r;
    struct nb_error err;
    unsigned seed, streak, i, j;
    (void)state;
    test_parse_rule("dag:rook", &r);
    assert_int_equal(rule_attach_graph(&r, test_builtin_map("rook"), &err), 0);
    for (streak = 0; streak <= 9; streak += 3)
        for (seed = 1; seed <= 20; seed++) {
            struct puzzle_position pos;
            struct puzzle_grade grade;
            struct play_rng g;
            struct game_result res;
            play_seed(&g, seed);
            assert_int_equal(puzzle_make(&r, (uint8_t)streak, &g, &pos, &err), 0);
            /* one stone more every third answer, as many as fit a 16-column
             * row beside "Map" ("h8:1 h7:1": two of the 64 squares) */
            assert_int_equal(pos.count, streak < 3 ? 1u : 2u);
            assert_int_equal(pos.count, puzzle_piles(&r, (uint8_t)streak));
            for (i = 0; i < pos.count; i++) {
                assert_int_equal(pos.p.terms[i].count, 1);
                assert_true(pos.p.terms[i].node < 64);
                for (j = 0; j < i; j++)
                    assert_true(pos.p.terms[j].node != pos.p.terms[i].node);
            }
            assert_int_equal(game_analyse_graph(&r, pos.p.terms, pos.count, &res, &err), 0);
            assert_int_equal(puzzle_grade(&r, &pos, 0, &grade, &err), 0);
            assert_int_equal(grade.right, res.outcome == OUTCOME_LOSE);
            if (res.outcome == OUTCOME_WIN) {
                struct play_move m;
                for (i = 0; i < pos.count && pos.p.terms[i].node != res.from; i++)
                    ;
                m.pile = (uint16_t)i;
                m.from = res.from;
                m.to = res.to;
                m.split = 0;
                assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
                assert_int_equal(grade.right, 1);
                m.to = res.from;   /* no edge from a node to itself */
                assert_int_equal(puzzle_grade(&r, &pos, &m, &grade, &err), 0);
                assert_int_equal(grade.right, 0);
            }
        }
}

/* The device keeps a streak per family by identifier: every family of
 * the table (walked, not listed) fits PUZZLE_FAMILIES. */
static void test_families_fit(void **state)
{
    struct rule r;
    uint8_t f;
    (void)state;
    for (f = 0; f < rule_family_count(); f++) {
        r.family = f;
        if (rule_id(&r) < 1 || rule_id(&r) > PUZZLE_FAMILIES)
            fail_msg("family %u has identifier %u, past PUZZLE_FAMILIES (%u)", f, rule_id(&r),
                     PUZZLE_FAMILIES);
    }
}

static void test_sizes_and_streak(void **state)
{
    uint8_t streak = 0, best = 0;
    struct rule r;
    (void)state;
    test_parse_rule("nim", &r);
    assert_int_equal(puzzle_piles(&r, 0), 2);
    assert_int_equal(puzzle_piles(&r, 2), 3);
    /* 5 piles of up to 9 fit "Nim " on 16 columns (13), of two digits
     * only 4 do (15; 5 would take 18), the last column kept */
    assert_int_equal(puzzle_piles(&r, 6), 4);
    assert_int_equal(puzzle_piles(&r, 200), NB_PUZZLE_COLS >= 18 ? PUZZLE_MAX_PILES : 4);
    assert_int_equal(puzzle_top(0), 5);
    assert_int_equal(puzzle_top(1), 8);
    assert_int_equal(puzzle_top(255), PUZZLE_HEAP_CAP);
    puzzle_count(1, &streak, &best);
    puzzle_count(1, &streak, &best);
    assert_int_equal(streak, 2);
    assert_int_equal(best, 2);
    puzzle_count(0, &streak, &best);
    assert_int_equal(streak, 0);
    assert_int_equal(best, 2);
    streak = best = 255;
    puzzle_count(1, &streak, &best);
    assert_int_equal(streak, 255);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_heap_rules),
        cmocka_unit_test(test_kayles_split),
        cmocka_unit_test(test_pile_past_last),
        cmocka_unit_test(test_map),
        cmocka_unit_test(test_families_fit),
        cmocka_unit_test(test_sizes_and_streak),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
