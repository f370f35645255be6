/*
 * rules.h — the rule families' descriptors, one file each in this folder,
 * for rule.c's table, and the few helpers families share.
 *
 * A family's file holds its descriptor (struct rule_family, rule.h) and
 * its functions; the rest of the engine reaches a family only through
 * rule.c's table and the descriptor's fields, never by its identifier
 * (make check's structure test: no RULE_ID_ outside core/rules/, rule.h
 * and rule.c).
 */
#ifndef CORE_RULES_RULES_H
#define CORE_RULES_RULES_H

#include "core/rule.h"
#include "core/text.h"

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

/* Count an option leaving one heap new_h, keeping the one that takes the
 * fewest stones (the largest new_h) in *best (rule.c). */
void rule_note_fewest(heap_t new_h, uint32_t *count, struct rule_option *best);

/* Nim's per-pile answers, which misere shares (nim.c). */
int rule_nim_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err);
int rule_nim_options(const struct rule *r, heap_t h, sg_t target, uint32_t *count,
                     struct rule_option *best, struct nb_error *err);

/* One amount of take:M or sub:...: a number 1..NB_HEAP_MAX (take.c). */
int rule_parse_amount(const char *s, uint16_t len, heap_t *amount, struct nb_error *err);

#endif
