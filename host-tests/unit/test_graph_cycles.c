/*
 * test_graph_cycles.c — graphs with cycles: the SG pass reports an edge
 * that lies on a cycle (with its source line), a rule keeps no such graph,
 * and on random digraphs acyclic ones get the values of a direct mex by
 * recursion while cyclic ones report an edge whose target leads back to
 * its source; a graph behind a source of its own (as a device's maps)
 * gives the same answers edge for edge.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "brute.h"
#include "core/graph_read.h"
#include "core/rule.h"
#include "support.h"

/* ---- helpers ------------------------------------------------------------- */

static sg_small_t sg[NB_GRAPH_MAX_NODES];

static int has_edge(const struct graph *g, node_t u, node_t v)
{
    node_t t[NB_GRAPH_MAX_NODES];
    unsigned n = test_graph_targets(g, u, t), i;
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
        n = test_graph_targets(g, x, t);
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

/* ---- cycles ---------------------------------------------------------------- */

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
    assert_int_equal(test_graph_sg(&g, sg, &err), ERR_CYCLE);
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
    assert_int_equal(test_graph_sg(&g, sg, &err), ERR_CYCLE);
    assert_true((err.value == 0 && err.limit == 1) || (err.value == 1 && err.limit == 0));
    error_clear(&err);
    assert_int_equal(graph_from_edges(5, f5, t5, 5, &g, &err), 0);
    assert_int_equal(test_graph_sg(&g, sg, &err), ERR_CYCLE);
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
    n = test_graph_targets(g, v, t);
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
        unsigned n = test_graph_targets(g, v, t), i;
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
            assert_int_equal(test_graph_sg(&g, sg, &err), code);
            assert_int_equal(other_err.value, err.value);
            assert_int_equal(other_err.limit, err.limit);
            if (code == 0)
                assert_memory_equal(other_sg, sg, n * sizeof sg[0]);
        }
        code = test_graph_sg(&g, sg, &err);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cycle_example),
        cmocka_unit_test(test_small_cycles),
        cmocka_unit_test(test_random_graphs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
