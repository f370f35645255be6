/*
 * screens_puzzle.c — the practice mode's sentences and a move being
 * entered (screens_puzzle.h).  Each line takes the longest wording that
 * fits the display, as the verdicts do.
 */
#include "app/screens_line.h"
#include "app/screens_puzzle.h"

/* A move's numbers: "7 to 2", "9 to 3+5", "c3 to a1" (from left out when
 * with_from is 0). */
static void move_words(const struct play_move *m, uint8_t graph, uint8_t grid_width,
                       uint8_t with_from)
{
    if (graph) {
        line_node((node_t)m->from, grid_width);
        line_add(NB_TEXT(" to "));
        line_node((node_t)m->to, grid_width);
        return;
    }
    if (with_from) {
        line_add_u(m->from);
        line_put(0, ' ');
    }
    line_add(NB_TEXT("to "));
    line_add_u(m->to);
    if (m->split) {
        line_put(0, '+');
        line_add_u(m->split);
    }
}

/* Width of move_words with its from. */
static uint8_t move_width(const struct play_move *m, uint8_t graph, uint8_t grid_width)
{
    if (graph)
        return (uint8_t)(line_node_width((node_t)m->from, grid_width) +
                         line_node_width((node_t)m->to, grid_width) + 4u);
    return (uint8_t)(line_digits(m->from) + line_digits(m->to) + 4u +
                     (m->split ? line_digits(m->split) + 1u : 0u));
}

void screen_move_entry(const struct play_move *m, uint8_t graph, uint8_t grid_width,
                       char *line)
{
    uint8_t w = move_width(m, graph, grid_width);
    line_start(line);
    if (w + 6u <= LCD_WIDTH)
        line_add(NB_TEXT("Play "));
    move_words(m, graph, grid_width, graph || w + 1u <= LCD_WIDTH);
    line_put(0, '?');
}

void screen_puzzle_ask(uint8_t streak, uint8_t best, char *line)
{
    line_start(line);
    line_add(NB_TEXT("Streak "));
    line_add_u(streak);
    line_add(NB_TEXT(", best "));
    line_add_u(best);
}

void screen_puzzle_grade(uint8_t right, uint8_t streak, char *line)
{
    line_start(line);
    line_add(right ? NB_TEXT("Right! Streak ") : NB_TEXT("Wrong: streak "));
    line_add_u(streak);
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

void screen_puzzle_why(uint8_t row, const struct rule *r, const struct puzzle_position *pos,
                       const struct puzzle_grade *grade, uint8_t grid_width, char *line)
{
    const struct game_result *res = &grade->res;
    uint8_t graph = (uint8_t)rule_is_graph(r), w;
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
    w = move_width(&m, graph, grid_width);
    if (!rule_has_sg(r) && !misere_big_after(pos, res)) {
        line_add(NB_TEXT("Odd 1s: "));
    } else if (w + 12u <= LCD_WIDTH) {
        line_add(NB_TEXT("XOR 0 after "));
    } else {
        line_add(NB_TEXT("XOR 0: "));
    }
    move_words(&m, graph, grid_width, 1);
}
