/*
 * nim.c — Nim: take any positive number of stones from one pile.
 * SG(n) = n; the option with SG value t is the heap t itself (when t < n).
 */
#include "core/rules/rules.h"

int rule_nim_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    (void)r;
    (void)err;
    *sg = h;
    return 0;
}

int rule_nim_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                     struct rule_option *best, struct nb_error *err)
{
    (void)r;
    (void)err;
    if (target < h)
        rule_note_fewest(target, count, best);
    return 0;
}

/* For the weighing: SG(h) = h; the option of value t < h is the heap t. */
static sg_t nim_value(const struct rule *r, heap_t h)
{
    (void)r;
    return h;
}

static nb_uint_t nim_count(const struct rule *r, heap_t h, sg_t gh, sg_t t)
{
    (void)r;
    (void)gh;
    return t < h;
}

static const struct rule_scoring NB_FLASH nim_scoring = {
    .flags = SCORING_CLOSED, .sg = nim_value, .count = nim_count,
};

/* What play needs (rule.h). */
static const struct rule_play NB_FLASH nim_play = {
    .moves = rule_nim_moves, .option = rule_fewest_option, .legal = rule_nim_legal,
    .scoring = RULE_SCORING(&nim_scoring),
};

const struct rule_family NB_FLASH rule_family_nim = {
    .spell = "nim", .tag = "Nim", .id = RULE_ID_NIM, .param = RULE_PARAM_NONE,
    .sg = rule_nim_sg, .options = rule_nim_options,
    .play = RULE_PLAY(&nim_play),
};
