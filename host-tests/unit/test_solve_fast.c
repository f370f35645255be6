/*
 * test_solve_fast.c — property test: the host command's fast path
 * (tools/nimbox/solve_fast*.c) against the engine's path (solve_engine).
 * Random judge inputs of every format, valid ones (DAGs with duplicate
 * edges, S-Nim sets with heaps for the own table and for the engine's
 * period search) and the same inputs broken at random (a byte changed,
 * inserted or dropped, the text cut short, an edge turned back into a
 * cycle), each read a few bytes at a time: the same answer byte for byte,
 * or the same error with the same value, limit and line.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "brute.h"
#include "fast_text.h"
#include "support.h"
#include "tools/nimbox/solve.h"

static char text[1 << 15];
static size_t len;
static char engine_out[1 << 16];

static void put(const char *fmt, unsigned long long v)
{
    len += (size_t)snprintf(text + len, sizeof text - len, fmt, v);
}

/* Both paths on text[0..len): the same result. */
static void same_result(const char *format, unsigned trial)
{
    struct mem_source ms;
    struct scanner sc;
    struct nb_error e1, e2;
    int c1, c2;
    test_scan_text(&sc, &ms, text, (uint32_t)brute_rand(5), 0);
    ms.len = (uint32_t)len;
    test_out_reset();
    error_clear(&e1);
    c1 = solve_engine(format, &sc, &test_out, &e1);
    memcpy(engine_out, test_out_text(), test_out_length() + 1);
    test_out_reset();
    error_clear(&e2);
    c2 = fast_text_solve(format, text, len, (size_t)brute_rand(9), &test_out, &e2);
    if (c1 != c2 || e1.code != e2.code || e1.where != e2.where || e1.at != e2.at ||
        e1.value != e2.value || e1.limit != e2.limit)
        fail_msg("%s trial %u: engine %d (code %u at %u:%u, %llu %llu), fast %d (code %u at "
                 "%u:%u, %llu %llu)\n%.*s", format, trial, c1, e1.code, e1.where, e1.at,
                 (unsigned long long)e1.value, (unsigned long long)e1.limit, c2, e2.code,
                 e2.where, e2.at, (unsigned long long)e2.value, (unsigned long long)e2.limit,
                 (int)(len < 300 ? len : 300), text);
    if (c1 == 0 && strcmp(engine_out, test_out_text()) != 0)
        fail_msg("%s trial %u: engine wrote \"%s\", fast \"%s\"", format, trial, engine_out,
                 test_out_text());
}

/* Break the text at random: change, insert or drop a byte, or cut it. */
static void mutate(void)
{
    static const char bytes[] = "0123456789 \n\r\tx\0";
    size_t at = len ? (size_t)brute_rand(len) : 0;
    switch (brute_rand(4)) {
    case 0:
        if (len)
            text[at] = bytes[brute_rand(sizeof bytes - 1)];
        break;
    case 1:
        if (len + 1 < sizeof text) {
            memmove(text + at + 1, text + at, len - at);
            text[at] = bytes[brute_rand(sizeof bytes - 1)];
            len++;
        }
        break;
    case 2:
        if (len) {
            memmove(text + at, text + at + 1, len - at - 1);
            len--;
        }
        break;
    default:
        len = at;
    }
}

/* Run the text as it is, then broken a few times. */
static void check(const char *format, unsigned trial)
{
    static char saved[sizeof text];
    size_t saved_len = len;
    unsigned k;
    same_result(format, trial);
    memcpy(saved, text, len);
    for (k = 0; k < 6; k++) {
        memcpy(text, saved, saved_len);
        len = saved_len;
        mutate();
        if (k & 1u)
            mutate();
        same_result(format, trial);
    }
}

static const char *const blanks[] = { " ", "\n", "\r\n", "\r", "  \t", "\n\n" };

static void test_uva11927(void **state)
{
    unsigned trial;
    (void)state;
    brute_seed(27);
    for (trial = 0; trial < 400; trial++) {
        unsigned cases = 1u + (unsigned)brute_rand(3), c;
        len = 0;
        for (c = 0; c < cases; c++) {
            unsigned n = 1u + (unsigned)brute_rand(40), perm[64], m, i;
            brute_permutation(perm, n);
            m = n > 1 ? (unsigned)brute_rand(3u * n) : 0;
            put("%llu", n);
            put(" %llu\n", m);
            for (i = 0; i < m; i++) {
                unsigned a = (unsigned)brute_rand(n), b = (unsigned)brute_rand(n);
                if (a == b)
                    b = (b + 1u) % n;
                if (a > b && brute_rand(60) != 0) {   /* edges go up the order: a DAG, mostly */
                    unsigned t = a;
                    a = b;
                    b = t;
                }
                put("%llu", perm[a]);
                put(" %llu", perm[b]);
                put(blanks[brute_rand(6)], 0);
            }
            for (i = 0; i < n; i++)
                put(i + 1 < n ? "%llu " : "%llu\n", brute_rand(4) ? brute_rand(3) : brute_rand(10001));
        }
        put("0 0\n", 0);
        check("uva11927", trial);
    }
}

static void test_hdu1536(void **state)
{
    static const unsigned long long big[] = { 65535, 65536, 70000, 1000000, 1048575, 1048576,
                                              UINT64_C(1000000000000), UINT64_C(9223372036854775807) };
    unsigned trial;
    (void)state;
    brute_seed(36);
    for (trial = 0; trial < 300; trial++) {
        unsigned cases = 1u + (unsigned)brute_rand(3), c;
        len = 0;
        for (c = 0; c < cases; c++) {
            unsigned k = 1u + (unsigned)brute_rand(6), m = 1u + (unsigned)brute_rand(8), i, j;
            unsigned top = brute_rand(2) ? 10u : 20000u, heap_top = brute_rand(2) ? 30u : 60000u;
            put("%llu", k);
            for (i = 0; i < k; i++)
                put(" %llu", 1u + brute_rand(top));
            put("\n%llu\n", m);
            for (i = 0; i < m; i++) {
                unsigned l = 1u + (unsigned)brute_rand(5);
                put("%llu", l);
                for (j = 0; j < l; j++)
                    put(" %llu", brute_rand(25) ? brute_rand(heap_top) : big[brute_rand(8)]);
                put(blanks[brute_rand(6)], 0);
            }
        }
        put("0\n", 0);
        check("hdu1536", trial);
    }
}

static void test_hdu1846_1847(void **state)
{
    unsigned trial, i;
    (void)state;
    brute_seed(46);
    for (trial = 0; trial < 300; trial++) {
        unsigned cases = (unsigned)brute_rand(20);
        len = 0;
        put("%llu\n", cases);
        for (i = 0; i < cases; i++) {
            put("%llu ", brute_rand(3) ? brute_rand(1001) : brute_rand64() >> 1);
            put("%llu", brute_rand(3) ? 1u + brute_rand(1000) : brute_rand64() >> 1);
            put(blanks[brute_rand(6)], 0);
        }
        check("hdu1846", trial);
        len = 0;
        for (i = 0; i <= cases; i++) {
            put("%llu", brute_rand(3) ? brute_rand(1001) : brute_rand64() >> 1);
            put(blanks[brute_rand(6)], 0);
        }
        check("hdu1847", trial);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_uva11927),
        cmocka_unit_test(test_hdu1536),
        cmocka_unit_test(test_hdu1846_1847),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
