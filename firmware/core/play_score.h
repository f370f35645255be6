/*
 * play_score.h — inside play: the SG values of a position's piles taken
 * once, the winning move found without counting every winning move, and a
 * candidate move's score (the opponent's share of winning replies) from
 * sums over the position kept between candidates (play_score.c), with
 * take-and-break piles' options counted by the rule's period
 * (play_octal.c) and subtraction games' values read from one period
 * (play_sub.c).
 */
#ifndef NIMBOX_PLAY_SCORE_H
#define NIMBOX_PLAY_SCORE_H

#include "core/play.h"

/* SG values counted by value in a histogram: 0..PLAY_SPAN-1 (a power of
 * two, so XORs of two stay inside). */
#define PLAY_SPAN 32
/* Heaps whose take-and-break values play_octal.c copies (1 B each). */
#define PLAY_SG_LOCAL 128
/* Subtraction values play_sub.c copies (one period and what precedes it). */
#define PLAY_SUB_LOCAL 64
/* A candidate's score: past the board's work budget (not weighed). */
#define PLAY_SCORE_NONE 0xFFFFFFFEul

/* A pile's options seen by value: those with value target (all == 0), or
 * every value into hist (all == 1; wide when some value is past
 * PLAY_SPAN); work counts the values looked at. */
struct play_tally {
    uint8_t all, wide;
    sg_t target;
    nb_uint_t count;
    nb_uint_t hist[PLAY_SPAN];
    uint32_t work;
};

/* Take the position (SG families only): every pile's SG value, refusing a
 * pile as game_analyse_heaps does; *nim_sum gets their XOR. */
int play_score_start(const struct rule *r, const heap_t *heaps, uint16_t count, sg_t *nim_sum,
                     struct nb_error *err);
/* The winning move of the position taken (nim sum not 0): the first pile
 * with an option of value SG ^ nim sum, the option the rule prefers. */
int play_score_win(const struct rule *r, const heap_t *heaps, uint16_t count,
                   struct play_move *m, struct nb_error *err);
/* The score of candidate c in the position taken: the opponent's winning
 * replies * 1024 / their moves; PLAY_SCORE_NONE when the sums it needs
 * would pass budget (values looked at). */
int play_score_move(const struct rule *r, const heap_t *heaps, uint16_t count,
                    const struct play_move *c, uint32_t budget, uint32_t *score,
                    struct nb_error *err);
/* Have the values looked at since play_score_start passed budget? */
int play_score_over(uint32_t budget);

/* A take-and-break pile: its options into the tally; SG value of a heap
 * the rule answers; its preferred option of value target (1), or none (0). */
void play_octal_tally(const struct rule *r, heap_t h, struct play_tally *t);
sg_t play_octal_sg(const struct rule *r, heap_t h);
int play_octal_first(const struct rule *r, heap_t h, sg_t target, struct rule_option *o);

/* A subtraction game with a proven period inside PLAY_SUB_LOCAL: copy it
 * (1; 0 when not so); then a heap's SG value, and its options into the
 * tally. */
uint8_t play_sub_start(void);
sg_t play_sub_sg(heap_t h);
void play_sub_tally(heap_t h, struct play_tally *t);

#endif
