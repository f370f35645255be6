/*
 * brute.h — exhaustive game-tree search for the unit and property tests.
 *
 * Nothing here uses the Sprague-Grundy theorem: a whole multi-pile position
 * (or a whole stones-on-a-DAG position) is decided by recursion over every
 * move of the whole position, memoised by encoding the position.  A position
 * is lost for the player to move iff every move leads to a won position (so a
 * position without moves is lost), except misere Nim's empty position, which
 * the player to move has already won (the opponent took the last stone).
 *
 * Separately, brute_pile_sg computes a single pile's SG value by a direct mex
 * over its options (no closed forms), to cross-check the engine's formulas.
 */
#ifndef HOST_TESTS_UNIT_BRUTE_H
#define HOST_TESTS_UNIT_BRUTE_H

#include <stdint.h>

enum brute_kind { BRUTE_NIM, BRUTE_MISERE, BRUTE_TAKE, BRUTE_POW2, BRUTE_SUB, BRUTE_HALF };

#define BRUTE_MAX_SUB 16
#define BRUTE_MAX_PILES 3
#define BRUTE_MAX_HEAP 31
#define BRUTE_MAX_NODES 12

/* A heap rule, written independently of the engine's struct rule. */
struct brute_rule {
    int kind;                      /* enum brute_kind */
    unsigned take_max;             /* take:M */
    unsigned sub[BRUTE_MAX_SUB];   /* sub:a,b,... (any order, no zeros) */
    unsigned sub_count;
    const char *text;              /* the engine's spelling, e.g. "sub:1,3,4" */
};

/* Is taking a pile of `from` down to `to` a legal move? */
int brute_is_move(const struct brute_rule *r, uint64_t from, uint64_t to);

/* Sizes a pile of h can become in one move, ascending and distinct, into
 * out[0..h) (at most h of them); returns how many. */
unsigned brute_moves(const struct brute_rule *r, unsigned h, unsigned *out);

/* SG values of one pile, heaps 0..max, by direct mex over brute_moves. */
void brute_pile_sg(const struct brute_rule *r, unsigned max, unsigned *sg);

/* A memoised solver for positions of 1..BRUTE_MAX_PILES piles with heaps
 * 0..max_heap (max_heap <= BRUTE_MAX_HEAP). */
struct brute_game;
struct brute_game *brute_game_new(const struct brute_rule *r, unsigned max_heap);
void brute_game_free(struct brute_game *g);
/* 1 if the player to move loses with best play, 0 if they win (or, misere
 * with no stones, have already won). */
int brute_lost(struct brute_game *g, const unsigned *heaps, unsigned count);
/* Distinct moves (pile index, new size) that leave a lost position. */
unsigned brute_winning_moves(struct brute_game *g, const unsigned *heaps, unsigned count);

/* Stones on a small DAG: node u's stone may move along any edge u->v. */
struct brute_dag {
    unsigned n;                                           /* <= BRUTE_MAX_NODES */
    unsigned char adj[BRUTE_MAX_NODES][BRUTE_MAX_NODES];  /* adj[u][v]: edge u->v */
};
struct brute_dag_game;
/* The graph must be acyclic; stone counts stay below 32 per node. */
struct brute_dag_game *brute_dag_game_new(const struct brute_dag *d);
void brute_dag_game_free(struct brute_dag_game *g);
int brute_dag_lost(struct brute_dag_game *g, const unsigned *counts);
/* Distinct edges (u,v) with a stone on u whose move leaves a lost position. */
unsigned brute_dag_winning_moves(struct brute_dag_game *g, const unsigned *counts);

/* Positions of 1..3 piles with heaps 0..max, numbered from 0: the idx-th
 * into h[0..3) (unused piles 0); returns its pile count, 0 past the last. */
unsigned brute_position(unsigned idx, unsigned max, unsigned *h);

/* A small deterministic generator (xorshift64*), so every run is the same. */
void brute_seed(uint64_t seed);
uint64_t brute_rand64(void);
/* Uniform in [0, bound) (bound > 0). */
uint64_t brute_rand(uint64_t bound);
/* A random order of 0..n-1 into perm[0..n) (Fisher-Yates over brute_rand). */
void brute_permutation(unsigned *perm, unsigned n);

#endif
