/*
 * play_count.c — a pile's SG value and its options counted by value, by
 * the quickest way each family allows, for nimbox's weighing of moves.
 *
 * Nim, take:M, pow2 and half have their values and counts in closed form
 * (the rules' own files say why); pow2's options have two values, (g + 2) mod 3 for
 * the even powers and (g + 1) mod 3 for the odd ones.  A subtraction game
 * reads its values from a copy of its period (play_sub.c) when it has
 * one, take-and-break games theirs by the period too (play_octal.c), and
 * any other family is asked through the rule table.  Every count adds
 * the values it looked at to c->work (the weighing's budget).
 */
#include "core/play_score.h"
#include "core/subtraction.h"

static uint8_t kind_of(const struct rule *r)
{
    switch (rule_id(r)) {
    case RULE_ID_NIM:
        return PLAY_KIND_NIM;
    case RULE_ID_TAKE:
        return PLAY_KIND_TAKE;
    case RULE_ID_POW2:
        return PLAY_KIND_POW2;
    case RULE_ID_SUB:
        return PLAY_KIND_SUB;
    case RULE_ID_HALF:
        return PLAY_KIND_HALF;
    case RULE_ID_OCTAL:
    case RULE_ID_KAYLES:
    case RULE_ID_DAWSON:
        return PLAY_KIND_OCTAL;
    default:
        return PLAY_KIND_OTHER;
    }
}

/* SG value of a heap within the position's rule (an option of a pile the
 * rule answered, or the pile itself). */
int play_count_sg(const struct rule *r, const struct play_counting *c, heap_t h, sg_t *g,
                  struct nb_error *err)
{
    switch (c->kind) {
    case PLAY_KIND_NIM:
        *g = h;
        return 0;
    case PLAY_KIND_TAKE:
        *g = h % (r->take_max + 1u);
        return 0;
    case PLAY_KIND_POW2:
        *g = h % 3u;
        return 0;
    case PLAY_KIND_HALF:   /* SG(2k) = k, SG(2k+1) = SG(k) */
        if (h > NB_HEAP_MAX)
            break;
        while (h & 1u)
            h >>= 1;
        *g = h >> 1;
        return 0;
    case PLAY_KIND_OCTAL:
        if (h <= NB_HEAP_MAX) {
            *g = play_octal_sg(r, h);
            return 0;
        }
        break;
    case PLAY_KIND_SUB:
        if (c->folds && h <= NB_HEAP_MAX) {
            *g = play_sub_sg(h);
            return 0;
        }
        break;
    default:
        break;
    }
    return rule_pile_sg(r, h, g, err);
}

/* The options of heap h seen into t (sub, take-and-break, pow2). */
int play_count_tally(const struct rule *r, const struct play_counting *c, heap_t h,
                     struct play_tally *t, struct nb_error *err)
{
    sg_small_t vals[NB_SUB_MAX_AMOUNTS];
    uint16_t n, i;
    int code;
    if (c->kind == PLAY_KIND_OCTAL) {
        play_octal_tally(r, h, t);
        return 0;
    }
    if (c->kind == PLAY_KIND_POW2) {   /* 2^e is 1 mod 3 for e even, 2 for e odd */
        nb_uint_t m = play_count_moves(r, c, h);
        sg_t g = h % 3u, even = (g + 2u) % 3u, odd = (g + 1u) % 3u;
        t->work++;
        if (!t->all) {
            t->count += t->target == even ? (m + 1u) / 2u : t->target == odd ? m / 2u : 0;
        } else {
            play_tally_add(t, even, (m + 1u) / 2u);
            play_tally_add(t, odd, m / 2u);
        }
        return 0;
    }
    if (c->folds) {
        play_sub_tally(h, t);
        return 0;
    }
    if ((code = subtraction_option_sgs(h, vals, &n, err)) != 0)
        return code;
    for (i = 0; i < n; i++) {
        t->work++;
        if (!t->all) {
            t->count += vals[i] == t->target;
        } else {
            play_tally_add(t, vals[i], 1);
        }
    }
    return 0;
}

/* n(h, t): the options of heap h (value gh) whose value is t. */
int play_count_options(const struct rule *r, struct play_counting *c, heap_t h, sg_t gh,
                       sg_t t, nb_uint_t *n, struct nb_error *err)
{
    heap_t mod, k;
    uint32_t c32;
    struct rule_option best;
    struct play_tally tl;
    int code;
    *n = 0;
    c->work++;
    if (h == 0 || t == gh)
        return 0;
    switch (c->kind) {
    case PLAY_KIND_NIM:
        *n = t < h;
        return 0;
    case PLAY_KIND_TAKE:   /* (h - k) mod (M+1) = t with 1 <= k <= min(M, h) */
        mod = r->take_max + 1u;
        if (t >= mod)
            return 0;
        k = gh > t ? gh - t : gh + mod - t;
        *n = k <= h;
        return 0;
    case PLAY_KIND_HALF:   /* heaps of value t: (2t+1)*2^j - 1, in [h - h/2, h - 1] */
        if (t > (NB_HEAP_MAX - 1u) / 2u)
            return 0;
        for (k = 2u * t + 1u; k - 1u < h; k <<= 1) {
            *n += k - 1u >= h - h / 2u;
            if (k > NB_HEAP_MAX / 2u)
                break;
        }
        return 0;
    case PLAY_KIND_POW2:
    case PLAY_KIND_SUB:
    case PLAY_KIND_OCTAL:
        tl.all = 0;
        tl.target = t;
        tl.count = 0;
        tl.work = 0;
        code = play_count_tally(r, c, h, &tl, err);
        c->work += tl.work;
        *n = tl.count;
        return code;
    default:
        code = rule_options_with_sg(r, h, t, &c32, &best, err);
        *n = c32;
        return code;
    }
}

void play_count_begin(const struct rule *r, struct play_counting *c)
{
    c->kind = kind_of(r);
    c->folds = c->kind == PLAY_KIND_SUB && play_sub_start();
    c->work = 0;
}

uint8_t play_count_one_pass(const struct play_counting *c)
{
    return c->kind == PLAY_KIND_SUB || c->kind == PLAY_KIND_OCTAL || c->kind == PLAY_KIND_POW2;
}

uint8_t play_count_closed(const struct play_counting *c)
{
    return c->kind == PLAY_KIND_NIM || c->kind == PLAY_KIND_TAKE || c->kind == PLAY_KIND_POW2 ||
           c->kind == PLAY_KIND_HALF || c->folds;
}

nb_uint_t play_count_moves(const struct rule *r, const struct play_counting *c, heap_t h)
{
    switch (c->kind) {
    case PLAY_KIND_NIM:
        return h;
    case PLAY_KIND_TAKE:
        return h < r->take_max ? h : r->take_max;
    case PLAY_KIND_HALF:
        return h / 2u;
    case PLAY_KIND_POW2: {   /* the powers of two up to h: h's bit length */
        nb_uint_t n = 0;
        for (; h; h >>= 1)
            n++;
        return n;
    }
    default:
        return play_pile_moves(r, h);
    }
}
