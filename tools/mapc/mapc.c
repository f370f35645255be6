/*
 * mapc.c — the map compiler: .dag map files into one C file of packed
 * graphs in program memory and the functions of maps.h.
 *
 *   mapc [--max-nodes N] [--max-edges M] [--mex-bits B] -o OUT.c FILE.dag...
 *
 * Each file is read and checked by the engine's own graph reader
 * (graph_read.h: numbers, sizes, ranges, self-loops, truncation, extra
 * input) and SG pass (graph.h: cycles), then against the board's limits
 * (--max-nodes / --max-edges: its NB_GRAPH_MAX_NODES / EDGES; --mex-bits:
 * its NB_MEX_BITS, which every SG value must stay below) and the packed
 * format's (graph_packed.h).  Every problem is one line on stderr,
 * `FILE:LINE: what is wrong`, and exit status 2 with no output file;
 * duplicate edges only give a warning each (`FILE:LINE: warning: duplicate
 * edge a->b (merged)`).  On success stdout gets one size line per map.
 *
 * A map's name is the file's base name without `.dag` (1..10 characters
 * of a-z, A-Z, 0-9, '_' and '-', so `> dag:NAME` fits a 16-column screen);
 * its title is the first comment line before `n m` that is not a directive,
 * else the name; the directive `# grid: W` says the nodes are a grid W
 * squares wide (node = row * W + column; W in 1..26 and dividing n).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tools/mapc/mapc.h"

static const char usage[] =
    "usage: mapc [--max-nodes N] [--max-edges M] [--mex-bits B] -o OUT.c FILE.dag...\n"
    "Compiles map files (`# Title`, optional `# grid: W`, then `n m` and m lines\n"
    "`a b`) into C source with packed graphs in program memory (maps.h).\n"
    "Prints one size line per map; errors are FILE:LINE: ... with exit status 2.\n";

/* A number option's value, or -1 (with a message). */
static int number_option(const char *opt, const char *s, unsigned long lo, unsigned long hi,
                         unsigned long *value)
{
    char *end;
    unsigned long v;
    errno = 0;
    v = s ? strtoul(s, &end, 10) : 0;
    if (!s || *s < '0' || *s > '9' || *end || errno || v < lo || v > hi) {
        fprintf(stderr, "mapc: %s expects a number in %lu..%lu\n", opt, lo, hi);
        return -1;
    }
    *value = v;
    return 0;
}

/* The options and file names into the globals and maps[]; returns the
 * number of maps, or -1 after a message (-2: --help was answered). */
static int parse_args(int argc, char **argv, struct map *maps, const char **out)
{
    int i, count = 0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : 0;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            return -2;
        } else if (strcmp(a, "-o") == 0 && next) {
            *out = argv[++i];
        } else if (strcmp(a, "--max-nodes") == 0) {
            if (number_option(a, next, 1, NB_GRAPH_MAX_NODES, &mapc_limits.max_nodes))
                return -1;
            i++;
        } else if (strcmp(a, "--max-edges") == 0) {
            if (number_option(a, next, 0, NB_GRAPH_MAX_EDGES, &mapc_limits.max_edges))
                return -1;
            i++;
        } else if (strcmp(a, "--mex-bits") == 0) {
            if (number_option(a, next, 1, NB_MEX_BITS, &mapc_limits.mex_bits))
                return -1;
            i++;
        } else if (a[0] == '-' && a[1] != 0) {
            fprintf(stderr, "mapc: unknown option '%s'\n%s", a, usage);
            return -1;
        } else {
            maps[count++].file = a;
        }
    }
    if (!*out) {
        fprintf(stderr, "mapc: no output file (-o OUT.c)\n%s", usage);
        return -1;
    }
    if (count > 255) {
        fputs("mapc: at most 255 maps\n", stderr);
        return -1;
    }
    return count;
}

int main(int argc, char **argv)
{
    const char *out = 0;
    struct map *maps = calloc((size_t)argc, sizeof *maps);
    int i, j, count, status = 0;
    if (!maps)
        return EXIT_BAD;
    count = parse_args(argc, argv, maps, &out);
    if (count < 0)
        status = count == -2 ? 0 : EXIT_BAD;
    /* names first: a name given twice is found before any file is read */
    for (i = 0; i < count && status == 0; i++) {
        status = mapc_map_name(&maps[i]);
        for (j = 0; j < i && status == 0; j++)
            if (strcmp(maps[j].name, maps[i].name) == 0) {
                mapc_place(maps[i].file, 0);
                fprintf(stderr, "a map called '%s' is already given (%s)\n", maps[i].name,
                        maps[j].file);
                status = EXIT_BAD;
            }
    }
    for (i = 0; i < count && status == 0; i++)
        status = mapc_compile_map(&maps[i]);
    if (status == 0 && count >= 0)
        status = mapc_write_output(out, maps, count);
    if (status == 0)
        for (i = 0; i < count; i++) {
            const struct map *mp = &maps[i];
            printf("map %-8s %5u nodes %6u edges %6lu bytes", mp->name, (unsigned)mp->nodes,
                   (unsigned)mp->edges, (unsigned long)mp->info.bytes);
            if (mp->edges)
                printf("  %.2f bytes/edge", (double)mp->info.bytes / mp->edges);
            putchar('\n');
        }
    for (i = 0; i < count; i++)
        free(maps[i].bytes);
    free(maps);
    return status;
}
