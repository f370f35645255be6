/*
 * test_command.c — the command language: exact answers of `move` and
 * `grundy`, and errors that name the word at fault.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/command.h"
#include "core/graph_read.h"
#include "core/scan.h"
#include "support.h"

/* ---- plumbing: graphs from memory ------------------------------------------- */

static const struct {
    const char *name;
    const char *text;
} maps[] = {
    { "chain", "# 0 -> 1 -> 2 -> 3\n4 3\n0 1\n1 2\n2 3\n" },
    /* the second uva11927 sample: SG 3 0 1 0 2 1 0 */
    { "sample2", "7 7\n0 1\n0 2\n0 4\n2 3\n4 5\n5 6\n4 3\n" },
    { "cyc", "4 4\n0 1\n1 2\n2 3\n3 1\n" },
    { "dup", "3 3\n0 1\n0 1\n1 2\n" },
    /* node 0 has two moves to SG 0 (given in descending order) */
    { "fork", "4 3\n0 3\n0 1\n2 3\n" },
};

static struct graph graph;
static unsigned lookups;

/* Like the host: read the named graph's text through the scanner. */
static int find_graph(void *ctx, const char *name, uint16_t len, const struct graph **g,
                      struct nb_error *err)
{
    size_t i;
    (void)ctx;
    lookups++;
    for (i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        if (strlen(maps[i].name) == len && memcmp(maps[i].name, name, len) == 0) {
            struct mem_source src;
            struct scanner sc;
            int code;
            test_scan_text(&sc, &src, maps[i].text, 0, 1);
            if ((code = graph_read(&sc, &graph, err)) != 0)
                return code;
            *g = &graph;
            return 0;
        }
    }
    return error_set(err, ERR_UNKNOWN_MAP, 0, 0);
}

static struct nb_error err;
static struct token bad;

static int run_io(const char *line, uint8_t explain, int with_graphs)
{
    struct command_io io = { &test_out, with_graphs ? find_graph : 0, 0, explain, 0 };
    test_out_reset();
    error_clear(&err);
    bad.s = "unset";
    bad.len = 5;
    return command_line(&io, line, (uint16_t)strlen(line), &bad, &err);
}

static int run(const char *line)
{
    return run_io(line, 0, 1);
}

static void answer(const char *line, const char *want)
{
    int code = run(line);
    if (code != 0)
        fail_msg("\"%s\": error %d at %u", line, code, err.at);
    if (strcmp(test_out_text(), want) != 0)
        fail_msg("\"%s\": wrote \"%s\", want \"%s\"", line, test_out_text(), want);
}

/* An error: its code, the word index it names (command = 0) and that word. */
static void refused(const char *line, int code, uint32_t at, const char *word)
{
    int got = run(line);
    size_t wlen = strlen(word);
    if (got != code || err.code != code || err.where != ERR_AT_ARG || err.at != at)
        fail_msg("\"%s\": code %d (err %u) at %u:%u, want %d at word %u", line, got, err.code,
                 err.where, err.at, code, at);
    if (bad.len != wlen || (wlen && memcmp(bad.s, word, wlen) != 0))
        fail_msg("\"%s\": bad word \"%.*s\", want \"%s\"", line, (int)bad.len,
                 bad.s ? bad.s : "", word);
    if (test_out_length() != 0)
        fail_msg("\"%s\": wrote \"%s\" before failing", line, test_out_text());
}

/* ---- move ------------------------------------------------------------------------ */

static void test_move_nim(void **state)
{
    (void)state;
    /* 3^4^5 = 2; only 3 -> 3^2 = 1 shrinks a pile */
    answer("move nim 3 4 5", "win 1 3 1\n");
    answer("move nim 1 2 3", "lose\n");
    answer("move nim 0 0", "lose\n");
    answer("move nim 7", "win 1 7 0\n");
    /* 1^6^7^4 = 4: pile 2 (6 -> 2) is the first that can */
    answer("move nim 1 6 7 4", "win 2 6 2\n");
    /* blanks: several spaces, tabs, a CR at the end */
    answer("  move\tnim   3 4\t5 \r", "win 1 3 1\n");
}

static void test_move_other_rules(void **state)
{
    (void)state;
    answer("move misere 0 0", "won\n");
    answer("move misere 1 1", "win 1 1 0\n");
    answer("move misere 1 1 1", "lose\n");
    answer("move misere 3 1 1", "win 1 3 1\n");
    answer("move misere 2 2", "lose\n");
    answer("move take:3 5", "win 1 5 4\n");
    answer("move take:3 4 8", "lose\n");
    answer("move pow2 4", "win 1 4 3\n");
    answer("move pow2 3 6", "lose\n");
    /* sub:1,3,4: SG(7) = 0, SG(5) = 3; pile 2 needs an option with SG 0:
     * 5-1 = 4 (SG 2), 5-3 = 2 (SG 0), 5-4 = 1 (SG 1) */
    answer("move sub:1,3,4 7 5", "win 2 5 2\n");
    answer("move sub:4,1,3,3,1 7 5", "win 2 5 2\n");
    answer("move sub:1,3,4 7000000000000000000", "lose\n");   /* 10^18*7 is 0 mod 7 */
    /* half 4 (SG 2): 4 -> 3 (SG(3) = SG(1) = 0) wins, 4 -> 2 (SG 1) does not */
    answer("move half 4", "win 1 4 3\n");
    answer("move half 3 1", "lose\n");
}

static void test_move_explain(void **state)
{
    (void)state;
    assert_int_equal(run_io("move nim 3 4 5", 1, 1), 0);
    assert_string_equal(test_out_text(),
                        "win 1 3 1\nSG 3 4 5, XOR 2: take 2 from pile 1 (3 -> 1); 1 winning move\n");
    assert_int_equal(run_io("move nim 2 2", 1, 1), 0);
    assert_string_equal(test_out_text(), "lose\nSG 2 2, XOR 0: every move loses\n");
    /* two piles of SG 1 under take:2: XOR 0, lost */
    assert_int_equal(run_io("move take:2 1 1", 1, 1), 0);
    assert_string_equal(test_out_text(), "lose\nSG 1 1, XOR 0: every move loses\n");
    assert_int_equal(run_io("move nim 1 1 1", 1, 1), 0);
    assert_string_equal(test_out_text(),
                        "win 1 1 0\nSG 1 1 1, XOR 1: take 1 from pile 1 (1 -> 0); 3 winning moves\n");
}

static void test_move_dag(void **state)
{
    (void)state;
    /* chain: SG 1 0 1 0 */
    answer("move dag:chain 0=1", "win 0 1\n");
    answer("move dag:chain 0=2", "lose\n");
    answer("move dag:chain 0=1 0=1", "lose\n");     /* repeats add up: 2 stones */
    answer("move dag:chain 3=5 1=4", "lose\n");     /* no stone can move usefully */
    answer("move dag:chain 2=1 3=1", "win 2 3\n");
    answer("move dag:sample2 0=1 2=1 4=1", "lose\n");   /* 3 ^ 1 ^ 2 = 0 */
    answer("move dag:sample2 0=1", "win 0 1\n");        /* to SG 0: nodes 1 and 3 */
    /* duplicate edges change nothing: 2 is SG 0, 1 is SG 1, 0 is SG 0 */
    answer("move dag:dup 0=1", "lose\n");
    answer("move dag:dup 1=1", "win 1 2\n");
    /* fork: SG 1 0 1 0.  Stones on 0 and 2 (XOR 0) lose; a stone on 0 alone
     * wins by moving to 1 or 3: the first pile is the lowest node, and the
     * answer is deterministic with the lowest target (targets come out
     * ascending, graph.h) */
    answer("move dag:fork 0=1 2=1", "lose\n");
    answer("move dag:fork 0=1", "win 0 1\n");
    /* two stones on 0 add nothing to the XOR, but either can still move and
     * flip it: 0->1, 0->3 and 2->3 all win, node 0 comes first */
    answer("move dag:fork 2=1 0=2", "win 0 1\n");
    assert_int_equal(run_io("move dag:fork 2=1 0=2", 1, 1), 0);
    assert_non_null(strstr(test_out_text(), "3 winning moves"));
    answer("move dag:fork 2=1 1=2", "win 2 3\n");
    assert_int_equal(run_io("move dag:fork 0=1", 1, 1), 0);
    assert_non_null(strstr(test_out_text(), "2 winning moves"));
}

static void test_move_errors(void **state)
{
    (void)state;
    refused("frob 1 2", ERR_UNKNOWN_COMMAND, 0, "frob");
    refused("move", ERR_MISSING_ARGUMENT, 1, "");
    refused("move nim", ERR_NO_PILES, 2, "");
    refused("move chess 3", ERR_UNKNOWN_RULE, 1, "chess");
    refused("move take:0 3", ERR_RULE_AMOUNT_ZERO, 1, "take:0");
    refused("move sub:1, 3", ERR_RULE_SYNTAX, 1, "sub:1,");
    refused("move nim 3 4x", ERR_NUMBER_MALFORMED, 3, "4x");
    refused("move nim -3", ERR_NUMBER_MALFORMED, 2, "-3");
    refused("move nim 1 9223372036854775808", ERR_HEAP_TOO_LARGE, 3, "9223372036854775808");
    refused("move nim 0=1", ERR_NOT_A_GRAPH_RULE, 2, "0=1");
    /* the heap beyond a table without a period names its own argument */
    refused("move sub:2000000 3 5000000", ERR_HEAP_BEYOND_TABLE, 3, "5000000");
    assert_int_equal(err.value, 5000000);
    assert_int_equal(err.limit, NB_SUB_TABLE);
    assert_int_equal(run("   "), ERR_UNKNOWN_COMMAND);
}

static void test_move_dag_errors(void **state)
{
    (void)state;
    /* errors after a graph was read name the argument, not a graph line */
    refused("move dag:chain 3", ERR_TERM_SYNTAX, 2, "3");
    refused("move dag:chain 0=1 =1", ERR_TERM_SYNTAX, 3, "=1");
    refused("move dag:chain 0=1 1=x", ERR_TERM_SYNTAX, 3, "1=x");
    refused("move dag:chain 9=1", ERR_NODE_OUT_OF_RANGE, 2, "9=1");
    assert_int_equal(err.value, 9);
    assert_int_equal(err.limit, 3);
    refused("move dag:chain 1=9223372036854775808", ERR_HEAP_TOO_LARGE, 2,
            "1=9223372036854775808");
    /* two terms whose counts add past the limit: the node is named */
    assert_int_equal(run("move dag:chain 1=9223372036854775807 2=1 1=1"), ERR_COUNT_OVERFLOW);
    assert_int_equal(err.value, 1);
    assert_int_equal(test_out_length(), 0);
}

static void test_move_dag_rule_errors(void **state)
{
    (void)state;
    refused("move dag:nosuch 0=1", ERR_UNKNOWN_MAP, 1, "dag:nosuch");
    refused("move dag: 0=1", ERR_RULE_SYNTAX, 1, "dag:");
    refused("move dag:cyc 0=1", ERR_CYCLE, 1, "dag:cyc");
    assert_true((err.value == 1 && err.limit == 2) || (err.value == 2 && err.limit == 3) ||
                (err.value == 3 && err.limit == 1));
    /* without a lookup a dag rule cannot be resolved */
    assert_int_equal(run_io("move dag:chain 0=1", 0, 0), ERR_UNKNOWN_MAP);
    assert_int_equal(err.at, 1);
}

/* The position limits: NB_MAX_PILES heaps are fine, one more is refused at
 * the first heap too many. */
static void test_too_many_piles(void **state)
{
    static char line[8 * (NB_MAX_PILES + 4)];
    char want[32];
    size_t len;
    unsigned i;
    int code;
    (void)state;
    assert_true(NB_MAX_PILES % 2 == 0);
    strcpy(line, "move nim");
    len = strlen(line);
    for (i = 0; i < NB_MAX_PILES - 1; i++)
        len += (size_t)sprintf(line + len, " 5");
    strcpy(line + len, " 5");
    answer(line, "lose\n");   /* NB_MAX_PILES (even) 5s */
    /* an odd number of 5s and a 7: XOR 2, only the 7 can shrink (to 5) */
    strcpy(line + len, " 7");
    snprintf(want, sizeof want, "win %u 7 5\n", (unsigned)NB_MAX_PILES);
    answer(line, want);
    strcpy(line + len, " 7 8");
    code = run(line);
    assert_int_equal(code, ERR_TOO_MANY_PILES);
    assert_int_equal(err.where, ERR_AT_ARG);
    assert_int_equal(err.at, NB_MAX_PILES + 2);
    assert_int_equal(bad.len, 1);
    assert_memory_equal(bad.s, "8", 1);
    strcpy(line + len, " 7 8 9 10 11");
    assert_int_equal(run(line), ERR_TOO_MANY_PILES);
    assert_int_equal(test_out_length(), 0);
}

/* The line is len characters, not NUL-terminated. */
static void test_line_length(void **state)
{
    static const char text[] = "move nim 3 4 5garbage";
    struct command_io io = { &test_out, find_graph, 0, 0, 0 };
    (void)state;
    test_out_reset();
    error_clear(&err);
    assert_int_equal(command_line(&io, text, 14, &bad, &err), 0);
    assert_string_equal(test_out_text(), "win 1 3 1\n");
    test_out_reset();
    error_clear(&err);
    assert_int_equal(command_line(&io, text, 0, 0, &err), ERR_UNKNOWN_COMMAND);
}

/* ---- grundy ------------------------------------------------------------------------- */

static void test_grundy(void **state)
{
    (void)state;
    answer("grundy nim 5", "0 1 2 3 4 5\n");
    answer("grundy nim 0", "0\n");
    answer("grundy sub:1,3,4 8", "0 1 0 1 2 3 2 0 1\nperiod 7 preperiod 0\n");
    answer("grundy take:3 5", "0 1 2 3 0 1\nperiod 4 preperiod 0\n");
    answer("grundy pow2 3", "0 1 2 0\nperiod 3 preperiod 0\n");
    answer("grundy half 8", "0 0 1 0 2 1 3 0 4\n");
    answer("grundy dag:chain 3", "1 0 1 0\n");
    answer("grundy dag:sample2 6", "3 0 1 0 2 1 0\n");
    answer("grundy sub:1048576 3", "0 0 0 0\nno period found within the first 1048576 heaps\n");
}

/* A preperiod: S = {2,4,7} by direct mex is
 * n:  0 1 2 3 4 5 6 7 8 9 10 11 12 13 ...
 * SG: 0 0 1 1 2 2 0 3 1 0 2  1  0  2  ... repeating 1 0 2 from 8 on, while
 * SG(7) = 3 differs from SG(10) = 2. */
static void test_grundy_preperiod(void **state)
{
    (void)state;
    answer("grundy sub:2,4,7 13", "0 0 1 1 2 2 0 3 1 0 2 1 0 2\nperiod 3 preperiod 8\n");
}

static void test_grundy_errors(void **state)
{
    (void)state;
    refused("grundy", ERR_MISSING_ARGUMENT, 1, "");
    refused("grundy misere 3", ERR_NO_SG_FOR_MISERE, 1, "misere");
    refused("grundy nim", ERR_MISSING_ARGUMENT, 2, "");
    refused("grundy nim 3 4", ERR_EXTRA_INPUT, 3, "4");
    refused("grundy nim x", ERR_NUMBER_MALFORMED, 2, "x");
    refused("grundy nim 1000001", ERR_NUMBER_TOO_LARGE, 2, "1000001");
    assert_int_equal(err.limit, NB_GRUNDY_MAX);
    refused("grundy dag:chain 4", ERR_NODE_OUT_OF_RANGE, 2, "4");
    assert_int_equal(err.value, 4);
    assert_int_equal(err.limit, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_move_nim),
        cmocka_unit_test(test_move_other_rules),
        cmocka_unit_test(test_move_explain),
        cmocka_unit_test(test_move_dag),
        cmocka_unit_test(test_move_errors),
        cmocka_unit_test(test_move_dag_errors),
        cmocka_unit_test(test_move_dag_rule_errors),
        cmocka_unit_test(test_too_many_piles),
        cmocka_unit_test(test_line_length),
        cmocka_unit_test(test_grundy),
        cmocka_unit_test(test_grundy_preperiod),
        cmocka_unit_test(test_grundy_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
