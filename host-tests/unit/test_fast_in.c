/*
 * test_fast_in.c — the host's fast number reader (tools/nimbox/fast_in.c)
 * against the engine's scanner (core/scan.c): every error it must report
 * with its line (LF, CR-only and CR LF line ends, NUL bytes, numbers too
 * long or too large, malformed words, input ending early or going on after
 * the end), numbers split across reads, dropped text keeping its line
 * count, and random texts read by both, number by number, with the same
 * values, errors and lines; and files, mapped where a page has room for
 * the NUL after the text, else read, from where the file stands.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "brute.h"
#include "fast_text.h"
#include "support.h"

static struct nb_error err;

/* Same code, place, value and limit (not memcmp: the struct has padding). */
static int same_error(const struct nb_error *a, const struct nb_error *b)
{
    return a->code == b->code && a->where == b->where && a->at == b->at &&
           a->value == b->value && a->limit == b->limit;
}

/* Read all numbers of text (<= max) with both readers, chunk bytes per read,
 * checking at_end before every number (probe; else never, so the end
 * comes as an error) and expect_end at the end;
 * mark: the fast reader may drop what it has read.  Returns the code that
 * stopped the reading (0: expect_end passed). */
static int both_read(const char *text, size_t len, nb_uint_t max, size_t chunk, size_t buffer,
                     int mark, int probe)
{
    struct mem_source ms;
    struct scanner sc;
    struct fast_text ft;
    struct fast_in in;
    struct nb_error e1, e2;
    unsigned k;
    int c1, c2;
    test_scan_text(&sc, &ms, text, (uint32_t)chunk, 0);
    ms.len = (uint32_t)len;
    fast_text_start(&in, &ft, text, len, chunk, buffer);
    for (k = 0;; k++) {
        nb_uint_t v1 = 0, v2 = 0;
        if (probe) {
            int end1 = scan_at_end(&sc), end2 = fast_in_at_end(&in);
            if (end1 != end2)
                fail_msg("at_end %d vs %d after %u numbers (chunk %zu)", end1, end2, k, chunk);
            if (end1)
                break;
        }
        error_clear(&e1);
        error_clear(&e2);
        c1 = scan_number(&sc, max, &v1, &e1);
        c2 = fast_in_number(&in, max, &v2, &e2);
        if (c1 != c2 || v1 != v2 || !same_error(&e1, &e2))
            fail_msg("number %u (chunk %zu, max %llu): scan %d/%llu at %u (%llu %llu), "
                     "fast %d/%llu at %u (%llu %llu)", k, chunk, (unsigned long long)max, c1,
                     (unsigned long long)v1, e1.at, (unsigned long long)e1.value,
                     (unsigned long long)e1.limit, c2, (unsigned long long)v2, e2.at,
                     (unsigned long long)e2.value, (unsigned long long)e2.limit);
        if (c1) {
            err = e1;
            fast_in_free(&in);
            return c1;
        }
        if (mark)
            fast_in_mark(&in);
    }
    error_clear(&e1);
    error_clear(&e2);
    c1 = scan_expect_end(&sc, &e1);
    c2 = fast_in_expect_end(&in, &e2);
    if (c1 != c2 || !same_error(&e1, &e2))
        fail_msg("expect_end: scan %d at %u, fast %d at %u", c1, e1.at, c2, e2.at);
    err = e1;
    fast_in_free(&in);
    return c1;
}

/* Both readers over text at several read sizes: code and line as wanted. */
static void reads(const char *text, size_t len, nb_uint_t max, int probe, int code,
                  uint32_t line)
{
    static const size_t chunks[] = { 0, 1, 2, 3, 7, 64 };
    size_t i;
    for (i = 0; i < sizeof chunks / sizeof chunks[0]; i++) {
        int got = both_read(text, len, max, chunks[i], 0, i & 1u, probe);
        if (got != code || (code && err.at != line))
            fail_msg("\"%s\" (chunk %zu): code %d at %u, want %d at %u", text, chunks[i], got,
                     err.at, code, line);
    }
}

#define READS(text, max, code, line) reads(text, sizeof text - 1, max, 1, code, line)
/* reading on past the last number: input ending early */
#define READS_ON(text, max, code, line) reads(text, sizeof text - 1, max, 0, code, line)

static void test_errors_and_lines(void **state)
{
    (void)state;
    READS("1 2 3\n4\n", NB_UINT_MAX, 0, 0);
    READS_ON("", NB_UINT_MAX, ERR_NO_NUMBERS, 1);
    READS_ON("\n\r\n\r", NB_UINT_MAX, ERR_NO_NUMBERS, 4);
    READS_ON(" \t\f\v", NB_UINT_MAX, ERR_NO_NUMBERS, 1);
    /* LF, CR LF, CR, LF CR: each ends one line */
    READS("12 34\r56\r\n78\n\r9x", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 5);
    READS("1\r\r\n\n2 z", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 4);
    READS("1\r\n\r\n2\r\n-3", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 4);
    READS("5\r6\rx\r", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 3);
    READS("12x", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 1);
    READS("4.5", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 1);
    READS("+5", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 1);
    READS("7 #", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 1);
    READS("7\n\x01", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 2);
    READS("7\n\xff", NB_UINT_MAX, ERR_NUMBER_MALFORMED, 2);
    /* NUL bytes: before a number, inside one, after the last */
    READS("1\n\0 2", NB_UINT_MAX, ERR_NUL_BYTE, 2);
    READS("1\n12\0", NB_UINT_MAX, ERR_NUL_BYTE, 2);
    READS("1\r\n2\r\n\0", NB_UINT_MAX, ERR_NUL_BYTE, 3);
    /* input ending early: the line of the last number read */
    READS_ON("4 3\n0 1\n1 2\n\n\n", 4, ERR_TRUNCATED, 3);
    READS_ON("4 3\r0 1\r1 2\r\r", 4, ERR_TRUNCATED, 3);
    READS_ON("4\r\n\r\n", 4, ERR_TRUNCATED, 1);
    READS_ON("\n\n", 4, ERR_NO_NUMBERS, 3);
    READS("4 3\n0 1\n1 2\n\n\n", 3, ERR_NUMBER_TOO_LARGE, 1);
    READS("3\n\n\n", 3, 0, 0);
    /* too large / too long */
    READS("18446744073709551615", NB_UINT_MAX, 0, 0);
    READS("1\n18446744073709551616", NB_UINT_MAX, ERR_NUMBER_TOO_LARGE, 2);
    READS("1\n\n99999999999999999999999", NB_UINT_MAX, ERR_NUMBER_TOO_LARGE, 3);
    READS("9999999999999999999", NB_UINT_MAX, 0, 0);
    READS("10001", 10000, ERR_NUMBER_TOO_LARGE, 1);
    READS("10000 0", 10000, 0, 0);
    READS("1", 0, ERR_NUMBER_TOO_LARGE, 1);
    READS("0000000000000000000000000000000000000000000000000000000000000007", 7, 0, 0);
    READS("2\n00000000000000000000000000000000000000000000000000000000000000007", 7,
          ERR_NUMBER_TOO_LONG, 2);
    READS("2\n99999999999999999999999999999999999999999999999999999999999999999x", 7,
          ERR_NUMBER_TOO_LONG, 2);
    READS("2\n9999999999999999999999999999999999999999999999999999999999999999x", 7,
          ERR_NUMBER_MALFORMED, 2);
}

/* How reading ends: too early, or with more after the end. */
static void test_end(void **state)
{
    static const char extra[] = "5\n\n6";
    struct fast_text ft;
    struct fast_in in;
    nb_uint_t v;
    (void)state;
    fast_text_start(&in, &ft, extra, sizeof extra - 1, 1, 0);
    assert_int_equal(fast_in_number(&in, 9, &v, &err), 0);
    assert_int_equal(v, 5);
    assert_int_equal(fast_in_line(&in), 1);
    assert_false(fast_in_at_end(&in));
    assert_int_equal(fast_in_expect_end(&in, &err), ERR_EXTRA_INPUT);
    assert_int_equal(err.at, 3);
    assert_int_equal(fast_in_number(&in, 9, &v, &err), 0);
    assert_int_equal(fast_in_line(&in), 3);
    assert_true(fast_in_at_end(&in));
    assert_int_equal(fast_in_expect_end(&in, &err), 0);
    error_clear(&err);
    assert_int_equal(fast_in_number(&in, 9, &v, &err), ERR_TRUNCATED);
    assert_int_equal(err.at, 3);
    fast_in_free(&in);
    fast_text_start(&in, &ft, "7\n\0", 3, 0, 0);
    assert_int_equal(fast_in_number(&in, 9, &v, &err), 0);
    assert_false(fast_in_at_end(&in));   /* a NUL byte is something */
    assert_int_equal(fast_in_expect_end(&in, &err), ERR_NUL_BYTE);
    assert_int_equal(err.at, 2);
    fast_in_free(&in);
}

/* The line of the k-th number after a mark, and failures on the last line. */
static void test_token_line_and_fail(void **state)
{
    static const char text[] = "9\n1 2\r\n3\r4\n\n5";
    struct fast_text ft;
    struct fast_in in;
    nb_uint_t v;
    uint64_t at;
    unsigned i;
    (void)state;
    fast_text_start(&in, &ft, text, sizeof text - 1, 2, 0);
    assert_int_equal(fast_in_number(&in, 9, &v, &err), 0);
    at = fast_in_mark(&in);
    for (i = 0; i < 5; i++)
        assert_int_equal(fast_in_number(&in, 9, &v, &err), 0);
    assert_int_equal(fast_in_token_line(&in, at, 0), 2);
    assert_int_equal(fast_in_token_line(&in, at, 1), 2);
    assert_int_equal(fast_in_token_line(&in, at, 2), 3);
    assert_int_equal(fast_in_token_line(&in, at, 3), 4);
    assert_int_equal(fast_in_token_line(&in, at, 4), 6);
    assert_int_equal(fast_in_fail(&in, &err, ERR_NUMBER_TOO_SMALL, 5, 6), ERR_NUMBER_TOO_SMALL);
    assert_int_equal(err.at, 6);
    assert_int_equal(err.value, 5);
    assert_int_equal(err.limit, 6);
    fast_in_free(&in);
}

/* A long input read a few bytes at a time with marks: the buffer stays
 * small (text before the mark is dropped) and lines stay right. */
static void test_dropping_keeps_lines(void **state)
{
    static char text[200000];
    struct fast_text ft;
    struct fast_in in;
    nb_uint_t v;
    size_t len = 0;
    unsigned i;
    (void)state;
    for (i = 0; i < 30000; i++) {
        static const char *const ends[] = { "\n", "\r\n", "\r", " " };
        len += (size_t)snprintf(text + len, sizeof text - len, "%u%s", i % 97, ends[i % 4]);
    }
    len += (size_t)snprintf(text + len, sizeof text - len, "\n\n");
    fast_text_start(&in, &ft, text, len, 16, 16);
    for (i = 0; i < 30000; i++) {
        assert_int_equal(fast_in_number(&in, 100, &v, &err), 0);
        assert_int_equal(v, i % 97);
        fast_in_mark(&in);
    }
    assert_true(in.cap < 1u << 16);
    assert_true(in.base > 0);
    error_clear(&err);
    assert_int_equal(fast_in_number(&in, 100, &v, &err), ERR_TRUNCATED);
    assert_int_equal(err.at, 1u + 30000u / 4u * 3u);   /* the last number's line */
    fast_in_free(&in);
    /* the same through the differential reader */
    text[len++] = 'x';
    assert_int_equal(both_read(text, len, 100, 16, 16, 1, 1), ERR_NUMBER_MALFORMED);
    assert_int_equal(err.at, 1u + 30000u / 4u * 3u + 2u);
}

/* Random texts (digits, blanks, line ends, NULs, stray bytes, long digit
 * runs) read by both readers: the same values, errors and lines. */
static void test_random_texts(void **state)
{
    static const char alphabet[] = "0123456789012345678901234567890123456789"
                                   "           \n\n\n\n\n\r\r\r\r\t\f\vx-#\0";
    static const nb_uint_t maxes[] = { NB_UINT_MAX, 10000, 0, 1, UINT64_C(9999999999999999999),
                                       NB_HEAP_MAX };
    static char text[600];
    unsigned t;
    (void)state;
    brute_seed(5550);
    for (t = 0; t < 20000; t++) {
        size_t len = (size_t)brute_rand(sizeof text - 100), i;
        for (i = 0; i < len; i++) {
            text[i] = alphabet[brute_rand(sizeof alphabet - 1)];
            if (brute_rand(200) == 0) {   /* a long run of digits */
                size_t run = 15 + (size_t)brute_rand(55);
                for (; run > 0 && i + 1 < len; run--)
                    text[++i] = (char)('0' + brute_rand(10));
            }
        }
        /* mostly valid texts: stray bytes only now and then */
        if (brute_rand(3) != 0)
            for (i = 0; i < len; i++)
                if (text[i] == 'x' || text[i] == '-' || text[i] == '#' || text[i] == 0)
                    text[i] = ' ';
        both_read(text, len, maxes[t % 6], (size_t)brute_rand(9), t % 5 ? 0 : 16, (int)(t & 1u),
                  (int)(t >> 1 & 1u));
    }
}

/* A temporary file holding text[0..len), standing at byte at. */
static FILE *file_with(const char *text, size_t len, long at)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, len, f), len);
    assert_int_equal(fflush(f), 0);
    assert_int_equal(lseek(fileno(f), at, SEEK_SET), at);
    return f;
}

/* "7 8\n9 x" padded with blanks to len bytes, from byte at: its numbers
 * and its error, on line 2 (the text's own lines from `at`); mapped or
 * not as asked; the file read to its end. */
static void read_file(size_t len, long at, int mapped)
{
    static char text[16384];
    struct fast_in in;
    nb_uint_t v;
    FILE *f;
    memset(text, ' ', len);
    memcpy(text + at, "7 8\n9 x", 7);
    f = file_with(text, len, at);
    assert_int_equal(fast_in_start_file(&in, f), 0);
    assert_int_equal(in.map != 0, mapped);
    assert_int_equal(fast_in_number(&in, 99, &v, &err), 0);
    assert_int_equal(v, 7);
    assert_int_equal(fast_in_number(&in, 99, &v, &err), 0);
    assert_int_equal(v, 8);
    assert_int_equal(fast_in_number(&in, 99, &v, &err), 0);
    assert_int_equal(v, 9);
    assert_int_equal(fast_in_line(&in), 2);
    assert_int_equal(fast_in_number(&in, 99, &v, &err), ERR_NUMBER_MALFORMED);
    assert_int_equal(err.at, 2);
    fast_in_free(&in);
    assert_int_equal(lseek(fileno(f), 0, SEEK_CUR), (long)len);
    fclose(f);
}

static void test_files(void **state)
{
    long page = sysconf(_SC_PAGESIZE);
    (void)state;
    assert_true(page > 0 && page * 2 <= 16384);
    read_file(100, 0, 1);
    read_file(100, 40, 1);                       /* from where the file stands */
    read_file((size_t)page + 1u, 0, 1);
    read_file((size_t)page, 0, 0);               /* no room for the NUL: read */
    read_file(2u * (size_t)page, 10, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_errors_and_lines),
        cmocka_unit_test(test_end),
        cmocka_unit_test(test_token_line_and_fail),
        cmocka_unit_test(test_dropping_keeps_lines),
        cmocka_unit_test(test_random_texts),
        cmocka_unit_test(test_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
