/*
 * screens_move.c — a move in numbers, for the lines that name one (the
 * puzzle's why, a move being entered: screens_move.h), each in the
 * longest wording that fits the display.
 */
#include "app/screens_line.h"
#include "app/screens_move.h"

void line_move(const struct play_move *m, uint8_t graph, uint8_t grid_width, uint8_t with_from)
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

uint8_t line_move_width(const struct play_move *m, uint8_t graph, uint8_t grid_width)
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
    uint8_t w = line_move_width(m, graph, grid_width);
    line_start(line);
    if (w + 6u <= LCD_WIDTH)
        line_add(NB_TEXT("Play "));
    line_move(m, graph, grid_width, graph || w + 1u <= LCD_WIDTH);
    line_put(0, '?');
}

