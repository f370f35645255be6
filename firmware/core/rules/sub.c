/*
 * sub.c — sub:a,b,..., take exactly one of the listed amounts: the SG
 * table and its period live in subtraction.c, heaps past a table without a
 * period are streamed (subtraction_stream.c: RULE_STREAMS, so a position's
 * piles are asked in ascending order and stream once).
 */
#include "core/rules/rules.h"
#include "core/subtraction.h"

static heap_t parsed_amounts[NB_SUB_MAX_AMOUNTS];

/* "a,b,c" into parsed_amounts, then start the table. */
static int sub_parse(const char *s, uint16_t len, struct rule *r, struct nb_error *err)
{
    uint16_t start = 0, i, n = 0;
    (void)r;
    for (i = 0; i <= len; i++) {
        if (i == len || s[i] == ',') {
            int code;
            if (n >= NB_SUB_MAX_AMOUNTS)
                return error_set(err, ERR_TOO_MANY_AMOUNTS, (nb_uint_t)n + 1u, NB_SUB_MAX_AMOUNTS);
            code = rule_parse_amount(s + start, (uint16_t)(i - start), &parsed_amounts[n++], err);
            if (code)
                return code;
            start = (uint16_t)(i + 1u);
        }
    }
    return subtraction_start(parsed_amounts, n, err);
}

static int sub_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    (void)r;
    return subtraction_sg(h, sg, err);
}

static int sub_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                       struct rule_option *best, struct nb_error *err)
{
    sg_small_t vals[NB_SUB_MAX_AMOUNTS];
    uint16_t n, i;
    const heap_t *a = subtraction_amounts(&n);
    int code = subtraction_option_sgs(h, vals, &n, err);   /* the amounts <= h */
    (void)r;
    if (code)
        return code;
    for (i = 0; i < n; i++)
        if (vals[i] == target)
            rule_note_fewest(h - a[i], count, best);
    return 0;
}

static void sub_period(const struct rule *r, struct rule_period *p)
{
    struct subtraction_info info;
    (void)r;
    subtraction_build_all();
    subtraction_get_info(&info);
    p->known = info.period_known;
    p->period = info.period;
    p->preperiod = info.preperiod;
    p->computed = info.computed;
}

/* Moves: the amounts up to h (kept in ascending order). */
static nb_uint_t sub_moves(const struct rule *r, heap_t h)
{
    uint16_t i, k;
    const heap_t *a = subtraction_amounts(&k);
    (void)r;
    for (i = 0; i < k && a[i] <= h; i++)
        ;
    return i;
}

/* The n-th: the n-th smallest amount taken. */
static void sub_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o)
{
    uint16_t k;
    (void)r;
    o->to = h - subtraction_amounts(&k)[n];
}

static int sub_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    uint16_t i, k;
    const heap_t *a = subtraction_amounts(&k);
    (void)r;
    for (i = 0; i < k; i++)
        if (a[i] == from - to)
            return split == 0;
    return 0;
}

/* For the weighing: the values from a copy of a proven period
 * (play_sub.c) when there is one, else the table's, one pile's options
 * at a time (at most NB_SUB_MAX_AMOUNTS). */
static uint8_t sub_begin(const struct rule *r, heap_t largest)
{
    (void)r;
    (void)largest;
    return play_sub_start();
}

static sg_t sub_value(const struct rule *r, heap_t h)
{
    (void)r;
    return play_sub_sg(h);
}

static int sub_tally(const struct rule *r, const struct play_counting *c, heap_t h,
                     struct play_tally *t, struct nb_error *err)
{
    sg_small_t vals[NB_SUB_MAX_AMOUNTS];
    uint16_t n, i;
    int code;
    (void)r;
    if (c->folds) {
        play_sub_tally(h, t);
        return 0;
    }
    if ((code = subtraction_option_sgs(h, vals, &n, err)) != 0)
        return code;
    for (i = 0; i < n; i++) {
        t->work++;
        if (!t->all)
            t->count += vals[i] == t->target;
        else
            play_tally_add(t, vals[i], 1);
    }
    return 0;
}

static const struct rule_scoring NB_FLASH sub_scoring = {
    .flags = SCORING_ONE_PASS, .begin = sub_begin, .sg = sub_value, .tally = sub_tally,
};

/* What play needs (rule.h). */
static const struct rule_play NB_FLASH sub_play = {
    .moves = sub_moves, .option = sub_option, .legal = sub_legal,
    .scoring = RULE_SCORING(&sub_scoring),
};

const struct rule_family NB_FLASH rule_family_sub = {
    .spell = "sub:a,b,...", .tag = "Sub", .id = RULE_ID_SUB, .param = RULE_PARAM_LIST,
    .flags = RULE_STREAMS, .parse = sub_parse, .sg = sub_sg, .options = sub_options, .period = sub_period,
    .play = RULE_PLAY(&sub_play),
};
