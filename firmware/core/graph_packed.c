/*
 * graph_packed.c — the packed-graph decoder (format in graph_packed.h).
 * Every byte is read through flash_read_byte; a cursor's pos is the byte
 * position of the next number, and last the previous target (v, or 0xFFFF
 * before an absolute first target, so every target is last + 1 + x).
 */
#include "core/graph_packed.h"
#include "core/text.h"

/* A little-endian u16 at p. */
static uint16_t read_u16(const uint8_t *p)
{
    return (uint16_t)(flash_read_byte(p) | (uint16_t)flash_read_byte(p + 1) << 8);
}

/* The number at p (1 or 2 bytes) into *x; returns the byte after it.
 * (Pointer in, pointer out: kept in registers in the SG pass's loop.) */
static inline __attribute__((always_inline)) const uint8_t *take_number(const uint8_t *p,
                                                                         uint16_t *x)
{
    uint16_t v = flash_read_byte(p++);
    if (v & 0x80u)
        v = (uint16_t)((v & 0x7fu) << 8 | flash_read_byte(p++));
    *x = v;
    return p;
}

/* The number at d + *pos; moves *pos past it. */
static uint16_t read_number(const uint8_t *d, edge_index_t *pos)
{
    uint16_t x;
    *pos = (edge_index_t)(take_number(d + *pos, &x) - d);
    return x;
}

/* Find v's list through the index and read its degree code. */
static void packed_open(const void *data, node_t v, struct graph_cursor *c)
{
    const uint8_t *d = (const uint8_t *)data;
    node_t n = read_u16(d);
    uint8_t k = flash_read_byte(d + 4);
    uint16_t code;
    c->pos = (edge_index_t)(read_u16(d + GRAPH_PACKED_HEADER + n + 2u * (uint16_t)(v >> k)) +
                            flash_read_byte(d + GRAPH_PACKED_HEADER + v));
    code = read_number(d, &c->pos);
    c->left = (edge_index_t)(code >> 1);
    c->last = (code & 1u) ? v : (node_t)0xffffu;
}

/* The next target: the previous one + 1 + the next number. */
static node_t packed_next(const void *data, struct graph_cursor *c)
{
    const uint8_t *d = (const uint8_t *)data;
    uint16_t x;
    c->pos = (edge_index_t)(take_number(d + c->pos, &x) - d);
    c->left--;
    c->last = (node_t)(c->last + 1u + x);
    return c->last;
}

/* Where the order table starts (right after the index). */
static const uint8_t *order_table(const uint8_t *d)
{
    node_t n = read_u16(d);
    uint8_t k = flash_read_byte(d + 4);
    return d + GRAPH_PACKED_HEADER + n + 2u * (uint16_t)((n + (1u << k) - 1u) >> k);
}

/* The i-th node of the map's SG order, as its order byte says. */
static node_t packed_order(const void *data, node_t i)
{
    const uint8_t *d = (const uint8_t *)data;
    uint8_t how = flash_read_byte(d + GRAPH_PACKED_ORDER_AT);
    if (how == GRAPH_PACKED_ASCENDING)
        return i;
    if (how == GRAPH_PACKED_DESCENDING)
        return (node_t)(read_u16(d) - 1u - i);
    return read_u16(order_table(d) + 2u * i);
}

#if NB_GRAPH_PACKED_SG
/* The values of the current node's options (mex.h's stamped sets).  Every
 * value in the SG table is below NB_MEX_BITS, so seen[NB_MEX_BITS] is never
 * marked. */
static uint8_t seen[NB_MEX_BITS + 1];

/* The whole SG pass for a packed map, in the map's own order: the same
 * checks as graph.c's pass through open/next/order (a node out of the
 * order's range or twice, a target without its value yet: ERR_CYCLE; a
 * target past the last node: ERR_NODE_OUT_OF_RANGE; a value beyond the
 * mex bitset's range), with the header in registers, the order table
 * walked by pointer, and the options' values stamped in seen[]: no call
 * per node or per edge. */
static int packed_sg(const void *data, sg_small_t *sg, struct nb_error *err)
{
    const uint8_t *d = (const uint8_t *)data;
    const node_t n = read_u16(d);
    const uint8_t k = flash_read_byte(d + 4);
    const uint8_t how = flash_read_byte(d + GRAPH_PACKED_ORDER_AT);
    const uint8_t *rel = d + GRAPH_PACKED_HEADER;
    const uint8_t *base = rel + n;
    const uint8_t *next_in_order = order_table(d);
    uint8_t stamp = 0;
    uint16_t value;
    node_t i;
    mex_stamp_clear(seen, sizeof seen);
    for (i = 0; i < n; i++)
        sg[i] = GRAPH_SG_UNSET;
    for (i = 0; i < n; i++) {
        const uint8_t *p;
        node_t v, last;
        uint16_t code, left;
        if (how == GRAPH_PACKED_ASCENDING) {
            v = i;
        } else if (how == GRAPH_PACKED_DESCENDING) {
            v = (node_t)(n - 1u - i);
        } else {
            v = read_u16(next_in_order);
            next_in_order += 2;
        }
        if (v >= n || sg[v] != GRAPH_SG_UNSET)   /* the order is no permutation */
            return error_set(err, ERR_CYCLE, v, v);
        stamp = mex_stamp_next(seen, sizeof seen, stamp);
        p = d + read_u16(base + 2u * (uint16_t)(v >> k)) + flash_read_byte(rel + v);
        p = take_number(p, &code);
        left = (uint16_t)(code >> 1);
        last = (code & 1u) ? v : (node_t)0xffffu;
        while (left > 0) {
            uint16_t x;
            sg_small_t s;
            p = take_number(p, &x);
            last = (node_t)(last + 1u + x);
            left--;
            if (last >= n)
                return error_set(err, ERR_NODE_OUT_OF_RANGE, last, n);
            s = sg[last];
            if (s == GRAPH_SG_UNSET)   /* v comes before its target */
                return error_set(err, ERR_CYCLE, v, last);
            seen[s] = stamp;
        }
        value = mex_stamp_find(seen, stamp);
        if (value >= NB_MEX_BITS)
            return error_set(err, ERR_SG_TOO_LARGE, value, NB_MEX_BITS - 1);
        sg[v] = (sg_small_t)value;
    }
    return 0;
}
#define PACKED_SG packed_sg
#else
#define PACKED_SG 0
#endif

const struct graph_source graph_packed_source = { packed_open, packed_next, packed_order,
                                                  PACKED_SG };

void graph_packed_init(struct graph *g, const uint8_t *data)
{
    g->node_count = read_u16(data);
    g->edge_count = read_u16(data + 2);
    g->source = &graph_packed_source;
    g->data = data;
}
