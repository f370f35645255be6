/*
 * screens_puzzle.c — the practice mode's sentences (screens_puzzle.h).
 * Each line takes the longest wording that fits the display, as the
 * verdicts do.
 */
#include "app/screens_line.h"
#include "app/screens_puzzle.h"
#include "app/screens_move.h"

void screen_puzzle_ask(uint8_t streak, uint8_t best, char *line)
{
    /* "Streak 3, best 5", else "Now 13, best 13", else "13, best 13":
     * never a number cut short */
    uint8_t form;
    for (form = 0;; form++) {
        line_start(line);
        if (form < 2u)
            line_add(form == 0 ? NB_TEXT("Streak ") : NB_TEXT("Now "));
        line_add_u(streak);
        line_add(NB_TEXT(", best "));
        line_add_u(best);
        if (line_fits() || form == 2u)
            return;
    }
}

void screen_puzzle_grade(uint8_t right, uint8_t streak, char *line)
{
    /* "Right! Streak 4", else "Right! Now 100"; a wrong answer's streak
     * is 0 */
    line_start(line);
    line_add(right ? NB_TEXT("Right! Streak ") : NB_TEXT("Wrong: streak "));
    line_add_u(streak);
    if (!line_fits()) {
        line_start(line);
        line_add(NB_TEXT("Right! Now "));
        line_add_u(streak);
    }
}

/* Misere: does the coach's move leave a pile over 1 (a lost position:
 * does it hold one)? */
static uint8_t misere_big_after(const struct puzzle_position *pos, const struct game_result *res)
{
    uint16_t i, moved = res->outcome == OUTCOME_WIN ? res->pile : 0xFFFFu;
    if (moved != 0xFFFFu && (res->to > 1u || res->split > 1u))
        return 1;
    for (i = 0; i < pos->count; i++)
        if (i != moved && pos->p.heaps[i] > 1u)
            return 1;
    return 0;
}

/* Row 0 of why: each pile's SG value (on a map each stone's node's; under
 * misere each pile's size) and their XOR, the position's SG value: "XOR
 * 1^2 = 3", or "XOR of all = 3" when the terms do not fit; one pile's
 * alone, "SG of 7 = 2" ("SG of c2 = 3"). */
static void why_xor(const struct rule *r, const struct puzzle_position *pos, uint8_t graph,
                    uint8_t grid_width, char *line)
{
    uint8_t form, i;
    for (form = 0;; form++) {
        heap_t sum = 0;
        line_start(line);
        if (pos->count == 1u) {
            line_add(NB_TEXT("SG of "));
            if (graph)
                line_node(pos->p.terms[0].node, grid_width);
            else
                line_add_u(pos->p.heaps[0]);
            form = 1;
        } else {
            line_add(form == 0 ? NB_TEXT("XOR ") : NB_TEXT("XOR of all"));
        }
        for (i = 0; i < pos->count; i++) {
            struct nb_error err;
            sg_t v = graph ? (sg_t)pos->p.terms[i].node : pos->p.heaps[i];
            /* (known: the grade analysed this position) */
            if (graph || rule_has_sg(r))
                (void)rule_pile_sg(r, v, &v, &err);
            sum ^= v;
            if (form == 0) {
                if (i)
                    line_put(0, '^');
                line_add_u(v);
            }
        }
        line_add(NB_TEXT(" = "));
        line_add_u(sum);
        if (line_fits() || form)
            return;
    }
}

/* (kept out of line: link-time optimisation copied it into each caller) */
NB_NOINLINE void screen_puzzle_why(uint8_t row, const struct rule *r,
                                   const struct puzzle_position *pos,
                                   const struct puzzle_grade *grade, uint8_t grid_width,
                                   char *line)
{
    const struct game_result *res = &grade->res;
    uint8_t graph = (uint8_t)rule_is_graph(r), form;
    /* misere:RULE: no XOR to show, the method's word (screen_xor_line's
     * "Table N: 2 winning") */
    uint8_t searched = (uint8_t)rule_is_misere_search(r);
    /* misere's ending, when only 0s and 1s are (or will be) left: the 1s
     * counted, not the XOR */
    uint8_t ones = !rule_has_sg(r) && !searched && !misere_big_after(pos, res);
    struct play_move m;
    if (res->outcome != OUTCOME_WIN) {
        line_start(line);
        if (row != 0)
            line_add(NB_TEXT("No move wins"));
        else if (ones || searched)
            screen_xor_line(r, pos->p.heaps, (uint8_t)pos->count, res, line);
        else
            why_xor(r, pos, graph, grid_width, line);
        return;
    }
    if (row == 0) {
        if (searched) {
            screen_xor_line(r, pos->p.heaps, (uint8_t)pos->count, res, line);
            return;
        }
        if (!ones) {
            why_xor(r, pos, graph, grid_width, line);
            return;
        }
        line_start(line);
        line_add(NB_TEXT("Pile "));
        line_add_u((nb_uint_t)res->pile + 1u);
        line_add(NB_TEXT(": misere,"));
        return;
    }
    m.pile = res->pile;
    m.from = res->from;
    m.to = res->to;
    m.split = res->split;
    if (ones) {
        line_start(line);
        line_add(NB_TEXT("Odd 1s: "));
        line_move(&m, graph, grid_width, 1);
        return;
    }
    /* the move that brings the XOR to 0: "Pile 2: 2 to 1 -> 0", else "P2:
     * 2 to 1 -> 0", else "P2 to 1 -> 0"; on a map "Move d1 to a1 -> 0",
     * else "d1 to a1 -> 0" */
    for (form = 0;; form++) {
        line_start(line);
        if (graph) {
            if (form == 0)
                line_add(NB_TEXT("Move "));
        } else {
            line_add(form == 0 ? NB_TEXT("Pile ") : NB_TEXT("P"));
            line_add_u((nb_uint_t)res->pile + 1u);
            if (form < 2u)
                line_put(0, ':');
            line_put(0, ' ');
        }
        line_move(&m, graph, grid_width, form < 2u);
        if (!searched)   /* (misere:RULE: a move to a lost position, no XOR) */
            line_add(NB_TEXT(" -> 0"));
        if (line_fits() || form == 2u || (graph && form == 1u))
            return;
    }
}
