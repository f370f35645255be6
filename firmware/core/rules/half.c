/*
 * half.c — take 1..floor(n/2) stones ("Playing With Stones"):
 * SG(2k) = k, SG(2k+1) = SG(k), so strip the trailing 1 bits, then halve.
 */
#include "core/rules/rules.h"

static int half_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    (void)r;
    (void)err;
    while (h & 1u)
        h >>= 1;
    *sg = h >> 1;
    return 0;
}

static int half_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                        struct rule_option *best, struct nb_error *err)
{
    /* heaps with SG t are (2t+1)*2^j - 1; keep those in [h - h/2, h-1] */
    heap_t low = h - h / 2u, c;
    uint8_t j;
    (void)r;
    (void)err;
    if (h == 0 || target > (NB_HEAP_MAX - 1u) / 2u)
        return 0;
    c = 2u * target + 1u;
    for (j = 0; j < 64; j++) {
        if (c - 1u >= low && c - 1u < h)
            rule_note_fewest(c - 1u, count, best);
        if (c - 1u >= h || c > NB_HEAP_MAX / 2u)
            break;
        c <<= 1;
    }
    return 0;
}

/* Moves: 1..floor(h/2) stones. */
static nb_uint_t half_moves(const struct rule *r, heap_t h)
{
    (void)r;
    return h / 2u;
}

static int half_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    (void)r;
    return split == 0 && (heap_t)(from - to) <= from / 2u;
}

/* For the weighing: the values as half_sg; the options of value t are
 * the heaps (2t+1)*2^j - 1 in [h - h/2, h - 1]. */
static sg_t half_value(const struct rule *r, heap_t h)
{
    sg_t g;
    half_sg(r, h, &g, 0);
    return g;
}

static nb_uint_t half_count(const struct rule *r, heap_t h, sg_t gh, sg_t t)
{
    heap_t k;
    uint8_t n = 0;   /* one a power of two */
    (void)r;
    (void)gh;
    if (t > (NB_HEAP_MAX - 1u) / 2u)
        return 0;
    for (k = 2u * t + 1u; k - 1u < h; k <<= 1) {
        n += k - 1u >= h - h / 2u;
        if (k > NB_HEAP_MAX / 2u)
            break;
    }
    return n;
}

static const struct rule_scoring NB_FLASH half_scoring = {
    .flags = SCORING_CLOSED, .sg = half_value, .count = half_count,
};

/* What play needs (rule.h). */
static const struct rule_play NB_FLASH half_play = {
    .moves = half_moves, .option = rule_fewest_option, .legal = half_legal,
    .scoring = RULE_SCORING(&half_scoring),
};

const struct rule_family NB_FLASH rule_family_half = {
    .spell = "half", .tag = "Hlf", .id = RULE_ID_HALF, .param = RULE_PARAM_NONE,
    .flags = RULE_MISERE_NIMLIKE, .sg = half_sg, .options = half_options,
    .play = RULE_PLAY(&half_play),
};
