/*
 * graph_read.h — reading a graph in the engine's text format into CSR
 * arrays in RAM, with every check the format needs.
 *
 * Format: optional '#' comment lines (when the scanner allows them), then
 * `n m`, then m lines `a b` (an edge a->b, nodes 0..n-1).  Rejected, with
 * the line: a malformed number, n = 0, n or m over the limits, a node out of
 * range (or a node number too large for any number), a self-loop, input
 * ending early.  Duplicate edges are merged and
 * counted.  Cycles are found when SG values are computed (graph.h); the line
 * of the offending edge can then be looked up here.  One graph at a time
 * lives in this module's static arrays.
 */
#ifndef CORE_GRAPH_READ_H
#define CORE_GRAPH_READ_H

#include "core/graph.h"
#include "core/scan.h"

/* Read `n m` and the m edges from sc into the module's graph. */
int graph_read(struct scanner *sc, struct graph *g, struct nb_error *err);

/* Read just `n m` (n <= NB_GRAPH_MAX_NODES, m <= NB_GRAPH_MAX_EDGES: a
 * number past them, however long, is "too many nodes/edges" on its line);
 * *size_line gets the line of n. */
int graph_read_size(struct scanner *sc, nb_uint_t *n, nb_uint_t *m, uint32_t *size_line,
                    struct nb_error *err);

/* The same, once the caller has read n and m itself (size_line: where). */
int graph_read_edges(struct scanner *sc, nb_uint_t n, nb_uint_t m, uint32_t size_line,
                     struct graph *g, struct nb_error *err);

/* Build the module's graph from an edge list already in memory
 * (from[i] -> to[i]); checks as graph_read does, with edge i as "line" i+1. */
int graph_from_edges(node_t node_count, const node_t *from, const node_t *to,
                     edge_index_t edge_count, struct graph *g, struct nb_error *err);

/* How many duplicate edges the last graph read had (they were merged). */
edge_index_t graph_read_duplicates(void);

/* Input line of the last graph's first edge u->v, or 0 if there is none. */
uint32_t graph_read_edge_line(node_t u, node_t v);

#endif
