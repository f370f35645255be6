/*
 * take.c — take:M, take 1..M stones: SG(n) = n mod (M+1), period M+1.
 */
#include "core/rules/rules.h"
#include "core/scan.h"

int rule_parse_amount(const char *s, uint16_t len, heap_t *amount, struct nb_error *err)
{
    nb_uint_t v;
    int code = scan_parse_uint(s, len, NB_HEAP_MAX, &v);
    if (code == ERR_NUMBER_MALFORMED)
        return error_code(err, ERR_RULE_SYNTAX);
    if (code)
        return error_set(err, (uint8_t)code, 0, NB_HEAP_MAX);
    if (v == 0)
        return error_code(err, ERR_RULE_AMOUNT_ZERO);
    *amount = (heap_t)v;
    return 0;
}

static int take_parse(const char *param, uint16_t len, struct rule *r, struct nb_error *err)
{
    return rule_parse_amount(param, len, &r->take_max, err);
}

static int take_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    (void)err;
    *sg = h % (r->take_max + 1u);
    return 0;
}

static int take_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                        struct rule_option *best, struct nb_error *err)
{
    /* (h - k) mod (M+1) = target with 1 <= k <= min(M, h) */
    heap_t mod = r->take_max + 1u, g = h % mod, k;
    (void)err;
    if (target >= mod || target == g)
        return 0;
    k = g > target ? g - target : g + mod - target;
    if (k <= h)
        rule_note_fewest(h - k, count, best);
    return 0;
}

static void take_period(const struct rule *r, struct rule_period *p)
{
    p->period = r->take_max + 1u;
}

/* Moves: 1..M stones, as many as the pile has. */
static nb_uint_t take_moves(const struct rule *r, heap_t h)
{
    return h < r->take_max ? h : r->take_max;
}

static int take_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    return split == 0 && (heap_t)(from - to) <= r->take_max;
}

/* For the weighing: SG(h) = h mod (M+1); the option of value t is
 * h - k with (h - k) mod (M+1) = t, 1 <= k <= min(M, h), counted from the
 * pile's value gh the weighing already has (take_options would divide
 * again: 6.6 -> 10.5 ms for a lost reply of 32 piles on the Mega). */
static sg_t take_value(const struct rule *r, heap_t h)
{
    return h % (r->take_max + 1u);
}

static nb_uint_t take_count(const struct rule *r, heap_t h, sg_t gh, sg_t t)
{
    heap_t mod = r->take_max + 1u, k;
    if (t >= mod)
        return 0;
    k = gh > t ? gh - t : gh + mod - t;
    return k <= h;
}

static const struct rule_scoring NB_FLASH take_scoring = {
    .flags = SCORING_CLOSED, .sg = take_value, .count = take_count,
};

/* What play needs (rule.h). */
static const struct rule_play NB_FLASH take_play = {
    .moves = take_moves, .option = rule_fewest_option, .legal = take_legal,
    .scoring = RULE_SCORING(&take_scoring),
};

const struct rule_family NB_FLASH rule_family_take = {
    .spell = "take:M", .tag = "T", .id = RULE_ID_TAKE, .param = RULE_PARAM_NUMBER,
    .flags = RULE_MISERE_NIMLIKE, .parse = take_parse, .sg = take_sg, .options = take_options,
    .period = take_period,
    .play = RULE_PLAY(&take_play),
};
