/*
 * puzzle.h — the coach's practice mode: a position to solve, and the
 * grade of the answer.
 *
 * puzzle_make sets a position under a rule, drawn from a PRNG the caller
 * seeds (so a seed gives the same puzzles everywhere): won (a move wins)
 * or lost (none does) by a coin, larger as the streak of right answers
 * grows (more piles, larger heaps; on a map more stones), never more than
 * the display's row shows whole beside the rule's tag.  puzzle_grade
 * takes the person's answer, a move or "none", and says whether it is
 * right: a legal move after which the opponent has lost, or "none" where
 * every move loses.  Any winning move is right, not only the coach's; the
 * grade carries the coach's analysis (its winning move, the position's SG
 * value: the nim sum), for the lines that explain it (the XOR of the
 * position and the move that makes it 0).
 */
#ifndef CORE_PUZZLE_H
#define CORE_PUZZLE_H

#include <stdint.h>
#include "core/play.h"

/* The columns a puzzle's position fits whole, the rule's tag and a space
 * before it ("Nim 12 7 30 41"), and the column a row cut short keeps for
 * its mark after it: the narrowest display's row, so a seed sets
 * the same puzzles on every board and on the host (a build may set its
 * own through its limits, -DNB_PUZZLE_COLS=20). */
#ifndef NB_PUZZLE_COLS
#define NB_PUZZLE_COLS 16
#endif

/* The most piles (stones on a map) a puzzle has, within the board's
 * limits (fewer where the row is too narrow for them: puzzle_piles). */
#define PUZZLE_PILES_CAP 5
#if NB_MAX_PILES < PUZZLE_PILES_CAP
#define PUZZLE_MAX_PILES NB_MAX_PILES
#elif NB_MAX_TERMS < PUZZLE_PILES_CAP
#define PUZZLE_MAX_PILES NB_MAX_TERMS
#else
#define PUZZLE_MAX_PILES PUZZLE_PILES_CAP
#endif

/* The most stones a puzzle on a map has (within the piles' cap). */
#define PUZZLE_MAP_STONES 3u

/* Rule families a streak is kept for: stable identifiers (rule.h) 1..this
 * (a test holds every family of the table to it). */
#define PUZZLE_FAMILIES 10

/* The largest heap a puzzle sets (at a long streak). */
#define PUZZLE_HEAP_CAP 60

/* A puzzle's position: heaps, or on a map stones on nodes (merged); one
 * heap more than a puzzle sets, for the position a split leaves (graded
 * by analysing it). */
struct puzzle_position {
    uint16_t count;
    union {
        heap_t heaps[PUZZLE_MAX_PILES + 1];
        struct node_term terms[PUZZLE_MAP_STONES];
    } p;
};

struct puzzle_grade {
    uint8_t right;            /* the answer was right */
    struct game_result res;   /* the position analysed: the coach's move
                               * and the nim sum */
};

/* Piles (on a map stones) of a puzzle under r at this streak: as many as
 * the streak earns, no more than fit NB_PUZZLE_COLS beside r's tag at
 * their widest (heaps of puzzle_top's digits; a map's node names). */
uint8_t puzzle_piles(const struct rule *r, uint8_t streak);
/* The largest heap of a puzzle at this streak. */
heap_t puzzle_top(uint8_t streak);

/* Set a puzzle under r (its tables started) at this streak: *pos won or
 * lost by the draw, with a move unless the rule has none at this size,
 * its row within NB_PUZZLE_COLS; 0, or the engine's error in *err. */
int puzzle_make(const struct rule *r, uint8_t streak, struct play_rng *g,
                struct puzzle_position *pos, struct nb_error *err);

/* Grade an answer on pos: *answer a move (its pile, from, to, split as
 * play.h's), or 0 for "no move wins".  An illegal move is wrong.  0, or
 * the engine's error in *err. */
int puzzle_grade(const struct rule *r, const struct puzzle_position *pos,
                 const struct play_move *answer, struct puzzle_grade *grade,
                 struct nb_error *err);

/* The streak after an answer, and the best one so far. */
void puzzle_count(uint8_t right, uint8_t *streak, uint8_t *best);

#endif
