/*
 * test_play_heaps.c — nimbox as an opponent on heap rules (core/play.c)
 * against exhaustive search (brute.c: no Sprague-Grundy theory).
 *
 * For nim, misere, take:M, pow2, half and subtraction sets, on every
 * position of 1..3 piles with heaps up to 8: each pile's options as
 * play.c lists them are exactly the legal moves (play_is_legal agrees with
 * brute_is_move); every level's move (several seeds) is legal; `none`
 * comes exactly when there is no move; level 5 moves into a lost position
 * whenever the position is won.  In lost positions with few moves, level
 * 5's move leaves the smallest share of winning replies of all moves.
 * Lower levels err: over many won positions level 1 misses the win often,
 * level 5 never, and the same seed gives the same move.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "brute.h"
#include "core/play.h"
#include "support.h"

#define MAX_HEAP 8
#define SEEDS 3

static void check_heap_rule(const struct brute_rule *br)
{
    struct rule r;
    struct brute_game *bg = brute_game_new(br, MAX_HEAP);
    unsigned h[3], count, idx, opt[BRUTE_MAX_HEAP + 1], n, k, i, after[3];
    test_parse_rule(br->text, &r);
    for (k = 0; k <= MAX_HEAP; k++) {   /* options of one pile */
        struct rule_option o;
        n = brute_moves(br, k, opt);
        assert_int_equal(play_pile_moves(&r, k), n);
        for (i = 0; i < n; i++) {   /* fewest taken first: brute's reversed */
            play_pile_option(&r, k, i, &o);
            assert_int_equal(o.to, opt[n - 1u - i]);
            assert_int_equal(o.split, 0);
        }
        for (i = 0; i <= MAX_HEAP + 1u; i++)
            assert_int_equal(play_is_legal(&r, k, i, 0), i < k && brute_is_move(br, k, i));
    }
    for (idx = 0; (count = brute_position(idx, MAX_HEAP, h)) != 0; idx++) {
        heap_t heaps[3];
        unsigned moves = 0, level, seed;
        for (i = 0; i < count; i++) {
            heaps[i] = h[i];
            moves += brute_moves(br, h[i], opt);
        }
        for (level = 1; level <= 5; level++)
            for (seed = 1; seed <= SEEDS; seed++) {
                struct play_move m;
                struct play_rng g;
                struct nb_error err;
                play_seed(&g, seed * 7919u + idx);
                assert_int_equal(play_choose_heaps(&r, heaps, (uint16_t)count, (uint8_t)level,
                                                   &g, &m, &err), 0);
                if (moves == 0) {
                    assert_int_equal(m.pile, PLAY_NONE);
                    continue;
                }
                assert_true(m.pile < count);
                assert_int_equal(m.from, h[m.pile]);
                assert_int_equal(m.split, 0);
                if (!brute_is_move(br, m.from, m.to) || m.to >= m.from)
                    fail_msg("%s level %u: %u -> %u illegal", br->text, level,
                             (unsigned)m.from, (unsigned)m.to);
                memcpy(after, h, sizeof after);
                after[m.pile] = (unsigned)m.to;
                if (level == 5 && !brute_lost(bg, h, count) && !brute_lost(bg, after, count))
                    fail_msg("%s %u %u %u (%u piles): level 5 missed the win", br->text, h[0],
                             h[1], h[2], count);
            }
    }
    brute_game_free(bg);
}

static void test_heap_rules(void **state)
{
    static const unsigned sets[][4] = { { 1, 3, 4 }, { 2, 5 }, { 1, 2, 5, 7 }, { 3 } };
    static const unsigned sizes[] = { 3, 2, 4, 1 };
    struct brute_rule br;
    unsigned m, s, i;
    char text[64];
    (void)state;
    memset(&br, 0, sizeof br);
    br.text = text;
    br.kind = BRUTE_NIM;
    strcpy(text, "nim");
    check_heap_rule(&br);
    br.kind = BRUTE_MISERE;
    strcpy(text, "misere");
    check_heap_rule(&br);
    br.kind = BRUTE_POW2;
    strcpy(text, "pow2");
    check_heap_rule(&br);
    br.kind = BRUTE_HALF;
    strcpy(text, "half");
    check_heap_rule(&br);
    for (m = 1; m <= 4; m++) {
        br.kind = BRUTE_TAKE;
        br.take_max = m;
        snprintf(text, sizeof text, "take:%u", m);
        check_heap_rule(&br);
    }
    br.kind = BRUTE_SUB;
    for (s = 0; s < 4; s++) {
        br.sub_count = sizes[s];
        strcpy(text, "sub:");
        for (i = 0; i < sizes[s]; i++) {
            br.sub[i] = sets[s][i];
            snprintf(text + strlen(text), sizeof text - strlen(text), i ? ",%u" : "%u", sets[s][i]);
        }
        check_heap_rule(&br);
    }
}

/* In a lost Nim position with few moves every move is a candidate: level
 * 5's leaves the smallest share of winning replies (brute force), and
 * among equal shares takes the fewest stones. */
static void test_lost_choice(void **state)
{
    struct brute_rule br;
    struct brute_game *bg;
    struct rule r;
    unsigned h[3], count, idx, checked = 0;
    (void)state;
    memset(&br, 0, sizeof br);
    br.kind = BRUTE_NIM;
    br.text = "nim";
    bg = brute_game_new(&br, MAX_HEAP);
    test_parse_rule("nim", &r);
    for (idx = 0; (count = brute_position(idx, MAX_HEAP, h)) != 0; idx++) {
        heap_t heaps[3];
        unsigned i, t, total = 0, after[3], best_w = 0, best_t = 0, best_take = 0, found = 0;
        struct play_move m;
        struct play_rng g;
        struct nb_error err;
        for (i = 0; i < count; i++) {
            heaps[i] = h[i];
            total += h[i];
        }
        if (total == 0 || total > NB_PLAY_CANDIDATES || !brute_lost(bg, h, count))
            continue;
        for (i = 0; i < count; i++)
            for (t = 0; t < h[i]; t++) {
                unsigned w, tt = total - (h[i] - t);
                memcpy(after, h, sizeof after);
                after[i] = t;
                w = brute_winning_moves(bg, after, count);
                /* w/tt < best_w/best_t, or equal and fewer taken */
                if (!found || w * best_t < best_w * tt ||
                    (w * best_t == best_w * tt && h[i] - t < best_take)) {
                    best_w = w;
                    best_t = tt;
                    best_take = h[i] - t;
                    found = 1;
                }
            }
        play_seed(&g, idx);
        assert_int_equal(play_choose_heaps(&r, heaps, (uint16_t)count, 5, &g, &m, &err), 0);
        memcpy(after, h, sizeof after);
        after[m.pile] = (unsigned)m.to;
        {
            unsigned w = brute_winning_moves(bg, after, count), tt = total - (h[m.pile] - m.to);
            if (w * best_t != best_w * tt || m.from - m.to != best_take)
                fail_msg("nim %u %u %u: chose %u/%u taking %u, best %u/%u taking %u", h[0], h[1],
                         h[2], w, tt, (unsigned)(m.from - m.to), best_w, best_t, best_take);
        }
        checked++;
    }
    assert_true(checked > 20);
    brute_game_free(bg);
}

/* Levels differ: level 1 misses the win in many won positions, level 5 in
 * none; the same seed gives the same move. */
static void test_levels_differ(void **state)
{
    struct rule r;
    unsigned trial, missed[6] = { 0 }, level;
    (void)state;
    test_parse_rule("nim", &r);
    for (trial = 0; trial < 400; trial++) {
        heap_t heaps[3] = { 1u + trial % 7u, 3u + trial % 5u, 6u + trial % 4u };
        struct game_result res;
        struct nb_error err;
        assert_int_equal(game_analyse_heaps(&r, heaps, 3, &res, &err), 0);
        if (res.outcome != OUTCOME_WIN)
            continue;
        for (level = 1; level <= 5; level++) {
            struct play_move m, again;
            struct play_rng g;
            heap_t after[3];
            play_seed(&g, trial);
            assert_int_equal(play_choose_heaps(&r, heaps, 3, (uint8_t)level, &g, &m, &err), 0);
            play_seed(&g, trial);
            assert_int_equal(play_choose_heaps(&r, heaps, 3, (uint8_t)level, &g, &again, &err), 0);
            assert_true(m.pile == again.pile && m.to == again.to && m.split == again.split);
            memcpy(after, heaps, sizeof after);
            after[m.pile] = m.to;
            assert_int_equal(game_analyse_heaps(&r, after, 3, &res, &err), 0);
            missed[level] += res.outcome != OUTCOME_LOSE;
        }
    }
    assert_int_equal(missed[5], 0);
    assert_true(missed[1] > 100);
    assert_true(missed[1] > missed[3] && missed[3] > missed[4]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_heap_rules),
        cmocka_unit_test(test_lost_choice),
        cmocka_unit_test(test_levels_differ),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
