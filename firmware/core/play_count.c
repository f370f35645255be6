/*
 * play_count.c — a pile's SG value and its options counted by value, by
 * the quickest way each family allows, for nimbox's weighing of moves.
 *
 * The ways are the families' own: each descriptor's scoring (rule.h,
 * play_score.h), in the family's file under core/rules/ — values in
 * closed form (nim, take:M, pow2, half), read from a copy of a period
 * (a subtraction game's, play_sub.c; a take-and-break game's,
 * play_octal.c), options counted by formula or tallied by value in one
 * pass.  Whatever a family does not give is asked of the rule table
 * itself (its sg and options), so a family without scoring is weighed
 * all the same, more slowly.  Every count adds the values it looked at to
 * c->work (the weighing's budget).
 */
#include "core/play_score.h"

void play_count_begin(const struct rule *r, struct play_counting *c, heap_t largest)
{
    const struct rule_scoring *s = rule_scoring_of(r);
    uint8_t i;
    if (s)
        flash_read_into(&c->s, s, sizeof c->s);
    else
        for (i = 0; i < sizeof c->s; i++)
            ((uint8_t *)&c->s)[i] = 0;
    c->moves = rule_moves_hook(r);
    c->folds = c->s.begin && largest <= NB_HEAP_MAX && c->s.begin(r, largest);
    c->work = 0;
}

uint8_t play_count_one_pass(const struct play_counting *c)
{
    return (c->s.flags & SCORING_ONE_PASS) != 0;
}

uint8_t play_count_closed(const struct play_counting *c)
{
    return (c->s.flags & SCORING_CLOSED) || c->folds;
}

nb_uint_t play_count_moves(const struct rule *r, const struct play_counting *c, heap_t h)
{
    return c->moves ? c->moves(r, h) : 0;
}

/* SG value of a heap within the position's rule (an option of a pile the
 * rule answered, or the pile itself). */
int play_count_sg(const struct rule *r, const struct play_counting *c, heap_t h, sg_t *g,
                  struct nb_error *err)
{
    if (c->s.sg && h <= NB_HEAP_MAX && ((c->s.flags & (SCORING_CLOSED | SCORING_SG)) || c->folds)) {
        *g = c->s.sg(r, h);
        return 0;
    }
    return rule_pile_sg(r, h, g, err);
}

/* The options of heap h seen into t (the one-pass families). */
int play_count_tally(const struct rule *r, const struct play_counting *c, heap_t h,
                     struct play_tally *t, struct nb_error *err)
{
    return c->s.tally ? c->s.tally(r, c, h, t, err) : 0;
}

/* n(h, t): the options of heap h (value gh) whose value is t. */
int play_count_options(const struct rule *r, struct play_counting *c, heap_t h, sg_t gh,
                       sg_t t, nb_uint_t *n, struct nb_error *err)
{
    struct rule_option best;
    struct play_tally tl;
    int code;
    *n = 0;
    c->work++;
    if (h == 0 || t == gh)
        return 0;
    if (c->s.count) {
        *n = c->s.count(r, h, gh, t);
        return 0;
    }
    if (c->s.tally && (c->s.flags & SCORING_ONE_PASS)) {
        tl.all = 0;
        tl.target = t;
        tl.count = 0;
        tl.work = 0;
        code = c->s.tally(r, c, h, &tl, err);
        c->work += tl.work;
        *n = tl.count;
        return code;
    }
    return rule_options_with_sg(r, h, t, n, &best, err);
}

int play_count_first(const struct rule *r, const struct play_counting *c, heap_t h, sg_t t,
                     struct rule_option *o, uint8_t *found, struct nb_error *err)
{
    nb_uint_t n;
    int code;
    if (c->s.first) {
        *found = (uint8_t)c->s.first(r, h, t, o);
        return 0;
    }
    code = rule_options_with_sg(r, h, t, &n, o, err);
    *found = n > 0;
    return code;
}
