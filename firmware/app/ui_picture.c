/*
 * ui_picture.c — the picture band under the text rows (ui_picture.h).
 *
 * On the home screen (EDIT, heaps) each page of the band shows one pile as
 * stones (screens_picture.c): the piles from the one the cursor is on back
 * to LCD_PICTURE_PAGES - 1 before it, so the pile being changed is always
 * drawn, in the order of the row above.  The winning pile is marked and
 * the stones its move takes are hollow (for a split, the stones that leave
 * the table); a lost position, a refused one or one the engine cannot
 * decide marks nothing.  A game (ui_play.c) draws its piles the same
 * way around its cursor, the move shown or being entered marked.  A map
 * and the SG values are the diagrams' (ui_diagram.c, where the board has
 * them); every other screen leaves the band blank.  Each page goes to the
 * display with a key that sums up what it shows (picture_pile_key), and
 * the display sends only the pages whose key changed.
 */
#include "app/ui_picture.h"

#include "app/screens_picture.h"
#include "app/ui_diagram.h"
#include "app/ui_state.h"
#include "hal/lcd.h"

/* the key holds a pile's stones and the stones taken exactly */
#if NB_HEAP_MAX > 0x7FFF
#error "the picture band's keys hold heaps up to 0x7FFF (screens_picture.c)"
#endif

static uint8_t pile_column(uint8_t page, uint8_t x, const void *ctx)
{
    (void)page;
    return picture_pile_column((const struct pile_picture *)ctx, x);
}

static uint8_t blank_column(uint8_t page, uint8_t x, const void *ctx)
{
    (void)page;
    (void)x;
    (void)ctx;
    return 0;
}

/* Pile i as it is drawn: marked, with the stones taken, when the winning
 * move is on it. */
static void pile_at(uint8_t i, struct pile_picture *p)
{
    p->stones = ui.s.piles[i];
    p->take = 0;
    p->marked = 0;
    if (!ui.refused && ui.result.outcome == OUTCOME_WIN && ui.result.pile == i &&
        ui.result.from == p->stones && ui.result.to + ui.result.split <= p->stones) {
        p->marked = 1;
        p->take = (heap_t)(p->stones - ui.result.to - ui.result.split);
    }
}

/* the screen was drawn since the band was */
static uint8_t due;

void ui_picture_due(void)
{
    due = 1;
}

void ui_picture_later(void)
{
    uint8_t page, first = 0, piles = 0, cursor = ui.cursor;
    void (*pile)(uint8_t, struct pile_picture *) = pile_at;
    if (!due)
        return;
    due = 0;
    if (ui_diagram_band())
        return;   /* a map's board, the SG values' plot */
    if (ui.screen == UI_EDIT && !ui_is_graph())
        piles = ui.s.count;
#if CAP_PLAY
    if (ui.screen == UI_PLAY) {
        piles = ui_play_picture(&cursor);
        pile = ui_play_pile_picture;
    }
#endif
    if (cursor >= LCD_PICTURE_PAGES)
        first = (uint8_t)(cursor - (LCD_PICTURE_PAGES - 1u));
    for (page = 0; page < LCD_PICTURE_PAGES; page++) {
        uint8_t i = (uint8_t)(first + page);
        if (i < piles) {
            struct pile_picture p;
            pile(i, &p);
            lcd_picture_page(page, picture_pile_key(&p), pile_column, &p);
        } else {
            lcd_picture_page(page, 0, blank_column, 0);
        }
    }
}
