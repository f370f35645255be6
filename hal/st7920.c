/*
 * st7920.c — the ST7920 128x64 graphic LCD's drawing (hal/st7920.h),
 * portable: the OLED's picture (hal/oled.c: 8-pixel bands, a byte a
 * column, bit 0 the top) turned into the ST7920's rows of horizontal
 * words.
 *
 * A band (8 pixel rows) is first made as the OLED would draw it: its
 * 128 column bytes, on the stack for the drawing (128 B, freed after);
 * then each of its 8 pixel rows is sent as words, bit r of 16 columns
 * at a time.  The graphic RAM's address counts along a row by itself:
 * a row costs its address (two instructions) and two bytes a word.  No
 * copy of the glass is kept (1 KiB on a Mega's 8): the text is the text
 * layer's (st7920_text_at), a changed cell only marks its words in its
 * row (dirty, 4 x 2 B), drawn at the flush, and a picture page is drawn
 * from its caller's column function whenever its key changes.
 *
 * Each instruction takes 72 us (the bus waits it out), so a cell's one
 * or two words cost 8 x 6 instructions, about 3.5 ms, a whole text row
 * (8 words) 8 x 18, about 10 ms, and the glass 83 ms.
 *
 * The text's rules are the OLED's: cell (c, r) is band r, columns
 * 6c..6c+4 the glyph (g j p q y with their descenders in the eighth
 * row), 6c+5 blank; a character without a glyph is a block; the
 * cursor's cell is drawn inverted, its six columns.
 */
#include "hal/flash_text.h"
#include "hal/font_5x7.h"
#include "hal/st7920.h"

/* The cursor: its cell's columns inverted (oled.c's rule). */
#define CURSOR_BITS 0xFF
/* Words of 16 pixels on a row of the glass. */
#define WORDS (ST7920_WIDTH / 16)
/* No word of a row to draw (dirty_lo). */
#define CLEAN 0xFF

static uint8_t cur_on, cur_col, cur_row;
static uint8_t dirty_lo[ST7920_ROWS], dirty_hi[ST7920_ROWS];
static uint8_t keyed;           /* bit p: keys[p] is what band page p shows */
static uint32_t keys[ST7920_BAND_PAGES];

static void command(uint8_t b)
{
    st7920_bus_write(0, b, 0);
}

/* The 8 pixel rows of band from its 128 column bytes, words lo..hi. */
static void send_band(uint8_t band, const uint8_t *cols, uint8_t lo, uint8_t hi)
{
    uint8_t r, w, k;
    for (r = 0; r < 8; r++) {
        uint8_t y = (uint8_t)(band * 8 + r);
        command((uint8_t)(ST7920_GDRAM_ADDR | (y & 31)));
        command((uint8_t)(ST7920_GDRAM_ADDR | (lo + (y >= 32 ? WORDS : 0))));
        for (w = lo; w <= hi; w++) {
            const uint8_t *c = cols + w * 16;
            uint8_t left = 0, right = 0;
            for (k = 0; k < 8; k++) {
                left = (uint8_t)(left << 1 | ((c[k] >> r) & 1));
                right = (uint8_t)(right << 1 | ((c[k + 8] >> r) & 1));
            }
            st7920_bus_write(1, left, 0);
            st7920_bus_write(1, right, 0);
        }
    }
}

/* Column x (0..127) of text row row, as oled.c draws it. */
static uint8_t text_column(uint8_t row, uint8_t x)
{
    uint8_t col = (uint8_t)(x / FONT_5X7_CELL), i = (uint8_t)(x % FONT_5X7_CELL), g, line;
    if (col >= ST7920_COLS)
        return 0;
    line = (cur_on && col == cur_col && row == cur_row) ? CURSOR_BITS : 0;
    if (i == FONT_5X7_WIDTH)
        return line;
    g = (uint8_t)((uint8_t)st7920_text_at(col, row) - FONT_5X7_FIRST);
    return (uint8_t)(line ^ (g < FONT_5X7_GLYPHS
                             ? flash_read_byte(&font_5x7[g * FONT_5X7_WIDTH + i])
                             : 0x7F));   /* no glyph: a block */
}

/* Cell (col, row)'s words to be drawn. */
static void mark(uint8_t col, uint8_t row)
{
    uint8_t lo = (uint8_t)(col * FONT_5X7_CELL / 16);
    uint8_t hi = (uint8_t)((col * FONT_5X7_CELL + FONT_5X7_CELL - 1) / 16);
    if (col >= ST7920_COLS || row >= ST7920_ROWS)
        return;
    if (dirty_lo[row] == CLEAN) {
        dirty_lo[row] = lo;
        dirty_hi[row] = hi;
    }
    if (lo < dirty_lo[row])
        dirty_lo[row] = lo;
    if (hi > dirty_hi[row])
        dirty_hi[row] = hi;
}

void st7920_flush(void)
{
    uint8_t cols[ST7920_WIDTH];
    uint8_t row, x;
    for (row = 0; row < ST7920_ROWS; row++) {
        if (dirty_lo[row] == CLEAN)
            continue;
        for (x = 0; x < ST7920_WIDTH; x++)
            cols[x] = text_column(row, x);
        send_band(row, cols, dirty_lo[row], dirty_hi[row]);
        dirty_lo[row] = CLEAN;
        dirty_hi[row] = 0;
    }
}

/* Bands first .. first + n - 1 blank. */
static void clear_bands(uint8_t first, uint8_t n)
{
    uint8_t cols[ST7920_WIDTH] = { 0 };
    for (; n; n--, first++)
        send_band(first, cols, 0, WORDS - 1);
}

void st7920_begin(void)
{
    uint8_t row;
    for (row = 0; row < ST7920_ROWS; row++) {
        dirty_lo[row] = CLEAN;
        dirty_hi[row] = 0;
    }
    keyed = 0;
    command(ST7920_BASIC);
    command(ST7920_BASIC);   /* (said twice, as the datasheet's sequence) */
    command(ST7920_DISPLAY_ON);
    st7920_bus_write(0, ST7920_CLEAR, 1);
    command(ST7920_ENTRY);
    command(ST7920_EXTENDED);
    command(ST7920_GRAPHIC);
    clear_bands(0, ST7920_BANDS);
}

void st7920_cell(uint8_t col, uint8_t row)
{
    mark(col, row);
}

void st7920_cursor(uint8_t col, uint8_t row, uint8_t visible)
{
    visible = visible ? 1 : 0;
    if (visible == cur_on && (!visible || (col == cur_col && row == cur_row)))
        return;
    if (cur_on)
        mark(cur_col, cur_row);
    cur_col = col;
    cur_row = row;
    cur_on = visible;
    if (visible)
        mark(col, row);
}

void st7920_redraw_text(void)
{
    uint8_t row;
    for (row = 0; row < ST7920_ROWS; row++) {
        dirty_lo[row] = 0;
        dirty_hi[row] = WORDS - 1;
    }
    st7920_flush();
}

void st7920_sleep(void)
{
    command(ST7920_BASIC);
    command(ST7920_DISPLAY_OFF);
    command(ST7920_EXTENDED);
}

void st7920_wake(void)
{
    command(ST7920_BASIC);
    command(ST7920_DISPLAY_ON);
    command(ST7920_EXTENDED);
    command(ST7920_GRAPHIC);
}

void st7920_picture_page(uint8_t page, uint32_t key,
                         uint8_t (*column)(uint8_t page, uint8_t x, const void *ctx),
                         const void *ctx)
{
    uint8_t cols[ST7920_WIDTH];
    uint8_t x, bit = (uint8_t)(1u << page);
    if (page >= ST7920_BAND_PAGES || ((keyed & bit) && keys[page] == key))
        return;
    st7920_flush();
    for (x = 0; x < ST7920_WIDTH; x++)
        cols[x] = column(page, x, ctx);
    send_band((uint8_t)(ST7920_BAND_FIRST + page), cols, 0, WORDS - 1);
    keys[page] = key;
    keyed |= bit;
}

void st7920_picture_clear(void)
{
    clear_bands(ST7920_BAND_FIRST, ST7920_BAND_PAGES);
    keyed = 0;
}
