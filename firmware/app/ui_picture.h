/*
 * ui_picture.h — the picture band of a graphic display (CAP_PICTURE,
 * boards/features.mk): the home screen's piles drawn as stones, the
 * winning pile marked and the stones its move takes hollow; a blank band
 * on every other screen.  Without a graphic display, a stand-in that does
 * nothing (ui_picture_none.c).
 */
#ifndef APP_UI_PICTURE_H
#define APP_UI_PICTURE_H

/* The band is to be drawn again at the next tick: the screen was drawn,
 * or the display came back on. */
void ui_picture_due(void);
/* The band as the screen on the glass has it, when due, each page sent
 * only when what it shows changed; called by every tick, after the text
 * rows (a tick with nothing due costs a test). */
void ui_picture_later(void);

#endif
