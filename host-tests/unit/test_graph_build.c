/*
 * test_graph_build.c — building graphs: from edge lists and from text, merging
 * repeated edges, the source line of each edge, and refusing bad input
 * (self-loops, nodes out of range, no nodes or too many, malformed numbers,
 * text that ends early or has no numbers), with the line and value named.
 * SG values: test_graph_sg.c; cycles: test_graph_cycles.c.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "core/graph_read.h"
#include "core/scan.h"
#include "support.h"

static sg_small_t sg[NB_GRAPH_MAX_NODES];

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
    assert_int_equal(test_graph_targets(&g, 0, t), 2);
    assert_int_equal(t[0], 1);
    assert_int_equal(t[1], 3);
    assert_int_equal(test_graph_targets(&g, 1, t), 1);
    assert_int_equal(t[0], 0);
    assert_int_equal(test_graph_targets(&g, 2, t), 2);
    assert_int_equal(t[0], 0);
    assert_int_equal(t[1], 1);
    assert_int_equal(test_graph_targets(&g, 3, t), 1);
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
    assert_int_equal(test_graph_sg(&g, sg, &err), 0);
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
    assert_int_equal(test_read_graph_text(text, &g, &err), 0);
    assert_int_equal(g.node_count, 4);
    assert_int_equal(g.edge_count, 3);
    assert_int_equal(graph_read_duplicates(), 0);
    assert_int_equal(graph_read_edge_line(0, 1), 3);
    assert_int_equal(graph_read_edge_line(1, 2), 4);
    assert_int_equal(graph_read_edge_line(2, 3), 6);   /* the edge starts on line 6 */
    assert_int_equal(test_graph_sg(&g, sg, &err), 0);
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
    assert_int_equal(test_read_graph_text("3 5\n0 1\n0 1\n1 2\n0 1\n1 2\n", &g, &err), 0);
    assert_int_equal(g.edge_count, 2);
    assert_int_equal(graph_read_duplicates(), 3);
    assert_int_equal(graph_read_edge_line(0, 1), 2);
    assert_int_equal(test_graph_sg(&g, sg, &err), 0);
    assert_int_equal(sg[2], 0);
    assert_int_equal(sg[1], 1);
    assert_int_equal(sg[0], 0);
}

static void test_read_text_errors(void **state)
{
    (void)state;
    test_expect_graph_error("3 2\n0 1\n1 1\n", ERR_SELF_LOOP, 3, 1);
    test_expect_graph_error("3 2\n0 1\n1 7\n", ERR_NODE_OUT_OF_RANGE, 3, 7);
    test_expect_graph_error("3 2\n0 1\n\n\n9 1\n", ERR_NODE_OUT_OF_RANGE, 5, 9);
    test_expect_graph_error("3 1\n0 x1\n", ERR_NUMBER_MALFORMED, 2, 0);
    test_expect_graph_error("3 1\n-1 2\n", ERR_NUMBER_MALFORMED, 2, 0);
    test_expect_graph_error("0 0\n", ERR_NO_NODES, 1, 0);
    test_expect_graph_error("# big\n10001 0\n", ERR_TOO_MANY_NODES, 2, 0);
    test_expect_graph_error("5 100001\n", ERR_TOO_MANY_EDGES, 1, 0);
    /* truncated: the input's last line is where it ended */
    test_expect_graph_error("3 3\n0 1\n1 2\n", ERR_TRUNCATED, 3, 0);
    test_expect_graph_error("3 3\n0 1\n1 2", ERR_TRUNCATED, 3, 0);
    test_expect_graph_error("3 3\n0 1\n1 2\n2", ERR_TRUNCATED, 4, 0);
    test_expect_graph_error("3", ERR_TRUNCATED, 1, 0);
    /* no number at all: empty, blank or only comments */
    test_expect_graph_error("", ERR_NO_NUMBERS, 1, 0);
    test_expect_graph_error("\n\n", ERR_NO_NUMBERS, 3, 0);
    test_expect_graph_error("# just a title\n", ERR_NO_NUMBERS, 2, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_csr_order_and_duplicates),
        cmocka_unit_test(test_edge_list_errors),
        cmocka_unit_test(test_read_text),
        cmocka_unit_test(test_read_text_duplicates),
        cmocka_unit_test(test_read_text_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
