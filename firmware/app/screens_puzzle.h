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
 * under r: the position's XOR (each pile's SG value and their XOR, the
 * position's SG value), then the move that brings it to 0:
 *   won:             "XOR 1^2 = 3"       "Pile 2: 2 to 1 -> 0" ("P2: 2 to 1 -> 0",
 *                    ("XOR of all = 3"    "P2 to 1 -> 0" where that is too long;
 *                    when that is long)   a map's "Move d1 to a1 -> 0")
 *   won, misere:     as above while a pile over 1 stays (each pile's size
 *                    XORed), else "Pile 2: misere," over "Odd 1s: 3 to 1"
 *   lost:            "XOR 4^4 = 0" (misere with only 0s and 1s: the Detail's
 *                    "1s: 3 odd, lose"), then "No move wins". */
void screen_puzzle_why(uint8_t row, const struct rule *r, const struct puzzle_position *pos,
                       const struct puzzle_grade *grade, uint8_t grid_width, char *line);

#endif
