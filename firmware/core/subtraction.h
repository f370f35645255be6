/*
 * subtraction.h — SG values of a subtraction game (S-Nim) with eventual
 * period detection.
 *
 * One game at a time lives in a table of NB_SUB_TABLE values, a view of the
 * game tables' arena (arena.h: one rule's table at a time).
 * Values are computed on demand; every new value is the mex of at most |S|
 * earlier ones, and once n >= max(S) the window of the last max(S) values
 * decides everything after it.  Brent's cycle finder runs over those windows
 * (compared by a rolling hash, confirmed value by value), so the first
 * repeated window proves the period; a full table is then searched for any
 * period that fits.  Boards (NB_SUB_EARLY_PERIOD 0) do that search, value
 * by value, at every power-of-two table size instead of running Brent's.
 * After a proof any heap is answered from the table.  With no period in the
 * full table, a heap past it (up to NB_SUB_STREAM_MAX) is streamed: the
 * table gives up its top to a buffer of 2(max(S) + 1) values and a cache of
 * NB_SUB_CACHE answers, and the sequence is computed on from the table's
 * end through the buffer (subtraction_stream.c); only a set whose buffer
 * does not fit is refused, never guessed.
 */
#ifndef CORE_SUBTRACTION_H
#define CORE_SUBTRACTION_H

#include <stdint.h>
#include "core/limits.h"
#include "core/error.h"

struct subtraction_info {
    uint16_t amount_count;   /* distinct amounts */
    heap_t max_amount;
    uint32_t computed;       /* table holds heaps 0..computed-1 */
    uint8_t period_known;
    uint32_t preperiod;      /* SG(n) = SG(n + period) for all n >= preperiod */
    uint32_t period;
    uint32_t stream_base;    /* heaps from here on are streamed (0: never) */
};

/* Start a new game with these amounts (any order, duplicates allowed); the
 * same set as the current game keeps its table.  Fails on no amounts, an
 * amount of 0 or above NB_HEAP_MAX, or too many. */
int subtraction_start(const heap_t *amounts, uint16_t count, struct nb_error *err);

/* The game's amounts, sorted ascending without duplicates. */
const heap_t *subtraction_amounts(uint16_t *count);

/* SG value of heap h, extending the table as needed, or streaming past it
 * when no period has been proven; refuses a heap it cannot stream. */
int subtraction_sg(heap_t h, sg_t *sg, struct nb_error *err);

/* SG values of heap h's options h - a, for every amount a <= h in ascending
 * order, into vals (NB_SUB_MAX_AMOUNTS entries), and how many there are. */
int subtraction_option_sgs(heap_t h, sg_small_t *vals, uint16_t *count, struct nb_error *err);

/* Compute until the period is proven or the table is full. */
void subtraction_build_all(void);

/* What is known so far. */
void subtraction_get_info(struct subtraction_info *info);

#endif
