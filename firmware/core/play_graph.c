/*
 * play_graph.c — nimbox's move on a graph (stones on nodes), as play.c
 * chooses on heaps: level 5 the coach's winning move, else in a lost
 * position the candidate (the k-th target of each stone's node, round
 * after round, at most NB_PLAY_CANDIDATES) that leaves the opponent the
 * smallest share of winning replies; levels 1-4 sometimes a random move,
 * drawn again while it leaves one live stone the opponent can park on a
 * node without targets (the game's last move).
 */
#include "core/play.h"

#define PLAY_DRAWS 4

/* The copy of a position a candidate is played on. */
static struct node_term scratch[NB_MAX_TERMS + 1];

/* Out-degree of a node with stones (0 for an empty term). */
static nb_uint_t term_moves(const struct rule *r, const struct node_term *t)
{
    return t->count ? play_pile_moves(r, t->node) : 0;
}

int play_apply_graph(struct node_term *terms, uint16_t *count, uint16_t cap,
                     const struct play_move *m, struct nb_error *err)
{
    uint16_t i, j;
    for (i = 0; i < *count && terms[i].node != m->to; i++)
        ;
    if (i == *count) {
        if (*count >= cap && terms[m->pile].count > 1u)
            return error_set(err, ERR_TOO_MANY_TERMS, (nb_uint_t)*count + 1u, cap);
        if (*count >= cap) {   /* the emptied term makes room */
            terms[m->pile].node = (node_t)m->to;
            return 0;
        }
        terms[*count].node = (node_t)m->to;
        terms[(*count)++].count = 0;
    }
    terms[i].count++;
    terms[m->pile].count--;
    for (i = j = 0; i < *count; i++)
        if (terms[i].count)
            terms[j++] = terms[i];
    *count = j;
    return 0;
}

/* Play m on a scratch copy; returns the new count. */
static uint16_t scratch_play(const struct node_term *terms, uint16_t count,
                             const struct play_move *m)
{
    uint16_t i;
    struct nb_error ignored;
    for (i = 0; i < count; i++)
        scratch[i] = terms[i];
    play_apply_graph(scratch, &count, NB_MAX_TERMS + 1u, m, &ignored);
    return count;
}

/* The opponent's share of winning replies (0..1024) in scratch[0..n). */
static int score_graph(const struct rule *r, uint16_t n, uint32_t *score, struct nb_error *err)
{
    struct game_result res;
    nb_uint_t total = 0, w;
    uint16_t i;
    int code;
    if ((code = game_analyse_graph(r, scratch, n, &res, err)) != 0)
        return code;
    for (i = 0; i < n; i++)
        total = play_add_sat(total, term_moves(r, &scratch[i]));
    w = res.outcome == OUTCOME_WIN ? res.winning_moves : 0;
    while (total > 0xFFFFu) {
        total >>= 1;
        w >>= 1;
    }
    *score = total ? (uint32_t)(((uint32_t)w * 1024u) / (uint32_t)total) : 0;
    return 0;
}

/* Does scratch[0..n) leave one live stone that can reach a dead node? */
static int hands_win_graph(const struct rule *r, uint16_t n)
{
    uint16_t i, live = 0, last = 0;
    nb_uint_t c, k;
    struct rule_option o;
    for (i = 0; i < n; i++)
        if (term_moves(r, &scratch[i]) > 0) {
            live++;
            last = i;
        }
    if (live != 1 || scratch[last].count != 1u)
        return 0;
    c = play_pile_moves(r, scratch[last].node);
    for (k = 0; k < c; k++) {
        play_pile_option(r, scratch[last].node, k, &o);
        if (play_pile_moves(r, o.to) == 0)
            return 1;
    }
    return 0;
}

/* Level 5's move in a lost position. */
static int lost_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                      struct play_rng *g, struct play_move *m, struct nb_error *err)
{
    uint32_t best = 0, score = 0;
    nb_uint_t k;
    uint16_t tried = 0, i, p, start = (uint16_t)play_random(g, count);
    uint8_t any;
    struct play_move c;
    struct rule_option o;
    int code;
    for (k = 0; tried < NB_PLAY_CANDIDATES; k++) {
        any = 0;
        for (i = 0; i < count && tried < NB_PLAY_CANDIDATES; i++) {
            p = (uint16_t)((start + i) % count);
            if (k >= term_moves(r, &terms[p]))
                continue;
            any = 1;
            play_pile_option(r, terms[p].node, k, &o);
            c.pile = p;
            c.from = terms[p].node;
            c.to = o.to;
            c.split = 0;
            if ((code = score_graph(r, scratch_play(terms, count, &c), &score, err)) != 0)
                return code;
            if (tried++ == 0 || score < best) {
                *m = c;
                best = score;
            }
        }
        if (!any)
            break;
    }
    return 0;
}

int play_choose_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                      uint8_t level, struct play_rng *g, struct play_move *m,
                      struct nb_error *err)
{
    struct game_result res;
    struct rule_option o;
    uint16_t i, live = 0, pick;
    uint8_t d;
    int code;
    m->pile = PLAY_NONE;
    m->from = m->to = m->split = 0;
    if ((code = game_analyse_graph(r, terms, count, &res, err)) != 0)
        return code;
    for (i = 0; i < count; i++)
        live += term_moves(r, &terms[i]) > 0;
    if (live == 0)
        return 0;
    if (play_level_best(g, level)) {
        if (res.outcome != OUTCOME_WIN)
            return lost_graph(r, terms, count, g, m, err);
        m->pile = res.pile;
        m->from = res.from;
        m->to = res.to;
        return 0;
    }
    for (d = 0; d < PLAY_DRAWS; d++) {
        pick = (uint16_t)play_random(g, live);
        for (i = 0; i < count; i++)
            if (term_moves(r, &terms[i]) > 0 && pick-- == 0)
                break;
        play_pile_option(r, terms[i].node,
                         play_random_big(g, play_pile_moves(r, terms[i].node)), &o);
        m->pile = i;
        m->from = terms[i].node;
        m->to = o.to;
        if (!hands_win_graph(r, scratch_play(terms, count, m)))
            break;
    }
    return 0;
}
