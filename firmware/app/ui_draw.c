/*
 * ui_draw.c — drawing every screen shares (ui_state.h): a text as a whole
 * row, the row of numbers with the cursor's in view, the turn of a line
 * that says more than one thing, and a position's verdict, on heaps or on a map's nodes, for the coach, the game and the
 * practice mode alike.
 */
#include "app/ui_state.h"
#include "core/maps.h"
#include "hal/clock.h"
#include "hal/lcd.h"

uint8_t ui_turn(uint32_t since, uint8_t n)
{
    uint32_t t = clock_ms() - since;
    return (int32_t)t < 0 ? 0u : (uint8_t)((t / UI_TURN_MS) % n);
}

void ui_show_text(uint8_t row, const char *text)
{
    char line[LCD_LINE];
    line[0] = 0;
    screen_append(line, text);
    lcd_show_line(row, line);
}

uint8_t ui_show_row(const char *prefix, const heap_t *values, uint8_t count)
{
    char line[LCD_LINE];
    uint8_t col;
    screen_number_row(prefix, values, count, ui.cursor, 0, line, &col);
    lcd_show_line(0, line);
    return col;
}

void ui_verdict(const struct game_result *res, uint8_t no_stones, uint8_t piles_full, char *line)
{
    if (ui_is_graph())
        screen_graph_verdict(res, maps_grid_width(ui.s.map), no_stones, line);
    else
        screen_verdict(res, no_stones, piles_full, line);
}
