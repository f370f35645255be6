/*
 * ui_position.c — the position: the home screen (EDIT) and its SG values
 * (DETAIL).
 *
 * EDIT    line 1: the rule's tag and the piles; line 2: the hint for the
 *         position on screen, recomputed after every change.  LEFT/RIGHT
 *         choose a pile (RIGHT past the last adds one), UP/DOWN change it
 *         (held: repeats, and the step grows 1 -> 10 -> 100), SELECT opens
 *         the menu.  With a map (dag:NAME) the position is NODE:COUNT
 *         entries: LEFT/RIGHT step through the fields (node, count, next
 *         node, ...; RIGHT past the last adds an entry), UP/DOWN change the
 *         field under the cursor.
 * DETAIL  each pile's SG value (or each entry's node's) and their XOR;
 *         LEFT/RIGHT scroll, SELECT, UP or DOWN go back.  A value the
 *         engine cannot give is '?', and the XOR is then undecided.
 * On a display of four rows (BOARD_LCD_ROWS) EDIT shows DETAIL's two
 * lines below its own, so the position, its hint, the SG of each pile and
 * their XOR are on the glass together: drawn just after the hint (the next
 * tick, ui_position_later), so the hint is not kept waiting for them.
 */
#include "app/ui_state.h"
#include "core/maps.h"
#include "hal/lcd.h"

static uint8_t no_stones(void)
{
    uint8_t i;
    if (ui_is_graph()) {
        for (i = 0; i < ui.s.term_count; i++)
            if (ui.s.terms[i].count)
                return 0;
        return 1;
    }
    for (i = 0; i < ui.s.count; i++)
        if (ui.s.piles[i])
            return 0;
    return 1;
}

/* Line 2 of the edit and detail screens: the refusal, else `what`. */
static void show_result_line(void (*what)(char *line))
{
    char line[LCD_LINE];
    if (ui.refused)
        screen_refusal(&ui.error, line);
    else
        what(line);
    lcd_show_line(1, line);
}

static void verdict_line(char *line)
{
    ui_verdict(&ui.result, no_stones(), ui.s.count >= UI_MAX_PILES, line);
}

static void xor_line(char *line)
{
    screen_xor_line(&ui.rule, ui.s.piles, ui_is_graph() ? 0 : ui.s.count, &ui.result, line);
}

static uint8_t show_sg_rows(uint8_t row);

/* Four-row displays: EDIT's SG and XOR rows are still to be drawn. */
static uint8_t sg_rows_due;

/* ---- EDIT ----------------------------------------------------------------- */

static void draw_edit(void)
{
    char tag[LCD_LINE];
    uint8_t col;
    screen_rule_tag(&ui.rule, tag);
    screen_append(tag, NB_TEXT(" "));
    if (ui_is_graph()) {
        char line[LCD_LINE];
        screen_term_row(tag, ui.s.terms, ui.s.term_count, ui.cursor, maps_grid_width(ui.s.map),
                        line, &col);
        lcd_show_line(0, line);
    } else {
        col = ui_show_row(tag, ui.s.piles, ui.s.count);
    }
    show_result_line(verdict_line);
    if (BOARD_LCD_ROWS >= 4)
        sg_rows_due = 1;
    lcd_cursor(col, 0, 1);
}

void ui_position_later(void)
{
    if (BOARD_LCD_ROWS < 4 || !sg_rows_due)
        return;
    sg_rows_due = 0;
    if (ui.screen == UI_EDIT && !ui_is_graph())
        show_sg_rows(2);
}

/* Graph positions: RIGHT over the fields (LEFT is key_edit's), UP/DOWN
 * change one. */
static void key_edit_graph(uint8_t key)
{
    struct node_term *t = &ui.s.terms[ui.cursor / 2u];
    node_t last = (node_t)(maps_graph(ui.s.map)->node_count - 1u);
    switch (key) {
    case KEY_RIGHT:
        if (ui.cursor + 1u < ui_edit_items()) {
            ui.cursor++;
        } else if (ui.s.term_count < UI_MAX_TERMS) {
            /* a new entry: one stone on the node of the last one */
            ui.s.terms[ui.s.term_count].node = ui.s.terms[ui.s.term_count - 1u].node;
            ui.s.terms[ui.s.term_count].count = 1;
            ui.cursor = (uint8_t)(2u * ui.s.term_count++);
            ui_evaluate();
        }
        return;
    case KEY_UP:
    case KEY_DOWN:
        if (ui.cursor & 1u)
            t->count = key == KEY_UP ? ui_step_up(t->count, NB_HEAP_MAX)
                                     : ui_step_down(t->count, 0);
        else
            t->node = (node_t)(key == KEY_UP ? ui_step_up(t->node, last) : ui_step_down(t->node, 0));
        ui_evaluate();
        return;
    }
}

static void key_edit(uint8_t key)
{
    if (key == KEY_LEFT) {
        if (ui.cursor > 0)
            ui.cursor--;
        return;
    }
    if (key != KEY_SELECT && ui_is_graph()) {
        key_edit_graph(key);
        return;
    }
    switch (key) {
    case KEY_RIGHT:
        if (ui.cursor + 1u < ui.s.count) {
            ui.cursor++;
        } else if (ui.s.count < UI_MAX_PILES) {
            ui.s.piles[ui.s.count++] = 1;
            ui.cursor = (uint8_t)(ui.s.count - 1u);
            ui_evaluate();
        }
        return;
    case KEY_UP:
    case KEY_DOWN:
        ui.s.piles[ui.cursor] = key == KEY_UP ? ui_step_up(ui.s.piles[ui.cursor], NB_HEAP_MAX)
                                              : ui_step_down(ui.s.piles[ui.cursor], 0);
        ui_evaluate();
        return;
    case KEY_SELECT:
        ui.edit_cursor = ui.cursor;
        ui.cursor = 0;
        ui.screen = UI_MENU;
        return;
    }
}

const struct ui_screen NB_FLASH ui_screen_edit = { draw_edit, key_edit, 0 };

/* ---- DETAIL --------------------------------------------------------------- */

/* Each pile's SG value (or each entry's node's) into sg; 1 when some
 * value is unknown here. */
static uint8_t pile_sgs(heap_t *sg, uint8_t n)
{
    uint8_t i, unknown = 0;
    for (i = 0; i < n; i++) {
        sg_t g = 0;
        struct nb_error err;
        if (ui.rule_error.code != ERR_NONE ||
            rule_pile_sg(&ui.rule, ui_is_graph() ? ui.s.terms[i].node : ui.s.piles[i], &g,
                         &err)) {
            sg[i] = SCREEN_UNKNOWN;
            unknown = 1;
        } else {
            sg[i] = g;
        }
    }
    return unknown;
}

/* The SG row at row (the cursor's pile kept in view; its column), then the
 * XOR line at row + 1. */
static uint8_t show_sg_rows(uint8_t row)
{
    heap_t sg[UI_MAX_PILES > UI_MAX_TERMS ? UI_MAX_PILES : UI_MAX_TERMS] = { 0 };
    char line[LCD_LINE];
    uint8_t col, n = ui_is_graph() ? ui.s.term_count : ui.s.count;
    uint8_t unknown = pile_sgs(sg, n);
    screen_number_row("SG ", sg, n, ui.cursor, 0, line, &col);
    lcd_show_line(row, line);
    if (unknown)
        screen_xor_line(&ui.rule, ui.s.piles, 0, 0, line);
    else if (ui.refused)
        screen_refusal(&ui.error, line);
    else
        xor_line(line);
    lcd_show_line((uint8_t)(row + 1u), line);
    return col;
}

static void draw_detail(void)
{
    lcd_cursor(show_sg_rows(0), 0, 1);
}

static void key_detail(uint8_t key)
{
    uint8_t n = ui_is_graph() ? ui.s.term_count : ui.s.count;
    if (key == KEY_LEFT && ui.cursor > 0)
        ui.cursor--;
    else if (key == KEY_RIGHT && ui.cursor + 1u < n)
        ui.cursor++;
    else if (key == KEY_SELECT || key == KEY_UP || key == KEY_DOWN) {
        ui.edit_cursor = ui_is_graph() ? (uint8_t)(2u * ui.cursor) : ui.cursor;
        ui_go_edit();
    }
}

const struct ui_screen NB_FLASH ui_screen_detail = { draw_detail, key_detail, 0 };

/* Enter DETAIL at the pile (or entry) the cursor was on. */
void ui_position_detail(void)
{
    ui.screen = UI_DETAIL;
    ui.cursor = ui_is_graph() ? (uint8_t)(ui.edit_cursor / 2u) : ui.edit_cursor;
    ui_evaluate();
}

/* Remove the pile (or entry) the cursor was on; the last one is emptied
 * instead. */
void ui_position_delete(void)
{
    uint8_t i, e;
    if (ui_is_graph()) {
        e = (uint8_t)(ui.edit_cursor / 2u);
        if (ui.s.term_count == 1) {
            ui.s.terms[0].count = 0;
            return;
        }
        for (i = e; i + 1u < ui.s.term_count; i++)
            ui.s.terms[i] = ui.s.terms[i + 1u];
        ui.s.term_count--;
        ui.edit_cursor = (uint8_t)(2u * (e < ui.s.term_count ? e : ui.s.term_count - 1u));
        return;
    }
    if (ui.s.count == 1) {
        ui.s.piles[0] = 0;
        return;
    }
    for (i = ui.edit_cursor; i + 1u < ui.s.count; i++)
        ui.s.piles[i] = ui.s.piles[i + 1u];
    ui.s.count--;
    if (ui.edit_cursor >= ui.s.count)
        ui.edit_cursor = (uint8_t)(ui.s.count - 1u);
}
