/*
 * misere_search.h — misere play (the player who makes the last move
 * loses) of any rule, `misere:RULE`, decided by searching the whole game.
 *
 * Under misere play the SG values of the parts no longer add up, so a
 * sum is decided as one game: a position is won for the player to move
 * when some move leaves a position lost for the other, lost when every
 * move leaves a won one, and won when it has no move at all (the
 * opponent made the last move).  The search walks every position the
 * given one can reach, with an explicit stack (no recursion) and a
 * table of the positions decided so far, kept while the rule stays the
 * same.  A position is a multiset of heaps (sorted, the piles without a
 * move left out: they change nothing) or, on a map, the multiset of the
 * nodes its stones are on (stones on nodes without targets left out).
 * What does not fit is refused, never guessed: more tokens (stones) with
 * a move than NB_MISERE_TOKENS (NB_MISERE_STONES), more positions than
 * the table holds (NB_MISERE_TABLE), lines of play longer than the stack
 * (NB_MISERE_DEPTH).  Misere Nim keeps its own rule (rules/misere.c),
 * proven for any size, and so do the rules whose heaps act as Nim's
 * (misere_nimlike.c).
 */
#ifndef CORE_MISERE_SEARCH_H
#define CORE_MISERE_SEARCH_H

#include <stdint.h>
#include "core/game.h"

/* Forget every position decided (another rule, or its tables again). */
void misere_search_forget(void);

/* Positions decided since the last forget (the explanation's figure). */
uint32_t misere_search_positions(void);

/* Analyse heaps[0..count) under misere play of r's moves: the outcome,
 * the first pile's preferred winning move (rule.h's order) and how many
 * winning moves there are; res cleared by the caller. */
int misere_search_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                        struct game_result *res, struct nb_error *err);

/* Misere play of a rule flagged RULE_MISERE_NIMLIKE (take:M, pow2, half):
 * Bouton's rule on the piles' SG values, proven for any size
 * (misere_nimlike.c); the result as misere_search_heaps gives it. */
int misere_nimlike_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                         struct game_result *res, struct nb_error *err);

/* The same for stones on a map: merged terms[0..count); the move kept is
 * the lowest node's first winning target. */
int misere_search_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                        struct game_result *res, struct nb_error *err);

#endif
