/*
 * test_graph_sg.c — SG values of acyclic graphs built from edge lists:
 * a rook on an 8x8 board (SG = x XOR y), the complete DAG the edge limit
 * allows (SG(i) = i), the longest chain the node limit allows, and random
 * graphs numbered in a topological order against the same graphs with
 * their nodes shuffled (the one-pass node orders against Kahn's passes);
 * and a map rule's SG of a node past the last refused, the node named.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "brute.h"
#include "core/graph_read.h"
#include "support.h"

static sg_small_t sg[NB_GRAPH_MAX_NODES];

/* ---- SG values -------------------------------------------------------------- */

/* A rook moving left or down on an 8x8 board: SG(x,y) = x XOR y (two Nim
 * heaps in one). */
static void test_rook(void **state)
{
    static node_t from[8 * 8 * 14], to[8 * 8 * 14];
    edge_index_t m = 0;
    struct graph g;
    struct nb_error err;
    unsigned x, y, k;
    (void)state;
    for (x = 0; x < 8; x++)
        for (y = 0; y < 8; y++) {
            for (k = 0; k < x; k++) {
                from[m] = (node_t)(8 * x + y);
                to[m++] = (node_t)(8 * k + y);
            }
            for (k = 0; k < y; k++) {
                from[m] = (node_t)(8 * x + y);
                to[m++] = (node_t)(8 * x + k);
            }
        }
    error_clear(&err);
    assert_int_equal(graph_from_edges(64, from, to, m, &g, &err), 0);
    assert_int_equal(g.edge_count, 64 * 7);
    assert_int_equal(test_graph_sg(&g, sg, &err), 0);
    for (x = 0; x < 8; x++)
        for (y = 0; y < 8; y++)
            assert_int_equal(sg[8 * x + y], x ^ y);
}

/* Node i points at every j < i: SG(i) = i, the largest values the edge
 * limit allows (447 nodes need 99681 edges). */
static void test_complete_dag(void **state)
{
    static node_t from[NB_GRAPH_MAX_EDGES], to[NB_GRAPH_MAX_EDGES];
    edge_index_t m = 0;
    unsigned i, j, n = 447;
    struct graph g;
    struct nb_error err;
    (void)state;
    assert_true(n * (n - 1) / 2 <= NB_GRAPH_MAX_EDGES);
    for (i = n; i-- > 0;)
        for (j = 0; j < i; j++) {
            from[m] = (node_t)i;
            to[m++] = (node_t)j;
        }
    error_clear(&err);
    assert_int_equal(graph_from_edges((node_t)n, from, to, m, &g, &err), 0);
    assert_int_equal(test_graph_sg(&g, sg, &err), 0);
    for (i = 0; i < n; i++)
        assert_int_equal(sg[i], i);
}

/* The longest chain the limits allow, given back to front. */
static void test_long_chain(void **state)
{
    static node_t from[NB_GRAPH_MAX_NODES], to[NB_GRAPH_MAX_NODES];
    edge_index_t m = 0;
    node_t v;
    struct graph g;
    struct nb_error err;
    (void)state;
    for (v = NB_GRAPH_MAX_NODES - 1; v > 0; v--) {
        from[m] = (node_t)(v - 1);
        to[m++] = v;
    }
    error_clear(&err);
    assert_int_equal(graph_from_edges(NB_GRAPH_MAX_NODES, from, to, m, &g, &err), 0);
    assert_int_equal(test_graph_sg(&g, sg, &err), 0);
    for (v = 0; v < NB_GRAPH_MAX_NODES; v++)
        assert_int_equal(sg[v], (NB_GRAPH_MAX_NODES - 1 - v) % 2);
}

/* Graphs numbered in a topological order take the one-pass node orders;
 * the same graphs with their nodes shuffled go through Kahn's passes: the
 * SG values must agree node for node.  Also a graph in order but for its
 * last edge (the node-order passes give up late, then Kahn's takes over). */
static void test_node_order_passes(void **state)
{
    static node_t from[6000], to[6000], perm[600], pfrom[6000], pto[6000];
    static sg_small_t ordered[600];
    unsigned trial;
    (void)state;
    brute_seed(4242);
    for (trial = 0; trial < 12; trial++) {
        unsigned n = 300u + (unsigned)brute_rand(300), m = 4000, i;
        int up = trial % 3 == 1, almost = trial % 3 == 2;
        struct graph g;
        struct nb_error err;
        for (i = 0; i < m; i++) {
            /* almost: node n-1 is kept apart, a sink for the last edge */
            node_t a = (node_t)brute_rand(n - almost), b;
            do
                b = (node_t)brute_rand(n - almost);
            while (b == a);
            if ((a < b) != up) {   /* up: every edge to a larger node */
                node_t x = a;
                a = b;
                b = x;
            }
            from[i] = a;
            to[i] = b;
        }
        if (almost) {   /* one edge up, to the sink: acyclic, found late */
            from[m - 1] = (node_t)(n - 2u);
            to[m - 1] = (node_t)(n - 1u);
        }
        error_clear(&err);
        assert_int_equal(graph_from_edges((node_t)n, from, to, (edge_index_t)m, &g, &err), 0);
        assert_int_equal(test_graph_sg(&g, sg, &err), 0);
        memcpy(ordered, sg, n * sizeof sg[0]);
        for (i = 0; i < n; i++)
            perm[i] = (node_t)i;
        for (i = n; i-- > 1;) {
            unsigned k = (unsigned)brute_rand(i + 1u);
            node_t x = perm[i];
            perm[i] = perm[k];
            perm[k] = x;
        }
        for (i = 0; i < m; i++) {
            pfrom[i] = perm[from[i]];
            pto[i] = perm[to[i]];
        }
        assert_int_equal(graph_from_edges((node_t)n, pfrom, pto, (edge_index_t)m, &g, &err), 0);
        assert_int_equal(test_graph_sg(&g, sg, &err), 0);
        for (i = 0; i < n; i++)
            assert_int_equal(ordered[i], sg[perm[i]]);
    }
}

/* A map rule asked for a node past the last: refused, never read past the
 * values (the commands check their arguments first; the rule still does). */
static void test_rule_node_past_last(void **state)
{
    static const node_t from[] = { 1, 2 }, to[] = { 0, 1 };
    struct graph g;
    struct rule r;
    struct nb_error err;
    struct rule_option best;
    nb_uint_t n;
    sg_t v = 99;
    (void)state;
    error_clear(&err);
    test_parse_rule("dag:chain", &r);
    assert_int_equal(graph_from_edges(3, from, to, 2, &g, &err), 0);
    assert_int_equal(rule_attach_graph(&r, &g, &err), 0);
    assert_int_equal(rule_pile_sg(&r, 2, &v, &err), 0);
    assert_int_equal(v, 0);
    assert_int_equal(rule_pile_sg(&r, 3, &v, &err), ERR_NODE_OUT_OF_RANGE);
    assert_int_equal(err.value, 3);
    assert_int_equal(err.limit, 2);
    error_clear(&err);
    assert_int_equal(rule_options_with_sg(&r, 3, 0, &n, &best, &err), ERR_NODE_OUT_OF_RANGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rook),
        cmocka_unit_test(test_complete_dag),
        cmocka_unit_test(test_long_chain),
        cmocka_unit_test(test_node_order_passes),
        cmocka_unit_test(test_rule_node_past_last),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
