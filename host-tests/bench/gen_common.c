/*
 * gen_common.c — the PRNG and the command line of the benchmark input
 * generators (gen_common.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "gen_common.h"

static uint64_t rng_state;

void rng_seed(uint64_t seed)
{
    rng_state = seed;
}

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

uint32_t rng_below(uint32_t bound)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound, r;
    do
        r = rng_next();
    while (r >= limit);
    return (uint32_t)(r % bound);
}

int gen_main(int argc, char **argv, const char *name, long default_cases,
             void (*write_case)(void), const char *end_line)
{
    long cases = default_cases, c;
    if (argc > 2) {
        fprintf(stderr, "usage: %s [CASES]\n", name);
        return 2;
    }
    if (argc == 2) {
        char *end;
        cases = strtol(argv[1], &end, 10);
        if (*argv[1] == 0 || *end != 0 || cases < 0 || cases > 1000000L) {
            fprintf(stderr, "%s: bad case count '%s'\n", name, argv[1]);
            return 2;
        }
    }
    for (c = 0; c < cases; c++)
        write_case();
    printf("%s\n", end_line);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "%s: write error\n", name);
        return 1;
    }
    return 0;
}
