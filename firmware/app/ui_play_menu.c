/*
 * ui_play_menu.c — the game's menu (PLAY_MENU): SELECT at the pile choice
 * opens it in the middle of a game.  Its items: back to the game, leave
 * the game (as holding SELECT does), and against nimbox the score at each
 * level ("L3 you 4, me 3"), so the scores show without finishing a game.
 * UP/DOWN choose (round), SELECT takes, LEFT goes back to the game;
 * SELECT held about 1.3 s (from the pile choice on) leaves the game.
 */
#include "app/screens_play.h"
#include "app/ui_play.h"
#include "app/ui_play_game.h"
#include "hal/lcd.h"

/* Held SELECT leaves the game after this many repeats (about 1.3 s). */
#define PLAY_LEAVE_REPEATS 5u
/* Items: back, leave, then a score per level against nimbox. */
#define ITEM_BACK 0u
#define ITEM_LEAVE 1u
#define ITEM_SCORES 2u

static uint8_t item;

static uint8_t items(void)
{
    return (uint8_t)(play_setup.mode == PLAY_VS_NIMBOX ? ITEM_SCORES + PLAY_LEVEL_MAX
                                                       : ITEM_SCORES);
}

void ui_play_menu_open(void)
{
    item = ITEM_BACK;
    ui.screen = UI_PLAY_MENU;
}

static void show_item(uint8_t row, char mark, uint8_t i)
{
    char line[LCD_LINE];
    uint8_t l = (uint8_t)(i - ITEM_SCORES);
    line[0] = mark;
    line[1] = 0;
    if (i == ITEM_BACK)
        screen_append(line, NB_TEXT("Back to game"));
    else if (i == ITEM_LEAVE)
        screen_append(line, NB_TEXT("Leave game"));
    else
        screen_play_level_score((uint8_t)(l + 1u), ui.s.play_wins[l],
                                (uint16_t)(ui.s.play_games[l] - ui.s.play_wins[l]), line);
    lcd_show_line(row, line);
}

static void draw_menu(void)
{
    uint8_t row;
    /* every row (two players' two items: the rest blank) */
    for (row = 0; row < BOARD_LCD_ROWS; row++) {
        if (row < items())
            show_item(row, row ? ' ' : '>', (uint8_t)((item + row) % items()));
        else
            lcd_show_line(row, "");
    }
    lcd_cursor(0, 0, 0);
}

static void back_to_game(void)
{
    game.drawn = 0;
    ui.screen = UI_PLAY;
}

static void key_menu(uint8_t key)
{
    switch (key) {
    case KEY_UP:
        item = (uint8_t)((item + items() - 1u) % items());
        return;
    case KEY_DOWN:
        item = (uint8_t)((item + 1u) % items());
        return;
    case KEY_LEFT:
        back_to_game();
        return;
    case KEY_SELECT:
        if (ui.held_repeats == PLAY_LEAVE_REPEATS)
            ui_go_edit();
        else if (ui.held_repeats == 0 && item == ITEM_LEAVE)
            ui_go_edit();
        else if (ui.held_repeats == 0 && item == ITEM_BACK)
            back_to_game();
        return;
    }
}

const struct ui_screen NB_FLASH ui_screen_play_menu = { draw_menu, key_menu, UI_SELECT_REPEATS };
