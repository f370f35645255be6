/*
 * test_play.c — nimbox as an opponent (core/play.c, play_graph.c) against
 * exhaustive search (brute.c, brute_octal.c: no Sprague-Grundy theory).
 *
 * For every heap rule (nim, misere, take:M, pow2, half, subtraction sets),
 * take-and-break codes (kayles, dawson and others) and random small DAGs,
 * on every small position: each pile's options as play.c lists them are
 * exactly the legal moves (play_is_legal agrees with brute_is_move); every
 * level's move (several seeds) is legal; `none` comes exactly when there
 * is no move; level 5 moves into a lost position whenever the position is
 * won.  In lost positions with few moves, level 5's move leaves the
 * smallest share of winning replies of all moves.  Lower levels err: over
 * many won positions level 1 misses the win often, level 5 never.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "brute.h"
#include "brute_octal.h"
#include "core/play.h"
#include "core/graph_read.h"

#define MAX_HEAP 8
#define SEEDS 3

static void parse(const char *text, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), r, &name, &name_len, &err), 0);
}

/* Positions of 1..3 piles, heaps 0..max: the idx-th into h; 0 past the end. */
static unsigned position(unsigned idx, unsigned max, unsigned *h)
{
    unsigned count, total, i;
    memset(h, 0, 3 * sizeof *h);
    for (count = 1; count <= 3; count++) {
        for (total = 1, i = 0; i < count; i++)
            total *= max + 1u;
        if (idx < total) {
            for (i = 0; i < count; i++, idx /= max + 1u)
                h[i] = idx % (max + 1u);
            return count;
        }
        idx -= total;
    }
    return 0;
}

static void check_heap_rule(const struct brute_rule *br)
{
    struct rule r;
    struct brute_game *bg = brute_game_new(br, MAX_HEAP);
    unsigned h[3], count, idx, opt[BRUTE_MAX_HEAP + 1], n, k, i, after[3];
    parse(br->text, &r);
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
    for (idx = 0; (count = position(idx, MAX_HEAP, h)) != 0; idx++) {
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

/* One octal code: options, legality, every level's move, level 5 wins. */
static void check_octal(const char *text, const unsigned *digits, unsigned k)
{
    struct brute_octal o;
    struct rule r;
    unsigned h[4], count, idx, i, a, b;
    memset(&o, 0, sizeof o);
    memcpy(o.digits, digits, k * sizeof *digits);
    o.k = k;
    brute_octal_reset();
    parse(text, &r);
    for (a = 0; a <= 9; a++) {   /* options of a pile of a */
        unsigned legal = 0;
        nb_uint_t n = play_pile_moves(&r, a);
        for (i = 0; i < a; i++)
            for (b = 0; b < a; b++)
                if ((b == 0 || (i > 0 && i <= b)) && i + b < a) {
                    int is = brute_octal_is_move(&o, a, i, b);
                    legal += is != 0;
                    assert_int_equal(play_is_legal(&r, a, i, b) != 0, is != 0);
                }
        assert_int_equal(n, legal);
        for (i = 0; i < n; i++) {
            struct rule_option opt;
            play_pile_option(&r, a, i, &opt);
            assert_true(brute_octal_is_move(&o, a, (unsigned)opt.to, (unsigned)opt.split));
        }
    }
    for (idx = 0; (count = position(idx, 9, h)) != 0; idx++) {
        heap_t heaps[4];
        unsigned level, seed, after[4], moves = 0;
        for (i = 0; i < count; i++) {
            heaps[i] = h[i];
            moves += (unsigned)play_pile_moves(&r, h[i]);
        }
        for (level = 1; level <= 5; level++)
            for (seed = 1; seed <= SEEDS; seed++) {
                struct play_move m;
                struct play_rng g;
                struct nb_error err;
                unsigned n = count;
                play_seed(&g, seed + idx * 31u);
                assert_int_equal(play_choose_heaps(&r, heaps, (uint16_t)count, (uint8_t)level,
                                                   &g, &m, &err), 0);
                if (moves == 0) {
                    assert_int_equal(m.pile, PLAY_NONE);
                    continue;
                }
                assert_true(m.pile < count && m.from == h[m.pile]);
                assert_true(brute_octal_is_move(&o, (unsigned)m.from, (unsigned)m.to,
                                                (unsigned)m.split));
                memcpy(after, h, sizeof after);
                after[m.pile] = (unsigned)m.to;
                if (m.split)
                    after[n++] = (unsigned)m.split;
                if (level == 5 && !brute_octal_lost(&o, h, count) &&
                    !brute_octal_lost(&o, after, n))
                    fail_msg("%s %u %u %u: level 5 missed the win", text, h[0], h[1], h[2]);
            }
    }
}

static void test_octal_rules(void **state)
{
    static const unsigned kayles[] = { 7, 7 }, dawson[] = { 0, 7 }, c137[] = { 1, 3, 7 },
                          c4[] = { 4 }, c06[] = { 0, 6 }, c156[] = { 1, 5, 6 };
    (void)state;
    check_octal("kayles", kayles, 2);
    check_octal("dawson", dawson, 2);
    check_octal("octal:0.137", c137, 3);
    check_octal("octal:0.4", c4, 1);
    check_octal("octal:0.06", c06, 2);
    check_octal("octal:0.156", c156, 3);
}

/* Random DAGs: every level's move slides a stone along an edge, none iff
 * no stone can move, level 5 wins whenever the position is won. */
static void test_graphs(void **state)
{
    static node_t from[BRUTE_MAX_NODES * BRUTE_MAX_NODES], to[BRUTE_MAX_NODES * BRUTE_MAX_NODES];
    unsigned gi;
    (void)state;
    brute_seed(777);
    for (gi = 0; gi < 40; gi++) {
        struct brute_dag d;
        struct brute_dag_game *bg;
        struct graph graph;
        struct rule r;
        struct nb_error err;
        unsigned n = 3u + (unsigned)brute_rand(BRUTE_MAX_NODES - 2u), perm[BRUTE_MAX_NODES];
        unsigned i, j, p;
        edge_index_t edges = 0;
        memset(&d, 0, sizeof d);
        d.n = n;
        brute_permutation(perm, n);
        for (i = 0; i < n; i++)
            for (j = 0; j < i; j++)
                if (brute_rand(100) < 35) {
                    d.adj[perm[i]][perm[j]] = 1;
                    from[edges] = (node_t)perm[i];
                    to[edges++] = (node_t)perm[j];
                }
        error_clear(&err);
        parse("dag:random", &r);
        assert_int_equal(graph_from_edges((node_t)n, from, to, edges, &graph, &err), 0);
        assert_int_equal(rule_attach_graph(&r, &graph, &err), 0);
        bg = brute_dag_game_new(&d);
        for (i = 0; i < n; i++) {
            unsigned deg = 0;
            for (j = 0; j < n; j++) {
                deg += d.adj[i][j];
                assert_int_equal(play_is_legal(&r, i, j, 0) != 0, d.adj[i][j] != 0);
            }
            assert_int_equal(play_pile_moves(&r, i), deg);
        }
        for (p = 0; p < 60; p++) {
            unsigned counts[BRUTE_MAX_NODES], after[BRUTE_MAX_NODES], level, movable = 0;
            struct node_term terms[BRUTE_MAX_NODES];
            uint16_t nt = 0;
            for (i = 0; i < n; i++) {
                counts[i] = brute_rand(4) == 0 ? (unsigned)brute_rand(3) : 0;
                if (counts[i]) {
                    terms[nt].node = (node_t)i;
                    terms[nt++].count = counts[i];
                    movable += (unsigned)play_pile_moves(&r, i) > 0;
                }
            }
            for (level = 1; level <= 5; level++) {
                struct play_move m;
                struct play_rng g;
                play_seed(&g, p * 5u + level);
                assert_int_equal(play_choose_graph(&r, terms, nt, (uint8_t)level, &g, &m, &err), 0);
                if (movable == 0) {
                    assert_int_equal(m.pile, PLAY_NONE);
                    continue;
                }
                assert_true(m.pile < nt && terms[m.pile].node == m.from);
                assert_true(d.adj[m.from][m.to]);
                memcpy(after, counts, sizeof after);
                after[m.from]--;
                after[m.to]++;
                if (level == 5 && !brute_dag_lost(bg, counts))
                    assert_true(brute_dag_lost(bg, after));
            }
        }
        brute_dag_game_free(bg);
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
    parse("nim", &r);
    for (idx = 0; (count = position(idx, MAX_HEAP, h)) != 0; idx++) {
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
    parse("nim", &r);
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

/* Applying moves: a split's second heap follows the pile; a stone joins
 * its node's term or a new one, and emptied terms go. */
static void test_apply(void **state)
{
    heap_t heaps[4] = { 5, 7, 2, 0 };
    uint16_t n = 3;
    struct node_term terms[3] = { { 4, 1 }, { 2, 2 }, { 0, 0 } };
    struct play_move m = { 1, 7, 2, 3 };
    struct nb_error err;
    (void)state;
    assert_int_equal(play_apply_heaps(heaps, &n, 4, &m, &err), 0);
    assert_int_equal(n, 4);
    assert_true(heaps[0] == 5 && heaps[1] == 2 && heaps[2] == 3 && heaps[3] == 2);
    assert_int_equal(play_apply_heaps(heaps, &n, 4, &m, &err), ERR_TOO_MANY_PILES);
    n = 2;
    m.pile = 0;
    m.from = 4;
    m.to = 2;
    m.split = 0;
    assert_int_equal(play_apply_graph(terms, &n, 3, &m, &err), 0);
    assert_int_equal(n, 1);
    assert_true(terms[0].node == 2 && terms[0].count == 3);
    m.from = 2;
    m.to = 1;
    assert_int_equal(play_apply_graph(terms, &n, 3, &m, &err), 0);
    assert_int_equal(n, 2);
    assert_true(terms[0].count == 2 && terms[1].node == 1 && terms[1].count == 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_heap_rules),
        cmocka_unit_test(test_octal_rules),
        cmocka_unit_test(test_graphs),
        cmocka_unit_test(test_lost_choice),
        cmocka_unit_test(test_levels_differ),
        cmocka_unit_test(test_apply),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
