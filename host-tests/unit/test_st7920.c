/*
 * test_st7920.c — the ST7920's drawing (hal/st7920.c) over a fake bus that
 * plays the controller: each instruction and data byte parsed as the
 * chip takes them (the basic and extended sets, the graphic RAM's row
 * then word address, the text RAM), into a graphic RAM of 32 rows of 32
 * bytes that starts as noise; what the contract forbids is counted (an
 * address off the RAM, data past a row, graphics drawn over text RAM
 * never cleared).  The glass is read back from that RAM (rows 32..63 at
 * words 8..15) and held to the font: the cells, the cursor, the
 * descenders, the picture band's lower half, and the bytes each change
 * costs (only the words that differ).
 *
 * hal/st7920.c is compiled into this test (the firmware's build takes it
 * only on an ST7920 board).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "hal/font_5x7.h"
#include "hal/st7920.c"

/* ---- the fake controller ---------------------------------------------- */

static struct {
    uint8_t re, g, d;            /* extended set, graphics, display on */
    uint8_t addr_step, gy, gx, half;
    uint8_t gdram[32][32];
    uint8_t text_cleared;
    unsigned data_bytes, instructions, faults;
} chip;

static char grid[ST7920_ROWS][ST7920_COLS];   /* the text layer's copy */

char st7920_text_at(uint8_t col, uint8_t row)
{
    return grid[row][col];
}

void st7920_bus_init(void)
{
}

void st7920_bus_write(uint8_t rs, uint8_t b, uint8_t long_wait)
{
    if (!rs) {
        chip.instructions++;
        if (b & 0x80) {
            if (!chip.re) {
                return;   /* a text RAM address: not used */
            } else if (chip.addr_step == 0) {
                chip.faults += (b & 0x7F) > 63;
                chip.gy = b & 0x3F;
                chip.addr_step = 1;
            } else {
                chip.faults += (b & 0x7F) > 15;
                chip.gx = b & 0x0F;
                chip.half = 0;
                chip.addr_step = 0;
            }
        } else if ((b & 0xE0) == 0x20) {
            chip.re = (b >> 2) & 1;
            if (chip.re)
                chip.g = (b >> 1) & 1;
            chip.addr_step = 0;
        } else if (!chip.re && b == 0x01) {
            chip.text_cleared = 1;
            chip.faults += !long_wait;   /* the clear's 1.6 ms */
        } else if (!chip.re && (b & 0xF8) == 0x08) {
            chip.d = (b >> 2) & 1;
        }
        return;
    }
    chip.data_bytes++;
    if (!chip.re || chip.gy >= 32 || chip.gx >= 16 || !chip.text_cleared) {
        chip.faults++;
        return;
    }
    chip.gdram[chip.gy][chip.gx * 2 + chip.half] = b;
    if (++chip.half == 2) {
        chip.half = 0;
        chip.gx++;
    }
}

/* Pixel (x, y) of the glass. */
static int pixel(int x, int y)
{
    return (chip.gdram[y & 31][(y >= 32 ? 16 : 0) + x / 8] >> (7 - x % 8)) & 1;
}

/* The 8 pixels down at text row (or band page) page, column x: bit r row r. */
static uint8_t column_at(int page, int x)
{
    uint8_t v = 0;
    for (int r = 0; r < 8; r++)
        v = (uint8_t)(v | pixel(x, page * 8 + r) << r);
    return v;
}

/* Cell (col, row) shows c (inverted: the cursor's). */
static void assert_cell(int col, int row, char c, int inverted)
{
    uint8_t line = inverted ? 0xFF : 0;
    int g = (uint8_t)c - FONT_5X7_FIRST;
    for (int i = 0; i < FONT_5X7_WIDTH; i++)
        assert_int_equal(column_at(row, col * 6 + i), (uint8_t)(line ^ font_5x7[g * 5 + i]));
    assert_int_equal(column_at(row, col * 6 + 5), line);
}

static int setup(void **state)
{
    (void)state;
    memset(&chip, 0, sizeof chip);
    memset(chip.gdram, 0xA5, sizeof chip.gdram);   /* power-on noise */
    memset(grid, ' ', sizeof grid);
    st7920_cursor(0, 0, 0);
    st7920_begin();
    return 0;
}

static void put(int col, int row, const char *s)
{
    for (; *s; s++, col++) {
        grid[row][col] = *s;
        st7920_cell((uint8_t)col, (uint8_t)row);
    }
}

static void test_begin_clears_and_shows_graphics(void **state)
{
    (void)state;
    assert_true(chip.text_cleared);
    assert_true(chip.d);
    assert_true(chip.g);
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 128; x++)
            assert_int_equal(pixel(x, y), 0);
    assert_int_equal(chip.faults, 0);
}

static void test_cells_and_descenders(void **state)
{
    (void)state;
    put(0, 0, "Nim 3 4 5");
    put(3, 3, "gjpqy~");
    st7920_flush();
    assert_cell(0, 0, 'N', 0);
    assert_cell(8, 0, '5', 0);
    assert_cell(3, 3, 'g', 0);   /* its descender in the band's eighth row */
    assert_cell(7, 3, 'y', 0);
    assert_cell(8, 3, '~', 0);
    assert_cell(20, 1, ' ', 0);
    assert_int_equal(chip.faults, 0);
}

static void test_cursor_inverts_its_cell(void **state)
{
    (void)state;
    put(0, 1, "SG 2");
    st7920_cursor(1, 1, 1);
    st7920_flush();
    assert_cell(1, 1, 'G', 1);
    assert_cell(0, 1, 'S', 0);
    st7920_cursor(3, 1, 1);      /* moved: the cell it leaves drawn again */
    st7920_flush();
    assert_cell(1, 1, 'G', 0);
    assert_cell(3, 1, '2', 1);
    st7920_cursor(0, 0, 0);
    st7920_flush();
    assert_cell(3, 1, '2', 0);
    assert_int_equal(chip.faults, 0);
}

/* Two far cells of a row: each run of words its own address, not the
 * words between (a cell of 6 pixels in one word here: 8 rows x (2
 * instructions + 2 bytes) each). */
static void test_runs_not_spans(void **state)
{
    (void)state;
    chip.data_bytes = chip.instructions = 0;
    put(0, 0, "A");              /* x 0..5: word 0 */
    put(20, 0, "*");             /* x 120..125: word 7 */
    st7920_flush();
    assert_int_equal(chip.data_bytes, 2 * 8 * 2);
    assert_int_equal(chip.instructions, 2 * 8 * 2);
    assert_cell(0, 0, 'A', 0);
    assert_cell(20, 0, '*', 0);
}

static uint8_t stones(uint8_t page, uint8_t x, const void *ctx)
{
    (void)page;
    return x < *(const uint8_t *)ctx ? 0x3E : 0;
}

/* The band's lower half: page 0 is glass rows 32..39, RAM rows 0..7 at
 * words 8..15; only the words that change are sent again. */
static void test_picture_band(void **state)
{
    (void)state;
    uint8_t width = 20;
    st7920_picture_page(0, 1, stones, &width);
    assert_int_equal(column_at(4, 0), 0x3E);
    assert_int_equal(column_at(4, 19), 0x3E);
    assert_int_equal(column_at(4, 20), 0);
    assert_int_equal(column_at(0, 0), 0);      /* the text above untouched */
    assert_int_equal(chip.gdram[1][16], 0xFF); /* row 33, x 0..7 */
    chip.data_bytes = 0;
    st7920_picture_page(0, 1, stones, &width); /* the same key: nothing */
    assert_int_equal(chip.data_bytes, 0);
    width = 18;                                /* x 18, 19 cleared: word 1 */
    st7920_picture_page(0, 2, stones, &width);
    assert_int_equal(chip.data_bytes, 5 * 2);  /* rows 1..5 of one word */
    assert_int_equal(column_at(4, 17), 0x3E);
    assert_int_equal(column_at(4, 18), 0);
    st7920_picture_clear();
    for (int x = 0; x < 128; x++)
        assert_int_equal(column_at(4, x), 0);
    assert_int_equal(chip.faults, 0);
}

static void test_sleep_wake(void **state)
{
    (void)state;
    put(0, 0, "k");
    st7920_flush();
    st7920_sleep();
    assert_false(chip.d);
    st7920_wake();
    assert_true(chip.d);
    assert_true(chip.g);
    assert_cell(0, 0, 'k', 0);   /* the RAM kept */
    assert_int_equal(chip.faults, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_begin_clears_and_shows_graphics, setup),
        cmocka_unit_test_setup(test_cells_and_descenders, setup),
        cmocka_unit_test_setup(test_cursor_inverts_its_cell, setup),
        cmocka_unit_test_setup(test_runs_not_spans, setup),
        cmocka_unit_test_setup(test_picture_band, setup),
        cmocka_unit_test_setup(test_sleep_wake, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
