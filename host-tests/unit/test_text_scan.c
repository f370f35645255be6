/*
 * test_text_scan.c — the decimal parser and formatter, the scanner (numbers,
 * comments, lines, truncated input, refills of any size); error texts are
 * test_error_text.c's.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "brute.h"
#include "core/error.h"
#include "core/scan.h"
#include "support.h"
#include "core/text.h"

/* ---- scan_parse_uint ----------------------------------------------------------- */

static int parse(const char *s, uint64_t max, uint64_t *v)
{
    return scan_parse_uint(s, (uint16_t)strlen(s), max, v);
}

static void want_value(const char *s, uint64_t max, uint64_t want)
{
    uint64_t v = 0;
    int code = parse(s, max, &v);
    if (code != 0 || v != want)
        fail_msg("\"%s\" (max %llu): code %d value %llu, want %llu", s, (unsigned long long)max,
                 code, (unsigned long long)v, (unsigned long long)want);
}

static void want_code(const char *s, uint64_t max, int want)
{
    uint64_t v = 0;
    int code = parse(s, max, &v);
    if (code != want)
        fail_msg("\"%s\" (max %llu): code %d, want %d", s, (unsigned long long)max, code, want);
}

static void test_parse_plain(void **state)
{
    uint64_t v = 0;
    (void)state;
    want_value("0", UINT64_MAX, 0);
    want_value("7", UINT64_MAX, 7);
    want_value("1234567890", UINT64_MAX, UINT64_C(1234567890));
    want_value("007", UINT64_MAX, 7);
    want_value("0000000000000000000000000000000000000000", UINT64_MAX, 0);
    /* only len characters count */
    assert_int_equal(scan_parse_uint("123abc", 3, UINT64_MAX, &v), 0);
    assert_int_equal(v, 123);
    assert_int_equal(scan_parse_uint("98 7", 2, UINT64_MAX, &v), 0);
    assert_int_equal(v, 98);
}

static void test_parse_malformed(void **state)
{
    static const char *const bad[] = {
        "", "-1", "+1", " 1", "1 ", "1a", "a1", "0x10", "1.5", "1,5", "1e3", "=", "\t7",
        "9223372036854775807-", "99999999999999999999999999x",   /* malformed wins */
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        want_code(bad[i], UINT64_MAX, ERR_NUMBER_MALFORMED);
    want_code("12:", 5, ERR_NUMBER_MALFORMED);
}

static void test_parse_uint64_boundary(void **state)
{
    (void)state;
    want_value("18446744073709551615", UINT64_MAX, UINT64_MAX);
    want_value("18446744073709551614", UINT64_MAX, UINT64_MAX - 1u);
    want_value("18446744073709551610", UINT64_MAX, UINT64_MAX - 5u);
    want_value("000018446744073709551615", UINT64_MAX, UINT64_MAX);
    want_code("18446744073709551616", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("18446744073709551619", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("18446744073709551620", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("18446744073709551625", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("18446744073709551700", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("19000000000000000000", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("99999999999999999999", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("184467440737095516150", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
    want_code("123456789012345678901234567890", UINT64_MAX, ERR_NUMBER_TOO_LARGE);
}

static void test_parse_max(void **state)
{
    (void)state;
    /* the heap limit, 2^63-1 */
    want_value("9223372036854775807", UINT64_C(9223372036854775807), UINT64_C(9223372036854775807));
    want_code("9223372036854775808", UINT64_C(9223372036854775807), ERR_NUMBER_TOO_LARGE);
    want_code("9223372036854775810", UINT64_C(9223372036854775807), ERR_NUMBER_TOO_LARGE);
    want_code("18446744073709551615", UINT64_C(9223372036854775807), ERR_NUMBER_TOO_LARGE);
    /* small limits, with their last digit, a digit more and leading zeros */
    want_value("1000", 1000, 1000);
    want_value("0001000", 1000, 1000);
    want_value("999", 1000, 999);
    want_code("1001", 1000, ERR_NUMBER_TOO_LARGE);
    want_code("10000", 1000, ERR_NUMBER_TOO_LARGE);
    want_value("19", 19, 19);
    want_code("20", 19, ERR_NUMBER_TOO_LARGE);
    want_code("190", 19, ERR_NUMBER_TOO_LARGE);
    want_value("9", 9, 9);
    want_code("10", 9, ERR_NUMBER_TOO_LARGE);
    want_value("0", 0, 0);
    want_value("000", 0, 0);
    want_code("1", 0, ERR_NUMBER_TOO_LARGE);
    want_code("00000001", 0, ERR_NUMBER_TOO_LARGE);
}

/* Random values and limits, written by printf: parse succeeds exactly when
 * the value is within the limit. */
static void test_parse_random(void **state)
{
    unsigned i;
    (void)state;
    brute_seed(11);
    for (i = 0; i < 20000; i++) {
        char s[32];
        uint64_t v = brute_rand64() >> brute_rand(64), max, got = 0;
        int code;
        switch (brute_rand(4)) {
        case 0: max = v; break;
        case 1: max = v - 1u; break;           /* may wrap to UINT64_MAX: fine */
        case 2: max = v + 1u; break;
        default: max = brute_rand64() >> brute_rand(64); break;
        }
        snprintf(s, sizeof s, "%s%llu", brute_rand(5) ? "" : "00", (unsigned long long)v);
        code = parse(s, max, &got);
        if (v <= max) {
            if (code != 0 || got != v)
                fail_msg("\"%s\" max %llu: code %d value %llu", s, (unsigned long long)max, code,
                         (unsigned long long)got);
        } else if (code != ERR_NUMBER_TOO_LARGE) {
            fail_msg("\"%s\" max %llu: code %d, want too large", s, (unsigned long long)max, code);
        }
    }
}

static void test_put_u64(void **state)
{
    static const uint64_t vals[] = { 0, 1, 9, 10, 99, 100, 1000000007, UINT64_C(9223372036854775807),
                                     UINT64_MAX };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof vals / sizeof vals[0] + 2000; i++) {
        uint64_t v = i < sizeof vals / sizeof vals[0] ? vals[i] : brute_rand64() >> brute_rand(64);
        char want[32];
        snprintf(want, sizeof want, "%llu", (unsigned long long)v);
        test_out_reset();
        text_put_uint(&test_out, v);
        assert_string_equal(test_out_text(), want);
    }
    test_out_reset();
    text_put_str(&test_out, "ab");
    text_put_char(&test_out, 'c');
    text_put_str(&test_out, "");
    assert_string_equal(test_out_text(), "abc");
    assert_int_equal(text_length(""), 0);
    assert_int_equal(text_length("move"), 4);
}

/* ---- the scanner --------------------------------------------------------------- */

static struct mem_source src;
static struct scanner sc;

static void open_text(const char *text, uint32_t chunk, uint8_t comments)
{
    test_scan_text(&sc, &src, text, chunk, comments);
}

/* the next number, or the error, with the line it is on (support.c) */
#define want_number(want, line) test_want_number(&sc, &src, (want), (line))
#define want_scan_error(max, code, line) test_want_scan_error(&sc, &src, (max), (code), (line))

static void test_scan_lines_and_comments(void **state)
{
    static const char text[] =
        "# a header comment\n"
        "12 34\n"
        "\n"
        "  56\t# trailing comment 99\n"
        "#\n"
        "7#glued comment\n"
        "\r\n"
        "18446744073709551615\r\n"
        "   \n";
    uint32_t chunk;
    (void)state;
    for (chunk = 0; chunk <= 7; chunk++) {
        open_text(text, chunk, 1);
        want_number(12, 2);
        want_number(34, 2);
        want_number(56, 4);
        want_number(7, 6);
        want_number(UINT64_MAX, 8);
        assert_true(scan_at_end(&sc));
        /* nothing more: the input ended after line 8's number */
        want_scan_error(UINT64_MAX, ERR_TRUNCATED, 8);
    }
}

static void test_scan_comments_off(void **state)
{
    (void)state;
    open_text("5\n# not a comment here\n", 0, 0);
    want_number(5, 1);
    want_scan_error(UINT64_MAX, ERR_NUMBER_MALFORMED, 2);
    open_text("5#6\n", 0, 0);
    want_scan_error(UINT64_MAX, ERR_NUMBER_MALFORMED, 1);
}

static void test_scan_errors_carry_line(void **state)
{
    uint32_t chunk;
    (void)state;
    for (chunk = 0; chunk <= 3; chunk++) {
        open_text("1\n2\n  x3 4\n", chunk, 1);
        want_number(1, 1);
        want_number(2, 2);
        want_scan_error(UINT64_MAX, ERR_NUMBER_MALFORMED, 3);
        want_number(4, 3);   /* the bad token was skipped */
        open_text("10\n\n256 255", chunk, 0);
        want_number(10, 1);
        want_scan_error(255, ERR_NUMBER_TOO_LARGE, 3);
        {
            uint64_t v = 0;
            struct nb_error err;
            error_clear(&err);
            assert_int_equal(scan_number(&sc, 255, &v, &err), 0);
            assert_int_equal(v, 255);
        }
        open_text("1 2-3\n", chunk, 0);
        want_number(1, 1);
        want_scan_error(UINT64_MAX, ERR_NUMBER_MALFORMED, 1);
        open_text("99999999999999999999999 1", chunk, 0);
        want_scan_error(UINT64_MAX, ERR_NUMBER_TOO_LARGE, 1);
        want_number(1, 1);
    }
}

static void test_scan_truncated(void **state)
{
    uint32_t chunk;
    (void)state;
    for (chunk = 0; chunk <= 2; chunk++) {
        /* no number at all: empty, blank lines, only comments */
        open_text("", chunk, 1);
        want_scan_error(UINT64_MAX, ERR_NO_NUMBERS, 1);
        assert_true(scan_at_end(&sc));
        open_text("\n\r\n# only this\n", chunk, 1);
        want_scan_error(UINT64_MAX, ERR_NO_NUMBERS, 4);
        /* the input ends after the line of the last number */
        open_text("1 2\n", chunk, 1);
        want_number(1, 1);
        want_number(2, 1);
        want_scan_error(UINT64_MAX, ERR_TRUNCATED, 1);
        open_text("1\n2\n3", chunk, 1);
        want_number(1, 1);
        want_number(2, 2);
        want_number(3, 3);
        want_scan_error(UINT64_MAX, ERR_TRUNCATED, 3);
        open_text("4\n5\n\n\n# bye\n", chunk, 1);
        want_number(4, 1);
        want_number(5, 2);
        want_scan_error(UINT64_MAX, ERR_TRUNCATED, 2);
        /* and again: the end stays the end */
        want_scan_error(UINT64_MAX, ERR_TRUNCATED, 2);
    }
}

static void test_scan_at_end(void **state)
{
    (void)state;
    open_text("5 6", 1, 1);
    want_number(5, 1);
    assert_false(scan_at_end(&sc));
    want_number(6, 1);
    assert_true(scan_at_end(&sc));
    open_text("5  \n \t# done\n\n", 0, 1);
    want_number(5, 1);
    assert_true(scan_at_end(&sc));
    open_text("5\nx", 0, 1);
    want_number(5, 1);
    assert_false(scan_at_end(&sc));
    assert_int_equal(sc.line, 2);
}

static void test_scan_comment_text(void **state)
{
    char buf[32];
    (void)state;
    open_text("  # Title here \t\n#second\n#\n3\n", 2, 1);
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), 10);
    assert_string_equal(buf, "Title here");
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), 6);
    assert_string_equal(buf, "second");
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), -1);
    want_number(3, 4);
    /* a small buffer keeps what fits, NUL-terminated */
    open_text("#abcdefgh\n", 0, 1);
    assert_int_equal(scan_comment(&sc, buf, 4), 3);
    assert_string_equal(buf, "abc");
    /* a lone CR ends the comment's line for scan_comment as for
     * scan_number (mapc reads a file both ways): the numbers after it are
     * on line 2 for both */
    open_text("#title\r9 9\n5 1\n", 0, 1);
    assert_int_equal(scan_comment(&sc, buf, sizeof buf), 5);
    assert_string_equal(buf, "title");
    want_number(9, 2);
    open_text("#title\r9 9\n5 1\n", 0, 1);
    want_number(9, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_plain),
        cmocka_unit_test(test_parse_malformed),
        cmocka_unit_test(test_parse_uint64_boundary),
        cmocka_unit_test(test_parse_max),
        cmocka_unit_test(test_parse_random),
        cmocka_unit_test(test_put_u64),
        cmocka_unit_test(test_scan_lines_and_comments),
        cmocka_unit_test(test_scan_comments_off),
        cmocka_unit_test(test_scan_errors_carry_line),
        cmocka_unit_test(test_scan_truncated),
        cmocka_unit_test(test_scan_at_end),
        cmocka_unit_test(test_scan_comment_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
