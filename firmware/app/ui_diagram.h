/*
 * ui_diagram.h — the picture band's diagrams (CAP_DIAGRAMS): a grid map's
 * board, the SG values' plot (ui_diagram.c); without them, stand-ins that
 * draw nothing (ui_diagram_none.c), and the band shows piles or nothing.
 */
#ifndef APP_UI_DIAGRAM_H
#define APP_UI_DIAGRAM_H

#include <stdint.h>

/* The band as a diagram, where the screen has one: 1 when it drew the
 * band's pages (each sent only when what it shows changed), 0 when the
 * band is the piles' or blank. */
uint8_t ui_diagram_band(void);

struct node_term;
struct play_move;
/* The play screen's share (ui_play.c): the game's terms on a map, and the
 * move to draw (the one line 2 shows, or the one being entered): 1 with
 * *m, 0 when none. */
uint8_t ui_play_map(const struct node_term **terms, uint8_t *count, struct play_move *m);

#endif
