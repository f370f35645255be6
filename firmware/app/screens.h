/*
 * screens.h — the words on the screen, as pure functions that fill a line
 * buffer (LCD_LINE bytes, NUL-terminated, at most LCD_WIDTH characters,
 * the board's BOARD_LCD_COLS).
 * Kept apart from the state machine so the host tests can check every
 * sentence a person may see.
 */
#ifndef APP_SCREENS_H
#define APP_SCREENS_H

#include <stdint.h>
#include "core/game.h"
#include "core/rule.h"

#include "board.h"

/* The display's width, from the board. */
#define LCD_WIDTH BOARD_LCD_COLS
#define LCD_LINE (LCD_WIDTH + 1)

/* The rule's short tag for the edit screen, from the rule table ("Nim",
 * "Mis", "T3", "Pw2", "Sub", "Hlf", "Oct", "Kay", "Daw", "Map"). */
void screen_rule_tag(const struct rule *r, char *line);

/* The rule's full name for menus ("nim", "misere", "take:3", "pow2",
 * "sub:1,3,4", "half", "octal:0.137", "kayles", "dag:rook" for built-in
 * map map_index), cut to the width. */
void screen_rule_name(const struct rule *r, const heap_t *amounts, uint8_t amount_count,
                      uint8_t map_index, char *line);

/* The verdict line for a position: the winning move in words ("Pile 2:
 * 9 to 3+5" when it splits the pile), or that every move loses
 * (no_stones: the position is empty, so the game is over).  piles_full:
 * the position has as many piles as the screen takes, so a split says
 * "Full" (its new pile cannot be entered). */
void screen_verdict(const struct game_result *res, uint8_t no_stones, uint8_t piles_full,
                    char *line);

/* The verdict line when the engine refused the position. */
void screen_refusal(const struct nb_error *err, char *line);

/* In a row of numbers: a value the engine does not know, shown as '?'
 * (no heap or SG value reaches it: heaps stop at NB_HEAP_MAX). */
#define SCREEN_UNKNOWN ((heap_t)~(heap_t)0)

/* The Keys screen's row 0 or 1 (keys.h: key as enum key, mv as
 * keys_hw_last_mv): "LEFT 2002 mV" ("LEFT" when mv is KEYS_HW_NO_MV,
 * "No key" for KEY_NONE), and how to leave: "Hold SELECT=back". */
void screen_keys(uint8_t row, uint8_t key, uint16_t mv, char *line);

/* The code editor's row: "Code 0.137" (or "0.1234..." when the code is
 * long, scrolled so digit `cursor` is in view); *cursor_col gets that
 * digit's column. */
void screen_code_row(const struct octal_code *code, uint8_t cursor, char *line,
                     uint8_t *cursor_col);

/* A row of numbers that keeps item `current` visible within LCD_WIDTH
 * characters starting after `prefix` (a string in RAM, unlike the NB_FLASH
 * texts of screen_append); *cursor_col gets the column where the
 * current item starts.  `extra_slot` adds a "+" item after the last one (the
 * place where a new pile appears). */
void screen_number_row(const char *prefix, const heap_t *values, uint8_t count,
                       uint8_t current, uint8_t extra_slot, char *line, uint8_t *cursor_col);

/* A row of graph-position entries "NODE:COUNT" after prefix, scrolled to
 * keep entry field/2 in view; *cursor_col gets the column of the field
 * (even: the node, odd: the count).  grid_width != 0 names nodes as
 * squares (a1, b1, ...). */
void screen_term_row(const char *prefix, const struct node_term *terms, uint8_t count,
                     uint8_t field, uint8_t grid_width, char *line, uint8_t *cursor_col);

/* The verdict for a graph position: "Move c3 to a1", or as screen_verdict
 * when no move wins. */
void screen_graph_verdict(const struct game_result *res, uint8_t grid_width,
                          uint8_t no_stones, char *line);

/* Append a node's name (a square on a grid, else its number). */
void screen_append_node(char *line, node_t node, uint8_t grid_width);

/* Detail line 2: the XOR and what it means; res 0 when some pile's SG
 * value is unknown here ("XOR ?: undecided"), never a guess. */
void screen_xor_line(const struct rule *r, const heap_t *piles, uint8_t count,
                     const struct game_result *res, char *line);

/* Append an unsigned number to a line (no bound check beyond LCD_WIDTH). */
void screen_append_u(char *line, nb_uint_t v);
/* Append an NB_FLASH text (text.h: NB_TEXT("...")) to a line, cut at
 * LCD_WIDTH. */
void screen_append(char *line, const char *text);

#endif
