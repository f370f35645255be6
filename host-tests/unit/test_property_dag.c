/*
 * test_property_dag.c — stones on random small DAGs against exhaustive
 * search.
 *
 * Each graph has 6..9 nodes; edges only go from a higher to a lower rank of
 * a random permutation (so it is acyclic), some given twice.  Each position
 * puts 0..2 stones on each node.  brute.c searches the whole position
 * (stone counts per node), without Sprague-Grundy values, and
 * game_analyse_graph must agree on the outcome, report a legal move (a stone
 * on `from`, an edge from->to) into a lost position, and count exactly the
 * distinct edges (u,v) with a stone on u whose move leaves a lost position.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "brute.h"
#include "core/game.h"
#include "core/graph_read.h"
#include "core/rule.h"

#define GRAPHS 60
#define POSITIONS_PER_GRAPH 40

struct dag_case {
    struct brute_dag dag;
    node_t from[BRUTE_MAX_NODES * BRUTE_MAX_NODES * 2];
    node_t to[BRUTE_MAX_NODES * BRUTE_MAX_NODES * 2];
    edge_index_t edges;
};

static void random_dag(struct dag_case *c, unsigned n, unsigned percent)
{
    unsigned perm[BRUTE_MAX_NODES], i, j;
    memset(c, 0, sizeof *c);
    c->dag.n = n;
    brute_permutation(perm, n);
    /* perm[i] has rank i: edges from rank i to rank j < i */
    for (i = 0; i < n; i++)
        for (j = 0; j < i; j++) {
            if (brute_rand(100) >= percent)
                continue;
            c->dag.adj[perm[i]][perm[j]] = 1;
            c->from[c->edges] = (node_t)perm[i];
            c->to[c->edges++] = (node_t)perm[j];
            if (brute_rand(8) == 0) {   /* a duplicate, to be merged */
                c->from[c->edges] = (node_t)perm[i];
                c->to[c->edges++] = (node_t)perm[j];
            }
        }
    /* shuffle the edge list so duplicates are not adjacent */
    for (i = c->edges; i-- > 1;) {
        unsigned k = (unsigned)brute_rand(i + 1u);
        node_t f = c->from[i], t = c->to[i];
        c->from[i] = c->from[k];
        c->to[i] = c->to[k];
        c->from[k] = f;
        c->to[k] = t;
    }
}

static void attach(const struct dag_case *c, struct rule *r, struct graph *g)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_parse("dag:random", 10, r, &name, &name_len, &err), 0);
    assert_int_equal(rule_id(r), RULE_ID_DAG);
    assert_int_equal(name_len, 6);
    assert_memory_equal(name, "random", 6);
    assert_int_equal(graph_from_edges((node_t)c->dag.n, c->from, c->to, c->edges, g, &err), 0);
    assert_int_equal(rule_attach_graph(r, g, &err), 0);
}

static unsigned distinct_edges(const struct brute_dag *d)
{
    unsigned u, v, n = 0;
    for (u = 0; u < d->n; u++)
        for (v = 0; v < d->n; v++)
            n += d->adj[u][v];
    return n;
}

/* Check one position; terms are built from counts (split into repeated terms
 * in random order when split is set, then merged by game_merge_terms). */
static void check_position(const struct dag_case *c, const struct rule *r,
                           struct brute_dag_game *bg, const unsigned *counts, int split,
                           unsigned graph_no)
{
    struct node_term terms[BRUTE_MAX_NODES * 3];
    uint16_t nterms = 0, i;
    struct game_result res;
    struct nb_error err;
    unsigned v, after[BRUTE_MAX_NODES];
    int lost = brute_dag_lost(bg, counts);
    char where[200];
    size_t len;
    snprintf(where, sizeof where, "graph %u, stones", graph_no);
    for (v = 0; v < c->dag.n; v++) {
        len = strlen(where);
        snprintf(where + len, sizeof where - len, " %u", counts[v]);
    }
    for (v = 0; v < c->dag.n; v++) {
        if (!split) {
            if (counts[v] > 0 || brute_rand(4) == 0) {   /* sometimes a 0 term */
                terms[nterms].node = (node_t)v;
                terms[nterms++].count = counts[v];
            }
        } else {
            unsigned left = counts[v];
            while (left > 0) {
                unsigned part = 1u + (unsigned)brute_rand(left);
                terms[nterms].node = (node_t)v;
                terms[nterms++].count = part;
                left -= part;
            }
        }
    }
    if (split) {
        uint16_t before = nterms;
        for (i = nterms; i-- > 1;) {
            uint16_t k = (uint16_t)brute_rand(i + 1u);
            struct node_term t = terms[i];
            terms[i] = terms[k];
            terms[k] = t;
        }
        error_clear(&err);
        assert_int_equal(game_merge_terms(terms, &nterms, &err), 0);
        assert_true(nterms <= before);
        for (i = 0; i < nterms; i++) {
            uint16_t j;
            for (j = 0; j < i; j++)   /* each node once */
                assert_true(terms[j].node != terms[i].node);
            assert_int_equal(terms[i].count, counts[terms[i].node]);
        }
    }
    error_clear(&err);
    assert_int_equal(game_analyse_graph(r, terms, nterms, &res, &err), 0);
    if (lost) {
        if (res.outcome != OUTCOME_LOSE || res.winning_moves != 0)
            fail_msg("%s: lost, engine says outcome %u with %llu winning moves", where,
                     res.outcome, (unsigned long long)res.winning_moves);
        return;
    }
    if (res.outcome != OUTCOME_WIN)
        fail_msg("%s: won, engine says outcome %u", where, res.outcome);
    if (res.from >= c->dag.n || res.to >= c->dag.n || !c->dag.adj[res.from][res.to] ||
        counts[res.from] == 0)
        fail_msg("%s: illegal move %llu -> %llu", where, (unsigned long long)res.from,
                 (unsigned long long)res.to);
    memcpy(after, counts, sizeof after);
    after[res.from]--;
    after[res.to]++;
    if (!brute_dag_lost(bg, after))
        fail_msg("%s: move %llu -> %llu leaves a won position", where,
                 (unsigned long long)res.from, (unsigned long long)res.to);
    /* docs/engine.md: the move is from the lowest node that has one */
    for (v = 0; v < c->dag.n; v++) {
        unsigned w;
        int found = 0;
        if (counts[v] == 0)
            continue;
        for (w = 0; w < c->dag.n && !found; w++) {
            if (!c->dag.adj[v][w])
                continue;
            memcpy(after, counts, sizeof after);
            after[v]--;
            after[w]++;
            found = brute_dag_lost(bg, after);
        }
        if (found)
            break;
    }
    if (res.from != v)
        fail_msg("%s: move from node %llu, the lowest node with a winning move is %u", where,
                 (unsigned long long)res.from, v);
    if (res.winning_moves != brute_dag_winning_moves(bg, counts))
        fail_msg("%s: %llu winning moves, brute force finds %u", where,
                 (unsigned long long)res.winning_moves, brute_dag_winning_moves(bg, counts));
}

static void run_graphs(uint64_t seed, int split)
{
    struct dag_case c;
    unsigned gno, p, wins = 0, losses = 0;
    brute_seed(seed);
    for (gno = 0; gno < GRAPHS; gno++) {
        struct rule r;
        struct graph g;
        struct brute_dag_game *bg;
        unsigned n = 6u + (unsigned)brute_rand(4), v;
        random_dag(&c, n, 20u + (unsigned)brute_rand(40));
        attach(&c, &r, &g);
        assert_int_equal(g.node_count, n);
        assert_int_equal(g.edge_count, distinct_edges(&c.dag));
        assert_int_equal(graph_read_duplicates(), c.edges - distinct_edges(&c.dag));
        bg = brute_dag_game_new(&c.dag);
        for (p = 0; p < POSITIONS_PER_GRAPH; p++) {
            unsigned counts[BRUTE_MAX_NODES];
            for (v = 0; v < n; v++)
                counts[v] = (unsigned)brute_rand(3);
            check_position(&c, &r, bg, counts, split, gno);
            if (brute_dag_lost(bg, counts))
                losses++;
            else
                wins++;
        }
        brute_dag_game_free(bg);
    }
    /* the sample must contain both kinds of positions to mean anything */
    assert_true(wins > 100);
    assert_true(losses > 100);
}

static void test_random_dags(void **state)
{
    (void)state;
    run_graphs(7, 0);
}

static void test_random_dags_repeated_terms(void **state)
{
    (void)state;
    run_graphs(99, 1);
}

/* Every single-stone position on every node of a few graphs, and every
 * position with at most one stone per node, exhaustively. */
static void test_all_small_positions(void **state)
{
    struct dag_case c;
    unsigned gno;
    (void)state;
    brute_seed(4242);
    for (gno = 0; gno < 20; gno++) {
        struct rule r;
        struct graph g;
        struct brute_dag_game *bg;
        unsigned n = 6u + (unsigned)brute_rand(3), mask, v;
        random_dag(&c, n, 45);
        attach(&c, &r, &g);
        bg = brute_dag_game_new(&c.dag);
        for (mask = 0; mask < (1u << n); mask++) {
            unsigned counts[BRUTE_MAX_NODES];
            for (v = 0; v < n; v++)
                counts[v] = (mask >> v) & 1u;
            check_position(&c, &r, bg, counts, 0, gno);
        }
        brute_dag_game_free(bg);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_dags),
        cmocka_unit_test(test_random_dags_repeated_terms),
        cmocka_unit_test(test_all_small_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
