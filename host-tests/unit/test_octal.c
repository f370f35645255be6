/*
 * test_octal.c — take-and-break games through the rule table and the
 * command language: Kayles against its published values (OEIS A002186,
 * Winning Ways' table) and its period 12 from 71; Dawson's Kayles, period
 * 34 from 53, against Dawson's chess (0.137, OEIS A002187) shifted by one;
 * a code with no period within the table refused past it, never guessed;
 * the answers' wording (`win I FROM A+B`, the explanation, `grundy`'s
 * period line); every malformed code with its error; the aliases; and the
 * table shared with subtraction games, each rule getting its own values
 * back after the other used the storage.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "support.h"
#include "core/command.h"
#include "core/rule.h"

static struct nb_error err;
static struct token bad;

static int run_io(const char *line, uint8_t explain)
{
    struct command_io io = { &test_out, 0, 0, explain, 0 };
    test_out_reset();
    error_clear(&err);
    bad.s = "unset";
    bad.len = 5;
    return command_line(&io, line, (uint16_t)strlen(line), &bad, &err);
}

static void answer_io(const char *line, uint8_t explain, const char *want)
{
    int code = run_io(line, explain);
    if (code != 0)
        fail_msg("\"%s\": error %d at %u", line, code, err.at);
    if (strcmp(test_out_text(), want) != 0)
        fail_msg("\"%s\": wrote \"%s\", want \"%s\"", line, test_out_text(), want);
}

static void answer(const char *line, const char *want)
{
    answer_io(line, 0, want);
}

/* An error's sentence, written through its own sink. */
static char sentence_text[256];
static size_t sentence_len;

static void sentence_put(void *ctx, char c)
{
    (void)ctx;
    if (sentence_len + 1 < sizeof sentence_text) {
        sentence_text[sentence_len++] = c;
        sentence_text[sentence_len] = 0;
    }
}

/* An error: its code, the word it names and the sentence. */
static void refused(const char *line, int code, uint32_t at, const char *sentence)
{
    static const struct text_out sentence_out = { sentence_put, 0 };
    int got = run_io(line, 0);
    if (got != code || err.where != ERR_AT_ARG || err.at != at)
        fail_msg("\"%s\": code %d at %u, want %d at word %u", line, got, err.at, code, at);
    assert_int_equal(test_out_length(), 0);
    sentence_len = 0;
    sentence_text[0] = 0;
    error_write(&err, &sentence_out, command_write_names);
    assert_string_equal(sentence_text, sentence);
}

/* The SG values a rule text gives for heaps 0..n-1, through the engine. */
static void values(const char *text, unsigned n, unsigned *sg)
{
    struct rule r;
    const char *name;
    uint16_t name_len;
    unsigned h;
    error_clear(&err);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), &r, &name, &name_len, &err), 0);
    for (h = 0; h < n; h++) {
        sg_t g;
        assert_int_equal(rule_pile_sg(&r, h, &g, &err), 0);
        sg[h] = (unsigned)g;
    }
}

/* Kayles, rows of 12 (Winning Ways; OEIS A002186): the exceptions to the
 * last row are at 0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57 and 70. */
static const unsigned kayles_published[84] = {
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6,
    4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
    4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7,
    4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
};

static void test_kayles_published(void **state)
{
    unsigned sg[2000], h;
    (void)state;
    values("kayles", 2000, sg);
    for (h = 0; h < 84; h++)
        if (sg[h] != kayles_published[h])
            fail_msg("Kayles SG(%u) = %u, published %u", h, sg[h], kayles_published[h]);
    /* from 71 on the last row repeats: far past the table the engine built */
    for (h = 71; h < 2000; h++)
        if (sg[h] != kayles_published[72 + (h - 72 + 1200) % 12])
            fail_msg("Kayles SG(%u) = %u, period 12 gives %u", h, sg[h],
                     kayles_published[72 + (h - 72 + 1200) % 12]);
    answer("grundy kayles 15", "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7\nperiod 12 preperiod 71\n");
    answer("grundy octal:0.77 3", "0 1 2 3\nperiod 12 preperiod 71\n");
    answer("grundy octal:.77 3", "0 1 2 3\nperiod 12 preperiod 71\n");
    /* a trailing 0 digit removes nothing more: the same game */
    answer("grundy octal:0.770 3", "0 1 2 3\nperiod 12 preperiod 71\n");
}

/* Dawson's chess (0.137, OEIS A002187) from 0: Dawson's Kayles is the same
 * sequence one heap later. */
static const unsigned dawson_chess_published[60] = {
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3,
    0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3,
    1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
};

static void test_dawson(void **state)
{
    unsigned kayles[1001], chess[1001], h;
    (void)state;
    values("dawson", 1001, kayles);
    values("octal:0.137", 1000, chess);
    for (h = 0; h < 60; h++)
        assert_int_equal(chess[h], dawson_chess_published[h]);
    assert_int_equal(kayles[0], 0);
    for (h = 1; h <= 1000; h++)
        if (kayles[h] != chess[h - 1])
            fail_msg("Dawson's Kayles SG(%u) = %u, Dawson's chess SG(%u) = %u", h, kayles[h],
                     h - 1, chess[h - 1]);
    answer("grundy dawson 9", "0 0 1 1 2 0 3 1 1 0\nperiod 34 preperiod 53\n");
    answer("grundy octal:0.07 0", "0\nperiod 34 preperiod 53\n");
    /* its last exception is at 51, one before Dawson's Kayles' */
    answer("grundy octal:0.137 0", "0\nperiod 34 preperiod 52\n");
}

/* 0.007 has no known period: the table is computed as far as it goes
 * (its size, its work: test_octal_rare.c), nothing past it is answered. */
static void test_no_period_refused_past_the_table(void **state)
{
    char want[200], line[64];
    struct rule r;
    struct rule_period p;
    const char *name;
    uint16_t name_len;
    (void)state;
    assert_int_equal(rule_parse("octal:0.007", 11, &r, &name, &name_len, &err), 0);
    assert_true(rule_period(&r, &p));
    assert_false(p.known);
    assert_true(p.computed >= 4096u && p.computed <= NB_OCTAL_TABLE);
    snprintf(want, sizeof want, "0 0 0 1 1 1\nno period found within the first %lu heaps\n",
             (unsigned long)p.computed);
    answer("grundy octal:0.007 5", want);
    snprintf(line, sizeof line, "move octal:0.007 %lu", (unsigned long)p.computed - 1u);
    assert_int_equal(run_io(line, 0), 0);
    snprintf(line, sizeof line, "move octal:0.007 1 %lu", (unsigned long)p.computed);
    assert_int_equal(run_io(line, 0), ERR_HEAP_BEYOND_TABLE);
    assert_int_equal(err.at, 3);
    assert_int_equal(err.value, p.computed);
    assert_int_equal(test_out_length(), 0);
}

static void test_moves_and_splits(void **state)
{
    (void)state;
    /* Kayles 5: SG 4; 2+2 (one pin from the middle) is the only move to 0 */
    answer("move kayles 5", "win 1 5 2+2\n");
    answer_io("move kayles 5", 1, "win 1 5 2+2\nSG 4, XOR 4: take 1 from pile 1 (5 -> 2+2); "
                                  "1 winning move\n");
    /* taking a whole heap of 2 leaves none */
    answer("move kayles 2", "win 1 2 0\n");
    answer("move kayles 1 1", "lose\n");
    answer("move kayles 0 0", "lose\n");
    /* SG 4 3: pile 1 to 3 (take 2, one heap) comes before any split */
    answer("move kayles 5 3", "win 1 5 3\n");
    /* Dawson's Kayles 7: SG 1; leaving one heap of 5 (SG 0) comes first */
    answer("move dawson 7", "win 1 7 5\n");
    /* Dawson's Kayles 4: SG 2; two pins from the middle leave 1+1 */
    answer("move dawson 4", "win 1 4 1+1\n");
    /* 0.4 only splits: SG 0 0 0 1, so not periodic from 0 although the
     * first values repeat; a heap of 3 becomes 1+1 */
    answer("grundy octal:0.4 3", "0 0 0 1\nperiod 34 preperiod 54\n");
    answer("move octal:0.4 3", "win 1 3 1+1\n");
    answer("move octal:0.4 2", "lose\n");
}

static void test_code_errors(void **state)
{
    (void)state;
    refused("move octal:0.78 3", ERR_OCTAL_DIGIT, 1, "octal digits are 0-7");
    refused("move octal:0.7a 3", ERR_OCTAL_DIGIT, 1, "octal digits are 0-7");
    refused("move octal:77 3", ERR_OCTAL_SYNTAX, 1,
            "an octal code is 0. and digits 0-7 (e.g. octal:0.77)");
    refused("move octal:1.7 3", ERR_OCTAL_SYNTAX, 1,
            "an octal code is 0. and digits 0-7 (e.g. octal:0.77)");
    refused("move octal: 3", ERR_OCTAL_SYNTAX, 1,
            "an octal code is 0. and digits 0-7 (e.g. octal:0.77)");
    refused("move octal 3", ERR_RULE_SYNTAX, 1, "malformed rule parameter");
    refused("move octal:0.00 3", ERR_OCTAL_NO_MOVES, 1, "a code of 0s only allows no move");
    refused("move octal:0. 3", ERR_OCTAL_EMPTY, 1, "no digits after 0. (e.g. octal:0.77)");
    refused("move octal:. 3", ERR_OCTAL_EMPTY, 1, "no digits after 0. (e.g. octal:0.77)");
    refused("move octal:0.12345671234567123 3", ERR_OCTAL_TOO_LONG, 1,
            "too many octal digits (at most 16)");
    refused("move kayles:7 3", ERR_UNKNOWN_RULE, 1,
            "unknown rule (nim, misere, take:M, pow2, sub:a,b,..., half, octal:0.CODE, kayles, "
            "dawson, dag:NAME, misere:RULE)");
    answer("move octal:0.1234567123456712 3", "win 1 3 0\n");
}

/* The subtraction table's storage holds one rule's table at a time. */
static void test_shared_table(void **state)
{
    (void)state;
    answer("grundy sub:1,3,4 8", "0 1 0 1 2 3 2 0 1\nperiod 7 preperiod 0\n");
    answer("grundy kayles 5", "0 1 2 3 1 4\nperiod 12 preperiod 71\n");
    answer("grundy sub:1,3,4 8", "0 1 0 1 2 3 2 0 1\nperiod 7 preperiod 0\n");
    answer("move sub:1,3,4 7 100", "lose\n");
    answer("move sub:1,3,4 4 100", "win 1 4 0\n");
    answer("grundy dawson 5", "0 0 1 1 2 0\nperiod 34 preperiod 53\n");
    answer("grundy kayles 5", "0 1 2 3 1 4\nperiod 12 preperiod 71\n");
}

/* The table row of each family by its stable identifier. */
static void test_ids(void **state)
{
    struct rule r;
    (void)state;
    assert_int_equal(rule_set_id(&r, RULE_ID_KAYLES, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_KAYLES);
    assert_int_equal(rule_param(&r), RULE_PARAM_NONE);
    assert_int_equal(rule_select(&r, r.family, &err), 0);
    assert_int_equal(r.code.len, 2);
    assert_int_equal(r.code.digit[0], 7);
    assert_int_equal(r.code.digit[1], 7);
    assert_int_equal(rule_set_id(&r, RULE_ID_OCTAL, &err), 0);
    assert_int_equal(rule_param(&r), RULE_PARAM_CODE);
    assert_int_equal(rule_set_id(&r, 0, &err), ERR_UNKNOWN_RULE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kayles_published),
        cmocka_unit_test(test_dawson),
        cmocka_unit_test(test_no_period_refused_past_the_table),
        cmocka_unit_test(test_moves_and_splits),
        cmocka_unit_test(test_code_errors),
        cmocka_unit_test(test_shared_table),
        cmocka_unit_test(test_ids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
