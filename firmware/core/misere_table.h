/*
 * misere_table.h — misere play of a take-and-break rule (kayles, dawson,
 * an octal code) answered from an outcome table compiled at build time
 * into program memory, where the build has no search (the boards).
 *
 * A table holds one bit for every position within its bound: every
 * multiset of heaps with a move whose tokens add up to at most `tokens`
 * (heaps without a move change nothing under misere play either: left
 * out, as the search leaves them out).  The bit says whether the
 * position is lost for the player to move.  The positions of n tokens
 * are ranked among the partitions of n into heaps with a move: with the
 * parts a1 >= a2 >= ... and n_i the tokens left before part i, the rank
 * is the sum of count(n_i, a_i - 1), count(m, k) being the partitions of
 * m into heaps with a move of at most k tokens (a triangle of 16-bit
 * numbers in the table), after the positions of fewer tokens (offset).
 * A position's winning moves are its moves to a lost position: each one
 * looked up, in the order the search takes them (misere_search.h), so the
 * answer is the search's.  The tables are written by tools/misere/ from
 * the rule's own moves, and test_misere_table holds every position of
 * every bound the boards use to the search (the whole answer up to 28
 * tokens, the outcome past them).  Past the bound a position is refused
 * with the bound said (ERR_MISERE_BOUND), never guessed.
 */
#ifndef CORE_MISERE_TABLE_H
#define CORE_MISERE_TABLE_H

#include <stdint.h>
#include "core/game.h"
#include "core/text.h"

/* The most tokens a table may bound (a position's parts fit a byte, and
 * its count of positions of one size 16 bits). */
#define MISERE_TABLE_MAX_TOKENS 43u

/* One table (NB_FLASH, like everything it points at). */
struct misere_table {
    const char *name;             /* the rule as written ("kayles") */
    struct octal_code code;       /* the rule's moves */
    uint8_t tokens;               /* the bound: tokens with a move */
    const uint16_t *counts;       /* count(m, k), 0 <= k <= m <= tokens, row m at m(m+1)/2 */
    const uint32_t *offsets;      /* offsets[n]: positions of fewer than n tokens */
    const uint8_t *lost;          /* a bit per position, by rank: lost for the mover */
};

/* A position as the table sees it: the parts with a move, descending. */
struct misere_parts {
    uint8_t part[MISERE_TABLE_MAX_TOKENS];
    uint8_t count;
    uint8_t tokens;
};

/* The rank of p among the positions within t's bound (p within it). */
uint32_t misere_table_rank(const struct misere_table *t, const struct misere_parts *p);

/* Analyse heaps[0..count) under misere play of r from table t (a copy in
 * RAM of the table's row): as misere_search_heaps answers; a position
 * past the bound refused (ERR_MISERE_BOUND); res cleared by the caller. */
int misere_table_heaps(const struct misere_table *t, const struct rule *r, const heap_t *heaps,
                       uint16_t count, struct game_result *res, struct nb_error *err);

/* Is position p (every position of fewer tokens in t decided) won by a
 * move to a lost one?  (what the table's writer decides p by) */
uint8_t misere_table_has_win(const struct misere_table *t, const struct misere_parts *p);

/* Add a heap of v to p (in order) if it has a move under r. */
void misere_parts_add(const struct rule *r, struct misere_parts *p, heap_t v);

#if NB_MISERE_FLASH
/* The build's tables (tools/misere/'s generated source). */
extern const struct misere_table NB_FLASH nb_misere_tables[];
extern const uint8_t NB_FLASH nb_misere_table_count;

/* Misere play of r, not Nim-like, from the build's table for its moves:
 * ERR_MISERE_NO_TABLE when none has them. */
int misere_flash_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                       struct game_result *res, struct nb_error *err);
/* Is there misere play of r in this build (Bouton's rule, or a table)? */
uint8_t misere_flash_covers(const struct rule *r);
/* What misere:RULE takes here: "misere:take:M, misere:pow2, misere:half,
 * misere:kayles (to 36 tokens), ..." (the tables' rules and bounds). */
void misere_flash_write_list(const struct text_out *out);
#endif

#endif
