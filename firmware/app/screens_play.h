/*
 * screens_play.h — the words of the play screens (ui_play_setup.c,
 * ui_play.c), pure functions filling a line buffer (LCD_LINE bytes) as
 * screens.h's do, so the host tests check every sentence.
 */
#ifndef APP_SCREENS_PLAY_H
#define APP_SCREENS_PLAY_H

#include <stdint.h>
#include "app/screens.h"
#include "core/play.h"

/* Setup's line 2: field 0 "Start: 1-3-5-7" ("3-4-5", "random",
 * "coach's"; on a map starts 0 and 1 are "1 stone"), field 1 "First: you"
 * ("nimbox", "coin toss"), field 2 "Level: 3". */
void screen_play_field(uint8_t field, uint8_t value, uint8_t graph, char *line);

/* A move in words.  By nimbox: "I take 2 from 3" (pile 3), "I: 3 to 1+2"
 * (a split; the pile is marked on line 1), "I move a8 to a1"; being
 * entered: "Pile 2: 5 to 3", "Pile 2: 7 to 1+5", "Move a8 to a1". */
void screen_play_move(const struct play_move *m, uint8_t graph, uint8_t grid_width,
                      uint8_t by_nimbox, char *line);

/* Who won: two players "P2 won" ("P2 won (2 hints)", "(1 hint)");
 * against nimbox "You won!" or "nimbox won". */
void screen_play_winner(uint8_t two_players, uint8_t winner, uint8_t hints, char *line);

/* The score at a level: "L3 won 4 of 7". */
void screen_play_score(uint8_t level, uint16_t wins, uint16_t games, char *line);

#endif
