/*
 * graph_read.c — text to CSR.  Edges are kept as read (with their lines),
 * then placed by two stable counting sorts (by target, then by source), so
 * each node's targets come out ascending and duplicates sit side by side.
 */
#include "core/graph_read.h"

/* Boards read no files (NB_FILE_INPUT=0): nothing here is built for them,
 * so the tables below, sized for the largest graph, take no room there. */
#if NB_FILE_INPUT

static node_t edge_from[NB_GRAPH_MAX_EDGES];
static node_t edge_to[NB_GRAPH_MAX_EDGES];
static uint32_t edge_line[NB_GRAPH_MAX_EDGES];
static edge_index_t by_target[NB_GRAPH_MAX_EDGES];
static node_t targets[NB_GRAPH_MAX_EDGES];
static edge_index_t first[NB_GRAPH_MAX_NODES + 1];
static edge_index_t fill[NB_GRAPH_MAX_NODES + 1];
static struct graph_csr csr = { first, targets };
static struct {
    node_t nodes;
    edge_index_t edges;      /* as read, duplicates included */
    edge_index_t duplicates;
} last;

/* Place the edges read into CSR form and hand out the graph. */
static void build_csr(struct graph *g)
{
    node_t n = last.nodes, v;
    edge_index_t m = last.edges, i, out = 0;
    /* counting sort of edge indices by target */
    for (v = 0; v <= n; v++)
        fill[v] = 0;
    for (i = 0; i < m; i++)
        fill[edge_to[i] + 1u]++;
    for (v = 0; v < n; v++)
        fill[v + 1u] += fill[v];
    for (i = 0; i < m; i++)
        by_target[fill[edge_to[i]]++] = i;
    /* stable counting sort by source: targets ascend within each node */
    for (v = 0; v <= n; v++)
        first[v] = 0;
    for (i = 0; i < m; i++)
        first[edge_from[i] + 1u]++;
    for (v = 0; v < n; v++)
        first[v + 1u] += first[v];
    for (v = 0; v < n; v++)
        fill[v] = first[v];
    for (i = 0; i < m; i++) {
        edge_index_t e = by_target[i];
        targets[fill[edge_from[e]]++] = edge_to[e];
    }
    /* merge duplicates in place, node by node */
    for (v = 0; v < n; v++) {
        edge_index_t begin = first[v], end = first[v + 1u], k;
        first[v] = out;
        for (k = begin; k < end; k++)
            if (k == begin || targets[k] != targets[k - 1u])
                targets[out++] = targets[k];
    }
    first[n] = out;
    last.duplicates = (edge_index_t)(m - out);
    g->node_count = n;
    g->edge_count = out;
    g->source = &graph_csr_source;
    g->data = &csr;
}

/* Check one edge; line is where it came from. */
static int check_edge(nb_uint_t a, nb_uint_t b, uint32_t line, struct nb_error *err)
{
    if (a >= last.nodes || b >= last.nodes) {
        error_set(err, ERR_NODE_OUT_OF_RANGE, a >= last.nodes ? a : b, last.nodes - 1u);
        err->where = ERR_AT_LINE;
        err->at = line;
        return err->code;
    }
    if (a == b) {
        error_set(err, ERR_SELF_LOOP, a, 0);
        err->where = ERR_AT_LINE;
        err->at = line;
        return err->code;
    }
    return 0;
}

static int check_size(nb_uint_t n, nb_uint_t m, uint32_t line, struct nb_error *err)
{
    int code = 0;
    if (n == 0)
        code = error_code(err, ERR_NO_NODES);
    else if (n > NB_GRAPH_MAX_NODES)
        code = error_set(err, ERR_TOO_MANY_NODES, n, NB_GRAPH_MAX_NODES);
    else if (m > (nb_uint_t)NB_GRAPH_MAX_EDGES)
        code = error_set(err, ERR_TOO_MANY_EDGES, m, NB_GRAPH_MAX_EDGES);
    if (code) {
        err->where = ERR_AT_LINE;
        err->at = line;
    }
    return code;
}

/* Read one node number of an edge: a number too long for any type is
 * still a node out of range. */
static int read_node(struct scanner *sc, nb_uint_t *v, struct nb_error *err)
{
    int code = scan_number(sc, NB_UINT_MAX, v, err);
    if (code == ERR_NUMBER_TOO_LARGE)
        code = error_set(err, ERR_NODE_TOO_LARGE, 0, last.nodes - 1u);
    return code;
}

/* Read a size (n or m): one past `max`, however long, is `too_many`. */
static int read_size(struct scanner *sc, nb_uint_t max, uint8_t too_many, nb_uint_t *v,
                     struct nb_error *err)
{
    int code = scan_number(sc, max, v, err);
    if (code == ERR_NUMBER_TOO_LARGE)
        code = error_set(err, too_many, 0, max);
    return code;
}

int graph_read_size(struct scanner *sc, nb_uint_t *n, nb_uint_t *m, uint32_t *size_line,
                    struct nb_error *err)
{
    int code = read_size(sc, NB_GRAPH_MAX_NODES, ERR_TOO_MANY_NODES, n, err);
    *size_line = sc->line;
    if (code == 0)
        code = read_size(sc, NB_GRAPH_MAX_EDGES, ERR_TOO_MANY_EDGES, m, err);
    return code;
}

int graph_read_edges(struct scanner *sc, nb_uint_t n, nb_uint_t m, uint32_t size_line,
                     struct graph *g, struct nb_error *err)
{
    nb_uint_t a, b;
    uint32_t line;
    edge_index_t i;
    int code;
    last.nodes = 0;
    last.edges = 0;
    if ((code = check_size(n, m, size_line, err)) != 0)
        return code;
    last.nodes = (node_t)n;
    for (i = 0; i < (edge_index_t)m; i++) {
        if ((code = read_node(sc, &a, err)) != 0)
            return code;
        line = sc->line;
        if ((code = read_node(sc, &b, err)) != 0)
            return code;
        if ((code = check_edge(a, b, line, err)) != 0)
            return code;
        edge_from[i] = (node_t)a;
        edge_to[i] = (node_t)b;
        edge_line[i] = line;
        last.edges = (edge_index_t)(i + 1u);
    }
    build_csr(g);
    return 0;
}

int graph_read(struct scanner *sc, struct graph *g, struct nb_error *err)
{
    nb_uint_t n, m;
    uint32_t line;
    int code = graph_read_size(sc, &n, &m, &line, err);
    if (code)
        return code;
    return graph_read_edges(sc, n, m, line, g, err);
}

int graph_from_edges(node_t node_count, const node_t *from, const node_t *to,
                     edge_index_t edge_count, struct graph *g, struct nb_error *err)
{
    edge_index_t i;
    int code;
    last.nodes = 0;
    last.edges = 0;
    if ((code = check_size(node_count, edge_count, 1, err)) != 0)
        return code;
    last.nodes = node_count;
    for (i = 0; i < edge_count; i++) {
        if ((code = check_edge(from[i], to[i], (uint32_t)i + 1u, err)) != 0)
            return code;
        edge_from[i] = from[i];
        edge_to[i] = to[i];
        edge_line[i] = (uint32_t)i + 1u;
    }
    last.edges = edge_count;
    build_csr(g);
    return 0;
}

edge_index_t graph_read_duplicates(void)
{
    return last.duplicates;
}

uint32_t graph_read_edge_line(node_t u, node_t v)
{
    edge_index_t i;
    for (i = 0; i < last.edges; i++)
        if (edge_from[i] == u && edge_to[i] == v)
            return edge_line[i];
    return 0;
}

#endif /* NB_FILE_INPUT */
