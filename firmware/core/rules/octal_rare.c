/*
 * octal_rare.c — the next value of a take-and-break table from its few
 * rare heaps (the sparse space of Winning Ways, ch. 4, "Sparse space
 * spells speed"), exactly the value that every split's mex gives.
 *
 * A mask M and a place bit b class each heap a: c(a) = parity(SG(a) & M)
 * XOR (b AND a's parity) XOR f, with f = b AND the split's removal's
 * parity (f makes the usual values' class 1).  A split a + (m - a) has
 * value class parity((SG(a) ^ SG(m-a)) & M) = c(a) XOR c(m-a) XOR (b AND
 * m's parity): a split of one class-0 ("rare") heap and one class-1
 * ("common") heap has class x = 1 XOR (b AND m), every other split 1 - x.
 * So every split value of class x has a rare heap in it: looking at the
 * splits r + (m - r) for each listed rare heap r < m finds all of them.
 * The values of the other class come from common + common splits, many
 * in a long table: they are looked for a = 1, 2, ... only while some
 * value below the least unmarked class-x value U is still unmarked.
 * When none is, U is the mex: no split of class x is left unmarked (every
 * one has a rare heap), and every smaller value is an option.  When the
 * search ends first, every split was looked at: the plain mex.  Either
 * way the value is the plain one, whatever the mask; a good mask only
 * makes it fast.  With several split removals j, x is taken per j (m =
 * n - j), and U's class must be x for all of them.
 *
 * The mask: at each power of two from 512 heaps, the one (with b 0, or 1
 * where every split removal has the same parity) that leaves the fewest
 * rare heaps in the table, found from a count of the table's values by
 * heap parity; the list is built again.  The list is used while it holds
 * at most a quarter of the table (and fits NB_OCTAL_RARE); else the table
 * takes every split until the next choice.
 */
#include "core/rules/octal_rare.h"

#if NB_OCTAL_RARE
#include "core/mex.h"

NB_LIMIT_CHECK(octal_rare_values_fit, NB_MEX_BITS <= 65535);

/* the first table size the mask is chosen at */
#define FIRST_CHOICE 512u

static oct_index_t rare_heap[NB_OCTAL_RARE];   /* ascending */
static uint32_t by_value[NB_MEX_BITS][2];      /* heaps of each value, by parity */

static struct {
    uint16_t mask;
    uint8_t place, flip;   /* b and f (see the top) */
    uint8_t on;
    oct_index_t count;     /* rare_heap[0..count) */
    oct_index_t choose_at; /* the next table size the mask is chosen at */
    oct_work_t work;       /* splits looked at (octal_rare.h) */
} rare;

void octal_rare_reset(void)
{
    rare.on = 0;
    rare.count = 0;
    rare.mask = 0;
    rare.place = rare.flip = 0;
    rare.choose_at = FIRST_CHOICE;
    rare.work = 0;
}

void octal_rare_spent(oct_work_t w)
{
    rare.work += w;
}

uint8_t octal_rare_work_left(void)
{
    return !NB_OCTAL_WORK || rare.work < (oct_work_t)NB_OCTAL_WORK;
}

oct_work_t octal_table_work(void)
{
    return rare.work;
}

uint8_t octal_rare_test_due(oct_index_t n)
{
    oct_index_t step = 16u;
    while (step * 256u <= n)
        step *= 2u;
    return (n & (step - 1u)) == 0;
}

uint8_t octal_rare_on(void)
{
    return rare.on;
}

static uint8_t parity(uint16_t v)
{
    v ^= (uint16_t)(v >> 8);
    v ^= (uint16_t)(v >> 4);
    v ^= (uint16_t)(v >> 2);
    v ^= (uint16_t)(v >> 1);
    return (uint8_t)(v & 1u);
}

/* Heap a's class (1: common). */
static uint8_t heap_class(const sg_small_t *table, oct_index_t a)
{
    return (uint8_t)(parity((uint16_t)(table[a] & rare.mask)) ^ (rare.place & a & 1u) ^ rare.flip);
}

/* The removal of the first split digit, 0 if none; *mixed when split
 * removals differ in parity (no place bit then). */
static uint8_t first_split(const struct octal_code *c, uint8_t t, uint8_t *mixed)
{
    uint8_t j, first = 0;
    *mixed = 0;
    for (j = 1; j <= t; j++)
        if (c->digit[j - 1u] & 4u) {
            if (!first)
                first = j;
            else if ((j ^ first) & 1u)
                *mixed = 1;
        }
    return first;
}

/* Choose the mask over heaps 1..n (see the top) and list the rare ones. */
static void choose(const sg_small_t *table, oct_index_t n, const struct octal_code *c, uint8_t t)
{
    oct_index_t a;
    uint16_t top = 0, bits = 1, m, v;
    uint8_t place, mixed, first = first_split(c, t, &mixed);
    uint32_t best = UINT32_MAX, rare_count;
    rare.on = 0;
    if (!first)
        return;
    for (v = 0; v < NB_MEX_BITS; v++)
        by_value[v][0] = by_value[v][1] = 0;
    for (a = 1; a <= n; a++) {
        by_value[table[a]][a & 1u]++;
        if (table[a] > top)
            top = table[a];
    }
    while ((1u << bits) <= top)
        bits++;
    for (m = 1; m < (1u << bits); m++)
        for (place = 0; place <= (mixed ? 0u : 1u); place++) {
            uint8_t flip = (uint8_t)(place & first & 1u);
            rare_count = 0;
            for (v = 0; v <= top; v++) {
                uint8_t pv = parity((uint16_t)(v & m));
                if ((pv ^ flip) == 0)
                    rare_count += by_value[v][0];
                if ((pv ^ place ^ flip) == 0)
                    rare_count += by_value[v][1];
            }
            if (rare_count < best) {
                best = rare_count;
                rare.mask = m;
                rare.place = place;
                rare.flip = flip;
            }
        }
    rare.count = 0;
    if (best > n / 4u || best > NB_OCTAL_RARE)
        return;
    for (a = 1; a <= n; a++)
        if (!heap_class(table, a))
            rare_heap[rare.count++] = a;
    rare.on = 1;
}

void octal_rare_note(const sg_small_t *table, oct_index_t n, const struct octal_code *c,
                     uint8_t t)
{
    if (n + 1u == rare.choose_at) {
        choose(table, n, c, t);
        rare.choose_at = (oct_index_t)(2u * rare.choose_at);   /* past the table: never */
        return;
    }
    if (!rare.on || n == 0 || heap_class(table, n))
        return;
    if (rare.count == NB_OCTAL_RARE)
        rare.on = 0;   /* every split until the next choice */
    else
        rare_heap[rare.count++] = n;
}

/* Every table value is below NB_MEX_BITS; so is the XOR of two where it
 * is a power of two, and elsewhere it is checked. */
#define MEX_BITS_POW2 ((NB_MEX_BITS & (NB_MEX_BITS - 1)) == 0)
#define IN_SET(v) (MEX_BITS_POW2 || (v) < NB_MEX_BITS)
/* splits a heap's search looks at between two looks at what it needs */
#define RUN 32u

uint16_t octal_rare_mex(const sg_small_t *table, oct_index_t n, const struct octal_code *c,
                        uint8_t t, uint8_t *seen, uint8_t stamp)
{
    uint8_t j, known = 3u;   /* bit x: class x's split values all marked */
    oct_index_t i, m, a, half = 0;
    uint16_t u, v, need = 0;
    for (j = 1; j <= t && j + 2u <= n; j++) {
        if (!(c->digit[j - 1u] & 4u))
            continue;
        m = (oct_index_t)(n - j);
        known &= (uint8_t)(1u << (1u ^ (rare.place & m & 1u)));
        for (i = 0; i < rare.count && rare_heap[i] < m; i++) {
            v = (uint16_t)(table[rare_heap[i]] ^ table[m - rare_heap[i]]);
            if (IN_SET(v))
                seen[v] = stamp;
        }
        rare.work += i;
        if (m / 2u > half)
            half = (oct_index_t)(m / 2u);
    }
    /* U: the least unmarked value whose class every split removal has
     * marked in full; need: the unmarked values below it */
    for (u = 0; u < NB_MEX_BITS; u++) {
        if (seen[u] == stamp)
            continue;
        if ((known >> parity((uint16_t)(u & rare.mask))) & 1u)
            break;
        need++;
    }
    /* the splits a + (m - a) from a = 1 up, RUN at a time for each
     * removal, until nothing below U is unmarked (no branch per split on
     * whether its value was new); small heaps bring the small values most
     * needed (from the middle down, 0.127's proof did not fit its work) */
    for (a = 1; need && a <= half; a = (oct_index_t)(a + RUN))
        for (j = 1; j <= t && j + 2u <= n; j++) {
            oct_index_t b, end;
            m = (oct_index_t)(n - j);
            if (!(c->digit[j - 1u] & 4u) || a > m / 2u)
                continue;
            end = (oct_index_t)(m / 2u - a + 1u > RUN ? a + RUN - 1u : m / 2u);
            rare.work += end - a + 1u;
            for (b = a; b <= end; b++) {
                v = (uint16_t)(table[b] ^ table[m - b]);
                if (IN_SET(v)) {
                    need = (uint16_t)(need - ((seen[v] != stamp) & (v < u)));
                    seen[v] = stamp;
                }
            }
        }
    return mex_stamp_find(seen, stamp);
}
#endif
