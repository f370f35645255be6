/*
 * command_explain.c — the human line `move --explain` adds after the
 * answer (command.c): on heaps each pile's SG value, their XOR and what it
 * means ("take 2 from pile 3 (5 -> 3)"), misere Nim's own reasoning (Nim's
 * while two heaps are above 1; with one, "take all of it or all but one");
 * on a map each node's SG value and the XOR of those with an odd count,
 * and the stone to move; misere play of another rule, searched, says so
 * and how many positions the search decided.  And the why of a puzzle's grade on the host, in a
 * learner's words: the position's XOR of SG values (its SG value), and
 * the move that brings it to 0 ("XOR of the SG values 4 5 is 1:
 * pile 2 from 5 to 4 makes it 0").  Only where NB_EXPLAIN is set (the
 * host; the boards leave it out).
 */
#include "core/command_explain.h"
#include "core/misere_search.h"
#include "core/text.h"

#if NB_EXPLAIN

/* "; N winning move(s)" ("at least N" when the count passed what a
 * number holds, rule_count_add) */
static void put_move_count(const struct text_out *out, nb_uint_t n)
{
    text_put_flash_str(out, NB_TEXT("; "));
    if (n == NB_UINT_MAX)
        text_put_flash_str(out, NB_TEXT("at least "));
    text_put_uint(out, n);
    text_put_flash_str(out, NB_TEXT(" winning move"));
    if (n != 1)
        text_put_char(out, 's');
}

/* Misere play searched: how the answer was found ("won" needs no more). */
static void put_searched(const struct text_out *out, const struct game_result *res)
{
    text_put_flash_str(out, NB_TEXT("misere play (the last mover loses)"));
    if (res->outcome == OUTCOME_WON) {
        text_put_flash_str(out, NB_TEXT(": no move left, the opponent made the last one, so you have won"));
        return;
    }
    text_put_flash_str(out, NB_TEXT(", no SG values: the whole game searched, "));
    text_put_uint(out, misere_search_positions());
    text_put_flash_str(out, misere_search_positions() == 1u ? NB_TEXT(" position decided")
                                                            : NB_TEXT(" positions decided"));
}

/* Misere Nim's reasoning for the position (heaps[0..n)): with two heaps
 * above 1 or more, Nim's (XOR 0 loses); with one, take all of it or all
 * but one, to leave an odd number of 1s; with none, the 1s' parity. */
static void put_misere_nim(const struct text_out *out, const heap_t *heaps, uint16_t n,
                           const struct game_result *res)
{
    uint16_t i, big = 0;
    for (i = 0; i < n; i++)
        big += heaps[i] > 1u;
    text_put_flash_str(out, NB_TEXT("misere Nim: "));
    if (res->outcome == OUTCOME_WON) {
        text_put_flash_str(out, NB_TEXT("no stones left: the opponent took the last one, so you have won"));
    } else if (big == 1) {
        text_put_flash_str(out, NB_TEXT("one heap above 1: take all of it or all but one, to leave an odd number of 1s"));
    } else if (big == 0) {
        text_put_flash_str(out, NB_TEXT("only 1s: leave an odd number of them"));
    } else {
        text_put_flash_str(out, NB_TEXT("heaps above 1, so play as in Nim: XOR "));
        text_put_uint(out, res->nim_sum);
    }
}

/* Misere play of a rule whose heaps act as Nim's (misere_nimlike.c): the
 * SG values, their XOR, and Bouton's rule on them. */
static void put_nimlike(const struct text_out *out, const struct rule *r, const heap_t *heaps,
                        uint16_t n, const struct game_result *res)
{
    uint16_t i, big = 0;
    struct nb_error ignored;
    text_put_flash_str(out, NB_TEXT("misere play, Bouton's rule on the SG values (proven for this rule): SG"));
    for (i = 0; i < n; i++) {
        sg_t g = 0;
        rule_pile_sg(r, heaps[i], &g, &ignored);
        big += g > 1u;
        text_put_char(out, ' ');
        text_put_uint(out, g);
    }
    text_put_flash_str(out, NB_TEXT(", XOR "));
    text_put_uint(out, res->nim_sum);
    if (res->outcome == OUTCOME_WON)
        text_put_flash_str(out, NB_TEXT("; no move left, the opponent made the last one, so you have won"));
    else if (big == 1)
        text_put_flash_str(out, NB_TEXT("; one SG value above 1: bring it to 0 or 1, to leave an odd number of 1s"));
    else if (big == 0)
        text_put_flash_str(out, NB_TEXT("; SG values 0 and 1 only: leave an odd number of 1s"));
    else
        text_put_flash_str(out, NB_TEXT("; SG values above 1, so play as in Nim"));
}

/* The human line of `move --explain` on heaps. */
static void explain_heaps(const struct command_io *io, const struct rule *r,
                          const heap_t *heaps, uint16_t n, const struct game_result *res)
{
    const struct text_out *out = io->out;
    uint16_t i;
    struct nb_error ignored;
    if (rule_is_misere_search(r) && (rule_flags(r) & RULE_MISERE_NIMLIKE)) {
        put_nimlike(out, r, heaps, n, res);
    } else if (rule_is_misere_search(r)) {
        put_searched(out, res);
    } else if (!rule_has_sg(r)) {   /* misere Nim */
        put_misere_nim(out, heaps, n, res);
    } else {
        text_put_flash_str(out, NB_TEXT("SG"));
        for (i = 0; i < n; i++) {
            sg_t g = 0;
            rule_pile_sg(r, heaps[i], &g, &ignored);
            text_put_char(out, ' ');
            text_put_uint(out, g);
        }
        text_put_flash_str(out, NB_TEXT(", XOR "));
        text_put_uint(out, res->nim_sum);
    }
    if (res->outcome == OUTCOME_WIN) {
        text_put_flash_str(out, NB_TEXT(": take "));
        text_put_uint(out, res->from - res->to - res->split);
        text_put_flash_str(out, NB_TEXT(" from pile "));
        text_put_uint(out, (nb_uint_t)res->pile + 1u);
        text_put_flash_str(out, NB_TEXT(" ("));
        text_put_uint(out, res->from);
        text_put_flash_str(out, NB_TEXT(" -> "));
        command_put_move_to(out, res);
        text_put_char(out, ')');
        put_move_count(out, res->winning_moves);
    } else if (res->outcome == OUTCOME_LOSE) {
        text_put_flash_str(out, NB_TEXT(": every move loses"));
    }
    text_put_char(out, '\n');
}

/* A map's SG values by node and the XOR of those with an odd count. */
static void put_graph_sg(const struct text_out *out, const struct node_term *terms, uint16_t n,
                         const struct game_result *res)
{
    const sg_small_t *sg = rule_graph_sg();
    uint16_t i;
    text_put_flash_str(out, NB_TEXT("SG by node"));
    for (i = 0; i < n; i++) {
        text_put_char(out, ' ');
        text_put_uint(out, terms[i].node);
        text_put_char(out, ':');
        text_put_uint(out, sg[terms[i].node]);
        text_put_char(out, 'x');
        text_put_uint(out, terms[i].count);
    }
    text_put_flash_str(out, NB_TEXT(", XOR of nodes with an odd count "));
    text_put_uint(out, res->nim_sum);
}

/* The human line of `move --explain` on a map. */
static void explain_graph(const struct command_io *io, const struct rule *r,
                          const struct node_term *terms, uint16_t n, const struct game_result *res)
{
    const struct text_out *out = io->out;
    if (!rule_is_misere_search(r)) {
        put_graph_sg(out, terms, n, res);
    } else {
        put_searched(out, res);
        if (res->outcome == OUTCOME_WON) {
            text_put_char(out, '\n');
            return;
        }
    }
    if (res->outcome == OUTCOME_WIN) {
        text_put_flash_str(out, NB_TEXT(": move a stone from "));
        text_put_uint(out, res->from);
        text_put_flash_str(out, NB_TEXT(" to "));
        text_put_uint(out, res->to);
        put_move_count(out, res->winning_moves);
    } else {
        text_put_flash_str(out, NB_TEXT(": every move loses"));
    }
    text_put_char(out, '\n');
}

/* A winning move as the explanation says it: "pile N from F to T", or on
 * a graph "a stone from F to T". */
static void put_move(const struct text_out *out, const struct game_result *res, int graph)
{
    if (graph) {
        text_put_flash_str(out, NB_TEXT("a stone"));
    } else {
        text_put_flash_str(out, NB_TEXT("pile "));
        text_put_uint(out, (nb_uint_t)res->pile + 1u);
    }
    text_put_flash_str(out, NB_TEXT(" from "));
    text_put_uint(out, res->from);
    text_put_flash_str(out, NB_TEXT(" to "));
    command_put_move_to(out, res);
}

void command_explain_why(const struct text_out *out, const struct rule *r, const heap_t *heaps,
                         uint16_t n, const struct game_result *res)
{
    uint16_t i;
    struct nb_error ignored;
    if (rule_is_misere_search(r) && (rule_flags(r) & RULE_MISERE_NIMLIKE)) {
        if (res->outcome == OUTCOME_WIN) {
            put_move(out, res, 0);
            text_put_flash_str(out, NB_TEXT(" ("));
        } else {
            text_put_flash_str(out, NB_TEXT("every move loses ("));
        }
        text_put_flash_str(out, NB_TEXT("misere: Bouton's rule on the SG values, XOR 0 with one above 1, else an odd number of 1s)\n"));
        return;
    }
    if (rule_is_misere_search(r)) {   /* misere play searched */
        if (res->outcome == OUTCOME_WIN) {
            put_move(out, res, rule_is_graph(r));
            text_put_flash_str(out, NB_TEXT(" leaves a position lost for the mover"));
        } else {
            text_put_flash_str(out, NB_TEXT("every move leaves a position won for the mover"));
        }
        text_put_flash_str(out, NB_TEXT(" (misere: no SG values, the whole game searched)\n"));
        return;
    }
    if (!rule_has_sg(r)) {   /* misere Nim: no SG values */
        if (res->outcome == OUTCOME_WIN) {
            put_move(out, res, 0);
            text_put_flash_str(out, NB_TEXT(" ("));
        } else {
            text_put_flash_str(out, NB_TEXT("every move loses ("));
        }
        for (i = 0; i < n && (heaps[i] <= 1u || heaps[i] == res->from); i++)
            ;
        if (res->outcome == OUTCOME_WIN && res->from > 1u && i == n)   /* the end: 1s left */
            text_put_flash_str(out, NB_TEXT("misere Nim at the end: the last pile over 1 taken whole or all but one, to leave an odd number of 1s)\n"));
        else
            text_put_flash_str(out, NB_TEXT("misere: XOR 0 with a pile over 1, else an odd number of 1s)\n"));
        return;
    }
    if (rule_is_graph(r)) {
        text_put_flash_str(out, NB_TEXT("XOR of the SG values of the stones is "));
    } else {
        text_put_flash_str(out, NB_TEXT("XOR of the SG values "));
        for (i = 0; i < n; i++) {
            sg_t g = 0;
            rule_pile_sg(r, heaps[i], &g, &ignored);
            if (i)
                text_put_char(out, ' ');
            text_put_uint(out, g);
        }
        text_put_flash_str(out, NB_TEXT(" is "));
    }
    text_put_uint(out, res->nim_sum);
    if (res->outcome != OUTCOME_WIN) {
        text_put_flash_str(out, NB_TEXT(": every move makes it non-zero\n"));
        return;
    }
    text_put_flash_str(out, NB_TEXT(": "));
    put_move(out, res, rule_is_graph(r));
    text_put_flash_str(out, NB_TEXT(" makes it 0\n"));
}

/* `move --explain`'s second line for pos, parsed and analysed under r. */
void command_explain(const struct command_io *io, const struct rule *r,
                     const struct command_position *pos)
{
    if (rule_is_graph(r))
        explain_graph(io, r, pos->terms, pos->count, &pos->res);
    else
        explain_heaps(io, r, pos->heaps, pos->count, &pos->res);
}

#endif
