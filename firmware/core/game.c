/*
 * game.c — outcome, winning move and winning-move count for sums.
 *
 * The move reported is the first pile's (lowest index; on a graph the
 * lowest node's) that has a winning option, and within it the option the
 * rule prefers (rule.h: the fewest stones taken; for a split, one heap
 * before two, then the smallest first heap).  A rule that streams values
 * past its table (RULE_STREAMS: sub) is first asked for its piles in
 * ascending order, so the stream runs once and keeps every pile's answer.
 */
#include <string.h>
#include "core/game.h"
#include "core/misere_search.h"
#include "core/misere_table.h"

static NB_NOINLINE void result_clear(struct game_result *res)
{
    /* every field cleared is 0: OUTCOME_LOSE, no move, none counted (one
     * call: the firmware links memset anyway) */
    memset(res, 0, sizeof *res);
}

/* Count the winning moves of one pile (a heap of `value`, or a stone on node
 * `value`, whose SG value is g) given res->nim_sum, and keep the first one
 * found as the move. */
static int add_winning_options(const struct rule *r, uint16_t pile, heap_t value, sg_t g,
                               struct game_result *res, struct nb_error *err)
{
    nb_uint_t n;
    struct rule_option best;
    int code = rule_options_with_sg(r, value, g ^ res->nim_sum, &n, &best, err);
    if (code)
        return code;
    /* keep the first pile's move; on a graph, the lowest node's */
    if (n > 0 && (res->winning_moves == 0 || (rule_is_graph(r) && value < res->from))) {
        res->pile = pile;
        res->from = value;
        res->to = best.to;
        res->split = best.split;
    }
    res->winning_moves = rule_count_add(res->winning_moves, n);
    return 0;
}

/* Ask a streaming rule for the piles' values smallest first (the answers
 * stay in its cache; an error shows again in the passes that follow). */
void game_warm_ascending(const struct rule *r, const heap_t *heaps, uint16_t count)
{
    heap_t last = 0;
    uint8_t first = 1;
    struct nb_error scratch;
    for (;;) {
        uint16_t i, pick = count;
        sg_t g;
        for (i = 0; i < count; i++)
            if ((first || heaps[i] > last) && (pick == count || heaps[i] < heaps[pick]))
                pick = i;
        if (pick == count)
            return;
        last = heaps[pick];
        first = 0;
        error_clear(&scratch);
        if (rule_pile_sg(r, last, &g, &scratch) != 0)
            return;
    }
}

int game_analyse_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                       struct game_result *res, struct nb_error *err)
{
    uint16_t i;
    sg_t x = 0;
#if NB_FAST_HINTS
    sg_t sg[NB_MAX_PILES];   /* each pile's, kept for the second pass */
#endif
    int code;
    result_clear(res);
    if (count == 0)
        return error_code(err, ERR_NO_PILES);
    if (count > NB_MAX_PILES)
        return error_set(err, ERR_TOO_MANY_PILES, count, NB_MAX_PILES);
    if (rule_is_misere_search(r))   /* Bouton's rule where proven, else the game searched */
        return (rule_flags(r) & RULE_MISERE_NIMLIKE) ? misere_nimlike_heaps(r, heaps, count, res, err)
#if NB_MISERE_FLASH   /* (or, without the search, looked up) */
                                                     : misere_flash_heaps(r, heaps, count, res, err);
#else
                                                     : misere_search_heaps(r, heaps, count, res, err);
#endif
    if ((rule_flags(r) & RULE_STREAMS) && count <= NB_SUB_CACHE)
        game_warm_ascending(r, heaps, count);
    for (i = 0; i < count; i++) {
        sg_t g;
        if ((code = rule_pile_sg(r, heaps[i], &g, err)) != 0) {
            error_at(err, ERR_AT_ARG, (error_at_t)(i + 1u));
            return code;
        }
#if NB_FAST_HINTS
        sg[i] = g;
#endif
        x ^= g;
    }
    if (rule_analyse(r, heaps, count, res))
        return 0;
    res->nim_sum = x;
    if (x == 0)
        return 0;
    for (i = 0; i < count; i++) {
#if NB_FAST_HINTS
        sg_t g = sg[i];
#else
        sg_t g;
        if ((code = rule_pile_sg(r, heaps[i], &g, err)) != 0)
            return code;
#endif
        if ((code = add_winning_options(r, i, heaps[i], g, res, err)) != 0)
            return code;
    }
    res->outcome = OUTCOME_WIN;
    return 0;
}

int game_merge_terms(struct node_term *terms, uint16_t *count, struct nb_error *err)
{
    /* each term joins the first earlier one on its node, else stays: no
     * sorting, no extra memory; quadratic, which the term limits allow */
    uint16_t n = *count, i, j, out = 0;
    for (i = 0; i < n; i++) {
        for (j = 0; j < out && terms[j].node != terms[i].node; j++)
            ;
        if (j == out) {
            terms[out++] = terms[i];
        } else {
            if (terms[i].count > NB_HEAP_MAX - terms[j].count)
                return error_set(err, ERR_COUNT_OVERFLOW, terms[i].node, NB_HEAP_MAX);
            terms[j].count += terms[i].count;
        }
    }
    *count = out;
    return 0;
}

int game_analyse_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                       struct game_result *res, struct nb_error *err)
{
    uint16_t i;
    sg_t x = 0;
    int code;
    result_clear(res);
    if (rule_is_misere_search(r))
        return misere_search_graph(r, terms, count, res, err);
    for (i = 0; i < count; i++) {
        sg_t g;
        if ((code = rule_pile_sg(r, terms[i].node, &g, err)) != 0)
            return code;
        if (terms[i].count & 1u)
            x ^= g;
    }
    res->nim_sum = x;
    if (x == 0)
        return 0;
    /* moving a stone u->v changes the XOR by SG(u)^SG(v): winning iff
     * SG(v) = SG(u)^x */
    for (i = 0; i < count; i++) {
        sg_t g;
        if (terms[i].count > 0 &&
            ((code = rule_pile_sg(r, terms[i].node, &g, err)) != 0 ||
             (code = add_winning_options(r, i, terms[i].node, g, res, err)) != 0))
            return code;
    }
    res->outcome = OUTCOME_WIN;
    return 0;
}
