/*
 * screens.c — the words of the coach's own screens (screens.h): the
 * rule's tag and full name, the Keys screen, the octal code editor's row.
 * The other families: verdicts in screens_verdict.c, rows of numbers and
 * stones in screens_row.c, the play screens in screens_play.c; all fill
 * one line through screens_line.c.
 *
 *   Nim 3 4 5          line 1: rule tag, the piles (cursor on the current)
 *   LEFT 2002 mV       the Keys screen: the key held, the ladder's reading
 *   Hold SELECT=back
 */
#include "app/screens_line.h"
#include "hal/keys.h"
#include "core/maps.h"

/* The rule's short tag ("Nim", "T3"; misere:RULE's with an m: "mKay"). */
void screen_rule_tag(const struct rule *r, char *line)
{
    line_start(line);
#if NB_MISERE_RULES
    if (rule_is_misere_search(r))
        line_put(0, 'm');
#endif
    line_add(rule_tag(r));
    if (rule_param(r) == RULE_PARAM_NUMBER)
        line_add_u(r->take_max);
}

/* The rule's full name ("take:3", "dag:rook", "misere:kayles"). */
void screen_rule_name(const struct rule *r, const heap_t *amounts, uint8_t amount_count,
                      uint8_t map_index, char *line)
{
    uint8_t i, param = rule_param(r);
    line_start(line);
#if NB_MISERE_RULES
    if (rule_is_misere_search(r))
        line_add(NB_TEXT("misere:"));
#endif
    rule_put_name(r, &line_out);
    if (param == RULE_PARAM_NONE)
        return;
    line_put(0, ':');
    if (param == RULE_PARAM_MAP) {
        /* dag:NAME, the map's name from the built-in list */
        line_add(maps_name(map_index));
    } else if (param == RULE_PARAM_NUMBER) {
        line_add_u(r->take_max);
    } else if (param == RULE_PARAM_CODE) {
        line_add(NB_TEXT("0."));
        for (i = 0; i < r->code.len; i++)
            line_put(0, (char)('0' + r->code.digit[i]));
    } else {
        for (i = 0; i < amount_count; i++) {
            if (i)
                line_put(0, ',');
            line_add_u(amounts[i]);
        }
    }
}

/* Key names by enum key. */
static const char NB_FLASH key_names[] = "No key\0RIGHT\0UP\0DOWN\0LEFT\0SELECT";

/* A row of the Keys screen. */
void screen_keys(uint8_t row, uint8_t key, uint16_t mv, char *line)
{
    line_start(line);
    if (row) {
        line_add(NB_TEXT("Hold SELECT=back"));
        return;
    }
    line_add(text_flash_nth(key_names, key));
    if (mv != KEYS_HW_NO_MV) {
        line_put(0, ' ');
        line_add_u(mv);
        line_add(NB_TEXT(" mV"));
    }
}

/* The code editor's row. */
void screen_code_row(const struct octal_code *code, uint8_t cursor, char *line,
                     uint8_t *cursor_col)
{
    /* "Code 0." while the digits fit after it, else "0." and a window */
    uint8_t room = (uint8_t)(LCD_WIDTH - 7u), start = 0, i;
    line_start(line);
    if (code->len > room) {
        room = (uint8_t)(LCD_WIDTH - 2u);
        if (cursor >= room)
            start = (uint8_t)(cursor - room + 1u);
    } else {
        line_add(NB_TEXT("Code "));
    }
    line_add(NB_TEXT("0."));
    *cursor_col = (uint8_t)(line_len() + cursor - start);
    for (i = start; i < code->len && line_len() < LCD_WIDTH; i++)
        line_put(0, (char)('0' + code->digit[i]));
}
