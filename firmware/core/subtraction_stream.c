/*
 * subtraction_stream.c — heaps past a subtraction table that shows no
 * period: the SG sequence is computed on from the table's end through a
 * ring of the last max(S) + 1 values, as far as the heap asked for.
 *
 * SG(n) needs only SG(n - a) for the amounts a <= max(S) = s, so a ring of
 * s + 1 values (the window and the slot of the value being computed) holds
 * all the stream needs; its length is rounded up to a power of two, so the
 * hot loop wraps with a mask.  When the full table has no period the ring and a
 * cache of NB_SUB_CACHE answers take the arena's top: the table keeps
 * heaps 0..stream_base-1, the ring starts from its last s + 1 values.  A
 * heap at or past the ring's newest one is reached by computing on; an
 * earlier one starts the stream again from the table's end.  Every heap
 * streamed to leaves its answer in the cache: its SG value and its options'
 * values (the window holds h - s .. h), so the second look at a pile (its
 * winning options) and the next line with the same set cost nothing, and a
 * position whose piles are asked in ascending order (game.c does so for
 * rules with RULE_STREAMS) streams once.  A set whose ring and cache do not
 * fit beside s + 1 table values, or a heap past NB_SUB_STREAM_MAX, is
 * refused (heap beyond the table), never guessed.
 */
#include "core/subtraction_impl.h"
#include "core/busy.h"
#include "core/mex.h"

/* A place in the ring: a byte when the ring cannot pass 256 values (it and
 * a ring's length of table below it fit in the arena, so at most half of
 * it: under 1024 entries that is at most 256). */
#if NB_ARENA_ENTRIES < 1024
typedef uint8_t ring_index_t;
#else
typedef sub_index_t ring_index_t;
#endif

static struct {
    uint8_t started;     /* the ring holds heaps pos - s .. pos */
    uint8_t used;        /* cache slots filled */
    uint8_t next;        /* the slot to fill next */
    sub_index_t newest;  /* the ring's index of heap pos */
    heap_t pos;
} st;
static heap_t cache_heap[NB_SUB_CACHE];

/* The ring's length: the least power of two above s, so a place a back
 * is (w - a) & (RING - 1), no test for the wrap. */
static sub_index_t ring_len;
#define RING ring_len

void sub_stream_start(void)
{
    uint32_t ring = 1;
    while (ring <= (uint32_t)sub_g.max_amount)
        ring *= 2u;
    ring_len = (sub_index_t)(ring <= (uint32_t)NB_ARENA_ENTRIES ? ring : 1u);
    uint32_t top = ring + (uint32_t)NB_SUB_CACHE * ((uint32_t)sub_g.count + 1u);
    st.started = 0;
    st.used = 0;
    st.next = 0;
    sub_g.streaming = 0;
    sub_g.stream_base = 0;
    if (top + ring <= (uint32_t)NB_ARENA_ENTRIES) {
        uint32_t base = (uint32_t)NB_ARENA_ENTRIES - top;
        sub_g.stream_base = (sub_index_t)(base < SUB_TABLE_CAP ? base : SUB_TABLE_CAP);
        if (sub_g.stream_base < ring)   /* a table too short to start from */
            sub_g.stream_base = 0;
    }
}

static sg_small_t *ring_of(void)
{
    return sub_g.table + sub_g.stream_base;
}

/* Cache slot i's values: SG(h), then SG(h - a) for each amount a. */
static sg_small_t *slot_of(uint8_t i)
{
    return ring_of() + RING + (sub_index_t)i * (sub_index_t)(sub_g.count + 1u);
}

/* Start again from the table's last RING values. */
static void restart(void)
{
    sg_small_t *ring = ring_of();
    const sg_small_t *from = sub_g.table + (sub_g.stream_base - RING);
    sub_index_t i, r = RING;
    for (i = 0; i < r; i++)
        ring[i] = from[i];
    st.newest = (sub_index_t)(r - 1u);
    st.pos = (heap_t)(sub_g.stream_base - 1u);
    st.started = 1;
}

/* SG(pos + 1) .. SG(h) into the ring: each the mex over the ring's values
 * an amount back (the hot loop: locals only). */
static void run_to(heap_t h)
{
    sg_small_t *ring = ring_of();
    ring_index_t mask = (ring_index_t)(RING - 1u), w = (ring_index_t)st.newest;
    uint8_t stamp = sub_g.stamp;
    const heap_t *end = sub_amounts + sub_g.count;
    heap_t pos = st.pos;
    while (pos < h) {
        const heap_t *a = sub_amounts;
        sg_small_t v = 0;
        stamp = mex_stamp_next(sub_seen, sizeof sub_seen, stamp);
        w = (ring_index_t)((w + 1u) & mask);
        do
            sub_seen[ring[(ring_index_t)(w - (ring_index_t)*a) & mask]] = stamp;
        while (++a < end);
        while (sub_seen[v] == stamp)
            v++;
        ring[w] = v;
        pos++;
        if ((pos & (NB_BUSY_EVERY - 1u)) == 0 && nb_busy_hook)
            nb_busy_hook();
    }
    sub_g.stamp = stamp;
    st.newest = w;
    st.pos = pos;
}

/* The cache slot of heap h, or NB_SUB_CACHE. */
static uint8_t lookup(heap_t h)
{
    uint8_t i;
    for (i = 0; i < st.used; i++)
        if (cache_heap[i] == h)
            return i;
    return NB_SUB_CACHE;
}

/* Stream to heap h and keep its answer: its cache slot. */
static uint8_t stream_to(heap_t h)
{
    sg_small_t *ring = ring_of(), *slot;
    sub_index_t r = RING;
    uint8_t i = lookup(h);
    uint16_t k;
    if (i < NB_SUB_CACHE)
        return i;
    if (!sub_g.streaming) {   /* the table gives up its top */
        sub_g.streaming = 1;
        if (sub_g.computed > sub_g.stream_base)
            sub_g.computed = sub_g.stream_base;
    }
    if (!st.started || st.pos > h)
        restart();
    run_to(h);
    i = st.next;
    st.next = (uint8_t)(i + 1u == NB_SUB_CACHE ? 0 : i + 1u);
    if (st.used < NB_SUB_CACHE)
        st.used++;
    cache_heap[i] = h;
    slot = slot_of(i);
    slot[0] = ring[st.newest];
    for (k = 0; k < sub_g.count; k++) {
        sub_index_t d = (sub_index_t)sub_amounts[k];
        slot[1u + k] = ring[(sub_index_t)(st.newest - d) & (sub_index_t)(r - 1u)];
    }
    return i;
}

/* Can heap h be streamed? */
static int streamable(heap_t h, struct nb_error *err)
{
    if (sub_g.stream_base == 0 || ring_len == 1u || h > (heap_t)NB_SUB_STREAM_MAX)
        return error_set(err, ERR_HEAP_BEYOND_TABLE, h, SUB_TABLE_CAP);
    return 0;
}

int sub_stream_sg(heap_t h, sg_t *sg, struct nb_error *err)
{
    int code = streamable(h, err);
    if (code == 0)
        *sg = slot_of(stream_to(h))[0];
    return code;
}

int sub_stream_options(heap_t h, sg_small_t *vals, struct nb_error *err)
{
    int code = streamable(h, err);
    uint16_t k;
    if (code == 0) {
        const sg_small_t *slot = slot_of(stream_to(h));
        for (k = 0; k < sub_g.count; k++)
            vals[k] = slot[1u + k];
    }
    return code;
}
