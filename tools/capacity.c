/*
 * capacity.c — what each rule can hold on a board, asked of the engine
 * itself: this program is linked with the engine built on the host with the
 * board's limits (BOARD_LIMITS, the flags its firmware gets) and its
 * built-in maps, and `make size` runs it after the flash and RAM lines.
 *
 *   capacity BOARD [MAPS_BYTES]
 *
 * MAPS_BYTES: the maps' flash bytes in the firmware (tools/map-bytes.sh),
 * shown on the maps line.
 *
 * The rules' figures are ones the engine just showed: a table's length is
 * how far a game with no period in it (sub:7,26,30,49,56, octal:0.16)
 * filled it; the amounts, octal digits and the largest max(S) a stream
 * takes (asked for its last heap) are each accepted while one more is
 * refused; every built-in map has its SG values computed in the arena.
 * The arena, piles, heaps and the graph limits are the limits the engine
 * checks where input arrives.  One "label: value" line each (tools/
 * capacity-docs.sh puts every board's lines in docs/boards.md).  A figure
 * the engine does not confirm is an error (exit 1), never printed.
 */
#include <stdio.h>
#include <string.h>

#include "core/arena.h"
#include "core/error.h"
#include "core/graph.h"
#include "core/maps.h"
#include "core/rule.h"
#include "core/subtraction.h"

static int failures;

/* Say that the engine did not confirm what was expected. */
static void refute(const char *what)
{
    fprintf(stderr, "capacity: the engine does not confirm %s\n", what);
    failures++;
}

/* Does the set {1, 2, ..., k - 1, s} start a game that can stream? */
static int streams(uint16_t k, heap_t s)
{
    heap_t set[NB_SUB_MAX_AMOUNTS];
    struct subtraction_info info;
    struct nb_error err;
    uint16_t i;
    for (i = 0; i + 1u < k; i++)
        set[i] = (heap_t)(i + 1u);
    set[k - 1u] = s;
    error_clear(&err);
    if (subtraction_start(set, k, &err) != 0)
        return 0;
    subtraction_get_info(&info);
    return info.stream_base > 0;
}

/* The largest max(S) a set of k amounts streams with (0: none), checked
 * by asking for the stream's last heap. */
static heap_t stream_limit(uint16_t k)
{
    heap_t s = (heap_t)(NB_ARENA_ENTRIES < NB_HEAP_MAX ? NB_ARENA_ENTRIES : NB_HEAP_MAX);
    struct nb_error err;
    sg_t sg;
    while (s > k && !streams(k, s))
        s--;
    if (s <= k)
        return 0;
    streams(k, s);
    error_clear(&err);
    if (subtraction_sg((heap_t)NB_SUB_STREAM_MAX, &sg, &err) != 0)
        refute("the stream's last heap");
    return s;
}

/* The subtraction table's length: how far a set with no period in any
 * board's table (period 265136) fills it. */
static unsigned long sub_table(void)
{
    static const heap_t set[] = { 7, 26, 30, 49, 56 };
    struct subtraction_info info;
    struct nb_error err;
    error_clear(&err);
    if (subtraction_start(set, 5, &err) != 0)
        return 0;
    subtraction_build_all();
    subtraction_get_info(&info);
    if (info.period_known)
        refute("a table without a period");
    return (unsigned long)info.computed;
}

/* Does the engine take exactly `most` amounts (one more refused)? */
static void check_amounts(uint16_t most)
{
    heap_t set[NB_SUB_MAX_AMOUNTS + 1];
    struct nb_error err;
    uint16_t i;
    for (i = 0; i <= most; i++)
        set[i] = (heap_t)(i + 1u);
    error_clear(&err);
    if (subtraction_start(set, most, &err) != 0 ||
        subtraction_start(set, (uint16_t)(most + 1u), &err) != ERR_TOO_MANY_AMOUNTS)
        refute("the amounts' limit");
}

/* Does the engine take an octal code of exactly `most` digits? */
static void check_octal_digits(unsigned most)
{
    char text[8 + 64 + 2] = "octal:0.";
    struct rule r;
    struct nb_error err;
    const char *name;
    uint16_t name_len;
    memset(text + 8, '7', most + 1u);
    error_clear(&err);
    if (rule_parse(text, (uint16_t)(8u + most), &r, &name, &name_len, &err) != 0 ||
        rule_parse(text, (uint16_t)(9u + most), &r, &name, &name_len, &err) !=
            ERR_OCTAL_TOO_LONG)
        refute("the octal digits' limit");
}

/* The octal table's length: how far 0.16 fills it (its period, 149459
 * from 105351, is past any board's table). */
static unsigned long octal_table(void)
{
    struct rule r;
    struct rule_period p;
    struct nb_error err;
    const char *name;
    uint16_t name_len;
    error_clear(&err);
    if (rule_parse("octal:0.16", 10, &r, &name, &name_len, &err) != 0 || !rule_period(&r, &p) ||
        p.known)
        refute("an octal table without a period");
    return (unsigned long)p.computed;
}

/* Every built-in map's SG values, computed as the device does; the
 * largest map's size. */
static void check_maps(unsigned *nodes, unsigned long *edges)
{
    uint8_t i;
    *nodes = 0;
    *edges = 0;
    for (i = 0; i < maps_count(); i++) {
        const struct graph *g = maps_graph(i);
        struct rule r;
        struct nb_error err;
        const char *name;
        uint16_t name_len;
        error_clear(&err);
        if (rule_parse("dag:x", 5, &r, &name, &name_len, &err) != 0 ||
            rule_attach_graph(&r, g, &err) != 0)
            refute("a built-in map's SG values");
        if (g->node_count > *nodes) {
            *nodes = g->node_count;
            *edges = (unsigned long)g->edge_count;
        }
    }
}

int main(int argc, char **argv)
{
    unsigned map_nodes;
    unsigned long table, octal, map_edges;
    heap_t one, most;
    if (argc != 2 && argc != 3) {
        fputs("usage: capacity BOARD [MAPS_BYTES]\n", stderr);
        return 2;
    }
    table = sub_table();
    check_amounts(NB_SUB_MAX_AMOUNTS);
    one = stream_limit(2);
    most = stream_limit(NB_SUB_MAX_AMOUNTS);
    check_octal_digits(NB_OCTAL_MAX_DIGITS);
    octal = octal_table();
    check_maps(&map_nodes, &map_edges);
    if (failures)
        return 1;
    printf("capacity of %s (the engine with its limits):\n", argv[1]);
    printf("  arena: %lu B, one rule's table at a time\n", (unsigned long)NB_ARENA_BYTES);
    printf("  piles: %u, heaps up to %lu\n", (unsigned)NB_MAX_PILES, (unsigned long)NB_HEAP_MAX);
    printf("  sub table: %lu heaps, %u amounts\n", table, (unsigned)NB_SUB_MAX_AMOUNTS);
    printf("  sub stream: to heap %lu, max(S) up to %lu (2 amounts), %lu (%u amounts)\n",
           (unsigned long)NB_SUB_STREAM_MAX, (unsigned long)one, (unsigned long)most,
           (unsigned)NB_SUB_MAX_AMOUNTS);
    printf("  octal table: %lu heaps, %u digits\n", octal,
           (unsigned)NB_OCTAL_MAX_DIGITS);
    printf("  dag: %lu nodes, %lu edges, %u terms\n", (unsigned long)NB_GRAPH_MAX_NODES,
           (unsigned long)NB_GRAPH_MAX_EDGES, (unsigned)NB_MAX_TERMS);
    printf("  maps: %u built in", (unsigned)maps_count());
    if (argc == 3)
        printf(" (%s B of flash)", argv[2]);
    printf(", the largest %u nodes, %lu edges\n", map_nodes, map_edges);
    return 0;
}
