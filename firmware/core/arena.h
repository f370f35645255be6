/*
 * arena.h — one block of RAM for the game tables: the rule in use owns it.
 *
 * Only one rule's table is active at a time, so the subtraction table (and
 * its stream buffer and answer cache), a take-and-break table and a graph's
 * SG values are views of the same NB_ARENA_BYTES (limits.h; a board sets it
 * from the RAM its firmware really leaves: the measured peak stack plus a
 * margin, docs/boards.md).  A rule takes the arena when it starts a table;
 * the previous owner's values are gone, and it knows so because it no longer
 * owns the arena (its next start computes them again).
 */
#ifndef CORE_ARENA_H
#define CORE_ARENA_H

#include <stdint.h>
#include "core/limits.h"

/* Owners (0: nobody yet). */
#define ARENA_NONE 0
#define ARENA_SUB 1
#define ARENA_OCTAL 2
#define ARENA_GRAPH 3

/* The arena as NB_ARENA_ENTRIES table entries, now owner's (its previous
 * contents are left as they are, for the new owner to overwrite). */
sg_small_t *arena_take(uint8_t owner);

/* Who owns the arena now. */
uint8_t arena_owner(void);

#endif
