/*
 * dag.c — dag:NAME, stones on a directed acyclic graph: a move slides one
 * stone along an edge.  A pile is a node; its SG value comes from the
 * graph's SG table, computed once when the graph is attached, in the game
 * tables' arena (arena.h: NB_GRAPH_MAX_NODES of its entries).
 */
#include "core/rules/rules.h"
#include "core/arena.h"
#include "core/graph_packed.h"

static sg_small_t *graph_sg;

/* The graph whose SG values graph_sg holds (0: none).  Packed maps live
 * in flash and never change, so choosing the same one again (the console's
 * dag:NAME after the screen's) reuses them while no other rule has taken
 * the arena; graphs read into RAM are always computed afresh. */
static const struct graph *held;

/* Compute g's SG values into the arena. */
static int compute(const struct graph *g, struct nb_error *err)
{
    int code;
    graph_sg = arena_take(ARENA_GRAPH);
    code = graph_sg_compute(g, graph_sg, err);
    held = code ? 0 : g;
    return code;
}

int rule_attach_graph(struct rule *r, const struct graph *g, struct nb_error *err)
{
    int code = 0;
    if (g != held || g->source != &graph_packed_source || arena_owner() != ARENA_GRAPH)
        code = compute(g, err);
    r->graph = code ? 0 : g;
    return code;
}

const sg_small_t *rule_graph_sg(void)
{
    return graph_sg;
}

/* A node of the attached graph, else the error. */
static int node_check(const struct rule *r, heap_t h, struct nb_error *err)
{
    const struct graph *g = r->graph;
    if (!g)
        return error_set(err, ERR_NODE_OUT_OF_RANGE, h, 0);
    /* another rule took the arena since: its values again */
    if (held != g || arena_owner() != ARENA_GRAPH) {
        int code = compute(g, err);
        if (code)
            return code;
    }
    if (h >= g->node_count)
        return error_set(err, ERR_NODE_OUT_OF_RANGE, h, g->node_count - 1u);
    return 0;
}

static int dag_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    int code = node_check(r, h, err);
    if (code == 0)
        *sg = graph_sg[h];
    return code;
}

/* Successors of node h with SG value target: how many, and the first. */
static int dag_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                       struct rule_option *best, struct nb_error *err)
{
    struct graph_cursor cur;
    edge_index_t found = 0;   /* at most the node's out-edges */
    int code = node_check(r, h, err);
    if (code)
        return code;
    for (graph_open(r->graph, (node_t)h, &cur); cur.left > 0;) {
        node_t w = graph_next(r->graph, &cur);
        if (graph_sg[w] == target && found++ == 0)
            best->to = w;
    }
    *count = found;
    return 0;
}

/* Moves: node h's out-edges (none off the graph). */
static nb_uint_t dag_moves(const struct rule *r, heap_t h)
{
    struct graph_cursor cur;
    if (!r->graph || h >= r->graph->node_count)
        return 0;
    graph_open(r->graph, (node_t)h, &cur);
    return cur.left;
}

/* The n-th target of node h, in the graph's order. */
static void dag_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o)
{
    struct graph_cursor cur;
    graph_open(r->graph, (node_t)h, &cur);
    o->to = graph_next(r->graph, &cur);
    while (n-- > 0)
        o->to = graph_next(r->graph, &cur);
}

/* Is there an edge from -> to? */
static int dag_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    struct graph_cursor cur;
    if (split || !r->graph || from >= r->graph->node_count)
        return 0;
    for (graph_open(r->graph, (node_t)from, &cur); cur.left > 0;)
        if (graph_next(r->graph, &cur) == to)
            return 1;
    return 0;
}

/* What play needs (rule.h). */
static const struct rule_play NB_FLASH dag_play = {
    .moves = dag_moves, .option = dag_option, .legal = dag_legal,
};

/* dag:NAME: a built-in map's name (on the host, a graph file's path too:
 * its help says so). */
const struct rule_family NB_FLASH rule_family_dag = {
    .spell = "dag:NAME", .tag = "Map", .id = RULE_ID_DAG, .param = RULE_PARAM_MAP,
    .flags = RULE_GRAPH, .sg = dag_sg, .options = dag_options,
    .play = RULE_PLAY(&dag_play),
};
