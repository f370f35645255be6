/*
 * test_octal_rare.c — take-and-break tables past a few thousand heaps
 * (octal_rare.c, the rare heaps' method): every code of two digits and
 * long tables of codes with rare heaps against a plain mex over every
 * option (brute_octal.c), with a planted difference that must show; the
 * published periods and preperiods, each found by the engine (the source
 * beside each); heaps far past the preperiod answered through the period;
 * a code whose period nobody has found refused past how far its table
 * reached; and the work a long table takes against the plain one's.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "brute_octal.h"
#include "core/command.h"
#include "core/rule.h"
#include "core/rules/octal_rare.h"

static struct nb_error err;
static struct token bad;

static int run(const char *line)
{
    struct command_io io = { &test_out, 0, 0, 0, 0 };
    test_out_reset();
    error_clear(&err);
    bad.s = "unset";
    bad.len = 5;
    return command_line(&io, line, (uint16_t)strlen(line), &bad, &err);
}

static void answer(const char *line, const char *want)
{
    int code = run(line);
    if (code != 0)
        fail_msg("\"%s\": error %d at %u", line, code, err.at);
    if (strcmp(test_out_text(), want) != 0)
        fail_msg("\"%s\": wrote \"%s\", want \"%s\"", line, test_out_text(), want);
}

static void parse(const char *text, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    error_clear(&err);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), r, &name, &name_len, &err), 0);
}

static sg_t sg_of(const struct rule *r, heap_t h)
{
    sg_t g;
    assert_int_equal(rule_pile_sg(r, h, &g, &err), 0);
    return g;
}

/* The code "0.d1d2..." as the brute force's digits. */
static void digits_of(const char *code, struct brute_octal *o)
{
    const char *d = strchr(code, '.') + 1;
    o->k = 0;
    while (*d)
        o->digits[o->k++] = (unsigned)(*d++ - '0');
}

/* Heaps 0..max of `code` (octal:CODE) through the engine against the
 * plain mex of `plain_code`'s digits: the index of the first heap that
 * differs, or max + 1 when none does. */
static unsigned first_difference(const char *code, const char *plain_code, unsigned max)
{
    char text[40];
    struct rule r;
    struct brute_octal o;
    unsigned *sg = malloc((max + 1u) * sizeof *sg), h;
    assert_non_null(sg);
    digits_of(plain_code, &o);
    brute_octal_sg(&o, max, sg);
    snprintf(text, sizeof text, "octal:%s", code);
    parse(text, &r);
    for (h = 0; h <= max; h++)
        if (sg_of(&r, h) != sg[h])
            break;
    free(sg);
    return h;
}

/* Every code 0.d1d2 (the 63 with a move), heaps 0..3000: the rare heaps'
 * method starts at 512 heaps in those without a period by then (0.04,
 * 0.06, 0.14, 0.16, 0.36, 0.56, 0.6, 0.64, 0.74, 0.76). */
static void test_two_digit_codes(void **state)
{
    char code[8];
    unsigned d1, d2, at;
    (void)state;
    for (d1 = 0; d1 < 8; d1++)
        for (d2 = 0; d2 < 8; d2++) {
            if (!d1 && !d2)
                continue;
            snprintf(code, sizeof code, "0.%u%u", d1, d2);
            if ((at = first_difference(code, code, 3000)) <= 3000)
                fail_msg("%s: heap %u differs from the plain mex", code, at);
        }
}

/* Long tables whose values the rare heaps give, against the plain mex:
 * each code's method in use at the end (the list short enough), and a
 * planted difference (0.127's table against 0.126's digits) found. */
static void test_long_tables(void **state)
{
    static const struct {
        const char *code;
        unsigned heaps;
        uint8_t by_rare;
    } cases[] = {
        { "0.127", 20000, 1 }, { "0.6", 12000, 1 }, { "0.16", 12000, 1 }, { "0.56", 12000, 1 },
        { "0.354", 8000, 1 }, { "0.36", 8000, 1 }, { "0.007", 6000, 0 }, { "0.165", 6000, 0 },
    };
    unsigned i, at;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if ((at = first_difference(cases[i].code, cases[i].code, cases[i].heaps)) <=
            cases[i].heaps)
            fail_msg("%s: heap %u differs from the plain mex", cases[i].code, at);
        if (cases[i].by_rare && !octal_rare_on())
            fail_msg("%s: the rare heaps' method is not in use at %u heaps", cases[i].code,
                     cases[i].heaps);
    }
    at = first_difference("0.127", "0.126", 2000);
    assert_true(at <= 2000);
}

/* Codes of three digits whose periods nobody has found (tczajka/octal-games,
 * UnsolvedGames.md), with two or three split removals: of one parity (a
 * heap's place may class it) or of both (it may not), heaps 0..3000
 * against the plain mex. */
static void test_several_splits(void **state)
{
    static const char *const codes[] = {
        "0.404", "0.414", "0.416", "0.604", "0.606", "0.344", "0.444", "0.454", "0.744",
        "0.764", "0.774", "0.776", "0.054", "0.104", "0.164", "0.204", "0.244", "0.264",
    };
    unsigned i, at;
    (void)state;
    for (i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if ((at = first_difference(codes[i], codes[i], 3000)) <= 3000)
            fail_msg("%s: heap %u differs from the plain mex", codes[i], at);
}

/* Published periods and preperiods (the first heap from which the values
 * repeat: one past the last exception), each found by the engine. */
static void test_published_periods(void **state)
{
    static const struct {
        const char *code, *line;
    } published[] = {
        /* Kayles, OEIS A002186: period 12, last exception 70 */
        { "0.77", "period 12 preperiod 71" },
        /* Dawson's Kayles: Dawson's chess (OEIS A002187, last exception
         * 51) one heap later */
        { "0.07", "period 34 preperiod 53" },
        { "0.137", "period 34 preperiod 52" },
        /* OEIS A071435: period 20, last exception 496 */
        { "0.177", "period 20 preperiod 497" },
        /* OEIS A071434: period 24, last exception 140 */
        { "0.1377", "period 24 preperiod 141" },
        /* OEIS A071452: period 32, last exception 186 */
        { "0.11377", "period 32 preperiod 187" },
        /* OEIS A071451: period 36, last exception 210 */
        { "0.113377", "period 36 preperiod 211" },
        /* OEIS A071453: period 48, the last of the exceptions at 46 */
        { "0.117", "period 48 preperiod 47" },
        /* OEIS A071464: period 4, last exception 46577 (Gangolli and
         * Plambeck, 1989) */
        { "0.127", "period 4 preperiod 46578" },
        /* github.com/tczajka/octal-games, SolvedGames.md: its own
         * computations, checking Flammenkamp's table
         * (wwwhomes.uni-bielefeld.de/achim/octal.html), with who solved
         * each first ("prefix": the preperiod): 0.45 period 20 prefix 498; 0.156
         * (Kenyon, 1967) 349 and 3479; 0.356 (Austin, 1976) 142 and 7315;
         * 0.644 (Austin) 442 and 3256; 0.165 (Austin) 1550 and 5181; 0.16
         * (Gangolli and Plambeck) 149459 and 105351; 0.56 (Gangolli and
         * Plambeck) 144 and 326640.  OEIS A071436 gives 0.56's period 144
         * but its last exception at 326637: a plain mex over every option
         * to heap 327000 (host-tests/bench/plain_octal.c) finds SG(326639)
         * = 26 and SG(326639 + 144) = 16, the last pair that differs */
        { "0.45", "period 20 preperiod 498" },
        { "0.156", "period 349 preperiod 3479" },
        { "0.356", "period 142 preperiod 7315" },
        { "0.644", "period 442 preperiod 3256" },
        { "0.165", "period 1550 preperiod 5181" },
        { "0.16", "period 149459 preperiod 105351" },
        { "0.56", "period 144 preperiod 326640" },
    };
    char line[40], want[64];
    unsigned i;
    (void)state;
    for (i = 0; i < sizeof published / sizeof published[0]; i++) {
        snprintf(line, sizeof line, "grundy octal:%s 0", published[i].code);
        snprintf(want, sizeof want, "0\n%s\n", published[i].line);
        answer(line, want);
    }
}

/* 0.127 far past its preperiod: through the period, the answer's move
 * is legal (take 2, one heap left) and leaves equal values. */
static void test_far_heaps(void **state)
{
    struct rule r;
    (void)state;
    answer("move octal:0.127 99999 77777", "win 1 99999 99997\n");
    parse("octal:0.127", &r);
    assert_int_not_equal(sg_of(&r, 99999), sg_of(&r, 77777));
    assert_int_equal(sg_of(&r, 99997), sg_of(&r, 77777));
    /* the period from its preperiod on, as far as a heap goes */
    assert_int_equal(sg_of(&r, 46578), sg_of(&r, 46578 + 4u * 1000000000u));
    assert_int_not_equal(sg_of(&r, 46577), sg_of(&r, 46581));
    assert_int_equal(run("grundy octal:0.127 200000"), 0);
}

/* 0.127's table up to its proof looks at far fewer splits than every
 * split (about n/2 each up to 2*46578 + 2*4 + 3 values). */
static void test_work(void **state)
{
    struct rule r;
    struct rule_period p;
    uint64_t plain = 0, n;
    (void)state;
    parse("octal:0.16", &r);   /* another table first: 0.127's from nothing */
    parse("octal:0.127", &r);
    assert_true(rule_period(&r, &p));
    assert_true(p.known);
    for (n = 0; n < p.computed; n++)
        plain += n / 2u;
    assert_true(octal_table_work() * 20u < plain);
}

/* 0.6 (no period known): the table grows until its work is spent, then
 * `grundy` says how far it reached; every heap within is answered, the
 * first past it refused with that bound. */
static void test_unsolved_refused(void **state)
{
    struct rule r;
    struct rule_period p;
    char line[64], want[96];
    (void)state;
    parse("octal:0.6", &r);
    assert_true(rule_period(&r, &p));
    assert_false(p.known);
    assert_true(p.computed > 4096u && p.computed < NB_OCTAL_TABLE);
    assert_false(octal_rare_work_left());
    snprintf(want, sizeof want, "0 0 1\nno period found within the first %lu heaps\n",
             (unsigned long)p.computed);
    answer("grundy octal:0.6 2", want);
    snprintf(line, sizeof line, "move octal:0.6 %lu", (unsigned long)p.computed - 1u);
    assert_int_equal(run(line), 0);
    snprintf(line, sizeof line, "move octal:0.6 1 %lu", (unsigned long)p.computed);
    assert_int_equal(run(line), ERR_HEAP_BEYOND_TABLE);
    assert_int_equal(err.at, 3);
    assert_int_equal(err.value, p.computed);
    assert_int_equal(err.limit, p.computed);
    assert_int_equal(test_out_length(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_digit_codes),
        cmocka_unit_test(test_long_tables),
        cmocka_unit_test(test_several_splits),
        cmocka_unit_test(test_published_periods),
        cmocka_unit_test(test_far_heaps),
        cmocka_unit_test(test_work),
        cmocka_unit_test(test_unsolved_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
