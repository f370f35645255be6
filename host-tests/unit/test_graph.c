/*
 * test_graph.c — building graphs (from edge lists and from text), their
 * checks, SG values and cycle reports.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "brute.h"
#include "core/graph_read.h"
#include "core/rule.h"
#include "core/scan.h"
#include "support.h"

/* ---- helpers ------------------------------------------------------------- */

static int read_text(const char *text, struct graph *g, struct nb_error *err)
{
    struct mem_source src;
    struct scanner sc;
    test_scan_text(&sc, &src, text, 0, 1);
    error_clear(err);
    return graph_read(&sc, g, err);
}

static sg_small_t sg[NB_GRAPH_MAX_NODES];

static int compute(const struct graph *g, struct nb_error *err)
{
    error_clear(err);
    return graph_sg_compute(g, sg, err);
}

/* All out-targets of v, in the order the source gives them. */
static unsigned targets_of(const struct graph *g, node_t v, node_t *out)
{
    struct graph_cursor c;
    unsigned n = 0;
    for (graph_open(g, v, &c); c.left > 0;)
        out[n++] = graph_next(g, &c);
    return n;
}

static int has_edge(const struct graph *g, node_t u, node_t v)
{
    node_t t[NB_GRAPH_MAX_NODES];
    unsigned n = targets_of(g, u, t), i;
    for (i = 0; i < n; i++)
        if (t[i] == v)
            return 1;
    return 0;
}

/* Can v reach w along edges (w == v counts)? */
static int reaches(const struct graph *g, node_t v, node_t w)
{
    static unsigned char seen[NB_GRAPH_MAX_NODES];
    static node_t stack[NB_GRAPH_MAX_NODES];
    node_t t[NB_GRAPH_MAX_NODES];
    unsigned top = 0;
    memset(seen, 0, g->node_count);
    stack[top++] = v;
    seen[v] = 1;
    while (top > 0) {
        node_t x = stack[--top];
        unsigned n, i;
        if (x == w)
            return 1;
        n = targets_of(g, x, t);
        for (i = 0; i < n; i++)
            if (!seen[t[i]]) {
                seen[t[i]] = 1;
                stack[top++] = t[i];
            }
    }
    return 0;
}

/* The CSR arrays behind a source of their own, as a device's maps would
 * have: the SG pass then goes through the source's functions instead of
 * reading the arrays directly. */
static void other_open(const void *data, node_t v, struct graph_cursor *c)
{
    graph_csr_source.open(data, v, c);
}

static node_t other_next(const void *data, struct graph_cursor *c)
{
    return graph_csr_source.next(data, c);
}

static const struct graph_source other_source = { other_open, other_next, 0, 0 };

/* ---- building ------------------------------------------------------------- */

static void test_csr_order_and_duplicates(void **state)
{
    static const node_t from[] = { 2, 0, 0, 2, 0, 1, 0, 2, 3 };
    static const node_t to[] = { 0, 3, 1, 1, 1, 0, 3, 0, 0 };
    struct graph g;
    struct nb_error err;
    node_t t[8];
    (void)state;
    error_clear(&err);
    assert_int_equal(graph_from_edges(4, from, to, 9, &g, &err), 0);
    assert_int_equal(g.node_count, 4);
    /* distinct edges: 0->1 0->3 1->0 2->0 2->1 3->0; 3 repeats merged */
    assert_int_equal(g.edge_count, 6);
    assert_int_equal(graph_read_duplicates(), 3);
    assert_int_equal(targets_of(&g, 0, t), 2);
    assert_int_equal(t[0], 1);
    assert_int_equal(t[1], 3);
    assert_int_equal(targets_of(&g, 1, t), 1);
    assert_int_equal(t[0], 0);
    assert_int_equal(targets_of(&g, 2, t), 2);
    assert_int_equal(t[0], 0);
    assert_int_equal(t[1], 1);
    assert_int_equal(targets_of(&g, 3, t), 1);
    assert_int_equal(t[0], 0);
    /* lines of edges from a list: edge i is "line" i+1, first occurrence */
    assert_int_equal(graph_read_edge_line(0, 1), 3);
    assert_int_equal(graph_read_edge_line(3, 0), 9);
    assert_int_equal(graph_read_edge_line(1, 2), 0);
}

static void test_edge_list_errors(void **state)
{
    static const node_t from[] = { 0, 1, 2, 1 };
    static const node_t to_loop[] = { 1, 2, 2, 0 };
    static const node_t to_range[] = { 1, 2, 5, 0 };
    static const node_t from_range[] = { 0, 1, 3, 0 };
    struct graph g;
    struct nb_error err;
    (void)state;
    error_clear(&err);
    assert_int_equal(graph_from_edges(3, from, to_loop, 4, &g, &err), ERR_SELF_LOOP);
    assert_int_equal(err.value, 2);
    assert_int_equal(err.where, ERR_AT_LINE);
    assert_int_equal(err.at, 3);
    error_clear(&err);
    assert_int_equal(graph_from_edges(3, from, to_range, 4, &g, &err), ERR_NODE_OUT_OF_RANGE);
    assert_int_equal(err.value, 5);
    assert_int_equal(err.limit, 2);
    assert_int_equal(err.where, ERR_AT_LINE);
    assert_int_equal(err.at, 3);
    error_clear(&err);
    assert_int_equal(graph_from_edges(3, from_range, to_range, 4, &g, &err), ERR_NODE_OUT_OF_RANGE);
    assert_int_equal(err.value, 3);
    assert_int_equal(err.at, 3);
    error_clear(&err);
    assert_int_equal(graph_from_edges(0, from, to_range, 0, &g, &err), ERR_NO_NODES);
    error_clear(&err);
    assert_int_equal(graph_from_edges(NB_GRAPH_MAX_NODES + 1, from, to_range, 0, &g, &err),
                     ERR_TOO_MANY_NODES);
    assert_int_equal(err.value, NB_GRAPH_MAX_NODES + 1);
    assert_int_equal(err.limit, NB_GRAPH_MAX_NODES);
    /* a graph with nodes and no edges is fine: every node has SG 0 */
    error_clear(&err);
    assert_int_equal(graph_from_edges(5, from, to_range, 0, &g, &err), 0);
    assert_int_equal(g.edge_count, 0);
    assert_int_equal(compute(&g, &err), 0);
    assert_int_equal(sg[4], 0);
}

static void test_read_text(void **state)
{
    static const char text[] =
        "# chain 0 -> 1 -> 2 -> 3\n"
        "4 3\n"
        "0 1\n"
        "1   2   # a comment after an edge\n"
        "\n"
        "2\n3\n";
    struct graph g;
    struct nb_error err;
    (void)state;
    assert_int_equal(read_text(text, &g, &err), 0);
    assert_int_equal(g.node_count, 4);
    assert_int_equal(g.edge_count, 3);
    assert_int_equal(graph_read_duplicates(), 0);
    assert_int_equal(graph_read_edge_line(0, 1), 3);
    assert_int_equal(graph_read_edge_line(1, 2), 4);
    assert_int_equal(graph_read_edge_line(2, 3), 6);   /* the edge starts on line 6 */
    assert_int_equal(compute(&g, &err), 0);
    /* a chain: the end is lost (0), and values alternate back from it */
    assert_int_equal(sg[3], 0);
    assert_int_equal(sg[2], 1);
    assert_int_equal(sg[1], 0);
    assert_int_equal(sg[0], 1);
}

static void test_read_text_duplicates(void **state)
{
    struct graph g;
    struct nb_error err;
    (void)state;
    assert_int_equal(read_text("3 5\n0 1\n0 1\n1 2\n0 1\n1 2\n", &g, &err), 0);
    assert_int_equal(g.edge_count, 2);
    assert_int_equal(graph_read_duplicates(), 3);
    assert_int_equal(graph_read_edge_line(0, 1), 2);
    assert_int_equal(compute(&g, &err), 0);
    assert_int_equal(sg[2], 0);
    assert_int_equal(sg[1], 1);
    assert_int_equal(sg[0], 0);
}

static void expect_read_error(const char *text, int code, uint32_t line, uint64_t value)
{
    struct graph g;
    struct nb_error err;
    int got = read_text(text, &g, &err);
    if (got != code || err.code != code || err.where != ERR_AT_LINE || err.at != line ||
        err.value != value)
        fail_msg("reading \"%s\": got code %d (err %u) at %u:%u value %llu, want %d at line %u "
                 "value %llu", text, got, err.code, err.where, err.at,
                 (unsigned long long)err.value, code, line, (unsigned long long)value);
}

static void test_read_text_errors(void **state)
{
    (void)state;
    expect_read_error("3 2\n0 1\n1 1\n", ERR_SELF_LOOP, 3, 1);
    expect_read_error("3 2\n0 1\n1 7\n", ERR_NODE_OUT_OF_RANGE, 3, 7);
    expect_read_error("3 2\n0 1\n\n\n9 1\n", ERR_NODE_OUT_OF_RANGE, 5, 9);
    expect_read_error("3 1\n0 x1\n", ERR_NUMBER_MALFORMED, 2, 0);
    expect_read_error("3 1\n-1 2\n", ERR_NUMBER_MALFORMED, 2, 0);
    expect_read_error("0 0\n", ERR_NO_NODES, 1, 0);
    expect_read_error("# big\n10001 0\n", ERR_TOO_MANY_NODES, 2, 0);
    expect_read_error("5 100001\n", ERR_TOO_MANY_EDGES, 1, 0);
    /* truncated: the input's last line is where it ended */
    expect_read_error("3 3\n0 1\n1 2\n", ERR_TRUNCATED, 3, 0);
    expect_read_error("3 3\n0 1\n1 2", ERR_TRUNCATED, 3, 0);
    expect_read_error("3 3\n0 1\n1 2\n2", ERR_TRUNCATED, 4, 0);
    expect_read_error("3", ERR_TRUNCATED, 1, 0);
    /* no number at all: empty, blank or only comments */
    expect_read_error("", ERR_NO_NUMBERS, 1, 0);
    expect_read_error("\n\n", ERR_NO_NUMBERS, 3, 0);
    expect_read_error("# just a title\n", ERR_NO_NUMBERS, 2, 0);
}

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
    assert_int_equal(compute(&g, &err), 0);
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
    assert_int_equal(compute(&g, &err), 0);
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
    assert_int_equal(compute(&g, &err), 0);
    for (v = 0; v < NB_GRAPH_MAX_NODES; v++)
        assert_int_equal(sg[v], (NB_GRAPH_MAX_NODES - 1 - v) % 2);
}

static void test_cycle_example(void **state)
{
    static const node_t from[] = { 0, 1, 2, 3, 0 };
    static const node_t to[] = { 1, 2, 3, 1, 4 };
    struct graph g;
    struct nb_error err;
    uint32_t line;
    (void)state;
    error_clear(&err);
    assert_int_equal(graph_from_edges(5, from, to, 5, &g, &err), 0);
    assert_int_equal(compute(&g, &err), ERR_CYCLE);
    assert_int_equal(err.code, ERR_CYCLE);
    /* one of 1->2, 2->3, 3->1 */
    assert_true((err.value == 1 && err.limit == 2) || (err.value == 2 && err.limit == 3) ||
                (err.value == 3 && err.limit == 1));
    line = graph_read_edge_line((node_t)err.value, (node_t)err.limit);
    assert_true(line >= 2 && line <= 4);
    /* the same through a rule: it keeps no graph */
    {
        struct rule r;
        const char *name;
        uint16_t len;
        error_clear(&err);
        assert_int_equal(rule_parse("dag:c", 5, &r, &name, &len, &err), 0);
        assert_int_equal(rule_attach_graph(&r, &g, &err), ERR_CYCLE);
        assert_null(r.graph);
    }
}

/* A two-node cycle and a cycle not reachable from node 0's side. */
static void test_small_cycles(void **state)
{
    static const node_t f2[] = { 0, 1 }, t2[] = { 1, 0 };
    static const node_t f5[] = { 0, 1, 4, 3, 2 }, t5[] = { 1, 2, 3, 2, 4 };
    struct graph g;
    struct nb_error err;
    (void)state;
    error_clear(&err);
    assert_int_equal(graph_from_edges(2, f2, t2, 2, &g, &err), 0);
    assert_int_equal(compute(&g, &err), ERR_CYCLE);
    assert_true((err.value == 0 && err.limit == 1) || (err.value == 1 && err.limit == 0));
    error_clear(&err);
    assert_int_equal(graph_from_edges(5, f5, t5, 5, &g, &err), 0);
    assert_int_equal(compute(&g, &err), ERR_CYCLE);
    /* the cycle is 2 -> 4 -> 3 -> 2 */
    assert_true(has_edge(&g, (node_t)err.value, (node_t)err.limit));
    assert_true(err.value >= 2 && err.limit >= 2);
}

/* Random digraphs: acyclic ones get SG values equal to a direct mex by
 * recursion; cyclic ones report an edge that lies on a cycle; a graph
 * behind another source gives the same answers. */
static unsigned direct_sg(const struct graph *g, node_t v, int *memo)
{
    node_t t[NB_GRAPH_MAX_NODES];
    unsigned n, i, m = 0;
    unsigned char seen[64];
    if (memo[v] >= 0)
        return (unsigned)memo[v];
    n = targets_of(g, v, t);
    memset(seen, 0, sizeof seen);
    for (i = 0; i < n; i++)
        seen[direct_sg(g, t[i], memo)] = 1;
    while (seen[m])
        m++;
    memo[v] = (int)m;
    return m;
}

static int has_cycle(const struct graph *g)
{
    node_t v;
    node_t t[NB_GRAPH_MAX_NODES];
    for (v = 0; v < g->node_count; v++) {
        unsigned n = targets_of(g, v, t), i;
        for (i = 0; i < n; i++)
            if (reaches(g, t[i], v))
                return 1;
    }
    return 0;
}

static void test_random_graphs(void **state)
{
    unsigned trial, cyclic = 0, acyclic = 0;
    (void)state;
    brute_seed(31337);
    for (trial = 0; trial < 600; trial++) {
        node_t from[200], to[200];
        unsigned n = 2u + (unsigned)brute_rand(11), m = (unsigned)brute_rand(2u * n + 1u), i;
        int memo[16];
        struct graph g;
        struct nb_error err;
        int code;
        for (i = 0; i < m; i++) {
            from[i] = (node_t)brute_rand(n);
            do
                to[i] = (node_t)brute_rand(n);
            while (to[i] == from[i]);
            /* mostly downhill, so both kinds of graph are common */
            if (brute_rand(6) != 0 && to[i] > from[i]) {
                node_t x = to[i];
                to[i] = from[i];
                from[i] = x;
            }
        }
        error_clear(&err);
        assert_int_equal(graph_from_edges((node_t)n, from, to, (edge_index_t)m, &g, &err), 0);
        /* through another source first: the same answer, edge for edge */
        {
            struct graph other = g;
            struct nb_error other_err;
            sg_small_t other_sg[16];
            other.source = &other_source;
            error_clear(&other_err);
            code = graph_sg_compute(&other, other_sg, &other_err);
            assert_int_equal(compute(&g, &err), code);
            assert_int_equal(other_err.value, err.value);
            assert_int_equal(other_err.limit, err.limit);
            if (code == 0)
                assert_memory_equal(other_sg, sg, n * sizeof sg[0]);
        }
        code = compute(&g, &err);
        if (has_cycle(&g)) {
            cyclic++;
            assert_int_equal(code, ERR_CYCLE);
            assert_true(err.value < n && err.limit < n);
            /* value -> limit is an edge, and limit leads back to value */
            assert_true(has_edge(&g, (node_t)err.value, (node_t)err.limit));
            assert_true(reaches(&g, (node_t)err.limit, (node_t)err.value));
            assert_int_not_equal(graph_read_edge_line((node_t)err.value, (node_t)err.limit), 0);
        } else {
            acyclic++;
            assert_int_equal(code, 0);
            for (i = 0; i < n; i++)
                memo[i] = -1;
            for (i = 0; i < n; i++)
                assert_int_equal(sg[i], direct_sg(&g, (node_t)i, memo));
        }
    }
    assert_true(cyclic > 100);
    assert_true(acyclic > 100);
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
        assert_int_equal(compute(&g, &err), 0);
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
        assert_int_equal(compute(&g, &err), 0);
        for (i = 0; i < n; i++)
            assert_int_equal(ordered[i], sg[perm[i]]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_csr_order_and_duplicates),
        cmocka_unit_test(test_edge_list_errors),
        cmocka_unit_test(test_read_text),
        cmocka_unit_test(test_read_text_duplicates),
        cmocka_unit_test(test_read_text_errors),
        cmocka_unit_test(test_rook),
        cmocka_unit_test(test_complete_dag),
        cmocka_unit_test(test_long_chain),
        cmocka_unit_test(test_cycle_example),
        cmocka_unit_test(test_small_cycles),
        cmocka_unit_test(test_random_graphs),
        cmocka_unit_test(test_node_order_passes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
