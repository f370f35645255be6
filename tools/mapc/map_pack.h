/*
 * map_pack.h — the encoder of the packed graph format (graph_packed.h), on
 * the host: the map compiler uses it, and the unit tests check that the
 * engine's decoder gives back every graph it packs.
 */
#ifndef TOOLS_MAPC_MAP_PACK_H
#define TOOLS_MAPC_MAP_PACK_H

#include <stddef.h>
#include <stdint.h>
#include "core/graph.h"

enum map_pack_status {
    MAP_PACK_OK = 0,
    MAP_PACK_TOO_MANY_NODES,   /* more than GRAPH_PACKED_MAX_NODES (or than
                                  NB_GRAPH_MAX_NODES when an order table is needed) */
    MAP_PACK_TOO_MANY_EDGES,   /* more than 65535 edges */
    MAP_PACK_DEGREE,           /* a node (info.node) over GRAPH_PACKED_MAX_DEGREE */
    MAP_PACK_TOO_BIG,          /* info.bytes over GRAPH_PACKED_MAX_BYTES */
    MAP_PACK_CYCLE,            /* g has a cycle: no SG order */
    MAP_PACK_NO_MEMORY
};

/* What a packing produced (or where it failed). */
struct map_pack_info {
    size_t bytes;        /* the whole array */
    size_t list_bytes;   /* the lists alone */
    uint8_t shift;       /* k: blocks of 2^k nodes */
    node_t node;         /* MAP_PACK_DEGREE: the node */
};

/* Pack g (any source; targets ascending, no duplicates) into a new
 * malloc'ed array *out (the caller frees it); returns a map_pack_status. */
int map_pack(const struct graph *g, uint8_t **out, struct map_pack_info *info);

/* Bytes of the number x in a list (1 or 2; x <= GRAPH_PACKED_MAX_NUMBER). */
unsigned map_pack_number_size(uint32_t x);

#endif
