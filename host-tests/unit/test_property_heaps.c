/*
 * test_property_heaps.c — every heap rule against exhaustive search.
 *
 * For each rule, every position of 1..3 piles with heaps 0..max (8, or 16
 * for half) is decided by brute.c's game-tree search, which does not use the
 * Sprague-Grundy theorem, and game_analyse_heaps must agree on the outcome,
 * report a legal move into a lost position, and count exactly the distinct
 * (pile, new size) moves into lost positions.  Separately, rule_pile_sg and
 * rule_options_with_sg are checked against a direct mex over the options.
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
#include "core/game.h"
#include "core/rule.h"

struct heap_case {
    struct brute_rule rule;
    unsigned max_heap;     /* positions: heaps 0..max_heap */
    unsigned sg_max;       /* rule_pile_sg checked for heaps 0..sg_max */
    char text[96];
};

#define MAX_CASES 40
static struct heap_case cases[MAX_CASES];
static unsigned case_count;

static struct heap_case *add_case(int kind, unsigned max_heap, unsigned sg_max)
{
    struct heap_case *c = &cases[case_count++];
    if (case_count > MAX_CASES)
        abort();
    memset(c, 0, sizeof *c);
    c->rule.kind = kind;
    c->rule.text = c->text;
    c->max_heap = max_heap;
    c->sg_max = sg_max;
    return c;
}

static void add_sub(const unsigned *set, unsigned n)
{
    struct heap_case *c = add_case(BRUTE_SUB, 8, 400);
    size_t len;
    unsigned i;
    strcpy(c->text, "sub:");
    for (i = 0; i < n; i++) {
        c->rule.sub[i] = set[i];
        len = strlen(c->text);
        snprintf(c->text + len, sizeof c->text - len, i ? ",%u" : "%u", set[i]);
    }
    c->rule.sub_count = n;
}

static void build_cases(void)
{
    static const unsigned s134[] = { 1, 3, 4 }, s25[] = { 2, 5 }, s1257[] = { 1, 2, 5, 7 },
                          s3[] = { 3 };
    unsigned m, k;
    strcpy(add_case(BRUTE_NIM, 8, 300)->text, "nim");
    strcpy(add_case(BRUTE_MISERE, 8, 300)->text, "misere");
    for (m = 1; m <= 4; m++) {
        struct heap_case *c = add_case(BRUTE_TAKE, 8, 300);
        c->rule.take_max = m;
        snprintf(c->text, sizeof c->text, "take:%u", m);
    }
    {
        struct heap_case *c = add_case(BRUTE_TAKE, 8, 300);
        c->rule.take_max = 7;
        strcpy(c->text, "take:7");
    }
    strcpy(add_case(BRUTE_POW2, 8, 400)->text, "pow2");
    strcpy(add_case(BRUTE_HALF, 16, 1000)->text, "half");
    add_sub(s134, 3);
    add_sub(s25, 2);
    add_sub(s1257, 4);
    add_sub(s3, 1);
    /* random subtraction sets, fixed seed; duplicates and any order allowed */
    brute_seed(20240611);
    for (k = 0; k < 8; k++) {
        unsigned set[6], n = 1u + (unsigned)brute_rand(5), i;
        for (i = 0; i < n; i++)
            set[i] = 1u + (unsigned)brute_rand(9);
        add_sub(set, n);
    }
}

static void parse_rule(const struct heap_case *c, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_parse(c->text, (uint16_t)strlen(c->text), r, &name, &name_len, &err), 0);
    assert_null(name);
}

static const char *position_text(const struct heap_case *c, const unsigned *h, unsigned count)
{
    static char buf[128];
    snprintf(buf, sizeof buf, "%s with heaps %u %u %u (%u piles)", c->text, h[0],
             count > 1 ? h[1] : 0, count > 2 ? h[2] : 0, count);
    return buf;
}

#define EXPECT(cond)                                                            \
    do {                                                                        \
        if (!(cond))                                                            \
            fail_msg("%s: failed %s", position_text(c, h, count), #cond);       \
    } while (0)

/* The lowest pile index with a move into a lost position, and in *best the
 * largest size that pile can be left at. */
static unsigned first_winning_pile(const struct heap_case *c, struct brute_game *bg,
                                   const unsigned *h, unsigned count, unsigned *best)
{
    unsigned i, k, n, opt[BRUTE_MAX_HEAP + 1], after[3];
    for (i = 0; i < count; i++) {
        int found = 0;
        n = brute_moves(&c->rule, h[i], opt);
        for (k = 0; k < n; k++) {
            memcpy(after, h, sizeof after);
            after[i] = opt[k];
            if (brute_lost(bg, after, count)) {
                *best = opt[k];   /* ascending: keep the last */
                found = 1;
            }
        }
        if (found)
            return i;
    }
    return count;
}

/* (a) outcome, (b) the move, (c) the number of winning moves, for every
 * position of 1..3 piles. */
static void test_positions(void **state)
{
    const struct heap_case *c = *state;
    struct brute_game *bg = brute_game_new(&c->rule, c->max_heap);
    unsigned *sg = malloc(sizeof *sg * (c->max_heap + 1u));
    struct rule r;
    unsigned count, h[3] = { 0, 0, 0 }, checked = 0;
    parse_rule(c, &r);
    brute_pile_sg(&c->rule, c->max_heap, sg);
    for (count = 1; count <= 3; count++) {
        unsigned total = 1, idx, i;
        for (i = 0; i < count; i++)
            total *= c->max_heap + 1u;
        for (idx = 0; idx < total; idx++) {
            heap_t heaps[3];
            struct game_result res;
            struct nb_error err;
            unsigned rest = idx, stones = 0, xor_sg = 0, xor_h = 0;
            int lost;
            for (i = 0; i < count; i++) {
                h[i] = rest % (c->max_heap + 1u);
                rest /= c->max_heap + 1u;
                heaps[i] = h[i];
                stones += h[i];
                xor_sg ^= sg[h[i]];
                xor_h ^= h[i];
            }
            error_clear(&err);
            EXPECT(game_analyse_heaps(&r, heaps, (uint16_t)count, &res, &err) == 0);
            lost = brute_lost(bg, h, count);
            if (c->rule.kind == BRUTE_MISERE) {
                EXPECT(res.nim_sum == xor_h);
            } else {
                EXPECT(res.nim_sum == xor_sg);
            }
            if (c->rule.kind == BRUTE_MISERE && stones == 0) {
                EXPECT(!lost);
                EXPECT(res.outcome == OUTCOME_WON);
                EXPECT(res.winning_moves == 0);
            } else if (lost) {
                EXPECT(res.outcome == OUTCOME_LOSE);
                EXPECT(res.winning_moves == 0);
            } else {
                unsigned after[3], best = 0;
                EXPECT(res.outcome == OUTCOME_WIN);
                EXPECT(res.pile < count);
                EXPECT(res.from == heaps[res.pile]);
                EXPECT(brute_is_move(&c->rule, res.from, res.to));
                memcpy(after, h, sizeof after);
                after[res.pile] = (unsigned)res.to;
                EXPECT(brute_lost(bg, after, count));
                EXPECT(res.winning_moves == brute_winning_moves(bg, h, count));
                EXPECT(res.winning_moves >= 1);
                /* docs/engine.md: the first pile with a winning move, taking
                 * the fewest stones */
                EXPECT(res.pile == first_winning_pile(c, bg, h, count, &best));
                EXPECT(res.to == best);
            }
            checked++;
        }
    }
    assert_true(checked > 700);
    free(sg);
    brute_game_free(bg);
}

/* rule_pile_sg against a direct mex over every option. */
static void test_pile_sg(void **state)
{
    const struct heap_case *c = *state;
    unsigned *sg = malloc(sizeof *sg * (c->sg_max + 1u));
    struct rule r;
    unsigned h;
    parse_rule(c, &r);
    brute_pile_sg(&c->rule, c->sg_max, sg);
    for (h = 0; h <= c->sg_max; h++) {
        sg_t g = 12345;
        struct nb_error err;
        error_clear(&err);
        assert_int_equal(rule_pile_sg(&r, h, &g, &err), 0);
        if (c->rule.kind == BRUTE_MISERE) {
            if (g != h)   /* documented: misere answers the plain Nim value */
                fail_msg("%s: SG(%u) = %llu, want %u", c->text, h, (unsigned long long)g, h);
        } else if (g != sg[h]) {
            fail_msg("%s: SG(%u) = %llu, direct mex gives %u", c->text, h,
                     (unsigned long long)g, sg[h]);
        }
    }
    free(sg);
}

/* rule_options_with_sg: how many options of h have SG target, and the one
 * taking the fewest stones (the largest new size). */
static void test_options(void **state)
{
    const struct heap_case *c = *state;
    unsigned max = c->sg_max < 200 ? c->sg_max : 200;
    unsigned *sg = malloc(sizeof *sg * (max + 1u));
    unsigned *opt = malloc(sizeof *opt * (max + 1u));
    struct rule r;
    unsigned h, target, top = 0;
    parse_rule(c, &r);
    brute_pile_sg(&c->rule, max, sg);
    if (c->rule.kind == BRUTE_MISERE)   /* per-pile values are Nim's */
        for (h = 0; h <= max; h++)
            sg[h] = h;
    for (h = 0; h <= max; h++)
        if (sg[h] > top)
            top = sg[h];
    for (h = 0; h <= max; h++) {
        unsigned n = brute_moves(&c->rule, h, opt), k;
        for (target = 0; target <= top + 2u; target++) {
            nb_uint_t want_count = 0, count = 99;
            heap_t want_best = 0;
            struct rule_option best = { 99, 99 };
            struct nb_error err;
            for (k = 0; k < n; k++)
                if (sg[opt[k]] == target) {
                    want_count++;
                    want_best = opt[k];   /* ascending: the last is the largest */
                }
            error_clear(&err);
            assert_int_equal(rule_options_with_sg(&r, h, target, &count, &best, &err), 0);
            if (count != want_count || (want_count > 0 && (best.to != want_best || best.split)))
                fail_msg("%s: heap %u target %u: %llu options best %llu, want %llu best %llu",
                         c->text, h, target, (unsigned long long)count,
                         (unsigned long long)best.to, (unsigned long long)want_count,
                         (unsigned long long)want_best);
        }
    }
    free(opt);
    free(sg);
}

int main(void)
{
    struct CMUnitTest tests[3 * MAX_CASES];
    static char names[3 * MAX_CASES][128];
    unsigned i, n = 0;
    build_cases();
    for (i = 0; i < case_count; i++) {
        static void (*const funcs[3])(void **) = { test_positions, test_pile_sg, test_options };
        static const char *const what[3] = { "positions", "pile_sg", "options" };
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
    return _cmocka_run_group_tests("property_heaps", tests, n, NULL, NULL);
}
