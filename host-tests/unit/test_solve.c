/*
 * test_solve.c — the judge formats (tools/nimbox/solve.c): the samples of
 * judge-formats.md byte for byte, random cases against exhaustive search,
 * and bad inputs with their error code and line, each on the engine path
 * and on the host command's fast path (solve_fast.c) alike.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brute.h"
#include "fast_text.h"
#include "tools/nimbox/solve.h"
#include "support.h"

/* ---- plumbing ------------------------------------------------------------------- */

static struct nb_error err;

static int solve_text(const char *format, const char *input, uint32_t chunk)
{
    struct mem_source src;
    struct scanner sc;
    test_scan_text(&sc, &src, input, chunk, 0);
    test_out_reset();
    error_clear(&err);
    return solve_format(format, &sc, &test_out, &err);
}

/* The same on the fast path (fast: 1). */
static int solve_on(int fast, const char *format, const char *input, size_t len, uint32_t chunk)
{
    if (!fast)
        return solve_text(format, input, chunk);
    test_out_reset();
    error_clear(&err);
    return fast_text_solve(format, input, len, chunk, &test_out, &err);
}

static void solves(const char *format, const char *input, const char *want)
{
    static const uint32_t chunks[] = { 0, 1, 2, 7 };
    size_t i;
    int fast;
    for (fast = 0; fast < 2; fast++)
        for (i = 0; i < sizeof chunks / sizeof chunks[0]; i++) {
            int code = solve_on(fast, format, input, strlen(input), chunks[i]);
            if (code != 0)
                fail_msg("%s (fast %d, chunk %u): error %d on line %u", format, fast, chunks[i],
                         code, err.at);
            if (strcmp(test_out_text(), want) != 0)
                fail_msg("%s (fast %d, chunk %u): wrote \"%s\", want \"%s\"", format, fast,
                         chunks[i], test_out_text(), want);
        }
}

static void fails(const char *format, const char *input, int code, uint32_t line)
{
    int fast;
    for (fast = 1; fast >= 0; fast--) {   /* the engine's err stays for the caller */
        int got = solve_on(fast, format, input, strlen(input), (uint32_t)fast * 3u);
        if (got != code || err.code != code || err.where != ERR_AT_LINE || err.at != line)
            fail_msg("%s on \"%s\" (fast %d): code %d (err %u) at %u:%u, want %d on line %u",
                     format, input, fast, got, err.code, err.where, err.at, code, line);
    }
}

/* ---- the samples ------------------------------------------------------------------ */

static void test_sample_uva11927(void **state)
{
    (void)state;
    solves("uva11927",
           "4 3\n0 1\n1 2\n2 3\n1\n0\n0\n0\n\n"
           "7 7\n0 1\n0 2\n0 4\n2 3\n4 5\n5 6\n4 3\n1\n0\n1\n0\n1\n0\n0\n\n"
           "0 0\n",
           "First\nSecond\n");
    /* whitespace is free-form */
    solves("uva11927", "4 3 0 1 1 2 2 3 1 0 0 0\n\n\n0\n0\n", "First\n");
    solves("uva11927", "0 0", "");
}

static void test_sample_hdu1536(void **state)
{
    (void)state;
    solves("hdu1536",
           "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n"
           "5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n",
           "LWW\nWWL\n");
    solves("hdu1536", "0\n", "");
}

static void test_sample_hdu1846(void **state)
{
    (void)state;
    solves("hdu1846", "2\n23 2\n4 3\n", "first\nsecond\n");
    solves("hdu1846", "0\n", "");
}

static void test_sample_hdu1847(void **state)
{
    (void)state;
    solves("hdu1847", "1\n3\n", "Kiki\nCici\n");
}

/* ---- random cases against exhaustive search ----------------------------------------- */

static char input[1 << 16], want[1 << 14];
static size_t in_len, want_len;

static void in_printf(const char *fmt, unsigned v)
{
    in_len += (size_t)snprintf(input + in_len, sizeof input - in_len, fmt, v);
}

/* hdu1846: one pile, take 1..m. */
static void test_random_hdu1846(void **state)
{
    unsigned i, cases = 300;
    (void)state;
    brute_seed(1846);
    in_len = want_len = 0;
    in_printf("%u\n", cases);
    for (i = 0; i < cases; i++) {
        unsigned n = 1u + (unsigned)brute_rand(60), m = 1u + (unsigned)brute_rand(12);
        unsigned char win[64];
        unsigned h, k;
        for (h = 0; h <= n; h++) {
            win[h] = 0;
            for (k = 1; k <= m && k <= h; k++)
                if (!win[h - k])
                    win[h] = 1;
        }
        in_printf("%u", n);
        in_printf(" %u\n", m);
        want_len += (size_t)snprintf(want + want_len, sizeof want - want_len, "%s\n",
                                     win[n] ? "first" : "second");
    }
    solves("hdu1846", input, want);
}

/* hdu1847: one pile, take a power of two; Kiki moves first. */
static void test_random_hdu1847(void **state)
{
    unsigned char win[1001];
    unsigned n, p;
    (void)state;
    for (n = 0; n <= 1000; n++) {
        win[n] = 0;
        for (p = 1; p <= n; p *= 2)
            if (!win[n - p])
                win[n] = 1;
    }
    in_len = want_len = 0;
    for (n = 1; n <= 1000; n++) {
        in_printf(n % 7 ? "%u " : "%u\n", n);
        want_len += (size_t)snprintf(want + want_len, sizeof want - want_len, "%s\n",
                                     win[n] ? "Kiki" : "Cici");
    }
    solves("hdu1847", input, want);
}

/* hdu1536: random subtraction sets, positions of 1..3 heaps up to 8. */
static void test_random_hdu1536(void **state)
{
    unsigned c;
    (void)state;
    brute_seed(1536);
    in_len = want_len = 0;
    for (c = 0; c < 30; c++) {
        struct brute_rule r;
        struct brute_game *g;
        unsigned k = 1u + (unsigned)brute_rand(4), i, m = 1u + (unsigned)brute_rand(20);
        memset(&r, 0, sizeof r);
        r.kind = BRUTE_SUB;
        r.sub_count = k;
        in_printf("%u", k);
        for (i = 0; i < k; i++) {
            r.sub[i] = 1u + (unsigned)brute_rand(8);
            in_printf(" %u", r.sub[i]);
        }
        in_printf("\n%u\n", m);
        g = brute_game_new(&r, 8);
        for (i = 0; i < m; i++) {
            unsigned l = 1u + (unsigned)brute_rand(3), h[3], j;
            in_printf("%u", l);
            for (j = 0; j < l; j++) {
                h[j] = (unsigned)brute_rand(9);
                in_printf(" %u", h[j]);
            }
            in_printf("\n", 0);
            want[want_len++] = brute_lost(g, h, l) ? 'L' : 'W';
        }
        want[want_len++] = '\n';
        brute_game_free(g);
    }
    in_printf("0\n", 0);
    want[want_len] = 0;
    solves("hdu1536", input, want);
}

/* uva11927: random DAGs (edges from higher to lower rank of a permutation),
 * 0..2 stones per node. */
static void test_random_uva11927(void **state)
{
    unsigned c, firsts = 0;
    (void)state;
    brute_seed(11927);
    in_len = want_len = 0;
    for (c = 0; c < 60; c++) {
        struct brute_dag d;
        struct brute_dag_game *g;
        unsigned n = 3u + (unsigned)brute_rand(6), perm[BRUTE_MAX_NODES], i, j, m = 0;
        unsigned counts[BRUTE_MAX_NODES];
        char edges[2048];
        size_t elen = 0;
        memset(&d, 0, sizeof d);
        d.n = n;
        brute_permutation(perm, n);
        for (i = 0; i < n; i++)
            for (j = 0; j < i; j++)
                if (brute_rand(100) < 40) {
                    d.adj[perm[i]][perm[j]] = 1;
                    elen += (size_t)snprintf(edges + elen, sizeof edges - elen, "%u %u\n",
                                             perm[i], perm[j]);
                    m++;
                }
        in_printf("%u", n);
        in_printf(" %u\n", m);
        memcpy(input + in_len, edges, elen);
        in_len += elen;
        for (i = 0; i < n; i++) {
            counts[i] = (unsigned)brute_rand(3);
            in_printf("%u\n", counts[i]);
        }
        g = brute_dag_game_new(&d);
        if (brute_dag_lost(g, counts)) {
            want_len += (size_t)snprintf(want + want_len, sizeof want - want_len, "Second\n");
        } else {
            want_len += (size_t)snprintf(want + want_len, sizeof want - want_len, "First\n");
            firsts++;
        }
        brute_dag_game_free(g);
    }
    in_printf("0 0\n", 0);
    assert_true(firsts > 10 && firsts < 50);
    solves("uva11927", input, want);
}

/* ---- bad input ------------------------------------------------------------------------ */

static void test_errors_uva11927(void **state)
{
    (void)state;
    fails("uva11927", "4 3\n0 1\n1 2\n", ERR_TRUNCATED, 3);
    fails("uva11927", "1 0\n1\n", ERR_TRUNCATED, 2);
    fails("uva11927", "", ERR_NO_NUMBERS, 1);
    fails("uva11927", "3 1\n0 3\n0 0 0\n0 0\n", ERR_NODE_OUT_OF_RANGE, 2);
    assert_int_equal(err.value, 3);
    assert_int_equal(err.limit, 2);
    fails("uva11927", "3 1\n2 2\n0 0 0\n0 0\n", ERR_SELF_LOOP, 2);
    assert_int_equal(err.value, 2);
    fails("uva11927", "20000 0\n", ERR_TOO_MANY_NODES, 1);
    assert_int_equal(err.limit, NB_GRAPH_MAX_NODES);
    fails("uva11927", "2 200000\n", ERR_TOO_MANY_EDGES, 1);
    assert_int_equal(err.limit, NB_GRAPH_MAX_EDGES);
    /* sizes past any number are still too many nodes or edges */
    fails("uva11927", "1 0\n0\n99999999999999999999 1\n", ERR_TOO_MANY_NODES, 3);
    fails("uva11927", "2\n\n18446744073709551616\n", ERR_TOO_MANY_EDGES, 3);
    fails("uva11927", "3 1\n0 99999999999999999999\n", ERR_NODE_TOO_LARGE, 2);
    assert_int_equal(err.limit, 2);
    fails("uva11927", "2 1\n0 1\n1 z\n0 0\n", ERR_NUMBER_MALFORMED, 3);
    fails("uva11927", "2 1\n0 1\n1 10001\n0 0\n", ERR_NUMBER_TOO_LARGE, 3);
    assert_int_equal(err.limit, SOLVE_MAX_STONES);
    fails("uva11927", "0 0\n5\n", ERR_EXTRA_INPUT, 2);
    fails("uva11927", "1 0\n0\n\n0 0\n\n# x\n", ERR_EXTRA_INPUT, 6);
}

/* A cycle is reported with the line of one of its edges, the same edge on
 * both paths. */
static void test_error_uva11927_cycle(void **state)
{
    static const unsigned edge_line[3][3] = { { 0, 2, 0 }, { 0, 0, 3 }, { 4, 0, 0 } };
    static const char cycle[] = "3 3\n0 1\n1 2\n2 0\n1 1 1\n0 0\n";
    int fast;
    (void)state;
    for (fast = 0; fast < 2; fast++) {
        assert_int_equal(solve_on(fast, "uva11927", cycle, sizeof cycle - 1, 0), ERR_CYCLE);
        assert_true(err.value < 3 && err.limit < 3);
        assert_int_not_equal(edge_line[err.value][err.limit], 0);   /* an edge of 0->1->2->0 */
        assert_int_equal(err.where, ERR_AT_LINE);
        assert_int_equal(err.at, edge_line[err.value][err.limit]);
    }
}

static void test_errors_hdu1536(void **state)
{
    (void)state;
    fails("hdu1536", "2 0 5\n1\n1 3\n0\n", ERR_NUMBER_TOO_SMALL, 1);
    assert_int_equal(err.value, 0);
    assert_int_equal(err.limit, 1);
    fails("hdu1536", "2 2 5\n3\n2 5 12\n", ERR_TRUNCATED, 3);
    fails("hdu1536", "1 1\n1\n1 3\n", ERR_TRUNCATED, 3);
    fails("hdu1536", "1 1\n1\n0\n0\n", ERR_NUMBER_TOO_SMALL, 3);
    fails("hdu1536", "1 1\n0\n0\n", ERR_NUMBER_TOO_SMALL, 2);
    fails("hdu1536", "1 1\n1\n1 x\n0\n", ERR_NUMBER_MALFORMED, 3);
    fails("hdu1536", "1 100001\n1\n1 3\n0\n", ERR_NUMBER_TOO_LARGE, 1);
    fails("hdu1536", "1 1\n1\n1 3\n0\n0\n", ERR_EXTRA_INPUT, 5);
}

static void test_errors_hdu1846_1847(void **state)
{
    (void)state;
    fails("hdu1846", "1\n5 0\n", ERR_NUMBER_TOO_SMALL, 2);
    fails("hdu1846", "3\n5 2\n", ERR_TRUNCATED, 2);
    fails("hdu1846", "1\n5 2\n7 7\n", ERR_EXTRA_INPUT, 3);
    fails("hdu1846", "", ERR_NO_NUMBERS, 1);
    /* every format: an empty input is an error, never an empty answer */
    fails("hdu1847", "", ERR_NO_NUMBERS, 1);
    fails("hdu1847", "\n\n", ERR_NO_NUMBERS, 3);
    fails("hdu1536", "", ERR_NO_NUMBERS, 1);
    fails("uva11927", "\r\n", ERR_NO_NUMBERS, 2);
    fails("hdu1847", "3\n4.5\n", ERR_NUMBER_MALFORMED, 2);
    fails("hdu1847", "-1\n", ERR_NUMBER_MALFORMED, 1);
    fails("hdu1847", "1\n\n\n99999999999999999999\n", ERR_NUMBER_TOO_LARGE, 4);
    assert_int_equal(solve_text("poj", "1\n", 0), -1);
}

/* Old Mac (CR) and DOS (CR LF) line ends count lines as LF does. */
static void test_errors_line_ends(void **state)
{
    (void)state;
    fails("hdu1847", "5\r6\rx\r", ERR_NUMBER_MALFORMED, 3);
    fails("hdu1847", "5\r\n6\r\n\r\nx\r\n", ERR_NUMBER_MALFORMED, 4);
    fails("hdu1846", "1\r5 0\r", ERR_NUMBER_TOO_SMALL, 2);
    fails("uva11927", "3 2\r0 1\r\r1 1\r0 0 0\r0 0\r", ERR_SELF_LOOP, 4);
    fails("uva11927", "4 3\r0 1\r1 2\r", ERR_TRUNCATED, 3);
    fails("hdu1536", "1 1\r\n1\r\n1 3\r\n0\r\n0\r\n", ERR_EXTRA_INPUT, 5);
    solves("hdu1847", "1\r3\r", "Kiki\nCici\n");
}

/* Binary input and runaway numbers stop with their own errors. */
static void test_errors_binary(void **state)
{
    static const char nul[] = "5\n\0\n";
    struct mem_source src;
    struct scanner sc;
    (void)state;
    test_scan_text(&sc, &src, nul, 0, 0);
    src.len = sizeof nul - 1;
    test_out_reset();
    error_clear(&err);
    assert_int_equal(solve_format("hdu1847", &sc, &test_out, &err), ERR_NUL_BYTE);
    assert_int_equal(err.at, 2);
    assert_int_equal(solve_on(1, "hdu1847", nul, sizeof nul - 1, 0), ERR_NUL_BYTE);
    assert_int_equal(err.at, 2);
    fails("hdu1846", "1\n5 000000000000000000000000000000000000000000000000000000000000000001\n",
          ERR_NUMBER_TOO_LONG, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sample_uva11927),
        cmocka_unit_test(test_sample_hdu1536),
        cmocka_unit_test(test_sample_hdu1846),
        cmocka_unit_test(test_sample_hdu1847),
        cmocka_unit_test(test_random_hdu1846),
        cmocka_unit_test(test_random_hdu1847),
        cmocka_unit_test(test_random_hdu1536),
        cmocka_unit_test(test_random_uva11927),
        cmocka_unit_test(test_errors_uva11927),
        cmocka_unit_test(test_error_uva11927_cycle),
        cmocka_unit_test(test_errors_hdu1536),
        cmocka_unit_test(test_errors_hdu1846_1847),
        cmocka_unit_test(test_errors_line_ends),
        cmocka_unit_test(test_errors_binary),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
