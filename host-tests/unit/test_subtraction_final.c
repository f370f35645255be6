/*
 * test_subtraction_final.c — the period search of boards built with
 * NB_SUB_EARLY_PERIOD=0 (no hash, no Brent: a value-by-value search at
 * every power-of-two table size and once the table is full), against the
 * host's engine with early detection.
 *
 * The Makefile builds a second object of subtraction.c (and its stream and
 * arena) with that option and a 640-entry arena, as on the Uno, its
 * functions renamed final_* (SUB_FINAL_FLAGS); the ordinary engine (early
 * detection, the host's table) is linked as usual.
 * Both must give the same period and preperiod whenever preperiod + period
 * + max(S) fits in the small table, and the small one must find none
 * otherwise (a window that repeats within the table proves the least
 * period, so nothing else can show there).  The small one stops at the
 * first power of two that holds preperiod + period + max(S) values.
 * Past its table with no period it streams (subtraction_stream.c): every
 * heap up to 9999, in any order, and every option's value must equal the
 * host's whenever the buffer and cache fit; otherwise the heap is refused.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "brute.h"
#include "core/subtraction.h"

/* the second engine: the same source under other names */
int final_start(const heap_t *amounts, uint16_t count, struct nb_error *err);
const heap_t *final_amounts(uint16_t *count);
int final_sg(heap_t h, sg_t *sg, struct nb_error *err);
void final_build_all(void);
void final_get_info(struct subtraction_info *info);
int final_option_sgs(heap_t h, sg_small_t *vals, uint16_t *count, struct nb_error *err);

#define SMALL_TABLE 640u
#define SMALL_CACHE 16u

/* Where the small engine's stream starts for s = max(S), k amounts: its
 * buffer (2(s + 1) values) and cache (16 answers of k + 1 values) at the
 * arena's top, at least s + 1 table values below them; 0 when they do not
 * fit. */
static uint32_t expected_base(uint32_t s, uint32_t k)
{
    uint32_t top = 2u * (s + 1u) + SMALL_CACHE * (k + 1u);
    return top + s + 1u <= SMALL_TABLE ? SMALL_TABLE - top : 0;
}

/* Heap h and its options' values on both engines. */
static void compare_heap(heap_t h)
{
    sg_small_t vals[64];
    uint16_t n = 0, i, count;
    const heap_t *a = subtraction_amounts(&count);
    struct nb_error err;
    sg_t want = 0, got = 0;
    error_clear(&err);
    assert_int_equal(subtraction_sg(h, &want, &err), 0);
    assert_int_equal(final_sg(h, &got, &err), 0);
    assert_int_equal(got, want);
    assert_int_equal(final_option_sgs(h, vals, &n, &err), 0);
    for (i = 0; i < count && a[i] <= h; i++) {
        assert_int_equal(subtraction_sg(h - a[i], &want, &err), 0);
        assert_int_equal(vals[i], want);
    }
    assert_int_equal(n, i);
}

/* Start both engines with S and compare everything they say. */
static void compare(const heap_t *s, uint16_t k)
{
    struct subtraction_info full, small;
    struct nb_error err;
    uint8_t fits, streams;
    heap_t h;
    error_clear(&err);
    assert_int_equal(subtraction_start(s, k, &err), 0);
    assert_int_equal(final_start(s, k, &err), 0);
    subtraction_build_all();
    final_build_all();
    subtraction_get_info(&full);
    final_get_info(&small);
    if (small.period_known) {
        uint64_t need = full.preperiod + full.period + (uint64_t)full.max_amount, at = 1;
        while (at < need)
            at *= 2u;
        /* or the full table, which is no power of two */
        assert_int_equal(small.computed, at < SMALL_TABLE ? at : SMALL_TABLE);
    } else {
        assert_int_equal(small.computed, SMALL_TABLE);
    }
    assert_int_equal(small.amount_count, full.amount_count);
    assert_int_equal(small.max_amount, full.max_amount);
    fits = full.period_known &&
           full.preperiod + full.period + (uint64_t)full.max_amount <= SMALL_TABLE;
    if (fits != small.period_known ||
        (fits && (small.period != full.period || small.preperiod != full.preperiod)))
        fail_msg("max %u: early %u/%u from %u, final-only %u/%u from %u",
                 (unsigned)full.max_amount, full.period_known, full.period, full.preperiod,
                 small.period_known, small.period, small.preperiod);
    assert_int_equal(small.stream_base, expected_base(full.max_amount, full.amount_count));
    streams = small.stream_base > 0;
    /* the same values in the table, and beyond it through the period or
     * the stream */
    for (h = 0; h < 3u * SMALL_TABLE; h++) {
        sg_t a = 0, b = 0;
        int code;
        error_clear(&err);
        assert_int_equal(subtraction_sg(h, &a, &err), 0);
        error_clear(&err);
        code = final_sg(h, &b, &err);
        if (h < SMALL_TABLE || small.period_known || streams) {
            assert_int_equal(code, 0);
            assert_int_equal(a, b);
        } else {
            assert_int_equal(code, ERR_HEAP_BEYOND_TABLE);
            assert_int_equal(err.value, h);
            assert_int_equal(err.limit, SMALL_TABLE);
        }
    }
}

/* Heaps in random order up to 9999 (restarts and the cache), and every
 * option's value, for random sets with no period in the table. */
static void test_streamed_any_order(void **state)
{
    unsigned round, streamed = 0;
    (void)state;
    brute_seed(640);
    for (round = 0; round < 120; round++) {
        heap_t s[16];
        uint16_t k = (uint16_t)(2u + brute_rand(15)), i;
        struct subtraction_info info;
        struct nb_error err;
        error_clear(&err);
        for (i = 0; i < k; i++)
            s[i] = (heap_t)(1u + brute_rand(100));
        assert_int_equal(subtraction_start(s, k, &err), 0);
        assert_int_equal(final_start(s, k, &err), 0);
        final_build_all();
        final_get_info(&info);
        if (info.period_known || info.stream_base == 0)
            continue;
        streamed++;
        for (i = 0; i < 12; i++)
            compare_heap((heap_t)brute_rand(10000));
        compare_heap(9999);
        compare_heap(info.stream_base);
        compare_heap(info.stream_base - 1u);
    }
    assert_true(streamed > 30);
}

/* Every nonempty subset of 1..9 (all of them fit). */
static void test_all_small_sets(void **state)
{
    unsigned mask;
    (void)state;
    for (mask = 1; mask < (1u << 9); mask++) {
        heap_t s[9];
        uint16_t k = 0, i;
        for (i = 0; i < 9; i++)
            if (mask >> i & 1u)
                s[k++] = i + 1u;
        compare(s, k);
    }
}

/* Random sets of up to 8 amounts up to 120 (as the keys allow 99, the
 * console more): many periods do not fit in 256 heaps. */
static void test_random_sets(void **state)
{
    unsigned round, found = 0, missed = 0;
    (void)state;
    brute_seed(256);
    for (round = 0; round < 3000; round++) {
        heap_t s[8];
        uint16_t k = (uint16_t)(1u + brute_rand(8)), i;
        heap_t top = (heap_t)(2u + brute_rand(round % 2u ? 120u : 30u));
        struct subtraction_info info;
        for (i = 0; i < k; i++)
            s[i] = (heap_t)(1u + brute_rand(top));
        compare(s, k);
        final_get_info(&info);
        if (info.period_known)
            found++;
        else
            missed++;
    }
    /* both outcomes are exercised */
    assert_true(found > 100);
    assert_true(missed > 100);
}

/* Periods right at the edge: S = {a} has period 2a from 0, so it fits
 * exactly when 2a + a <= 640. */
static void test_edge_of_table(void **state)
{
    heap_t a;
    (void)state;
    for (a = 205; a <= 220; a++) {
        struct subtraction_info info;
        compare(&a, 1);
        final_get_info(&info);
        assert_int_equal(info.period_known, 3u * a <= SMALL_TABLE);
        if (info.period_known) {
            assert_int_equal(info.period, 2u * a);
            assert_int_equal(info.preperiod, 0);
        }
    }
}

/* max(S) >= the table: no window fits, nothing is searched. */
static void test_window_beyond_table(void **state)
{
    static const heap_t s[] = { 1, SMALL_TABLE, SMALL_TABLE + 7u };
    struct subtraction_info info;
    (void)state;
    compare(s, 1);
    compare(s, 2);
    compare(s, 3);
    final_get_info(&info);
    assert_false(info.period_known);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_all_small_sets),
        cmocka_unit_test(test_random_sets),
        cmocka_unit_test(test_edge_of_table),
        cmocka_unit_test(test_window_beyond_table),
        cmocka_unit_test(test_streamed_any_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
