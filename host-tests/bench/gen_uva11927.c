/*
 * gen_uva11927.c — the uva11927 benchmark input, written to stdout.
 *
 *   gen_uva11927 [CASES]      (default 200)
 *
 * Every case sits at the problem's limits: n = 1000 nodes, m = 10000 edges,
 * 0..1000 stones per node.  Each case draws a random permutation of the
 * nodes (the topological order); every edge runs from an earlier to a later
 * node of that order, so the graph is acyclic and has no self-loops.  The
 * first 999 edges are the Hamiltonian path through the permutation (a
 * recursion depth of 1000 for a memoised DFS); the other 9001 join random
 * distinct pairs, no edge repeated.  Edges are written in shuffled order.
 *
 * The output is fully determined by CASES: the PRNG (splitmix64) has a fixed
 * seed and nothing else is random.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NODES 1000
#define EDGES 10000
#define MAX_STONES 1000
#define DEFAULT_CASES 200

static uint64_t rng_state = UINT64_C(0x6E696D626F783131);   /* "nimbox11" */

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Uniform in [0, bound) by rejection (no modulo bias). */
static uint32_t rng_below(uint32_t bound)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound, r;
    do
        r = rng_next();
    while (r >= limit);
    return (uint32_t)(r % bound);
}

static int perm[NODES];
static int edge_from[EDGES];
static int edge_to[EDGES];
static unsigned char used[NODES][NODES];   /* used[a][b]: edge a->b placed */

static void write_case(void)
{
    int i, k = 0;
    memset(used, 0, sizeof used);
    for (i = 0; i < NODES; i++)
        perm[i] = i;
    for (i = NODES - 1; i > 0; i--) {
        int j = (int)rng_below((uint32_t)i + 1u), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    /* the long chain: perm[0] -> perm[1] -> ... -> perm[NODES-1] */
    for (i = 0; i + 1 < NODES; i++) {
        edge_from[k] = perm[i];
        edge_to[k] = perm[i + 1];
        used[perm[i]][perm[i + 1]] = 1;
        k++;
    }
    /* random forward edges between distinct positions, no repeats */
    while (k < EDGES) {
        int x = (int)rng_below(NODES), y = (int)rng_below(NODES), a, b;
        if (x == y)
            continue;
        if (x > y) {
            int t = x;
            x = y;
            y = t;
        }
        a = perm[x];
        b = perm[y];
        if (used[a][b])
            continue;
        used[a][b] = 1;
        edge_from[k] = a;
        edge_to[k] = b;
        k++;
    }
    for (i = EDGES - 1; i > 0; i--) {
        int j = (int)rng_below((uint32_t)i + 1u), t;
        t = edge_from[i];
        edge_from[i] = edge_from[j];
        edge_from[j] = t;
        t = edge_to[i];
        edge_to[i] = edge_to[j];
        edge_to[j] = t;
    }
    printf("%d %d\n", NODES, EDGES);
    for (i = 0; i < EDGES; i++)
        printf("%d %d\n", edge_from[i], edge_to[i]);
    for (i = 0; i < NODES; i++)
        printf("%u\n", (unsigned)rng_below(MAX_STONES + 1u));
}

int main(int argc, char **argv)
{
    long cases = DEFAULT_CASES, c;
    if (argc > 2) {
        fprintf(stderr, "usage: gen_uva11927 [CASES]\n");
        return 2;
    }
    if (argc == 2) {
        char *end;
        cases = strtol(argv[1], &end, 10);
        if (*argv[1] == 0 || *end != 0 || cases < 0 || cases > 1000000L) {
            fprintf(stderr, "gen_uva11927: bad case count '%s'\n", argv[1]);
            return 2;
        }
    }
    for (c = 0; c < cases; c++)
        write_case();
    printf("0 0\n");
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "gen_uva11927: write error\n");
        return 1;
    }
    return 0;
}
