/*
 * screens_move.h — a move being entered (a puzzle's answer, a move in a
 * game), worded unlike the coach's hint, and the move-in-numbers writers
 * the screens*.c files share (on the current line, screens_line.h).
 */
#ifndef APP_SCREENS_MOVE_H
#define APP_SCREENS_MOVE_H

#include <stdint.h>
#include "app/screens.h"
#include "core/play.h"

/* A move being entered, worded unlike the coach's hint ("Pile 2: 7 to
 * 6"): "Play 7 to 6?", "Play 7 to 1+5?", "Play a8 to a1?" (the pile is
 * the cursor's on line 1); "7 to 6?" or "to 1+5?" when the numbers are
 * long. */
void screen_move_entry(const struct play_move *m, uint8_t graph, uint8_t grid_width,
                       char *line);

/* Append a move's numbers to the current line: "7 to 2", "9 to 3+5",
 * "c3 to a1" (on a heap, from left out when with_from is 0). */
void line_move(const struct play_move *m, uint8_t graph, uint8_t grid_width, uint8_t with_from);

#endif
