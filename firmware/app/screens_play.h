/*
 * screens_play.h — the words of the play screens (ui_play_setup.c,
 * ui_play.c, ui_play_menu.c), pure functions filling a line buffer (LCD_LINE bytes) as
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

/* nimbox's move, worded as the coach's hint is: "Me: pile 3, 5 to 4",
 * "Me: pile 2, 9 to 3+5" (a split), "Me: a8 to a1" (a map); "Me: P3, 5 to
 * 4" or "Me: P3 to 4" where that is too long (the pile's size is on line
 * 1, the pile under the cursor).  (A move being entered is
 * screens_move.h's.) */
void screen_play_move(const struct play_move *m, uint8_t graph, uint8_t grid_width, char *line);

/* Who won: two players "P2 won" ("P2 won (2 hints)", "(1 hint)");
 * against nimbox at a level "You won at L3!" or "nimbox won at L3". */
void screen_play_winner(uint8_t two_players, uint8_t winner, uint8_t hints, uint8_t level,
                        char *line);

/* The score against nimbox at a level, whose wins are whose: "You 4 -
 * nimbox 3", "You 40-nimbox 35" when long, "You 400, me 350" longer,
 * "You 40000-35000" longest: both numbers whole. */
void screen_play_score(uint16_t wins, uint16_t losses, char *line);

/* A level's score after the one-character mark already in line (the game
 * menu's; or none): "L3 you 4, me 3", "L3: 40000-35000" when long. */
void screen_play_level_score(uint8_t level, uint16_t wins, uint16_t losses, char *line);

/* The coin toss, announced at the start: "Toss: you first", "Toss: I go
 * first". */
void screen_play_toss(uint8_t nimbox_first, char *line);

#endif
