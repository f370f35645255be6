/*
 * octal_moves.c — the legal moves of a take-and-break game (octal.c's
 * three families: octal:0.CODE, kayles, dawson), read from the rule's own
 * code, no table: how many a pile has, the n-th of them, whether a move is
 * one; and the weighing's hooks (play_octal.c).  Digit dj of the code:
 * removing j tokens may leave nothing (bit 1), one heap (bit 2) or two
 * non-empty heaps (bit 4).
 */
#include "core/rules/rules.h"

/* Largest removal of r's code (its last nonzero digit). */
static NB_NOINLINE uint8_t code_top(const struct rule *r)
{
    uint8_t j, t = 0;
    for (j = 0; j < r->code.len; j++)
        if (r->code.digit[j])
            t = (uint8_t)(j + 1u);
    return t;
}

/* Options of a pile of h that remove j tokens (j <= h): none left, one
 * heap, or the m/2 splits a + b = m with 1 <= a <= b. */
static heap_t moves_removing(const struct rule *r, heap_t h, uint8_t j)
{
    uint8_t d = r->code.digit[j - 1u];
    heap_t m = h - j, n = 0;
    if ((d & 1u) && m == 0)
        n++;
    if ((d & 2u) && m > 0)
        n++;
    if ((d & 4u) && m >= 2)
        n += m / 2u;
    return n;
}

static nb_uint_t octal_moves(const struct rule *r, heap_t h)
{
    uint8_t j, t = code_top(r);
    nb_uint_t n = 0, c;
    for (j = 1; j <= t && j <= h; j++) {
        c = moves_removing(r, h, j);
        n = rule_count_add(n, c);
    }
    return n;
}

/* The n-th option: by tokens removed, then none or one heap before the
 * splits, which go by their smaller heap. */
static void octal_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o)
{
    uint8_t j, t = code_top(r), d;
    heap_t m;
    for (j = 1; j <= t && j <= h; j++) {
        nb_uint_t c = moves_removing(r, h, j);
        if (n >= c) {
            n -= c;
            continue;
        }
        d = r->code.digit[j - 1u];
        m = h - j;
        o->to = m;   /* nothing left (bit 1) or one heap (bit 2) */
        if (((d & 1u) && m == 0) || ((d & 2u) && m > 0)) {
            if (n == 0)
                return;
            n--;
        }
        o->to = (heap_t)(n + 1u);
        o->split = m - o->to;
        return;
    }
}

static int octal_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    heap_t take = from - to - split;
    uint8_t d;
    if (take > r->code.len)
        return 0;
    d = r->code.digit[take - 1u];
    if (split)
        return to > 0 && to <= split && (d & 4u);
    return to == 0 ? (d & 1u) != 0 : (d & 2u) != 0;
}

/* For the weighing: the values and options by the period from a copy of
 * the table's first values (play_octal.c). */
static uint8_t octal_begin(const struct rule *r, heap_t largest)
{
    return play_octal_ready(r, largest);
}

static int octal_tally(const struct rule *r, const struct play_counting *c, heap_t h,
                       struct play_tally *t, struct nb_error *err)
{
    (void)c;
    (void)err;
    play_octal_tally(r, h, t);
    return 0;
}

static const struct rule_scoring NB_FLASH octal_scoring = {
    .flags = SCORING_SG | SCORING_ONE_PASS, .begin = octal_begin, .sg = play_octal_sg,
    .tally = octal_tally, .first = play_octal_first,
};

/* What play needs (rule.h). */
const struct rule_play NB_FLASH rule_play_octal = {
    .moves = octal_moves, .option = octal_option, .legal = octal_legal,
    .scoring = RULE_SCORING(&octal_scoring),
};
