/*
 * rule.h — the rules of play, one spelling everywhere:
 *   nim, misere, take:M, pow2, sub:a,b,..., half, dag:NAME
 *
 * A struct rule says which game each pile is and answers per-pile questions:
 * its SG value, and the options (moves within that pile) that reach a given
 * SG value.  `sub` keeps its table in subtraction.c and `dag` its SG values
 * in this module's static table, so one rule of each is active at a time.
 */
#ifndef NIMBOX_RULE_H
#define NIMBOX_RULE_H

#include <stdint.h>
#include "core/limits.h"
#include "core/error.h"
#include "core/graph.h"

enum rule_kind { RULE_NIM, RULE_MISERE, RULE_TAKE, RULE_POW2, RULE_SUB, RULE_HALF, RULE_DAG };

struct rule {
    uint8_t kind;               /* enum rule_kind */
    heap_t take_max;            /* M of take:M */
    const struct graph *graph;  /* dag: the graph, once attached */
};

/* Parse a rule's text (len chars).  For `dag:NAME` the rule is left
 * waiting for a graph: *name and *name_len point at NAME inside text, and
 * the caller attaches the graph with rule_attach_graph.  For other rules
 * *name is set to 0.  `sub` starts its table (see subtraction.h). */
int rule_parse(const char *text, uint16_t len, struct rule *r,
               const char **name, uint16_t *name_len, struct nb_error *err);

/* The name of a rule kind as rules spell it ("nim", "misere", "take",
 * "pow2", "sub", "half", "dag"): an NB_FLASH string (see text.h). */
const char *rule_name(uint8_t kind);

/* Give a dag rule its graph and compute every node's SG value. */
int rule_attach_graph(struct rule *r, const struct graph *g, struct nb_error *err);

/* SG values of the attached graph's nodes. */
const sg_small_t *rule_graph_sg(void);

/* SG value of one pile of h stones (for misere: the plain Nim value). */
int rule_pile_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err);

/* Options of a pile of h whose SG value is target: how many there are, and
 * the one that takes fewest stones (*best, the new heap size). */
int rule_options_with_sg(const struct rule *r, heap_t h, sg_t target,
                         uint32_t *count, heap_t *best, struct nb_error *err);

/* Nonzero when the rule plays on graph nodes rather than heaps. */
static inline int rule_is_graph(const struct rule *r)
{
    return r->kind == RULE_DAG;
}

#endif
