/*
 * play_score.h — inside play: the SG values of a position's piles taken
 * once, the winning move found without counting every winning move, and a
 * candidate move's score (the opponent's share of winning replies) from
 * sums over the position kept between candidates (play_score.c), each
 * family's values counted the quickest way it allows (play_count.c), with
 * take-and-break piles' options counted by the rule's period
 * (play_octal.c) and subtraction games' values read from one period
 * (play_sub.c).
 */
#ifndef CORE_PLAY_SCORE_H
#define CORE_PLAY_SCORE_H

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
 * every value into hist (all == 1; top: one past the largest value seen;
 * wide when some value is past PLAY_SPAN); work counts the values looked
 * at. */
struct play_tally {
    uint8_t all, wide, top;
    sg_t target;
    nb_uint_t count;
    nb_uint_t hist[PLAY_SPAN];
    uint32_t work;
};

/* Count v (w times) into a tally's histogram. */
static inline void play_tally_add(struct play_tally *t, sg_t v, nb_uint_t w)
{
    if (v >= PLAY_SPAN) {
        t->wide = 1;
        return;
    }
    t->hist[v] = play_add_sat(t->hist[v], w);
    if (v >= t->top)
        t->top = (uint8_t)(v + 1u);
}

struct play_counting;

/* How a family's values are counted for the weighing: its descriptor's
 * scoring (rule.h), in the family's own file.  Every hook may be 0.
 * flags: SCORING_CLOSED, values by formula for every heap up to
 * NB_HEAP_MAX (the piles need no check by the rule); SCORING_SG, sg
 * answers every heap up to NB_HEAP_MAX once the rule has answered the
 * piles; SCORING_ONE_PASS, values small enough that one pass over every
 * pile's options by value (tally) gives the sums. */
#define SCORING_CLOSED 1
#define SCORING_SG 2
#define SCORING_ONE_PASS 4
struct rule_scoring {
    uint8_t flags;
    /* set up for a position whose largest pile is largest: 1 when from now
     * every heap's value comes by sg, closed (a period copied) */
    uint8_t (*begin)(const struct rule *r, heap_t largest);
    /* SG value of heap h (within NB_HEAP_MAX, as flags or begin allow) */
    sg_t (*sg)(const struct rule *r, heap_t h);
    /* heap h's options by value into t (SCORING_ONE_PASS) */
    int (*tally)(const struct rule *r, const struct play_counting *c, heap_t h,
                 struct play_tally *t, struct nb_error *err);
    /* heap h's (value gh, not t) options of value t, by formula */
    nb_uint_t (*count)(const struct rule *r, heap_t h, sg_t gh, sg_t t);
    /* the option of value t the family prefers, quickly: 1 and *o, or 0
     * when there is none */
    int (*first)(const struct rule *r, heap_t h, sg_t t, struct rule_option *o);
};

/* How the position's rule is counted (play_count.c). */
struct play_counting {
    struct rule_scoring s;   /* the family's (all 0 when it has none) */
    nb_uint_t (*moves)(const struct rule *r, heap_t h);   /* the family's */
    uint8_t folds;   /* begin said 1: every heap's value by the period */
    uint32_t work;   /* values looked at */
};

/* Choose how r's values are counted for a position whose largest pile is
 * largest (a subtraction game's period copied when it has one, a
 * take-and-break game's first values); the work starts at 0. */
void play_count_begin(const struct rule *r, struct play_counting *c, heap_t largest);
/* Does one pass of every pile's options by value give S(x) for every x
 * (the families whose values are small)? */
uint8_t play_count_one_pass(const struct play_counting *c);
/* Are r's values in closed form (or a copied period) for every heap up to
 * NB_HEAP_MAX, so play_count_sg needs no check by the rule? */
uint8_t play_count_closed(const struct play_counting *c);
/* play_pile_moves through the hook play_count_begin took from the table. */
nb_uint_t play_count_moves(const struct rule *r, const struct play_counting *c, heap_t h);
/* SG value of heap h (a pile the rule answered, or one of its options). */
int play_count_sg(const struct rule *r, const struct play_counting *c, heap_t h, sg_t *g,
                  struct nb_error *err);
/* Heap h's options by value into t (the one-pass families). */
int play_count_tally(const struct rule *r, const struct play_counting *c, heap_t h,
                     struct play_tally *t, struct nb_error *err);
/* *n: heap h's (value gh) options of value t. */
int play_count_options(const struct rule *r, struct play_counting *c, heap_t h, sg_t gh,
                       sg_t t, nb_uint_t *n, struct nb_error *err);

/* Take the position (SG families only): every pile's SG value, refusing a
 * pile as game_analyse_heaps does; *nim_sum gets their XOR. */
int play_score_start(const struct rule *r, const heap_t *heaps, uint16_t count, sg_t *nim_sum,
                     struct nb_error *err);
/* The winning move of the position taken (nim sum not 0): the first pile
 * with an option of value SG ^ nim sum, the option the rule prefers. */
int play_score_win(const struct rule *r, const heap_t *heaps, uint16_t count,
                   struct play_move *m, struct nb_error *err);
/* The score of candidate c in the position taken: the opponent's winning
 * replies (play_share); PLAY_SCORE_NONE when the sums it needs
 * would pass budget (values looked at). */
int play_score_move(const struct rule *r, const heap_t *heaps, uint16_t count,
                    const struct play_move *c, uint32_t budget, uint32_t *score,
                    struct nb_error *err);
/* play_pile_moves for the position taken's rule (play_count_moves). */
nb_uint_t play_score_moves(const struct rule *r, heap_t h);
/* Have the values looked at since play_score_start passed budget? */
int play_score_over(uint32_t budget);

/* The preferred option of value t of a pile of the position taken (the
 * family's quick way, or the rule table's): *found 1 and *o, or 0 when
 * there is none. */
int play_count_first(const struct rule *r, const struct play_counting *c, heap_t h, sg_t t,
                     struct rule_option *o, uint8_t *found, struct nb_error *err);

/* A take-and-break pile: its options into the tally; SG value of a heap
 * the rule answers; its preferred option of value target (1), or none (0). */
void play_octal_tally(const struct rule *r, heap_t h, struct play_tally *t);
/* Copy r's first values (and ask for the period when a heap up to largest
 * is past them): 1 when every heap up to NB_HEAP_MAX has its value by the
 * period. */
uint8_t play_octal_ready(const struct rule *r, heap_t largest);
sg_t play_octal_sg(const struct rule *r, heap_t h);
int play_octal_first(const struct rule *r, heap_t h, sg_t target, struct rule_option *o);

/* A subtraction game with a proven period inside PLAY_SUB_LOCAL: copy it
 * (1; 0 when not so); then a heap's SG value, and its options into the
 * tally. */
uint8_t play_sub_start(void);
sg_t play_sub_sg(heap_t h);
void play_sub_tally(heap_t h, struct play_tally *t);

#endif
