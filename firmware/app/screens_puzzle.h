/*
 * screens_puzzle.h — the words of the practice mode (ui_puzzle.c), pure
 * functions filling a line buffer (LCD_LINE bytes) as screens.h's do, so
 * the host tests check every sentence (the answer being entered is
 * screens_move.h's).
 */
#ifndef APP_SCREENS_PUZZLE_H
#define APP_SCREENS_PUZZLE_H

#include <stdint.h>
#include "app/screens_move.h"
#include "core/puzzle.h"

/* The puzzle's question line: "Streak 3, best 5" ("Now 13, best 13",
 * "103, best 103" where that is too long for the display). */
void screen_puzzle_ask(uint8_t streak, uint8_t best, char *line);

/* The grade: "Right! Streak 4" ("Right! Now 100" where that is too
 * long), or "Wrong: streak 0". */
void screen_puzzle_grade(uint8_t right, uint8_t streak, char *line);

/* Why (row 0 and row 1 of the page after the grade), from the grade of pos
 * under r; SG is the position's value (the nim sum):
 *   won, SG values:  "Pile 2: SG 5,"     "XOR 0: 7 to 2" ("XOR 0 after 7 to 2"
 *                    on a map "c3: SG 2,"  when the display is wide enough)
 *   won, misere:     "Pile 2: misere,"   "XOR 0: 7 to 2" (a pile over 1 left)
 *                                        or "Odd 1s: 3 to 1" (only 0s and 1s)
 *   lost:            the Detail's line ("XOR 0: you lose", "1s: 3 odd, lose"),
 *                    then "No move wins". */
void screen_puzzle_why(uint8_t row, const struct rule *r, const struct puzzle_position *pos,
                       const struct puzzle_grade *grade, uint8_t grid_width, char *line);

#endif
