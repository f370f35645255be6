/*
 * brute.c — exhaustive search behind the property tests (see brute.h).
 */
#include "brute.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int brute_is_move(const struct brute_rule *r, uint64_t from, uint64_t to)
{
    uint64_t d;
    unsigned i;
    if (to >= from)
        return 0;
    d = from - to;
    switch (r->kind) {
    case BRUTE_NIM:
    case BRUTE_MISERE:
        return 1;
    case BRUTE_TAKE:
        return d <= r->take_max;
    case BRUTE_POW2:
        return (d & (d - 1u)) == 0;
    case BRUTE_SUB:
        for (i = 0; i < r->sub_count; i++)
            if (r->sub[i] == d)
                return 1;
        return 0;
    case BRUTE_HALF:
        return d <= from / 2u;
    default:
        abort();
    }
}

unsigned brute_moves(const struct brute_rule *r, unsigned h, unsigned *out)
{
    unsigned t, n = 0;
    for (t = 0; t < h; t++)
        if (brute_is_move(r, h, t))
            out[n++] = t;
    return n;
}

void brute_pile_sg(const struct brute_rule *r, unsigned max, unsigned *sg)
{
    unsigned h, i, n;
    unsigned *opt = malloc(sizeof *opt * (max + 1u));
    unsigned char *seen = malloc(max + 2u);
    if (!opt || !seen)
        abort();
    for (h = 0; h <= max; h++) {
        unsigned m = 0;
        n = brute_moves(r, h, opt);
        memset(seen, 0, max + 2u);
        for (i = 0; i < n; i++)
            if (sg[opt[i]] <= max)
                seen[sg[opt[i]]] = 1;
        while (seen[m])
            m++;
        sg[h] = m;
    }
    free(opt);
    free(seen);
}

/* ---- heap positions -------------------------------------------------------- */

struct brute_game {
    struct brute_rule rule;
    unsigned base;          /* max_heap + 1 */
    signed char *memo;      /* -1 unknown, 0 won, 1 lost */
};

struct brute_game *brute_game_new(const struct brute_rule *r, unsigned max_heap)
{
    struct brute_game *g = malloc(sizeof *g);
    size_t size;
    if (!g || max_heap > BRUTE_MAX_HEAP)
        abort();
    g->rule = *r;
    g->base = max_heap + 1u;
    size = (size_t)(BRUTE_MAX_PILES + 1) * g->base * g->base * g->base;
    g->memo = malloc(size);
    if (!g->memo)
        abort();
    memset(g->memo, -1, size);
    return g;
}

void brute_game_free(struct brute_game *g)
{
    if (g) {
        free(g->memo);
        free(g);
    }
}

/* Index of the position: the pile count and the heaps sorted (order does not
 * matter to who wins). */
static size_t position_key(const struct brute_game *g, const unsigned *heaps, unsigned count)
{
    unsigned s[BRUTE_MAX_PILES] = { 0, 0, 0 };
    unsigned i, j;
    size_t key = count;
    for (i = 0; i < count; i++) {
        unsigned v = heaps[i];
        if (v >= g->base)
            abort();
        for (j = i; j > 0 && s[j - 1] < v; j--)
            s[j] = s[j - 1];
        s[j] = v;
    }
    for (i = 0; i < BRUTE_MAX_PILES; i++)
        key = key * g->base + s[i];
    return key;
}

static int lost(struct brute_game *g, const unsigned *heaps, unsigned count)
{
    size_t key = position_key(g, heaps, count);
    unsigned child[BRUTE_MAX_PILES], opt[BRUTE_MAX_HEAP + 1];
    unsigned i, k, n, stones = 0;
    int result = 1;
    if (g->memo[key] >= 0)
        return g->memo[key];
    for (i = 0; i < count; i++)
        stones += heaps[i];
    if (g->rule.kind == BRUTE_MISERE && stones == 0) {
        result = 0;   /* the opponent took the last stone */
    } else {
        for (i = 0; i < count && result; i++) {
            n = brute_moves(&g->rule, heaps[i], opt);
            for (k = 0; k < n && result; k++) {
                memcpy(child, heaps, count * sizeof *heaps);
                child[i] = opt[k];
                if (lost(g, child, count))
                    result = 0;
            }
        }
    }
    g->memo[key] = (signed char)result;
    return result;
}

int brute_lost(struct brute_game *g, const unsigned *heaps, unsigned count)
{
    if (count < 1 || count > BRUTE_MAX_PILES)
        abort();
    return lost(g, heaps, count);
}

unsigned brute_winning_moves(struct brute_game *g, const unsigned *heaps, unsigned count)
{
    unsigned child[BRUTE_MAX_PILES], opt[BRUTE_MAX_HEAP + 1];
    unsigned i, k, n, wins = 0;
    if (count < 1 || count > BRUTE_MAX_PILES)
        abort();
    for (i = 0; i < count; i++) {
        n = brute_moves(&g->rule, heaps[i], opt);
        for (k = 0; k < n; k++) {
            memcpy(child, heaps, count * sizeof *heaps);
            child[i] = opt[k];
            wins += (unsigned)lost(g, child, count);
        }
    }
    return wins;
}

/* ---- stones on a DAG ------------------------------------------------------ */

struct brute_dag_game {
    struct brute_dag dag;
    size_t cap, used;
    uint64_t *keys;          /* encoded position + 1; 0 = empty slot */
    signed char *values;
};

struct brute_dag_game *brute_dag_game_new(const struct brute_dag *d)
{
    struct brute_dag_game *g = malloc(sizeof *g);
    if (!g || d->n > BRUTE_MAX_NODES)
        abort();
    g->dag = *d;
    g->cap = 1u << 12;
    g->used = 0;
    g->keys = calloc(g->cap, sizeof *g->keys);
    g->values = calloc(g->cap, 1);
    if (!g->keys || !g->values)
        abort();
    return g;
}

void brute_dag_game_free(struct brute_dag_game *g)
{
    if (g) {
        free(g->keys);
        free(g->values);
        free(g);
    }
}

static uint64_t dag_key(const struct brute_dag_game *g, const unsigned *counts)
{
    uint64_t key = 0;
    unsigned v;
    for (v = 0; v < g->dag.n; v++) {
        if (counts[v] > 31)
            abort();
        key = key << 5 | counts[v];
    }
    return key + 1u;
}

static size_t slot_of(const struct brute_dag_game *g, uint64_t key)
{
    size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 20) & (g->cap - 1u);
    while (g->keys[i] != 0 && g->keys[i] != key)
        i = (i + 1u) & (g->cap - 1u);
    return i;
}

static void memo_put(struct brute_dag_game *g, uint64_t key, int value)
{
    size_t i;
    if (2u * (g->used + 1u) > g->cap) {
        size_t old_cap = g->cap, k;
        uint64_t *old_keys = g->keys;
        signed char *old_values = g->values;
        g->cap *= 2u;
        g->keys = calloc(g->cap, sizeof *g->keys);
        g->values = calloc(g->cap, 1);
        if (!g->keys || !g->values)
            abort();
        for (k = 0; k < old_cap; k++)
            if (old_keys[k]) {
                size_t j = slot_of(g, old_keys[k]);
                g->keys[j] = old_keys[k];
                g->values[j] = old_values[k];
            }
        free(old_keys);
        free(old_values);
    }
    i = slot_of(g, key);
    if (g->keys[i] == 0)
        g->used++;
    g->keys[i] = key;
    g->values[i] = (signed char)value;
}

static int dag_lost(struct brute_dag_game *g, unsigned *counts)
{
    uint64_t key = dag_key(g, counts);
    size_t i = slot_of(g, key);
    unsigned u, v;
    int result = 1;
    if (g->keys[i] == key)
        return g->values[i];
    for (u = 0; u < g->dag.n && result; u++) {
        if (counts[u] == 0)
            continue;
        for (v = 0; v < g->dag.n && result; v++) {
            if (!g->dag.adj[u][v])
                continue;
            counts[u]--;
            counts[v]++;
            if (dag_lost(g, counts))
                result = 0;
            counts[u]++;
            counts[v]--;
        }
    }
    memo_put(g, key, result);
    return result;
}

int brute_dag_lost(struct brute_dag_game *g, const unsigned *counts)
{
    unsigned c[BRUTE_MAX_NODES];
    memcpy(c, counts, g->dag.n * sizeof *c);
    return dag_lost(g, c);
}

unsigned brute_dag_winning_moves(struct brute_dag_game *g, const unsigned *counts)
{
    unsigned c[BRUTE_MAX_NODES];
    unsigned u, v, wins = 0;
    memcpy(c, counts, g->dag.n * sizeof *c);
    for (u = 0; u < g->dag.n; u++) {
        if (c[u] == 0)
            continue;
        for (v = 0; v < g->dag.n; v++) {
            if (!g->dag.adj[u][v])
                continue;
            c[u]--;
            c[v]++;
            wins += (unsigned)dag_lost(g, c);
            c[u]++;
            c[v]--;
        }
    }
    return wins;
}

/* ---- random numbers ------------------------------------------------------- */

static uint64_t rng_state = 1;

void brute_seed(uint64_t seed)
{
    rng_state = seed ? seed : 1;
}

uint64_t brute_rand64(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * UINT64_C(2685821657736338717);
}

uint64_t brute_rand(uint64_t bound)
{
    return brute_rand64() % bound;
}

void brute_permutation(unsigned *perm, unsigned n)
{
    unsigned i;
    for (i = 0; i < n; i++)
        perm[i] = i;
    for (i = n; i-- > 1;) {
        unsigned k = (unsigned)brute_rand(i + 1u), t = perm[i];
        perm[i] = perm[k];
        perm[k] = t;
    }
}

unsigned brute_position(unsigned idx, unsigned max, unsigned *h)
{
    unsigned count, total, i;
    memset(h, 0, 3 * sizeof *h);
    for (count = 1; count <= 3; count++) {
        for (total = 1, i = 0; i < count; i++)
            total *= max + 1u;
        if (idx < total) {
            for (i = 0; i < count; i++, idx /= max + 1u)
                h[i] = idx % (max + 1u);
            return count;
        }
        idx -= total;
    }
    return 0;
}
