/*
 * ui_keys.c — the key and display check (KEYS): the key the decoder holds
 * and the ladder's last reading in millivolts (the key only on a buttons
 * board), live, and the display found, as the console's `version` line
 * ends but for the transport's name before an address ("16x2 0x27
 * common", "16x2 parallel"), so a maker can check a shield or a backpack
 * in a minute.  On two rows the second says "Hold SELECT=back" while a
 * key is held, and without one the display and that in turn (UI_TURN_MS
 * each, the display first); on four rows each has its own.  Every key
 * only shows itself; SELECT held for KEYS_EXIT_REPEATS repeats (1.1 s)
 * goes back to the menu.
 */
#include "app/ui_state.h"
#include "board.h"
#include "hal/keys.h"
#include "hal/lcd.h"

/* SELECT's repeats come at 0.5, 0.7, 0.9, 1.1 s: the fourth ends the
 * screen, so a press of SELECT here is only shown. */
#define KEYS_EXIT_REPEATS 4

/* The row of the display found: the second on two rows (while no key is
 * held), the third on four. */
#define KEYS_FOUND_ROW (BOARD_LCD_ROWS > 2 ? 2u : 1u)

/* The display found, lcd_describe's words less the one before an address
 * ("pcf8574"), so that a backpack's address and wiring fit 16 columns. */
static void display_found(char *text)
{
    char *word = text + 5;   /* after "16x2 " */
    char *next = word;
    lcd_describe(text);
    while (*next != '\0' && *next != ' ')
        next++;
    if (next[0] == ' ' && next[1] == '0' && next[2] == 'x')
        while ((*word++ = *++next) != '\0')
            ;
}

/* Redrawn at every tick (the LCD layer sends only the characters that
 * change). */
static void draw_keys(void)
{
    char line[LCD_DESCRIBE_MAX + 1];
    uint8_t key = keys_held();
    /* two rows, no key held: the display found and how to leave in turn */
    uint8_t leave = KEYS_FOUND_ROW > 1u || key != KEY_NONE || ui_turn(ui.last_key_ms, 2u);
    screen_keys(0, key, keys_hw_last_mv(), line);
    lcd_show_line(0, line);
    if (leave) {
        screen_keys(1, key, 0, line);
        lcd_show_line(1, line);
    }
    if (KEYS_FOUND_ROW > 1u || !leave) {
        display_found(line);
        lcd_show_line(KEYS_FOUND_ROW, line);   /* cut at the width */
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
