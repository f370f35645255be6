/*
 * test_misere_search.c — every misere answer the engine gives, on every
 * rule family, against brute_misere.c's plain recursion (which shares
 * nothing with the engine's search but the rules' definitions).
 *
 * Heap rules: every position of 1..4 heaps of at least 1 with at most
 * TOTAL tokens in all (and the empty ones), under misere play of take:M
 * for several M, subtraction sets, pow2, half, Kayles, Dawson's Kayles,
 * several octal codes (splitting ones among them), and misere Nim (its
 * own rule, misere and misere:nim); take:M, pow2 and half are answered by
 * Bouton's rule on their SG values (misere_nimlike.c), the others by the
 * search.  Maps: every placement of 1..STONES
 * stones on the small built-in maps, and on the large ones every
 * placement of 1..3 stones on their last nodes.  For each, the outcome
 * (won with no move, lost, or won with a move), the number of winning
 * moves, and the move reported: one of the pile's options, leaving a
 * lost position, on the first pile that has one.  Then the refusals: too
 * many tokens or stones, a full table, a line of play past the stack;
 * and a planted wrong answer the comparison must catch.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brute_misere.h"
#include "core/command.h"
#include "core/game.h"
#include "core/maps.h"
#include "core/rule.h"
#include "core/text.h"

#define TOTAL 24
#define MAX_HEAPS 4
#define STONES 3

struct heap_case {
    const char *text;
    struct bm_rule rule;
};

static const struct bm_rule *current;

/* Does pile i of parts have a winning option?  (its options into a, b) */
static int pile_wins(const unsigned *parts, unsigned count, unsigned i)
{
    unsigned a[256], b[256], m = bm_options(current, parts[i], a, b, 256), k;
    for (k = 0; k < m; k++)
        if (bm_wins_by(parts, count, i, a[k], b[k]))
            return 1;
    return 0;
}

/* What is wrong with res as the answer for parts[0..count) (heaps, or on
 * a map the stones' nodes), or 0. */
static const char *wrong(const unsigned *parts, unsigned count, const struct game_result *res,
                         int map)
{
    unsigned a[256], b[256], i, any = 0, first = count;
    for (i = 0; i < count; i++)
        any |= bm_options(current, parts[i], a, b, 256) > 0;
    if (!any)
        return res->outcome == OUTCOME_WON ? 0 : "no move: the player to move has won";
    if (bm_lost(parts, count))
        return res->outcome != OUTCOME_LOSE ? "lost, not so answered"
             : res->winning_moves != 0 ? "lost, with winning moves counted" : 0;
    if (res->outcome != OUTCOME_WIN)
        return "won, not so answered";
    if (map) {
        /* moves counted once per node; the lowest node's move */
        unsigned wins = 0, seen;
        for (i = 0; i < count; i++) {
            unsigned j, m = bm_options(current, parts[i], a, b, 256), k;
            for (j = 0, seen = 0; j < i; j++)
                seen |= parts[j] == parts[i];
            for (k = 0; k < m && !seen; k++)
                wins += (unsigned)bm_wins_by(parts, count, i, a[k], 0);
            if (parts[i] < res->from && pile_wins(parts, count, i))
                return "not the lowest node's move";
        }
        if (res->winning_moves != wins)
            return "winning moves miscounted";
        for (i = 0; i < count && parts[i] != res->from; i++)
            ;
        return i < count && bm_wins_by(parts, count, i, (unsigned)res->to, 0)
            ? 0 : "not a winning move";
    }
    if (res->winning_moves != bm_winning(parts, count))
        return "winning moves miscounted";
    for (i = 0; i < count && first == count; i++)
        if (pile_wins(parts, count, i))
            first = i;
    if (res->pile != first)
        return "not the first pile's move";
    return bm_wins_by(parts, count, res->pile, (unsigned)res->to, (unsigned)res->split)
        ? 0 : "not a winning move";
}

static void parse(const char *text, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    const struct graph *g;
    error_clear(&err);
    if (rule_parse(text, (uint16_t)strlen(text), r, &name, &name_len, &err) != 0)
        fail_msg("%s: not parsed (error %d)", text, err.code);
    if (name && (maps_lookup(0, name, name_len, &g, &err) != 0 ||
                 rule_attach_graph(r, g, &err) != 0))
        fail_msg("%s: no map (error %d)", text, err.code);
}

/* ---- heap rules ------------------------------------------------------------- */

static struct heap_case heap_cases[] = {
    { "misere", { BM_NIM, 0, { 0 }, 0, 0, 0, 0 } },
    { "misere:nim", { BM_NIM, 0, { 0 }, 0, 0, 0, 0 } },
    { "misere:take:1", { BM_TAKE, 1, { 0 }, 0, 0, 0, 0 } },
    { "misere:take:2", { BM_TAKE, 2, { 0 }, 0, 0, 0, 0 } },
    { "misere:take:3", { BM_TAKE, 3, { 0 }, 0, 0, 0, 0 } },
    { "misere:take:6", { BM_TAKE, 6, { 0 }, 0, 0, 0, 0 } },
    { "misere:sub:1,3,4", { BM_SUB, 0, { 1, 3, 4 }, 3, 0, 0, 0 } },
    { "misere:sub:2,5,7", { BM_SUB, 0, { 2, 5, 7 }, 3, 0, 0, 0 } },
    { "misere:sub:1,2,4,8", { BM_SUB, 0, { 1, 2, 4, 8 }, 4, 0, 0, 0 } },
    { "misere:pow2", { BM_POW2, 0, { 0 }, 0, 0, 0, 0 } },
    { "misere:half", { BM_HALF, 0, { 0 }, 0, 0, 0, 0 } },
    { "misere:kayles", { BM_OCTAL, 0, { 7, 7 }, 2, 0, 0, 0 } },
    { "misere:dawson", { BM_OCTAL, 0, { 0, 7 }, 2, 0, 0, 0 } },
    { "misere:octal:0.137", { BM_OCTAL, 0, { 1, 3, 7 }, 3, 0, 0, 0 } },
    { "misere:octal:0.007", { BM_OCTAL, 0, { 0, 0, 7 }, 3, 0, 0, 0 } },
    { "misere:octal:0.6", { BM_OCTAL, 0, { 6 }, 1, 0, 0, 0 } },
    { "misere:octal:0.4", { BM_OCTAL, 0, { 4 }, 1, 0, 0, 0 } },
    { "misere:octal:0.51", { BM_OCTAL, 0, { 5, 1 }, 2, 0, 0, 0 } },
    { "misere:octal:0.75", { BM_OCTAL, 0, { 7, 5 }, 2, 0, 0, 0 } },
};
#define HEAP_CASES (sizeof heap_cases / sizeof heap_cases[0])

/* Every position of 1..MAX_HEAPS heaps of 1..TOTAL, ascending, with at
 * most TOTAL tokens, and the empty ones (a heap of 0, two). */
static void test_heaps(void **state)
{
    const struct heap_case *c = *state;
    struct rule r;
    unsigned h[MAX_HEAPS] = { 0 }, count, i, checked = 0, wins = 0, lost = 0;
    current = &c->rule;
    bm_reset(&c->rule);
    parse(c->text, &r);
    for (count = 1; count <= MAX_HEAPS; count++) {
        for (i = 0; i < count; i++)
            h[i] = 1;
        for (;;) {
            unsigned sum = 0;
            heap_t heaps[MAX_HEAPS];
            struct game_result res;
            struct nb_error err;
            const char *why;
            for (i = 0; i < count; i++) {
                sum += h[i];
                heaps[i] = h[i];
            }
            if (sum <= TOTAL) {
                error_clear(&err);
                if (game_analyse_heaps(&r, heaps, (uint16_t)count, &res, &err) != 0)
                    fail_msg("%s: %u %u %u %u refused (error %d)", c->text, h[0], h[1], h[2],
                             h[3], err.code);
                if ((why = wrong(h, count, &res, 0)) != 0)
                    fail_msg("%s: %u %u %u %u: %s", c->text, h[0], count > 1 ? h[1] : 0,
                             count > 2 ? h[2] : 0, count > 3 ? h[3] : 0, why);
                checked++;
                wins += res.outcome == OUTCOME_WIN;
                lost += res.outcome == OUTCOME_LOSE;
            }
            /* the next ascending tuple with its sum within TOTAL */
            for (i = count; i-- > 0;) {
                unsigned j, s = 0;
                h[i]++;
                for (j = i + 1; j < count; j++)
                    h[j] = h[i];
                for (j = 0; j < count; j++)
                    s += h[j];
                if (s <= TOTAL)
                    break;
            }
            if (i == (unsigned)-1)
                break;
        }
        for (i = 0; i < MAX_HEAPS; i++)
            h[i] = 0;
    }
    for (count = 1; count <= 2; count++) {   /* no stones at all */
        heap_t zero[2] = { 0, 0 };
        struct game_result res;
        struct nb_error err;
        error_clear(&err);
        assert_int_equal(game_analyse_heaps(&r, zero, (uint16_t)count, &res, &err), 0);
        assert_int_equal(res.outcome, OUTCOME_WON);
    }
    /* 1..4 heaps of at least 1, at most 24 tokens: 1291 positions
     * (partitions of 1..24 into at most 4 parts) */
    assert_int_equal(checked, 1291u);
    assert_true(wins > 100 && lost > 10);
    print_message("%s: %u positions, %u won, %u lost\n", c->text, checked, wins, lost);
}

/* ---- maps ---------------------------------------------------------------------- */

struct map_case {
    const char *name;
    unsigned stones;   /* 1..stones stones */
    unsigned from;     /* on the nodes from this one (0: every node) */
};

static const struct map_case map_cases[] = {
    { "sample1", 4, 0 }, { "sample2", 4, 0 }, { "rook", STONES, 0 }, { "knight", STONES, 0 },
    { "large", STONES, 1000 - 24 }, { "large400", STONES, 400 - 24 },
};
#define MAP_CASES (sizeof map_cases / sizeof map_cases[0])

/* Every placement of 1..stones stones on nodes from..n-1 (as multisets). */
static void test_map(void **state)
{
    const struct map_case *c = *state;
    struct bm_rule br;
    struct rule r;
    char text[64];
    unsigned node[8], count, i, checked = 0, wins = 0, lost = 0, n;
    assert_true(bm_read_map(&br, c->name));
    current = &br;
    bm_reset(&br);
    snprintf(text, sizeof text, "misere:dag:%s", c->name);
    parse(text, &r);
    n = br.nodes;
    assert_int_equal(n, r.graph->node_count);
    for (count = 1; count <= c->stones; count++) {
        for (i = 0; i < count; i++)
            node[i] = c->from;
        for (;;) {
            struct node_term terms[8];
            struct game_result res;
            struct nb_error err;
            uint16_t t = 0;
            const char *why;
            for (i = 0; i < count; i++) {   /* merged terms, as commands give them */
                if (t && terms[t - 1].node == node[i]) {
                    terms[t - 1].count++;
                } else {
                    terms[t].node = (node_t)node[i];
                    terms[t++].count = 1;
                }
            }
            error_clear(&err);
            if (game_analyse_graph(&r, terms, t, &res, &err) != 0)
                fail_msg("%s: refused (error %d)", text, err.code);
            if ((why = wrong(node, count, &res, 1)) != 0)
                fail_msg("%s: stones on %u %u %u %u: %s", text, node[0],
                         count > 1 ? node[1] : 0, count > 2 ? node[2] : 0,
                         count > 3 ? node[3] : 0, why);
            checked++;
            wins += res.outcome == OUTCOME_WIN;
            lost += res.outcome == OUTCOME_LOSE;
            for (i = count; i-- > 0;) {
                unsigned j;
                if (++node[i] < n) {
                    for (j = i + 1; j < count; j++)
                        node[j] = node[i];
                    break;
                }
            }
            if (i == (unsigned)-1)
                break;
        }
    }
    assert_true(wins > 0 && lost > 0);
    print_message("%s: %u positions, %u won, %u lost\n", text, checked, wins, lost);
    free(br.first);
    free(br.to);
}

/* ---- refusals, and a planted wrong answer ---------------------------------------- */

/* One command line's output and error code. */
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

static void test_refusals(void **state)
{
    struct nb_error err;
    (void)state;
    /* a token with a move past NB_MISERE_TOKENS, and as many answered; a
     * heap without a move counts none */
    assert_int_equal(run("move misere:sub:1,3,4 60 60 9", &err), ERR_MISERE_TOKENS);
    assert_int_equal(err.value, 129);
    assert_int_equal(err.limit, NB_MISERE_TOKENS);
    assert_int_equal(run("move misere:sub:1,3,4 60 60 8", &err), 0);
    assert_int_equal(run("move misere:sub:100 99 99 99 99 99", &err), 0);
    assert_string_equal(out_buf, "won\n");
    /* misere Nim keeps its own rule, for any size */
    assert_int_equal(run("move misere:nim 1000 1000", &err), 0);
    assert_string_equal(out_buf, "lose\n");
    /* a table too small for the game */
    assert_int_equal(run("move misere:kayles 64", &err), ERR_MISERE_TABLE);
    assert_int_equal(err.limit, NB_MISERE_TABLE - NB_MISERE_TABLE / 8);
    /* stones: 9 with a move refused (one on a node without targets does
     * not count), a line of play past the stack */
    assert_int_equal(run("move misere:dag:sample1 0=9", &err), ERR_MISERE_TOKENS);
    assert_int_equal(err.value, 9);
    assert_int_equal(run("move misere:dag:sample1 0=8 3=5", &err), 0);
    assert_int_equal(run("move misere:dag:large 0=1", &err), ERR_MISERE_DEPTH);
    /* no SG values under misere play; never misere twice */
    assert_int_equal(run("grundy misere:kayles 5", &err), ERR_NO_SG_FOR_MISERE);
    assert_int_equal(run("move misere:misere 3", &err), ERR_UNKNOWN_RULE);
    assert_int_equal(run("move misere: 3", &err), ERR_UNKNOWN_RULE);
    assert_int_equal(run("move misere:take:0 3", &err), ERR_RULE_AMOUNT_ZERO);
    /* the answers' forms */
    assert_int_equal(run("move misere:kayles 3 4", &err), 0);
    assert_string_equal(out_buf, "win 1 3 1+1\n");
    assert_int_equal(run("move misere:dawson 1 1", &err), 0);
    assert_string_equal(out_buf, "won\n");
    assert_int_equal(run("move MISERE:Kayles 1", &err), 0);
    assert_string_equal(out_buf, "lose\n");
}

/* The comparison catches a wrong answer: each outcome turned into
 * another, a move off by one, a count off by one. */
static void test_planted(void **state)
{
    static const struct bm_rule kayles = { BM_OCTAL, 0, { 7, 7 }, 2, 0, 0, 0 };
    unsigned h[2] = { 3, 4 }, one[1] = { 1 };
    heap_t heaps[2] = { 3, 4 }, single[1] = { 1 };
    struct rule r;
    struct game_result res, bad;
    struct nb_error err;
    (void)state;
    current = &kayles;
    bm_reset(&kayles);
    parse("misere:kayles", &r);
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, heaps, 2, &res, &err), 0);
    assert_null(wrong(h, 2, &res, 0));
    bad = res;
    bad.outcome = OUTCOME_LOSE;
    bad.winning_moves = 0;
    assert_non_null(wrong(h, 2, &bad, 0));
    bad = res;
    bad.to++;
    assert_non_null(wrong(h, 2, &bad, 0));
    bad = res;
    bad.winning_moves++;
    assert_non_null(wrong(h, 2, &bad, 0));
    assert_int_equal(game_analyse_heaps(&r, single, 1, &res, &err), 0);
    assert_null(wrong(one, 1, &res, 0));   /* one pin: the mover takes it, and loses */
    bad = res;
    bad.outcome = OUTCOME_WIN;
    assert_non_null(wrong(one, 1, &bad, 0));
    /* and normal play's answer is not misere's (Kayles 1: won) */
    parse("kayles", &r);
    assert_int_equal(game_analyse_heaps(&r, single, 1, &res, &err), 0);
    assert_non_null(wrong(one, 1, &res, 0));
}

int main(void)
{
    struct CMUnitTest tests[HEAP_CASES + MAP_CASES + 2];
    static char names[HEAP_CASES + MAP_CASES][64];
    unsigned i, n = 0;
    for (i = 0; i < HEAP_CASES; i++, n++) {
        snprintf(names[n], sizeof names[n], "heaps %s", heap_cases[i].text);
        tests[n] = (struct CMUnitTest){ names[n], test_heaps, 0, 0, &heap_cases[i] };
    }
    for (i = 0; i < MAP_CASES; i++, n++) {
        snprintf(names[n], sizeof names[n], "map %s", map_cases[i].name);
        tests[n] = (struct CMUnitTest){ names[n], test_map, 0, 0, (void *)&map_cases[i] };
    }
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_refusals);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_planted);
    return _cmocka_run_group_tests("misere_search", tests, n, 0, 0);
}
