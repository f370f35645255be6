/*
 * test_game.c — sums of piles at the edges: huge heaps (half, nim, take,
 * pow2), misere Nim's known positions, and merging stone terms (errors:
 * test_game_errors.c).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "brute.h"
#include "core/game.h"
#include "core/rule.h"
#include "support.h"

static void analyse(const struct rule *r, const heap_t *h, uint16_t n, struct game_result *res)
{
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(r, h, n, res, &err), 0);
}

/* ---- half ----------------------------------------------------------------- */

/* theory.md's recurrence, as written: SG(2k) = k, SG(2k+1) = SG(k). */
static uint64_t half_rec(uint64_t n)
{
    if (n % 2u == 0)
        return n / 2u;
    return half_rec(n / 2u);
}

static uint64_t random_heap(void)
{
    uint64_t h = brute_rand64() >> brute_rand(64);
    h &= UINT64_C(0x7FFFFFFFFFFFFFFF);
    if (brute_rand(4) == 0)   /* heaps ending in runs of 1 bits */
        h |= (UINT64_C(1) << brute_rand(63)) - 1u;
    return h;
}

static void test_half_large_sg(void **state)
{
    static const uint64_t fixed[] = { 0, 1, 2, 3, 1000000000000000000, 2000000000000000000,
                                      UINT64_C(9223372036854775807), UINT64_C(9223372036854775806),
                                      UINT64_C(4611686018427387904), UINT64_C(4611686018427387903) };
    struct rule r;
    unsigned i;
    (void)state;
    test_parse_rule("half", &r);
    brute_seed(3);
    for (i = 0; i < 5000; i++) {
        uint64_t h = i < sizeof fixed / sizeof fixed[0] ? fixed[i] : random_heap();
        sg_t g = 0;
        struct nb_error err;
        error_clear(&err);
        assert_int_equal(rule_pile_sg(&r, h, &g, &err), 0);
        if (g != half_rec(h))
            fail_msg("half SG(%llu) = %llu, recurrence gives %llu", (unsigned long long)h,
                     (unsigned long long)g, (unsigned long long)half_rec(h));
    }
}

/* Winning moves on huge half positions: legal (take 1..floor(h/2)), and the
 * result has XOR 0 by the recurrence. */
static void test_half_large_moves(void **state)
{
    struct rule r;
    unsigned i, wins = 0;
    (void)state;
    test_parse_rule("half", &r);
    brute_seed(4);
    for (i = 0; i < 3000; i++) {
        heap_t h[3];
        uint16_t n = (uint16_t)(1u + brute_rand(3)), k;
        struct game_result res;
        uint64_t x = 0;
        for (k = 0; k < n; k++) {
            h[k] = random_heap();
            x ^= half_rec(h[k]);
        }
        analyse(&r, h, n, &res);
        assert_int_equal(res.nim_sum, x);
        if (x == 0) {
            assert_int_equal(res.outcome, OUTCOME_LOSE);
            continue;
        }
        wins++;
        assert_int_equal(res.outcome, OUTCOME_WIN);
        assert_true(res.pile < n);
        assert_int_equal(res.from, h[res.pile]);
        assert_true(res.to < res.from);
        assert_true(res.from - res.to <= res.from / 2u);
        assert_int_equal(x ^ half_rec(res.from) ^ half_rec(res.to), 0);
        assert_true(res.winning_moves >= 1);
    }
    assert_true(wins > 1000);
    /* 2^63-1 (SG 0) and 5 (SG 1): pile 1 must move to SG 1.  Its options
     * are 2^62-1 .. 2^63-2; with SG 1 among them only 3*2^j-1, and the one in
     * range is 3*2^61-1. */
    {
        heap_t h2[2] = { UINT64_C(9223372036854775807), 5 };
        struct game_result res;
        analyse(&r, h2, 2, &res);
        assert_int_equal(res.outcome, OUTCOME_WIN);
        assert_int_equal(res.pile, 0);
        assert_int_equal(res.to, 3u * (UINT64_C(1) << 61) - 1u);
        /* pile 2 (SG 1) needs SG 0: of its options 4 (SG 2) and 3 (SG(3) =
         * SG(1) = SG(0) = 0), 3 wins: two winning moves in all */
        assert_int_equal(res.winning_moves, 2);
    }
}

/* ---- other rules with huge heaps ---------------------------------------------- */

static void test_nim_huge(void **state)
{
    struct rule r;
    struct game_result res;
    heap_t h[2] = { UINT64_C(9223372036854775807), 1 };
    (void)state;
    test_parse_rule("nim", &r);
    analyse(&r, h, 2, &res);
    /* XOR = 2^63-2: pile 1 goes to 1 (2^63-1 ^ 2^63-2); pile 2 would have to
     * grow */
    assert_int_equal(res.outcome, OUTCOME_WIN);
    assert_int_equal(res.nim_sum, UINT64_C(9223372036854775806));
    assert_int_equal(res.pile, 0);
    assert_int_equal(res.to, 1);
    assert_int_equal(res.winning_moves, 1);
    h[1] = h[0];
    analyse(&r, h, 2, &res);
    assert_int_equal(res.outcome, OUTCOME_LOSE);
}

static void test_take_huge(void **state)
{
    struct rule r;
    struct game_result res;
    heap_t h[1] = { UINT64_C(9223372036854775807) };
    (void)state;
    /* M = 2^63-1: any amount may go, so one pile is won by taking it all */
    test_parse_rule("take:9223372036854775807", &r);
    assert_int_equal(r.take_max, UINT64_C(9223372036854775807));
    analyse(&r, h, 1, &res);
    assert_int_equal(res.outcome, OUTCOME_WIN);
    assert_int_equal(res.to, 0);
    assert_int_equal(res.winning_moves, 1);
    /* take:3 on 10^18+2: leave a multiple of 4 */
    test_parse_rule("take:3", &r);
    h[0] = UINT64_C(1000000000000000002);
    analyse(&r, h, 1, &res);
    assert_int_equal(res.outcome, OUTCOME_WIN);
    assert_int_equal(res.to, UINT64_C(1000000000000000000));
    h[0] = UINT64_C(1000000000000000000);
    analyse(&r, h, 1, &res);
    assert_int_equal(res.outcome, OUTCOME_LOSE);
}

static void test_pow2_huge(void **state)
{
    struct rule r;
    struct game_result res;
    heap_t h[1] = { UINT64_C(1) << 62 };
    (void)state;
    test_parse_rule("pow2", &r);
    /* 2^62 = 4^31 leaves remainder 1 mod 3; a winning move takes a power of
     * two that is 1 mod 3, i.e. 4^k for k = 0..31: 32 moves, the smallest
     * takes 1 */
    analyse(&r, h, 1, &res);
    assert_int_equal(res.outcome, OUTCOME_WIN);
    assert_int_equal(res.winning_moves, 32);
    assert_int_equal(res.to, (UINT64_C(1) << 62) - 1u);
    /* 2^63-1 is 1 mod 3 as well; the powers 4^0..4^31 are all <= it */
    h[0] = UINT64_C(9223372036854775807);
    analyse(&r, h, 1, &res);
    assert_int_equal(res.outcome, OUTCOME_WIN);
    assert_int_equal(res.winning_moves, 32);
    h[0] = UINT64_C(9223372036854775806);   /* 0 mod 3 */
    analyse(&r, h, 1, &res);
    assert_int_equal(res.outcome, OUTCOME_LOSE);
}

/* ---- misere ----------------------------------------------------------------------- */

static void misere(const heap_t *h, uint16_t n, uint8_t outcome, uint64_t wins,
                   uint16_t pile, heap_t to)
{
    struct rule r;
    struct game_result res;
    test_parse_rule("misere", &r);
    analyse(&r, h, n, &res);
    assert_int_equal(res.outcome, outcome);
    assert_int_equal(res.winning_moves, wins);
    if (outcome == OUTCOME_WIN) {
        assert_int_equal(res.pile, pile);
        assert_int_equal(res.from, h[pile]);
        assert_int_equal(res.to, to);
    }
}

static void test_misere_known(void **state)
{
    static const heap_t zero[] = { 0, 0, 0 }, one[] = { 1 }, two_ones[] = { 1, 1 },
                        three_ones[] = { 1, 1, 1 }, two[] = { 2 }, twos[] = { 2, 2 },
                        big_ones[] = { 3, 1, 1 }, nim_like[] = { 1, 2, 3 }, z1[] = { 0, 1, 0 };
    (void)state;
    misere(zero, 3, OUTCOME_WON, 0, 0, 0);          /* the opponent took the last stone */
    misere(zero, 1, OUTCOME_WON, 0, 0, 0);
    misere(one, 1, OUTCOME_LOSE, 0, 0, 0);          /* forced to take the last */
    misere(z1, 3, OUTCOME_LOSE, 0, 0, 0);
    misere(two_ones, 2, OUTCOME_WIN, 2, 0, 0);      /* take either: the opponent takes the last */
    misere(three_ones, 3, OUTCOME_LOSE, 0, 0, 0);
    misere(two, 1, OUTCOME_WIN, 1, 0, 1);           /* leave one stone */
    misere(twos, 2, OUTCOME_LOSE, 0, 0, 0);         /* copy the opponent */
    misere(big_ones, 3, OUTCOME_WIN, 1, 0, 1);      /* 3 -> 1: three single stones */
    misere(nim_like, 3, OUTCOME_LOSE, 0, 0, 0);     /* a big heap and XOR 0 */
}

/* Misere with huge heaps: XOR 0 with big heaps is lost; one big heap and an
 * even number of ones is won by reducing the big heap to 1. */
static void test_misere_huge(void **state)
{
    const heap_t big = UINT64_C(9223372036854775807);
    heap_t a[2] = { big, big }, b[3] = { big, 1, 1 }, c[2] = { big, 1 };
    (void)state;
    misere(a, 2, OUTCOME_LOSE, 0, 0, 0);
    misere(b, 3, OUTCOME_WIN, 1, 0, 1);
    misere(c, 2, OUTCOME_WIN, 1, 0, 0);   /* take it all: one 1 left for the opponent */
}

/* ---- merging terms ------------------------------------------------------------------ */

static void test_merge_terms(void **state)
{
    struct node_term t[] = { { 3, 5 }, { 1, 2 }, { 3, 7 }, { 0, 0 }, { 1, 1 }, { 9, 4 } };
    uint16_t n = 6;
    struct nb_error err;
    (void)state;
    error_clear(&err);
    assert_int_equal(game_merge_terms(t, &n, &err), 0);
    /* each node once, in the order of first appearance, counts added */
    assert_int_equal(n, 4);
    assert_int_equal(t[0].node, 3);
    assert_int_equal(t[0].count, 12);
    assert_int_equal(t[1].node, 1);
    assert_int_equal(t[1].count, 3);
    assert_int_equal(t[2].node, 0);
    assert_int_equal(t[2].count, 0);
    assert_int_equal(t[3].node, 9);
    assert_int_equal(t[3].count, 4);
    n = 0;
    assert_int_equal(game_merge_terms(t, &n, &err), 0);
    assert_int_equal(n, 0);
}

static void test_merge_overflow(void **state)
{
    const heap_t max = UINT64_C(9223372036854775807);
    struct node_term ok[] = { { 2, max - 1u }, { 5, 1 }, { 2, 1 } };
    struct node_term bad[] = { { 4, 1 }, { 2, max }, { 2, 1 } };
    struct node_term bad3[] = { { 7, max / 2u }, { 7, max / 2u }, { 7, 2 } };
    uint16_t n = 3;
    struct nb_error err;
    (void)state;
    assert_int_equal(max, NB_HEAP_MAX);
    error_clear(&err);
    assert_int_equal(game_merge_terms(ok, &n, &err), 0);
    assert_int_equal(n, 2);
    assert_int_equal(ok[0].node, 2);
    assert_int_equal(ok[0].count, max);   /* exactly the limit is fine */
    n = 3;
    error_clear(&err);
    assert_int_equal(game_merge_terms(bad, &n, &err), ERR_COUNT_OVERFLOW);
    assert_int_equal(err.value, 2);
    assert_int_equal(err.limit, NB_HEAP_MAX);
    n = 3;
    error_clear(&err);
    assert_int_equal(game_merge_terms(bad3, &n, &err), ERR_COUNT_OVERFLOW);
    assert_int_equal(err.value, 7);
}

/* Random term lists against a naive merge. */
static void test_merge_random(void **state)
{
    unsigned trial;
    (void)state;
    brute_seed(77);
    for (trial = 0; trial < 2000; trial++) {
        static struct node_term t[300];
        static heap_t want[64];
        static unsigned char present[64];
        static node_t first_seen[64];
        uint16_t n = (uint16_t)brute_rand(300), i, k = 0;
        struct nb_error err;
        memset(want, 0, sizeof want);
        memset(present, 0, sizeof present);
        for (i = 0; i < n; i++) {
            t[i].node = (node_t)brute_rand(trial % 2 ? 64 : 8);
            t[i].count = brute_rand(1000);
            want[t[i].node] += t[i].count;
            if (!present[t[i].node])
                first_seen[k++] = t[i].node;
            present[t[i].node] = 1;
        }
        error_clear(&err);
        assert_int_equal(game_merge_terms(t, &n, &err), 0);
        /* the distinct nodes in order of first appearance, counts summed */
        assert_int_equal(n, k);
        for (i = 0; i < n; i++) {
            assert_int_equal(t[i].node, first_seen[i]);
            assert_int_equal(t[i].count, want[t[i].node]);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_half_large_sg),
        cmocka_unit_test(test_half_large_moves),
        cmocka_unit_test(test_nim_huge),
        cmocka_unit_test(test_take_huge),
        cmocka_unit_test(test_pow2_huge),
        cmocka_unit_test(test_misere_known),
        cmocka_unit_test(test_misere_huge),
        cmocka_unit_test(test_merge_terms),
        cmocka_unit_test(test_merge_overflow),
        cmocka_unit_test(test_merge_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
