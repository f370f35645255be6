/*
 * ui_menu.c — the menu (MENU), a table of items: each item's words and
 * what SELECT does on it.  UP/DOWN choose (round), SELECT takes, LEFT goes
 * back home.  The chosen item is marked '>' on line 1, the next ones below
 * (one on two rows, three on four).
 *
 * Adding an item: a label function, an action, and a row in `items`.
 */
#include "app/ui.h"
#include "app/ui_play.h"
#include "app/ui_state.h"
#include "hal/lcd.h"

/* One item: its words after the mark, and what SELECT does. */
struct menu_item {
    void (*label)(char *line);
    void (*act)(void);
};

static void label_detail(char *line)
{
    screen_append(line, NB_TEXT("SG values"));
}

static void label_rule(char *line)
{
    screen_append(line, NB_TEXT("Change rule"));
}

/* "Delete pile N" (or, on a map, "Delete entry N"): the one the cursor
 * was on. */
static void label_delete(char *line)
{
    uint8_t graph = ui_is_graph();
    screen_append(line, graph ? NB_TEXT("Delete entry ") : NB_TEXT("Delete pile "));
    screen_append_u(line, (nb_uint_t)(graph ? ui.edit_cursor / 2u : ui.edit_cursor) + 1u);
}

static void label_keys(char *line)
{
    screen_append(line, NB_TEXT("Keys"));
}

static void label_new(char *line)
{
    screen_append(line, NB_TEXT("New game"));
}

/* A time setting's label: `never` when the time is 0, else `before`, the
 * time and its `unit`. */
static void label_time(char *line, uint16_t time, const char *never, const char *before,
                       const char *unit)
{
    if (time == 0) {
        screen_append(line, never);
        return;
    }
    screen_append(line, before);
    screen_append_u(line, time);
    screen_append(line, unit);
}

/* "Light off 30s", or "Light always on". */
static void label_light(char *line)
{
    label_time(line, ui_light_seconds(ui.s.light), NB_TEXT("Light always on"),
               NB_TEXT("Light off "), NB_TEXT("s"));
}

static void act_delete(void)
{
    ui_position_delete();
    ui_go_edit();
}

static void act_keys(void)
{
    /* the SELECT that opens it is not a hold there */
    ui.screen = UI_KEYS;
    ui.swallow = 1;
}

static void act_new(void)
{
    ui_new_game();
    ui_go_edit();
}

/* The next backlight timeout; the menu stays. */
static void act_light(void)
{
    ui.s.light = (uint8_t)((ui.s.light + 1u) % SETTINGS_LIGHT_COUNT);
}

#if CAP_POWER_OFF
/* "Off after 5min", or "Never off". */
static void label_off(char *line)
{
    label_time(line, ui_off_minutes(ui.s.off), NB_TEXT("Never off"), NB_TEXT("Off after "),
               NB_TEXT("min"));
}

/* The next auto power-off time; the menu stays. */
static void act_off(void)
{
    ui.s.off = (uint8_t)((ui.s.off + 1u) % SETTINGS_OFF_COUNT);
}
#endif

#if CAP_SOUND
/* "Sound on", "Sound no clicks" or "Sound off". */
static void label_sound(char *line)
{
    static const char NB_FLASH words[] = "Sound on\0Sound no clicks\0Sound off";
    screen_append(line, text_flash_nth(words, ui_sound_setting()));
}

/* The next Sound setting; the menu stays. */
static void act_sound(void)
{
    ui_sound_set((uint8_t)((ui_sound_setting() + 1u) % SETTINGS_SOUND_COUNT));
}
#endif

#if CAP_PLAY
static void label_play(char *line)
{
    screen_append(line, NB_TEXT("Play nimbox"));
}

static void label_two(char *line)
{
    screen_append(line, NB_TEXT("Two players"));
}

static void act_play(void)
{
    ui_play_setup_open(PLAY_VS_NIMBOX);
}

static void act_two(void)
{
    ui_play_setup_open(PLAY_TWO);
}
#endif

#if CAP_PUZZLE
static void label_puzzle(char *line)
{
    screen_append(line, NB_TEXT("Puzzle"));
}
#endif

static const struct menu_item NB_FLASH items[] = {
    { label_detail, ui_position_detail },
    { label_rule, ui_rule_open },
    { label_delete, act_delete },
    { label_keys, act_keys },
#if CAP_PLAY
    { label_play, act_play },
    { label_two, act_two },
#endif
#if CAP_PUZZLE
    { label_puzzle, ui_puzzle_open },
#endif
#if CAP_SOUND
    { label_sound, act_sound },
#endif
#if CAP_POWER_OFF
    { label_off, act_off },
#endif
    { label_new, act_new },
    { label_light, act_light },
};
#define ITEM_COUNT ((uint8_t)(sizeof items / sizeof items[0]))

static void show_item(uint8_t row, char mark, uint8_t i)
{
    struct menu_item it;
    char line[LCD_LINE];
    flash_read_into(&it, &items[i], sizeof it);
    line[0] = mark;
    line[1] = 0;
    it.label(line);
    lcd_show_line(row, line);
}

static void draw_menu(void)
{
    uint8_t row, i = ui.cursor;
    for (row = 0; row < BOARD_LCD_ROWS; row++) {
        show_item(row, row ? ' ' : '>', i);
        if (++i == ITEM_COUNT)
            i = 0;
    }
    lcd_cursor(0, 0, 0);
}

static void key_menu(uint8_t key)
{
    struct menu_item it;
    switch (key) {
    case KEY_UP:
        ui.cursor = (uint8_t)((ui.cursor + ITEM_COUNT - 1u) % ITEM_COUNT);
        return;
    case KEY_DOWN:
        ui.cursor = (uint8_t)((ui.cursor + 1u) % ITEM_COUNT);
        return;
    case KEY_LEFT:
        ui_go_edit();
        return;
    case KEY_SELECT:
        flash_read_into(&it, &items[ui.cursor], sizeof it);
        it.act();
        return;
    }
}

const struct ui_screen NB_FLASH ui_screen_menu = { draw_menu, key_menu, 0 };
