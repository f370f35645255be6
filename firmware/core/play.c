/*
 * play.c — every rule's legal moves, and the randomness of nimbox's play.
 *
 * The coach (game.c) knows the winning moves; an opponent also needs the
 * others.  A pile's options are counted and reached by index from the
 * rule's own parameters (nim's, take:M's, the amounts of sub, the digits
 * of an octal code, a node's out-edges), in the order rule.h prefers:
 * fewest stones taken first.  No option is ever listed in a table, so a
 * heap of any size costs nothing to enumerate from.  nimbox's choice on
 * heaps is play_heaps.c's, on maps play_graph.c's.
 */
#include "core/play.h"
#include "core/subtraction.h"

/* Per level: percent of moves that are level 5's. */
static const uint8_t level_percent[PLAY_LEVEL_MAX + 1] = { 0, 25, 50, 70, 88, 100 };

void play_seed(struct play_rng *g, uint32_t seed)
{
    g->s = seed ? seed : 0x9E3779B9ul;
}

uint32_t play_random(struct play_rng *g, uint32_t bound)
{
    uint32_t x = g->s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    g->s = x;
    return x % bound;
}

nb_uint_t play_random_big(struct play_rng *g, nb_uint_t bound)
{
    nb_uint_t v = play_random(g, 0xFFFFFFFFul);
#if NB_UINT_MAX > 0xFFFFFFFFul
    v = (v << 32) ^ play_random(g, 0xFFFFFFFFul);
#endif
    return v % bound;
}

nb_uint_t play_add_sat(nb_uint_t a, nb_uint_t b)
{
    return a > NB_UINT_MAX - b ? NB_UINT_MAX : a + b;
}

uint8_t play_level_best(struct play_rng *g, uint8_t level)
{
    if (level > PLAY_LEVEL_MAX)
        level = PLAY_LEVEL_MAX;
    return play_random(g, 100) < level_percent[level];
}

/* Largest removal of an octal code (its last nonzero digit). */
static uint8_t octal_top(const struct rule *r)
{
    uint8_t j, t = 0;
    for (j = 0; j < r->code.len; j++)
        if (r->code.digit[j])
            t = (uint8_t)(j + 1u);
    return t;
}

/* Options of an octal pile of h that remove j tokens. */
static nb_uint_t octal_moves_j(const struct rule *r, heap_t h, uint8_t j)
{
    uint8_t d = r->code.digit[j - 1u];
    heap_t m = h - j;
    nb_uint_t n = 0;
    if ((d & 1u) && m == 0)
        n++;
    if ((d & 2u) && m > 0)
        n++;
    if ((d & 4u) && m >= 2)
        n += m / 2u;
    return n;
}

NB_NOINLINE nb_uint_t play_pile_moves(const struct rule *r, heap_t h)
{
    uint16_t i, k;
    const heap_t *a;
    nb_uint_t n = 0;
    uint8_t j, t;
    heap_t p;
    struct graph_cursor cur;
    switch (rule_id(r)) {
    case RULE_ID_TAKE:
        return h < r->take_max ? h : r->take_max;
    case RULE_ID_POW2:
        for (p = 1; p <= h; p <<= 1) {
            n++;
            if (p > h / 2u)
                break;
        }
        return n;
    case RULE_ID_SUB:
        a = subtraction_amounts(&k);
        for (i = 0; i < k && a[i] <= h; i++)
            n++;
        return n;
    case RULE_ID_HALF:
        return h / 2u;
    case RULE_ID_OCTAL:
    case RULE_ID_KAYLES:
    case RULE_ID_DAWSON:
        t = octal_top(r);
        for (j = 1; j <= t && j <= h; j++)
            n = play_add_sat(n, octal_moves_j(r, h, j));
        return n;
    case RULE_ID_DAG:
        if (!r->graph || h >= r->graph->node_count)
            return 0;
        graph_open(r->graph, (node_t)h, &cur);
        return cur.left;
    default:   /* nim, misere */
        return h;
    }
}

NB_NOINLINE void play_pile_option(const struct rule *r, heap_t h, nb_uint_t n,
                                  struct rule_option *o)
{
    uint16_t k;
    uint8_t j, t, d;
    heap_t m;
    struct graph_cursor cur;
    o->split = 0;
    switch (rule_id(r)) {
    case RULE_ID_POW2:
        o->to = h - ((heap_t)1 << n);
        return;
    case RULE_ID_SUB:
        o->to = h - subtraction_amounts(&k)[n];
        return;
    case RULE_ID_OCTAL:
    case RULE_ID_KAYLES:
    case RULE_ID_DAWSON:
        t = octal_top(r);
        for (j = 1; j <= t && j <= h; j++) {
            nb_uint_t c = octal_moves_j(r, h, j);
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
        o->to = 0;
        return;
    case RULE_ID_DAG:
        graph_open(r->graph, (node_t)h, &cur);
        o->to = graph_next(r->graph, &cur);
        while (n-- > 0)
            o->to = graph_next(r->graph, &cur);
        return;
    default:   /* nim, misere, take, half */
        o->to = h - 1u - (heap_t)n;
        return;
    }
}

int play_is_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    uint16_t i, k;
    const heap_t *a;
    heap_t take;
    uint8_t d;
    struct graph_cursor cur;
    if (rule_is_graph(r)) {
        if (split || !r->graph || from >= r->graph->node_count)
            return 0;
        for (graph_open(r->graph, (node_t)from, &cur); cur.left > 0;)
            if (graph_next(r->graph, &cur) == to)
                return 1;
        return 0;
    }
    if (to >= from || split >= from - to)
        return 0;
    take = from - to - split;
    switch (rule_id(r)) {
    case RULE_ID_OCTAL:
    case RULE_ID_KAYLES:
    case RULE_ID_DAWSON:
        if (take > r->code.len)
            return 0;
        d = r->code.digit[take - 1u];
        if (split)
            return to > 0 && to <= split && (d & 4u);
        return to == 0 ? (d & 1u) != 0 : (d & 2u) != 0;
    case RULE_ID_TAKE:
        return split == 0 && take <= r->take_max;
    case RULE_ID_POW2:
        return split == 0 && (take & (take - 1u)) == 0;
    case RULE_ID_SUB:
        a = subtraction_amounts(&k);
        for (i = 0; i < k; i++)
            if (a[i] == take)
                return split == 0;
        return 0;
    case RULE_ID_HALF:
        return split == 0 && take <= from / 2u;
    default:   /* nim, misere */
        return split == 0;
    }
}
