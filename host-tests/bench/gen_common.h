/*
 * gen_common.h — what the benchmark input generators share: a PRNG with a
 * fixed seed per generator (splitmix64), so an input is fully determined
 * by its case count, and the command line `gen_NAME [CASES]`.
 */
#ifndef HOST_TESTS_BENCH_GEN_COMMON_H
#define HOST_TESTS_BENCH_GEN_COMMON_H

#include <stdint.h>

/* Start the PRNG's sequence from seed. */
void rng_seed(uint64_t seed);
/* Uniform in [0, bound) by rejection (no modulo bias); bound > 0. */
uint32_t rng_below(uint32_t bound);
/* The generator's main: reads [CASES] (default default_cases, at most
 * 1000000), writes that many cases with write_case, then end_line, to
 * stdout; returns the exit status (2 for a bad command line, 1 for a write
 * error). */
int gen_main(int argc, char **argv, const char *name, long default_cases,
             void (*write_case)(void), const char *end_line);

#endif
