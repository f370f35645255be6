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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define AMOUNTS 100
#define MAX_AMOUNT 10000
#define POSITIONS 100
#define HEAPS 100
#define MAX_HEAP 10000
#define DEFAULT_CASES 300

static uint64_t rng_state = UINT64_C(0x6E696D626F783135);   /* "nimbox15" */

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
    long cases = DEFAULT_CASES, c;
    if (argc > 2) {
        fprintf(stderr, "usage: gen_hdu1536 [CASES]\n");
        return 2;
    }
    if (argc == 2) {
        char *end;
        cases = strtol(argv[1], &end, 10);
        if (*argv[1] == 0 || *end != 0 || cases < 0 || cases > 1000000L) {
            fprintf(stderr, "gen_hdu1536: bad case count '%s'\n", argv[1]);
            return 2;
        }
    }
    for (c = 0; c < cases; c++)
        write_case();
    printf("0\n");
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "gen_hdu1536: write error\n");
        return 1;
    }
    return 0;
}
