/*
 * test_play_graph.c — nimbox as an opponent on maps (core/play_graph.c)
 * against exhaustive search over stones on random small DAGs (brute.c: no
 * Sprague-Grundy theory), and applying moves to a position.
 *
 * On each DAG a pile's options are exactly its node's edges; every level's
 * move slides a stone along an edge, `none` comes exactly when no stone
 * can move, and level 5 wins whenever the position is won.  Applying a
 * heap move puts a split's second heap after the pile (refused when the
 * piles are full); applying a stone's move joins its node's term or makes
 * a new one, and emptied terms go.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>
#include "brute.h"
#include "core/play.h"
#include "core/graph_read.h"
#include "support.h"

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
        test_parse_rule("dag:random", &r);
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
        cmocka_unit_test(test_graphs),
        cmocka_unit_test(test_apply),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
