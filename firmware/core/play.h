/*
 * play.h — nimbox as an opponent: the move it chooses at a level 1-5, and
 * the legal moves of every rule (for a referee that accepts only those).
 *
 * Level 5 is perfect: a winning move whenever the position has one (the
 * coach's own, game.c).  In a lost position it plays for time and for the
 * opponent's mistakes: among a bounded set of candidate moves (the moves
 * taking the fewest stones of each pile, NB_PLAY_CANDIDATES in all) the one
 * after which the smallest share of the opponent's replies wins, then the
 * fewest stones taken.  Levels 1-4 play that move with a probability that
 * grows with the level, else a random legal move that does not hand the
 * opponent the game in one move when another move avoids it.
 *
 * A move on heaps names a pile (0-based), its size before, and what it
 * becomes: `to` stones, or two heaps to <= split when split is not 0.  A
 * move on a graph names a term (0-based), its node `from` and the node
 * `to` that one stone slides to.  Randomness comes from a small PRNG the
 * caller seeds (the device from key timing and ADC noise, tests fixed).
 */
#ifndef CORE_PLAY_H
#define CORE_PLAY_H

#include <stdint.h>
#include "core/game.h"

/* Candidate moves weighed by level 5 in a lost position (a board sets
 * fewer in board.mk's BOARD_LIMITS to answer within its time). */
#ifndef NB_PLAY_CANDIDATES
#define NB_PLAY_CANDIDATES 24
#endif
/* Work level 5 may spend weighing them: option values looked at (a
 * board's bound on its time, play_score.c); the weighing stops at the
 * first candidate past it, and when even the first needs more, the
 * candidate taking the fewest stones is played.  Unbounded by default. */
#ifndef NB_PLAY_WORK
#define NB_PLAY_WORK 0xFFFFFFFFul
#endif

#define PLAY_LEVEL_MIN 1
#define PLAY_LEVEL_MAX 5

/* A move; pile is PLAY_NONE when there is no legal move. */
#define PLAY_NONE 0xFFFFu
struct play_move {
    uint16_t pile;
    heap_t from, to, split;
};

/* xorshift32; never 0. */
struct play_rng {
    uint32_t s;
};

/* Seed the generator (any value; 0 is replaced by a fixed one). */
void play_seed(struct play_rng *g, uint32_t seed);
/* A number in [0, bound) (bound >= 1). */
uint32_t play_random(struct play_rng *g, uint32_t bound);

/* A number in [0, bound) (bound >= 1) for counts of any width. */
nb_uint_t play_random_big(struct play_rng *g, nb_uint_t bound);
/* Saturating sum of two counts. */
nb_uint_t play_add_sat(nb_uint_t a, nb_uint_t b);
/* A move's score: the opponent's winning replies w of its total replies,
 * on the scale 0..PLAY_SHARE_ONE (0 when it has none), both counts
 * halved together until total fits 16 bits. */
#define PLAY_SHARE_ONE 1024u
uint32_t play_share(nb_uint_t w, nb_uint_t total);
/* Does this move play level 5's choice?  (the level's share, drawn) */
uint8_t play_level_best(struct play_rng *g, uint8_t level);

/* How many moves a pile of h has (saturating); a node's out-degree. */
nb_uint_t play_pile_moves(const struct rule *r, heap_t h);
/* The n-th option (n < play_pile_moves) of a pile of h, fewest stones
 * taken first (for octal games: one heap or none before two, then the
 * smallest first heap); on a graph the n-th target of node h. */
void play_pile_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o);
/* Is turning a pile of from into to (+ split) one legal move?  On a
 * graph: is there an edge from -> to? */
int play_is_legal(const struct rule *r, heap_t from, heap_t to, heap_t split);

/* 0 when r's family carries its legal moves, else ERR_NO_MOVES. */
int play_check_rule(const struct rule *r, struct nb_error *err);

/* nimbox's move at level 1..5 on heaps[0..count): m->pile = PLAY_NONE
 * when no move exists. */
int play_choose_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                      uint8_t level, struct play_rng *g, struct play_move *m,
                      struct nb_error *err);
/* The same on merged terms[0..count) of a graph rule. */
int play_choose_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                      uint8_t level, struct play_rng *g, struct play_move *m,
                      struct nb_error *err);

/* The same two without the weighing (play_light.c): the coach's move when
 * won, else a random pile's fewest stones or a random option.  Boards
 * with NB_PLAY_WEIGH 0 play these; the bench plays them on every host. */
int play_light_heaps(const struct rule *r, const heap_t *heaps, uint16_t count, uint8_t level,
                     struct play_rng *g, struct play_move *m, struct nb_error *err);
int play_light_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                     uint8_t level, struct play_rng *g, struct play_move *m, struct nb_error *err);

/* Play m on heaps (a split's second heap goes right after the pile);
 * 0, or ERR_TOO_MANY_PILES when a split needs more than cap piles. */
int play_apply_heaps(heap_t *heaps, uint16_t *count, uint16_t cap, const struct play_move *m,
                     struct nb_error *err);
/* Play m on terms (one stone from terms[m->pile] to node m->to; emptied
 * terms are dropped); ERR_TOO_MANY_TERMS past cap. */
int play_apply_graph(struct node_term *terms, uint16_t *count, uint16_t cap,
                     const struct play_move *m, struct nb_error *err);

#endif
