/*
 * test_misere_table.c — the boards' misere tables (misere_table.h, made by
 * tools/misere/ for every RULE:TOKENS a board.mk names: the build's
 * generated tables.c) against the host's search (misere_search.h, held
 * to a brute force by test_misere_search).
 *
 * For every table, every position within its bound (each multiset of
 * heaps with a move, at most its tokens in all): the outcome, the number
 * of winning moves and the move kept, the table's answer against the
 * search's (past FULL tokens the outcome alone: the lookups of the moves
 * are the same code on positions of fewer tokens); then positions given in another order with heaps without a
 * move among them; the bound's refusal (one token past it, a heap
 * without a move counting none); and a planted wrong bit the comparison
 * must catch.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/misere_search.h"
#include "core/misere_table.h"
#include "core/rule.h"

/* The generated tables (declared here: the host build has no
 * NB_MISERE_FLASH, whose header declares them for the boards). */
extern const struct misere_table nb_misere_tables[];
extern const uint8_t nb_misere_table_count;

/* The table being checked, its rule as the search plays it, and counts. */
static struct misere_table table;
static struct rule searched, looked_up;
static uint32_t positions, differences;

static void parse(const char *text, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), r, &name, &name_len, &err), 0);
}

/* Do the table and the search answer heaps[0..count) alike? */
static int alike(const heap_t *heaps, uint16_t count)
{
    struct game_result a, b;
    struct nb_error ea, eb;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    error_clear(&ea);
    error_clear(&eb);
    assert_int_equal(misere_table_heaps(&table, &looked_up, heaps, count, &a, &ea), 0);
    assert_int_equal(misere_search_heaps(&searched, heaps, count, &b, &eb), 0);
    positions++;
    return a.outcome == b.outcome && a.winning_moves == b.winning_moves && a.pile == b.pile &&
           a.from == b.from && a.to == b.to && a.split == b.split;
}

/* Is heaps[0..count) (descending, every heap with a move) lost by the
 * table's own bit, and by the search? */
static int lost_alike(const heap_t *heaps, uint16_t count)
{
    struct misere_parts p;
    struct game_result b;
    struct nb_error err;
    uint32_t rank;
    uint16_t i;
    p.count = p.tokens = 0;
    for (i = 0; i < count; i++)
        misere_parts_add(&looked_up, &p, heaps[i]);
    rank = misere_table_rank(&table, &p);
    memset(&b, 0, sizeof b);
    error_clear(&err);
    assert_int_equal(misere_search_heaps(&searched, heaps, count, &b, &err), 0);
    positions++;
    return (table.lost[rank / 8u] >> (rank % 8u) & 1u) == (b.outcome == OUTCOME_LOSE);
}

/* Every position of `left` more tokens in parts of at most max with a
 * move, after heaps[0..count), compared: whole answers (the moves looked
 * up) up to FULL tokens, the outcome's bit past them (the moves' lookups
 * are the same code on fewer tokens: the time under the sanitizers). */
#define FULL 28u
static void every(heap_t *heaps, uint16_t count, uint8_t left, uint8_t max, uint8_t total)
{
    uint8_t k;
    if (left == 0) {
        if (!(total <= FULL ? alike(heaps, count) : lost_alike(heaps, count)))
            differences++;
        return;
    }
    for (k = left < max ? left : max; k >= 1; k--) {
        if (rule_moves(&looked_up, k) == 0)
            continue;
        heaps[count] = k;
        every(heaps, (uint16_t)(count + 1u), (uint8_t)(left - k), k, total);
    }
}

/* Table i and its rule ready (the search's table forgotten). */
static void take_table(uint8_t i)
{
    char text[48];
    table = nb_misere_tables[i];
    snprintf(text, sizeof text, "misere:%s", table.name);
    parse(text, &searched);
    parse(table.name, &looked_up);
    misere_search_forget();
    positions = differences = 0;
}

static void test_every_position(void **state)
{
    heap_t heaps[MISERE_TABLE_MAX_TOKENS];
    uint8_t n;
    take_table((uint8_t)(uintptr_t)*state);
    for (n = 0; n <= table.tokens; n++)
        every(heaps, 0, n, n, n);
    printf("misere %s: %lu positions of at most %u tokens as the search\n", table.name,
           (unsigned long)positions, table.tokens);
    assert_int_equal(differences, 0);
    assert_int_equal(positions, table.offsets[table.tokens] +
                     table.counts[(uint16_t)table.tokens * (table.tokens + 1u) / 2u + table.tokens]);
}

/* Heaps in any order, heaps without a move among them (0, and 1 under
 * dawson), and past the bound. */
static void test_order_and_bound(void **state)
{
    heap_t heaps[8];
    struct game_result res;
    struct nb_error err;
    uint8_t a, b, c;
    take_table((uint8_t)(uintptr_t)*state);
    for (a = 0; a <= 9; a++)
        for (b = 0; b <= 9; b++)
            for (c = 0; c <= 9; c++) {
                heaps[0] = a;
                heaps[1] = 1;
                heaps[2] = b;
                heaps[3] = 0;
                heaps[4] = c;
                if (!alike(heaps, 5))
                    differences++;
            }
    assert_int_equal(differences, 0);
    /* one token past the bound refused, with both numbers; a heap without
     * a move counts none */
    heaps[0] = table.tokens;
    heaps[1] = 2;
    memset(&res, 0, sizeof res);
    error_clear(&err);
    assert_int_equal(misere_table_heaps(&table, &looked_up, heaps, 2, &res, &err),
                     ERR_MISERE_TOKENS);
    assert_int_equal(err.value, table.tokens + 2u);
    assert_int_equal(err.limit, table.tokens);
    heaps[1] = 0;
    error_clear(&err);
    assert_int_equal(misere_table_heaps(&table, &looked_up, heaps, 2, &res, &err), 0);
}

/* A wrong bit in a copy of the table: the comparison finds it. */
static void test_planted(void **state)
{
    static uint8_t copy[1u << 16];
    uint32_t bytes;
    heap_t heaps[MISERE_TABLE_MAX_TOKENS];
    uint8_t n;
    take_table(0);
    bytes = (table.offsets[table.tokens] +
             table.counts[(uint16_t)table.tokens * (table.tokens + 1u) / 2u + table.tokens]) / 8u + 1u;
    assert_true(bytes <= sizeof copy);
    memcpy(copy, table.lost, bytes);
    copy[table.offsets[12] / 8u] ^= 1u << (table.offsets[12] % 8u);   /* the first of 12 tokens */
    table.lost = copy;
    (void)state;
    for (n = 0; n <= 16; n++)
        every(heaps, 0, n, n, n);
    assert_true(differences > 0);
}

int main(void)
{
    struct CMUnitTest tests[2 * 8 + 1];
    static char names[2 * 8][64];
    unsigned i, n = 0;
    if (nb_misere_table_count < 1 || nb_misere_table_count > 8)
        return 1;
    for (i = 0; i < nb_misere_table_count; i++) {
        snprintf(names[n], sizeof names[n], "every position, misere %s", nb_misere_tables[i].name);
        tests[n] = (struct CMUnitTest){ names[n], test_every_position, 0, 0, (void *)(uintptr_t)i };
        n++;
        snprintf(names[n], sizeof names[n], "order and bound, misere %s", nb_misere_tables[i].name);
        tests[n] = (struct CMUnitTest){ names[n], test_order_and_bound, 0, 0, (void *)(uintptr_t)i };
        n++;
    }
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_planted);
    return _cmocka_run_group_tests("misere_table", tests, n, 0, 0);
}
