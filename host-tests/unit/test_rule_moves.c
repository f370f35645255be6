/*
 * test_rule_moves.c — every family of the rule table, walked row by row
 * (rule_family_count, rule_select: not a list kept here), plays through
 * its own descriptor against exhaustive search (brute.c, brute_octal.c:
 * no Sprague-Grundy theory).
 *
 * A family is set up from its row alone: its spelling's name and an
 * example parameter of its kind (a number, a list, an octal code, a small
 * random map).  Its brute-force model is found by its identifier; a
 * family the searcher has no model for fails here, so a new family comes
 * with one.  For each: the family carries its moves (rule_can_play); a
 * pile's options (moves, option) are exactly the searcher's moves, each
 * once; `legal` agrees with the searcher on every (from, to, split); on
 * every small position, both strategies (the weighing, and the light one
 * of boards without it) at every level play a legal move of the position,
 * `none` exactly when no move exists, and level 5 moves into a lost
 * position whenever the position is won.
 *
 * Take-and-break families at the host's limits: at heaps of 10^12 and
 * NB_HEAP_MAX, each option value's count and preferred option agree with
 * the same heap's class projected down (a heap of the same place in twice
 * the period, counted one split at a time) and grown by the period's
 * steps; `move`, `reply` and `move --explain` answer there.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "brute.h"
#include "brute_octal.h"
#include "core/command.h"
#include "core/graph_read.h"
#include "core/play.h"
#include "support.h"

#define MAX_HEAP 8
#define OCTAL_MAX 7
#define DAG_NODES 7

/* A family's searcher: heaps (brute.c), take-and-break (brute_octal.c)
 * or stones on a map (brute.c's dag). */
enum { MODEL_HEAPS, MODEL_OCTAL, MODEL_DAG };
static struct {
    int kind;
    unsigned max;
    struct brute_rule br;
    struct brute_game *bg;
    struct brute_octal bo;
    struct brute_dag bd;
    struct brute_dag_game *dg;
    struct graph graph;
} model;

static struct rule rule;

/* The row's name (its spelling up to ':'). */
static void row_name(char *out, size_t size)
{
    const char *s = rule_spelling(&rule);
    size_t i = 0;
    while (i + 1u < size && s[i] && s[i] != ':') {
        out[i] = s[i];
        i++;
    }
    out[i] = 0;
}

/* A random map of DAG_NODES nodes (edges from a higher to a lower node). */
static void random_map(void)
{
    node_t from[DAG_NODES * DAG_NODES], to[DAG_NODES * DAG_NODES];
    edge_index_t edges = 0;
    unsigned u, v;
    struct nb_error err;
    error_clear(&err);
    memset(&model.bd, 0, sizeof model.bd);
    model.bd.n = DAG_NODES;
    for (u = 0; u < DAG_NODES; u++)
        for (v = 0; v < u; v++)
            if (brute_rand(100) < 45) {
                model.bd.adj[u][v] = 1;
                from[edges] = (node_t)u;
                to[edges++] = (node_t)v;
            }
    assert_int_equal(graph_from_edges(DAG_NODES, from, to, edges, &model.graph, &err), 0);
    assert_int_equal(rule_attach_graph(&rule, &model.graph, &err), 0);
}

/* Row i as a rule with an example parameter of its kind, and its model. */
static void set_up_row(uint8_t i)
{
    static const char *const example[] = { "", "3", "1,3,4", "", "0.137" };
    char name[16], text[40];
    const char *map;
    uint16_t map_len;
    unsigned j;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_select(&rule, i, &err), 0);
    row_name(name, sizeof name);
    if (rule_param(&rule) == RULE_PARAM_NONE)
        snprintf(text, sizeof text, "%s", name);
    else if (rule_param(&rule) == RULE_PARAM_MAP)
        snprintf(text, sizeof text, "%s:random", name);
    else
        snprintf(text, sizeof text, "%s:%s", name, example[rule_param(&rule)]);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), &rule, &map, &map_len, &err), 0);
    assert_int_equal(rule.family, i);
    memset(&model.br, 0, sizeof model.br);
    model.br.text = text;
    model.kind = MODEL_HEAPS;
    model.max = MAX_HEAP;
    switch (rule_id(&rule)) {
    case RULE_ID_NIM: model.br.kind = BRUTE_NIM; break;
    case RULE_ID_MISERE: model.br.kind = BRUTE_MISERE; break;
    case RULE_ID_TAKE: model.br.kind = BRUTE_TAKE; model.br.take_max = 3; break;
    case RULE_ID_POW2: model.br.kind = BRUTE_POW2; break;
    case RULE_ID_HALF: model.br.kind = BRUTE_HALF; break;
    case RULE_ID_SUB:
        model.br.kind = BRUTE_SUB;
        model.br.sub[0] = 1, model.br.sub[1] = 3, model.br.sub[2] = 4;
        model.br.sub_count = 3;
        break;
    case RULE_ID_OCTAL:
    case RULE_ID_KAYLES:
    case RULE_ID_DAWSON:   /* the code the rule holds */
        model.kind = MODEL_OCTAL;
        model.max = OCTAL_MAX;
        model.bo.k = rule.code.len;
        for (j = 0; j < rule.code.len; j++)
            model.bo.digits[j] = rule.code.digit[j];
        brute_octal_reset();
        break;
    case RULE_ID_DAG:
        model.kind = MODEL_DAG;
        model.max = DAG_NODES - 1u;
        random_map();
        model.dg = brute_dag_game_new(&model.bd);
        break;
    default:
        fail_msg("rule family %s has no brute-force model in this test", name);
    }
    if (model.kind == MODEL_HEAPS)
        model.bg = brute_game_new(&model.br, MAX_HEAP);
}

static void tear_down_row(void)
{
    if (model.kind == MODEL_HEAPS)
        brute_game_free(model.bg);
    if (model.kind == MODEL_DAG)
        brute_dag_game_free(model.dg);
}

/* The searcher's word on one move of a pile (a node on a map). */
static int model_is_move(unsigned from, unsigned to, unsigned split)
{
    if (model.kind == MODEL_OCTAL)
        return brute_octal_is_move(&model.bo, from, to, split);
    if (model.kind == MODEL_DAG)
        return split == 0 && from < DAG_NODES && to < DAG_NODES && model.bd.adj[from][to];
    return split == 0 && to < from && brute_is_move(&model.br, from, to);
}

/* Options of one pile: exactly the searcher's moves, each once; `legal`
 * agrees with the searcher on every (from, to, split). */
static void check_options(void)
{
    unsigned h, to, split, k, n, want;
    unsigned char seen[OCTAL_MAX + MAX_HEAP + 2][MAX_HEAP + 2];
    for (h = 0; h <= model.max; h++) {
        memset(seen, 0, sizeof seen);
        want = 0;
        for (to = 0; to <= model.max; to++)
            for (split = 0; split <= model.max; split++) {
                int legal = model_is_move(h, to, split);
                want += legal != 0;
                assert_int_equal(play_is_legal(&rule, h, to, split) != 0, legal != 0);
            }
        n = (unsigned)play_pile_moves(&rule, h);
        assert_int_equal(n, want);
        for (k = 0; k < n; k++) {
            struct rule_option o;
            play_pile_option(&rule, h, k, &o);
            assert_true(model_is_move(h, (unsigned)o.to, (unsigned)o.split));
            assert_false(seen[o.to][o.split]);
            seen[o.to][o.split] = 1;
        }
    }
}

/* Is the position heaps[0..count) (node counts on a map) lost? */
static int model_lost(const unsigned *heaps, unsigned count)
{
    if (model.kind == MODEL_OCTAL)
        return brute_octal_lost(&model.bo, heaps, count);
    if (model.kind == MODEL_DAG)
        return brute_dag_lost(model.dg, heaps);
    return brute_lost(model.bg, heaps, count);
}

/* Every level and both strategies on heaps h[0..count). */
static void check_heap_position(const unsigned *h, unsigned count)
{
    heap_t heaps[4];
    unsigned i, after[4], moves = 0, n;
    uint8_t level, light;
    int lost = model_lost(h, count);
    for (i = 0; i < count; i++) {
        heaps[i] = h[i];
        moves += play_pile_moves(&rule, h[i]) > 0;
    }
    for (light = 0; light <= 1; light++)
        for (level = PLAY_LEVEL_MIN; level <= PLAY_LEVEL_MAX; level++) {
            struct play_rng g;
            struct play_move m;
            struct nb_error err;
            uint16_t c = (uint16_t)count;
            error_clear(&err);
            play_seed(&g, 7u * level + light);
            assert_int_equal(light ? play_light_heaps(&rule, heaps, c, level, &g, &m, &err)
                                   : play_choose_heaps(&rule, heaps, c, level, &g, &m, &err), 0);
            if (moves == 0) {
                assert_int_equal(m.pile, PLAY_NONE);
                continue;
            }
            assert_true(m.pile < count);
            assert_int_equal(m.from, h[m.pile]);
            assert_true(model_is_move(h[m.pile], (unsigned)m.to, (unsigned)m.split));
            if (level < PLAY_LEVEL_MAX || lost)
                continue;
            for (i = 0, n = 0; i < count; i++)   /* the split's second heap at the end */
                after[n++] = i == m.pile ? (unsigned)m.to : h[i];
            if (m.split)
                after[n++] = (unsigned)m.split;
            assert_true(model_lost(after, n));
        }
}

/* Every level and both strategies on stones c[0..DAG_NODES) on the map. */
static void check_map_position(const unsigned *c)
{
    struct node_term terms[DAG_NODES];
    unsigned i, after[DAG_NODES], moves = 0;
    uint16_t n = 0;
    uint8_t level, light;
    int lost = model_lost(c, DAG_NODES);
    for (i = 0; i < DAG_NODES; i++)
        if (c[i]) {
            terms[n].node = (node_t)i;
            terms[n++].count = c[i];
            moves += play_pile_moves(&rule, i) > 0;
        }
    if (n == 0)
        return;   /* no position */
    for (light = 0; light <= 1; light++)
        for (level = PLAY_LEVEL_MIN; level <= PLAY_LEVEL_MAX; level++) {
            struct play_rng g;
            struct play_move m;
            struct nb_error err;
            error_clear(&err);
            play_seed(&g, 5u * level + light);
            assert_int_equal(light ? play_light_graph(&rule, terms, n, level, &g, &m, &err)
                                   : play_choose_graph(&rule, terms, n, level, &g, &m, &err), 0);
            if (moves == 0) {
                assert_int_equal(m.pile, PLAY_NONE);
                continue;
            }
            assert_true(m.pile < n);
            assert_int_equal(m.from, terms[m.pile].node);
            assert_true(model_is_move((unsigned)m.from, (unsigned)m.to, 0));
            if (level < PLAY_LEVEL_MAX || lost)
                continue;
            memcpy(after, c, sizeof after);
            after[m.from]--;
            after[m.to]++;
            assert_true(model_lost(after, DAG_NODES));
        }
}

static void check_positions(void)
{
    unsigned idx, h[3], count, c[DAG_NODES], i, k;
    if (model.kind == MODEL_DAG) {
        for (k = 0; k < 300; k++) {
            for (i = 0; i < DAG_NODES; i++)
                c[i] = (unsigned)brute_rand(3);
            check_map_position(c);
        }
        return;
    }
    for (idx = 0; (count = brute_position(idx, model.max, h)) != 0; idx++)
        check_heap_position(h, count);
}

static void test_every_family_plays(void **state)
{
    uint8_t i;
    (void)state;
    brute_seed(22);
    assert_true(rule_family_count() >= 10);
    for (i = 0; i < rule_family_count(); i++) {
        set_up_row(i);
        assert_true(rule_can_play(&rule));
        check_options();
        check_positions();
        tear_down_row();
    }
}

/* ---- take-and-break families at the host's limits ----------------------- */

/* Options of heap h of value t, one split at a time from the SG values. */
static nb_uint_t count_one_by_one(heap_t h, sg_t t, struct rule_option *first)
{
    nb_uint_t n = 0;
    heap_t m, a;
    sg_t ga, gb;
    uint8_t j;
    struct nb_error err;
    error_clear(&err);
    first->to = first->split = 0;
    for (j = 1; j <= rule.code.len && j <= h; j++) {
        uint8_t d = rule.code.digit[j - 1u];
        m = h - j;
        if (((d & 1u) && m == 0 && t == 0) ||
            ((d & 2u) && m > 0 && rule_pile_sg(&rule, m, &ga, &err) == 0 && ga == t)) {
            if (n++ == 0)
                first->to = m;
        }
        if (!(d & 4u))
            continue;
        for (a = 1; a <= m / 2u; a++) {
            assert_int_equal(rule_pile_sg(&rule, a, &ga, &err), 0);
            assert_int_equal(rule_pile_sg(&rule, m - a, &gb, &err), 0);
            if ((ga ^ gb) == t && n++ == 0) {
                first->to = a;
                first->split = m - a;
            }
        }
    }
    return n;
}

/* Heap big against the heap of its place in twice the period near 4*n0
 * + 8*p (counted one by one), grown by q steps of 2p (each adds the same
 * count again: every class gains one split per removal). */
static void check_big_heap(heap_t big)
{
    struct rule_period per;
    heap_t step, base, q;
    sg_t t, g;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_period(&rule, &per), 1);
    assert_int_equal(per.known, 1);
    step = 2u * per.period;
    base = 4u * per.preperiod + 8u * per.period + 16u;
    base += (big - base) % step;
    q = (big - base) / step;
    assert_int_equal(rule_pile_sg(&rule, big, &g, &err), 0);
    for (t = 0; t < 16; t++) {
        struct rule_option o0, o1, o;
        nb_uint_t n0 = count_one_by_one(base, t, &o0), n1 = count_one_by_one(base + step, t, &o1);
        nb_uint_t n;
        assert_int_equal(rule_options_with_sg(&rule, big, t, &n, &o, &err), 0);
        if (t == g) {
            assert_int_equal(n, 0);   /* no option keeps the value */
            continue;
        }
        assert_true(n1 >= n0);
        assert_true(n == n0 + q * (n1 - n0));
        if (n == 0)
            continue;
        if (o0.split) {   /* the same first heap, the rest grown */
            assert_true(o.to == o0.to && o.split == o0.split + (big - base));
        } else {
            assert_true(o.split == 0 && o.to == o0.to + (big - base));
        }
    }
}

/* One line of the console's commands (explain: with `move`'s second
 * line): it answers, and the answer starts with start. */
static void command_answers(const char *line, uint8_t explain, const char *start)
{
    struct command_io io;
    memset(&io, 0, sizeof io);
    io.out = &test_out;
    io.explain = explain;
    struct token bad;
    struct nb_error err;
    test_out_reset();
    error_clear(&err);
    if (command_line(&io, line, (uint16_t)strlen(line), &bad, &err) != 0)
        fail_msg("%s: error %u", line, err.code);
    if (strncmp(test_out_text(), start, strlen(start)) != 0)
        fail_msg("%s: %s (expected %s...)", line, test_out_text(), start);
}

static void test_take_and_break_at_the_limits(void **state)
{
    uint8_t i;
    char name[16], line[96];
    (void)state;
    for (i = 0; i < rule_family_count(); i++) {
        set_up_row(i);
        if (model.kind == MODEL_OCTAL) {
            check_big_heap((heap_t)1000000000000ull);
            check_big_heap((heap_t)NB_HEAP_MAX);
            check_big_heap((heap_t)NB_HEAP_MAX - 5u);
            row_name(name, sizeof name);
            snprintf(line, sizeof line, "move %s%s 1000000000000 %llu", name,
                     rule_param(&rule) == RULE_PARAM_CODE ? ":0.137" : "",
                     (unsigned long long)NB_HEAP_MAX);
            command_answers(line, 1, "");
        }
        tear_down_row();
    }
    command_answers("move kayles 1000000000000", 0, "win 1 1000000000000 1+999999999997\n");
    command_answers("reply kayles 1000000000000", 0, "1 1000000000000 1+999999999997\n");
    command_answers("move kayles 1000000000000", 1,
                    "win 1 1000000000000 1+999999999997\nSG 1, XOR 1: take 2 from pile 1 "
                    "(1000000000000 -> 1+999999999997); 83333333338 winning moves\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_family_plays),
        cmocka_unit_test(test_take_and_break_at_the_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
