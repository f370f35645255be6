/*
 * screens_row.c — the rows of items on line 1 (screens.h): a position's
 * numbers ("Nim 3 4 5", with a "+" slot for a new pile) or a map's stones
 * ("Map h8:1 c3:2", NODE:COUNT entries, squares on grids), after a prefix
 * and scrolled so the current item is in view ('<' marks items hidden on
 * the left, '>' items cut on the right: never a number dropped without a
 * mark); the caller gets the column for its cursor, and moving it reveals
 * the rest.
 */
#include "app/screens_line.h"

/* The items end before the last column, kept for '>'. */
#define ROW_END (LCD_WIDTH - 1u)

/* A row of items separated by one space after a prefix, scrolled so item
 * `current` is in view ('<' marks items hidden on the left, '>' items cut
 * on the right, after a space when there is room for one; the last column
 * is kept for it).  Items are
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
    uint8_t start = 0, base, i, col;
    line_start(line);
    text_put_str(&line_out, prefix);
    base = line_len();
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
            if (base + wider + (start > 1u ? 1u : 0u) > ROW_END)
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
        if (line_len() + need > ROW_END)
            break;
        if (i > start)
            line_put(0, ' ');
        if (i == current)
            col = line_len();
        items->write(items->ctx, i);
    }
    if (i < items->count) {
        if (line_len() < ROW_END)
            line_put(0, ' ');
        line_put(0, '>');
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
    return i < l->count && l->values[i] != SCREEN_UNKNOWN ? line_digits(l->values[i]) : 1u;
}

static void number_write(const void *ctx, uint8_t i)
{
    const struct number_list *l = ctx;
    if (i >= l->count)
        line_put(0, '+');
    else if (l->values[i] == SCREEN_UNKNOWN)
        line_put(0, '?');
    else
        line_add_u(l->values[i]);
}

/* A row of numbers keeping item `current` in view (kept out of line:
 * link-time optimisation copied it into each caller). */
NB_NOINLINE void screen_number_row(const char *prefix, const heap_t *values, uint8_t count,
                                   uint8_t current, uint8_t extra_slot, char *line,
                                   uint8_t *cursor_col)
{
    struct number_list list = { values, count };
    struct row_items items = { (uint8_t)(count + (extra_slot ? 1u : 0u)), number_width,
                               number_write, &list };
    *cursor_col = layout_row(prefix, &items, current, line);
}

/* ---- graph positions ----------------------------------------------------- */

struct term_list {
    const struct node_term *terms;
    uint8_t grid_width;
};

static uint8_t term_width(const void *ctx, uint8_t i)
{
    const struct term_list *l = ctx;
    return (uint8_t)(line_node_width(l->terms[i].node, l->grid_width) + 1u +
                     line_digits(l->terms[i].count));
}

static void term_write(const void *ctx, uint8_t i)
{
    const struct term_list *l = ctx;
    line_node(l->terms[i].node, l->grid_width);
    line_put(0, ':');
    line_add_u(l->terms[i].count);
}

/* A row of NODE:COUNT entries keeping entry field/2 in view. */
void screen_term_row(const char *prefix, const struct node_term *terms, uint8_t count,
                     uint8_t field, uint8_t grid_width, char *line, uint8_t *cursor_col)
{
    struct term_list list = { terms, grid_width };
    struct row_items items = { count, term_width, term_write, &list };
    uint8_t entry = (uint8_t)(field / 2u);
    uint8_t col = layout_row(prefix, &items, entry, line);
    if (field & 1u)   /* the count, after "NODE:" */
        col = (uint8_t)(col + line_node_width(terms[entry].node, grid_width) + 1u);
    *cursor_col = col < LCD_WIDTH ? col : (uint8_t)(LCD_WIDTH - 1u);
}
