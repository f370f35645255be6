/*
 * subtraction_impl.h — what subtraction.c (the set, the table, the period)
 * and subtraction_stream.c (heaps past the table, streamed through a ring)
 * share.  Not for other modules: they use subtraction.h.
 */
#ifndef NIMBOX_SUBTRACTION_IMPL_H
#define NIMBOX_SUBTRACTION_IMPL_H

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
     * the ring and cache take the arena's top (0: the window does not fit),
     * and whether they have taken it */
    sub_index_t stream_base;
    uint8_t streaming;
};

extern struct sub_game sub_g;
extern heap_t sub_amounts[NB_SUB_MAX_AMOUNTS];
/* the options' values of the entry being computed (mex.h's stamped sets):
 * a value is the mex of at most NB_SUB_MAX_AMOUNTS options */
extern uint8_t sub_seen[NB_SUB_MAX_AMOUNTS + 2];

/* A new game: where the ring and cache would go (sub_g.stream_base). */
void sub_stream_start(void);
/* SG value of heap h past the table (h >= stream_base; no period). */
int sub_stream_sg(heap_t h, sg_t *sg, struct nb_error *err);
/* The options' values of heap h past the table, in the amounts' order. */
int sub_stream_options(heap_t h, sg_small_t *vals, struct nb_error *err);

#endif
