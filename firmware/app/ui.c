/*
 * ui.c — screens and keys.
 *
 * EDIT    LEFT/RIGHT choose a pile (RIGHT past the last adds one), UP/DOWN
 *         change it (held: repeats, and the step grows 1 -> 10 -> 100),
 *         SELECT opens the menu.
 * MENU    UP/DOWN choose, SELECT takes, LEFT goes back.
 * DETAIL  the SG value of each pile and their XOR; LEFT/RIGHT scroll,
 *         SELECT or UP/DOWN go back.
 * RULE    UP/DOWN cycle the rules, SELECT takes (take:M and sub ask for
 *         their parameters), LEFT goes back.
 * TAKE    UP/DOWN set M, SELECT applies.
 * SUB     LEFT/RIGHT choose an amount (RIGHT past the last adds one),
 *         UP/DOWN change it (0 removes it), SELECT applies.
 */
#include "ui.h"
#include "lcd.h"
#include "screens.h"
#include "game.h"
#include "subtraction.h"
#include "version.h"

#define SPLASH_MS 1500u
#define UI_MAX_AMOUNT 99u
#define UI_MAX_TAKE 99u
#define UI_DEFAULT_AMOUNTS 3
/* What the keys can build: the engine's limits, capped for a 16x2 screen. */
#define UI_MAX_PILES (NB_MAX_PILES < 99 ? NB_MAX_PILES : 99)
#define UI_MAX_AMOUNTS (NB_SUB_MAX_AMOUNTS < 16 ? NB_SUB_MAX_AMOUNTS : 16)

enum screen { SCREEN_SPLASH, SCREEN_EDIT, SCREEN_MENU, SCREEN_DETAIL, SCREEN_RULE,
              SCREEN_TAKE, SCREEN_SUB };
enum menu_item { MENU_DETAIL, MENU_RULE, MENU_DELETE, MENU_NEW, MENU_COUNT };

/* The rules a person can choose, in menu order. */
static const uint8_t rule_cycle[] = { RULE_NIM, RULE_MISERE, RULE_TAKE, RULE_POW2,
                                      RULE_SUB, RULE_HALF };
#define RULE_CHOICES (sizeof rule_cycle / sizeof rule_cycle[0])

static struct {
    uint8_t screen;
    uint32_t splash_until;
    struct rule rule;
    heap_t amounts[UI_MAX_AMOUNTS];
    uint8_t amount_count;
    uint8_t engine_stale;
    heap_t piles[UI_MAX_PILES];
    uint8_t count;
    uint8_t cursor;          /* pile, amount or menu item */
    uint8_t edit_cursor;     /* pile to return to */
    uint8_t choice;          /* rule being chosen */
    heap_t take_choice;
    uint8_t held_repeats;    /* repeats since the key went down */
    struct game_result result;
    struct nb_error error;
    uint8_t refused;
} ui;

/* ---- the engine --------------------------------------------------------- */

/* Start the rule's tables (sub builds its whole table now, so the hints
 * that follow cost no table work). */
static void apply_rule(void)
{
    struct nb_error err;
    if (ui.rule.kind == RULE_SUB) {
        if (subtraction_start(ui.amounts, ui.amount_count, &err) == 0)
            subtraction_build_all();
    }
    ui.engine_stale = 0;
}

static void evaluate(void)
{
    if (ui.engine_stale)
        apply_rule();
    error_clear(&ui.error);
    ui.refused = game_analyse_heaps(&ui.rule, ui.piles, ui.count, &ui.result, &ui.error) != 0;
}

static uint8_t no_stones(void)
{
    uint8_t i;
    for (i = 0; i < ui.count; i++)
        if (ui.piles[i])
            return 0;
    return 1;
}

/* ---- drawing ------------------------------------------------------------ */

/* Show an NB_FLASH text as a whole row. */
static void show_text(uint8_t row, const char *text)
{
    char line[LCD_LINE];
    line[0] = 0;
    screen_append(line, text);
    lcd_show_line(row, line);
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
    screen_verdict(&ui.result, no_stones(), line);
}

static void xor_line(char *line)
{
    screen_xor_line(&ui.rule, ui.piles, ui.count, &ui.result, line);
}

/* Line 1 of the edit, detail and sub screens: prefix and a row of numbers;
 * returns the column of the current one, for the cursor. */
static uint8_t show_row(const char *prefix, const heap_t *values, uint8_t count)
{
    char line[LCD_LINE];
    uint8_t col;
    screen_number_row(prefix, values, count, ui.cursor, 0, line, &col);
    lcd_show_line(0, line);
    return col;
}

static void draw_edit(void)
{
    char tag[LCD_LINE];
    uint8_t col;
    screen_rule_tag(&ui.rule, tag);
    screen_append(tag, NB_TEXT(" "));
    col = show_row(tag, ui.piles, ui.count);
    show_result_line(verdict_line);
    lcd_cursor(col, 0, 1);
}

static void draw_detail(void)
{
    heap_t sg[UI_MAX_PILES];
    uint8_t i, col;
    for (i = 0; i < ui.count; i++) {
        sg_t g = 0;
        struct nb_error err;
        rule_pile_sg(&ui.rule, ui.piles[i], &g, &err);
        sg[i] = g;
    }
    col = show_row("SG ", sg, ui.count);
    show_result_line(xor_line);
    lcd_cursor(col, 0, 1);
}

/* Menu items in enum menu_item order; "Delete pile" is followed by N. */
static const char NB_FLASH menu_items[] = "SG values\0Change rule\0Delete pile \0New game";

/* One menu row: the mark ('>' on the chosen item) and the item. */
static void show_menu_item(uint8_t row, char mark, uint8_t item)
{
    char line[LCD_LINE];
    line[0] = mark;
    line[1] = 0;
    screen_append(line, text_flash_nth(menu_items, item));
    if (item == MENU_DELETE)
        screen_append_u(line, (nb_uint_t)ui.edit_cursor + 1u);
    lcd_show_line(row, line);
}

static void draw_menu(void)
{
    show_menu_item(0, '>', ui.cursor);
    show_menu_item(1, ' ', (uint8_t)((ui.cursor + 1u) % MENU_COUNT));
    lcd_cursor(0, 0, 0);
}

static void draw_rule(void)
{
    /* the name after "> ", the whole row cut at the width */
    char line[2 + LCD_LINE];
    struct rule r;
    r.kind = rule_cycle[ui.choice];
    r.take_max = ui.rule.kind == RULE_TAKE ? ui.rule.take_max : 3;
    show_text(0, NB_TEXT("Rule: UP/DOWN"));
    line[0] = '>';
    line[1] = ' ';
    screen_rule_name(&r, ui.amounts, ui.amount_count, line + 2);
    lcd_show_line(1, line);
    lcd_cursor(0, 0, 0);
}

static void draw_take(void)
{
    char line[LCD_LINE];
    show_text(0, NB_TEXT("Take 1 to M"));
    line[0] = 0;
    screen_append(line, NB_TEXT("M = "));
    screen_append_u(line, ui.take_choice);
    lcd_show_line(1, line);
    lcd_cursor(4, 1, 1);
}

static void draw_sub(void)
{
    uint8_t col = show_row("Take ", ui.amounts, ui.amount_count);
    show_text(1, NB_TEXT("0=drop SELECT=ok"));
    lcd_cursor(col, 0, 1);
}

static void draw(void)
{
    switch (ui.screen) {
    case SCREEN_EDIT: draw_edit(); break;
    case SCREEN_MENU: draw_menu(); break;
    case SCREEN_DETAIL: draw_detail(); break;
    case SCREEN_RULE: draw_rule(); break;
    case SCREEN_TAKE: draw_take(); break;
    case SCREEN_SUB: draw_sub(); break;
    default: break;
    }
}

/* ---- keys --------------------------------------------------------------- */

/* Step for UP/DOWN: grows while the key is held. */
static heap_t step_size(void)
{
    return ui.held_repeats >= 40 ? 100u : ui.held_repeats >= 20 ? 10u : 1u;
}

/* v + step, at most max (v <= max).  Written so nothing can wrap: on the
 * AVR a 16-bit heap_t promotes to unsigned int, where max - step would. */
static heap_t step_up(heap_t v, heap_t max)
{
    heap_t s = step_size();
    return (heap_t)(max - v) < s ? max : (heap_t)(v + s);
}

/* v - step, at least min (v >= min). */
static heap_t step_down(heap_t v, heap_t min)
{
    heap_t s = step_size();
    return (heap_t)(v - min) < s ? min : (heap_t)(v - s);
}

static void go_edit(void)
{
    ui.screen = SCREEN_EDIT;
    ui.cursor = ui.edit_cursor < ui.count ? ui.edit_cursor : (uint8_t)(ui.count - 1u);
    evaluate();
}

static void new_game(void)
{
    ui.count = 3;
    ui.piles[0] = 3;
    ui.piles[1] = 4;
    ui.piles[2] = 5;
    ui.edit_cursor = 0;
}

static void key_edit(uint8_t key)
{
    switch (key) {
    case KEY_LEFT:
        if (ui.cursor > 0)
            ui.cursor--;
        return;
    case KEY_RIGHT:
        if (ui.cursor + 1u < ui.count) {
            ui.cursor++;
        } else if (ui.count < UI_MAX_PILES) {
            ui.piles[ui.count++] = 1;
            ui.cursor = (uint8_t)(ui.count - 1u);
            evaluate();
        }
        return;
    case KEY_UP:
        ui.piles[ui.cursor] = step_up(ui.piles[ui.cursor], NB_HEAP_MAX);
        evaluate();
        return;
    case KEY_DOWN:
        ui.piles[ui.cursor] = step_down(ui.piles[ui.cursor], 0);
        evaluate();
        return;
    case KEY_SELECT:
        ui.edit_cursor = ui.cursor;
        ui.cursor = 0;
        ui.screen = SCREEN_MENU;
        return;
    }
}

static void delete_pile(void)
{
    uint8_t i;
    if (ui.count == 1) {
        ui.piles[0] = 0;
        return;
    }
    for (i = ui.edit_cursor; i + 1u < ui.count; i++)
        ui.piles[i] = ui.piles[i + 1u];
    ui.count--;
    if (ui.edit_cursor >= ui.count)
        ui.edit_cursor = (uint8_t)(ui.count - 1u);
}

static void key_menu(uint8_t key)
{
    uint8_t i;
    switch (key) {
    case KEY_UP:
        ui.cursor = (uint8_t)((ui.cursor + MENU_COUNT - 1u) % MENU_COUNT);
        return;
    case KEY_DOWN:
        ui.cursor = (uint8_t)((ui.cursor + 1u) % MENU_COUNT);
        return;
    case KEY_LEFT:
        go_edit();
        return;
    case KEY_SELECT:
        switch (ui.cursor) {
        case MENU_DETAIL:
            ui.screen = SCREEN_DETAIL;
            ui.cursor = ui.edit_cursor;
            evaluate();
            return;
        case MENU_RULE:
            ui.screen = SCREEN_RULE;
            ui.choice = 0;
            for (i = 0; i < RULE_CHOICES; i++)
                if (rule_cycle[i] == ui.rule.kind)
                    ui.choice = i;
            return;
        case MENU_DELETE:
            delete_pile();
            go_edit();
            return;
        default:
            new_game();
            go_edit();
            return;
        }
    }
}

static void key_detail(uint8_t key)
{
    if (key == KEY_LEFT && ui.cursor > 0)
        ui.cursor--;
    else if (key == KEY_RIGHT && ui.cursor + 1u < ui.count)
        ui.cursor++;
    else if (key == KEY_SELECT || key == KEY_UP || key == KEY_DOWN) {
        ui.edit_cursor = ui.cursor;
        go_edit();
    }
}

static void use_rule(uint8_t kind)
{
    ui.rule.kind = kind;
    if (kind == RULE_TAKE)
        ui.rule.take_max = ui.take_choice;
    apply_rule();
    go_edit();
}

static void key_rule(uint8_t key)
{
    uint8_t kind = rule_cycle[ui.choice];
    switch (key) {
    case KEY_UP:
        ui.choice = (uint8_t)((ui.choice + RULE_CHOICES - 1u) % RULE_CHOICES);
        return;
    case KEY_DOWN:
        ui.choice = (uint8_t)((ui.choice + 1u) % RULE_CHOICES);
        return;
    case KEY_LEFT:
        go_edit();
        return;
    case KEY_SELECT:
        if (kind == RULE_TAKE) {
            ui.take_choice = ui.rule.kind == RULE_TAKE ? ui.rule.take_max : 3;
            ui.screen = SCREEN_TAKE;
        } else if (kind == RULE_SUB) {
            ui.cursor = 0;
            ui.screen = SCREEN_SUB;
        } else {
            use_rule(kind);
        }
        return;
    }
}

static void key_take(uint8_t key)
{
    if (key == KEY_UP)
        ui.take_choice = step_up(ui.take_choice, UI_MAX_TAKE);
    else if (key == KEY_DOWN)
        ui.take_choice = step_down(ui.take_choice, 1);
    else if (key == KEY_LEFT)
        ui.screen = SCREEN_RULE;
    else if (key == KEY_SELECT)
        use_rule(RULE_TAKE);
}

/* Drop amounts set to 0; keep at least one. */
static void compact_amounts(void)
{
    uint8_t i, n = 0;
    for (i = 0; i < ui.amount_count; i++)
        if (ui.amounts[i])
            ui.amounts[n++] = ui.amounts[i];
    if (n == 0)
        ui.amounts[n++] = 1;
    ui.amount_count = n;
}

static void key_sub(uint8_t key)
{
    switch (key) {
    case KEY_LEFT:
        if (ui.cursor > 0)
            ui.cursor--;
        else
            ui.screen = SCREEN_RULE;
        return;
    case KEY_RIGHT:
        if (ui.cursor + 1u < ui.amount_count)
            ui.cursor++;
        else if (ui.amount_count < UI_MAX_AMOUNTS) {
            ui.amounts[ui.amount_count] = ui.amounts[ui.amount_count - 1u] + 1u;
            if (ui.amounts[ui.amount_count] > UI_MAX_AMOUNT)
                ui.amounts[ui.amount_count] = UI_MAX_AMOUNT;
            ui.cursor = ui.amount_count++;
        }
        return;
    case KEY_UP:
        ui.amounts[ui.cursor] = step_up(ui.amounts[ui.cursor], UI_MAX_AMOUNT);
        return;
    case KEY_DOWN:
        ui.amounts[ui.cursor] = step_down(ui.amounts[ui.cursor], 0);
        return;
    case KEY_SELECT:
        compact_amounts();
        use_rule(RULE_SUB);
        return;
    }
}

void ui_key(const struct key_event *ev, uint32_t now_ms)
{
    (void)now_ms;
    if (ev->kind == KEY_RELEASE) {
        ui.held_repeats = 0;
        return;
    }
    if (ev->kind == KEY_PRESS)
        ui.held_repeats = 0;
    else if (ui.held_repeats < 255)
        ui.held_repeats++;
    /* SELECT acts once per press; the others repeat while held */
    if (ev->kind == KEY_REPEAT && ev->key == KEY_SELECT)
        return;
    switch (ui.screen) {
    case SCREEN_SPLASH: go_edit(); break;
    case SCREEN_EDIT: key_edit(ev->key); break;
    case SCREEN_MENU: key_menu(ev->key); break;
    case SCREEN_DETAIL: key_detail(ev->key); break;
    case SCREEN_RULE: key_rule(ev->key); break;
    case SCREEN_TAKE: key_take(ev->key); break;
    default: key_sub(ev->key); break;
    }
    draw();
}

void ui_tick(uint32_t now_ms)
{
    if (ui.screen == SCREEN_SPLASH && (int32_t)(now_ms - ui.splash_until) >= 0) {
        go_edit();
        draw();
    }
}

void ui_engine_changed(void)
{
    ui.engine_stale = 1;
}

void ui_init(uint32_t now_ms)
{
    uint8_t i;
    ui.rule.kind = RULE_NIM;
    ui.rule.take_max = 3;
    ui.rule.graph = 0;
    ui.take_choice = 3;
    for (i = 0; i < UI_DEFAULT_AMOUNTS; i++)
        ui.amounts[i] = i == 0 ? 1u : i == 1 ? 3u : 4u;
    ui.amount_count = UI_DEFAULT_AMOUNTS;
    new_game();
    ui.screen = SCREEN_SPLASH;
    ui.splash_until = now_ms + SPLASH_MS;
    show_text(0, NB_TEXT("nimbox v" NIMBOX_VERSION));
    show_text(1, NB_TEXT("Rule: nim"));
    lcd_cursor(0, 0, 0);
}
