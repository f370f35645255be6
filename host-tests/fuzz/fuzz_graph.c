/*
 * fuzz_graph.c — fuzzes the graph file reader (firmware/core/graph_read.c)
 * with the host's limits, as `nimbox move dag:FILE` uses it: '#' comments
 * allowed, `n m` and m edges, nothing after them; then the SG pass over
 * the graph read (firmware/core/graph.c), and the packed form the map
 * compiler would make of it (tools/mapc/map_pack.c) read back through the
 * engine's decoder (firmware/core/graph_packed.c).
 *
 * Input: the file's bytes, in pieces of 1 + size % 47 bytes, each in a
 * buffer of its own (as fuzz_solve.c does).  Inputs are kept to 64 KiB
 * (`make fuzz` uses libFuzzer's 4 KiB default): a token that never ends
 * (dag:/dev/zero) is a known reader problem handled elsewhere.
 *
 * Checked beyond the sanitizers: a refusal names its line; a graph read
 * has 1..NB_GRAPH_MAX_NODES nodes, each node's targets in range,
 * ascending and distinct, as many in all as its edge count; every SG value is the mex of its targets' values;
 * a cycle reported names an edge the file has (with its line); the packed
 * graph gives the same edges and SG values.
 */
#include <string.h>
#include "fuzz.h"
#include "core/graph.h"
#include "core/graph_packed.h"
#include "core/graph_read.h"
#include "tools/mapc/map_pack.h"
#include "core/scan.h"

#define FUZZ_GRAPH_MAX_INPUT 65536u

static struct fuzz_source src;

static sg_small_t sg[NB_GRAPH_MAX_NODES];
static sg_small_t packed_sg[NB_GRAPH_MAX_NODES];
static uint8_t seen[NB_MEX_BITS + 1];

/* Node v's targets: in range, ascending, distinct; sg[v] their mex (when
 * values is not 0).  Returns how many there are. */
static edge_index_t check_node(const struct graph *g, node_t v, const sg_small_t *values)
{
    struct graph_cursor c;
    edge_index_t k = 0;
    node_t prev = 0;
    unsigned mex = 0;
    if (values)
        memset(seen, 0, sizeof seen);
    graph_open(g, v, &c);
    while (c.left > 0) {
        node_t t = graph_next(g, &c);
        FUZZ_CHECK(t < g->node_count && t != v);
        FUZZ_CHECK(k == 0 || t > prev);
        if (values && values[t] <= NB_MEX_BITS)
            seen[values[t]] = 1;
        prev = t;
        k++;
    }
    if (values) {
        while (mex <= NB_MEX_BITS && seen[mex])
            mex++;
        FUZZ_CHECK(values[v] == mex);
    }
    return k;
}

/* The graph packed and decoded again: the same edges and SG values. */
static void check_packed(const struct graph *g)
{
    struct map_pack_info info;
    struct graph packed;
    struct nb_error err;
    uint8_t *bytes = 0;
    node_t v;
    if (map_pack(g, &bytes, &info) != MAP_PACK_OK) {
        free(bytes);
        return;
    }
    graph_packed_init(&packed, bytes);
    FUZZ_CHECK(packed.node_count == g->node_count && packed.edge_count == g->edge_count);
    for (v = 0; v < g->node_count; v++) {
        struct graph_cursor a, b;
        graph_open(g, v, &a);
        graph_open(&packed, v, &b);
        FUZZ_CHECK(a.left == b.left);
        while (a.left > 0)
            FUZZ_CHECK(graph_next(g, &a) == graph_next(&packed, &b));
    }
    error_clear(&err);
    FUZZ_CHECK(graph_sg_compute(&packed, packed_sg, &err) == 0);
    FUZZ_CHECK(memcmp(sg, packed_sg, g->node_count * sizeof sg[0]) == 0);
    free(bytes);
}

/* One input: one graph file, read, checked, solved and packed. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct scanner sc;
    struct nb_error err;
    struct graph g;
    edge_index_t edges = 0;
    node_t v;
    int code;
    if (size > FUZZ_GRAPH_MAX_INPUT)
        return 0;
    fuzz_source_start(&src, data, size, 1 + size % 47);
    error_clear(&err);
    scan_init(&sc, fuzz_refill, &src, 1);
    code = graph_read(&sc, &g, &err);
    if (code == 0 && !scan_at_end(&sc))
        code = ERR_EXTRA_INPUT;
    fuzz_source_end(&src);
    if (code != 0) {
        FUZZ_CHECK(code == ERR_EXTRA_INPUT || (err.code == code && err.where == ERR_AT_LINE));
        return 0;
    }
    FUZZ_CHECK(g.node_count >= 1 && g.node_count <= NB_GRAPH_MAX_NODES);
    for (v = 0; v < g.node_count; v++)
        edges = (edge_index_t)(edges + check_node(&g, v, 0));
    FUZZ_CHECK(edges == g.edge_count);
    error_clear(&err);
    code = graph_sg_compute(&g, sg, &err);
    if (code == ERR_CYCLE) {
        FUZZ_CHECK(err.value < g.node_count && err.limit < g.node_count);
        FUZZ_CHECK(graph_read_edge_line((node_t)err.value, (node_t)err.limit) >= 1);
        return 0;
    }
    if (code != 0)
        return 0;   /* an SG value over the mex bitset: refused, nothing to check */
    for (v = 0; v < g.node_count; v++)
        check_node(&g, v, sg);
    check_packed(&g);
    return 0;
}
