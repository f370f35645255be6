/*
 * screens_line.h — the line being filled (private to the screens*.c
 * files): a text sink that appends to a line buffer and stops at
 * LCD_WIDTH characters, and the small writers every screen family uses
 * (texts, numbers, node names), so the engine's own formatters
 * (text_put_flash_str, text_put_uint) write the words and numbers and the
 * texts stay in program memory.
 */
#ifndef APP_SCREENS_LINE_H
#define APP_SCREENS_LINE_H

#include <stdint.h>
#include "app/screens.h"
#include "core/text.h"

/* The sink that appends to the current line (ctx unused). */
extern const struct text_out line_out;

/* Append one character to the current line (ctx unused: line_out's own). */
void line_put(void *ctx, char c);
/* Make line the current line, empty. */
void line_start(char *line);
/* Make line the current line, continuing after the text it holds. */
void line_continue(char *line);
/* Did every character since line_start fit the line? */
uint8_t line_fits(void);
/* The current line's length. */
uint8_t line_len(void);
/* Append an NB_FLASH text to the current line. */
void line_add(const char *text);
/* Append a number to the current line. */
void line_add_u(nb_uint_t v);
/* Width a number takes in decimal. */
uint8_t line_digits(heap_t v);
/* Width of a node's name: "c3" on a grid, else its number. */
uint8_t line_node_width(node_t node, uint8_t grid_width);
/* Append a node's name to the current line. */
void line_node(node_t node, uint8_t grid_width);

#endif
