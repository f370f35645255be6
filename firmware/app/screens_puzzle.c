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

/* Misere: does the coach's move leave a pile over 1? */
static uint8_t misere_big_after(const struct puzzle_position *pos, const struct game_result *res)
{
    uint16_t i;
    if (res->to > 1u || res->split > 1u)
        return 1;
    for (i = 0; i < pos->count; i++)
        if (i != res->pile && pos->p.heaps[i] > 1u)
            return 1;
    return 0;
}

/* (kept out of line: link-time optimisation copied it into each caller) */
NB_NOINLINE void screen_puzzle_why(uint8_t row, const struct rule *r,
                                   const struct puzzle_position *pos,
                                   const struct puzzle_grade *grade, uint8_t grid_width,
                                   char *line)
{
    const struct game_result *res = &grade->res;
    uint8_t graph = (uint8_t)rule_is_graph(r);
    struct play_move m;
    if (res->outcome != OUTCOME_WIN) {
        if (row == 0) {
            screen_xor_line(r, pos->p.heaps, graph ? 0 : (uint8_t)pos->count, res, line);
        } else {
            line_start(line);
            line_add(NB_TEXT("No move wins"));
        }
        return;
    }
    line_start(line);
    if (row == 0) {
        if (graph) {
            line_node((node_t)res->from, grid_width);
        } else {
            line_add(NB_TEXT("Pile "));
            line_add_u((nb_uint_t)res->pile + 1u);
        }
        if (rule_has_sg(r)) {
            line_add(NB_TEXT(": SG "));
            line_add_u(res->nim_sum);
            line_put(0, ',');
        } else {
            line_add(NB_TEXT(": misere,"));
        }
        return;
    }
    m.pile = res->pile;
    m.from = res->from;
    m.to = res->to;
    m.split = res->split;
    if (!rule_has_sg(r) && !misere_big_after(pos, res)) {
        line_add(NB_TEXT("Odd 1s: "));
        line_move(&m, graph, grid_width, 1);
        return;
    }
    /* "XOR 0 after 7 to 2", else "XOR 0: 7 to 2" */
    line_add(NB_TEXT("XOR 0 after "));
    line_move(&m, graph, grid_width, 1);
    if (!line_fits()) {
        line_start(line);
        line_add(NB_TEXT("XOR 0: "));
        line_move(&m, graph, grid_width, 1);
    }
}
