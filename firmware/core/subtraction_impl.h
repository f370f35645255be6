/*
 * subtraction_impl.h — what subtraction.c (the set, the table, the period)
 * and subtraction_stream.c (values in bulk; heaps past the table, streamed)
 * share.  Not for other modules: they use subtraction.h.
 */
#ifndef CORE_SUBTRACTION_IMPL_H
#define CORE_SUBTRACTION_IMPL_H

#include "core/subtraction.h"
#include "core/arena.h"

/* A position in the table: 16 bits when the table allows. */
#if NB_ARENA_ENTRIES <= 65535L
typedef uint16_t sub_index_t;
#else
typedef uint32_t sub_index_t;
#endif

/* The table's full size: the subtraction limit, within the arena. */
#define SUB_TABLE_CAP ((sub_index_t)NB_SUB_TABLE)

struct sub_game {
    sg_small_t *table;       /* the arena, while arena_owner() is ARENA_SUB */
    uint16_t count;
    heap_t max_amount;
    sub_index_t computed;    /* the table holds heaps 0..computed-1 */
    uint8_t period_known;
    uint8_t searched;        /* period_search ran on the full table */
    uint8_t stamp;           /* of the last set in sub_seen[] (mex.h) */
    sub_index_t preperiod, period;
    /* streaming (subtraction_stream.c): the table's part that stays when
     * the buffer and cache take the arena's top (0: they do not fit),
     * and whether they have taken it */
    sub_index_t stream_base;
    uint8_t streaming;
};

extern struct sub_game sub_g;
extern heap_t sub_amounts[NB_SUB_MAX_AMOUNTS];
/* the options' values of the entry being computed (mex.h's stamped sets):
 * a value is the mex of at most NB_SUB_MAX_AMOUNTS options */
extern uint8_t sub_seen[NB_SUB_MAX_AMOUNTS + 2];

/* A new game: where the stream's buffer and cache would go
 * (sub_g.stream_base). */
void sub_stream_start(void);
/* The hot loop compiled for speed where the compiler can be told so (GCC):
 * under the Uno's size-first flags it runs about 11 % faster for 18 bytes. */
#if defined(__GNUC__) && !defined(__clang__)
#define SUB_HOT __attribute__((optimize("O2")))
#else
#define SUB_HOT
#endif
/* at[0..count-1], each the mex of at[i - a] over the amounts (every one of
 * those count values back to at - max(S) must be computed already). */
void sub_run(sg_small_t *at, sub_index_t count);
/* SG value of heap h past the table (h >= stream_base; no period). */
int sub_stream_sg(heap_t h, sg_t *sg, struct nb_error *err);
/* The options' values of heap h past the table, in the amounts' order. */
int sub_stream_options(heap_t h, sg_small_t *vals, struct nb_error *err);

#endif
