/*
 * graph.c — the CSR source and the iterative SG pass (in node order when
 * the numbering allows it, else in Kahn's topological order).
 */
#include "graph.h"
#include "mex.h"

static void csr_open(const void *data, node_t v, struct graph_cursor *c)
{
    const struct graph_csr *csr = (const struct graph_csr *)data;
    c->pos = csr->first[v];
    c->left = (edge_index_t)(csr->first[v + 1] - csr->first[v]);
    c->last = 0;
}

static node_t csr_next(const void *data, struct graph_cursor *c)
{
    const struct graph_csr *csr = (const struct graph_csr *)data;
    c->left--;
    return csr->targets[c->pos++];
}

const struct graph_source graph_csr_source = { csr_open, csr_next };

/* The passes below read CSR graphs straight from the arrays (csr != 0: no
 * indirect call per edge) where NB_GRAPH_DIRECT_CSR allows; any other
 * source goes through its functions. */
static const struct graph_csr *direct_csr(const struct graph *g)
{
#if NB_GRAPH_DIRECT_CSR
    return g->source == &graph_csr_source ? (const struct graph_csr *)g->data : 0;
#else
    (void)g;
    return 0;
#endif
}

static inline void cursor_open(const struct graph *g, const struct graph_csr *csr, node_t v,
                               struct graph_cursor *c)
{
    if (csr)
        csr_open(csr, v, c);
    else
        graph_open(g, v, c);
}

static inline node_t cursor_next(const struct graph *g, const struct graph_csr *csr,
                                 struct graph_cursor *c)
{
    if (csr)
        return csr_next(csr, c);
    return graph_next(g, c);
}

/* Work arrays of the topological pass: in-degrees (later reused to hold a
 * predecessor on a cycle), and the order nodes left the queue. */
static edge_index_t indegree[NB_GRAPH_MAX_NODES];
static node_t order[NB_GRAPH_MAX_NODES];
static struct mex_set mex;

/* Kahn's algorithm; returns how many nodes got an order (node_count when the
 * graph is acyclic). */
static node_t topological_order(const struct graph *g)
{
    const struct graph_csr *csr = direct_csr(g);
    struct graph_cursor c;
    node_t v, head = 0, tail = 0, n = g->node_count;
    for (v = 0; v < n; v++)
        indegree[v] = 0;
    for (v = 0; v < n; v++)
        for (cursor_open(g, csr, v, &c); c.left > 0;)
            indegree[cursor_next(g, csr, &c)]++;
    for (v = 0; v < n; v++)
        if (indegree[v] == 0)
            order[tail++] = v;
    while (head < tail) {
        v = order[head++];
        for (cursor_open(g, csr, v, &c); c.left > 0;) {
            node_t w = cursor_next(g, csr, &c);
            if (--indegree[w] == 0)
                order[tail++] = w;
        }
    }
    return tail;
}

/* After an incomplete Kahn pass the nodes left over all keep an in-edge from
 * another left-over node.  Record one such predecessor for each (as pred+1,
 * in indegree[]), then walk predecessors n times: that lands on a cycle. */
static int report_cycle(const struct graph *g, struct nb_error *err)
{
    struct graph_cursor c;
    node_t u, x = 0, n = g->node_count, step;
    for (u = 0; u < n; u++) {
        if (indegree[u] == 0)
            continue;
        x = u;
        for (graph_open(g, u, &c); c.left > 0;) {
            node_t w = graph_next(g, &c);
            if (indegree[w] != 0)
                indegree[w] = (edge_index_t)(u + 1u);
        }
    }
    /* indegree[] now holds pred+1 for every left-over node that any left-over
     * node points to; all left-over nodes qualify. */
    for (step = 0; step < n; step++)
        x = (node_t)(indegree[x] - 1u);
    return error_set(err, ERR_CYCLE, (node_t)(indegree[x] - 1u), x);
}

/* Which order sg_pass visits the nodes in: Kahn's (order[], read
 * backwards), or the node numbers themselves when every edge goes to a
 * smaller node (ascending) or to a larger one (descending). */
enum sg_order { SG_KAHN, SG_EDGES_DOWN, SG_EDGES_UP };

/* Not numbered in that order: an edge goes the other way. */
#define SG_NOT_IN_ORDER (-1)

/* SG values in the given order: 0, an error code, or SG_NOT_IN_ORDER (in
 * the node-number orders, before any node with an edge the other way gets
 * a value, so every value set is right). */
static int sg_pass(const struct graph *g, sg_small_t *sg, uint8_t how, struct nb_error *err)
{
    const struct graph_csr *csr = direct_csr(g);
    struct graph_cursor c;
    node_t i, n = g->node_count;
    for (i = n; i-- > 0;) {
        node_t v = how == SG_KAHN ? order[i] : how == SG_EDGES_DOWN ? (node_t)(n - 1u - i) : i;
        uint16_t value;
        cursor_open(g, csr, v, &c);
        mex_reset(&mex, (uint32_t)c.left + 1u);
        while (c.left > 0) {
            node_t w = cursor_next(g, csr, &c);
            if (how == SG_EDGES_DOWN ? w >= v : how == SG_EDGES_UP && w <= v)
                return SG_NOT_IN_ORDER;
            mex_mark(&mex, sg[w]);
        }
        value = mex_find(&mex);
        if (value >= NB_MEX_BITS)
            return error_set(err, ERR_SG_TOO_LARGE, value, NB_MEX_BITS - 1);
        sg[v] = (sg_small_t)value;
    }
    return 0;
}

/* Graphs numbered in a topological order (every built-in map) take one
 * pass over their edges; others fall back to Kahn's order after at most
 * two partial passes, which usually stop at the first edge. */
int graph_sg_compute(const struct graph *g, sg_small_t *sg, struct nb_error *err)
{
    int code = sg_pass(g, sg, SG_EDGES_DOWN, err);
    if (code == SG_NOT_IN_ORDER)
        code = sg_pass(g, sg, SG_EDGES_UP, err);
    if (code == SG_NOT_IN_ORDER) {
        if (topological_order(g) != g->node_count)
            return report_cycle(g, err);
        code = sg_pass(g, sg, SG_KAHN, err);
    }
    return code;
}
