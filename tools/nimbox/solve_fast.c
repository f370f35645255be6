/*
 * solve_fast.c — hdu1536, hdu1846 and hdu1847 on the fast path, and the
 * dispatch by format name.
 *
 * hdu1536 reads a whole case before answering it: heaps below
 * FAST_HEAP_LIMIT are kept, larger ones go to the engine at once (its
 * table and period search; a heap beyond its table fails there, on the
 * heap's line, as on the engine path).  The kept heaps are then answered
 * from a table computed only up to the largest of them: each value the
 * mex of its options' values, stamped into an array (no clearing per
 * value), no period search (pointless that low).  When that table would
 * be long for the amounts (the period search may prove the values early)
 * the engine answers the kept heaps too.  A kept heap never fails in the
 * engine (FAST_HEAP_LIMIT is within its table), so answering them late
 * changes no error.  The same amounts as the last case keep the table.
 */
#include "tools/nimbox/solve_fast.h"
#include <string.h>
#include "tools/nimbox/solve.h"
#include "core/subtraction.h"

/* Heaps the own table answers (below the engine's table: they never fail). */
#define FAST_HEAP_LIMIT 65536L
NB_LIMIT_CHECK(fast_heaps_in_engine_table, FAST_HEAP_LIMIT <= NB_SUB_TABLE);

/* A number in [low, high], as solve.c reads it. */
static int read_in_range(struct fast_in *in, nb_uint_t low, nb_uint_t high, nb_uint_t *v,
                         struct nb_error *err)
{
    int code = fast_in_number(in, high, v, err);
    if (code == 0 && *v < low)
        code = fast_in_fail(in, err, ERR_NUMBER_TOO_SMALL, *v, low);
    return code;
}

/* ---- hdu1536 -------------------------------------------------------------------------- */

static heap_t amounts[NB_SUB_MAX_AMOUNTS];
/* the kept heaps of the case, position by position */
static uint32_t kept[(uint32_t)SOLVE_MAX_POSITIONS * NB_MAX_PILES];
static uint32_t kept_end[SOLVE_MAX_POSITIONS];    /* position i's end in kept[] */
static sg_t engine_xor[SOLVE_MAX_POSITIONS];      /* of the heaps the engine answered */

/* The own table: SG of heaps 0..computed-1 for the amounts set[0..set_count).
 * The stamps come before the values: after them, 128 KiB on (a multiple
 * of 4 KiB), a stamp's store and the loads of values whose addresses agree
 * with it in their low 12 bits waited on each other, and hdu1536 took
 * 141 ms of CPU where it now takes 123 (measured; perf stat). */
static struct {
    heap_t set[NB_SUB_MAX_AMOUNTS];
    uint16_t set_count;
    uint32_t computed;
    uint32_t stamp_now;
    uint32_t stamp[NB_SUB_MAX_AMOUNTS + 2];
    uint16_t sg[FAST_HEAP_LIMIT];
} own;

/* Sort amounts[0..*count) ascending without duplicates. */
static void sort_unique(heap_t *a, uint16_t *count)
{
    uint16_t i, j, n = *count, out = 0;
    for (i = 1; i < n; i++) {
        heap_t v = a[i];
        for (j = i; j > 0 && a[j - 1] > v; j--)
            a[j] = a[j - 1];
        a[j] = v;
    }
    for (i = 0; i < n; i++)
        if (out == 0 || a[out - 1] != a[i])
            a[out++] = a[i];
    *count = out;
}

/* The own table for the case's amounts (kept when they are the last case's). */
static void own_use(const heap_t *list, uint16_t count)
{
    static heap_t sorted[NB_SUB_MAX_AMOUNTS];
    memcpy(sorted, list, count * sizeof sorted[0]);
    sort_unique(sorted, &count);
    if (count == own.set_count && memcmp(sorted, own.set, count * sizeof sorted[0]) == 0)
        return;
    memcpy(own.set, sorted, count * sizeof sorted[0]);
    own.set_count = count;
    own.computed = 0;
}

/* Extend the own table through heap h (< FAST_HEAP_LIMIT). */
static void own_extend(uint32_t h)
{
    const heap_t *set = own.set;
    uint16_t count = own.set_count, j;
    uint32_t n;
    for (n = own.computed; n <= h; n++) {
        uint32_t now = ++own.stamp_now, g = 0;
        if (now == 0) {   /* wrapped: start the stamps afresh */
            memset(own.stamp, 0, sizeof own.stamp);
            own.stamp_now = now = 1;
        }
        for (j = 0; j < count && set[j] <= n; j++)
            own.stamp[own.sg[n - set[j]]] = now;
        while (own.stamp[g] == now)
            g++;
        own.sg[n] = (uint16_t)g;
    }
    if (own.computed <= h)
        own.computed = h + 1u;
}

/* Answer the case: positions 0..m-1, kept heaps up to `largest`. */
static void hdu1536_answer(const heap_t *list, uint16_t k, uint32_t m, uint32_t largest,
                           int engine_started, const struct text_out *out)
{
    uint32_t i, j = 0;
    heap_t max_amount = 0;
    uint16_t a;
    int own_table;
    struct nb_error unused;
    for (a = 0; a < k; a++)
        if (list[a] > max_amount)
            max_amount = list[a];
    /* the own table when it is short for the amounts; else the engine,
     * whose period search may stop its table early */
    own_table = largest <= 4u * max_amount + 4096u;
    if (own_table) {
        own_use(list, k);
        own_extend(largest);
    } else if (!engine_started) {
        subtraction_start(list, k, &unused);
    }
    for (i = 0; i < m; i++) {
        sg_t x = engine_xor[i];
        for (; j < kept_end[i]; j++) {
            sg_t g;
            if (own_table)
                g = own.sg[kept[j]];
            else
                subtraction_sg(kept[j], &g, &unused);   /* within the table: no error */
            x ^= g;
        }
        text_put_char(out, x ? 'W' : 'L');
    }
    text_put_char(out, '\n');
}

/* A heap the own table does not take: the engine's answer (or its error). */
static int engine_heap(struct fast_in *in, heap_t h, uint16_t k, int *started, sg_t *x,
                       struct nb_error *err)
{
    sg_t g;
    int code;
    if (!*started) {
        if ((code = subtraction_start(amounts, k, err)) != 0)
            return code;
        *started = 1;
    }
    if ((code = subtraction_sg(h, &g, err)) != 0) {
        err->where = ERR_AT_LINE;
        err->at = fast_in_line(in);
        return code;
    }
    *x ^= g;
    return 0;
}

static int solve_hdu1536(struct fast_in *in, const struct text_out *out, struct nb_error *err)
{
    for (;;) {
        nb_uint_t k, m, l, h, i, j, v;
        uint32_t n_kept = 0, largest = 0;
        int code, engine_started = 0;
        fast_in_mark(in);
        if ((code = fast_in_number(in, NB_SUB_MAX_AMOUNTS, &k, err)) != 0)
            return code;
        if (k == 0)
            break;
        for (i = 0; i < k; i++) {
            if ((code = read_in_range(in, 1, SOLVE_MAX_SUB_AMOUNT, &v, err)) != 0)
                return code;
            amounts[i] = (heap_t)v;
        }
        if ((code = read_in_range(in, 1, SOLVE_MAX_POSITIONS, &m, err)) != 0)
            return code;
        for (i = 0; i < m; i++) {
            engine_xor[i] = 0;
            if ((code = read_in_range(in, 1, NB_MAX_PILES, &l, err)) != 0)
                return code;
            for (j = 0; j < l; j++) {
                if ((code = fast_in_number(in, NB_HEAP_MAX, &h, err)) != 0)
                    return code;
                if (h < (nb_uint_t)FAST_HEAP_LIMIT) {
                    kept[n_kept++] = (uint32_t)h;
                    if (h > largest)
                        largest = (uint32_t)h;
                } else if ((code = engine_heap(in, (heap_t)h, (uint16_t)k, &engine_started,
                                               &engine_xor[i], err)) != 0) {
                    return code;
                }
            }
            kept_end[i] = n_kept;
        }
        hdu1536_answer(amounts, (uint16_t)k, (uint32_t)m, largest, engine_started, out);
    }
    return fast_in_expect_end(in, err);
}

/* ---- hdu1846, hdu1847 ------------------------------------------------------------------ */

static int solve_hdu1846(struct fast_in *in, const struct text_out *out, struct nb_error *err)
{
    nb_uint_t c, n, m, i;
    int code;
    if ((code = fast_in_number(in, SOLVE_MAX_CASES, &c, err)) != 0)
        return code;
    for (i = 0; i < c; i++) {
        fast_in_mark(in);
        if ((code = fast_in_number(in, NB_HEAP_MAX, &n, err)) != 0)
            return code;
        if ((code = read_in_range(in, 1, NB_HEAP_MAX, &m, err)) != 0)
            return code;
        text_put_str(out, n % (m + 1u) ? "first\n" : "second\n");
    }
    return fast_in_expect_end(in, err);
}

/* One number per case up to the end; at least one case. */
static int solve_hdu1847(struct fast_in *in, const struct text_out *out, struct nb_error *err)
{
    do {
        nb_uint_t n;
        int code;
        fast_in_mark(in);
        if ((code = fast_in_number(in, NB_HEAP_MAX, &n, err)) != 0)
            return code;
        text_put_str(out, n % 3u ? "Kiki\n" : "Cici\n");
    } while (!fast_in_at_end(in));
    return 0;
}

int solve_fast_format(const char *format, struct fast_in *in, const struct text_out *out,
                      struct nb_error *err)
{
    if (strcmp(format, "uva11927") == 0)
        return solve_fast_uva11927(in, out, err);
    if (strcmp(format, "hdu1536") == 0)
        return solve_hdu1536(in, out, err);
    if (strcmp(format, "hdu1846") == 0)
        return solve_hdu1846(in, out, err);
    if (strcmp(format, "hdu1847") == 0)
        return solve_hdu1847(in, out, err);
    return -1;
}
