/*
 * test_play_score.c — level 5's sums (core/play_score.c, play_octal.c)
 * against the whole-position analysis they replace, on heaps large enough
 * for take-and-break piles to be counted by their period.
 *
 * For random positions under nim, take:M, pow2, half, subtraction sets and
 * take-and-break codes (heaps up to 700, past the 128 values play_octal.c
 * copies and past twice preperiod + period): every candidate's score is
 * the one game_analyse_heaps gives on the position after it (winning
 * replies * 1024 / moves); a won position's move is game.c's own; every
 * pile's options counted by value agree with rule_options_with_sg.  A
 * work budget stops the weighing: a budget of 0 leaves the fewest-stones
 * candidate unweighed.  Codes whose period passes the copy (0.45, 0.077)
 * at heaps up to NB_HEAP_MAX: counted in steps that do not grow with the
 * heap, won positions won, lost ones answered legally.  On the built-in maps, level 5's choice in lost
 * positions is the one the whole analysis of every candidate makes.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "core/play_score.h"
#include "core/maps.h"
#include "support.h"

#define POSITIONS 60
#define MAX_PILES 6

static uint32_t lcg(uint32_t *s)
{
    *s = *s * 1103515245u + 12345u;
    return (*s >> 8) & 0xFFFFFFu;
}

/* The score the whole analysis gives to candidate c (play.c before). */
static uint32_t score_whole(const struct rule *r, const heap_t *heaps, uint16_t n,
                            const struct play_move *c)
{
    heap_t after[MAX_PILES + 1];
    struct game_result res;
    struct nb_error err;
    nb_uint_t total = 0, w;
    uint16_t i, k = n;
    memcpy(after, heaps, n * sizeof *heaps);
    after[c->pile] = c->to;
    if (c->split)
        after[k++] = c->split;
    assert_int_equal(game_analyse_heaps(r, after, k, &res, &err), 0);
    for (i = 0; i < k; i++)
        total += play_pile_moves(r, after[i]);
    w = res.outcome == OUTCOME_WIN ? res.winning_moves : 0;
    while (total > 0xFFFFu) {
        total >>= 1;
        w >>= 1;
    }
    return total ? (uint32_t)((w * 1024u) / total) : 0;
}

static void check_rule(const char *text, unsigned max_heap, uint32_t seed)
{
    struct rule r;
    unsigned p, i, weighed = 0, won = 0;
    test_parse_rule(text, &r);
    for (p = 0; p < POSITIONS; p++) {
        heap_t heaps[MAX_PILES];
        uint16_t n = (uint16_t)(2u + lcg(&seed) % (MAX_PILES - 1u));
        struct game_result res;
        struct nb_error err;
        struct play_move m;
        sg_t x;
        for (i = 0; i < n; i++)
            heaps[i] = 1u + lcg(&seed) % max_heap;
        assert_int_equal(game_analyse_heaps(&r, heaps, n, &res, &err), 0);
        assert_int_equal(play_score_start(&r, heaps, n, &x, &err), 0);
        assert_int_equal(x, res.nim_sum);
        if (x != 0) {
            m.pile = PLAY_NONE;
            assert_int_equal(play_score_win(&r, heaps, n, &m, &err), 0);
            if (m.pile != res.pile || m.to != res.to || m.split != res.split)
                fail_msg("%s: won move %u %u->%u+%u, the coach's %u %u->%u+%u", text,
                         (unsigned)m.pile, (unsigned)m.from, (unsigned)m.to, (unsigned)m.split,
                         (unsigned)res.pile, (unsigned)res.from, (unsigned)res.to,
                         (unsigned)res.split);
            won++;
        }
        /* every pile's first options as candidates */
        for (i = 0; i < n; i++) {
            nb_uint_t k, moves = play_pile_moves(&r, heaps[i]);
            for (k = 0; k < moves && k < 4u; k++) {
                struct rule_option o;
                struct play_move c;
                uint32_t got, want;
                play_pile_option(&r, heaps[i], moves - 1u - k, &o);   /* big moves too */
                c.pile = (uint16_t)i;
                c.from = heaps[i];
                c.to = o.to;
                c.split = o.split;
                assert_int_equal(play_score_move(&r, heaps, n, &c, 0xFFFFFFFFul, &got, &err), 0);
                want = score_whole(&r, heaps, n, &c);
                if (got != want)
                    fail_msg("%s: pile %u %u->%u+%u scored %u, the analysis %u", text, i,
                             (unsigned)c.from, (unsigned)c.to, (unsigned)c.split, got, want);
                play_pile_option(&r, heaps[i], k, &o);   /* and the smallest */
                c.to = o.to;
                c.split = o.split;
                assert_int_equal(play_score_move(&r, heaps, n, &c, 0xFFFFFFFFul, &got, &err), 0);
                assert_int_equal(got, score_whole(&r, heaps, n, &c));
                weighed++;
            }
        }
    }
    assert_true(weighed > POSITIONS);
    assert_true(won > POSITIONS / 4u);
}

static void test_heap_families(void **state)
{
    (void)state;
    check_rule("nim", 700, 1);
    check_rule("take:7", 700, 2);
    check_rule("pow2", 700, 3);
    check_rule("half", 700, 4);
    check_rule("sub:1,3,4", 700, 5);
    check_rule("sub:2,5,7,11", 700, 6);
}

static void test_octal_families(void **state)
{
    (void)state;
    check_rule("kayles", 700, 7);
    check_rule("dawson", 700, 8);
    check_rule("octal:0.137", 700, 9);
    check_rule("octal:0.6", 300, 10);
    check_rule("kayles", 20, 11);   /* small heaps: walked split by split */
    /* periods past the copy (0.45: 20 from 498; 0.077: 24 from 142) */
    check_rule("octal:0.45", 1400, 12);
    check_rule("octal:0.077", 700, 13);
}

/* Codes whose preperiod + period pass the 128 values play_octal.c copies,
 * at heaps up to NB_HEAP_MAX: each pile's options counted by value in at
 * most preperiod + period steps a digit, the counts the rule's own (its
 * splits counted by class, octal.c); level 5 wins from every won position
 * (the position after its move has SG 0) and moves legally in lost ones. */
static void test_octal_long_periods(void **state)
{
    static const char *const codes[] = { "octal:0.45", "octal:0.077", "octal:0.7777" };
    uint32_t seed = 14;
    unsigned c, p, piles, won = 0, lost = 0;
    (void)state;
    for (c = 0; c < 3; c++) {
        struct rule r;
        struct rule_period per;
        test_parse_rule(codes[c], &r);
        assert_true(rule_period(&r, &per) && per.known);
        for (p = 0; p < 40; p++) {
            heap_t heaps[3];
            struct play_tally t;
            struct play_move m;
            struct play_rng g;
            struct nb_error err;
            sg_t x = 0, v, gh;
            unsigned i;
            for (i = 0; i < 3; i++) {
                heaps[i] = ((heap_t)lcg(&seed) << 40) ^ ((heap_t)lcg(&seed) << 20) ^ lcg(&seed);
                heaps[i] = p < 10 ? heaps[i] % 200000u + 1000u : heaps[i] % NB_HEAP_MAX + 1u;
            }
            piles = 3;
            if (p % 2u) {   /* a lost one: two heaps of the same value */
                piles = 2;
                assert_int_equal(rule_pile_sg(&r, heaps[0], &x, &err), 0);
                for (i = 0; i < 4096u; i++, heaps[1]--) {
                    assert_int_equal(rule_pile_sg(&r, heaps[1], &gh, &err), 0);
                    if (gh == x)
                        break;
                }
                assert_true(i < 4096u);
            }
            for (i = 0; i < piles; i++) {
                assert_int_equal(rule_pile_sg(&r, heaps[i], &gh, &err), 0);
                memset(&t, 0, sizeof t);
                t.all = 1;
                play_octal_tally(&r, heaps[i], &t);
                if (t.work > 4u * (per.preperiod + per.period + 2u))
                    fail_msg("%s heap %llu: %lu values looked at", codes[c],
                             (unsigned long long)heaps[i], (unsigned long)t.work);
                for (v = 0; v < t.top; v++) {
                    nb_uint_t n;
                    struct rule_option best;
                    assert_int_equal(rule_options_with_sg(&r, heaps[i], v, &n, &best, &err), 0);
                    if (v != gh && t.hist[v] != n)
                        fail_msg("%s heap %llu value %u: %lu counted, %lu by the rule", codes[c],
                                 (unsigned long long)heaps[i], (unsigned)v,
                                 (unsigned long)t.hist[v], (unsigned long)n);
                }
            }
            assert_int_equal(play_score_start(&r, heaps, (uint16_t)piles, &x, &err), 0);
            assert_int_equal(x != 0, piles == 3 ? x != 0 : 0);
            play_seed(&g, p + 1u);
            m.pile = PLAY_NONE;
            assert_int_equal(play_choose_heaps(&r, heaps, (uint16_t)piles, 5, &g, &m, &err), 0);
            assert_true(m.pile < piles && m.from == heaps[m.pile]);
            assert_true(play_is_legal(&r, m.from, m.to, m.split));
            if (x != 0) {   /* won: the move leaves SG 0 */
                sg_t after = 0;
                for (i = 0; i < piles; i++)
                    if (i != m.pile) {
                        assert_int_equal(rule_pile_sg(&r, heaps[i], &gh, &err), 0);
                        after ^= gh;
                    }
                assert_int_equal(rule_pile_sg(&r, m.to, &gh, &err), 0);
                after ^= gh;
                if (m.split) {
                    assert_int_equal(rule_pile_sg(&r, m.split, &gh, &err), 0);
                    after ^= gh;
                }
                assert_int_equal(after, 0);
                won++;
            } else {
                lost++;
            }
        }
    }
    assert_true(won > 20 && lost > 20);
}

/* Counted by value: the tally's count of each value is the rule's. */
static void test_octal_tally(void **state)
{
    static const char *const codes[] = { "kayles", "dawson", "octal:0.137", "octal:0.4",
                                         "octal:0.45", "octal:0.077" };
    unsigned c, h;
    (void)state;
    for (c = 0; c < 6; c++) {
        struct rule r;
        test_parse_rule(codes[c], &r);
        for (h = 0; h < 1500; h += 1u + h / 40u) {
            struct play_tally t;
            sg_t v;
            memset(&t, 0, sizeof t);
            t.all = 1;
            play_octal_tally(&r, h, &t);
            assert_false(t.wide);
            for (v = 0; v < PLAY_SPAN; v++) {
                nb_uint_t n;
                struct rule_option best;
                struct nb_error err;
                assert_int_equal(rule_options_with_sg(&r, h, v, &n, &best, &err), 0);
                if (t.hist[v] != n)
                    fail_msg("%s heap %u value %u: %lu counted, %u by the rule", codes[c], h,
                             (unsigned)v, (unsigned long)t.hist[v], (unsigned)n);
            }
        }
    }
}

/* The budget: 0 stops a take-and-break weighing before its one-pass table
 * is finished (PLAY_SCORE_NONE); level 5 then still moves legally. */
static void test_budget(void **state)
{
    struct rule r;
    heap_t heaps[4] = { 600, 601, 602, 603 };
    struct play_move c = { 0, 600, 599, 0 }, m;
    struct play_rng g;
    struct nb_error err;
    uint32_t score;
    sg_t x;
    (void)state;
    test_parse_rule("kayles", &r);
    assert_int_equal(play_score_start(&r, heaps, 4, &x, &err), 0);
    assert_int_equal(play_score_move(&r, heaps, 4, &c, 0, &score, &err), 0);
    assert_int_equal(score, PLAY_SCORE_NONE);
    play_seed(&g, 1);
    assert_int_equal(play_choose_heaps(&r, heaps, 4, 5, &g, &m, &err), 0);
    assert_true(m.pile < 4);
    assert_true(play_is_legal(&r, m.from, m.to, m.split));
}

/* Level 5's choice on a map as weighing each candidate's whole position
 * gives it (play_graph.c's order: a level draw, a random first term, the
 * k-th target of each term round after round).  The order is restated
 * here rather than taken from play_graph.c: its loop weighs candidates
 * with the incremental sums this test checks, so only a loop of its own
 * can weigh them independently. */
static struct play_move lost_whole(const struct rule *r, const struct node_term *terms,
                                   uint16_t count, uint32_t seed)
{
    struct play_rng g;
    struct play_move m = { PLAY_NONE, 0, 0, 0 }, c;
    uint32_t best = 0, tried = 0;
    uint16_t start, i, p;
    nb_uint_t k;
    int any;
    play_seed(&g, seed);
    play_random(&g, 100);   /* play_level_best's draw */
    start = (uint16_t)play_random(&g, count);
    for (k = 0; tried < NB_PLAY_CANDIDATES; k++) {
        any = 0;
        for (i = 0; i < count && tried < NB_PLAY_CANDIDATES; i++) {
            struct node_term after[NB_MAX_TERMS + 1];
            struct rule_option o;
            struct game_result res;
            struct nb_error err;
            uint16_t n = count, j;
            nb_uint_t total = 0, w;
            uint32_t score;
            p = (uint16_t)((start + i) % count);
            if (!terms[p].count || k >= play_pile_moves(r, terms[p].node))
                continue;
            any = 1;
            play_pile_option(r, terms[p].node, k, &o);
            c.pile = p;
            c.from = terms[p].node;
            c.to = o.to;
            c.split = 0;
            memcpy(after, terms, count * sizeof *terms);
            assert_int_equal(play_apply_graph(after, &n, NB_MAX_TERMS + 1u, &c, &err), 0);
            assert_int_equal(game_analyse_graph(r, after, n, &res, &err), 0);
            for (j = 0; j < n; j++)
                total += after[j].count ? play_pile_moves(r, after[j].node) : 0;
            w = res.outcome == OUTCOME_WIN ? res.winning_moves : 0;
            score = total ? (uint32_t)((w * 1024u) / total) : 0;
            if (tried++ == 0 || score < best) {
                m = c;
                best = score;
            }
        }
        if (!any)
            break;
    }
    return m;
}

static void test_maps(void **state)
{
    static const char *const names[] = { "rook", "knight", "large" };
    unsigned mi, p, lost = 0;
    uint32_t seed = 12;
    (void)state;
    for (mi = 0; mi < 3; mi++) {
        struct rule r;
        struct nb_error err;
        const char *text = names[mi];
        char spelled[16];
        int16_t at = maps_find(text, (uint16_t)strlen(text));
        const struct graph *graph;
        assert_true(at >= 0);
        graph = maps_graph((uint8_t)at);
        snprintf(spelled, sizeof spelled, "dag:%s", text);
        test_parse_rule(spelled, &r);
        assert_int_equal(rule_attach_graph(&r, graph, &err), 0);
        for (p = 0; p < 400; p++) {
            struct node_term terms[8];
            uint16_t n = (uint16_t)(1u + lcg(&seed) % 7u), i;
            struct game_result res;
            struct play_move m, want;
            struct play_rng g;
            for (i = 0; i < n; i++) {
                terms[i].node = (node_t)(lcg(&seed) % graph->node_count);
                terms[i].count = 1u + lcg(&seed) % 3u;
            }
            assert_int_equal(game_merge_terms(terms, &n, &err), 0);
            assert_int_equal(game_analyse_graph(&r, terms, n, &res, &err), 0);
            if (res.outcome != OUTCOME_LOSE)
                continue;
            play_seed(&g, p);
            assert_int_equal(play_choose_graph(&r, terms, n, 5, &g, &m, &err), 0);
            want = lost_whole(&r, terms, n, p);
            if (m.pile != want.pile || m.to != want.to)
                fail_msg("%s: chose term %u %u->%u, the whole analysis %u %u->%u", text,
                         (unsigned)m.pile, (unsigned)m.from, (unsigned)m.to, (unsigned)want.pile,
                         (unsigned)want.from, (unsigned)want.to);
            lost++;
        }
    }
    assert_true(lost > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_heap_families),
        cmocka_unit_test(test_octal_families),
        cmocka_unit_test(test_octal_tally),
        cmocka_unit_test(test_octal_long_periods),
        cmocka_unit_test(test_budget),
        cmocka_unit_test(test_maps),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
