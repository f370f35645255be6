/*
 * solve_fast_graph.c — uva11927 (stones on a DAG) on the fast path.
 *
 * Per case: `n m` with the graph reader's limits, the m edges checked as
 * they are read (node range, self-loops; the out- and in-degrees counted
 * on the way), one counting sort of the targets by source into CSR
 * arrays, one Kahn pass for a topological order, SG values in the reverse
 * of that order with a stamped mex, then the n stone counts.  Errors come
 * in the engine path's order and with its lines: every edge is checked
 * before the cycle test, the cycle before the stones.  A cycle is named as
 * graph.c names it (walk back from the largest left-over node through
 * each node's largest left-over predecessor, n steps), on the line of the
 * first edge that joins the two nodes.  Duplicate edges change neither the
 * SG values nor which nodes Kahn's pass leaves over, so they are not
 * merged here.
 */
#include "tools/nimbox/solve_fast.h"
#include "tools/nimbox/solve.h"
#include "core/graph.h"

static node_t edge_from[NB_GRAPH_MAX_EDGES], edge_to[NB_GRAPH_MAX_EDGES];
static node_t targets[NB_GRAPH_MAX_EDGES];
static uint32_t first[NB_GRAPH_MAX_NODES + 1];   /* out-degrees, then CSR starts */
static uint32_t fill[NB_GRAPH_MAX_NODES];
static uint32_t indegree[NB_GRAPH_MAX_NODES];
static node_t order[NB_GRAPH_MAX_NODES];          /* Kahn's; later predecessors */
static uint16_t sg[NB_GRAPH_MAX_NODES];
/* mex: value g is taken for the current node when stamp[g] == stamp_now */
static uint32_t stamp[NB_GRAPH_MAX_EDGES + 2];
static uint32_t stamp_now;

/* A node number of an edge: one too large for any number is still a node. */
static int node_error(int code, nb_uint_t n, struct nb_error *err)
{
    if (code == ERR_NUMBER_TOO_LARGE)
        code = error_set(err, ERR_NODE_TOO_LARGE, 0, n - 1u);
    return code;
}

/* A size (n or m) past its limit, however long, is too many. */
static int read_size(struct fast_in *in, nb_uint_t max, uint8_t too_many, nb_uint_t *v,
                     struct nb_error *err)
{
    int code = fast_in_number(in, max, v, err);
    if (code == ERR_NUMBER_TOO_LARGE)
        code = error_set(err, too_many, 0, max);
    return code;
}

/* The check graph_read.c makes of edge i (a -> b), on the line of a. */
static int edge_error(const struct fast_in *in, uint64_t case_at, uint32_t i, nb_uint_t a,
                      nb_uint_t b, nb_uint_t n, struct nb_error *err)
{
    if (a >= n || b >= n)
        error_set(err, ERR_NODE_OUT_OF_RANGE, a >= n ? a : b, n - 1u);
    else
        error_set(err, ERR_SELF_LOOP, a, 0);
    err->where = ERR_AT_LINE;
    err->at = fast_in_token_line(in, case_at, 2u + 2u * (uint64_t)i);
    return err->code;
}

/* The cycle graph.c would report, after a Kahn pass that left nodes over
 * (indegree != 0), with the line of its edge. */
static int cycle_error(const struct fast_in *in, uint64_t case_at, node_t n, uint32_t m,
                       struct nb_error *err)
{
    node_t *pred = order, u, x = 0, step;
    uint32_t e, i;
    for (u = 0; u < n; u++) {
        if (indegree[u] == 0)
            continue;
        x = u;
        for (e = first[u]; e < first[u + 1u]; e++)
            if (indegree[targets[e]] != 0)
                pred[targets[e]] = u;
    }
    for (step = 0; step < n; step++)
        x = pred[x];
    error_set(err, ERR_CYCLE, pred[x], x);
    err->where = ERR_AT_LINE;
    err->at = 0;
    for (i = 0; i < m; i++)
        if (edge_from[i] == pred[x] && edge_to[i] == x) {
            err->at = fast_in_token_line(in, case_at, 2u + 2u * (uint64_t)i);
            break;
        }
    return ERR_CYCLE;
}

/* CSR arrays from the edges (first[] holds out-degrees shifted by one). */
static void build_csr(node_t n, uint32_t m)
{
    uint32_t i;
    node_t v;
    for (v = 0; v < n; v++) {
        first[v + 1u] += first[v];
        fill[v] = first[v];
    }
    for (i = 0; i < m; i++)
        targets[fill[edge_from[i]]++] = edge_to[i];
}

/* Kahn's pass (sources first) into order[]; returns how many nodes it
 * placed (n when the graph is acyclic). */
static node_t kahn(node_t n)
{
    node_t v, head = 0, tail = 0;
    for (v = 0; v < n; v++)
        if (indegree[v] == 0)
            order[tail++] = v;
    while (head < tail) {
        uint32_t e, end;
        v = order[head++];
        for (e = first[v], end = first[v + 1u]; e < end; e++)
            if (--indegree[targets[e]] == 0)
                order[tail++] = targets[e];
    }
    return tail;
}

/* SG values, sinks first (order[] backwards). */
static int sg_pass(node_t n, struct nb_error *err)
{
    node_t i;
    for (i = n; i-- > 0;) {
        node_t v = order[i];
        uint32_t e, end = first[v + 1u], now, g = 0;
        if (++stamp_now == 0) {   /* wrapped: start the stamps afresh */
            for (g = 0; g < sizeof stamp / sizeof stamp[0]; g++)
                stamp[g] = 0;
            stamp_now = 1;
            g = 0;
        }
        now = stamp_now;
        for (e = first[v]; e < end; e++)
            stamp[sg[targets[e]]] = now;
        while (stamp[g] == now)
            g++;
        if (g >= NB_MEX_BITS)
            return error_set(err, ERR_SG_TOO_LARGE, g, NB_MEX_BITS - 1);
        sg[v] = (uint16_t)g;
    }
    return 0;
}

/* One case after its `n m` (n, m within the limits, not both 0). */
static int one_case(struct fast_in *in, uint64_t case_at, nb_uint_t n, nb_uint_t m,
                    const struct text_out *out, struct nb_error *err)
{
    nb_uint_t a, b, s;
    uint32_t i;
    unsigned x = 0;
    int code;
    if (n == 0) {
        error_code(err, ERR_NO_NODES);
        err->where = ERR_AT_LINE;
        err->at = fast_in_token_line(in, case_at, 0);   /* the line of n */
        return ERR_NO_NODES;
    }
    for (i = 0; i <= n; i++) {
        first[i] = 0;
        if (i < n)
            indegree[i] = 0;
    }
    for (i = 0; i < (uint32_t)m; i++) {
        /* both numbers with the place in a local; the general reader for
         * anything else (a refill, a long number, an error) */
        const unsigned char *start = (const unsigned char *)in->buf, *p = start + in->pos;
        uint64_t from, to;
        if (fast_in_take(&p, &from) && fast_in_take(&p, &to)) {
            in->pos = (size_t)(p - start);
            a = (nb_uint_t)from;
            b = (nb_uint_t)to;
        } else {
            if ((code = fast_in_number(in, NB_UINT_MAX, &a, err)) != 0)
                return node_error(code, n, err);
            if ((code = fast_in_number(in, NB_UINT_MAX, &b, err)) != 0)
                return node_error(code, n, err);
        }
        if (a >= n || b >= n || a == b)
            return edge_error(in, case_at, i, a, b, n, err);
        edge_from[i] = (node_t)a;
        edge_to[i] = (node_t)b;
        first[a + 1u]++;
        indegree[b]++;
    }
    build_csr((node_t)n, (uint32_t)m);
    if (kahn((node_t)n) != (node_t)n)
        return cycle_error(in, case_at, (node_t)n, (uint32_t)m, err);
    if ((code = sg_pass((node_t)n, err)) != 0)
        return code;
    for (i = 0; i < (uint32_t)n; i++) {
        if ((code = fast_in_number(in, SOLVE_MAX_STONES, &s, err)) != 0)
            return code;
        x ^= (unsigned)(-(s & 1u) & sg[i]);
    }
    text_put_str(out, x ? "First\n" : "Second\n");
    return 0;
}

int solve_fast_uva11927(struct fast_in *in, const struct text_out *out, struct nb_error *err)
{
    for (;;) {
        nb_uint_t n, m;
        uint64_t case_at = fast_in_mark(in);
        int code = read_size(in, NB_GRAPH_MAX_NODES, ERR_TOO_MANY_NODES, &n, err);
        if (code)
            return code;
        if ((code = read_size(in, NB_GRAPH_MAX_EDGES, ERR_TOO_MANY_EDGES, &m, err)) != 0)
            return code;
        if (n == 0 && m == 0)
            break;
        if ((code = one_case(in, case_at, n, m, out, err)) != 0)
            return code;
    }
    return fast_in_expect_end(in, err);
}
