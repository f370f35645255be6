/*
 * ui_picture.h — the picture band of a graphic display (CAP_PICTURE,
 * boards/features.mk): the home screen's piles drawn as stones, the
 * winning pile marked and the stones its move takes hollow; a game's
 * piles the same way, its last move or the one entered marked; a blank
 * band on every other screen.  Without a graphic display, a stand-in that does
 * nothing (ui_picture_none.c).
 */
#ifndef APP_UI_PICTURE_H
#define APP_UI_PICTURE_H

#include <stdint.h>

/* The band is to be drawn again at the next tick: the screen was drawn,
 * or the display came back on. */
void ui_picture_due(void);
/* The band as the screen on the glass has it, when due, each page sent
 * only when what it shows changed; called by every tick, after the text
 * rows (a tick with nothing due costs a test). */
void ui_picture_later(void);

/* The play screen's share (ui_play.c): the piles the band draws (0 on a
 * map), and *cursor the pile it is drawn around; */
uint8_t ui_play_picture(uint8_t *cursor);
struct pile_picture;
/* and pile i as drawn, the move shown or entered marked. */
void ui_play_pile_picture(uint8_t i, struct pile_picture *p);

#endif
