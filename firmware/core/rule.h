/*
 * rule.h — the rules of play as a table, one spelling everywhere:
 *   nim, misere, take:M, pow2, sub:a,b,..., half, octal:0.CODE, kayles,
 *   dawson, dag:NAME, and misere:RULE for any of them
 *
 * Each rule family is one descriptor (struct rule_family) in its own file
 * under core/rules/: its spelling, the screen's tag, a stable identifier,
 * what its parameter is, and its functions (parse, start, SG value of a
 * pile, the options reaching an SG value, the period, and for a family
 * without SG values its own analysis of sums).  rule.c keeps the table of
 * families in menu order and everything else asks it: the parser, the
 * error sentence that lists the rules, the screens' names and tags, the
 * saved settings (by identifier) and `grundy`'s period line.  Adding a heap
 * rule is a new file, a row in rule.c's table and its identifier below.
 *
 * A struct rule says which family each pile plays and holds the family's
 * parameters.  `sub` keeps its table in subtraction.c, octal games theirs
 * in the same storage (rules/octal.c) and `dag` its SG values in rule.c,
 * so one table of each kind is active at a time.
 */
#ifndef CORE_RULE_H
#define CORE_RULE_H

#include <stdint.h>
#include "core/limits.h"
#include "core/error.h"
#include "core/graph.h"

/* Stable identifiers of the families: saved in settings, never reused or
 * renumbered (a new family takes the next free number).  0 is none. */
#define RULE_ID_NIM 1
#define RULE_ID_MISERE 2
#define RULE_ID_TAKE 3
#define RULE_ID_POW2 4
#define RULE_ID_SUB 5
#define RULE_ID_HALF 6
#define RULE_ID_DAG 7
#define RULE_ID_OCTAL 8
#define RULE_ID_KAYLES 9
#define RULE_ID_DAWSON 10
/* With an identifier in the settings: misere:RULE of that family (where
 * the build has misere:RULE; rule_set_id reads it). */
#define RULE_MISERE_ID_BIT 0x80

/* What follows NAME: in a rule's text. */
#define RULE_PARAM_NONE 0     /* nim, pow2, kayles ... */
#define RULE_PARAM_NUMBER 1   /* take:M (struct rule's take_max) */
#define RULE_PARAM_LIST 2     /* sub:a,b,... (kept by subtraction.c) */
#define RULE_PARAM_MAP 3      /* dag:NAME (a graph, attached by the caller) */
#define RULE_PARAM_CODE 4     /* octal:0.CODE (struct rule's code) */

/* Family flags. */
#define RULE_NO_SG 1          /* no SG values (misere): grundy refused, sums by analyse */
#define RULE_GRAPH 2          /* plays on graph nodes, not heaps */
#define RULE_STREAMS 4        /* SG values past its table are streamed: ask piles in ascending order */
#define RULE_MISERE_NIMLIKE 8 /* options one heap each, and every heap of SG 0 with a move has
                               * an option of SG 1: misere:RULE by Bouton's rule on the SG
                               * values (misere_nimlike.c, its proof) */
#define RULE_OCTAL_MOVES 16   /* its moves are struct rule's octal code (octal, kayles, dawson):
                               * the misere tables take it (misere_table.h) */

/* An octal code's digits d1..dk, each 0-7 (removing j tokens: bit 1 may
 * take the whole heap, bit 2 leave one heap, bit 4 leave two). */
struct octal_code {
    uint8_t len;
    uint8_t digit[NB_OCTAL_MAX_DIGITS];
};

struct rule {
    uint8_t family;             /* row of rule.c's table (this build's order) */
    heap_t take_max;            /* M of take:M */
    const struct graph *graph;  /* dag: the graph, once attached */
    struct octal_code code;     /* octal:CODE, kayles, dawson */
#if NB_MISERE_RULES
    uint8_t misere;             /* misere:RULE: the family's moves under misere
                                 * play, decided by search (misere_search.h)
                                 * or from flash (misere_table.h) */
#endif
};

/* What a pile becomes: one heap `to` (0: nothing left), or, when split is
 * not 0, two non-empty heaps to <= split. */
struct rule_option {
    heap_t to;
    heap_t split;
};

/* A rule's period as `grundy` reports it. */
struct rule_period {
    uint8_t known;      /* 1: SG(n) = SG(n + period) for every n >= preperiod */
    heap_t period, preperiod;
    heap_t computed;    /* not known: the table's heaps searched */
};

struct game_result;
struct rule_scoring;
struct rule_play;

/* A count of one pile's options with some value (an options hook's): at
 * most NB_HEAP_MAX / 2 + 2 for each removal of a take-and-break code, a
 * node's out-edges on a graph, fewer for the other families; 16 bits
 * where those bounds fit. */
#if NB_HEAP_MAX <= (65535 / NB_OCTAL_MAX_DIGITS - 2) * 2 && NB_GRAPH_MAX_EDGES <= 65535
typedef uint16_t rule_count_t;
#else
typedef nb_uint_t rule_count_t;
#endif

/* One family.  Every function may be 0 where the family has none. */
struct rule_family {
    char spell[13];     /* "take:M": the name, and after ':' the parameter as
                         * the list of rules shows it */
    char tag[4];        /* the edit screen's tag ("T" is followed by M) */
    uint8_t id;         /* RULE_ID_... */
    uint8_t param;      /* RULE_PARAM_... */
    uint8_t flags;      /* RULE_NO_SG, RULE_GRAPH */
    /* the parameter's text (len 0 for RULE_PARAM_NONE): fill r, start tables */
    int (*parse)(const char *param, uint16_t len, struct rule *r, struct nb_error *err);
    /* start the family's table again from r's own parameters */
    int (*start)(struct rule *r, struct nb_error *err);
    /* SG value of a pile of h (h within NB_HEAP_MAX, or a node of the graph) */
    int (*sg)(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err);
    /* options of a pile of h with SG value target: how many, and the one
     * the family prefers (docs/engine.md) */
    int (*options)(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                   struct rule_option *best, struct nb_error *err);
    /* the period (building the table as far as needed); 0: no period line */
    void (*period)(const struct rule *r, struct rule_period *p);
    /* a family without SG values: the outcome and a move of a whole sum */
    int (*analyse)(const heap_t *heaps, uint16_t count, struct game_result *res);
    /* what play needs (struct rule_play, NB_FLASH); 0: the family cannot
     * be played (play refuses it, never plays it as another) */
    const struct rule_play *play;
};

/* What play needs of a family: its legal moves and how they are weighed.
 * Every hook but scoring is required. */
struct rule_play {
    /* how many moves a pile of h has (saturating; a node's out-degree) */
    nb_uint_t (*moves)(const struct rule *r, heap_t h);
    /* the n-th of them (n < moves): fewest stones taken first, the order
     * of options above */
    void (*option)(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o);
    /* is turning a pile of from into to (+ split) one (for heaps the
     * caller has checked to < from and split < from - to)? */
    int (*legal)(const struct rule *r, heap_t from, heap_t to, heap_t split);
    /* how nimbox weighs moves in this family (play_score.h); 0: by the
     * table's sg and options alone */
    const struct rule_scoring *scoring;
};

/* Parse a rule's text (len chars).  `misere:RULE` is RULE with
 * r->misere set (where the build has the misere search, NB_MISERE_TABLE;
 * `misere:nim` is `misere`, misere Nim's own rule).  For `dag:NAME` the rule is left
 * waiting for a graph: *name and *name_len point at NAME inside text, and
 * the caller attaches the graph with rule_attach_graph.  For other rules
 * *name is set to 0.  `sub` and octal games start their tables. */
int rule_parse(const char *text, uint16_t len, struct rule *r,
               const char **name, uint16_t *name_len, struct nb_error *err);

/* How many families the table has (rows 0..count-1, in menu order). */
uint8_t rule_family_count(void);
/* Make r a rule of the family with this stable identifier (its parameters
 * untouched; RULE_MISERE_ID_BIT set: its misere play, where the build has
 * misere:RULE); ERR_UNKNOWN_RULE when no family has it. */
int rule_set_id(struct rule *r, uint8_t id, struct nb_error *err);
/* Make r a rule of table row `family`; a family without a parameter sets
 * itself up (kayles: its code) and starts its tables. */
int rule_select(struct rule *r, uint8_t family, struct nb_error *err);
/* Start the rule's tables again from r's parameters (after another rule
 * used the shared storage). */
int rule_start(struct rule *r, struct nb_error *err);

/* The family's stable identifier, parameter kind and flags. */
uint8_t rule_id(const struct rule *r);
uint8_t rule_param(const struct rule *r);
uint8_t rule_flags(const struct rule *r);
/* The family's name ("take") and tag ("T"): NB_FLASH strings; the name
 * ends at NUL or ':' (see rule_put_name). */
const char *rule_spelling(const struct rule *r);
/* The spelling of the table's row i ("take:M"): an NB_FLASH string. */
const char *rule_family_spelling(uint8_t i);
const char *rule_tag(const struct rule *r);
/* Write the family's name (the spelling up to ':'). */
void rule_put_name(const struct rule *r, const struct text_out *out);
/* Write the list of rules for error sentences: "nim, misere, take:M, ...",
 * and misere:RULE where the build has the misere search. */
void rule_write_list(const struct text_out *out);

/* Give a dag rule its graph and compute every node's SG value. */
int rule_attach_graph(struct rule *r, const struct graph *g, struct nb_error *err);

/* SG values of the attached graph's nodes. */
const sg_small_t *rule_graph_sg(void);

/* SG value of one pile of h stones (for misere: the plain Nim value). */
int rule_pile_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err);

/* Options of a pile of h whose SG value is target: how many there are, and
 * the one the family prefers (*best): the fewest stones taken; for octal
 * games then one heap before two, then the smallest first heap. */
int rule_options_with_sg(const struct rule *r, heap_t h, sg_t target,
                         nb_uint_t *count, struct rule_option *best, struct nb_error *err);

/* The period line of `grundy`: 0 when the family has none, else 1 and *p. */
uint8_t rule_period(const struct rule *r, struct rule_period *p);

/* A family without SG values analyses sums itself: 1 and *res filled (0
 * when the family uses SG values). */
uint8_t rule_analyse(const struct rule *r, const heap_t *heaps, uint16_t count,
                     struct game_result *res);

/* Nonzero when the rule's family carries its legal moves (play refuses
 * the others). */
uint8_t rule_can_play(const struct rule *r);
/* A pile's legal moves through the family: the count (0 for a family
 * without moves), the n-th option, and whether from -> to (+ split) is
 * one (the family's hook after the checks every heap move shares). */
nb_uint_t rule_moves(const struct rule *r, heap_t h);
/* The family's moves hook itself (0 when it has none), for a caller
 * that counts many piles of one rule. */
nb_uint_t (*rule_moves_hook(const struct rule *r))(const struct rule *, heap_t);
void rule_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o);
int rule_legal(const struct rule *r, heap_t from, heap_t to, heap_t split);
/* The family's way of weighing moves (an NB_FLASH address, or 0). */
const struct rule_scoring *rule_scoring_of(const struct rule *r);

/* Two counts of options added: plainly where no count can pass what
 * nb_uint_t holds (every pile's options are fewer than 32 * NB_HEAP_MAX,
 * NB_OCTAL_MAX_DIGITS <= 64), else saturating at NB_UINT_MAX. */
static inline nb_uint_t rule_count_add(nb_uint_t a, nb_uint_t b)
{
    if ((nb_uint_t)NB_HEAP_MAX <= NB_UINT_MAX / 32u / (NB_MAX_PILES + 1u))
        return a + b;
    return a > NB_UINT_MAX - b ? NB_UINT_MAX : a + b;
}

/* Nonzero when the rule plays on graph nodes rather than heaps. */
static inline int rule_is_graph(const struct rule *r)
{
    return (rule_flags(r) & RULE_GRAPH) != 0;
}

/* Nonzero when the rule is misere:RULE, decided by the misere search. */
static inline int rule_is_misere_search(const struct rule *r)
{
#if NB_MISERE_RULES
    return r->misere;
#else
    (void)r;
    return 0;
#endif
}

/* Nonzero when the rule has SG values (all but misere and misere:RULE). */
static inline int rule_has_sg(const struct rule *r)
{
    return (rule_flags(r) & RULE_NO_SG) == 0;
}

#endif
