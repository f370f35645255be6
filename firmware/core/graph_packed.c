/*
 * graph_packed.c — the packed-graph decoder (format in graph_packed.h).
 * Every byte is read through flash_read_byte; a cursor's pos is the byte
 * position of the next number, and last the previous target (v, or 0xFFFF
 * before an absolute first target, so every target is last + 1 + x).
 */
#include "graph_packed.h"
#include "text.h"

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
    c->left--;
    c->last = (node_t)(c->last + 1u + read_number((const uint8_t *)data, &c->pos));
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

#if NB_GRAPH_FAST_MARK
/* packed_next and mex_mark for a whole list in one tight loop, for the SG
 * pass: no call per edge, byte arithmetic where the values allow it. */
static uint8_t packed_mark(const void *data, struct graph_cursor *c, const sg_small_t *sg,
                           struct mex_set *m, node_t *unset)
{
    static const uint8_t bit[8] = { 1, 2, 4, 8, 16, 32, 64, 128 };
    const uint8_t *p = (const uint8_t *)data + c->pos;
    node_t last = c->last;
    edge_index_t n = c->left;
    /* values at or above the set's size are ignored, as mex_mark does;
     * GRAPH_SG_UNSET is the largest sg_small_t, so a limit capped there
     * loses nothing */
    sg_small_t limit = m->size < GRAPH_SG_UNSET ? (sg_small_t)m->size : GRAPH_SG_UNSET;
    uint8_t stopped = 0;
    while (n > 0) {
        uint16_t x;
        sg_small_t s;
        p = take_number(p, &x);
        last = (node_t)(last + 1u + x);
        n--;
        s = sg[last];
        if (s == GRAPH_SG_UNSET) {
            *unset = last;
            stopped = 1;
            break;
        }
        if (s < limit)
            m->bits[s >> 3] |= bit[s & 7u];
    }
    c->pos = (edge_index_t)(p - (const uint8_t *)data);
    c->last = last;
    c->left = n;
    return stopped;
}
#define PACKED_MARK packed_mark
#else
#define PACKED_MARK 0
#endif

const struct graph_source graph_packed_source = { packed_open, packed_next, packed_order,
                                                  PACKED_MARK };

void graph_packed_init(struct graph *g, const uint8_t *data)
{
    g->node_count = read_u16(data);
    g->edge_count = read_u16(data + 2);
    g->source = &graph_packed_source;
    g->data = data;
}
