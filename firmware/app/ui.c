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
 * KEYS    the key held and the ladder's millivolts, live; every key only
 *         shows itself; SELECT held for KEYS_EXIT_REPEATS repeats (1.1 s)
 *         goes back to the menu.
 *
 * With a graph map (dag:NAME) the position is a list of NODE:COUNT entries:
 * LEFT/RIGHT step through the fields (node, count, next node, ...; RIGHT
 * past the last adds an entry), UP/DOWN change the field under the cursor.
 */
#include "app/ui.h"
#include "hal/lcd.h"
#include "app/screens.h"
#include "core/game.h"
#include "core/maps.h"
#include "core/subtraction.h"
#include "app/settings.h"
#include "app/version.h"

#define SPLASH_MS 1500u
#define UI_DEFAULT_AMOUNTS 3
/* The settings are saved once the position has been still this long, and
 * when a screen is left. */
#define SAVE_STILL_MS 3000u

enum screen { SCREEN_SPLASH, SCREEN_EDIT, SCREEN_MENU, SCREEN_DETAIL, SCREEN_RULE,
              SCREEN_TAKE, SCREEN_SUB, SCREEN_KEYS };
enum menu_item { MENU_DETAIL, MENU_RULE, MENU_DELETE, MENU_KEYS, MENU_NEW, MENU_LIGHT,
                 MENU_COUNT };
/* SELECT's repeats come at 0.5, 0.7, 0.9, 1.1 s: the fourth ends the Keys
 * screen, so a press of SELECT there is only shown. */
#define KEYS_EXIT_REPEATS 4

/* The octal code before one is chosen: Dawson's chess, 0.137. */
#define UI_DEFAULT_CODE { 3, { 1, 3, 7 } }

static struct {
    uint8_t screen;
    uint32_t splash_until;
    struct rule rule;
    struct settings s;       /* what is saved: position, sub amounts, map, light */
    uint8_t engine_stale;
    uint8_t save_due;        /* a key since the last save */
    uint8_t save_now;        /* a screen was left: save at the next tick */
    uint8_t light_off;       /* the backlight timed out */
    uint8_t swallow;         /* the key that woke the backlight: ignore until released */
    uint32_t last_key_ms;
    uint8_t cursor;          /* pile, entry field, amount or menu item */
    uint8_t edit_cursor;     /* pile or entry field to return to */
    uint8_t choice;          /* rule being chosen */
    heap_t take_choice;
    uint8_t held_repeats;    /* repeats since the key went down */
    struct game_result result;
    struct nb_error error;
    uint8_t refused;
    struct nb_error rule_error;   /* the rule could not be set up */
} ui;

static uint8_t is_graph(void)
{
    return (uint8_t)rule_is_graph(&ui.rule);
}

/* The parameter kind of rule table row `family`. */
static uint8_t family_param(uint8_t family)
{
    struct rule r;
    r.family = family;
    return rule_param(&r);
}

/* The rule menu: the rule table's families in its order, except the
 * graph family, whose place the built-in maps take at the end.  The family
 * of menu row `choice` (the graph family for every map). */
static uint8_t choice_family(uint8_t choice)
{
    uint8_t i, row = 0, graph = 0;
    for (i = 0; i < rule_family_count(); i++) {
        if (family_param(i) == RULE_PARAM_MAP)
            graph = i;
        else if (row++ == choice)
            return i;
    }
    return graph;
}

/* Menu rows before the maps. */
static uint8_t heap_rules(void)
{
    uint8_t i, n = 0;
    for (i = 0; i < rule_family_count(); i++)
        n += family_param(i) != RULE_PARAM_MAP;
    return n;
}

static uint8_t rule_choices(void)
{
    return (uint8_t)(heap_rules() + maps_count());
}

/* ---- the engine --------------------------------------------------------- */

/* Start the rule's tables (sub and octal games build their whole table
 * now, up to a proven period, so the hints that follow cost no table
 * work). */
static void apply_rule(void)
{
    uint8_t param = rule_param(&ui.rule);
    struct rule_period period;
    error_clear(&ui.rule_error);
    if (param == RULE_PARAM_LIST) {
        if (subtraction_start(ui.s.amounts, ui.s.amount_count, &ui.rule_error) == 0)
            subtraction_build_all();
    } else if (param == RULE_PARAM_MAP) {
        /* every node's SG value, into the engine's table */
        rule_attach_graph(&ui.rule, maps_graph(ui.s.map), &ui.rule_error);
    } else {
        /* octal:CODE plays the saved code; kayles and dawson their own */
        if (param == RULE_PARAM_CODE)
            ui.rule.code = ui.s.code;
        if (rule_start(&ui.rule, &ui.rule_error) == 0)
            rule_period(&ui.rule, &period);
    }
    ui.engine_stale = 0;
}

static void evaluate(void)
{
    struct node_term merged[UI_MAX_TERMS];
    uint16_t n = ui.s.term_count, i;
    if (ui.engine_stale)
        apply_rule();
    error_clear(&ui.error);
    if (ui.rule_error.code != ERR_NONE) {
        ui.error = ui.rule_error;
        ui.refused = 1;
    } else if (is_graph()) {
        /* the engine wants each node once: merge a copy, keep the entries */
        for (i = 0; i < n; i++)
            merged[i] = ui.s.terms[i];
        ui.refused = game_merge_terms(merged, &n, &ui.error) != 0 ||
                     game_analyse_graph(&ui.rule, merged, n, &ui.result, &ui.error) != 0;
    } else {
        ui.refused = game_analyse_heaps(&ui.rule, ui.s.piles, ui.s.count, &ui.result,
                                        &ui.error) != 0;
    }
}

static uint8_t no_stones(void)
{
    uint8_t i;
    if (is_graph()) {
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

/* Items the cursor moves over on the edit screen: piles, or two fields
 * (node, count) per entry. */
static uint8_t edit_items(void)
{
    return is_graph() ? (uint8_t)(2u * ui.s.term_count) : ui.s.count;
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
    if (is_graph())
        screen_graph_verdict(&ui.result, maps_grid_width(ui.s.map), no_stones(), line);
    else
        screen_verdict(&ui.result, no_stones(), ui.s.count >= UI_MAX_PILES, line);
}

static void xor_line(char *line)
{
    screen_xor_line(&ui.rule, ui.s.piles, is_graph() ? 0 : ui.s.count, &ui.result, line);
}

/* The detail screen's line 2 when some SG value is unknown. */
static void xor_unknown_line(char *line)
{
    screen_xor_line(&ui.rule, ui.s.piles, 0, 0, line);
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
    if (is_graph()) {
        char line[LCD_LINE];
        screen_term_row(tag, ui.s.terms, ui.s.term_count, ui.cursor, maps_grid_width(ui.s.map),
                        line, &col);
        lcd_show_line(0, line);
    } else {
        col = show_row(tag, ui.s.piles, ui.s.count);
    }
    show_result_line(verdict_line);
    lcd_cursor(col, 0, 1);
}

/* The SG value of each pile (or of each entry's node) and their XOR; a
 * value the engine cannot give (a heap past the table with no period
 * proven) is '?', and then the XOR is undecided. */
static void draw_detail(void)
{
    heap_t sg[UI_MAX_PILES > UI_MAX_TERMS ? UI_MAX_PILES : UI_MAX_TERMS] = { 0 };
    uint8_t i, col, unknown = 0, n = is_graph() ? ui.s.term_count : ui.s.count;
    for (i = 0; i < n; i++) {
        sg_t g = 0;
        struct nb_error err;
        if (ui.rule_error.code != ERR_NONE ||
            rule_pile_sg(&ui.rule, is_graph() ? ui.s.terms[i].node : ui.s.piles[i], &g, &err)) {
            sg[i] = SCREEN_UNKNOWN;
            unknown = 1;
        } else {
            sg[i] = g;
        }
    }
    col = show_row("SG ", sg, n);
    if (unknown) {
        char line[LCD_LINE];
        xor_unknown_line(line);
        lcd_show_line(1, line);
    } else {
        show_result_line(xor_line);
    }
    lcd_cursor(col, 0, 1);
}

/* Menu items in enum menu_item order; "Delete pile" (or, on a graph map,
 * "Delete entry", the last string) is followed by N. */
static const char NB_FLASH menu_items[] =
    "SG values\0Change rule\0Delete pile \0Keys\0New game\0Light off \0Delete entry \0"
    "Light always on";
#define MENU_LIGHT_ALWAYS_TEXT (MENU_COUNT + 1)

/* Backlight timeouts in seconds, by settings index (0: always on). */
static const uint16_t light_seconds[SETTINGS_LIGHT_COUNT] = SETTINGS_LIGHT_CHOICES;
#define MENU_DELETE_ENTRY_TEXT MENU_COUNT

/* One menu row: the mark ('>' on the chosen item) and the item. */
static void show_menu_item(uint8_t row, char mark, uint8_t item)
{
    char line[LCD_LINE];
    line[0] = mark;
    line[1] = 0;
    if (item == MENU_DELETE && is_graph()) {
        screen_append(line, text_flash_nth(menu_items, MENU_DELETE_ENTRY_TEXT));
        screen_append_u(line, (nb_uint_t)ui.edit_cursor / 2u + 1u);
    } else if (item == MENU_LIGHT && light_seconds[ui.s.light] == 0) {
        screen_append(line, text_flash_nth(menu_items, MENU_LIGHT_ALWAYS_TEXT));
    } else {
        screen_append(line, text_flash_nth(menu_items, item));
        if (item == MENU_DELETE)
            screen_append_u(line, (nb_uint_t)ui.edit_cursor + 1u);
        if (item == MENU_LIGHT) {
            screen_append_u(line, light_seconds[ui.s.light]);
            screen_append(line, NB_TEXT("s"));
        }
    }
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
    uint8_t map = 0;
    r.family = choice_family(ui.choice);
    if (ui.choice >= heap_rules())
        map = (uint8_t)(ui.choice - heap_rules());
    r.take_max = rule_param(&ui.rule) == RULE_PARAM_NUMBER ? ui.rule.take_max : 3;
    r.code = ui.s.code;
    show_text(0, NB_TEXT("Rule: UP/DOWN"));
    line[0] = '>';
    line[1] = ' ';
    screen_rule_name(&r, ui.s.amounts, ui.s.amount_count, map, line + 2);
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
    uint8_t col = show_row("Take ", ui.s.amounts, ui.s.amount_count);
    show_text(1, NB_TEXT("0=drop SELECT=ok"));
    lcd_cursor(col, 0, 1);
}

/* The key the decoder holds and the last reading: redrawn at every tick
 * (the LCD layer sends only the characters that change). */
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

static void draw(void)
{
    /* a console line may have replaced the engine's tables since: every
     * screen shows SG values from the rule's own */
    if (ui.engine_stale)
        apply_rule();
    switch (ui.screen) {
    case SCREEN_EDIT: draw_edit(); break;
    case SCREEN_MENU: draw_menu(); break;
    case SCREEN_DETAIL: draw_detail(); break;
    case SCREEN_RULE: draw_rule(); break;
    case SCREEN_TAKE: draw_take(); break;
    case SCREEN_SUB: draw_sub(); break;
    default:   /* not a case of its own: seven make the switch a table (+12 B) */
        if (ui.screen == SCREEN_KEYS)
            draw_keys();
        break;
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
    ui.cursor = ui.edit_cursor < edit_items() ? ui.edit_cursor : (uint8_t)(edit_items() - 1u);
    evaluate();
}

/* The starting position: piles 3 4 5, or one stone on a map's last node
 * (the far corner of a grid). */
static void new_game(void)
{
    if (is_graph()) {
        ui.s.term_count = 1;
        ui.s.terms[0].node = (node_t)(maps_graph(ui.s.map)->node_count - 1u);
        ui.s.terms[0].count = 1;
    } else {
        ui.s.count = 3;
        ui.s.piles[0] = 3;
        ui.s.piles[1] = 4;
        ui.s.piles[2] = 5;
    }
    ui.edit_cursor = 0;
}

/* Graph positions: LEFT/RIGHT over the fields, UP/DOWN change one. */
static void key_edit_graph(uint8_t key)
{
    struct node_term *t = &ui.s.terms[ui.cursor / 2u];
    node_t last = (node_t)(maps_graph(ui.s.map)->node_count - 1u);
    switch (key) {
    case KEY_LEFT:
        if (ui.cursor > 0)
            ui.cursor--;
        return;
    case KEY_RIGHT:
        if (ui.cursor + 1u < edit_items()) {
            ui.cursor++;
        } else if (ui.s.term_count < UI_MAX_TERMS) {
            /* a new entry: one stone on the node of the last one */
            ui.s.terms[ui.s.term_count].node = ui.s.terms[ui.s.term_count - 1u].node;
            ui.s.terms[ui.s.term_count].count = 1;
            ui.cursor = (uint8_t)(2u * ui.s.term_count++);
            evaluate();
        }
        return;
    case KEY_UP:
    case KEY_DOWN:
        if (ui.cursor & 1u)
            t->count = key == KEY_UP ? step_up(t->count, NB_HEAP_MAX) : step_down(t->count, 0);
        else
            t->node = (node_t)(key == KEY_UP ? step_up(t->node, last) : step_down(t->node, 0));
        evaluate();
        return;
    }
}

static void key_edit(uint8_t key)
{
    if (key != KEY_SELECT && is_graph()) {
        key_edit_graph(key);
        return;
    }
    switch (key) {
    case KEY_LEFT:
        if (ui.cursor > 0)
            ui.cursor--;
        return;
    case KEY_RIGHT:
        if (ui.cursor + 1u < ui.s.count) {
            ui.cursor++;
        } else if (ui.s.count < UI_MAX_PILES) {
            ui.s.piles[ui.s.count++] = 1;
            ui.cursor = (uint8_t)(ui.s.count - 1u);
            evaluate();
        }
        return;
    case KEY_UP:
        ui.s.piles[ui.cursor] = step_up(ui.s.piles[ui.cursor], NB_HEAP_MAX);
        evaluate();
        return;
    case KEY_DOWN:
        ui.s.piles[ui.cursor] = step_down(ui.s.piles[ui.cursor], 0);
        evaluate();
        return;
    case KEY_SELECT:
        ui.edit_cursor = ui.cursor;
        ui.cursor = 0;
        ui.screen = SCREEN_MENU;
        return;
    }
}

/* Remove the entry the cursor was on (the last one is emptied instead). */
static void delete_entry(void)
{
    uint8_t i, e = (uint8_t)(ui.edit_cursor / 2u);
    if (ui.s.term_count == 1) {
        ui.s.terms[0].count = 0;
        return;
    }
    for (i = e; i + 1u < ui.s.term_count; i++)
        ui.s.terms[i] = ui.s.terms[i + 1u];
    ui.s.term_count--;
    ui.edit_cursor = (uint8_t)(2u * (e < ui.s.term_count ? e : ui.s.term_count - 1u));
}

static void delete_pile(void)
{
    uint8_t i;
    if (is_graph()) {
        delete_entry();
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
            ui.cursor = is_graph() ? (uint8_t)(ui.edit_cursor / 2u) : ui.edit_cursor;
            evaluate();
            return;
        case MENU_RULE:
            ui.screen = SCREEN_RULE;
            ui.choice = 0;
            for (i = 0; i < heap_rules(); i++)
                if (choice_family(i) == ui.rule.family)
                    ui.choice = i;
            if (is_graph())
                ui.choice = (uint8_t)(heap_rules() + ui.s.map);
            return;
        case MENU_DELETE:
            delete_pile();
            go_edit();
            return;
        case MENU_LIGHT:
            ui.s.light = (uint8_t)((ui.s.light + 1u) % SETTINGS_LIGHT_COUNT);
            return;
        case MENU_KEYS:
            /* the SELECT that opens it is not a hold there */
            ui.screen = SCREEN_KEYS;
            ui.swallow = 1;
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
    uint8_t n = is_graph() ? ui.s.term_count : ui.s.count;
    if (key == KEY_LEFT && ui.cursor > 0)
        ui.cursor--;
    else if (key == KEY_RIGHT && ui.cursor + 1u < n)
        ui.cursor++;
    else if (key == KEY_SELECT || key == KEY_UP || key == KEY_DOWN) {
        ui.edit_cursor = is_graph() ? (uint8_t)(2u * ui.cursor) : ui.cursor;
        go_edit();
    }
}

/* Play rule table row `family` (take:M with the M chosen). */
static void use_rule(uint8_t family)
{
    uint8_t was_graph = is_graph();
    rule_select(&ui.rule, family, &ui.rule_error);   /* kayles: its code */
    if (rule_param(&ui.rule) == RULE_PARAM_NUMBER)
        ui.rule.take_max = ui.take_choice;
    apply_rule();
    if (is_graph() || was_graph)
        ui.edit_cursor = 0;
    go_edit();
}

/* A built-in map (family: the graph family's row): its own position,
 * starting fresh. */
static void use_map(uint8_t map, uint8_t family)
{
    ui.s.map = map;
    ui.rule.family = family;
    new_game();
    use_rule(family);
}

static void key_rule(uint8_t key)
{
    uint8_t family = choice_family(ui.choice), param = family_param(family);
    switch (key) {
    case KEY_UP:
        ui.choice = (uint8_t)((ui.choice + rule_choices() - 1u) % rule_choices());
        return;
    case KEY_DOWN:
        ui.choice = (uint8_t)((ui.choice + 1u) % rule_choices());
        return;
    case KEY_LEFT:
        go_edit();
        return;
    case KEY_SELECT:
        if (param == RULE_PARAM_NUMBER) {
            ui.take_choice = rule_param(&ui.rule) == RULE_PARAM_NUMBER ? ui.rule.take_max : 3;
            ui.screen = SCREEN_TAKE;
        } else if (param == RULE_PARAM_LIST) {
            ui.cursor = 0;
            ui.screen = SCREEN_SUB;
        } else if (param == RULE_PARAM_MAP) {
            use_map((uint8_t)(ui.choice - heap_rules()), family);
        } else {
            use_rule(family);
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
        use_rule(choice_family(ui.choice));   /* the take:M row */
}

/* Drop amounts set to 0; keep at least one. */
static void compact_amounts(void)
{
    uint8_t i, n = 0;
    for (i = 0; i < ui.s.amount_count; i++)
        if (ui.s.amounts[i])
            ui.s.amounts[n++] = ui.s.amounts[i];
    if (n == 0)
        ui.s.amounts[n++] = 1;
    ui.s.amount_count = n;
}

static void key_sub(uint8_t key)
{
    switch (key) {
    case KEY_LEFT:
        if (ui.cursor > 0) {
            ui.cursor--;
        } else {
            compact_amounts();   /* no 0 (drop mark) outlives this screen */
            ui.screen = SCREEN_RULE;
        }
        return;
    case KEY_RIGHT:
        if (ui.cursor + 1u < ui.s.amount_count)
            ui.cursor++;
        else if (ui.s.amount_count < UI_MAX_AMOUNTS) {
            ui.s.amounts[ui.s.amount_count] = ui.s.amounts[ui.s.amount_count - 1u] + 1u;
            if (ui.s.amounts[ui.s.amount_count] > UI_MAX_AMOUNT)
                ui.s.amounts[ui.s.amount_count] = UI_MAX_AMOUNT;
            ui.cursor = ui.s.amount_count++;
        }
        return;
    case KEY_UP:
        ui.s.amounts[ui.cursor] = step_up(ui.s.amounts[ui.cursor], UI_MAX_AMOUNT);
        return;
    case KEY_DOWN:
        ui.s.amounts[ui.cursor] = step_down(ui.s.amounts[ui.cursor], 0);
        return;
    case KEY_SELECT:
        compact_amounts();
        use_rule(choice_family(ui.choice));   /* the sub row */
        return;
    }
}

void ui_key(const struct key_event *ev, uint32_t now_ms)
{
    uint8_t screen = ui.screen;
    ui.last_key_ms = now_ms;
    if (ev->kind == KEY_RELEASE) {
        ui.held_repeats = 0;
        ui.swallow = 0;
        return;
    }
    /* with the backlight off, the first press only switches it on */
    if (ui.light_off) {
        ui.light_off = 0;
        ui.swallow = 1;
        lcd_backlight(1);
    }
    if (ui.swallow)
        return;
    ui.save_due = 1;
    if (ev->kind == KEY_PRESS)
        ui.held_repeats = 0;
    else if (ui.held_repeats < 255)
        ui.held_repeats++;
    /* SELECT acts once per press (the Keys screen counts its repeats);
     * the others repeat while held */
    if (ev->kind == KEY_REPEAT && ev->key == KEY_SELECT && ui.screen != SCREEN_KEYS)
        return;
    switch (ui.screen) {
    case SCREEN_SPLASH: go_edit(); break;
    case SCREEN_EDIT: key_edit(ev->key); break;
    case SCREEN_MENU: key_menu(ev->key); break;
    case SCREEN_DETAIL: key_detail(ev->key); break;
    case SCREEN_RULE: key_rule(ev->key); break;
    case SCREEN_TAKE: key_take(ev->key); break;
    default:
        if (ui.screen != SCREEN_KEYS)
            key_sub(ev->key);
        else if (ev->key == KEY_SELECT && ui.held_repeats == KEYS_EXIT_REPEATS)
            ui.screen = SCREEN_MENU;
        break;
    }
    draw();
    if (ui.screen != screen)
        ui.save_now = 1;
}

/* Keep the rule in the settings and write them (unchanged bytes are not
 * written again); not while the amounts are being edited. */
static void save(void)
{
    /* amounts being edited may hold 0 (drop), which a record may not: the
     * save waits until the screen is left (the amounts compacted) */
    if (ui.screen == SCREEN_SUB)
        return;
    ui.s.rule_id = rule_id(&ui.rule);
    ui.s.take_max = ui.rule.take_max;
    settings_save(&ui.s);
    ui.save_due = 0;
    ui.save_now = 0;
}

void ui_tick(uint32_t now_ms)
{
    uint32_t idle = now_ms - ui.last_key_ms;
    uint16_t light = light_seconds[ui.s.light];
    if (ui.screen == SCREEN_SPLASH && (int32_t)(now_ms - ui.splash_until) >= 0) {
        go_edit();
        draw();
    }
    if (ui.screen == SCREEN_KEYS)
        draw_keys();
    if (ui.save_due && (ui.save_now || idle >= SAVE_STILL_MS))
        save();
    if (!ui.light_off && light && idle >= (uint32_t)light * 1000u) {
        ui.light_off = 1;
        lcd_backlight(0);
    }
}

void ui_engine_changed(void)
{
    ui.engine_stale = 1;
}

/* Why the saved settings were not used, as the splash says it once, by
 * enum settings_status (SETTINGS_OK: no sentence). */
static const char NB_FLASH settings_news[] =
    "\0Fresh settings\0Settings damaged\0Unknown settings\0Settings damaged";

void ui_init(uint32_t now_ms)
{
    static const struct octal_code default_code = UI_DEFAULT_CODE;
    uint8_t i, status = settings_load(&ui.s);
    char line[6 + LCD_LINE];   /* "Rule: " and a name cut at the width */
    ui.rule.graph = 0;
    ui.take_choice = 3;
    if (status != SETTINGS_OK) {
        ui.s.rule_id = RULE_ID_NIM;
        ui.s.code = default_code;
        ui.s.take_max = 3;
        ui.s.light = SETTINGS_LIGHT_DEFAULT;
        for (i = 0; i < UI_DEFAULT_AMOUNTS; i++)
            ui.s.amounts[i] = i == 0 ? 1u : i == 1 ? 3u : 4u;
        ui.s.amount_count = UI_DEFAULT_AMOUNTS;
        rule_set_id(&ui.rule, RULE_ID_NIM, &ui.rule_error);
        new_game();
    }
    /* the saved family (settings_load checked it exists); kayles and
     * dawson set their code, octal:CODE plays the saved one */
    rule_set_id(&ui.rule, ui.s.rule_id, &ui.rule_error);
    rule_select(&ui.rule, ui.rule.family, &ui.rule_error);
    ui.rule.code = rule_param(&ui.rule) == RULE_PARAM_CODE ? ui.s.code : ui.rule.code;
    ui.rule.take_max = ui.s.take_max;
    ui.engine_stale = 1;
    ui.last_key_ms = now_ms;
    ui.screen = SCREEN_SPLASH;
    ui.splash_until = now_ms + SPLASH_MS;
    show_text(0, NB_TEXT("nimbox v" NIMBOX_VERSION));
    if (status == SETTINGS_OK) {
        line[0] = 0;
        screen_append(line, NB_TEXT("Rule: "));
        screen_rule_name(&ui.rule, ui.s.amounts, ui.s.amount_count, ui.s.map, line + 6);
        lcd_show_line(1, line);
    } else {
        show_text(1, text_flash_nth(settings_news, status));
    }
    lcd_cursor(0, 0, 0);
    /* the defaults written now, so the next start finds them and says
     * nothing; after the splash is drawn: a whole record takes a real
     * EEPROM about 3.4 ms a byte (0.4 s on the Uno, 0.8 s on the Mega),
     * which the screen would otherwise spend blank */
    if (status != SETTINGS_OK)
        settings_save(&ui.s);
}
