/*
 * graph.c — the CSR source and the iterative SG pass (in the source's own
 * topological order, the numbering's when it is one, else Kahn's).
 */
#include "core/graph.h"
#include "core/mex.h"

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

const struct graph_source graph_csr_source = { csr_open, csr_next, 0, 0 };

void graph_open(const struct graph *g, node_t v, struct graph_cursor *c)
{
    g->source->open(g->data, v, c);
}

node_t graph_next(const struct graph *g, struct graph_cursor *c)
{
    return g->source->next(g->data, c);
}

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

static struct mex_set mex;



/* Marks a node whose value is not known yet (no SG value reaches it: the
 * mex bitset is smaller, limits.h checks). */
#define SG_UNSET GRAPH_SG_UNSET

/* The orders sg_pass visits nodes in: the source's own, Kahn's (order[],
 * read backwards), or the node numbers themselves when every edge goes to a
 * smaller node (ascending) or to a larger one (descending). */
enum sg_order { SG_SOURCE, SG_KAHN, SG_EDGES_DOWN, SG_EDGES_UP };

/* Not numbered in that order: an edge goes the other way. */
#define SG_NOT_IN_ORDER (-1)

#if NB_GRAPH_KAHN
/* Work arrays of Kahn's algorithm: in-degrees (later reused to hold a
 * predecessor on a cycle), and the order nodes left the queue. */
static edge_index_t indegree[NB_GRAPH_MAX_NODES];
static node_t order[NB_GRAPH_MAX_NODES];

/* Kahn's algorithm into out[] (sources first); returns how many nodes got
 * an order (node_count when the graph is acyclic). */
static node_t kahn(const struct graph *g, node_t *out)
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
            out[tail++] = v;
    while (head < tail) {
        v = out[head++];
        for (cursor_open(g, csr, v, &c); c.left > 0;) {
            node_t w = cursor_next(g, csr, &c);
            if (--indegree[w] == 0)
                out[tail++] = w;
        }
    }
    return tail;
}

node_t graph_topological_order(const struct graph *g, node_t *out)
{
    node_t count, i;
    if (g->node_count > NB_GRAPH_MAX_NODES)
        return 0;
    count = kahn(g, out);
    for (i = 0; i < count / 2u; i++) {   /* sinks first */
        node_t t = out[i];
        out[i] = out[count - 1u - i];
        out[count - 1u - i] = t;
    }
    return count;
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
#endif

/* The node sg_pass visits i-th (i counts from 0, sinks first). */
static node_t visit(const struct graph *g, uint8_t how, node_t i)
{
#if NB_GRAPH_KAHN
    node_t n = g->node_count;
    if (how == SG_KAHN)
        return order[n - 1u - i];
    if (how == SG_EDGES_DOWN)
        return i;
    if (how == SG_EDGES_UP)
        return (node_t)(n - 1u - i);
#else
    (void)how;
#endif
    return g->source->order(g->data, i);
}

/* SG values in the given order: 0, an error code, or SG_NOT_IN_ORDER (in
 * the node-number orders, before any node with an edge the other way gets
 * a value, so every value set is right).  A target still without a value
 * means the order is not topological: in a source's order, an error. */
static int sg_pass(const struct graph *g, sg_small_t *sg, uint8_t how, struct nb_error *err)
{
    const struct graph_csr *csr = direct_csr(g);
    struct graph_cursor c;
    node_t i, n = g->node_count;
    for (i = 0; i < n; i++)
        sg[i] = SG_UNSET;
    for (i = 0; i < n; i++) {
        node_t v = visit(g, how, i);
        uint16_t value;
        if (v >= n || sg[v] != SG_UNSET)   /* a source's order that is no permutation */
            return error_set(err, ERR_CYCLE, v, v);
        cursor_open(g, csr, v, &c);
        /* values 0..left (16 bits: past the bitset, its size) */
        mex_reset(&mex, (uint16_t)(c.left < NB_MEX_BITS ? c.left + 1u : NB_MEX_BITS));
        while (c.left > 0) {
            node_t w = cursor_next(g, csr, &c);
            if (w >= n)   /* a source's target past the last node */
                return error_set(err, ERR_NODE_OUT_OF_RANGE, w, n);
            if (sg[w] == SG_UNSET)
                return how == SG_SOURCE ? error_set(err, ERR_CYCLE, v, w) : SG_NOT_IN_ORDER;
            mex_mark(&mex, sg[w]);
        }
        value = mex_find(&mex);
        if (value >= NB_MEX_BITS)
            return error_set(err, ERR_SG_TOO_LARGE, value, NB_MEX_BITS - 1);
        sg[v] = (sg_small_t)value;
    }
    return 0;
}

/* A source's own order (every built-in map) takes one pass.  Others try the
 * numbering (ascending, then descending: a wrong guess usually stops at the
 * first edge) and fall back to Kahn's order. */
int graph_sg_compute(const struct graph *g, sg_small_t *sg, struct nb_error *err)
{
    int code;
    if (g->node_count > NB_GRAPH_MAX_NODES)   /* the work arrays' size */
        return error_set(err, ERR_TOO_MANY_NODES, g->node_count, NB_GRAPH_MAX_NODES);
    if (g->source->sg)
        return g->source->sg(g->data, sg, err);
    if (g->source->order)
        return sg_pass(g, sg, SG_SOURCE, err);
#if NB_GRAPH_KAHN
    code = sg_pass(g, sg, SG_EDGES_DOWN, err);
    if (code == SG_NOT_IN_ORDER)
        code = sg_pass(g, sg, SG_EDGES_UP, err);
    if (code == SG_NOT_IN_ORDER) {
        if (kahn(g, order) != g->node_count)
            return report_cycle(g, err);
        code = sg_pass(g, sg, SG_KAHN, err);
    }
#else
    code = error_set(err, ERR_CYCLE, 0, 0);
#endif
    return code;
}
