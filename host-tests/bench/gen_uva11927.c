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
#include <stdio.h>
#include <string.h>

#include "gen_common.h"

#define NODES 1000
#define EDGES 10000
#define MAX_STONES 1000
#define DEFAULT_CASES 200

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
    rng_seed(UINT64_C(0x6E696D626F783131));   /* "nimbox11" */
    return gen_main(argc, argv, "gen_uva11927", DEFAULT_CASES, write_case, "0 0");
}
