/*
 * pow2.c — take a power of two (1, 2, 4, ...): SG(n) = n mod 3, since every
 * power of two is 1 or 2 mod 3 and 1 and 2 are both powers.
 */
#include "core/rules/rules.h"

static int pow2_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    (void)r;
    (void)err;
    *sg = h % 3u;
    return 0;
}

/* The options' values by the powers' residues (1, 2, 1, 2, ...: 2^e mod
 * 3), one division for the pile, not one a power. */
static int pow2_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                        struct rule_option *best, struct nb_error *err)
{
    heap_t p;
    uint8_t g = (uint8_t)(h % 3u), power_mod = 1;
    (void)r;
    (void)err;
    for (p = 1; p <= h; p <<= 1) {
        uint8_t left = (uint8_t)(g + (g >= power_mod ? 0u : 3u) - power_mod);
        if ((sg_t)left == target)
            rule_note_fewest(h - p, count, best);
        if (p > h / 2u)
            break;
        power_mod ^= 3u;   /* 1 <-> 2 */
    }
    return 0;
}

static void pow2_period(const struct rule *r, struct rule_period *p)
{
    (void)r;
    p->period = 3;
}

/* Moves: the powers of two up to h, as many as h has bits. */
static nb_uint_t pow2_moves(const struct rule *r, heap_t h)
{
    uint8_t n = 0;   /* h's bits */
    (void)r;
    for (; h; h >>= 1)
        n++;
    return n;
}

/* The n-th: 2^n stones taken. */
static void pow2_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o)
{
    (void)r;
    o->to = h - ((heap_t)1 << n);
}

static int pow2_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    heap_t take = from - to;
    (void)r;
    return split == 0 && (take & (take - 1u)) == 0;
}

/* For the weighing: SG(h) = h mod 3, and 2^e is 1 mod 3 for e even, 2
 * for e odd, so a pile's options have two values, (g + 2) mod 3 for the
 * even powers and (g + 1) mod 3 for the odd ones. */
static sg_t pow2_value(const struct rule *r, heap_t h)
{
    (void)r;
    return h % 3u;
}

static int pow2_tally(const struct rule *r, const struct play_counting *c, heap_t h,
                      struct play_tally *t, struct nb_error *err)
{
    nb_uint_t m = pow2_moves(r, h);
    sg_t g = h % 3u, even = (g + 2u) % 3u, odd = (g + 1u) % 3u;
    (void)c;
    (void)err;
    t->work++;
    if (!t->all) {
        t->count += t->target == even ? (m + 1u) / 2u : t->target == odd ? m / 2u : 0;
    } else {
        play_tally_add(t, even, (m + 1u) / 2u);
        play_tally_add(t, odd, m / 2u);
    }
    return 0;
}

static const struct rule_scoring NB_FLASH pow2_scoring = {
    .flags = SCORING_CLOSED | SCORING_ONE_PASS, .sg = pow2_value, .tally = pow2_tally,
};

/* What play needs (rule.h). */
static const struct rule_play NB_FLASH pow2_play = {
    .moves = pow2_moves, .option = pow2_option, .legal = pow2_legal,
    .scoring = RULE_SCORING(&pow2_scoring),
};

const struct rule_family NB_FLASH rule_family_pow2 = {
    .spell = "pow2", .tag = "Pw2", .id = RULE_ID_POW2, .param = RULE_PARAM_NONE,
    .flags = RULE_MISERE_NIMLIKE, .sg = pow2_sg, .options = pow2_options, .period = pow2_period,
    .play = RULE_PLAY(&pow2_play),
};
