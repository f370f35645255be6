/*
 * test_read_bounds.c — text input at its worst: line ends of every system
 * (LF, CR, CR LF, mixed), NUL bytes, input without end (a device), numbers
 * and comments past the scanner's bounds, empty input, and graph sizes or
 * nodes past any number.  Each must end in its own error on the right line,
 * within a bounded number of bytes.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/error.h"
#include "core/graph_read.h"
#include "core/scan.h"
#include "support.h"

/* ---- the scanner ----------------------------------------------------------------- */

static struct mem_source src;
static struct scanner sc;

static void open_text(const char *text, uint32_t chunk, uint8_t comments)
{
    test_scan_text(&sc, &src, text, chunk, comments);
}

/* the next number, or the error, with the line it is on (support.c) */
#define want_number(want, line) test_want_number(&sc, &src, (want), (line))
#define want_scan_error(max, code, line) test_want_scan_error(&sc, &src, (max), (code), (line))

/* CR, LF and CR LF each end one line, whatever the refill size (a CR LF
 * split between two refills is still one line end). */
static void test_scan_line_ends(void **state)
{
    uint32_t chunk;
    (void)state;
    for (chunk = 0; chunk <= 3; chunk++) {
        open_text("1\r2\r\r3\r\n4\r\n\r\n5\n\r6\r# c\r7\r\r\nx", chunk, 1);
        want_number(1, 1);
        want_number(2, 2);
        want_number(3, 4);
        want_number(4, 5);
        want_number(5, 7);
        want_number(6, 9);
        want_number(7, 11);
        want_scan_error(UINT64_MAX, ERR_NUMBER_MALFORMED, 13);
        /* the end after CR-only lines blames the last number's line */
        open_text("8\r\r9\r\r\r", chunk, 0);
        want_number(8, 1);
        want_number(9, 3);
        want_scan_error(UINT64_MAX, ERR_TRUNCATED, 3);
    }
}

/* Binary input: a NUL byte is named as such wherever a number or the end
 * is expected; a refill of any size. */
static void test_scan_nul_bytes(void **state)
{
    static const char text[] = "4\n5\0006\n";
    static const char trailing[] = "4 5\n\n\0";
    uint32_t chunk;
    struct nb_error err;
    (void)state;
    for (chunk = 0; chunk <= 2; chunk++) {
        open_text(text, chunk, 1);
        src.len = sizeof text - 1;
        want_number(4, 1);
        want_scan_error(UINT64_MAX, ERR_NUL_BYTE, 2);
        open_text(text + 3, chunk, 1);
        src.len = sizeof text - 4;
        want_scan_error(UINT64_MAX, ERR_NUL_BYTE, 1);
        open_text(trailing, chunk, 1);
        src.len = sizeof trailing - 1;
        want_number(4, 1);
        want_number(5, 1);
        assert_false(scan_at_end(&sc));
        error_clear(&err);
        assert_int_equal(scan_expect_end(&sc, &err), ERR_NUL_BYTE);
        assert_int_equal(err.at, 3);
    }
}

/* A source that never ends: the same byte for ever, after an optional
 * prefix; counts its refills. */
static struct {
    const char *prefix;
    char block[512];
    unsigned refills;
} endless;

static uint32_t endless_refill(void *ctx, const char **buf)
{
    (void)ctx;
    if (endless.refills++ == 0 && endless.prefix) {
        *buf = endless.prefix;
        return (uint32_t)strlen(endless.prefix);
    }
    *buf = endless.block;
    return sizeof endless.block;
}

static void open_endless(const char *prefix, char c)
{
    endless.prefix = prefix;
    memset(endless.block, c, sizeof endless.block);
    endless.refills = 0;
    scan_init(&sc, endless_refill, 0, 1);
}

/* Every read over input without end stops with an error within a bounded
 * number of bytes: digits, a word, NULs, a comment line. */
static void test_scan_endless(void **state)
{
    uint64_t v;
    struct nb_error err;
    char buf[16];
    (void)state;
    open_endless("5\n", '7');
    want_number(5, 1);
    want_scan_error(UINT64_MAX, ERR_NUMBER_TOO_LONG, 2);
    assert_true(endless.refills < 4);
    open_endless(0, '0');
    error_clear(&err);
    assert_int_equal(scan_number(&sc, UINT64_MAX, &v, &err), ERR_NUMBER_TOO_LONG);
    assert_int_equal(err.limit, SCAN_DIGITS_MAX);
    open_endless("\r\r", 'x');
    want_scan_error(UINT64_MAX, ERR_NUMBER_MALFORMED, 3);
    assert_true(endless.refills < 4);
    open_endless(0, 0);
    want_scan_error(UINT64_MAX, ERR_NUL_BYTE, 1);
    open_endless("1\n2 #", 'a');
    want_number(1, 1);
    want_number(2, 2);
    want_scan_error(UINT64_MAX, ERR_COMMENT_TOO_LONG, 2);
    assert_true(endless.refills < SCAN_COMMENT_MAX / 512 + 4);
    /* the fault stays: the end is not reached, and says why */
    assert_false(scan_at_end(&sc));
    error_clear(&err);
    assert_int_equal(scan_expect_end(&sc, &err), ERR_COMMENT_TOO_LONG);
    assert_int_equal(err.at, 2);
    assert_int_equal(err.limit, SCAN_COMMENT_MAX);
    /* scan_comment gives up on it too, and the next read reports it */
    open_endless("#", 'b');
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), -1);
    want_scan_error(UINT64_MAX, ERR_COMMENT_TOO_LONG, 1);
    open_endless("\n#", ' ');
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), -1);
    want_scan_error(UINT64_MAX, ERR_COMMENT_TOO_LONG, 2);
}

/* A comment of exactly the limit is fine; one more character is not. */
static void test_scan_comment_limit(void **state)
{
    static char text[SCAN_COMMENT_MAX + 16];
    char buf[8];
    (void)state;
    text[0] = '#';
    memset(text + 1, 'c', SCAN_COMMENT_MAX);
    strcpy(text + 1 + SCAN_COMMENT_MAX, "\n42\n");
    open_text(text, 100, 1);
    want_number(42, 2);
    open_text(text, 0, 1);
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), sizeof buf - 1);
    want_number(42, 2);
    /* one character more */
    memset(text + 1, 'c', SCAN_COMMENT_MAX + 1);
    strcpy(text + 2 + SCAN_COMMENT_MAX, "\n42\n");
    open_text(text, 100, 1);
    want_scan_error(UINT64_MAX, ERR_COMMENT_TOO_LONG, 1);
    open_text(text, 0, 1);
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), -1);
    want_scan_error(UINT64_MAX, ERR_COMMENT_TOO_LONG, 1);
}

/* SCAN_DIGITS_MAX digits are a number (leading zeros allowed); one more is
 * too long. */
static void test_scan_digit_limit(void **state)
{
    char text[SCAN_DIGITS_MAX + 8];
    (void)state;
    memset(text, '0', SCAN_DIGITS_MAX - 1);
    strcpy(text + SCAN_DIGITS_MAX - 1, "7 8");
    open_text(text, 5, 0);
    want_number(7, 1);
    want_number(8, 1);
    memset(text, '0', SCAN_DIGITS_MAX);
    strcpy(text + SCAN_DIGITS_MAX, "7 8");
    open_text(text, 5, 0);
    want_scan_error(UINT64_MAX, ERR_NUMBER_TOO_LONG, 1);
}

static void test_scan_expect_end(void **state)
{
    struct nb_error err;
    (void)state;
    open_text("5 \n# done\r\n", 3, 1);
    want_number(5, 1);
    error_clear(&err);
    assert_int_equal(scan_expect_end(&sc, &err), 0);
    assert_int_equal(err.code, ERR_NONE);
    open_text("5\r\r 6\n", 0, 1);
    want_number(5, 1);
    assert_int_equal(scan_expect_end(&sc, &err), ERR_EXTRA_INPUT);
    assert_int_equal(err.where, ERR_AT_LINE);
    assert_int_equal(err.at, 3);
}

/* ---- graph files ---------------------------------------------------------------- */

/* Sizes past the limits, however many digits they have, are too many nodes
 * or edges (never a number overflow), on their own line. */
static void test_read_huge_sizes(void **state)
{
    struct graph g;
    struct nb_error err;
    (void)state;
    test_expect_graph_error("99999999999999999999 1\n", ERR_TOO_MANY_NODES, 1, 0);
    assert_int_equal(test_read_graph_text("# c\n\n123456789012345678901234567890 1\n", &g, &err),
                     ERR_TOO_MANY_NODES);
    assert_int_equal(err.at, 3);
    assert_int_equal(err.limit, NB_GRAPH_MAX_NODES);
    assert_int_equal(test_read_graph_text("10001 0\n", &g, &err), ERR_TOO_MANY_NODES);
    assert_int_equal(err.limit, NB_GRAPH_MAX_NODES);
    assert_int_equal(test_read_graph_text("10000 0\n", &g, &err), 0);
    assert_int_equal(g.node_count, 10000);
    assert_int_equal(test_read_graph_text("3\n18446744073709551616\n", &g, &err), ERR_TOO_MANY_EDGES);
    assert_int_equal(err.at, 2);
    assert_int_equal(err.limit, NB_GRAPH_MAX_EDGES);
    /* an edge's node past any number is still a node out of range */
    assert_int_equal(test_read_graph_text("3 1\n0 99999999999999999999\n", &g, &err), ERR_NODE_TOO_LARGE);
    assert_int_equal(err.at, 2);
    assert_int_equal(err.limit, 2);
    assert_int_equal(test_read_graph_text("3 1\n\n18446744073709551616 0\n", &g, &err),
                     ERR_NODE_TOO_LARGE);
    assert_int_equal(err.at, 3);
    /* a number of more digits than any value needs stops the reading */
    assert_int_equal(test_read_graph_text("3 1\n0 000000000000000000000000000000000000000000000000000000000000"
                               "000001\n", &g, &err), ERR_NUMBER_TOO_LONG);
    assert_int_equal(err.at, 2);
}

/* CR, LF and CR LF each end one line: errors and edge lines agree across
 * Unix, old Mac and DOS files. */
static void test_read_line_ends(void **state)
{
    static const char *const ends[] = { "\n", "\r", "\r\n" };
    char text[128];
    struct graph g;
    struct nb_error err;
    unsigned i;
    (void)state;
    for (i = 0; i < 3; i++) {
        const char *e = ends[i];
        snprintf(text, sizeof text, "# t%s4 3%s0 1%s%s1 2%s2 3", e, e, e, e, e);
        assert_int_equal(test_read_graph_text(text, &g, &err), 0);
        assert_int_equal(graph_read_edge_line(0, 1), 3);
        assert_int_equal(graph_read_edge_line(1, 2), 5);
        assert_int_equal(graph_read_edge_line(2, 3), 6);
        snprintf(text, sizeof text, "3 2%s0 1%s%s1 7%s", e, e, e, e);
        test_expect_graph_error(text, ERR_NODE_OUT_OF_RANGE, 4, 7);
        snprintf(text, sizeof text, "3 3%s0 1%s# c%s1 2%s", e, e, e, e);
        test_expect_graph_error(text, ERR_TRUNCATED, 4, 0);
    }
    /* an LF then a CR are two line ends; mixed ends in one file */
    test_expect_graph_error("3 2\n\r0 1\r\n1 x\n", ERR_NUMBER_MALFORMED, 4, 0);
    test_expect_graph_error("3 2\r\r\n\n0 1\n\r1 1", ERR_SELF_LOOP, 6, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scan_line_ends),
        cmocka_unit_test(test_scan_nul_bytes),
        cmocka_unit_test(test_scan_endless),
        cmocka_unit_test(test_scan_comment_limit),
        cmocka_unit_test(test_scan_digit_limit),
        cmocka_unit_test(test_scan_expect_end),
        cmocka_unit_test(test_read_huge_sizes),
        cmocka_unit_test(test_read_line_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
