/*
 * test_property_octal.c — take-and-break games against exhaustive search.
 *
 * For Kayles (0.77), Dawson's Kayles (0.07) and random short codes (fixed
 * seed), every position of 1..3 heaps of 0..MAX_HEAP is decided by
 * brute_octal.c's game-tree search over multisets of heaps, which does not
 * use the Sprague-Grundy theorem, and game_analyse_heaps must agree on the
 * outcome, report a legal move (splits included) into a lost position,
 * count exactly the distinct winning results, and pick the documented one
 * (the first pile with a winning move; the fewest tokens removed, one heap
 * before two, the smallest first heap).  Separately, rule_pile_sg is
 * checked against a direct mex over the options for heaps 0..1000, far
 * past where a proven period stops the engine's table, and the count of a
 * heap's options of each SG value against a count over every option for
 * heaps 0..OPTIONS_MAX (past twice the preperiod, the splits are counted
 * by class of the period).  0.143 repeats with period 20 from heap 8 up
 * to heap 48 and no further: a proof of its period that checks too little
 * of the table is caught.
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
#include "brute_octal.h"
#include "core/game.h"
#include "core/rule.h"

#define MAX_HEAP 9
#define SG_MAX 1000
#define OPTIONS_MAX 400
#define MAX_CASES 16

struct octal_case {
    struct brute_octal code;
    int named;   /* a named game: its chosen moves must include splits */
    char text[40];
};

static struct octal_case cases[MAX_CASES];
static unsigned case_count;

static void add_case(const unsigned *digits, unsigned k)
{
    struct octal_case *c = &cases[case_count++];
    unsigned i;
    if (case_count > MAX_CASES)
        abort();
    c->code.k = k;
    strcpy(c->text, "octal:0.");
    for (i = 0; i < k; i++) {
        c->code.digits[i] = digits[i];
        c->text[8 + i] = (char)('0' + digits[i]);
    }
    c->text[8 + k] = 0;
}

static void build_cases(void)
{
    static const unsigned kayles[] = { 7, 7 }, dawson[] = { 0, 7 }, chess[] = { 1, 3, 7 },
                          treble[] = { 0, 0, 7 }, split_only[] = { 4 }, not_yet[] = { 1, 4, 3 };
    unsigned n, i;
    add_case(kayles, 2);
    add_case(dawson, 2);
    add_case(chess, 3);
    add_case(treble, 3);
    /* splits without single heaps: periodic from 0 only for a while (the
     * Guy-Smith test needs care with n0 = 0) */
    add_case(split_only, 1);
    for (i = 0; i < case_count; i++)
        cases[i].named = 1;
    /* periodic for a while only: SG(h + 20) = SG(h) for 8 <= h < 29 */
    add_case(not_yet, 3);
    /* random codes of 1..4 digits, fixed seed; a digit 4 or more can split */
    brute_seed(20250107);
    for (n = 0; n < 10; n++) {
        unsigned d[4], k = 1u + (unsigned)brute_rand(4);
        for (i = 0; i < k; i++)
            d[i] = (unsigned)brute_rand(8);
        d[k - 1] |= 4u;   /* every random code splits */
        add_case(d, k);
    }
}

static void parse_rule(const struct octal_case *c, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_parse(c->text, (uint16_t)strlen(c->text), r, &name, &name_len, &err), 0);
    assert_int_equal(rule_id(r), RULE_ID_OCTAL);
}

#define EXPECT(cond)                                                                 \
    do {                                                                             \
        if (!(cond))                                                                 \
            fail_msg("%s heaps %u %u %u (%u piles): failed %s", c->text, h[0],       \
                     count > 1 ? h[1] : 0, count > 2 ? h[2] : 0, count, #cond);      \
    } while (0)

static void test_positions(void **state)
{
    const struct octal_case *c = *state;
    struct rule r;
    unsigned count, h[3] = { 0, 0, 0 }, checked = 0, splits = 0, wins = 0;
    brute_octal_reset();
    parse_rule(c, &r);
    for (count = 1; count <= 3; count++) {
        unsigned total = 1, idx, i;
        for (i = 0; i < count; i++)
            total *= MAX_HEAP + 1u;
        for (idx = 0; idx < total; idx++) {
            heap_t heaps[3];
            struct game_result res;
            struct nb_error err;
            unsigned rest = idx, all = 0;
            int lost;
            for (i = 0; i < count; i++) {
                h[i] = rest % (MAX_HEAP + 1u);
                rest /= MAX_HEAP + 1u;
                heaps[i] = h[i];
            }
            error_clear(&err);
            EXPECT(game_analyse_heaps(&r, heaps, (uint16_t)count, &res, &err) == 0);
            lost = brute_octal_lost(&c->code, h, count);
            if (lost) {
                EXPECT(res.outcome == OUTCOME_LOSE);
                EXPECT(res.winning_moves == 0);
                EXPECT(res.nim_sum == 0);
            } else {
                unsigned after[6], n = 0, first = count, to = 0, split = 0;
                EXPECT(res.outcome == OUTCOME_WIN);
                EXPECT(res.nim_sum != 0);
                EXPECT(res.pile < count);
                EXPECT(res.from == heaps[res.pile]);
                EXPECT(brute_octal_is_move(&c->code, (unsigned)res.from, (unsigned)res.to,
                                           (unsigned)res.split));
                /* the position the move leaves is lost */
                for (i = 0; i < count; i++)
                    if (i != res.pile)
                        after[n++] = h[i];
                after[n++] = (unsigned)res.to;
                if (res.split)
                    after[n++] = (unsigned)res.split;
                EXPECT(brute_octal_lost(&c->code, after, n));
                /* every winning result of every pile, and the chosen one */
                for (i = 0; i < count; i++) {
                    unsigned t = 0, s = 0, w = brute_octal_winning(&c->code, h, count, i, &t, &s);
                    if (w && first == count) {
                        first = i;
                        to = t;
                        split = s;
                    }
                    all += w;
                }
                EXPECT(res.winning_moves == all);
                EXPECT(res.pile == first);
                EXPECT(res.to == to);
                EXPECT(res.split == split);
                wins++;
                splits += res.split != 0;
            }
            checked++;
        }
    }
    assert_int_equal(checked, 10u + 100u + 1000u);
    assert_true(wins > 100);
    if (c->named)
        assert_true(splits > 0);   /* the moves chosen split piles too */
    brute_octal_reset();
}

/* rule_pile_sg against a direct mex, far past a proven period. */
static void test_pile_sg(void **state)
{
    const struct octal_case *c = *state;
    unsigned *sg = malloc(sizeof *sg * (SG_MAX + 1u));
    struct rule r;
    unsigned h;
    parse_rule(c, &r);
    brute_octal_sg(&c->code, SG_MAX, sg);
    for (h = 0; h <= SG_MAX; h++) {
        sg_t g = 12345;
        struct nb_error err;
        error_clear(&err);
        assert_int_equal(rule_pile_sg(&r, h, &g, &err), 0);
        if (g != sg[h])
            fail_msg("%s: SG(%u) = %llu, direct mex gives %u", c->text, h,
                     (unsigned long long)g, sg[h]);
    }
    free(sg);
}

/* rule_options_with_sg's count against every option counted: removing j
 * tokens leaves nothing (digit bit 1), one heap (2) or two (4, a + b with
 * 1 <= a <= b). */
static void test_option_counts(void **state)
{
    const struct octal_case *c = *state;
    unsigned *sg = malloc(sizeof *sg * (OPTIONS_MAX + 1u)), h, t, j, a, most = 0;
    struct rule r;
    parse_rule(c, &r);
    brute_octal_sg(&c->code, OPTIONS_MAX, sg);
    for (h = 0; h <= OPTIONS_MAX; h++)
        most = sg[h] > most ? sg[h] : most;
    for (h = 0; h <= OPTIONS_MAX; h++)
        for (t = 0; t <= most + 1u; t++) {
            unsigned want = 0;
            nb_uint_t n = 12345;
            struct rule_option best;
            struct nb_error err;
            for (j = 1; j <= c->code.k && j <= h; j++) {
                unsigned d = c->code.digits[j - 1u], m = h - j;
                want += (d & 1u) && m == 0 && t == 0;
                want += (d & 2u) && m > 0 && sg[m] == t;
                if (d & 4u)
                    for (a = 1; a <= m / 2u; a++)
                        want += (sg[a] ^ sg[m - a]) == t;
            }
            error_clear(&err);
            assert_int_equal(rule_options_with_sg(&r, h, t, &n, &best, &err), 0);
            if (n != want)
                fail_msg("%s: heap %u has %llu options of SG %u, counted one by one %u", c->text,
                         h, (unsigned long long)n, t, want);
        }
    free(sg);
}

int main(void)
{
    struct CMUnitTest tests[3 * MAX_CASES];
    static char names[3 * MAX_CASES][64];
    unsigned i, n = 0;
    build_cases();
    for (i = 0; i < case_count; i++) {
        static void (*const funcs[3])(void **) = { test_positions, test_pile_sg,
                                                   test_option_counts };
        static const char *const what[3] = { "positions", "pile_sg", "option_counts" };
        unsigned k;
        for (k = 0; k < 3; k++) {
            snprintf(names[n], sizeof names[n], "%s %s", what[k], cases[i].text);
            tests[n].name = names[n];
            tests[n].test_func = funcs[k];
            tests[n].setup_func = NULL;
            tests[n].teardown_func = NULL;
            tests[n].initial_state = &cases[i];
            n++;
        }
    }
    return _cmocka_run_group_tests("property_octal", tests, n, NULL, NULL);
}
