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
 * copy of the text's glass is kept: the text is the text layer's
 * (st7920_text_at), a changed cell only marks its words in its row
 * (dirty, 4 x 2 B), drawn at the flush.  The picture band is kept (its
 * 4 pages' 128 columns, 512 B): a page whose key changes is worked out
 * from its caller's column function and only the words and the pixel
 * rows that differ from what the glass shows are sent.  Without it a pile's page costs
 * 8 x 18 instructions (about 11 ms) at every change of its count, and a
 * key's answer on the glass (a count changed: its text and its page)
 * took 21 ms, measured in the simulator, over the 16 ms the screens
 * keep to; the whole glass would be 1 KiB.
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
#include <stddef.h>

#include "hal/flash_text.h"
#include "hal/font_5x7.h"
#include "hal/st7920.h"

/* The cursor: its cell's columns inverted (oled.c's rule). */
#define CURSOR_BITS 0xFF
/* Words of 16 pixels on a row of the glass. */
#define WORDS (ST7920_WIDTH / 16)
/* No word (lo) of a page's change yet. */
#define CLEAN 0xFF

static uint8_t cur_on, cur_col, cur_row;
static uint8_t dirty[ST7920_ROWS];   /* bit w: word w of the row to draw */
static uint8_t keyed;           /* bit p: keys[p] is what band page p shows */
static uint32_t keys[ST7920_BAND_PAGES];
static uint8_t shown[ST7920_BAND_PAGES][ST7920_WIDTH];   /* the band as the glass shows it */

static void command(uint8_t b)
{
    st7920_bus_write(0, b, 0);
}

/* The pixel rows of band in rows (bit r: row r) from its 128 column
 * bytes, words lo..hi. */
static void send_band(uint8_t band, const uint8_t *cols, uint8_t lo, uint8_t hi, uint8_t rows)
{
    uint8_t r, w, k;
    for (r = 0; r < 8; r++) {
        uint8_t y = (uint8_t)(band * 8 + r);
        if (!((rows >> r) & 1))
            continue;
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
    dirty[row] |= (uint8_t)(1u << lo | 1u << hi);
}

void st7920_flush(void)
{
    uint8_t cols[ST7920_WIDTH];
    uint8_t row, x, lo, hi;
    for (row = 0; row < ST7920_ROWS; row++) {
        if (!dirty[row])
            continue;
        for (x = 0; x < ST7920_WIDTH; x++)
            cols[x] = text_column(row, x);
        /* each run of marked words, its own address on each pixel row */
        for (lo = 0; lo < WORDS; lo = (uint8_t)(hi + 1)) {
            hi = lo;
            if (!((dirty[row] >> lo) & 1))
                continue;
            while (hi + 1 < WORDS && ((dirty[row] >> (hi + 1)) & 1))
                hi++;
            send_band(row, cols, lo, hi, 0xFF);
        }
        dirty[row] = 0;
    }
}

/* Bands first .. first + n - 1 blank. */
static void clear_bands(uint8_t first, uint8_t n)
{
    uint8_t cols[ST7920_WIDTH] = { 0 };
    for (; n; n--, first++)
        send_band(first, cols, 0, WORDS - 1, 0xFF);
}

void st7920_begin(void)
{
    uint8_t row, x;
    for (row = 0; row < ST7920_ROWS; row++)
        dirty[row] = 0;
    keyed = 0;
    command(ST7920_BASIC);
    command(ST7920_BASIC);   /* (said twice, as the datasheet's sequence) */
    command(ST7920_DISPLAY_ON);
    st7920_bus_write(0, ST7920_CLEAR, 1);
    command(ST7920_ENTRY);
    command(ST7920_EXTENDED);
    command(ST7920_GRAPHIC);
    clear_bands(0, ST7920_BANDS);
    for (row = 0; row < ST7920_BAND_PAGES; row++)
        for (x = 0; x < ST7920_WIDTH; x++)
            shown[row][x] = 0;
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
    for (row = 0; row < ST7920_ROWS; row++)
        dirty[row] = 0xFF;
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

/* Band page page's columns from column(page, x, ctx) (NULL: blank);
 * only the words and pixel rows that differ from the glass are sent. */
static void draw_page(uint8_t page, uint8_t (*column)(uint8_t page, uint8_t x, const void *ctx),
                      const void *ctx)
{
    uint8_t x, lo = CLEAN, hi = 0, rows = 0;
    for (x = 0; x < ST7920_WIDTH; x++) {
        uint8_t v = column ? column(page, x, ctx) : 0;
        if (v != shown[page][x]) {
            rows |= (uint8_t)(v ^ shown[page][x]);
            shown[page][x] = v;
            if (lo == CLEAN)
                lo = (uint8_t)(x / 16);
            hi = (uint8_t)(x / 16);
        }
    }
    if (lo != CLEAN)
        send_band((uint8_t)(ST7920_BAND_FIRST + page), shown[page], lo, hi, rows);
}

void st7920_picture_page(uint8_t page, uint32_t key,
                         uint8_t (*column)(uint8_t page, uint8_t x, const void *ctx),
                         const void *ctx)
{
    uint8_t bit = (uint8_t)(1u << page);
    if (page >= ST7920_BAND_PAGES || ((keyed & bit) && keys[page] == key))
        return;
    st7920_flush();
    draw_page(page, column, ctx);
    keys[page] = key;
    keyed |= bit;
}

void st7920_picture_clear(void)
{
    uint8_t page;
    st7920_flush();
    for (page = 0; page < ST7920_BAND_PAGES; page++)
        draw_page(page, NULL, NULL);
    keyed = 0;
}
