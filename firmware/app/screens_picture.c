/*
 * screens_picture.c — a pile's page of the picture band, one column byte
 * at a time (screens_picture.h).  Every shape is 5 dots tall on lines 1..5
 * of the page's 8: a stone is a disc (filled) or a ring (hollow) 5 columns
 * wide; the bar's outline and fill are the same lines, so a bar reads as
 * stones run together.  The count after a bar uses the text font
 * (hal/font_5x7.c), so it reads as the digits on the text rows do.
 */
#include "app/screens_picture.h"

#include "core/text.h"
#include "hal/flash_text.h"
#include "hal/font_5x7.h"

/* the marker's columns 0..4 */
#define MARK_WIDTH 5u
/* the first stone's column, and a stone's width and pitch */
#define STONE_X 8u
#define STONE_WIDTH 5u
#define STONE_PITCH 7u
/* a stone's columns: a disc, a ring (both lines 1..5) */
#define DOT_EDGE 0x1Cu
#define DOT_FULL 0x3Eu
#define DOT_RING 0x22u

static uint8_t marker_column(uint8_t x)
{
    static const uint8_t NB_FLASH marker[MARK_WIDTH] = { 0x7F, 0x3E, 0x1C, 0x08, 0x00 };
    return flash_read_byte(&marker[x]);
}

/* Stone k's column i (0..STONE_WIDTH-1), hollow or filled. */
static uint8_t stone_column(uint8_t i, uint8_t hollow)
{
    if (i == 0 || i == STONE_WIDTH - 1u)
        return DOT_EDGE;
    return hollow ? DOT_RING : DOT_FULL;
}

static uint8_t stones_column(const struct pile_picture *p, uint8_t x)
{
    uint8_t k, i;
    if (x < STONE_X)
        return 0;
    k = (uint8_t)((x - STONE_X) / STONE_PITCH);
    i = (uint8_t)((x - STONE_X) % STONE_PITCH);
    if (k >= p->stones || i >= STONE_WIDTH)
        return 0;
    return stone_column(i, k >= p->stones - p->take);
}

/* The digits of n, and the column where they start (right-aligned). */
static uint8_t count_digits(heap_t n)
{
    uint8_t d = 1;
    while (n >= 10u) {
        n /= 10u;
        d++;
    }
    return d;
}

static uint8_t count_column(heap_t n, uint8_t digits, uint8_t x0, uint8_t x)
{
    uint8_t cell = (uint8_t)((x - x0) / FONT_5X7_CELL), col = (uint8_t)((x - x0) % FONT_5X7_CELL);
    uint8_t skip;
    if (col >= FONT_5X7_WIDTH)
        return 0;
    for (skip = (uint8_t)(digits - 1u - cell); skip > 0; skip--)
        n /= 10u;
    return flash_read_byte(&font_5x7[((uint8_t)(n % 10u) + '0' - FONT_5X7_FIRST) * FONT_5X7_WIDTH + col]);
}

/* A bar from STONE_X to bar_end (exclusive): its kept part filled, its
 * taken part outlined, the count's digits from the right edge. */
static uint8_t bar_column(const struct pile_picture *p, uint8_t x)
{
    uint8_t digits = count_digits(p->stones);
    uint8_t count_x = (uint8_t)(PICTURE_WIDTH - digits * FONT_5X7_CELL);
    uint8_t bar_end = (uint8_t)(count_x - 3u);
    uint8_t kept_end;
    if (x >= count_x)
        return count_column(p->stones, digits, count_x, x);
    if (x < STONE_X || x >= bar_end)
        return 0;
    /* the kept part in proportion, at least one column for one stone */
    kept_end = (uint8_t)(STONE_X + (uint32_t)(bar_end - STONE_X) * (p->stones - p->take) / p->stones);
    if (p->take < p->stones && kept_end == STONE_X)
        kept_end++;
    if (x < kept_end)
        return DOT_FULL;
    return (x == bar_end - 1u || x == kept_end) ? DOT_FULL : DOT_RING;
}

uint8_t picture_pile_column(const struct pile_picture *p, uint8_t x)
{
    if (x < MARK_WIDTH)
        return p->marked ? marker_column(x) : 0;
    if (x >= PICTURE_WIDTH)
        return 0;
    return p->stones > PICTURE_STONES_MAX ? bar_column(p, x) : stones_column(p, x);
}

uint32_t picture_pile_key(const struct pile_picture *p)
{
    return UINT32_C(0x80000000) | ((uint32_t)(p->marked != 0) << 30) |
           ((uint32_t)(p->take & 0x7FFFu) << 15) | (uint32_t)(p->stones & 0x7FFFu);
}
