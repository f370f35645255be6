/*
 * play_octal.c — a take-and-break pile's options counted by SG value in
 * steps that do not grow with the heap, for nimbox's weighing of moves.
 *
 * The coach counts a pile's split options one by one (octal.c): a heap of
 * 9999 in Kayles has about 10000 of them.  Once the rule's period p from
 * n0 is proven, a split a + b of heap m with both a and b >= max(n0, 1)
 * has the value of the split a + p, b - p: the values of the splits with
 * a in [A, m/2], A = max(n0, 1), repeat every p steps of a.  So the splits
 * with a < A are walked one by one, then one period of the rest, each
 * value weighted by how often it repeats: at most A + p steps per digit,
 * whatever the heap (Kayles: 71 + 12).
 *
 * The values come from a copy of the first PLAY_SG_LOCAL heaps' values
 * (taken through rule_pile_sg once per code, kept while the rule is the
 * same code), folded by the period past it.  A period longer than the
 * copy folds all the same: a heap's place in the period, n0 <= place <
 * n0 + p, is past the copy, and its value is asked of the rule's table
 * (0.45: period 20 from 498), so every heap up to NB_HEAP_MAX costs at
 * most A + p steps per digit whatever the period.  A code whose period is
 * not proven is walked split by split, asking rule_pile_sg past the copy:
 * right, only slower.
 */
#include "core/play_score.h"

static struct {
    uint8_t family;            /* rule's family row + 1; 0: empty */
    uint8_t asked;             /* rule_period asked for this code */
    uint8_t folds;             /* period known: heaps past n0 + p fold */
    struct octal_code code;
    uint16_t len;              /* v holds heaps 0..len-1 */
    uint16_t n0, p;
    sg_small_t v[PLAY_SG_LOCAL];
} view;

/* Largest removal of the code (its last nonzero digit). */
static uint8_t top(const struct octal_code *c)
{
    uint8_t j, t = 0;
    for (j = 0; j < c->len; j++)
        if (c->digit[j])
            t = (uint8_t)(j + 1u);
    return t;
}

/* Make the view r's code (the copy of the first values). */
static void view_for(const struct rule *r)
{
    uint8_t j;
    struct nb_error e;
    sg_t g;
    if (view.family == r->family + 1u && view.code.len == r->code.len) {
        for (j = 0; j < r->code.len && view.code.digit[j] == r->code.digit[j]; j++)
            ;
        if (j == r->code.len)
            return;
    }
    view.family = (uint8_t)(r->family + 1u);
    view.code = r->code;
    view.asked = view.folds = 0;
    for (view.len = 0; view.len < PLAY_SG_LOCAL; view.len++) {
        if (rule_pile_sg(r, view.len, &g, &e) != 0 || g > 0xFFu)
            break;
        view.v[view.len] = (sg_small_t)g;
    }
}

/* Ask for the period once, when a heap past the copy needs it. */
static void view_period(const struct rule *r)
{
    struct rule_period per;
    if (view.asked)
        return;
    view.asked = 1;
    if (rule_period(r, &per) && per.known && per.period > 0) {
        view.folds = 1;
        view.n0 = (uint16_t)per.preperiod;
        view.p = (uint16_t)per.period;
    }
}

/* Where heap h's value is: a heap below the copy's end or the period's
 * end (h itself, or its place in the period), or 0xFFFF: past both, with
 * no period (asked of the rule). */
static uint16_t place(heap_t h)
{
    if (h < view.len)
        return (uint16_t)h;
    if (view.folds)
        return h < (heap_t)(view.n0 + view.p) ? (uint16_t)h
                                               : (uint16_t)(view.n0 + (h - view.n0) % view.p);
    return 0xFFFFu;
}

/* SG value of heap h (the position's heaps and their options are known to
 * have one: rule_pile_sg answered the piles). */
static sg_t asked(const struct rule *r, heap_t h)
{
    sg_t g = 0;
    struct nb_error e;
    rule_pile_sg(r, h, &g, &e);
    return g;
}

/* The value at place i (a place, not 0xFFFF): the copy's, or the rule's
 * table's past it. */
static sg_t at(const struct rule *r, uint16_t i)
{
    return i < view.len ? view.v[i] : asked(r, i);
}

/* SG value of heap h. */
static sg_t value(const struct rule *r, heap_t h)
{
    uint16_t i = place(h);
    return i != 0xFFFFu ? at(r, i) : asked(r, h);
}

/* One option value, seen w times: into the tally. */
static void see(struct play_tally *t, sg_t v, nb_uint_t w)
{
    t->work++;
    if (!t->all) {
        if (v == t->target)
            t->count = play_add_sat(t->count, w);
    } else {
        play_tally_add(t, v, w);
    }
}

/* Heap b and where its value is, for walking b down one at a time. */
struct cursor {
    heap_t b;
    uint16_t i;   /* place(b), 0xFFFF: asked of the rule */
};

static void cursor_at(struct cursor *c, heap_t b)
{
    c->b = b;
    c->i = place(b);
}

/* b - 1: the place steps down, wrapping by the period past its end (the
 * place n0 of a heap at or past n0 + p). */
static void cursor_down(struct cursor *c)
{
    c->b--;
    if (c->b < view.len)
        c->i = (uint16_t)c->b;
    else if (c->i != 0xFFFFu)
        c->i = c->i == view.n0 && c->b >= view.n0 ? (uint16_t)(view.n0 + view.p - 1u)
                                                  : (uint16_t)(c->i - 1u);
}

static sg_t cursor_value(const struct rule *r, const struct cursor *c)
{
    return c->i != 0xFFFFu ? at(r, c->i) : asked(r, c->b);
}

/* The splits a + (m - a) for a = first..last (a below the period's end
 * when weighted: w(a) copies each; else once). */
static void splits_walk(const struct rule *r, heap_t m, heap_t first, heap_t last,
                        heap_t q, heap_t rem, struct play_tally *t)
{
    heap_t a;
    struct cursor c;
    if (first > last)
        return;
    cursor_at(&c, m - first);
    for (a = first;; a++) {
        see(t, value(r, a) ^ cursor_value(r, &c), q ? (a - first < rem ? q + 1u : q) : 1u);
        if (a == last)
            return;
        cursor_down(&c);
    }
}

/* The folded splits a + b for a = from..from+n-1 (a inside the copy, b
 * >= n0 and b's place ib stepping down through the period): into the
 * tally, each seen w times (w + 1 for the first extra of them). */
static void splits_folded(uint8_t from, uint8_t n, uint8_t ib, nb_uint_t w, uint8_t extra,
                          struct play_tally *t)
{
    const sg_small_t *v = view.v;
    uint8_t k, x, top = (uint8_t)(view.n0 + view.p - 1u), n0 = (uint8_t)view.n0;
    uint16_t lo = 0, hi = 0;
    t->work += n;
    for (k = 0; k < n; k++) {
        x = (uint8_t)(v[from + k] ^ v[ib]);
        ib = ib == n0 ? top : (uint8_t)(ib - 1u);
        if (!t->all) {
            if (x == t->target) {
                if (k < extra)
                    lo++;
                else
                    hi++;
            }
        } else {
            play_tally_add(t, x, k < extra ? w + 1u : w);
        }
    }
    if (!t->all)
        t->count = play_add_sat(t->count, (nb_uint_t)lo * (w + 1u) + (nb_uint_t)hi * w);
}

/* Every split of m, into the tally. */
static void splits(const struct rule *r, heap_t m, struct play_tally *t)
{
    heap_t half = m / 2u, A, len2;
    uint8_t ib;
    if (m < 2u)
        return;
    if (m >= view.len)
        view_period(r);
    A = view.n0 ? view.n0 : 1u;
    if (!view.folds || m < 2u * (A + view.p)) {
        splits_walk(r, m, 1, half, 0, 0, t);
        return;
    }
    len2 = half - A + 1u;   /* >= p: a in [A, half] repeats every p */
    if (view.n0 + view.p > view.len) {
        /* the period past the copy: the same walk, a's values and b's
         * places from the rule's table */
        splits_walk(r, m, 1, A - 1u, 0, 0, t);
        splits_walk(r, m, A, A + view.p - 1u, len2 / view.p, len2 % view.p, t);
        return;
    }
    /* every b here is past n0 + p: its place is folded (same value) */
    ib = (uint8_t)(view.n0 + (m - 1u - view.n0) % view.p);
    splits_folded(1, (uint8_t)(A - 1u), ib, 1, 0, t);
    ib = (uint8_t)(view.n0 + (m - A - view.n0) % view.p);
    splits_folded((uint8_t)A, (uint8_t)view.p, ib, len2 / view.p, (uint8_t)(len2 % view.p), t);
}

void play_octal_tally(const struct rule *r, heap_t h, struct play_tally *t)
{
    uint8_t j, d, last = top(&r->code);
    heap_t m;
    view_for(r);
    for (j = 1; j <= last && j <= h; j++) {
        d = r->code.digit[j - 1u];
        m = h - j;
        if ((d & 1u) && m == 0)
            see(t, 0, 1);
        if ((d & 2u) && m > 0)
            see(t, value(r, m), 1);
        if (d & 4u)
            splits(r, m, t);
    }
}

uint8_t play_octal_ready(const struct rule *r, heap_t largest)
{
    view_for(r);
    if (largest >= view.len)
        view_period(r);
    return view.folds;
}

sg_t play_octal_sg(const struct rule *r, heap_t h)
{
    view_for(r);
    if (h >= view.len)
        view_period(r);
    return value(r, h);
}

int play_octal_first(const struct rule *r, heap_t h, sg_t target, struct rule_option *o)
{
    uint8_t j, d, last = top(&r->code);
    heap_t m, a, end;
    struct cursor c;
    view_for(r);
    for (j = 1; j <= last && j <= h; j++) {
        d = r->code.digit[j - 1u];
        m = h - j;
        o->split = 0;
        o->to = m;
        if ((d & 1u) && m == 0 && target == 0)
            return 1;
        if ((d & 2u) && m > 0 && value(r, m) == target)
            return 1;
        if (!(d & 4u) || m < 2u)
            continue;
        if (m >= view.len)
            view_period(r);
        /* past A + p every split's value has been seen (the top) */
        end = m / 2u;
        if (view.folds && end > (heap_t)((view.n0 ? view.n0 : 1u) + view.p - 1u))
            end = (heap_t)((view.n0 ? view.n0 : 1u) + view.p - 1u);
        for (cursor_at(&c, m - 1u), a = 1; a <= end; a++, cursor_down(&c))
            if ((value(r, a) ^ cursor_value(r, &c)) == target) {
                o->to = a;
                o->split = m - a;
                return 1;
            }
    }
    return 0;
}
