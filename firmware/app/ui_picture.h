/*
 * ui_picture.h — the picture band of a graphic display (CAP_PICTURE,
 * boards/features.mk): the home screen's piles drawn as stones, the
 * winning pile marked and the stones its move takes hollow; a blank band
 * on every other screen.  Without a graphic display, a stand-in that does
 * nothing (ui_picture_none.c).
 */
#ifndef APP_UI_PICTURE_H
#define APP_UI_PICTURE_H

/* The band as the screen on the glass has it, each page sent only when
 * what it shows changed; called by every tick, after the text rows. */
void ui_picture_later(void);

#endif
