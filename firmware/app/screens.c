/*
 * screens.c — sentences and number rows for the 16x2 screen.
 *
 *   Nim 3 4 5          line 1: rule tag, the piles (cursor on the current)
 *   Pile 1: 3 to 1     line 2: the winning move, or "Every move loses"
 *   Pile 2: 9 to 3+5   (a take-and-break move splitting the pile)
 *
 *   Map h8:1 c3:2      graph maps: NODE:COUNT entries (squares on grids)
 *   Move h8 to h1      the stone to move and where
 *
 *   LEFT 2002 mV       the Keys screen: the key held, the ladder's reading
 *   Hold SELECT=back
 *
 * Every function fills one line through a text sink that appends to it and
 * stops at LCD_WIDTH characters, so the engine's own formatters
 * (text_put_flash_str, text_put_uint) write the words and numbers, and the
 * texts stay in program memory.
 */
#include "app/screens.h"
#include "hal/keys.h"
#include "core/maps.h"

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

void screen_rule_tag(const struct rule *r, char *line)
{
    line_start(line);
    add(rule_tag(r));
    if (rule_param(r) == RULE_PARAM_NUMBER)
        add_u(r->take_max);
}

void screen_rule_name(const struct rule *r, const heap_t *amounts, uint8_t amount_count,
                      uint8_t map_index, char *line)
{
    uint8_t i, param = rule_param(r);
    line_start(line);
    rule_put_name(r, &line_out);
    if (param == RULE_PARAM_NONE)
        return;
    line_put(0, ':');
    if (param == RULE_PARAM_MAP) {
        /* dag:NAME, the map's name from the built-in list */
        add(maps_name(map_index));
    } else if (param == RULE_PARAM_NUMBER) {
        add_u(r->take_max);
    } else if (param == RULE_PARAM_CODE) {
        add(NB_TEXT("0."));
        for (i = 0; i < r->code.len; i++)
            line_put(0, (char)('0' + r->code.digit[i]));
    } else {
        for (i = 0; i < amount_count; i++) {
            if (i)
                line_put(0, ',');
            add_u(amounts[i]);
        }
    }
}

/* Width a number takes in decimal. */
static NB_NOINLINE uint8_t digits_of(heap_t v)
{
    /* compare with powers of ten: no division (a library call on the AVR) */
    uint8_t n = 1;
    heap_t power = 10u;
    while (v >= power) {
        n++;
        if (power > (heap_t)~(heap_t)0 / 10u)
            break;
        power = (heap_t)(power * 10u);
    }
    return n;
}

/* A move that splits a pile in two: "Pile 2: 9 to 3+5", "P2:9 to 3+5"
 * when that is too long, else "P2 to 3+5", whose numbers always fit (the
 * pile's size is on line 1).  At the pile limit (full) the screen has no
 * room for the new pile: "Full: P2 to 3+5", "Full P2:3+5", and only when
 * even that is too long "P2 to 3+5". */
static void verdict_split(const struct game_result *res, uint8_t full)
{
    uint8_t n = (uint8_t)(digits_of((heap_t)(res->pile + 1u)) + digits_of(res->to) +
                          digits_of(res->split));
    uint8_t from = 0, to_word = 1;
    if (full) {
        if (n + 11u <= LCD_WIDTH) {
            add(NB_TEXT("Full: "));
        } else if (n + 8u <= LCD_WIDTH) {
            add(NB_TEXT("Full "));
            to_word = 0;
        }
    } else {
        n = (uint8_t)(n + digits_of(res->from));
        from = n + 7u <= LCD_WIDTH;
        if (n + 12u <= LCD_WIDTH)
            add(NB_TEXT("Pile"));
    }
    line_put(0, n + 12u <= LCD_WIDTH && !full ? ' ' : 'P');
    add_u((nb_uint_t)res->pile + 1u);
    if (from) {
        add(n + 12u <= LCD_WIDTH ? NB_TEXT(": ") : NB_TEXT(":"));
        add_u(res->from);
    }
    add(to_word ? NB_TEXT(" to ") : NB_TEXT(":"));
    add_u(res->to);
    line_put(0, '+');
    add_u(res->split);
}

void screen_verdict(const struct game_result *res, uint8_t no_stones, uint8_t piles_full,
                    char *line)
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
    if (res->split) {
        verdict_split(res, piles_full);
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

/* Key names by enum key. */
static const char NB_FLASH key_names[] = "No key\0RIGHT\0UP\0DOWN\0LEFT\0SELECT";

void screen_keys(uint8_t row, uint8_t key, uint16_t mv, char *line)
{
    line_start(line);
    if (row) {
        add(NB_TEXT("Hold SELECT=back"));
        return;
    }
    add(text_flash_nth(key_names, key));
    if (mv != KEYS_HW_NO_MV) {
        line_put(0, ' ');
        add_u(mv);
        add(NB_TEXT(" mV"));
    }
}

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
        add(NB_TEXT("Code "));
    }
    add(NB_TEXT("0."));
    *cursor_col = (uint8_t)(cur_len + cursor - start);
    for (i = start; i < code->len && cur_len < LCD_WIDTH; i++)
        line_put(0, (char)('0' + code->digit[i]));
}

/* A row of items separated by one space after a prefix, scrolled so item
 * `current` is in view ('<' marks items hidden on the left).  Items are
 * measured and written through the callbacks; returns the column where the
 * current item starts. */
struct row_items {
    uint8_t count;
    uint8_t (*width)(const void *ctx, uint8_t i);
    void (*write)(const void *ctx, uint8_t i);
    const void *ctx;
};

static uint8_t layout_row(const char *prefix, const struct row_items *items, uint8_t current,
                          char *line)
{
    uint8_t start = 0, base, width, i, col;
    line_start(line);
    text_put_str(&line_out, prefix);
    base = cur_len;
    width = (uint8_t)(LCD_WIDTH - base);
    /* the first shown item is the smallest start whose run up to and
     * including `current` fits ('<' counted when start > 0).  That run's
     * width only grows as start goes down, so walk down from `current`
     * while the item before still fits: one width call per item. */
    if (items->count > 0) {
        uint16_t used;
        start = current < items->count ? current : (uint8_t)(items->count - 1u);
        used = items->width(items->ctx, start);
        while (start > 0) {
            uint16_t wider = (uint16_t)(used + 1u + items->width(items->ctx, (uint8_t)(start - 1u)));
            if (wider + (start > 1u ? 1u : 0u) > width)
                break;
            used = wider;
            start--;
        }
    }
    if (start > 0)
        line_put(0, '<');
    col = base;
    for (i = start; i < items->count; i++) {
        uint8_t need = (uint8_t)((i > start ? 1u : 0u) + items->width(items->ctx, i));
        if (cur_len + need > LCD_WIDTH)
            break;
        if (i > start)
            line_put(0, ' ');
        if (i == current)
            col = cur_len;
        items->write(items->ctx, i);
    }
    return col;
}

struct number_list {
    const heap_t *values;
    uint8_t count;   /* values; one more item is the "+" slot when asked */
};

/* The "+" slot and SCREEN_UNKNOWN are one character wide. */
static uint8_t number_width(const void *ctx, uint8_t i)
{
    const struct number_list *l = ctx;
    return i < l->count && l->values[i] != SCREEN_UNKNOWN ? digits_of(l->values[i]) : 1u;
}

static void number_write(const void *ctx, uint8_t i)
{
    const struct number_list *l = ctx;
    if (i >= l->count)
        line_put(0, '+');
    else if (l->values[i] == SCREEN_UNKNOWN)
        line_put(0, '?');
    else
        add_u(l->values[i]);
}

void screen_number_row(const char *prefix, const heap_t *values, uint8_t count,
                       uint8_t current, uint8_t extra_slot, char *line, uint8_t *cursor_col)
{
    struct number_list list = { values, count };
    struct row_items items = { (uint8_t)(count + (extra_slot ? 1u : 0u)), number_width,
                               number_write, &list };
    *cursor_col = layout_row(prefix, &items, current, line);
}

/* ---- graph positions ----------------------------------------------------- */

/* Width of a node's name: "c3" on a grid, else its number. */
static uint8_t node_width(node_t node, uint8_t grid_width)
{
    return grid_width ? (uint8_t)(1u + digits_of((heap_t)(node / grid_width + 1u)))
                      : digits_of(node);
}

static void node_write(node_t node, uint8_t grid_width)
{
    if (grid_width) {
        line_put(0, (char)('a' + node % grid_width));
        add_u((nb_uint_t)(node / grid_width + 1u));
    } else {
        add_u(node);
    }
}

void screen_append_node(char *line, node_t node, uint8_t grid_width)
{
    line_continue(line);
    node_write(node, grid_width);
}

struct term_list {
    const struct node_term *terms;
    uint8_t grid_width;
};

static uint8_t term_width(const void *ctx, uint8_t i)
{
    const struct term_list *l = ctx;
    return (uint8_t)(node_width(l->terms[i].node, l->grid_width) + 1u +
                     digits_of(l->terms[i].count));
}

static void term_write(const void *ctx, uint8_t i)
{
    const struct term_list *l = ctx;
    node_write(l->terms[i].node, l->grid_width);
    line_put(0, ':');
    add_u(l->terms[i].count);
}

void screen_term_row(const char *prefix, const struct node_term *terms, uint8_t count,
                     uint8_t field, uint8_t grid_width, char *line, uint8_t *cursor_col)
{
    struct term_list list = { terms, grid_width };
    struct row_items items = { count, term_width, term_write, &list };
    uint8_t entry = (uint8_t)(field / 2u);
    uint8_t col = layout_row(prefix, &items, entry, line);
    if (field & 1u)   /* the count, after "NODE:" */
        col = (uint8_t)(col + node_width(terms[entry].node, grid_width) + 1u);
    *cursor_col = col < LCD_WIDTH ? col : (uint8_t)(LCD_WIDTH - 1u);
}

void screen_graph_verdict(const struct game_result *res, uint8_t grid_width,
                          uint8_t no_stones, char *line)
{
    /* "Move c3 to a1", or without "Move " when the node numbers are long */
    uint8_t names;
    if (res->outcome != OUTCOME_WIN) {
        screen_verdict(res, no_stones, 0, line);
        return;
    }
    names = (uint8_t)(node_width((node_t)res->from, grid_width) +
                      node_width((node_t)res->to, grid_width));
    line_start(line);
    if (names + 9u <= LCD_WIDTH)
        add(NB_TEXT("Move "));
    node_write((node_t)res->from, grid_width);
    add(NB_TEXT(" to "));
    node_write((node_t)res->to, grid_width);
}

void screen_xor_line(const struct rule *r, const heap_t *piles, uint8_t count,
                     const struct game_result *res, char *line)
{
    uint8_t i, big = 0, ones = 0;
    line_start(line);
    if (!rule_has_sg(r)) {   /* misere Nim */
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
    if (!res) {
        add(NB_TEXT("XOR ?: undecided"));
        return;
    }
    add(NB_TEXT("XOR "));
    add_u(res->nim_sum);
    if (res->outcome != OUTCOME_WIN) {
        add(NB_TEXT(": you lose"));
        return;
    }
    /* the count is whole within 16 columns ("XOR 9999: " is 10); the
     * word after it is cut short when the line is full */
    add(NB_TEXT(": "));
    add_u(res->winning_moves);
    add(NB_TEXT(" winning"));
}
