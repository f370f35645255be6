/*
 * plain_octal.c — the yardstick of the octal bench (octal.sh): SG values
 * of a take-and-break code by the plain mex over every option, about
 * k*N^2/4 XORs up to N, written as `nimbox grundy CODE N-1` writes its
 * first line.
 *   plain_octal 0.127 20000
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    static uint32_t seen[4096];
    const char *digits = argc == 3 ? strchr(argv[1], '.') : 0;
    unsigned d[16], k = 0, t = 0, j, a, b;
    unsigned long n, count;
    uint16_t *sg;
    if (!digits || (count = strtoul(argv[2], 0, 10)) == 0) {
        fprintf(stderr, "usage: plain_octal 0.CODE N\n");
        return 2;
    }
    for (digits++; *digits && k < 16; digits++, k++)
        if ((d[k] = (unsigned)(*digits - '0')) != 0)
            t = k + 1;
    if (!(sg = malloc(count * sizeof *sg)))
        return 1;
    for (n = 0; n < count; n++) {
        unsigned v = 0;
        for (j = 1; j <= t && j <= n; j++) {
            unsigned long m = n - j;
            if ((d[j - 1] & 1u) && m == 0)
                seen[0] = (uint32_t)n + 1u;
            if ((d[j - 1] & 2u) && m > 0)
                seen[sg[m]] = (uint32_t)n + 1u;
            if ((d[j - 1] & 4u) && m >= 2)
                for (a = 1, b = (unsigned)m - 1u; a <= b; a++, b--)
                    seen[(sg[a] ^ sg[b]) & 4095u] = (uint32_t)n + 1u;
        }
        while (seen[v] == (uint32_t)n + 1u)
            v++;
        if (v > 4095) {
            fprintf(stderr, "plain_octal: a value past 4095 at heap %lu\n", n);
            return 1;
        }
        sg[n] = (uint16_t)v;
        printf(n ? " %u" : "%u", v);
    }
    printf("\n");
    free(sg);
    return 0;
}
