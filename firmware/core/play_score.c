/*
 * play_score.c — level 5's arithmetic on heaps without analysing every
 * candidate's position from scratch.
 *
 * The piles' SG values g[i] are taken once.  A candidate turns pile p into
 * heaps of combined value g'; the others keep theirs, so the new nim sum
 * is x = X ^ g[p] ^ g' and the opponent's winning replies are
 *   W = S(x) - n(p, g[p] ^ x) + n(to, g(to) ^ x) + n(split, g(split) ^ x)
 * where n(h, t) counts a pile's options of value t and S(x) is the sum of
 * n(i, g[i] ^ x) over the position.  S(x) is the only sum over every
 * pile: for families whose values are small (sub, take-and-break, pow2)
 * one pass of each pile's options by value gives S for every x <
 * PLAY_SPAN (pow2's options have two values, counted from the pile's
 * size); for the others (nim, take, half) S(x) is summed when an x first
 * comes and kept for the candidates that bring it again.  The opponent's moves are
 * the total less pile p's plus the new heaps'.  So a score is what
 * game_analyse_heaps would count on the candidate's position, at the cost
 * of three piles, not all of them.
 *
 * The work (values looked at) is counted for the caller's budget; a
 * one-pass table that would pass it is not finished, and the score comes
 * back PLAY_SCORE_NONE.
 */
#include "core/play_score.h"

/* S(x) kept for this many values of x (the per-x families). */
#define XCACHE 8

static struct {
    struct play_counting c;   /* how the rule's values are counted */
    uint8_t table;      /* 0 not built, 1 s[] holds S(x) for x < PLAY_SPAN, 2 per x */
    sg_t x;             /* the position's nim sum */
    nb_uint_t total;    /* the opponent's moves in the position */
    uint8_t cached, next;
    sg_t cx[XCACHE];
    nb_uint_t cs[XCACHE];
    nb_uint_t s[PLAY_SPAN];
    sg_t g[NB_MAX_PILES];
} pos;

int play_score_start(const struct rule *r, const heap_t *heaps, uint16_t count, sg_t *nim_sum,
                     struct nb_error *err)
{
    uint16_t i;
    uint8_t closed;
    heap_t largest = 0;
    int code;
    for (i = 0; i < count; i++)
        if (heaps[i] > largest)
            largest = heaps[i];
    play_count_begin(r, &pos.c, largest);
    pos.table = 0;
    pos.cached = pos.next = 0;
    pos.x = 0;
    pos.total = 0;
    if (count == 0)
        return error_code(err, ERR_NO_PILES);
    if (count > NB_MAX_PILES)
        return error_set(err, ERR_TOO_MANY_PILES, count, NB_MAX_PILES);
    if (!pos.c.folds && (rule_flags(r) & RULE_STREAMS) && count <= NB_SUB_CACHE)
        game_warm_ascending(r, heaps, count);
    closed = play_count_closed(&pos.c);
    for (i = 0; i < count; i++) {
        /* a formula (or a copied period) answers every heap up to
         * NB_HEAP_MAX; else the rule itself, which refuses what it cannot */
        if (closed && heaps[i] <= NB_HEAP_MAX)
            play_count_sg(r, &pos.c, heaps[i], &pos.g[i], err);
        else if ((code = rule_pile_sg(r, heaps[i], &pos.g[i], err)) != 0) {
            error_at(err, ERR_AT_ARG, (uint32_t)i + 1u);
            return code;
        }
        pos.x ^= pos.g[i];
        pos.total = play_add_sat(pos.total, play_count_moves(r, &pos.c, heaps[i]));
    }
    *nim_sum = pos.x;
    return 0;
}

int play_score_win(const struct rule *r, const heap_t *heaps, uint16_t count,
                   struct play_move *m, struct nb_error *err)
{
    uint16_t i;
    uint8_t found;
    struct rule_option o;
    int code;
    for (i = 0; i < count; i++) {
        if ((code = play_count_first(r, &pos.c, heaps[i], pos.g[i] ^ pos.x, &o, &found, err)) != 0)
            return code;
        if (!found)
            continue;
        m->pile = i;
        m->from = heaps[i];
        m->to = o.to;
        m->split = o.split;
        return 0;
    }
    return 0;
}

/* S(x) for every x < PLAY_SPAN in one pass over the piles' options (0),
 * or 1: a value past PLAY_SPAN (count per x instead); 2: over budget. */
static NB_NOINLINE int build_table(const struct rule *r, const heap_t *heaps,
                                   uint16_t count, uint32_t budget, uint8_t *how,
                                   struct nb_error *err)
{
    uint16_t i;
    sg_t v;
    struct play_tally t;
    int code;
    for (v = 0; v < PLAY_SPAN; v++)
        pos.s[v] = t.hist[v] = 0;
    *how = 0;
    t.all = 1;
    t.wide = 0;
    for (i = 0; i < count; i++) {
        if (pos.g[i] >= PLAY_SPAN) {
            *how = 1;
            return 0;
        }
        t.top = 0;
        t.work = 0;
        code = play_count_tally(r, &pos.c, heaps[i], &t, err);
        pos.c.work += t.work;
        if (code)
            return code;
        if (t.wide) {
            *how = 1;
            return 0;
        }
        for (v = 0; v < t.top; v++) {   /* into S, and the bins cleared */
            pos.s[v ^ pos.g[i]] = play_add_sat(pos.s[v ^ pos.g[i]], t.hist[v]);
            t.hist[v] = 0;
        }
        if (pos.c.work > budget) {
            *how = 2;
            return 0;
        }
    }
    return 0;
}

/* S(x): from the table, the cache, or a sum over the piles. */
static NB_NOINLINE int sum_all(const struct rule *r, const heap_t *heaps, uint16_t count,
                               sg_t x, nb_uint_t *s, struct nb_error *err)
{
    uint16_t i;
    nb_uint_t n;
    int code;
    if (pos.table == 1 && x < PLAY_SPAN) {
        *s = pos.s[x];
        return 0;
    }
    for (i = 0; i < pos.cached; i++)
        if (pos.cx[i] == x) {
            *s = pos.cs[i];
            return 0;
        }
    *s = 0;
    for (i = 0; i < count; i++) {
        if ((code = play_count_options(r, &pos.c, heaps[i], pos.g[i], pos.g[i] ^ x, &n, err)) != 0)
            return code;
        *s = play_add_sat(*s, n);
    }
    pos.cx[pos.next] = x;
    pos.cs[pos.next] = *s;
    pos.next = (uint8_t)((pos.next + 1u) % XCACHE);
    if (pos.cached < XCACHE)
        pos.cached++;
    return 0;
}

int play_score_move(const struct rule *r, const heap_t *heaps, uint16_t count,
                    const struct play_move *c, uint32_t budget, uint32_t *score,
                    struct nb_error *err)
{
    sg_t gt, gs = 0, x;
    nb_uint_t s, n, w, total;
    uint8_t how;
    int code;
    *score = PLAY_SCORE_NONE;
    if (c->split && count >= NB_MAX_PILES) {   /* past what the engine analyses */
        *score = PLAY_SCORE_NONE - 1u;
        return 0;
    }
    if (pos.table == 0) {
        pos.table = 2;
        if (play_count_one_pass(&pos.c)) {
            if ((code = build_table(r, heaps, count, budget, &how, err)) != 0)
                return code;
            if (how == 2) {   /* over budget: nothing weighed */
                pos.table = 0;
                return 0;
            }
            pos.table = how == 0 ? 1 : 2;
        }
    }
    if ((code = play_count_sg(r, &pos.c, c->to, &gt, err)) != 0 ||
        (c->split && (code = play_count_sg(r, &pos.c, c->split, &gs, err)) != 0))
        return code;
    x = pos.x ^ pos.g[c->pile] ^ gt ^ gs;
    w = 0;
    if (x != 0) {
        if ((code = sum_all(r, heaps, count, x, &s, err)) != 0)
            return code;
        w = s;
        code = play_count_options(r, &pos.c, heaps[c->pile], pos.g[c->pile], pos.g[c->pile] ^ x, &n, err);
        if (code)
            return code;
        w = w >= n ? w - n : 0;
        if ((code = play_count_options(r, &pos.c, c->to, gt, gt ^ x, &n, err)) != 0)
            return code;
        w = play_add_sat(w, n);
        if (c->split) {
            if ((code = play_count_options(r, &pos.c, c->split, gs, gs ^ x, &n, err)) != 0)
                return code;
            w = play_add_sat(w, n);
        }
    }
    total = pos.total - play_count_moves(r, &pos.c, heaps[c->pile]);
    total = play_add_sat(total, play_count_moves(r, &pos.c, c->to));
    if (c->split)
        total = play_add_sat(total, play_count_moves(r, &pos.c, c->split));
    *score = play_share(w, total);
    return 0;
}

nb_uint_t play_score_moves(const struct rule *r, heap_t h)
{
    return play_count_moves(r, &pos.c, h);
}

int play_score_over(uint32_t budget)
{
    return pos.c.work > budget;
}
