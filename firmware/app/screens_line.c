/*
 * screens_line.c — the line being filled (screens_line.h): every screen
 * text fills one line through a text sink that appends to it and stops at
 * LCD_WIDTH characters, so the engine's own formatters (text_put_flash_str,
 * text_put_uint) write the words and numbers, and the texts stay in
 * program memory.  A wording that may not fit is written and then asked
 * whether it did (line_fits), a shorter one written in its place if not.
 * Also the writers the screen families share: numbers'
 * widths and node names ("c3" on a grid), and the public appends of
 * screens.h (screen_append, screen_append_u, screen_append_node).
 */
#include "app/screens_line.h"

/* The line being filled, its length, and whether a character did not fit
 * since it was started. */
static char *cur;
static uint8_t cur_len;
static uint8_t cur_cut;

void line_put(void *ctx, char c)
{
    (void)ctx;
    if (cur_len < LCD_WIDTH) {
        cur[cur_len++] = c;
        cur[cur_len] = 0;
    } else {
        cur_cut = 1;
    }
}

const struct text_out line_out = { line_put, 0 };

void line_continue(char *line)
{
    cur = line;
    cur_len = 0;
    while (line[cur_len])
        cur_len++;
}

void line_start(char *line)
{
    line[0] = 0;
    cur_cut = 0;
    line_continue(line);
}

uint8_t line_fits(void)
{
    return !cur_cut;
}

uint8_t line_len(void)
{
    return cur_len;
}

void line_add(const char *text)
{
    text_put_flash_str(&line_out, text);
}

void line_add_u(nb_uint_t v)
{
    text_put_uint(&line_out, v);
}

NB_NOINLINE uint8_t line_digits(heap_t v)
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

/* (kept out of line: link-time optimisation copied it into each caller) */
NB_NOINLINE uint8_t line_node_width(node_t node, uint8_t grid_width)
{
    return grid_width ? (uint8_t)(1u + line_digits((heap_t)(node / grid_width + 1u)))
                      : line_digits(node);
}

void line_node(node_t node, uint8_t grid_width)
{
    if (grid_width) {
        line_put(0, (char)('a' + node % grid_width));
        line_add_u((nb_uint_t)(node / grid_width + 1u));
    } else {
        line_add_u(node);
    }
}

/* Append an NB_FLASH text to line. */
void screen_append(char *line, const char *text)
{
    line_continue(line);
    line_add(text);
}

/* Append a number to line (kept out of line: link-time optimisation
 * copied it into each caller). */
NB_NOINLINE void screen_append_u(char *line, nb_uint_t v)
{
    line_continue(line);
    line_add_u(v);
}

/* Append a node's name to line. */
void screen_append_node(char *line, node_t node, uint8_t grid_width)
{
    line_continue(line);
    line_node(node, grid_width);
}
