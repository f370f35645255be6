/*
 * sol_input.h — the speed-of-light readers' input (sol_uva11927.c,
 * sol_hdu1536.c): all of stdin in one buffer, and numbers from a tight
 * digit loop in which anything that is not a digit separates them.
 * sol_number is inline on purpose: a yardstick must not pay a call per
 * number.  Neither checks anything; they trust their input.
 */
#ifndef HOST_TESTS_BENCH_SOL_INPUT_H
#define HOST_TESTS_BENCH_SOL_INPUT_H

/* All of stdin with a NUL after it; exits with status 1 when out of memory. */
const char *sol_read_all(void);

/* The number at or after *p, moving *p past it (0 at the end of the input). */
static inline unsigned sol_number(const char **p)
{
    const unsigned char *q = (const unsigned char *)*p;
    unsigned v = 0, d;
    while (*q && (unsigned)(*q - '0') > 9)
        q++;
    while ((d = (unsigned)(*q - '0')) <= 9) {
        v = v * 10 + d;
        q++;
    }
    *p = (const char *)q;
    return v;
}

#endif
