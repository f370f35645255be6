/*
 * mex.h — minimum excludant over a fixed-size bitset.
 *
 * A caller clears only the bits it may use (values up to the number of
 * options, since the mex of k options is at most k), marks the options' SG
 * values and asks for the least unmarked value.  The stamped sets below do
 * the same without clearing, for the engine's two table-building loops.
 */
#ifndef CORE_MEX_H
#define CORE_MEX_H

#include <stdint.h>
#include "core/limits.h"

struct mex_set {
    uint8_t bits[(NB_MEX_BITS + 7) / 8];
    uint16_t size;   /* bits in use: values 0..size-1 */
};

/* Prepare for values 0..size-1 (size is clamped to NB_MEX_BITS; 16 bits
 * hold it, so a caller with more options than that passes NB_MEX_BITS). */
void mex_reset(struct mex_set *m, uint16_t size);
/* Mark value v present (values >= size cannot be the mex and are ignored). */
void mex_mark(struct mex_set *m, sg_t v);
/* The least unmarked value, or size if all of 0..size-1 are marked. */
uint16_t mex_find(const struct mex_set *m);

/*
 * Stamped sets, for loops that take one mex per table entry (the packed
 * map's SG pass, the subtraction table): the caller owns seen[], one entry
 * per possible value plus one that is never marked (it ends the search),
 * and an 8-bit stamp kept in a local variable.  seen[v] == stamp marks v
 * (the caller writes it: no call per mark); a new set is a new stamp, so
 * seen[] is cleared only when the stamp wraps, every 255 sets.
 */

/* Clear seen[] (entries bytes): no value marked, start from stamp 0. */
static inline void mex_stamp_clear(uint8_t *seen, uint16_t entries)
{
    uint16_t i;
    for (i = 0; i < entries; i++)
        seen[i] = 0;
}

/* The stamp of a new, empty set after `stamp`. */
static inline uint8_t mex_stamp_next(uint8_t *seen, uint16_t entries, uint8_t stamp)
{
    if (++stamp == 0) {   /* every stamp used: start again */
        mex_stamp_clear(seen, entries);
        stamp = 1;
    }
    return stamp;
}

/* The least value v without seen[v] == stamp. */
static inline uint16_t mex_stamp_find(const uint8_t *seen, uint8_t stamp)
{
    uint16_t v = 0;
    while (seen[v] == stamp)
        v++;
    return v;
}

#endif
