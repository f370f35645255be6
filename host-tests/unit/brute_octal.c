/*
 * brute_octal.c — the exhaustive search of brute_octal.h.
 *
 * A position is kept as the count of heaps of each size 1..12 (empty heaps
 * play no part), 5 bits per size in a 64-bit key; the memo is an
 * open-addressing table that grows as needed.
 */
#include "brute_octal.h"

#include <stdlib.h>
#include <string.h>

static size_t cap, used;
static uint64_t *keys;       /* key + 1; 0 = empty slot */
static signed char *values;

void brute_octal_reset(void)
{
    free(keys);
    free(values);
    keys = 0;
    values = 0;
    cap = used = 0;
}

static size_t slot_of(uint64_t key)
{
    size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 17) & (cap - 1u);
    while (keys[i] != 0 && keys[i] != key)
        i = (i + 1u) & (cap - 1u);
    return i;
}

static void memo_grow(void)
{
    size_t old_cap = cap, k;
    uint64_t *old_keys = keys;
    signed char *old_values = values;
    cap = cap ? cap * 2u : 4096u;
    keys = calloc(cap, sizeof *keys);
    values = calloc(cap, 1);
    if (!keys || !values)
        abort();
    for (k = 0; k < old_cap; k++)
        if (old_keys[k]) {
            size_t j = slot_of(old_keys[k]);
            keys[j] = old_keys[k];
            values[j] = old_values[k];
        }
    free(old_keys);
    free(old_values);
}

static uint64_t key_of(const unsigned *c)
{
    uint64_t key = 0;
    unsigned s;
    for (s = 1; s <= BRUTE_OCTAL_MAX_HEAP; s++) {
        if (c[s] > 31)
            abort();
        key = key << 5 | c[s];
    }
    return key + 1u;
}

int brute_octal_is_move(const struct brute_octal *o, unsigned from, unsigned to,
                        unsigned split)
{
    unsigned left = to + split, j, d;
    if (left >= from || (split && (to == 0 || to > split)))
        return 0;
    j = from - left;
    if (j > o->k)
        return 0;
    d = o->digits[j - 1];
    if (split)
        return (d & 4u) != 0;
    return to == 0 ? (d & 1u) != 0 : (d & 2u) != 0;
}

/* The code being searched (the memo belongs to it). */
static const struct brute_octal *brute_octal_current;

/* counts c[1..12]: is it lost for the mover? */
static int lost(unsigned *c)
{
    uint64_t key = key_of(c);
    size_t i;
    unsigned h, to, split;
    int result = 1;
    if (2u * (used + 1u) > cap)
        memo_grow();
    i = slot_of(key);
    if (keys[i] == key)
        return values[i];
    for (h = 1; h <= BRUTE_OCTAL_MAX_HEAP && result; h++) {
        if (c[h] == 0)
            continue;
        /* every result of heap h: nothing, one heap, two heaps */
        for (to = 0; to < h && result; to++)
            for (split = 0; split < h && result; split++) {
                if (!brute_octal_is_move(brute_octal_current, h, to, split))
                    continue;
                c[h]--;
                c[to]++;
                c[split]++;
                c[0] = 0;
                if (lost(c))
                    result = 0;
                c[h]++;
                c[to]--;
                c[split]--;
                c[0] = 0;
            }
    }
    i = slot_of(key);
    if (keys[i] == 0)
        used++;
    keys[i] = key;
    values[i] = (signed char)result;
    return result;
}

static void counts_of(const unsigned *heaps, unsigned count, unsigned *c)
{
    unsigned i;
    memset(c, 0, sizeof(unsigned) * (BRUTE_OCTAL_MAX_HEAP + 1u));
    for (i = 0; i < count; i++) {
        if (heaps[i] > BRUTE_OCTAL_MAX_HEAP)
            abort();
        c[heaps[i]]++;
    }
    c[0] = 0;
}

int brute_octal_lost(const struct brute_octal *o, const unsigned *heaps, unsigned count)
{
    unsigned c[BRUTE_OCTAL_MAX_HEAP + 1];
    brute_octal_current = o;
    counts_of(heaps, count, c);
    return lost(c);
}

unsigned brute_octal_winning(const struct brute_octal *o, const unsigned *heaps,
                             unsigned count, unsigned i, unsigned *first_to,
                             unsigned *first_split)
{
    unsigned c[BRUTE_OCTAL_MAX_HEAP + 1], h = heaps[i], j, to, split, wins = 0;
    brute_octal_current = o;
    counts_of(heaps, count, c);
    /* in the preferred order: j ascending, one heap (or none) first, then
     * two heaps by the smaller one */
    for (j = 1; j <= h; j++) {
        unsigned left = h - j, k;
        /* k = 0: one heap (or none); then two heaps k + (left - k) */
        for (k = 0; k <= left / 2u; k++) {
            to = k ? k : left;
            split = k ? left - k : 0;
            if (!brute_octal_is_move(o, h, to, split))
                continue;
            c[h]--;
            c[to]++;
            c[split]++;
            c[0] = 0;
            if (lost(c) && wins++ == 0) {
                *first_to = to;
                *first_split = split;
            }
            c[h]++;
            c[to]--;
            c[split]--;
            c[0] = 0;
        }
    }
    return wins;
}

void brute_octal_sg(const struct brute_octal *o, unsigned max, unsigned *sg)
{
    /* seen[v] == n + 1 marks v an option of heap n: no clearing per heap */
    unsigned n, j, a, size = 8u * max + 64u;
    unsigned *seen = calloc(size, sizeof *seen);
    if (!seen)
        abort();
    for (n = 0; n <= max; n++) {
        unsigned m = 0;
        for (j = 1; j <= o->k && j <= n; j++) {
            unsigned d = o->digits[j - 1], left = n - j;
            if ((d & 1u) && left == 0)
                seen[0] = n + 1u;
            if ((d & 2u) && left > 0)
                seen[sg[left]] = n + 1u;
            if (d & 4u)
                for (a = 1; a < left && a <= left - a; a++)
                    if ((sg[a] ^ sg[left - a]) < size)
                        seen[sg[a] ^ sg[left - a]] = n + 1u;
        }
        while (seen[m] == n + 1u)
            m++;
        sg[n] = m;
    }
    free(seen);
}
