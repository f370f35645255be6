/*
 * test_rule_illegal.c — rule_legal (play_is_legal) against a table of
 * moves written out by hand, legal and illegal, for every family of the
 * rule table: a move that removes nothing, one that removes more than
 * the heap or than the rule allows, a split into an empty heap or in a
 * rule without splits, a split's heaps out of order, a removal outside
 * the set, numbers that would wrap when added, and on a map a stone that
 * stays, goes up, or starts or lands off the map.  The legal rows beside
 * them keep the table honest (a rule_legal refusing everything fails).
 *
 * Every family of the rule table (rule_family_count) must have rows
 * here: a family added without them fails.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "core/play.h"
#include "support.h"

#define HUGE ((heap_t)~(heap_t)0)

static const struct move_row {
    const char *rule;
    heap_t from, to, split;
    int legal;
    const char *why;
} rows[] = {
    { "nim", 5, 3, 0, 1, "takes 2" },
    { "nim", 5, 0, 0, 1, "takes the heap" },
    { "nim", 5, 5, 0, 0, "removes nothing" },
    { "nim", 5, 6, 0, 0, "adds a stone" },
    { "nim", 0, 0, 0, 0, "an empty heap" },
    { "nim", 5, 1, 2, 0, "a split in nim" },
    { "nim", 5, 2, 3, 0, "a split that removes nothing" },
    { "nim", 5, HUGE, 0, 0, "to past any heap" },
    { "misere", 4, 1, 0, 1, "takes 3" },
    { "misere", 4, 4, 0, 0, "removes nothing" },
    { "misere", 4, 1, 1, 0, "a split in misere" },
    { "take:3", 5, 2, 0, 1, "takes 3, the most" },
    { "take:3", 5, 1, 0, 0, "takes 4, more than 3" },
    { "take:3", 5, 5, 0, 0, "removes nothing" },
    { "take:3", 5, 3, 1, 0, "a split in take" },
    { "take:3", 2, HUGE, 0, 0, "to past any heap (2 - to wraps to 3)" },
    { "pow2", 5, 1, 0, 1, "takes 4" },
    { "pow2", 5, 4, 0, 1, "takes 1" },
    { "pow2", 5, 2, 0, 0, "takes 3, no power of two" },
    { "pow2", 5, 5, 0, 0, "removes nothing (0 has no bit set)" },
    { "pow2", 5, 4, 1, 0, "a split that removes nothing" },
    { "pow2", 5, 3, 1, 0, "a split in pow2" },
    { "sub:1,3,4", 5, 2, 0, 1, "takes 3" },
    { "sub:1,3,4", 5, 3, 0, 0, "takes 2, not in the set" },
    { "sub:1,3,4", 5, 5, 0, 0, "removes nothing" },
    { "sub:1,3,4", 5, 1, 1, 0, "a split in sub" },
    { "sub:1,3,4", 3, HUGE, 0, 0, "to past any heap (3 - to wraps to 4)" },
    { "half", 6, 3, 0, 1, "takes 3, half" },
    { "half", 6, 2, 0, 0, "takes 4, more than half" },
    { "half", 6, 6, 0, 0, "removes nothing" },
    { "half", 1, 0, 0, 0, "takes 1 of 1, more than half" },
    { "half", 6, 4, 1, 0, "a split in half" },
    { "kayles", 5, 4, 0, 1, "takes 1, one heap left" },
    { "kayles", 5, 1, 3, 1, "takes 1, splits" },
    { "kayles", 5, 1, 2, 1, "takes 2, splits" },
    { "kayles", 2, 0, 0, 1, "takes the heap of 2" },
    { "kayles", 5, 2, 3, 0, "a split that removes nothing" },
    { "kayles", 5, 1, 4, 0, "a split that adds a stone" },
    { "kayles", 5, 0, 4, 0, "a split into an empty heap" },
    { "kayles", 5, 3, 1, 0, "a split's heaps out of order" },
    { "kayles", 5, 2, 0, 0, "takes 3, more than the code's 2" },
    { "kayles", 5, 5, 0, 0, "removes nothing" },
    { "kayles", 5, 1, HUGE, 0, "a split whose sum wraps to 0" },
    { "kayles", 5, HUGE, 2, 0, "a split whose sum wraps to 1" },
    { "dawson", 5, 3, 0, 1, "takes 2" },
    { "dawson", 5, 1, 2, 1, "takes 2, splits" },
    { "dawson", 5, 4, 0, 0, "takes 1: its digit is 0" },
    { "dawson", 5, 1, 3, 0, "takes 1 and splits: its digit is 0" },
    { "dawson", 4, 2, 2, 0, "a split that removes nothing" },
    { "octal:0.4", 5, 1, 3, 1, "takes 1, splits" },
    { "octal:0.4", 5, 4, 0, 0, "takes 1, one heap: no bit 2" },
    { "octal:0.4", 1, 0, 0, 0, "takes the heap: no bit 1" },
    { "octal:0.4", 5, 2, 3, 0, "a split that removes nothing" },
    { "octal:0.4", 5, 0, 4, 0, "a split into an empty heap" },
    { "octal:0.4444", 9, 1, 4, 1, "takes 4, splits" },
    { "octal:0.4444", 9, 4, 5, 0, "a split that removes nothing (a 4-digit code)" },
    { "octal:0.4444", 9, 1, 8, 0, "a split that removes nothing, 1+8" },
    { "octal:0.4444", 9, 0, 9, 0, "a split into an empty heap that removes nothing" },
    { "octal:0.4444", 9, 1, 3, 0, "takes 5, past the code" },
    { "octal:0.137", 1, 0, 0, 1, "takes the heap of 1" },
    { "octal:0.137", 5, 3, 0, 1, "takes 2, one heap" },
    { "octal:0.137", 5, 1, 1, 1, "takes 3, splits" },
    { "octal:0.137", 5, 4, 0, 0, "takes 1 leaving a heap: digit 1 only" },
    { "octal:0.137", 5, 1, 2, 0, "takes 2 and splits: digit 3, no bit 4" },
    { "octal:0.137", 5, 1, 0, 0, "takes 4, past the code" },
    { "octal:0.137", 5, 5, 0, 0, "removes nothing" },
    { "octal:0.137", 5, 2, 3, 0, "a split that removes nothing" },
    { "dag:rook", 9, 8, 0, 1, "b2 to a2" },
    { "dag:rook", 9, 1, 0, 1, "b2 to b1" },
    { "dag:rook", 9, 9, 0, 0, "the stone stays" },
    { "dag:rook", 9, 17, 0, 0, "b2 up to b3" },
    { "dag:rook", 9, 0, 0, 0, "b2 to a1: no rook move" },
    { "dag:rook", 9, 1, 1, 0, "a split on a map" },
    { "dag:rook", 64, 0, 0, 0, "from a node off the map" },
    { "dag:rook", 9, 64 + 1, 0, 0, "to a node off the map" },
    { "dag:rook", HUGE, 0, 0, 0, "from a node past any" },
};
#define ROW_COUNT (sizeof rows / sizeof rows[0])

/* The rule of a row, its map attached. */
static void row_rule(const struct move_row *row, struct rule *r)
{
    test_parse_rule(row->rule, r);
    if (strncmp(row->rule, "dag:", 4) == 0)
        r->graph = test_builtin_map(row->rule + 4);
}

/* Every row: rule_legal says what the table says. */
static void test_rows(void **state)
{
    size_t i;
    unsigned legal = 0, illegal = 0;
    (void)state;
    for (i = 0; i < ROW_COUNT; i++) {
        struct rule r;
        row_rule(&rows[i], &r);
        if ((play_is_legal(&r, rows[i].from, rows[i].to, rows[i].split) != 0) != rows[i].legal)
            fail_msg("%s: %llu -> %llu+%llu (%s): %s, want %s", rows[i].rule,
                     (unsigned long long)rows[i].from, (unsigned long long)rows[i].to,
                     (unsigned long long)rows[i].split, rows[i].why,
                     rows[i].legal ? "refused" : "taken", rows[i].legal ? "legal" : "illegal");
        legal += rows[i].legal != 0;
        illegal += rows[i].legal == 0;
    }
    assert_true(legal > 10 && illegal > 40);
}

/* Every family of the rule table has rows, a legal one and an illegal
 * one, found by the family's name (its spelling up to ':'). */
static void test_every_family(void **state)
{
    uint8_t f;
    (void)state;
    for (f = 0; f < rule_family_count(); f++) {
        const char *spelling = rule_family_spelling(f);
        size_t n = strcspn(spelling, ":"), i;
        int seen[2] = { 0, 0 };
        for (i = 0; i < ROW_COUNT; i++)
            if (strncmp(rows[i].rule, spelling, n) == 0 &&
                (rows[i].rule[n] == ':' || rows[i].rule[n] == 0))
                seen[rows[i].legal != 0] = 1;
        if (!seen[0] || !seen[1])
            fail_msg("family %s has no %s row here", spelling, seen[0] ? "legal" : "illegal");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows),
        cmocka_unit_test(test_every_family),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
