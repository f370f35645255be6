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

#endif
