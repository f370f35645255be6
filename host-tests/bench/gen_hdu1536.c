/*
 * gen_hdu1536.c — the heavy hdu1536 (S-Nim) benchmark input, to stdout.
 *
 *   gen_hdu1536 [CASES]      (default 300)
 *
 * Every case sits at the problem's limits: a set of k = 100 amounts drawn
 * from 1..10000 (repeats allowed, as the judge allows them), then m = 100
 * positions of l = 100 heaps, each drawn from 0..10000.  The closing line
 * is `0`.  The output is fully determined by CASES: the PRNG (splitmix64)
 * has a fixed seed and nothing else is random.
 */
#include <stdio.h>

#include "gen_common.h"

#define AMOUNTS 100
#define MAX_AMOUNT 10000
#define POSITIONS 100
#define HEAPS 100
#define MAX_HEAP 10000
#define DEFAULT_CASES 300

static void write_case(void)
{
    int i, j;
    printf("%d", AMOUNTS);
    for (i = 0; i < AMOUNTS; i++)
        printf(" %u", 1u + (unsigned)rng_below(MAX_AMOUNT));
    printf("\n%d\n", POSITIONS);
    for (i = 0; i < POSITIONS; i++) {
        printf("%d", HEAPS);
        for (j = 0; j < HEAPS; j++)
            printf(" %u", (unsigned)rng_below(MAX_HEAP + 1u));
        printf("\n");
    }
}

int main(int argc, char **argv)
{
    rng_seed(UINT64_C(0x6E696D626F783135));   /* "nimbox15" */
    return gen_main(argc, argv, "gen_hdu1536", DEFAULT_CASES, write_case, "0");
}
