/*
 * ui_entry.c — entering a move on one pile (ui_entry.h), for the game
 * (ui_play.c) and the practice mode (ui_puzzle.c) alike.
 *
 * Only legal moves can be entered: DOWN steps through a pile's options in
 * play_pile_option's order (on a map, a stone's targets), so the move on
 * screen is always one the referee takes.  Line 1 shows the piles with
 * the entered move applied (the pile as it would become), or on a map the
 * stones NODE:COUNT with the chosen one under the cursor.
 */
#include "app/ui_entry.h"
#include "app/ui_state.h"
#include "hal/lcd.h"

/* (kept out of line: link-time optimisation copied it into each caller) */
NB_NOINLINE heap_t ui_entry_size(const struct ui_entry *e, uint16_t i)
{
    return ui_is_graph() ? (heap_t)e->terms[i].node : e->heaps[i];
}

nb_uint_t ui_entry_moves(const struct ui_entry *e, uint16_t i)
{
    return play_pile_moves(&ui.rule, ui_entry_size(e, i));
}

uint16_t ui_entry_first_with_move(const struct ui_entry *e, uint16_t from)
{
    uint16_t i, n = *e->count;
    for (i = 0; i < n; i++) {
        uint16_t j = (uint16_t)((from + i) % n);
        if (ui_entry_moves(e, j))
            return j;
    }
    return n;
}

uint16_t ui_entry_toward(const struct ui_entry *e, uint16_t pile, uint16_t step)
{
    uint16_t i = pile;
    for (;;) {
        i = (uint16_t)(i + step);
        if (i >= *e->count)
            return *e->count;
        if (ui_entry_moves(e, i))
            return i;
    }
}

void ui_entry_move(const struct ui_entry *e, uint8_t pile, nb_uint_t option, struct play_move *m)
{
    struct rule_option o;
    heap_t h = ui_entry_size(e, pile);
    play_pile_option(&ui.rule, h, option, &o);
    m->pile = pile;
    m->from = h;
    m->to = o.to;
    m->split = o.split;
}

uint8_t ui_entry_key(const struct ui_entry *e, uint8_t pile, nb_uint_t *option, uint8_t key)
{
    nb_uint_t step = ui.held_repeats >= UI_REPEATS_STEP_10 ? 10u : 1u;
    nb_uint_t last = ui_entry_moves(e, pile) - 1u;
    switch (key) {
    case KEY_DOWN:
        *option = last - *option < step ? last : *option + step;
        return UI_ENTRY_STAY;
    case KEY_UP:
        if (*option == 0)
            return UI_ENTRY_CANCEL;
        *option = *option < step ? 0 : *option - step;
        return UI_ENTRY_STAY;
    case KEY_LEFT:
        return UI_ENTRY_CANCEL;
    case KEY_SELECT:
        return ui.held_repeats == 0 ? UI_ENTRY_TAKE : UI_ENTRY_STAY;
    }
    return UI_ENTRY_STAY;
}

uint8_t ui_entry_row(const struct ui_entry *e, const char *prefix, uint8_t pile,
                     const struct play_move *entering, uint8_t grid_width)
{
    heap_t shown[UI_MAX_PILES];
    char line[LCD_LINE];
    uint8_t col, i, n = (uint8_t)*e->count;
    ui.cursor = pile;
    if (ui_is_graph()) {
        screen_term_row(prefix, e->terms, n, (uint8_t)(2u * pile), grid_width, line, &col);
        lcd_show_line(0, line);
        return col;
    }
    if (n > UI_MAX_PILES)
        n = UI_MAX_PILES;   /* (no position here holds more) */
    for (i = 0; i < n; i++)
        shown[i] = e->heaps[i];
    if (entering)
        shown[pile] = entering->to;
    return ui_show_row(prefix, shown, n);
}
