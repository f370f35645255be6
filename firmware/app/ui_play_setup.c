/*
 * ui_play_setup.c — setting up a game (PLAY_SETUP): against nimbox or
 * between two people, on the coach's rule.
 *
 * Line 1 says whom against and the rule's tag, against nimbox in turn
 * with "RIGHT=next field" (on four rows that and "SELECT=start" below
 * line 2); line 2 one field: the start
 * (1-3-5-7, 3-4-5, a random position, the coach's), who moves first (you,
 * nimbox, a coin toss: against nimbox only) and nimbox's level 1-5.
 * RIGHT goes to the next field (round), LEFT to the one before, or back
 * to the menu from the first; UP/DOWN change the value; SELECT starts.
 * The values are kept in the saved settings: the next game, after a power
 * cycle too, starts from the same setup.
 */
#include "app/screens_play.h"
#include "app/ui_play.h"
#include "app/ui_state.h"
#include "hal/lcd.h"

struct play_setup play_setup;

/* Fields on screen: start, first, level; two players: the start only. */
static uint8_t fields(void)
{
    return play_setup.mode == PLAY_TWO ? 1u : 3u;
}

void ui_play_setup_open(uint8_t mode)
{
    play_setup.mode = mode;
    play_setup.field = 0;
    play_setup.start = ui.s.play_start;
    play_setup.first = ui.s.play_first;
    play_setup.level = ui.s.play_level;
    ui.screen = UI_PLAY_SETUP;
}

/* Redrawn at every tick: on two rows line 1 against nimbox says in turn
 * whom against and what RIGHT does (UI_TURN_MS each from the last key);
 * on four rows that and what SELECT does have rows 3 and 4. */
static void draw_setup(void)
{
    char line[LCD_LINE];
    uint8_t value, more = fields() > 1u;
    screen_rule_tag(&ui.rule, line);
    screen_append(line, play_setup.mode == PLAY_TWO ? NB_TEXT(" 2 players") : NB_TEXT(" vs nimbox"));
    if (BOARD_LCD_ROWS >= 4) {
        ui_show_text(2, more ? NB_TEXT("RIGHT=next field") : NB_TEXT(""));
        ui_show_text(3, NB_TEXT("SELECT=start"));
    } else if (more && ui_turn(ui.last_key_ms, 2u)) {
        line[0] = 0;
        screen_append(line, NB_TEXT("RIGHT=next field"));
    }
    lcd_show_line(0, line);
    value = play_setup.field == 0 ? play_setup.start
          : play_setup.field == 1 ? play_setup.first : play_setup.level;
    screen_play_field(play_setup.field, value, ui_is_graph(), line);
    lcd_show_line(1, line);
    lcd_cursor(0, 0, 0);
}

/* The next (or previous, back) value of the field on screen. */
static void change(uint8_t back)
{
    switch (play_setup.field) {
    case 0:
        do
            play_setup.start = (uint8_t)((play_setup.start + (back ? PLAY_STARTS - 1u : 1u)) %
                                         PLAY_STARTS);
        while (ui_is_graph() && play_setup.start == PLAY_START_345);
        return;
    case 1:
        play_setup.first = (uint8_t)((play_setup.first + (back ? PLAY_FIRSTS - 1u : 1u)) %
                                     PLAY_FIRSTS);
        return;
    default:
        play_setup.level = (uint8_t)(back ? (play_setup.level > 1 ? play_setup.level - 1 : 5)
                                          : (play_setup.level < 5 ? play_setup.level + 1 : 1));
        return;
    }
}

/* Keep the setup in the saved settings (written once the screen is left). */
static void keep(void)
{
    ui.s.play_start = play_setup.start;
    ui.s.play_first = play_setup.first;
    ui.s.play_level = play_setup.level;
    ui.save_due = 1;
}

static void key_setup(uint8_t key)
{
    switch (key) {
    case KEY_LEFT:
        if (play_setup.field == 0)
            ui_go_edit();
        else
            play_setup.field--;
        return;
    case KEY_RIGHT:
        play_setup.field = (uint8_t)((play_setup.field + 1u) % fields());
        return;
    case KEY_UP:
    case KEY_DOWN:
        change(key == KEY_DOWN);
        keep();
        return;
    case KEY_SELECT:
        ui_play_begin();
        return;
    }
}

const struct ui_screen NB_FLASH ui_screen_play_setup = { draw_setup, key_setup, UI_LIVE };
