/*
 * test_screens_diagram.c — the picture band's diagrams, read back from
 * their columns the way the simulators read the glass
 * (sim/script_band.c): a board's squares by their 3x3 shapes, the frame,
 * the keys that tell a board's pages apart; the plot's bars by their
 * height, a value the engine did not give as no bar, the bracket over the
 * first period and the marks under the piles.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "app/screens_diagram.h"

/* Band dot (x, y) of a board. */
static int board_dot(const struct board_picture *b, unsigned x, unsigned y)
{
    return (diagram_board_column(b, (uint8_t)(y / 8u), (uint8_t)x) >> (y % 8u)) & 1;
}

/* The square (file, top row) as the simulators read it. */
static char square(const struct board_picture *b, unsigned file, unsigned top)
{
    unsigned bits = 0, c, k;
    for (c = 0; c < 3; c++)
        for (k = 0; k < 3; k++)
            bits |= (unsigned)board_dot(b, DIAGRAM_BOARD_X + 4 * file + c, 4 * top + k) << (c * 3 + k);
    switch (bits) {
    case 0x1FF:
        return 'o';
    case 0x1EF:
        return 'r';
    case 0x155:
        return 'x';
    case 0:
    case 0x010:
        return '.';
    }
    return '?';
}

static void empty_board(struct board_picture *b)
{
    memset(b, 0, sizeof *b);
    b->width = b->rows = 8;
    b->from = b->to = DIAGRAM_NONE;
}

static void test_board_squares(void **state)
{
    struct board_picture b;
    unsigned y;
    (void)state;
    empty_board(&b);
    b.odd[7] = 0x80;   /* h8 */
    b.odd[0] = 0x01;   /* a1 */
    b.odd[3] = 0x10;   /* e4, the stone that moves */
    b.from = 3 * 8 + 4;
    b.to = 1 * 8 + 4;  /* e2 */
    assert_int_equal(square(&b, 7, 0), 'o');
    assert_int_equal(square(&b, 0, 7), 'o');
    assert_int_equal(square(&b, 4, 4), 'r');
    assert_int_equal(square(&b, 4, 6), 'x');
    assert_int_equal(square(&b, 3, 3), '.');
    /* a dark square (a1's colour: file + rank even) has its centre dot, a
     * light one nothing */
    assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X + 4 * 1 + 1, 4 * 6 + 1), 1);   /* b2 */
    assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X + 4 * 2 + 1, 4 * 6 + 1), 0);   /* c2 */
    /* the frame, the board's height, either side; nothing beyond it */
    for (y = 0; y < 32; y++) {
        assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X - 2, y), 1);
        assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X + 32, y), 1);
        assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X - 3, y), 0);
        assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X + 33, y), 0);
    }
    /* a board of four ranks: its frame four squares tall */
    b.rows = 4;
    assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X - 2, 15), 1);
    assert_int_equal(board_dot(&b, DIAGRAM_BOARD_X - 2, 16), 0);
}

static void test_board_keys(void **state)
{
    struct board_picture a, b;
    uint8_t page;
    (void)state;
    empty_board(&a);
    a.odd[7] = 0x40;   /* g8 */
    for (page = 0; page < DIAGRAM_PAGES; page++) {
        uint32_t k = diagram_board_key(&a, page);
        assert_true(k & UINT32_C(0x40000000));
        assert_false(k & UINT32_C(0x80000000));
    }
    /* the move drawn changes page 0 only (g8 and g7 are there) */
    b = a;
    b.from = 7 * 8 + 6;
    b.to = 6 * 8 + 6;
    assert_int_not_equal(diagram_board_key(&a, 0), diagram_board_key(&b, 0));
    for (page = 1; page < DIAGRAM_PAGES; page++)
        assert_int_equal(diagram_board_key(&a, page), diagram_board_key(&b, page));
    /* a stone on a1 changes page 3 only */
    b = a;
    b.odd[0] = 1;
    assert_int_not_equal(diagram_board_key(&a, 3), diagram_board_key(&b, 3));
    assert_int_equal(diagram_board_key(&a, 0), diagram_board_key(&b, 0));
    /* the move's target alone, on a square of its own */
    b = a;
    b.to = 6 * 8 + 6;
    assert_int_not_equal(diagram_board_key(&a, 0), diagram_board_key(&b, 0));
}

/* Plot dot (x, y). */
static int plot_dot(const struct plot_picture *p, unsigned x, unsigned y)
{
    return (diagram_plot_column(p, (uint8_t)(y / 8u), (uint8_t)x) >> (y % 8u)) & 1;
}

/* The bar at column x: the lit run from row 30 up. */
static unsigned bar(const struct plot_picture *p, unsigned x)
{
    unsigned n = 0;
    int y;
    for (y = 30; y >= 0 && plot_dot(p, x, (unsigned)y); y--)
        n++;
    return n;
}

static void test_plot_unit(void **state)
{
    (void)state;
    assert_int_equal(diagram_plot_unit(0), 1);
    assert_int_equal(diagram_plot_unit(1), DIAGRAM_BAR_MAX);
    assert_int_equal(diagram_plot_unit(3), 9);
    assert_int_equal(diagram_plot_unit(27), 1);
    assert_int_equal(diagram_plot_unit(200), 1);
}

static void test_plot_bars(void **state)
{
    uint8_t sg[DIAGRAM_PLOT_HEAPS], piles[(DIAGRAM_PLOT_HEAPS + 7) / 8] = { 0 };
    struct plot_picture p = { sg, 9, 0, 0, 0, piles, DIAGRAM_PLOT_HEAPS };
    unsigned n;
    (void)state;
    for (n = 0; n < DIAGRAM_PLOT_HEAPS; n++)
        sg[n] = (uint8_t)(n % 4u);
    sg[5] = DIAGRAM_SG_UNKNOWN;
    sg[6] = 200;   /* past the band: the tallest bar */
    for (n = 0; n < DIAGRAM_PLOT_HEAPS; n++) {
        unsigned want = n == 5 ? 0 : n == 6 ? DIAGRAM_BAR_MAX : (n % 4u) * 9u;
        assert_int_equal(bar(&p, n * DIAGRAM_HEAP_PITCH), want);
        assert_int_equal(bar(&p, n * DIAGRAM_HEAP_PITCH + 1), want);
        assert_int_equal(bar(&p, n * DIAGRAM_HEAP_PITCH + 2), 0);   /* the gap */
    }
    /* nothing past the last heap but the cursor's mark (a pile past the
     * plot: the last columns) */
    for (n = DIAGRAM_PLOT_HEAPS * DIAGRAM_HEAP_PITCH; n < DIAGRAM_WIDTH; n++) {
        unsigned y;
        for (y = 0; y < 31; y++)
            assert_int_equal(plot_dot(&p, n, y), 0);
        assert_int_equal(plot_dot(&p, n, 31), n + 1 >= DIAGRAM_PLOT_HEAPS * DIAGRAM_HEAP_PITCH);
    }
}

static void test_plot_marks(void **state)
{
    uint8_t sg[DIAGRAM_PLOT_HEAPS] = { 0 }, piles[(DIAGRAM_PLOT_HEAPS + 7) / 8] = { 0 };
    struct plot_picture p = { sg, 1, 1, 2, 3, piles, 9 };
    unsigned x;
    (void)state;
    piles[0] = 1u << 3;   /* a pile of 3 */
    piles[1] = 1u << 1;   /* and of 9, the cursor's */
    for (x = 0; x < DIAGRAM_WIDTH; x++) {
        /* the first period, heaps 2..4: row 0 from heap 2's bar to heap
         * 4's, its ends a dot longer */
        assert_int_equal(plot_dot(&p, x, 0), x >= 6 && x <= 13);
        assert_int_equal(plot_dot(&p, x, 1), x == 6 || x == 13);
        /* the piles underlined; the cursor's pile one dot wider each side */
        assert_int_equal(plot_dot(&p, x, 31), x == 9 || x == 10 || (x >= 26 && x <= 29));
    }
    p.has_period = 0;
    for (x = 0; x < DIAGRAM_WIDTH; x++)
        assert_int_equal(plot_dot(&p, x, 0), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_squares),
        cmocka_unit_test(test_board_keys),
        cmocka_unit_test(test_plot_unit),
        cmocka_unit_test(test_plot_bars),
        cmocka_unit_test(test_plot_marks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
