/*
 * map_pack.c — graphs into the packed format.  Two passes over the graph:
 * the first measures every node's list (so the block size k can be chosen:
 * the largest whose in-block offsets all fit a byte, which makes the index
 * smallest), the second writes the header, the index and the lists.  A
 * block's lists are in node order except that the longest goes last, so a
 * long list only has to fit after the others, never before them.  The
 * header names the order the device's SG pass visits nodes in: their
 * numbers when every edge goes one way, else a stored topological order
 * (the engine's, graph_topological_order), so the device needs no sort.
 */
#include <stdlib.h>
#include "core/graph_packed.h"
#include "tools/mapc/map_pack.h"

unsigned map_pack_number_size(uint32_t x)
{
    return x < 0x80u ? 1u : 2u;
}

/* x (at most GRAPH_PACKED_MAX_NUMBER) in one or two bytes. */
static uint8_t *put_number(uint8_t *p, uint32_t x)
{
    if (x >= 0x80u)
        *p++ = (uint8_t)(0x80u | x >> 8);
    *p++ = (uint8_t)x;
    return p;
}

/* v as a little-endian u16 at p; returns p + 2. */
static uint8_t *put_u16(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    return p + 2;
}

/* Node v's list (degree code, then targets), written at p when p != 0;
 * returns its length in bytes.  *degree gets the out-degree (nothing is
 * measured or written when it is over the format's limit). */
static size_t encode_list(const struct graph *g, node_t v, uint8_t *p, uint32_t *degree)
{
    struct graph_cursor c, first;
    uint32_t up, code, x;
    node_t prev, t;
    size_t len;
    graph_open(g, v, &c);
    *degree = c.left;
    if (c.left > GRAPH_PACKED_MAX_DEGREE)
        return 0;
    /* `up` depends on the first target: read it through a second cursor */
    graph_open(g, v, &first);
    up = first.left > 0 && graph_next(g, &first) > v;
    code = (uint32_t)c.left << 1 | up;
    len = map_pack_number_size(code);
    if (p)
        p = put_number(p, code);
    prev = up ? v : (node_t)0xffffu;   /* each target is prev + 1 + x */
    while (c.left > 0) {
        t = graph_next(g, &c);
        x = (node_t)(t - prev - 1u);
        len += map_pack_number_size(x);
        if (p)
            p = put_number(p, x);
        prev = t;
    }
    return len;
}

/* The node of block [first, end) whose list goes last: the longest (the
 * first of equals), so every other list starts within the others' bytes. */
static uint32_t longest(const size_t *len, uint32_t first, uint32_t end)
{
    uint32_t v, best = first;
    for (v = first + 1u; v < end; v++)
        if (len[v] > len[best])
            best = v;
    return best;
}

/* Can blocks of 2^k nodes index their lists with byte offsets? */
static int blocks_fit(const size_t *len, uint32_t n, uint32_t k)
{
    uint32_t first, v;
    for (first = 0; first < n; first += 1u << k) {
        uint32_t end = n - first > (1u << k) ? first + (1u << k) : n;
        size_t others = 0;
        for (v = first; v < end; v++)
            others += len[v];
        if (others - len[longest(len, first, end)] > 0xffu)
            return 0;
    }
    return 1;
}

/* How the SG pass will order g's nodes: by their numbers when every edge
 * goes down (or every one up), else by a stored topological order. */
static uint8_t sg_order(const struct graph *g)
{
    struct graph_cursor c;
    int down = 1, up = 1;
    node_t v;
    for (v = 0; v < g->node_count; v++)
        for (graph_open(g, v, &c); c.left > 0;) {
            node_t w = graph_next(g, &c);
            down &= w < v;
            up &= w > v;
        }
    return down ? GRAPH_PACKED_ASCENDING : up ? GRAPH_PACKED_DESCENDING : GRAPH_PACKED_TABLE;
}

int map_pack(const struct graph *g, uint8_t **out, struct map_pack_info *info)
{
    uint32_t n = g->node_count, v, deg, blocks, k, first;
    size_t *len, lists = 0, index, pos, total;
    uint8_t *bytes, *p, how;
    node_t *order;
    *out = 0;
    info->bytes = info->list_bytes = 0;
    info->shift = 0;
    info->node = 0;
    if (n > GRAPH_PACKED_MAX_NODES)
        return MAP_PACK_TOO_MANY_NODES;
    if (g->edge_count > 0xffffu)
        return MAP_PACK_TOO_MANY_EDGES;
    len = malloc((n + 1u) * sizeof *len);
    if (!len)
        return MAP_PACK_NO_MEMORY;
    for (v = 0; v < n; v++) {
        len[v] = encode_list(g, (node_t)v, 0, &deg);
        if (deg > GRAPH_PACKED_MAX_DEGREE) {
            info->node = (node_t)v;
            free(len);
            return MAP_PACK_DEGREE;
        }
        lists += len[v];
    }
    /* the largest k up to a single block whose offsets fit (k = 0 always
     * does): the smallest index */
    for (k = 0; k < 15 && (1u << k) < n; k++)
        ;
    while (k > 0 && !blocks_fit(len, n, k))
        k--;
    blocks = (n + (1u << k) - 1u) >> k;
    how = sg_order(g);
    if (how == GRAPH_PACKED_TABLE && n > NB_GRAPH_MAX_NODES) {   /* the engine's order */
        free(len);
        return MAP_PACK_TOO_MANY_NODES;
    }
    index = GRAPH_PACKED_HEADER + n + 2u * blocks + (how == GRAPH_PACKED_TABLE ? 2u * n : 0u);
    total = index + lists;
    info->shift = (uint8_t)k;
    info->bytes = total;
    info->list_bytes = lists;
    if (total > GRAPH_PACKED_MAX_BYTES) {
        free(len);
        return MAP_PACK_TOO_BIG;
    }
    bytes = malloc(total);
    order = how == GRAPH_PACKED_TABLE ? malloc((n + 1u) * sizeof *order) : 0;
    if (!bytes || (how == GRAPH_PACKED_TABLE && !order)) {
        free(len);
        free(bytes);
        free(order);
        return MAP_PACK_NO_MEMORY;
    }
    p = put_u16(bytes, n);
    p = put_u16(p, g->edge_count);
    *p++ = (uint8_t)k;
    *p = (uint8_t)how;
    if (how == GRAPH_PACKED_TABLE) {
        if (graph_topological_order(g, order) != n) {
            free(len);
            free(bytes);
            free(order);
            return MAP_PACK_CYCLE;
        }
        p = bytes + GRAPH_PACKED_HEADER + n + 2u * blocks;
        for (v = 0; v < n; v++)
            p = put_u16(p, order[v]);
        free(order);
    }
    /* each block: its lists in node order, but the longest one last */
    pos = index;
    for (first = 0; first < n; first += 1u << k) {
        uint32_t end = n - first > (1u << k) ? first + (1u << k) : n;
        uint32_t last = longest(len, first, end), i;
        size_t start = pos;
        put_u16(bytes + GRAPH_PACKED_HEADER + n + 2u * (first >> k), (uint32_t)start);
        for (i = first; i <= end; i++) {
            v = i < end ? i : last;
            if (i < end && i == last)
                continue;
            bytes[GRAPH_PACKED_HEADER + v] = (uint8_t)(pos - start);
            pos += encode_list(g, (node_t)v, bytes + pos, &deg);
        }
    }
    free(len);
    *out = bytes;
    return MAP_PACK_OK;
}
