/*
 * ui_entry.h — entering a move on one pile of a position, as the game
 * (ui_play.c) and the practice mode (ui_puzzle.c) both do: the piles (on
 * a map, the stones) with a move, a pile's legal moves stepped through in
 * play_pile_option's order (fewest stones taken first), the move the
 * entry stands at, and line 1 with that move applied.
 */
#ifndef APP_UI_ENTRY_H
#define APP_UI_ENTRY_H

#include <stdint.h>
#include "core/play.h"

/* The position a move is entered on: its piles, or its stones when the
 * coach's rule is a map; count is the owner's, read as it changes. */
struct ui_entry {
    const heap_t *heaps;
    const struct node_term *terms;
    const uint16_t *count;
};

/* What a key did to a move being entered (ui_entry_key). */
#define UI_ENTRY_STAY 0u    /* the move changed, or nothing */
#define UI_ENTRY_CANCEL 1u  /* back to choosing the pile */
#define UI_ENTRY_TAKE 2u    /* SELECT: the move is chosen */

/* Pile i's size, or stone i's node. */
heap_t ui_entry_size(const struct ui_entry *e, uint16_t i);
/* Pile i's legal moves: how many. */
nb_uint_t ui_entry_moves(const struct ui_entry *e, uint16_t i);
/* The first pile with a move at or after from, round; *count when none. */
uint16_t ui_entry_first_with_move(const struct ui_entry *e, uint16_t from);
/* The pile with a move after pile (step 1) or before it (step 0xFFFF);
 * *count when there is none that way. */
uint16_t ui_entry_toward(const struct ui_entry *e, uint16_t pile, uint16_t step);
/* The move on pile at its option-th legal move. */
void ui_entry_move(const struct ui_entry *e, uint8_t pile, nb_uint_t option, struct play_move *m);
/* A key while a move is entered on pile: DOWN the next legal move (held:
 * 10 at a time), UP the one before (from the first: cancel), LEFT cancel,
 * SELECT (not held) take it; UI_ENTRY_*. */
uint8_t ui_entry_key(const struct ui_entry *e, uint8_t pile, nb_uint_t *option, uint8_t key);
/* Line 1: prefix and the piles (stones), the cursor at pile, entering
 * (when not 0) shown as played; the cursor's column. */
uint8_t ui_entry_row(const struct ui_entry *e, const char *prefix, uint8_t pile,
                     const struct play_move *entering, uint8_t grid_width);

#endif
