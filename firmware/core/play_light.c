/*
 * play_light.c — nimbox's move where the board does not weigh moves
 * (NB_PLAY_WEIGH 0: the Uno, whose flash has no room for play_score.c and
 * the counting behind it), on heaps and on maps alike.
 *
 * The coach's analysis (game.c) decides: in a won position level 5 plays
 * the coach's own move, the one `move` shows.  Otherwise nimbox picks a
 * random pile with a move (on a map, a node with stones and targets); at
 * the level's share of moves (play_level_best) it takes the fewest stones
 * there, the longest way to lose, else a random option.  `make bench-play`
 * measures what this gives up against the weighing boards' level 5.
 */
#include "core/play.h"

/* The move on piles[0..count) (heap sizes, or the nodes of a map's
 * stones, a node past the map where a term has none) once the analysis
 * res is known. */
static void light_move(const struct rule *r, const heap_t *piles, uint16_t count,
                       const struct game_result *res, uint8_t level, struct play_rng *g,
                       struct play_move *m)
{
    uint16_t i, live = 0, pick;
    uint8_t best = play_level_best(g, level);
    struct rule_option o;
    if (best && res->outcome == OUTCOME_WIN) {
        m->pile = res->pile;
        m->from = res->from;
        m->to = res->to;
        m->split = res->split;
        return;
    }
    for (i = 0; i < count; i++)
        live += rule_moves(r, piles[i]) > 0;
    if (live == 0)
        return;
    pick = (uint16_t)play_random(g, live);
    for (i = 0; rule_moves(r, piles[i]) == 0 || pick-- > 0; i++)
        ;
    rule_option(r, piles[i], best ? 0 : play_random_big(g, rule_moves(r, piles[i])), &o);
    m->pile = i;
    m->from = piles[i];
    m->to = o.to;
    m->split = o.split;
}

/* m cleared to "no move", and the rule checked for moves (kept out of
 * line: link-time optimisation copied it into both callers). */
static NB_NOINLINE int light_start(const struct rule *r, struct play_move *m, struct nb_error *err)
{
    m->pile = PLAY_NONE;
    m->from = m->to = m->split = 0;
    return play_check_rule(r, err);
}

int play_light_heaps(const struct rule *r, const heap_t *heaps, uint16_t count, uint8_t level,
                     struct play_rng *g, struct play_move *m, struct nb_error *err)
{
    struct game_result res;
    int code;
    if ((code = light_start(r, m, err)) != 0 ||
        (code = game_analyse_heaps(r, heaps, count, &res, err)) != 0)
        return code;
    light_move(r, heaps, count, &res, level, g, m);
    return 0;
}

int play_light_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                     uint8_t level, struct play_rng *g, struct play_move *m, struct nb_error *err)
{
    struct game_result res;
    heap_t nodes[NB_MAX_TERMS];
    uint16_t i;
    int code;
    if ((code = light_start(r, m, err)) != 0 ||
        (code = game_analyse_graph(r, terms, count, &res, err)) != 0)
        return code;
    if (count > NB_MAX_TERMS)
        return error_set(err, ERR_TOO_MANY_TERMS, count, NB_MAX_TERMS);
    for (i = 0; i < count; i++)   /* a term without stones: no moves */
        nodes[i] = terms[i].count ? terms[i].node : (heap_t)NB_GRAPH_MAX_NODES;
    light_move(r, nodes, count, &res, level, g, m);
    return 0;
}
