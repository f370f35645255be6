/*
 * subtraction_stream.c — the SG sequence of a subtraction game computed in
 * bulk: the table's entries once every amount reaches back into it, and
 * heaps past a table that shows no period, streamed through a buffer.
 *
 * SG(n) needs only SG(n - a) for the amounts a <= max(S) = s, so a run of
 * values needs nothing but the s values before it (sub_run: the hot loop,
 * one stamped mark per amount and a scan for the mex, no index arithmetic
 * but a pointer going up).  When the full table has no period, the arena's
 * top becomes a buffer of 2(s + 1) values and a cache of NB_SUB_CACHE
 * answers; the table keeps heaps 0..stream_base-1, right below the buffer.
 * The stream runs on from the table's end into the buffer; when the buffer
 * is full its last s values are copied to its start (every s + 2 values or
 * more: about a byte copied per value, no wrap test per amount).  A heap at
 * or past the stream's newest one is reached by computing on; an earlier
 * one starts the stream again from the table's end.  Every heap streamed to
 * leaves its answer in the cache: its SG value and its options' values, so
 * the second look at a pile (its winning options) and the next line with
 * the same set cost nothing, and a position whose piles are asked in
 * ascending order (game.c does so for rules with RULE_STREAMS) streams
 * once.  A set whose buffer and cache do not fit beside s + 1 table values,
 * or a heap past NB_SUB_STREAM_MAX, is refused (heap beyond the table),
 * never guessed.
 */
#include "core/subtraction_impl.h"
#include "core/busy.h"
#include "core/mex.h"

static struct {
    uint8_t started;     /* the buffer holds heap pos at arena index at */
    uint8_t used;        /* cache slots filled */
    uint8_t next;        /* the slot to fill next */
    sub_index_t at;
    heap_t pos;
} st;
static heap_t cache_heap[NB_SUB_CACHE];
/* The buffer is arena[stream_base .. buf_end), the cache above it. */
static sub_index_t buf_end;

SUB_HOT void sub_run(sg_small_t *at, sub_index_t count)
{
    uint8_t *seen = sub_seen;
    uint8_t stamp = sub_g.stamp;
    uint16_t k = sub_g.count;
    while (count > 0) {
        /* a word to the busy hook every NB_BUSY_EVERY values */
        uint8_t chunk = (uint8_t)(count < NB_BUSY_EVERY ? count : NB_BUSY_EVERY);
        count = (sub_index_t)(count - chunk);
        do {
            const heap_t *a = sub_amounts;
            const uint8_t *m = seen;
            uint16_t left = k;
            stamp = mex_stamp_next(seen, sizeof sub_seen, stamp);
            do
                seen[*(at - *a++)] = stamp;
            while (--left);
            while (*m == stamp)
                m++;
            *at++ = (sg_small_t)(m - seen);
        } while (--chunk);
        if (nb_busy_hook)
            nb_busy_hook();
    }
    sub_g.stamp = stamp;
}

/* The sizes sub_stream_start adds up (the cache, the buffer and a window
 * of table, s < NB_ARENA_ENTRIES): 16 bits where their largest sum fits. */
#if NB_SUB_CACHE * (NB_SUB_MAX_AMOUNTS + 1L) + 3L * NB_ARENA_ENTRIES <= 65535L
typedef uint16_t stream_size_t;
#else
typedef uint32_t stream_size_t;
#endif

void sub_stream_start(void)
{
    stream_size_t cache = (stream_size_t)NB_SUB_CACHE * (stream_size_t)(sub_g.count + 1u), s, need;
    st.started = 0;
    st.used = 0;
    st.next = 0;
    sub_g.streaming = 0;
    sub_g.stream_base = 0;
    if (sub_g.max_amount >= (heap_t)NB_ARENA_ENTRIES)
        return;
    s = (stream_size_t)sub_g.max_amount;
    need = cache + 2u * (s + 1u);   /* the buffer and the cache */
    if (need + s + 1u <= (stream_size_t)NB_ARENA_ENTRIES) {   /* and a window of table */
        stream_size_t base = (stream_size_t)NB_ARENA_ENTRIES - need;
        sub_g.stream_base = (sub_index_t)(base < SUB_TABLE_CAP ? base : SUB_TABLE_CAP);
        buf_end = (sub_index_t)((stream_size_t)NB_ARENA_ENTRIES - cache);
    }
}

/* Cache slot i's values: SG(h), then SG(h - a) for each amount a. */
static sg_small_t *slot_of(uint8_t i)
{
    return sub_g.table + buf_end + (sub_index_t)i * (sub_index_t)(sub_g.count + 1u);
}

/* SG(pos + 1) .. SG(h) into the buffer, in runs as long as it has room;
 * a full buffer keeps its last s values, moved to its start. */
static void run_to(heap_t h)
{
    sg_small_t *arena = sub_g.table;
    sub_index_t s = (sub_index_t)sub_g.max_amount, at = st.at, room, i;
    while (st.pos < h) {
        if (at + 1u == buf_end) {
            const sg_small_t *from = arena + (at + 1u - s);
            sg_small_t *to = arena + sub_g.stream_base;
            for (i = 0; i < s; i++)
                to[i] = from[i];
            at = (sub_index_t)(sub_g.stream_base + s - 1u);
        }
        room = (sub_index_t)(buf_end - 1u - at);
        if (h - st.pos < (heap_t)room)
            room = (sub_index_t)(h - st.pos);
        sub_run(arena + at + 1u, room);
        at = (sub_index_t)(at + room);
        st.pos = (heap_t)(st.pos + room);
    }
    st.at = at;
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
    const sg_small_t *newest;
    sg_small_t *slot;
    uint8_t i = lookup(h);
    uint16_t k;
    if (i < NB_SUB_CACHE)
        return i;
    if (!sub_g.streaming) {   /* the table gives up its top */
        sub_g.streaming = 1;
        if (sub_g.computed > sub_g.stream_base)
            sub_g.computed = sub_g.stream_base;
    }
    if (!st.started || st.pos > h) {   /* from the table's last value */
        st.at = (sub_index_t)(sub_g.stream_base - 1u);
        st.pos = (heap_t)(sub_g.stream_base - 1u);
        st.started = 1;
    }
    run_to(h);
    i = st.next;
    st.next = (uint8_t)(i + 1u == NB_SUB_CACHE ? 0 : i + 1u);
    if (st.used < NB_SUB_CACHE)
        st.used++;
    cache_heap[i] = h;
    slot = slot_of(i);
    newest = sub_g.table + st.at;
    slot[0] = *newest;
    for (k = 0; k < sub_g.count; k++)
        slot[1u + k] = *(newest - sub_amounts[k]);
    return i;
}

/* Can heap h be streamed? */
static NB_NOINLINE int streamable(heap_t h, struct nb_error *err)
{
    if (sub_g.stream_base == 0 || h > (heap_t)NB_SUB_STREAM_MAX)
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
