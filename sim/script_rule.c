/*
 * script_rule.c — `rule NAME`: choose a rule by its name, as a person
 * would, instead of counting key presses (which change with the board's
 * maps and the rule chosen before).
 *
 * From the position screen: SELECT opens the menu, DOWN until the menu's
 * chosen line is ">Change rule", SELECT; then DOWN until the rule line
 * ("> NAME", row 1 under "Rule: UP/DOWN") shows NAME, and SELECT.  Each
 * key is a `press` (held 100 ms, released, 50 ms run), so a `measure`
 * after `rule` times the last SELECT as after `press select`.  NAME
 * matches the rule line when it is the same text (`nim`, `take:3`,
 * `sub:1,3,4`, `dag:rook`), when it is a bare word and the line is that
 * word and a colon on (`take`: whatever M the list shows; `sub`: whatever
 * set; `dag`: the first map), or when the line is cut at the LCD's width
 * and NAME begins with all of it.
 *
 * take:M and sub: end on their parameter screen ("Take 1 to M", "Take
 * 1 3 4"), which the script goes on to set with the keys.  The walk is
 * bounded (the list is read until it comes back to where it started); a
 * failure names what the menu or the rule list showed.
 */
#include "sim/script.h"

#include <string.h>

#include "board.h"
#include "sim/text.h"

#define MENU_PRESSES_MAX 16
#define RULE_PRESSES_MAX 64
#define MENU_ITEM ">Change rule"
#define RULE_TITLE "Rule: UP/DOWN"

/* Row `row` of the LCD, trailing blanks dropped. */
static void lcd_text(int row, char *buf)
{
    sim_lcd_row(row, buf);
    rtrim(buf);
}

/* Whether the rule line's name `shown` is the rule `want` (see above). */
static int rule_matches(const char *shown, const char *want)
{
    size_t n = strlen(want), s = strlen(shown);
    if (!strcmp(shown, want))
        return 1;
    if (!strchr(want, ':') && !strncmp(shown, want, n) && shown[n] == ':')
        return 1;
    return s && s + 2 >= BOARD_LCD_COLS && !strncmp(want, shown, s);
}

/* Adds item to the list of what was seen ("a, b, c"). */
static void seen_add(char *seen, size_t size, const char *item)
{
    size_t n = strlen(seen);
    snprintf(seen + n, size - n, "%s%s", n ? ", " : "", item);
}

/* DOWN through the menu until MENU_ITEM is chosen: 1, or 0 (reported). */
static int to_change_rule(struct run *r, const char *what)
{
    char row[BOARD_LCD_COLS + 1], seen[512] = "";
    for (int i = 0; i <= MENU_PRESSES_MAX; i++) {
        lcd_text(0, row);
        if (!strcmp(row, MENU_ITEM))
            return 1;
        if (row[0] != '>') {
            script_fail_lcd(r, what, "not in the menu (after SELECT from the position)");
            return 0;
        }
        if (strstr(seen, row + 1))
            break;   /* round the whole menu */
        seen_add(seen, sizeof seen, row + 1);
        script_press_key(SIM_KEY_DOWN, PRESS_HOLD_MS);
    }
    script_fail_lcd(r, what, "no \"%s\" in the menu; it showed: %s", MENU_ITEM + 1, seen);
    return 0;
}

/* DOWN through the rule list until name shows: 1, or 0 (reported). */
static int to_rule(struct run *r, const char *what, const char *name)
{
    char row[BOARD_LCD_COLS + 1], first[BOARD_LCD_COLS + 1] = "", seen[2048] = "";
    for (int i = 0; i <= RULE_PRESSES_MAX; i++) {
        lcd_text(0, row);
        if (strcmp(row, RULE_TITLE)) {
            script_fail_lcd(r, what, "not in the rule list (\"%s\" expected on row 0)",
                            RULE_TITLE);
            return 0;
        }
        lcd_text(1, row);
        const char *shown = strncmp(row, "> ", 2) ? row : row + 2;
        if (rule_matches(shown, name))
            return 1;
        if (i && !strcmp(shown, first))
            break;   /* round the whole list */
        if (!i)
            copy_text(first, sizeof first, shown);
        seen_add(seen, sizeof seen, shown);
        script_press_key(SIM_KEY_DOWN, PRESS_HOLD_MS);
    }
    script_fail_lcd(r, what, "no rule \"%s\" in the rule list; it showed: %s", name, seen);
    return 0;
}

SCRIPT_HANDLER(cmd_rule)
{
    char name[64];
    (void)c;
    if (!word_arg(rest, name, sizeof name))
        return CMD_USAGE;
    if (sim_keys_encoder()) {
        script_fail(r, what, "`rule` works the five keys: this board's are a rotary encoder");
        r->fatal = 1;
        return CMD_STOP;
    }
    script_press_key(SIM_KEY_SELECT, PRESS_HOLD_MS);
    if (!to_change_rule(r, what))
        return CMD_STOP;
    script_press_key(SIM_KEY_SELECT, PRESS_HOLD_MS);
    if (!to_rule(r, what, name))
        return CMD_STOP;
    script_press_key(SIM_KEY_SELECT, PRESS_HOLD_MS);
    return CMD_OK;
}
