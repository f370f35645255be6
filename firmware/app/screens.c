/*
 * screens.c — sentences and number rows for the 16x2 screen.
 *
 *   Nim 3 4 5 +        line 1: rule tag, the piles (cursor on the current)
 *   Pile 1: 3 to 1     line 2: the winning move, or "Every move loses"
 *
 * Every function fills one line through a text sink that appends to it and
 * stops at LCD_WIDTH characters, so the engine's own formatters
 * (text_put_flash_str, text_put_uint) write the words and numbers, and the
 * texts stay in program memory.
 */
#include "screens.h"

/* The line being filled and its length. */
static char *cur;
static uint8_t cur_len;

static void line_put(void *ctx, char c)
{
    (void)ctx;
    if (cur_len < LCD_WIDTH) {
        cur[cur_len++] = c;
        cur[cur_len] = 0;
    }
}

static const struct text_out line_out = { line_put, 0 };

/* Continue filling line after the text it holds. */
static void line_continue(char *line)
{
    cur = line;
    cur_len = 0;
    while (line[cur_len])
        cur_len++;
}

/* Start line empty. */
static void line_start(char *line)
{
    line[0] = 0;
    line_continue(line);
}

/* Append an NB_FLASH text to the current line. */
static void add(const char *text)
{
    text_put_flash_str(&line_out, text);
}

/* Append a number to the current line. */
static void add_u(nb_uint_t v)
{
    text_put_uint(&line_out, v);
}

void screen_append(char *line, const char *text)
{
    line_continue(line);
    add(text);
}

void screen_append_u(char *line, nb_uint_t v)
{
    line_continue(line);
    add_u(v);
}

/* Tags in enum rule_kind order, four bytes each. */
static const char NB_FLASH rule_tags[] = "Nim\0Mis\0T\0\0\0Pw2\0Sub\0Hlf\0Map";

void screen_rule_tag(const struct rule *r, char *line)
{
    uint8_t kind = r->kind <= RULE_DAG ? r->kind : RULE_NIM;
    line_start(line);
    add(rule_tags + 4u * kind);
    if (kind == RULE_TAKE)
        add_u(r->take_max);
}

void screen_rule_name(const struct rule *r, const heap_t *amounts, uint8_t amount_count,
                      char *line)
{
    uint8_t i, kind = r->kind <= RULE_HALF ? r->kind : RULE_NIM;
    line_start(line);
    add(rule_name(kind));
    if (kind == RULE_TAKE || kind == RULE_SUB)
        line_put(0, ':');
    if (kind == RULE_TAKE)
        add_u(r->take_max);
    if (kind == RULE_SUB)
        for (i = 0; i < amount_count; i++) {
            if (i)
                line_put(0, ',');
            add_u(amounts[i]);
        }
}

/* Width a number takes in decimal. */
static NB_NOINLINE uint8_t digits_of(heap_t v)
{
    uint8_t n = 1;
    while (v >= 10u) {
        v /= 10u;
        n++;
    }
    return n;
}

void screen_verdict(const struct game_result *res, uint8_t no_stones, char *line)
{
    /* the longest wording that fits: "Pile 1: 3 to 1", "P1: ...", "P1:..."
     * (11, 7 and 6 characters around the numbers; the last one is cut) */
    uint8_t digits;
    line_start(line);
    if (res->outcome == OUTCOME_WON) {
        add(NB_TEXT("Game over: won!"));
        return;
    }
    if (res->outcome == OUTCOME_LOSE) {
        add(no_stones ? NB_TEXT("No stones: lost") : NB_TEXT("Every move loses"));
        return;
    }
    digits = (uint8_t)(digits_of((heap_t)(res->pile + 1u)) + digits_of(res->from) +
                       digits_of(res->to));
    add(digits + 11u <= LCD_WIDTH ? NB_TEXT("Pile ") : NB_TEXT("P"));
    add_u((nb_uint_t)res->pile + 1u);
    add(digits + 7u <= LCD_WIDTH ? NB_TEXT(": ") : NB_TEXT(":"));
    add_u(res->from);
    add(NB_TEXT(" to "));
    add_u(res->to);
}

void screen_refusal(const struct nb_error *err, char *line)
{
    line_start(line);
    if (err->code == ERR_HEAP_BEYOND_TABLE) {
        add(NB_TEXT("Limit: heap "));
        add_u(err->limit - 1u);
    } else {
        add(err->code == ERR_NO_PILES ? NB_TEXT("Add a pile") : NB_TEXT("Cannot solve"));
    }
}

/* Width of item i of a number row: its digits, or 1 for the "+" slot. */
static uint8_t item_width(const heap_t *values, uint8_t count, uint8_t i)
{
    return i < count ? digits_of(values[i]) : 1u;
}

void screen_number_row(const char *prefix, const heap_t *values, uint8_t count,
                       uint8_t current, uint8_t extra_slot, char *line, uint8_t *cursor_col)
{
    uint8_t start = 0, items = (uint8_t)(count + (extra_slot ? 1u : 0u));
    uint8_t base, width, i;
    line_start(line);
    text_put_str(&line_out, prefix);
    base = cur_len;
    width = (uint8_t)(LCD_WIDTH - base);
    /* scroll: the first shown item is the smallest start whose run up to and
     * including `current` fits in the width (items are separated by one
     * space; a '<' marks hidden items on the left) */
    for (;;) {
        uint8_t used = start > 0 ? 1u : 0u;
        for (i = start; i <= current && i < items; i++)
            used = (uint8_t)(used + (i > start ? 1u : 0u) + item_width(values, count, i));
        if (used <= width || start >= current)
            break;
        start++;
    }
    if (start > 0)
        line_put(0, '<');
    *cursor_col = base;
    for (i = start; i < items; i++) {
        uint8_t need = (uint8_t)((i > start ? 1u : 0u) + item_width(values, count, i));
        if (cur_len + need > LCD_WIDTH)
            break;
        if (i > start)
            line_put(0, ' ');
        if (i == current)
            *cursor_col = cur_len;
        if (i < count)
            add_u(values[i]);
        else
            line_put(0, '+');
    }
}

void screen_xor_line(const struct rule *r, const heap_t *piles, uint8_t count,
                     const struct game_result *res, char *line)
{
    uint8_t i, big = 0, ones = 0;
    line_start(line);
    if (r->kind == RULE_MISERE) {
        for (i = 0; i < count; i++) {
            big += piles[i] > 1;
            ones += piles[i] == 1;
        }
        if (big == 0) {
            /* every heap is 0 or 1: odd number of 1s loses */
            if (ones == 0) {
                add(NB_TEXT("No stones: won"));
            } else {
                add(NB_TEXT("1s: "));
                add_u(ones);
                add(ones & 1u ? NB_TEXT(" odd, lose") : NB_TEXT(" even, win"));
            }
            return;
        }
    }
    add(NB_TEXT("XOR "));
    add_u(res->nim_sum);
    add(res->outcome == OUTCOME_WIN ? NB_TEXT(": you win") : NB_TEXT(": you lose"));
}
