/*
 * mex.h — minimum excludant over a fixed-size bitset.
 *
 * A caller clears only the bits it may use (values up to the number of
 * options, since the mex of k options is at most k), marks the options' SG
 * values and asks for the least unmarked value.
 */
#ifndef NIMBOX_MEX_H
#define NIMBOX_MEX_H

#include <stdint.h>
#include "limits.h"

struct mex_set {
    uint8_t bits[(NB_MEX_BITS + 7) / 8];
    uint16_t size;   /* bits in use: values 0..size-1 */
};

/* Prepare for values 0..size-1 (size is clamped to NB_MEX_BITS). */
void mex_reset(struct mex_set *m, uint32_t size);
/* Mark value v present (values >= size cannot be the mex and are ignored). */
void mex_mark(struct mex_set *m, sg_t v);
/* The least unmarked value, or size if all of 0..size-1 are marked. */
uint16_t mex_find(const struct mex_set *m);

#endif
