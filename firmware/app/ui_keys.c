/*
 * ui_keys.c — the key check (KEYS): the key the decoder holds and the
 * ladder's last reading in millivolts (the key only on a buttons board),
 * live, so a maker can check a shield in a minute.  Every key only shows
 * itself; SELECT held for KEYS_EXIT_REPEATS repeats (1.1 s) goes back to
 * the menu.
 */
#include "app/ui_state.h"
#include "hal/keys.h"
#include "hal/lcd.h"

/* SELECT's repeats come at 0.5, 0.7, 0.9, 1.1 s: the fourth ends the
 * screen, so a press of SELECT here is only shown. */
#define KEYS_EXIT_REPEATS 4

/* Redrawn at every tick (the LCD layer sends only the characters that
 * change). */
static void draw_keys(void)
{
    char line[LCD_LINE];
    uint8_t row;
    for (row = 0; row < 2; row++) {
        screen_keys(row, keys_held(), keys_hw_last_mv(), line);
        lcd_show_line(row, line);
    }
    lcd_cursor(0, 0, 0);
}

static void key_keys(uint8_t key)
{
    if (key == KEY_SELECT && ui.held_repeats == KEYS_EXIT_REPEATS)
        ui.screen = UI_MENU;
}

const struct ui_screen NB_FLASH ui_screen_keys = { draw_keys, key_keys,
                                                   UI_LIVE | UI_SELECT_REPEATS };
