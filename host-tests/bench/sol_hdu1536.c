/*
 * sol_hdu1536.c — a speed-of-light reading of HDU 1536 "S-Nim", the
 * yardstick nimbox's `solve --format hdu1536` is held to in `make bench`.
 *
 * Not a judge solution and not a checker: it trusts its input.  All of
 * stdin is read into one buffer at once and numbers come from a tight
 * digit loop.  Each case's positions are read first, so the SG table is
 * computed only up to the largest heap any of them asks about: the
 * amounts sorted (a heap's options stop at the first amount above it),
 * each value the mex of its options' values stamped into an array (no
 * clearing per value).  A position is won (W) when the XOR of its heaps'
 * values is not 0.  Nothing is checked: only correct on valid input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sol_input.h"

#define MAXK 100
#define MAXM 100
#define MAXL 100
#define MAXH 10000

static unsigned amounts[MAXK], heaps[MAXM * MAXL], count[MAXM];
static unsigned sg[MAXH + 1], stamp[MAXK + 2], stamp_now;

static const char *at;   /* the reader's place in the input */

/* The next number (0 at the end of the input). */
static unsigned number(void)
{
    return sol_number(&at);
}

static int by_value(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    static char out[1 << 20];
    size_t out_len = 0;
    at = sol_read_all();
    for (;;) {
        unsigned k = number(), m, i, j, n, top = 0, h = 0;
        if (k == 0)
            break;
        for (i = 0; i < k; i++)
            amounts[i] = number();
        qsort(amounts, k, sizeof amounts[0], by_value);
        m = number();
        for (i = 0; i < m; i++) {
            count[i] = number();
            for (j = 0; j < count[i]; j++) {
                heaps[h] = number();
                if (heaps[h] > top)
                    top = heaps[h];
                h++;
            }
        }
        for (n = 0; n <= top; n++) {
            unsigned g = 0;
            stamp_now++;
            for (j = 0; j < k && amounts[j] <= n; j++)
                stamp[sg[n - amounts[j]]] = stamp_now;
            while (stamp[g] == stamp_now)
                g++;
            sg[n] = g;
        }
        if (out_len + m + 1 > sizeof out) {
            fwrite(out, 1, out_len, stdout);
            out_len = 0;
        }
        for (i = 0, h = 0; i < m; i++) {
            unsigned x = 0;
            for (j = 0; j < count[i]; j++)
                x ^= sg[heaps[h++]];
            out[out_len++] = x ? 'W' : 'L';
        }
        out[out_len++] = '\n';
    }
    fwrite(out, 1, out_len, stdout);
    return 0;
}
