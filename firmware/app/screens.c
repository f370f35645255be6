/*
 * screens.c — sentences and number rows for the 16x2 screen.
 *
 *   Nim 3 4 5 +        line 1: rule tag, the piles (cursor on the current)
 *   Pile 1: 3 to 1     line 2: the winning move, or "Every move loses"
 */
#include "screens.h"

static uint8_t line_len(const char *line)
{
    uint8_t n = 0;
    while (line[n])
        n++;
    return n;
}

/* Append text to buf (holding *n chars) up to cap characters. */
static void put_text(char *buf, uint8_t *n, uint8_t cap, const char *text)
{
    while (*text && *n < cap)
        buf[(*n)++] = *text++;
    buf[*n] = 0;
}

/* Append a decimal number the same way. */
static void put_number(char *buf, uint8_t *n, uint8_t cap, nb_uint_t v)
{
    char digits[21];
    uint8_t i = 20;
    digits[i] = 0;
    do {
        digits[--i] = (char)('0' + (uint8_t)(v % 10u));
        v /= 10u;
    } while (v);
    put_text(buf, n, cap, digits + i);
}

void screen_append(char *line, const char *text)
{
    uint8_t n = line_len(line);
    put_text(line, &n, LCD_WIDTH, text);
}

void screen_append_u(char *line, nb_uint_t v)
{
    uint8_t n = line_len(line);
    put_number(line, &n, LCD_WIDTH, v);
}

void screen_rule_tag(const struct rule *r, char *line)
{
    line[0] = 0;
    switch (r->kind) {
    case RULE_MISERE: screen_append(line, "Mis"); break;
    case RULE_TAKE: screen_append(line, "T"); screen_append_u(line, r->take_max); break;
    case RULE_POW2: screen_append(line, "Pw2"); break;
    case RULE_SUB: screen_append(line, "Sub"); break;
    case RULE_HALF: screen_append(line, "Hlf"); break;
    case RULE_DAG: screen_append(line, "Map"); break;
    default: screen_append(line, "Nim"); break;
    }
}

void screen_rule_name(const struct rule *r, const heap_t *amounts, uint8_t amount_count,
                      char *line)
{
    uint8_t i;
    line[0] = 0;
    switch (r->kind) {
    case RULE_MISERE: screen_append(line, "misere"); break;
    case RULE_TAKE: screen_append(line, "take:"); screen_append_u(line, r->take_max); break;
    case RULE_POW2: screen_append(line, "pow2"); break;
    case RULE_HALF: screen_append(line, "half"); break;
    case RULE_SUB:
        screen_append(line, "sub:");
        for (i = 0; i < amount_count; i++) {
            if (i)
                screen_append(line, ",");
            screen_append_u(line, amounts[i]);
        }
        break;
    default: screen_append(line, "nim"); break;
    }
}

void screen_verdict(const struct game_result *res, uint8_t no_stones, char *line)
{
    /* the longest wording that fits: "Pile 1: 3 to 1", "P1: ...", "P1:..." */
    static const char *const forms[3][2] = { { "Pile ", ": " }, { "P", ": " }, { "P", ":" } };
    char probe[40];
    uint8_t form, n = 0;
    line[0] = 0;
    if (res->outcome == OUTCOME_WON) {
        screen_append(line, "Game over: won!");
        return;
    }
    if (res->outcome == OUTCOME_LOSE) {
        screen_append(line, no_stones ? "No stones: lost" : "Every move loses");
        return;
    }
    for (form = 0; form < 3; form++) {
        n = 0;
        put_text(probe, &n, sizeof probe - 1u, forms[form][0]);
        put_number(probe, &n, sizeof probe - 1u, (nb_uint_t)res->pile + 1u);
        put_text(probe, &n, sizeof probe - 1u, forms[form][1]);
        put_number(probe, &n, sizeof probe - 1u, res->from);
        put_text(probe, &n, sizeof probe - 1u, " to ");
        put_number(probe, &n, sizeof probe - 1u, res->to);
        if (n <= LCD_WIDTH)
            break;
    }
    screen_append(line, probe);
}

void screen_refusal(const struct nb_error *err, char *line)
{
    line[0] = 0;
    if (err->code == ERR_HEAP_BEYOND_TABLE) {
        screen_append(line, "Limit: heap ");
        screen_append_u(line, err->limit - 1u);
    } else if (err->code == ERR_NO_PILES) {
        screen_append(line, "Add a pile");
    } else {
        screen_append(line, "Cannot solve");
    }
}

/* Width a number takes in decimal. */
static uint8_t digits_of(nb_uint_t v)
{
    uint8_t n = 1;
    while (v >= 10u) {
        v /= 10u;
        n++;
    }
    return n;
}

void screen_number_row(const char *prefix, const heap_t *values, uint8_t count,
                       uint8_t current, uint8_t extra_slot, char *line, uint8_t *cursor_col)
{
    uint8_t start = 0, items = (uint8_t)(count + (extra_slot ? 1u : 0u));
    uint8_t base, width, i;
    line[0] = 0;
    screen_append(line, prefix);
    base = line_len(line);
    width = (uint8_t)(LCD_WIDTH - base);
    /* scroll: the first shown item is the smallest start whose run up to and
     * including `current` fits in the width (items are separated by one
     * space; a '<' marks hidden items on the left) */
    for (;;) {
        uint8_t used = start > 0 ? 1u : 0u;
        for (i = start; i <= current && i < items; i++)
            used = (uint8_t)(used + (i > start ? 1u : 0u) +
                             (i < count ? digits_of(values[i]) : 1u));
        if (used <= width || start >= current)
            break;
        start++;
    }
    if (start > 0)
        screen_append(line, "<");
    *cursor_col = base;
    for (i = start; i < items; i++) {
        uint8_t need = (uint8_t)((i > start ? 1u : 0u) + (i < count ? digits_of(values[i]) : 1u));
        if (line_len(line) + need > LCD_WIDTH)
            break;
        if (i > start)
            screen_append(line, " ");
        if (i == current)
            *cursor_col = line_len(line);
        if (i < count)
            screen_append_u(line, values[i]);
        else
            screen_append(line, "+");
    }
}

void screen_xor_line(const struct rule *r, const heap_t *piles, uint8_t count,
                     const struct game_result *res, char *line)
{
    uint8_t i, big = 0, ones = 0;
    line[0] = 0;
    if (r->kind == RULE_MISERE) {
        for (i = 0; i < count; i++) {
            big += piles[i] > 1;
            ones += piles[i] == 1;
        }
        if (big == 0) {
            /* every heap is 0 or 1: odd number of 1s loses */
            screen_append(line, "1s: ");
            screen_append_u(line, ones);
            screen_append(line, ones & 1u ? " odd, lose" : " even, win");
            if (ones == 0) {
                line[0] = 0;
                screen_append(line, "No stones: won");
            }
            return;
        }
    }
    screen_append(line, "XOR ");
    screen_append_u(line, res->nim_sum);
    screen_append(line, res->outcome == OUTCOME_WIN ? ": you win" : ": you lose");
}
