/*
 * screens_diagram.h — a map's board and the SG values' plot, for a
 * graphic display's picture band (hal/lcd.h: lcd_picture_page), as
 * screens_picture.h draws piles: pure functions that give a page's column
 * bytes (bit 0 the top), so no pixel buffer is kept and the host tests
 * read every column.  The band is DIAGRAM_PAGES pages, 32 dots tall.
 *
 * The board: a grid map's squares, 4x4 dots each from column
 * DIAGRAM_BOARD_X, rank 8 (the grid's last row) at the top, between two
 * frame lines.  A square with an odd number of stones (what counts) holds
 * a filled 3x3 stone; the winning move's stone is a ring and the square
 * it goes to a cross; an empty dark square (a1's colour) a centre dot.
 *
 * The plot: SG(n) for n = 0..DIAGRAM_PLOT_HEAPS - 1, a bar two columns
 * wide every three columns, of unit dots per SG value (at most
 * DIAGRAM_BAR_MAX, rows 3..30), no bar for a value the engine did not
 * give; the first period bracketed along the top rows; the piles' heaps
 * underlined on the bottom row, the cursor's pile a dot wider each side
 * (a pile past the plot: the last columns).
 */
#ifndef APP_SCREENS_DIAGRAM_H
#define APP_SCREENS_DIAGRAM_H

#include <stdint.h>
#include "core/limits.h"

/* the band's pages, and the columns of a page */
#define DIAGRAM_PAGES 4u
#define DIAGRAM_WIDTH 128u
/* the board's first square column, and a square's dots */
#define DIAGRAM_BOARD_X 48u
#define DIAGRAM_SQUARE 4u
#define DIAGRAM_BOARD_MAX 8u
/* no square (a move's from or to) */
#define DIAGRAM_NONE 0xFFu
/* the plot's heaps, a heap's columns, its tallest bar, a heap with no value */
#define DIAGRAM_PLOT_HEAPS 42u
#define DIAGRAM_HEAP_PITCH 3u
#define DIAGRAM_BAR_MAX 28u
#define DIAGRAM_SG_UNKNOWN 0xFFu

/* A grid map's position on its board. */
struct board_picture {
    uint8_t width, rows;                 /* files and ranks, each 1..8 */
    uint8_t odd[DIAGRAM_BOARD_MAX];      /* row r (0: rank 1): bit f, file f holds an odd count */
    uint8_t from, to;                    /* the winning move's squares (node numbers), or DIAGRAM_NONE */
};

/* SG(0..DIAGRAM_PLOT_HEAPS - 1) as the plot draws it. */
struct plot_picture {
    const uint8_t *sg;                   /* DIAGRAM_PLOT_HEAPS values (254 at most), DIAGRAM_SG_UNKNOWN none */
    uint8_t unit;                        /* dots per SG value, 1..DIAGRAM_BAR_MAX */
    uint8_t has_period;                  /* 1: the first period [preperiod, preperiod + period) bracketed */
    heap_t preperiod, period;
    const uint8_t *piles;                /* (DIAGRAM_PLOT_HEAPS + 7) / 8 bytes: bit n % 8 of byte n / 8, a pile of n */
    uint8_t cursor;                      /* the cursor's pile (DIAGRAM_PLOT_HEAPS past the plot) */
};

/* Column x of the board's page (0..DIAGRAM_PAGES - 1). */
uint8_t diagram_board_column(const struct board_picture *b, uint8_t page, uint8_t x);
/* What that page shows, as one number (equal numbers, equal pages; never
 * 0 nor a pile's key: bit 30 set, bit 31 clear). */
uint32_t diagram_board_key(const struct board_picture *b, uint8_t page);

/* The dots per SG value for a plot whose largest value is max. */
uint8_t diagram_plot_unit(uint8_t max);
/* Column x of the plot's page. */
uint8_t diagram_plot_column(const struct plot_picture *p, uint8_t page, uint8_t x);

#endif
