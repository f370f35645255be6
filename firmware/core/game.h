/*
 * game.h — sums of piles: who wins, one winning move, and how many there are.
 *
 * Normal play: the XOR of the piles' SG values decides; a winning move turns
 * one pile into an option whose SG value is its own XOR the total (in a
 * take-and-break game the option may be two heaps).  A family without SG
 * values (misere Nim) analyses the sum itself (rule_analyse); misere
 * play of the other rules (misere:RULE) is searched (misere_search.h).  Graph
 * positions are stones on nodes; only each node's parity enters the XOR.
 */
#ifndef CORE_GAME_H
#define CORE_GAME_H

#include <stdint.h>
#include "core/rule.h"

enum outcome {
    OUTCOME_LOSE = 0,   /* the player to move loses with best play (a cleared result) */
    OUTCOME_WIN,    /* the player to move wins: see the move */
    OUTCOME_WON     /* misere with no stones left: the player to move has won */
};

/* A stone count on a graph node. */
struct node_term {
    node_t node;
    heap_t count;
};

struct game_result {
    uint8_t outcome;         /* enum outcome */
    sg_t nim_sum;            /* XOR of the SG values */
    uint16_t pile;           /* winning move: pile index (0-based), heaps only */
    heap_t from, to;         /* heap sizes, or nodes for a graph */
    heap_t split;            /* not 0: the pile becomes two heaps, to <= split */
    nb_uint_t winning_moves; /* number of distinct winning moves */
};

/* Analyse heaps[0..count) under rule r. */
int game_analyse_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                       struct game_result *res, struct nb_error *err);

/* Ask a streaming rule (RULE_STREAMS) for the values of heaps[0..count)
 * smallest first, so its cache holds them before they are asked for in
 * the position's order; errors are left for the passes that follow. */
void game_warm_ascending(const struct rule *r, const heap_t *heaps, uint16_t count);

/* Merge repeated nodes (counts add), keeping first appearances in order;
 * *count shrinks. */
int game_merge_terms(struct node_term *terms, uint16_t *count, struct nb_error *err);

/* Analyse merged stones-on-nodes terms under a dag rule. */
int game_analyse_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                       struct game_result *res, struct nb_error *err);

#endif
