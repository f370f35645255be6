/*
 * graph.h — directed graphs for the stones-on-a-graph game, read through a
 * small accessor, and their SG values.
 *
 * A struct graph names its size and a source: two functions that open a
 * node's out-edges and step through them.  The host keeps graphs as CSR
 * arrays in RAM (graph_csr_source); a device can supply a source that
 * decodes flash.  Targets come out in ascending order without duplicates.
 *
 * SG values come from one pass over the nodes in a topological order, sinks
 * first, with mex over each node's targets.  A source may know such an order
 * (a packed map carries one from the map compiler); otherwise, where
 * NB_GRAPH_KAHN allows, the order is found: the numbering itself when every
 * edge goes to a smaller node (or every one to a larger), else Kahn's
 * algorithm with static work arrays, and a cycle is reported with one of its
 * edges.  A source's order is checked as it is used (every target must
 * already have its value), so a wrong one is an error, never wrong values.
 */
#ifndef CORE_GRAPH_H
#define CORE_GRAPH_H

#include <stdint.h>
#include "core/limits.h"
#include "core/error.h"
#include "core/mex.h"

#if NB_GRAPH_MAX_EDGES > 65535L
typedef uint32_t edge_index_t;
#else
typedef uint16_t edge_index_t;
#endif

/* Position inside one node's out-edge list. */
struct graph_cursor {
    edge_index_t pos;    /* representation-defined */
    edge_index_t left;   /* edges still to come */
    node_t last;         /* previous target (for delta-coded sources) */
};

/* How a representation hands out edges. */
struct graph_source {
    /* Start node v's out-edges. */
    void (*open)(const void *data, node_t v, struct graph_cursor *c);
    /* Next target; call only while c->left > 0. */
    node_t (*next)(const void *data, struct graph_cursor *c);
    /* The i-th node of a topological order, sinks first (every node's
     * targets come before it); 0 when the source knows no order. */
    node_t (*order)(const void *data, node_t i);
    /* Optional (0 when absent): the whole SG pass in the source's own
     * order, with graph_sg_compute's checks and errors, only faster (the
     * node count is checked against NB_GRAPH_MAX_NODES before). */
    int (*sg)(const void *data, sg_small_t *sg, struct nb_error *err);
};

/* An SG table entry whose value is not known yet. */
#define GRAPH_SG_UNSET ((sg_small_t)~(sg_small_t)0)

struct graph {
    node_t node_count;
    edge_index_t edge_count;
    const struct graph_source *source;
    const void *data;
};

/* CSR arrays in RAM: node v's targets are targets[first[v] .. first[v+1]-1]. */
struct graph_csr {
    const edge_index_t *first;   /* node_count + 1 entries */
    const node_t *targets;
};

/* The source for struct graph_csr data. */
extern const struct graph_source graph_csr_source;

/* Open node v's out-edges. */
void graph_open(const struct graph *g, node_t v, struct graph_cursor *c);

/* Next target of an open cursor (only while c->left > 0). */
node_t graph_next(const struct graph *g, struct graph_cursor *c);

/* Compute the SG value of every node into sg[0..node_count-1].  Fails on a
 * cycle (value -> limit is one of its edges; also a source's order that
 * puts v before its target: v -> target), more than NB_GRAPH_MAX_NODES
 * nodes, an SG value beyond the mex bitset, or (without NB_GRAPH_KAHN) a source that knows no order. */
int graph_sg_compute(const struct graph *g, sg_small_t *sg, struct nb_error *err);

#if NB_GRAPH_KAHN
/* A topological order of g, sinks first, into order[0..node_count-1] (at
 * least node_count entries); returns how many nodes it holds: node_count
 * when g is acyclic, fewer when it has a cycle, 0 when g has more than
 * NB_GRAPH_MAX_NODES nodes. */
node_t graph_topological_order(const struct graph *g, node_t *order);
#endif

#endif
