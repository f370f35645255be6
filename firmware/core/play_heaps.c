/*
 * play_heaps.c — nimbox's move on heaps at a level.
 *
 * Level 5 plays the coach's winning move in a won position (found without
 * counting them all, play_score.c).  In a lost position it weighs
 * candidate moves: round after round, the k-th option of each pile (from a
 * random first pile), at most NB_PLAY_CANDIDATES and within NB_PLAY_WORK;
 * the one leaving the opponent the smallest share of winning replies
 * (winning moves / all moves) wins, ties to the fewest stones taken.  The
 * shares come from sums over the position (play_score.c); misere play,
 * with no SG values, plays each candidate on a scratch copy and analyses
 * it (misere Nim's analysis is one pass over the piles; another rule's a
 * search, misere_search.h, whose table keeps what the earlier candidates
 * found).  A random move of levels 1-4 is drawn again (up to PLAY_DRAWS
 * times) while it hands the opponent a one-move win: normal play, a last
 * live pile the opponent can kill outright; misere Nim, a position from
 * which the opponent can leave exactly one stone; another misere rule, a
 * position without a move (we made the last one).
 */
#include "core/play_score.h"

#define PLAY_DRAWS 4
/* How many of a last live pile's options (the most stones taken) are
 * tried for a kill. */
#define PLAY_KILL_LOOK 8
/* Score of a candidate that loses on the spot (misere: the last stone). */
#define SCORE_WORST 0xFFFFFFFFul

/* The copy of a position a candidate is played on. */
static struct {
    heap_t h[NB_MAX_PILES + 1];
} scratch;

/* A family without SG values analyses the sum itself (res cleared first,
 * as game_analyse_heaps does); misere play of another rule is searched
 * (game_analyse_heaps: it may be refused). */
static int analyse_sum(const struct rule *r, const heap_t *heaps, uint16_t n,
                       struct game_result *res, struct nb_error *err)
{
    if (rule_is_misere_search(r))
        return game_analyse_heaps(r, heaps, n, res, err);
    res->outcome = OUTCOME_LOSE;
    res->pile = 0;
    res->from = res->to = res->split = 0;
    res->winning_moves = 0;
    rule_analyse(r, heaps, n, res);
    return 0;
}

/* Misere (no SG values): the opponent's share of winning replies, scaled
 * to 0..PLAY_SHARE_ONE, in scratch.h[0..n); SCORE_WORST when it has already lost. */
static uint32_t score_misere(const struct rule *r, uint16_t n)
{
    struct game_result res;
    struct nb_error err;
    nb_uint_t total = 0, w;
    uint16_t i;
    if (rule_is_misere_search(r))
        error_clear(&err);
    /* past what the engine analyses (or searches): last choice */
    if (n > NB_MAX_PILES || analyse_sum(r, scratch.h, n, &res, &err) != 0)
        return SCORE_WORST - 1u;
    if (res.outcome == OUTCOME_WON)
        return SCORE_WORST;
    for (i = 0; i < n; i++)
        total = play_add_sat(total, rule_is_misere_search(r) ? play_pile_moves(r, scratch.h[i])
                                                            : scratch.h[i]);   /* Nim's: h */
    w = res.outcome == OUTCOME_WIN ? res.winning_moves : 0;
    return play_share(w, total);
}

/* Play m on a scratch copy of heaps; returns the new count. */
static uint16_t scratch_heaps(const heap_t *heaps, uint16_t count, const struct play_move *m)
{
    uint16_t i;
    for (i = 0; i < count; i++)
        scratch.h[i] = heaps[i];
    scratch.h[m->pile] = m->to;
    if (m->split && count <= NB_MAX_PILES)
        scratch.h[count++] = m->split;
    else if (m->split)
        count++;
    return count;
}

/* Does the position in scratch.h[0..n) let the opponent win at once? */
static int hands_win_heaps(const struct rule *r, uint16_t n)
{
    uint16_t i, live = 0, last = 0;
    heap_t sum = 0;
    nb_uint_t c, k;
    struct rule_option o;
    if (n > NB_MAX_PILES)
        return 0;
    if (rule_is_misere_search(r)) {   /* misere: have we made the last move? */
        for (i = 0; i < n; i++)
            if (play_pile_moves(r, scratch.h[i]) > 0)
                return 0;
        return 1;
    }
    if (!rule_has_sg(r)) {   /* misere Nim: can they leave exactly one stone? */
        for (i = 0; i < n; i++)
            sum = sum > NB_HEAP_MAX - scratch.h[i] ? NB_HEAP_MAX : sum + scratch.h[i];
        if (sum == 0)
            return 1;   /* we took the last stone */
        for (i = 0; i < n; i++)
            if ((sum - scratch.h[i] == 1u && scratch.h[i] >= 1u) ||
                (sum == scratch.h[i] && scratch.h[i] >= 2u))
                return 1;
        return 0;
    }
    for (i = 0; i < n; i++)
        if (play_pile_moves(r, scratch.h[i]) > 0) {
            live++;
            last = i;
        }
    if (live != 1)
        return 0;
    c = play_pile_moves(r, scratch.h[last]);
    for (k = 0; k < c && k < PLAY_KILL_LOOK; k++) {
        play_pile_option(r, scratch.h[last], c - 1u - k, &o);
        if (play_pile_moves(r, o.to) == 0 && (o.split == 0 || play_pile_moves(r, o.split) == 0))
            return 1;
    }
    return 0;
}

/* Level 5's move in a lost position: the best-scoring candidate, as many
 * as NB_PLAY_CANDIDATES and the work budget NB_PLAY_WORK allow. */
static NB_NOINLINE int lost_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                      struct play_rng *g, struct play_move *m, struct nb_error *err)
{
    uint32_t best = 0, score = 0;
    heap_t best_take = 0;
    nb_uint_t k;
    uint16_t tried = 0, i, start = (uint16_t)play_random(g, count), p;
    uint8_t any, sg = rule_has_sg(r) != 0;
    struct play_move c;
    struct rule_option o;
    int code;
    for (k = 0; tried < NB_PLAY_CANDIDATES; k++) {
        any = 0;
        for (i = 0; i < count && tried < NB_PLAY_CANDIDATES; i++) {
            p = (uint16_t)((start + i) % count);
            if (k >= play_score_moves(r, heaps[p]))
                continue;
            any = 1;
            play_pile_option(r, heaps[p], k, &o);
            c.pile = p;
            c.from = heaps[p];
            c.to = o.to;
            c.split = o.split;
            if (tried > 0 && sg && play_score_over(NB_PLAY_WORK))
                return 0;   /* the board's time is spent: the best so far */
            if (!sg)
                score = score_misere(r, scratch_heaps(heaps, count, &c));
            else if ((code = play_score_move(r, heaps, count, &c, NB_PLAY_WORK, &score, err)) != 0)
                return code;
            if (tried == 0 && sg && score == PLAY_SCORE_NONE) {
                *m = c;   /* too much to weigh here: the fewest stones taken */
                return 0;
            }
            if (tried++ == 0 || score < best ||
                (score == best && c.from - c.to - c.split < best_take)) {
                *m = c;
                best = score;
                best_take = c.from - c.to - c.split;
            }
        }
        if (!any)
            break;
    }
    return 0;
}

/* A random move that, if it can, does not hand the opponent a one-move win. */
static NB_NOINLINE void random_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                         struct play_rng *g, struct play_move *m)
{
    uint16_t i, live = 0, pick;
    uint8_t d;
    struct rule_option o;
    for (i = 0; i < count; i++)
        live += play_pile_moves(r, heaps[i]) > 0;
    for (d = 0; d < PLAY_DRAWS; d++) {
        pick = (uint16_t)play_random(g, live);
        for (i = 0; i < count; i++)
            if (play_pile_moves(r, heaps[i]) > 0 && pick-- == 0)
                break;
        play_pile_option(r, heaps[i], play_random_big(g, play_pile_moves(r, heaps[i])), &o);
        m->pile = i;
        m->from = heaps[i];
        m->to = o.to;
        m->split = o.split;
        if (!hands_win_heaps(r, scratch_heaps(heaps, count, m)))
            return;
    }
}

int play_choose_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                      uint8_t level, struct play_rng *g, struct play_move *m,
                      struct nb_error *err)
{
    struct game_result res;
    uint16_t i;
    uint8_t best, win;
    sg_t x;
    int code;
    if (!NB_PLAY_WEIGH)   /* a board without the weighing */
        return play_light_heaps(r, heaps, count, level, g, m, err);
    m->pile = PLAY_NONE;
    m->from = m->to = m->split = 0;
    if ((code = play_check_rule(r, err)) != 0 ||
        (code = play_score_start(r, heaps, count, &x, err)) != 0)
        return code;
    win = x != 0;
    if (!rule_has_sg(r)) {
        if ((code = analyse_sum(r, heaps, count, &res, err)) != 0)
            return code;
        win = res.outcome == OUTCOME_WIN;
    }
    for (i = 0; i < count && play_score_moves(r, heaps[i]) == 0; i++)
        ;
    if (i == count)
        return 0;
    best = play_level_best(g, level);
    if (best && win && !rule_has_sg(r)) {
        m->pile = res.pile;
        m->from = res.from;
        m->to = res.to;
        m->split = res.split;
        return 0;
    }
    if (best && win)
        return play_score_win(r, heaps, count, m, err);
    if (best)
        return lost_heaps(r, heaps, count, g, m, err);
    random_heaps(r, heaps, count, g, m);
    return 0;
}

int play_apply_heaps(heap_t *heaps, uint16_t *count, uint16_t cap, const struct play_move *m,
                     struct nb_error *err)
{
    uint16_t i;
    if (m->split) {
        if (*count >= cap)
            return error_set(err, ERR_TOO_MANY_PILES, (nb_uint_t)*count + 1u, cap);
        for (i = *count; i > m->pile + 1u; i--)
            heaps[i] = heaps[i - 1u];
        heaps[m->pile + 1u] = m->split;
        (*count)++;
    }
    heaps[m->pile] = m->to;
    return 0;
}
