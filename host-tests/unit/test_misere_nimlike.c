/*
 * test_misere_nimlike.c — the rules answered under misere play by
 * Bouton's rule on their SG values (misere_nimlike.c: take:M, pow2,
 * half): the families flagged are those its proof covers, its hypothesis
 * holds heap by heap (every option one heap; every heap of SG 0 with a
 * move has an option of SG 1), a game that splits fails it (a planted
 * case), and positions past the search's reach are answered.  Every
 * answer within 1-4 heaps and 24 tokens is compared with a search of the
 * whole game by test_misere_search.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "core/command.h"
#include "core/maps.h"
#include "core/rule.h"
#include "core/text.h"

static void parse(const char *text, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    if (rule_parse(text, (uint16_t)strlen(text), r, &name, &name_len, &err) != 0)
        fail_msg("%s: not parsed (error %d)", text, err.code);
}

/* One command line's output. */
static char out_buf[512];
static size_t out_len;
static void put(void *ctx, char ch)
{
    (void)ctx;
    if (out_len + 1 < sizeof out_buf)
        out_buf[out_len++] = ch;
    out_buf[out_len] = 0;
}
static const struct text_out sink = { put, 0 };

static int run(const char *line, struct nb_error *err)
{
    struct command_io io = { &sink, maps_lookup, 0, 0, 0 };
    out_len = 0;
    out_buf[0] = 0;
    error_clear(err);
    return command_line(&io, line, (uint16_t)strlen(line), 0, err);
}

/* The hypothesis of misere_nimlike.c's theorem on heaps 0..max of r: every
 * option one heap, every heap of SG 0 with a move an option of SG 1;
 * the first heap where it fails, or -1. */
static long nimlike_fails(const struct rule *r, unsigned max)
{
    unsigned h;
    for (h = 0; h <= max; h++) {
        sg_t g, go;
        nb_uint_t n, m = rule_moves(r, h);
        struct nb_error err;
        int one = 0;
        error_clear(&err);
        assert_int_equal(rule_pile_sg(r, h, &g, &err), 0);
        for (n = 0; n < m; n++) {
            struct rule_option o;
            rule_option(r, h, n, &o);
            if (o.split)
                return (long)h;
            assert_int_equal(rule_pile_sg(r, o.to, &go, &err), 0);
            one |= go == 1;
        }
        if (g == 0 && m > 0 && !one)
            return (long)h;
    }
    return -1;
}

/* The rules answered by Bouton's rule on their SG values (the flag) are
 * those whose proof misere_nimlike.c gives, and the hypothesis holds
 * heap by heap; Kayles (splits) fails it, as a planted case. */
static void test_nimlike(void **state)
{
    static const char *const proven[] = { "take:M", "pow2", "half" };
    static const char *const rules[] = { "misere:take:1", "misere:take:2", "misere:take:3",
                                         "misere:take:7", "misere:take:20", "misere:pow2",
                                         "misere:half" };
    struct rule r;
    uint8_t i;
    unsigned k, flagged = 0;
    (void)state;
    for (i = 0; i < rule_family_count(); i++) {
        memset(&r, 0, sizeof r);
        r.family = i;
        if (!(rule_flags(&r) & RULE_MISERE_NIMLIKE))
            continue;
        for (k = 0; k < 3; k++) {
            const char *s = rule_family_spelling(i);
            if (strncmp(s, proven[k], strlen(proven[k])) == 0)
                break;
        }
        if (k == 3)
            fail_msg("%s is flagged, with no proof", rule_family_spelling(i));
        flagged++;
    }
    assert_int_equal(flagged, 3);
    for (k = 0; k < sizeof rules / sizeof rules[0]; k++) {
        parse(rules[k], &r);
        if (nimlike_fails(&r, 3000) >= 0)
            fail_msg("%s: the hypothesis fails at heap %ld", rules[k], nimlike_fails(&r, 3000));
    }
    parse("misere:kayles", &r);
    assert_false(rule_flags(&r) & RULE_MISERE_NIMLIKE);
    assert_int_equal(nimlike_fails(&r, 3000), 3);   /* 3 -> 1+1 */
}

/* Past the search's tokens, the proven rule answers (and agrees with
 * misere Nim's own where the rule is Nim's in all but name: take:M with
 * every heap at most M). */
static void test_nimlike_large(void **state)
{
    struct nb_error err;
    (void)state;
    assert_int_equal(run("move misere:take:3 1000000000000 7 2", &err), 0);
    assert_string_equal(out_buf, "win 1 1000000000000 999999999997\n");
    assert_int_equal(run("move misere:take:1000 300 200 100 7", &err), 0);
    {
        char want[512];
        size_t n = strlen(out_buf);
        memcpy(want, out_buf, n + 1);
        assert_int_equal(run("move misere 300 200 100 7", &err), 0);
        assert_string_equal(out_buf, want);
    }
    assert_int_equal(run("move misere:half 1000000000000000000 5", &err), 0);
    assert_int_equal(run("move misere:pow2 999999 3", &err), 0);
}


int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nimlike),
        cmocka_unit_test(test_nimlike_large),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
