/*
 * ui_rule.c — choosing a rule (RULE) and its parameter: M of take:M
 * (TAKE), the amounts of sub:a,b,... (SUB), the digits of octal:0.CODE
 * (CODE).
 *
 * RULE  the rule table's families in its order, except the graph family,
 *       whose place the built-in maps take at the end (dag:NAME each);
 *       where the build has misere:RULE from flash (NB_MISERE_FLASH),
 *       before the maps the misere rows: misere:take:M, misere:pow2,
 *       misere:half (Bouton's rule), misere:kayles, misere:dawson (tables).
 *       UP/DOWN cycle, SELECT takes (take:M, sub and octal ask for their
 *       parameter first), LEFT goes back home.
 * TAKE  UP/DOWN set M, SELECT applies, LEFT back to RULE.
 * SUB   LEFT/RIGHT choose an amount (RIGHT past the last adds one), UP/DOWN
 *       change it (0 drops it), SELECT applies; LEFT past the first goes
 *       back to RULE (the dropped ones gone).
 * CODE  LEFT/RIGHT choose a digit (RIGHT past the last adds one, up to
 *       NB_OCTAL_MAX_DIGITS), UP/DOWN change it (0-7), SELECT applies
 *       (trailing zeros, which mean nothing, are dropped); LEFT past the
 *       first goes back to RULE.
 * The parameters live in the settings (ui.s), so they are remembered:
 * the last M, the last amounts, the last code, even while another rule is
 * played.
 */
#include "app/ui_state.h"
#include "core/maps.h"
#include "hal/lcd.h"

/* The parameter kind of rule table row `family`. */
static NB_NOINLINE uint8_t family_param(uint8_t family)
{
    struct rule r;
    r.family = family;
    return rule_param(&r);
}

#if NB_MISERE_FLASH
/* Does the menu offer misere play of table row `family`: the rules
 * Bouton's rule covers, and the take-and-break rules of a fixed code
 * (kayles, dawson: board.mk's MISERE_TABLES names their tables)? */
static uint8_t misere_row(uint8_t family)
{
    struct rule r;
    uint8_t f;
    r.family = family;
    r.misere = 0;
    f = rule_flags(&r);
    return (f & RULE_MISERE_NIMLIKE) ||
           ((f & RULE_OCTAL_MOVES) && family_param(family) == RULE_PARAM_NONE);
}

/* The family of menu row `choice` (the graph family for every map); *misere
 * set for the misere rows, which follow the heap rules. */
static uint8_t choice_family_misere(uint8_t choice, uint8_t *misere)
{
    uint8_t i, pass, row = 0, graph = 0;
    *misere = 0;
    for (pass = 0; pass < 2u; pass++)
        for (i = 0; i < rule_family_count(); i++) {
            if (family_param(i) == RULE_PARAM_MAP)
                graph = i;
            else if ((pass == 0 || misere_row(i)) && row++ == choice) {
                *misere = pass;
                return i;
            }
        }
    return graph;
}

static uint8_t choice_family(uint8_t choice)
{
    uint8_t misere;
    return choice_family_misere(choice, &misere);
}

/* Is menu row `choice` a misere row? */
static uint8_t choice_misere(uint8_t choice)
{
    uint8_t misere;
    choice_family_misere(choice, &misere);
    return misere;
}

/* Menu rows before the maps. */
static uint8_t heap_rules(void)
{
    uint8_t i, n = 0;
    for (i = 0; i < rule_family_count(); i++)
        n = (uint8_t)(n + (family_param(i) != RULE_PARAM_MAP) + misere_row(i));
    return n;
}

/* Play table row `family` as menu row ui.choice says (misere or not). */
static void use_choice(uint8_t family)
{
    ui.rule.misere = choice_misere(ui.choice);
    ui_use_rule(family);
}
#else
/* The family of menu row `choice` (the graph family for every map). */
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

/* no misere rows here */
#define choice_misere(choice) 0
#define use_choice(family) ui_use_rule(family)
#endif

static uint8_t rule_choices(void)
{
    return (uint8_t)(heap_rules() + maps_count());
}

void ui_rule_open(void)
{
    uint8_t i;
    ui.screen = UI_RULE;
    ui.choice = 0;
    for (i = 0; i < heap_rules(); i++)
        if (choice_family(i) == ui.rule.family &&
            choice_misere(i) == rule_is_misere_search(&ui.rule))
            ui.choice = i;
    if (ui_is_graph())
        ui.choice = (uint8_t)(heap_rules() + ui.s.map);
}

/* ---- RULE ----------------------------------------------------------------- */

static void draw_rule(void)
{
    /* the name after "> ", the whole row cut at the width */
    char line[2 + LCD_LINE];
    struct rule r;
    uint8_t map = 0;
    r.family = choice_family(ui.choice);
    if (ui.choice >= heap_rules())
        map = (uint8_t)(ui.choice - heap_rules());
    r.take_max = rule_param(&ui.rule) == RULE_PARAM_NUMBER ? ui.rule.take_max : ui.s.take_max;
    r.code = ui.s.code;
    ui_show_text(0, NB_TEXT("Rule: UP/DOWN"));
    line[0] = '>';
    line[1] = ' ';
#if NB_MISERE_RULES
    r.misere = choice_misere(ui.choice);   /* "> misere:kayles" */
#endif
    screen_rule_name(&r, ui.s.amounts, ui.s.amount_count, map, line + 2);
    lcd_show_line(1, line);
    lcd_cursor(0, 0, 0);
}

/* A built-in map (family: the graph family's row): its own position,
 * starting fresh. */
static void use_map(uint8_t map, uint8_t family)
{
    ui.s.map = map;
    ui.rule.family = family;
#if NB_MISERE_FLASH
    ui.rule.misere = 0;
#endif
    ui_new_game();
    ui_use_rule(family);
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
        ui_go_edit();
        return;
    case KEY_SELECT:
        if (param == RULE_PARAM_NUMBER) {
            /* the M in play, else the last one set (kept in the settings) */
            ui.take_choice = rule_param(&ui.rule) == RULE_PARAM_NUMBER ? ui.rule.take_max
                                                                       : ui.s.take_max;
            ui.screen = UI_TAKE;
        } else if (param == RULE_PARAM_LIST || param == RULE_PARAM_CODE) {
            ui.cursor = 0;
            ui.screen = param == RULE_PARAM_LIST ? UI_SUB : UI_CODE;
        } else if (param == RULE_PARAM_MAP) {
            use_map((uint8_t)(ui.choice - heap_rules()), family);
        } else {
            use_choice(family);
        }
        return;
    }
}

const struct ui_screen NB_FLASH ui_screen_rule = { draw_rule, key_rule, 0 };

/* ---- TAKE ----------------------------------------------------------------- */

static void draw_take(void)
{
    char line[LCD_LINE];
    ui_show_text(0, NB_TEXT("Take 1 to M"));
    line[0] = 0;
    screen_append(line, NB_TEXT("M = "));
    screen_append_u(line, ui.take_choice);
    lcd_show_line(1, line);
    lcd_cursor(4, 1, 1);
}

static void key_take(uint8_t key)
{
    if (key == KEY_UP)
        ui.take_choice = ui_step_up(ui.take_choice, UI_MAX_TAKE);
    else if (key == KEY_DOWN)
        ui.take_choice = ui_step_down(ui.take_choice, 1);
    else if (key == KEY_LEFT)
        ui.screen = UI_RULE;
    else if (key == KEY_SELECT)
        use_choice(choice_family(ui.choice));   /* the take:M row */
}

const struct ui_screen NB_FLASH ui_screen_take = { draw_take, key_take, 0 };

/* ---- SUB ------------------------------------------------------------------ */

static void draw_sub(void)
{
    uint8_t col = ui_show_row("Take ", ui.s.amounts, ui.s.amount_count);
    ui_show_text(1, NB_TEXT("0=drop SELECT=ok"));
    lcd_cursor(col, 0, 1);
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
            ui.screen = UI_RULE;
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
        ui.s.amounts[ui.cursor] = ui_step_up(ui.s.amounts[ui.cursor], UI_MAX_AMOUNT);
        return;
    case KEY_DOWN:
        ui.s.amounts[ui.cursor] = ui_step_down(ui.s.amounts[ui.cursor], 0);
        return;
    case KEY_SELECT:
        compact_amounts();
        use_choice(choice_family(ui.choice));   /* the sub row */
        return;
    }
}

/* amounts being edited may hold 0 (drop), which a record may not */
const struct ui_screen NB_FLASH ui_screen_sub = { draw_sub, key_sub, UI_HOLDS_ZERO };

/* ---- CODE ----------------------------------------------------------------- */

static void draw_code(void)
{
    char line[LCD_LINE];
    uint8_t col;
    screen_code_row(&ui.s.code, ui.cursor, line, &col);
    lcd_show_line(0, line);
    ui_show_text(1, NB_TEXT("0-7 SELECT=ok"));
    lcd_cursor(col, 0, 1);
}

/* Drop trailing zeros (a code means the same without them); keep one. */
static void trim_code(void)
{
    while (ui.s.code.len > 1 && ui.s.code.digit[ui.s.code.len - 1u] == 0)
        ui.s.code.len--;
}

static void key_code(uint8_t key)
{
    uint8_t *d = &ui.s.code.digit[ui.cursor];
    switch (key) {
    case KEY_LEFT:
        if (ui.cursor > 0) {
            ui.cursor--;
        } else {
            trim_code();
            ui.screen = UI_RULE;
        }
        return;
    case KEY_RIGHT:
        if (ui.cursor + 1u < ui.s.code.len)
            ui.cursor++;
        else if (ui.s.code.len < NB_OCTAL_MAX_DIGITS) {
            ui.s.code.digit[ui.s.code.len] = 0;
            ui.cursor = ui.s.code.len++;
        }
        return;
    case KEY_UP:
        if (*d < 7)
            (*d)++;
        return;
    case KEY_DOWN:
        if (*d > 0)
            (*d)--;
        return;
    case KEY_SELECT:
        trim_code();
        use_choice(choice_family(ui.choice));   /* the octal:0.CODE row */
        return;
    }
}

const struct ui_screen NB_FLASH ui_screen_code = { draw_code, key_code, 0 };
