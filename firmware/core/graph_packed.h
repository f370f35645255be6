/*
 * graph_packed.h — graphs packed into one byte array (a built-in map in
 * program memory), decoded on the fly through the graph_source accessor.
 *
 * The bytes are written by the map compiler (tools/mapc) and read only here,
 * one byte at a time through flash_read_byte (text.h), so the same code
 * reads program memory on the AVR and ordinary memory on the host.  The
 * layout (little-endian; docs/maps.md has the measurements behind it):
 *
 *   offset       size            field
 *   0            2               n, the node count
 *   2            2               m, the edge count (duplicates merged)
 *   4            1               k: nodes are indexed in blocks of 2^k
 *   5            1               how the nodes are ordered for the SG pass
 *                                (sinks first): 0 = ascending numbers (every
 *                                edge goes to a smaller node), 1 = descending
 *                                (every edge to a larger one), 2 = the order
 *                                table below
 *   6            n               rel[v]: where v's list starts, counted from
 *                                the start of its block's first list (u8)
 *   6 + n        2 * blocks      base[b]: where block b's first list starts,
 *                                counted from the start of the array (u16)
 *   then         2 * n           (order 2 only) the nodes in SG order (u16)
 *   then         the lists, node 0 first
 *
 * So node v's list starts at base[v >> k] + rel[v]: random access per node.
 * A list is numbers of one or two bytes (0..127: one byte; 128..32767: two,
 * big-endian, the first with its high bit set): first (degree << 1 | up),
 * then the degree targets in ascending order.  The first target is
 * (up ? v + 1 : 0) + x, each next one is previous + 1 + x; the compiler sets
 * up when the first target is above v (acyclic graphs numbered in
 * topological order then spend one byte on it, not two).  So a map has at
 * most 32767 nodes, 65535 edges, 16383 out-edges per node and 65535 bytes in
 * all (positions are 16-bit).
 */
#ifndef CORE_GRAPH_PACKED_H
#define CORE_GRAPH_PACKED_H

#include <stdint.h>
#include "core/graph.h"

/* Bytes before rel[]: n, m, k and the order. */
#define GRAPH_PACKED_HEADER 6u
/* Where the order byte is, and its values. */
#define GRAPH_PACKED_ORDER_AT 5u
enum graph_packed_order {
    GRAPH_PACKED_ASCENDING = 0,
    GRAPH_PACKED_DESCENDING = 1,
    GRAPH_PACKED_TABLE = 2
};
/* Largest packed array (positions are 16-bit). */
#define GRAPH_PACKED_MAX_BYTES 65535u
/* Largest number in a list (two bytes hold 15 bits). */
#define GRAPH_PACKED_MAX_NUMBER 32767u
/* Most nodes (a target is a number) and out-edges per node (degree << 1 | up
 * is one). */
#define GRAPH_PACKED_MAX_NODES 32767u
#define GRAPH_PACKED_MAX_DEGREE 16383u

/* The source for packed data: struct graph's data points at the first byte
 * of the array (in program memory on the AVR). */
extern const struct graph_source graph_packed_source;

/* Fill g (sizes, source, data) from a packed array's header. */
void graph_packed_init(struct graph *g, const uint8_t *data);

#endif
