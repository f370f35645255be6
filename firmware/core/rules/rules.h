/*
 * rules.h — the rule families' descriptors, one file each in this folder,
 * for rule.c's table, and the few helpers families share.
 *
 * A family's file holds its descriptor (struct rule_family, rule.h) and
 * its functions: its values and options for the coach, its legal moves
 * for play, and how the weighing counts its values (play_score.h).  The
 * rest of the engine reaches a family only through rule.c's table and the
 * descriptor's fields, never by its identifier (make check's structure
 * test: no RULE_ID_ outside core/rules/, rule.h and rule.c).
 */
#ifndef CORE_RULES_RULES_H
#define CORE_RULES_RULES_H

#include "core/rule.h"
#include "core/text.h"
#include "core/play_score.h"

extern const struct rule_family NB_FLASH rule_family_nim;
extern const struct rule_family NB_FLASH rule_family_misere;
extern const struct rule_family NB_FLASH rule_family_take;
extern const struct rule_family NB_FLASH rule_family_pow2;
extern const struct rule_family NB_FLASH rule_family_sub;
extern const struct rule_family NB_FLASH rule_family_half;
extern const struct rule_family NB_FLASH rule_family_octal;
extern const struct rule_family NB_FLASH rule_family_kayles;
extern const struct rule_family NB_FLASH rule_family_dawson;
extern const struct rule_family NB_FLASH rule_family_dag;

/* The take-and-break families' moves (octal_moves.c), which octal.c's
 * three descriptors share. */
extern const struct rule_play NB_FLASH rule_play_octal;

/* A descriptor's play hooks (struct rule_play: a pile's moves, for play
 * and for the practice mode's answers): left out, with the code behind
 * it, where the board has neither (CAP_PLAY and CAP_PUZZLE 0). */
#define RULE_PLAY(play) (CAP_PLAY || CAP_PUZZLE ? (play) : 0)

/* The family's scoring (play_score.h): left out, with the weighing code
 * behind it, where the board does not weigh moves (NB_PLAY_WEIGH 0). */
#define RULE_SCORING(s) (CAP_PLAY && NB_PLAY_WEIGH ? (s) : 0)

/* Count an option leaving one heap new_h, keeping the one that takes the
 * fewest stones (the largest new_h) in *best (rule.c). */
void rule_note_fewest(heap_t new_h, rule_count_t *count, struct rule_option *best);

/* Nim's per-pile answers, which misere shares (nim.c). */
int rule_nim_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err);
int rule_nim_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                     struct rule_option *best, struct nb_error *err);

/* Nim's moves (misere's too): any number of stones from one pile; the
 * n-th option of the families whose options are every heap below h down
 * to a bound (nim, take:M, half): the heap h - 1 - n (rule.c). */
nb_uint_t rule_nim_moves(const struct rule *r, heap_t h);
void rule_fewest_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o);
int rule_nim_legal(const struct rule *r, heap_t from, heap_t to, heap_t split);

/* One amount of take:M or sub:...: a number 1..NB_HEAP_MAX (take.c). */
int rule_parse_amount(const char *s, uint16_t len, heap_t *amount, struct nb_error *err);

#endif
