/*
 * ui_encoder.c — the screens on a rotary encoder, the way a 3D printer's
 * menus feel: turning moves through a list or the piles, or changes a
 * count; a click enters or confirms; a long click goes back.  The encoder
 * gives four keys (hal/encoder.h: a detent either way, a click, a long
 * click); each screen takes them as the five keys it knows, so the
 * screens themselves stay as they are:
 *  - a list (the menu, the rules, take:M, the game's menu): turning is
 *    UP/DOWN (clockwise the next item, or one more for take:M), a click
 *    SELECT, a long click LEFT (back);
 *  - a screen of piles or digits (home, the SG values, the subtraction
 *    set, the octal code, the game's setup, a game, a puzzle): turning
 *    moves the cursor (LEFT/RIGHT, so past the first pile it goes back
 *    where LEFT there does); a long click makes turning count instead
 *    (UP/DOWN: clockwise more stones, a larger number, or in a game or a
 *    puzzle one stone more to take), shown by a '*' in the first row's
 *    last column, and a long click again moves once more.  A click is
 *    SELECT, but a click while a number counts confirms it (moving
 *    again) rather than leaving the screen; in a game or a puzzle it
 *    plays the move being counted;
 *  - the key check (KEYS): a long click goes back to the menu.
 * A screen comes up moving.  The '*' is written over the screen once it
 * is drawn (ui.c); a live screen redrawn at every tick (a game, the
 * setup) has its cell written blank and back within one flush, far too
 * short to show.
 */
#include "app/ui_encoder.h"
#include "app/ui_state.h"
#include "board.h"
#include "hal/keys.h"
#include "hal/lcd.h"

#define SCREEN(s) ((uint16_t)(1u << (s)))
/* the screens of piles or digits, where turning moves or counts */
#define PILE_SCREENS                                                                    \
    (SCREEN(UI_EDIT) | SCREEN(UI_DETAIL) | SCREEN(UI_SUB) | SCREEN(UI_CODE) |           \
     SCREEN(UI_PLAY_SETUP) | SCREEN(UI_PLAY) | SCREEN(UI_PUZZLE))
/* where clockwise counts UP (more); elsewhere DOWN (the next item, one
 * stone more to take) */
#define CW_UP_SCREENS                                                                   \
    (SCREEN(UI_EDIT) | SCREEN(UI_TAKE) | SCREEN(UI_SUB) | SCREEN(UI_CODE) |             \
     SCREEN(UI_PLAY_SETUP))

static uint8_t mode_screen = 0xFF;   /* the screen counting belongs to */
static uint8_t counting;             /* turning counts there */

uint8_t ui_encoder_counting(void)
{
    return mode_screen == ui.screen && counting;
}

uint8_t ui_encoder_key(uint8_t key)
{
    uint16_t bit = SCREEN(ui.screen);
    if (mode_screen != ui.screen) {
        mode_screen = ui.screen;
        counting = 0;
    }
    switch (key) {
    case KEY_CW:
    case KEY_CCW:
        if ((bit & PILE_SCREENS) && !counting)
            return key == KEY_CW ? KEY_RIGHT : KEY_LEFT;
        return (key == KEY_CW) == ((bit & CW_UP_SCREENS) != 0) ? KEY_UP : KEY_DOWN;
    case KEY_LONG:
        if (bit & PILE_SCREENS) {
            counting = (uint8_t)!counting;
            return KEY_NONE;
        }
        if (ui.screen == UI_KEYS) {
            ui.screen = UI_MENU;
            return KEY_NONE;
        }
        return KEY_LEFT;
    case KEY_SELECT:
        if (counting && (bit & CW_UP_SCREENS)) {
            counting = 0;   /* the number confirmed: moving again */
            return KEY_NONE;
        }
        counting = 0;
        return KEY_SELECT;
    }
    return key;
}

void ui_encoder_mark(void)
{
    if (ui_encoder_counting())
        lcd_print_at(BOARD_LCD_COLS - 1u, 0, "*");
}
