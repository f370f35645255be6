/*
 * test_maps_packed.c — the packed graph format: the encoder
 * (tools/mapc/map_pack.c) and the decoder (core/graph_packed.c) on graphs
 * made up to reach the format's corners.
 *
 * Every packed graph is decoded again and compared with the original, node
 * by node, and its SG values with the original's, through the packed SG
 * pass and through graph.c's generic pass alike.  Random graphs (acyclic
 * ones with and without an order table, cyclic ones refused); a damaged
 * order table or target list reported as an error, never wrong values or a
 * read outside the table; long varints, big degrees, blocks that must
 * shrink; and what the format cannot hold refused with where.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/graph_packed.h"
#include "core/graph_read.h"
#include "tools/mapc/map_pack.h"
#include "support.h"

static sg_small_t sg_a[NB_GRAPH_MAX_NODES];

/* CSR arrays for graphs beyond graph_read's limits. */
static edge_index_t big_first[65536 + 1];
static node_t big_targets[131072];

static sg_small_t big_sg_a[65536], big_sg_b[65536];

/* The packed source without its own SG pass: graph.c's pass reads it
 * through open/next/order, as on boards built with NB_GRAPH_PACKED_SG=0. */
static struct graph_source packed_generic;

static void without_packed_pass(struct graph *g)
{
    packed_generic = graph_packed_source;
    packed_generic.sg = 0;
    g->source = &packed_generic;
}

/* Pack g (acyclic), decode the bytes, compare the graphs and their SG
 * values (the packed one through the order the packing stored); returns
 * the info. */
static struct map_pack_info round_trip(const struct graph *g)
{
    struct map_pack_info info;
    struct graph packed;
    struct nb_error err_a, err_b;
    uint8_t *bytes;
    int code;
    assert_int_equal(map_pack(g, &bytes, &info), MAP_PACK_OK);
    graph_packed_init(&packed, bytes);
    test_assert_same_graph(g, &packed);
    error_clear(&err_a);
    error_clear(&err_b);
    code = graph_sg_compute(g, big_sg_a, &err_a);
    assert_int_equal(graph_sg_compute(&packed, big_sg_b, &err_b), code);
    if (code == 0)
        assert_memory_equal(big_sg_a, big_sg_b, g->node_count * sizeof big_sg_a[0]);
    else   /* too large a value for the mex bitset, or too many nodes for SG */
        assert_true(err_a.code == ERR_SG_TOO_LARGE ||
                    (err_a.code == ERR_TOO_MANY_NODES && g->node_count > NB_GRAPH_MAX_NODES));
    /* the generic pass through open/next/order (what a board without the
     * packed pass runs) agrees */
    without_packed_pass(&packed);
    error_clear(&err_b);
    assert_int_equal(graph_sg_compute(&packed, big_sg_b, &err_b), code);
    if (code == 0)
        assert_memory_equal(big_sg_a, big_sg_b, g->node_count * sizeof big_sg_a[0]);
    free(bytes);
    return info;
}

static uint32_t seed = 12345;

static uint32_t rnd(uint32_t bound)
{
    seed = seed * 1103515245u + 12345u;
    return (seed >> 8) % bound;
}

/* Random graphs (any direction: targets above and below a node): odd
 * rounds acyclic under a random numbering (so the packing stores an order
 * table), even rounds anything, cycles included, which the packing refuses. */
static void test_pack_random(void **state)
{
    static node_t from[20000], to[20000], rank[3001], order[3001];
    int round, tables = 0, cycles = 0;
    (void)state;
    for (round = 0; round < 80; round++) {
        node_t n = (node_t)(1 + rnd(round < 40 ? 20 : 3000)), v;
        edge_index_t m = n < 2 ? 0 : (edge_index_t)rnd(n < 100 ? 300 : 20000), i;
        struct graph g;
        struct nb_error err;
        uint8_t *bytes;
        struct map_pack_info info;
        for (v = 0; v < n; v++) {   /* a random permutation */
            node_t j = (node_t)rnd(v + 1u);
            rank[v] = rank[j];
            rank[j] = v;
        }
        for (i = 0; i < m; i++) {
            from[i] = (node_t)rnd(n);
            do
                to[i] = (node_t)rnd(n);
            while (to[i] == from[i]);
            if (round % 2 && rank[from[i]] < rank[to[i]]) {   /* edges down the ranks */
                node_t t = from[i];
                from[i] = to[i];
                to[i] = t;
            }
        }
        error_clear(&err);
        assert_int_equal(graph_from_edges(n, from, to, m, &g, &err), 0);
        if (graph_topological_order(&g, order) == n) {
            info = round_trip(&g);
            tables += info.bytes >= GRAPH_PACKED_HEADER + 3u * n;
        } else {
            assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_CYCLE);
            assert_null(bytes);
            cycles++;
        }
    }
    assert_true(tables >= 20);
    assert_true(cycles >= 20);
}

/* The packing's order table is checked as the SG pass uses it: a wrong
 * order, a node out of range or twice is an error, never wrong values. */
static void check_order_errors(int generic)
{
    /* 0 -> 2, 2 -> 1: no numbering order; the table must be 1, 2, 0 */
    static const node_t from[] = { 0, 2 }, to[] = { 2, 1 };
    struct graph g, packed;
    struct nb_error err;
    struct map_pack_info info;
    uint8_t *bytes, *table;
    error_clear(&err);
    assert_int_equal(graph_from_edges(3, from, to, 2, &g, &err), 0);
    assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_OK);
    assert_int_equal(bytes[GRAPH_PACKED_ORDER_AT], GRAPH_PACKED_TABLE);
    table = bytes + GRAPH_PACKED_HEADER + 3 + 2 * 1;   /* n = 3: one block */
    assert_int_equal(table[0] | table[2] << 8 | table[4] << 16, 1 | 2 << 8 | 0 << 16);
    graph_packed_init(&packed, bytes);
    if (generic)
        without_packed_pass(&packed);
    assert_int_equal(graph_sg_compute(&packed, sg_a, &err), 0);
    assert_int_equal(sg_a[0], 0);
    assert_int_equal(sg_a[1], 0);
    assert_int_equal(sg_a[2], 1);
    /* 2 before its target 1: reported as that edge */
    table[0] = 2;
    table[2] = 1;
    error_clear(&err);
    assert_int_equal(graph_sg_compute(&packed, sg_a, &err), ERR_CYCLE);
    assert_int_equal(err.value, 2);
    assert_int_equal(err.limit, 1);
    /* a node out of range, and a node twice */
    table[0] = 1;
    table[2] = 2;
    table[4] = 3;
    assert_int_equal(graph_sg_compute(&packed, sg_a, &err), ERR_CYCLE);
    table[4] = 2;
    assert_int_equal(graph_sg_compute(&packed, sg_a, &err), ERR_CYCLE);
    /* the same graph numbered 0 -> 1 -> 2 needs no table, 2 -> 1 -> 0 neither */
    free(bytes);
    {
        static const node_t up_from[] = { 0, 1 }, up_to[] = { 1, 2 };
        assert_int_equal(graph_from_edges(3, up_from, up_to, 2, &g, &err), 0);
        assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_OK);
        assert_int_equal(bytes[GRAPH_PACKED_ORDER_AT], GRAPH_PACKED_DESCENDING);
        free(bytes);
        assert_int_equal(graph_from_edges(3, up_to, up_from, 2, &g, &err), 0);
        assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_OK);
        assert_int_equal(bytes[GRAPH_PACKED_ORDER_AT], GRAPH_PACKED_ASCENDING);
        free(bytes);
    }
}

static void test_pack_order_checked(void **state)
{
    (void)state;
    check_order_errors(0);   /* the packed pass */
    check_order_errors(1);   /* graph.c's pass through the accessor */
}

/* A list whose target runs past the last node (damaged bytes), far or
 * just, is an error in either pass, never a read outside the SG table. */
static void test_pack_target_checked(void **state)
{
    /* 2 -> 0, 2 -> 1: ascending order; node 2's list is the last three
     * bytes: degree code 2 << 1, then gaps 0 and 0 (targets 0 and 1) */
    static const node_t from[] = { 2, 2 }, to[] = { 0, 1 };
    struct graph g, packed;
    struct nb_error err;
    struct map_pack_info info;
    uint8_t *bytes;
    int generic;
    (void)state;
    error_clear(&err);
    assert_int_equal(graph_from_edges(3, from, to, 2, &g, &err), 0);
    assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_OK);
    assert_int_equal(bytes[GRAPH_PACKED_ORDER_AT], GRAPH_PACKED_ASCENDING);
    assert_int_equal(bytes[info.bytes - 3], 4);
    assert_int_equal(bytes[info.bytes - 1], 0);
    for (generic = 0; generic < 2; generic++) {
        graph_packed_init(&packed, bytes);
        if (generic)
            without_packed_pass(&packed);
        bytes[info.bytes - 1] = 0;
        assert_int_equal(graph_sg_compute(&packed, sg_a, &err), 0);
        assert_int_equal(sg_a[2], 1);   /* both targets are sinks */
        bytes[info.bytes - 1] = 5;   /* second target 0 + 1 + 5 = 6 */
        error_clear(&err);
        assert_int_equal(graph_sg_compute(&packed, sg_a, &err), ERR_NODE_OUT_OF_RANGE);
        assert_int_equal(err.value, 6);
        assert_int_equal(err.limit, 3);
        bytes[info.bytes - 1] = 2;   /* 0 + 1 + 2 = 3: just past the last */
        error_clear(&err);
        assert_int_equal(graph_sg_compute(&packed, sg_a, &err), ERR_NODE_OUT_OF_RANGE);
        assert_int_equal(err.value, 3);
        assert_int_equal(err.limit, 3);
    }
    free(bytes);
}

/* Numbers past 127 (two bytes), a degree of 200 (a two-byte degree code)
 * and 2900 (a list longer than a block's byte offsets allow); edges both
 * ways round, so the packing also carries an order table. */
static void test_pack_corners(void **state)
{
    struct graph_csr csr = { big_first, big_targets };
    struct graph g = { 0, 0, &graph_csr_source, &csr };
    struct map_pack_info info;
    uint32_t n = 9000, v, e = 0, k;
    (void)state;
    for (v = 0; v < n; v++) {
        big_first[v] = e;
        if (v == 0) {
            big_targets[e++] = 8999;   /* up: x = 8998, 2 bytes */
        } else if (v == 1) {
            big_targets[e++] = 0;   /* below v: absolute first target */
        } else if (v == 7) {
            for (k = 0; k < 2900; k++)
                big_targets[e++] = (node_t)(8 + k * 3);   /* up, 1-byte gaps */
        } else if (v == 8000) {
            for (k = 0; k < 200; k++)
                big_targets[e++] = (node_t)(k * 44);   /* below and above, 1- and 2-byte */
        } else if (v == 8998) {
            big_targets[e++] = 3;
            big_targets[e++] = 8999;   /* a gap of 8995 */
        } else if (v % 9 == 0 && v + 1 < n) {
            big_targets[e++] = (node_t)(v + 1);
        }
    }
    big_first[n] = e;
    g.node_count = (node_t)n;
    g.edge_count = e;
    info = round_trip(&g);
    assert_true(info.bytes <= GRAPH_PACKED_MAX_BYTES);
    assert_true(info.bytes > GRAPH_PACKED_HEADER + 3u * n + e);   /* the table is there */
    assert_true(info.bytes < GRAPH_PACKED_HEADER + 4u * n + e + 400u);

    /* 1024 nodes, node 5 with a 401-byte list: blocks of 256 (its list
     * goes last in its block); node 6 too: blocks of 2 keep them apart */
    for (k = 0; k < 2; k++) {
        n = 1024;
        for (v = 0, e = 0; v < n; v++) {
            uint32_t t;
            big_first[v] = e;
            if (v == 5 || (v == 6 && k == 1))
                for (t = 7; t < 407; t++)
                    big_targets[e++] = (node_t)t;
        }
        big_first[n] = e;
        g.node_count = (node_t)n;
        g.edge_count = e;
        info = round_trip(&g);
        assert_int_equal(info.shift, k == 0 ? 8 : 1);
    }

    /* one node, no edges; two nodes, one edge each way round */
    big_first[0] = 0;
    big_first[1] = 0;
    g.node_count = 1;
    g.edge_count = 0;
    info = round_trip(&g);
    assert_int_equal(info.bytes, GRAPH_PACKED_HEADER + 1 + 2 + 1);
    big_targets[0] = 1;
    big_first[1] = 1;
    big_first[2] = 1;
    g.node_count = 2;
    g.edge_count = 1;
    round_trip(&g);
    big_targets[0] = 0;
    big_first[0] = 0;
    big_first[1] = 0;
    big_first[2] = 1;
    round_trip(&g);
}

/* Fill big_first for n nodes where node `hub` has `degree` targets from
 * first_target up, and every other node none; returns the edge count. */
static uint32_t hub_graph(uint32_t n, uint32_t hub, uint32_t degree, uint32_t first_target)
{
    uint32_t v, e = 0, k;
    for (v = 0; v < n; v++) {
        big_first[v] = e;
        if (v == hub)
            for (k = 0; k < degree; k++)
                big_targets[e++] = (node_t)(first_target + k);
    }
    big_first[n] = e;
    return e;
}

/* What the format cannot hold is refused, with where. */
static void test_pack_limits(void **state)
{
    struct graph_csr csr = { big_first, big_targets };
    struct graph g = { 0, 0, &graph_csr_source, &csr };
    struct map_pack_info info;
    uint8_t *bytes;
    uint32_t n, v, e, k;
    (void)state;
    /* node 3 with 16384 out-edges: refused before anything is written */
    g.node_count = 16400;
    g.edge_count = hub_graph(16400, 3, GRAPH_PACKED_MAX_DEGREE + 1, 4);
    assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_DEGREE);
    assert_null(bytes);
    assert_int_equal(info.node, 3);
    /* 16383 fits */
    g.edge_count = hub_graph(16400, 3, GRAPH_PACKED_MAX_DEGREE, 4);
    round_trip(&g);
    /* 30000 nodes fit (with few edges: two bytes a node at least), 32768
     * never do */
    g.node_count = 30000;
    g.edge_count = hub_graph(30000, 29000, 900, 29099);
    round_trip(&g);
    g.node_count = GRAPH_PACKED_MAX_NODES + 1;
    g.edge_count = hub_graph(GRAPH_PACKED_MAX_NODES + 1, 0, 1, GRAPH_PACKED_MAX_NODES);
    assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_TOO_MANY_NODES);
    assert_null(bytes);
    /* 30000 nodes with an edge of a two-byte gap each (upwards, so no
     * order table): over 65535 bytes */
    n = 30000;
    for (v = 0, e = 0; v < n; v++) {
        big_first[v] = e;
        if (v + 200u < n)
            big_targets[e++] = (node_t)(v + 200u);
    }
    big_first[n] = e;
    g.node_count = (node_t)n;
    g.edge_count = e;
    assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_TOO_BIG);
    assert_null(bytes);
    assert_true(info.bytes > GRAPH_PACKED_MAX_BYTES);
    /* NB_GRAPH_MAX_NODES + 1 nodes with edges both ways round: the order table needs the
     * engine's topological order, which stops at NB_GRAPH_MAX_NODES */
    n = NB_GRAPH_MAX_NODES + 1u;
    for (v = 0, e = 0; v < n; v++) {
        big_first[v] = e;
        if (v == 1)
            big_targets[e++] = 0;
        else if (v == 0)
            big_targets[e++] = 2;
    }
    big_first[n] = e;
    g.node_count = (node_t)n;
    g.edge_count = e;
    assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_TOO_MANY_NODES);
    assert_null(bytes);
    /* more than 65535 edges */
    n = 1000;
    for (v = 0, e = 0; v < n; v++) {
        big_first[v] = e;
        for (k = 0; k < 70 && e < 70000; k++)
            if (k != v)
                big_targets[e++] = (node_t)k;
    }
    big_first[n] = e;
    g.node_count = (node_t)n;
    g.edge_count = e;
    assert_true(e > 65535);
    assert_int_equal(map_pack(&g, &bytes, &info), MAP_PACK_TOO_MANY_EDGES);
}

/* The number sizes the size lines are made of. */
static void test_number_sizes(void **state)
{
    (void)state;
    assert_int_equal(map_pack_number_size(0), 1);
    assert_int_equal(map_pack_number_size(127), 1);
    assert_int_equal(map_pack_number_size(128), 2);
    assert_int_equal(map_pack_number_size(GRAPH_PACKED_MAX_NUMBER), 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pack_random),
        cmocka_unit_test(test_pack_order_checked),
        cmocka_unit_test(test_pack_target_checked),
        cmocka_unit_test(test_pack_corners),
        cmocka_unit_test(test_pack_limits),
        cmocka_unit_test(test_number_sizes),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
