/*
 * sol_uva11927.c — a speed-of-light reading of UVA 11927, the yardstick
 * nimbox's `solve --format uva11927` is held to in `make bench`.
 *
 * Not a judge solution and not a checker: it trusts its input.  All of
 * stdin is read into one buffer at once, numbers come from a tight digit
 * loop (anything that is not a digit separates them), the edges go into
 * CSR arrays by one counting sort on their source, one Kahn pass gives a
 * topological order (in-degrees counted while reading), and the SG values
 * follow in the reverse of that order with a stamped mex.  The answer is
 * the XOR of the SG values of the nodes holding an odd number of stones.
 * Nothing here checks ranges, cycles or malformed text: it is only
 * correct on valid input, which is all a yardstick needs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sol_input.h"

#define MAXN 1000
#define MAXM 10000

static unsigned short from[MAXM], to[MAXM], targets[MAXM], queue[MAXN];
static int first[MAXN + 1], fill[MAXN], indeg[MAXN];
static int sg[MAXN], stamp[MAXM + 2];
static int stamp_now;

static const char *at;   /* the reader's place in the input */

/* The next number (0 at the end of the input). */
static unsigned number(void)
{
    return sol_number(&at);
}

int main(void)
{
    static char out[1 << 20];
    size_t out_len = 0;
    at = sol_read_all();
    for (;;) {
        unsigned n = number(), m = number(), i, head = 0, tail = 0, x = 0;
        if (n == 0 && m == 0)
            break;
        memset(first, 0, sizeof first[0] * (n + 1));
        memset(indeg, 0, sizeof indeg[0] * n);
        for (i = 0; i < m; i++) {
            from[i] = (unsigned short)number();
            to[i] = (unsigned short)number();
            first[from[i] + 1]++;
            indeg[to[i]]++;
        }
        for (i = 0; i < n; i++) {
            first[i + 1] += first[i];
            fill[i] = first[i];
        }
        for (i = 0; i < m; i++)
            targets[fill[from[i]]++] = to[i];
        for (i = 0; i < n; i++)
            if (indeg[i] == 0)
                queue[tail++] = (unsigned short)i;
        while (head < tail) {
            unsigned v = queue[head++];
            int e;
            for (e = first[v]; e < first[v + 1]; e++)
                if (--indeg[targets[e]] == 0)
                    queue[tail++] = targets[e];
        }
        while (tail > 0) {
            unsigned v = queue[--tail];
            int e, g = 0;
            stamp_now++;
            for (e = first[v]; e < first[v + 1]; e++)
                stamp[sg[targets[e]]] = stamp_now;
            while (stamp[g] == stamp_now)
                g++;
            sg[v] = g;
        }
        for (i = 0; i < n; i++)
            if (number() & 1u)
                x ^= (unsigned)sg[i];
        if (out_len + 8 > sizeof out) {
            fwrite(out, 1, out_len, stdout);
            out_len = 0;
        }
        memcpy(out + out_len, x ? "First\n" : "Second\n", x ? 6 : 7);
        out_len += x ? 6 : 7;
    }
    fwrite(out, 1, out_len, stdout);
    return 0;
}
