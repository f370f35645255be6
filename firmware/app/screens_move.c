/*
 * screens_move.c — a move in numbers, for the lines that name one (the
 * puzzle's why, a move being entered: screens_move.h), each in the
 * longest wording that fits the display (written, then shortened if it
 * did not fit: screens_line.h's line_fits).
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

void screen_move_entry(const struct play_move *m, uint8_t graph, uint8_t grid_width,
                       char *line)
{
    /* "Play 7 to 6?", else "7 to 6?", else (on heaps) "to 6?" */
    uint8_t form;
    for (form = 0;; form++) {
        line_start(line);
        if (form == 0)
            line_add(NB_TEXT("Play "));
        line_move(m, graph, grid_width, graph || form < 2u);
        line_put(0, '?');
        if (line_fits() || form == 2u)
            return;
    }
}
