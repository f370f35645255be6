/*
 * play_graph.c — nimbox's move on a graph (stones on nodes), as play.c
 * chooses on heaps: level 5 the coach's winning move, else in a lost
 * position the candidate (the k-th target of each stone's node, round
 * after round, at most NB_PLAY_CANDIDATES) that leaves the opponent the
 * smallest share of winning replies, counted from sums over the position
 * as play_score.c does on heaps (only the two nodes a stone leaves and
 * reaches change); levels 1-4 sometimes a random move,
 * drawn again while it leaves one live stone the opponent can park on a
 * node without targets (the game's last move).  Misere play of a map
 * (misere:dag:NAME) is searched (misere_search.h): its moves are weighed
 * by analysing what each candidate leaves.
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

/* The position being weighed: its nim sum, the opponent's moves in it,
 * and S(x) (every term's targets of value SG ^ x) for the last values of
 * x asked. */
#define XCACHE 8
static struct {
    sg_t x;
    nb_uint_t total;
    uint8_t cached, next;
    sg_t cx[XCACHE];
    nb_uint_t cs[XCACHE];
} pos;

/* Targets of node v whose SG value is t. */
static nb_uint_t targets_with(const struct rule *r, node_t v, sg_t t)
{
    const sg_small_t *sg = rule_graph_sg();
    struct graph_cursor cur;
    nb_uint_t n = 0;
    for (graph_open(r->graph, v, &cur); cur.left > 0;)
        n += sg[graph_next(r->graph, &cur)] == t;
    return n;
}

/* S(x): over the terms with stones, their nodes' targets of value SG ^ x. */
static nb_uint_t sum_terms(const struct rule *r, const struct node_term *terms, uint16_t count,
                           sg_t x)
{
    const sg_small_t *sg = rule_graph_sg();
    nb_uint_t s = 0;
    uint16_t i;
    for (i = 0; i < pos.cached; i++)
        if (pos.cx[i] == x)
            return pos.cs[i];
    for (i = 0; i < count; i++)
        if (terms[i].count)
            s = play_add_sat(s, targets_with(r, terms[i].node, sg[terms[i].node] ^ x));
    pos.cx[pos.next] = x;
    pos.cs[pos.next] = s;
    pos.next = (uint8_t)((pos.next + 1u) % XCACHE);
    if (pos.cached < XCACHE)
        pos.cached++;
    return s;
}

/* Take the position: its nim sum (as game_analyse_graph) and moves. */
static void score_start(const struct rule *r, const struct node_term *terms, uint16_t count)
{
    const sg_small_t *sg = rule_graph_sg();
    uint16_t i;
    pos.x = 0;
    pos.total = 0;
    pos.cached = pos.next = 0;
    for (i = 0; i < count; i++) {
        if (terms[i].count & 1u)
            pos.x ^= sg[terms[i].node];
        pos.total = play_add_sat(pos.total, term_moves(r, &terms[i]));
    }
}

/* The opponent's share of winning replies (play_share) after candidate c: a
 * stone from term c->pile (node u) to node v flips both nodes' parity, so
 * the nim sum becomes x = X ^ SG(u) ^ SG(v); the terms are the position's,
 * less u's when its last stone left, plus v's when it had none. */
static uint32_t score_move(const struct rule *r, const struct node_term *terms, uint16_t count,
                           const struct play_move *c)
{
    const sg_small_t *sg = rule_graph_sg();
    node_t u = (node_t)c->from, v = (node_t)c->to;
    sg_t x = pos.x ^ sg[u] ^ sg[v];
    uint8_t u_gone = terms[c->pile].count == 1u, v_new = 1;
    nb_uint_t w = 0, total = pos.total, n;
    uint16_t i;
    for (i = 0; i < count; i++)
        if (terms[i].node == v && terms[i].count)
            v_new = 0;
    if (x != 0) {
        w = sum_terms(r, terms, count, x);
        n = u_gone ? targets_with(r, u, sg[u] ^ x) : 0;
        w = w >= n ? w - n : 0;
        if (v_new)
            w = play_add_sat(w, targets_with(r, v, sg[v] ^ x));
    }
    if (u_gone)
        total -= play_pile_moves(r, u);
    if (v_new)
        total = play_add_sat(total, play_pile_moves(r, v));
    return play_share(w, total);
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

/* Misere play (searched): the opponent's share of winning replies after
 * candidate c, from the analysis of the position it leaves (the worst
 * score when that has no move: we made the last one; next to it when the
 * search refuses it). */
static uint32_t score_misere(const struct rule *r, const struct node_term *terms, uint16_t count,
                             const struct play_move *c)
{
    struct game_result res;
    struct nb_error err;
    nb_uint_t total = 0;
    uint16_t i, n = scratch_play(terms, count, c);
    error_clear(&err);
    if (game_analyse_graph(r, scratch, n, &res, &err) != 0)
        return 0xFFFFFFFEul;
    if (res.outcome == OUTCOME_WON)
        return 0xFFFFFFFFul;
    for (i = 0; i < n; i++)
        total = play_add_sat(total, term_moves(r, &scratch[i]));
    return play_share(res.outcome == OUTCOME_WIN ? res.winning_moves : 0, total);
}

/* Level 5's move in a lost position: the best-scoring candidate. */
static int lost_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                      struct play_rng *g, struct play_move *m)
{
    uint32_t best = 0, score = 0;
    nb_uint_t k;
    uint16_t tried = 0, i, p, start = (uint16_t)play_random(g, count);
    uint8_t any;
    struct play_move c;
    struct rule_option o;
    score_start(r, terms, count);
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
            score = rule_is_misere_search(r) ? score_misere(r, terms, count, &c)
                                             : score_move(r, terms, count, &c);
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
    if (!NB_PLAY_WEIGH)   /* a board without the weighing */
        return play_light_graph(r, terms, count, level, g, m, err);
    m->pile = PLAY_NONE;
    m->from = m->to = m->split = 0;
    if ((code = play_check_rule(r, err)) != 0 ||
        (code = game_analyse_graph(r, terms, count, &res, err)) != 0)
        return code;
    for (i = 0; i < count; i++)
        live += term_moves(r, &terms[i]) > 0;
    if (live == 0)
        return 0;
    if (play_level_best(g, level)) {
        if (res.outcome != OUTCOME_WIN)
            return lost_graph(r, terms, count, g, m);
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
        if (rule_is_misere_search(r) || !hands_win_graph(r, scratch_play(terms, count, m)))
            break;   /* (under misere play no such check: the move stands) */
    }
    return 0;
}
