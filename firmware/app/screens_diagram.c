/*
 * screens_diagram.c — a map's board and the SG values' plot, one column
 * byte at a time (screens_diagram.h).  Each builds a column 32 dots tall
 * (bit y for row y of the band) and gives the page's byte of it.
 */
#include "app/screens_diagram.h"

/* a square's three columns of dots (bits 0..2, the fourth row a gap):
 * stone, ring (the stone that moves), cross (where it goes), dot (an
 * empty dark square) */
#define SQUARE_STONE 0x07u
#define SQUARE_RING_EDGE 0x07u
#define SQUARE_RING_MID 0x05u
#define SQUARE_CROSS_EDGE 0x05u
#define SQUARE_CROSS_MID 0x02u
#define SQUARE_DOT_MID 0x02u

/* Square (file, row)'s column c (0..2) of dots. */
static uint8_t square_column(const struct board_picture *b, uint8_t file, uint8_t row, uint8_t c)
{
    uint8_t node = (uint8_t)(row * b->width + file), mid = c == 1u;
    if (node == b->to)
        return mid ? SQUARE_CROSS_MID : SQUARE_CROSS_EDGE;
    if (node == b->from)
        return mid ? SQUARE_RING_MID : SQUARE_RING_EDGE;
    if ((b->odd[row] >> file) & 1u)
        return SQUARE_STONE;
    return (mid && ((file + row) & 1u) == 0) ? SQUARE_DOT_MID : 0;
}

uint8_t diagram_board_column(const struct board_picture *b, uint8_t page, uint8_t x)
{
    uint32_t column = 0;
    uint8_t right = (uint8_t)(DIAGRAM_BOARD_X + b->width * DIAGRAM_SQUARE), top, file, c;
    if (x + 2u == DIAGRAM_BOARD_X || x == right) {
        /* the frame, as tall as the board */
        column = (b->rows >= 8u) ? UINT32_C(0xFFFFFFFF) : ((UINT32_C(1) << (b->rows * 4u)) - 1u);
    } else if (x >= DIAGRAM_BOARD_X && x < right) {
        file = (uint8_t)((x - DIAGRAM_BOARD_X) / DIAGRAM_SQUARE);
        c = (uint8_t)((x - DIAGRAM_BOARD_X) % DIAGRAM_SQUARE);
        if (c < 3u)
            for (top = 0; top < b->rows; top++)   /* top 0: the last row */
                column |= (uint32_t)square_column(b, file, (uint8_t)(b->rows - 1u - top), c)
                          << (top * 4u);
    }
    return (uint8_t)(column >> (page * 8u));
}

/* Where square node sits in page's two rows: 0..15 (row in page, file), or 16. */
static uint32_t in_page(const struct board_picture *b, uint8_t node, uint8_t page)
{
    uint8_t top;
    if (node == DIAGRAM_NONE || node >= b->width * b->rows)
        return 16u;
    top = (uint8_t)(b->rows - 1u - node / b->width);
    if (top / 2u != page)
        return 16u;
    return (uint32_t)((top % 2u) * 8u + node % b->width);
}

uint32_t diagram_board_key(const struct board_picture *b, uint8_t page)
{
    uint32_t key = UINT32_C(0x40000000) | ((uint32_t)(b->width & 0x0Fu) << 26);
    uint8_t k, top;
    for (k = 0; k < 2u; k++) {
        top = (uint8_t)(page * 2u + k);
        if (top < b->rows)
            key |= (uint32_t)b->odd[b->rows - 1u - top] << (k * 8u);
    }
    return key | (in_page(b, b->from, page) << 16) | (in_page(b, b->to, page) << 21);
}

uint8_t diagram_plot_unit(uint8_t max)
{
    if (max == 0 || max >= DIAGRAM_BAR_MAX)
        return 1;
    return (uint8_t)(DIAGRAM_BAR_MAX / max);
}

uint8_t diagram_plot_column(const struct plot_picture *p, uint8_t page, uint8_t x)
{
    uint32_t column = 0;
    uint16_t h;
    uint8_t n = (uint8_t)(x / DIAGRAM_HEAP_PITCH), in_bar = x % DIAGRAM_HEAP_PITCH < 2u, v;
    if (n >= DIAGRAM_PLOT_HEAPS) {
        n = DIAGRAM_PLOT_HEAPS;   /* the columns past the last heap */
        in_bar = 0;
    }
    v = n < DIAGRAM_PLOT_HEAPS ? p->sg[n] : DIAGRAM_SG_UNKNOWN;
    if (in_bar && v != DIAGRAM_SG_UNKNOWN) {
        h = (uint16_t)(v * p->unit);
        if (h > DIAGRAM_BAR_MAX)
            h = DIAGRAM_BAR_MAX;
        /* rows 31 - h .. 30 */
        column |= ((UINT32_C(1) << h) - 1u) << (31u - h);
    }
    if (p->has_period && p->period > 0 && n >= p->preperiod && n - p->preperiod < p->period &&
        (in_bar || n - p->preperiod + 1u < p->period)) {
        column |= 1u;   /* the bracket's line over the period's bars, */
        if ((n == p->preperiod && x % DIAGRAM_HEAP_PITCH == 0) ||
            (n - p->preperiod == p->period - 1u && x % DIAGRAM_HEAP_PITCH == 1u))
            column |= 2u;   /* its ends a dot longer */
    }
    if (in_bar && n < DIAGRAM_PLOT_HEAPS && ((p->piles[n / 8u] >> (n % 8u)) & 1u))
        column |= UINT32_C(1) << 31;
    /* the cursor's pile: its bar's columns and one each side */
    if (x + 1u >= (uint16_t)p->cursor * DIAGRAM_HEAP_PITCH && x <= p->cursor * DIAGRAM_HEAP_PITCH + 2u)
        column |= UINT32_C(1) << 31;
    return (uint8_t)(column >> (page * 8u));
}
