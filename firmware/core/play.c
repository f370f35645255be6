/*
 * play.c — the legal moves as play asks them of the rule table, and the
 * randomness of nimbox's play.
 *
 * The coach (game.c) knows the winning moves; an opponent also needs the
 * others.  Each family's descriptor carries them (rule.h: moves, option,
 * legal): a pile's options are counted and reached by index from the
 * rule's own parameters, in the order rule.h prefers, fewest stones taken
 * first, so no option is ever listed in a table and a heap of any size
 * costs nothing to enumerate from.  A family without them is refused
 * (ERR_NO_MOVES), never played as another.  nimbox's choice on heaps is
 * play_heaps.c's, on maps play_graph.c's.
 */
#include "core/play.h"

/* Per level: percent of moves that are level 5's. */
static const uint8_t level_percent[PLAY_LEVEL_MAX + 1] = { 0, 25, 50, 70, 88, 100 };

void play_seed(struct play_rng *g, uint32_t seed)
{
    g->s = seed ? seed : 0x9E3779B9ul;
}

/* (kept out of line: link-time optimisation copied it into each caller) */
NB_NOINLINE uint32_t play_random(struct play_rng *g, uint32_t bound)
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

uint32_t play_share(nb_uint_t w, nb_uint_t total)
{
    while (total > 0xFFFFu) {
        total >>= 1;
        w >>= 1;
    }
    return total ? (uint32_t)(((uint32_t)w * PLAY_SHARE_ONE) / (uint32_t)total) : 0;
}

uint8_t play_level_best(struct play_rng *g, uint8_t level)
{
    if (level > PLAY_LEVEL_MAX)
        level = PLAY_LEVEL_MAX;
    return play_random(g, 100) < level_percent[level];
}

nb_uint_t play_pile_moves(const struct rule *r, heap_t h)
{
    return rule_moves(r, h);
}

void play_pile_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o)
{
    rule_option(r, h, n, o);
}

int play_is_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    return rule_legal(r, from, to, split);
}

int play_check_rule(const struct rule *r, struct nb_error *err)
{
    return rule_can_play(r) ? 0 : error_code(err, ERR_NO_MOVES);
}
