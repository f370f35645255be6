/*
 * test_maps_grid.c — the built-in grid maps (rook, knight) against their
 * rules.
 *
 * Decoded from the bytes the map compiler emitted, each square's edges are
 * exactly the piece's moves (the rook left or down, the knight's four
 * moves towards a1), both maps are 8 wide, and the rook's SG value is
 * col XOR row on every square (two Nim heaps in one).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "core/maps.h"
#include "support.h"

static sg_small_t sg_a[NB_GRAPH_MAX_NODES];

/* Rook: SG = col XOR row on every square, through the decoder. */
static void test_rook_sg_is_xor(void **state)
{
    const struct graph *g = test_builtin_map("rook");
    struct nb_error err;
    unsigned row, col;
    (void)state;
    assert_int_equal(g->node_count, 64);
    assert_int_equal(maps_grid_width((uint8_t)maps_find("rook", 4)), 8);
    error_clear(&err);
    assert_int_equal(graph_sg_compute(g, sg_a, &err), 0);
    for (row = 0; row < 8; row++)
        for (col = 0; col < 8; col++)
            if (sg_a[8 * row + col] != (row ^ col))
                fail_msg("square %c%u: SG %u, expected %u", 'a' + col, row + 1,
                         (unsigned)sg_a[8 * row + col], row ^ col);
}

/* The grid maps' edges are exactly their rules' moves. */
static void test_grid_rules(void **state)
{
    static const int knight[4][2] = { { -2, 1 }, { -2, -1 }, { 1, -2 }, { -1, -2 } };
    const struct graph *rook = test_builtin_map("rook"), *kn = test_builtin_map("knight");
    int row, col, k;
    (void)state;
    for (row = 0; row < 8; row++)
        for (col = 0; col < 8; col++) {
            unsigned char want_rook[64] = { 0 }, want_knight[64] = { 0 };
            unsigned char got_rook[64] = { 0 }, got_knight[64] = { 0 };
            struct graph_cursor c;
            int i;
            for (i = 0; i < col; i++)
                want_rook[8 * row + i] = 1;
            for (i = 0; i < row; i++)
                want_rook[8 * i + col] = 1;
            for (k = 0; k < 4; k++) {
                int c2 = col + knight[k][0], r2 = row + knight[k][1];
                if (c2 >= 0 && c2 < 8 && r2 >= 0 && r2 < 8)
                    want_knight[8 * r2 + c2] = 1;
            }
            for (graph_open(rook, (node_t)(8 * row + col), &c); c.left > 0;)
                got_rook[graph_next(rook, &c)] = 1;
            for (graph_open(kn, (node_t)(8 * row + col), &c); c.left > 0;)
                got_knight[graph_next(kn, &c)] = 1;
            assert_memory_equal(want_rook, got_rook, 64);
            assert_memory_equal(want_knight, got_knight, 64);
        }
    assert_int_equal(maps_grid_width((uint8_t)maps_find("knight", 6)), 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rook_sg_is_xor),
        cmocka_unit_test(test_grid_rules),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
