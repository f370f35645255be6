/*
 * brute_misere.c — misere play by plain memoised recursion (brute_misere.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "brute_misere.h"

#define MEMO_SIZE (1u << 18)
#define OPTIONS_CAP 256

struct memo_entry {
    unsigned char used, lost, count;
    unsigned short part[BM_MAX_PARTS];
};

static const struct bm_rule *rule;
static struct memo_entry *memo;
static unsigned memo_used;

struct bm_edge {
    unsigned from, to;
};

/* qsort's order of edges: by tail, then head. */
static int edge_order(const void *pa, const void *pb)
{
    const struct bm_edge *a = pa, *b = pb;
    if (a->from != b->from)
        return a->from < b->from ? -1 : 1;
    return (a->to > b->to) - (a->to < b->to);
}

int bm_read_map(struct bm_rule *r, const char *name)
{
    char path[256], line[256];
    unsigned u, v, m = 0, header = 0, *from = 0, *to = 0, i, k;
    FILE *f;
    snprintf(path, sizeof path, "firmware/maps/%s.dag", name);
    if (!(f = fopen(path, "r")))
        return 0;
    memset(r, 0, sizeof *r);
    r->kind = BM_MAP;
    while (fgets(line, sizeof line, f)) {
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        if (sscanf(line, "%u %u", &u, &v) != 2)
            continue;
        if (!header) {
            header = 1;
            r->nodes = u;
            from = malloc(sizeof *from * (v + 1u));
            to = malloc(sizeof *to * (v + 1u));
            continue;
        }
        from[m] = u;
        to[m++] = v;
    }
    fclose(f);
    if (!header || r->nodes > BM_MAX_NODES)
        return 0;
    /* out-edges by node, ascending targets, duplicates dropped: the
     * edges sorted by (from, to) (a scan of every pair for every edge
     * took 13 of this suite's 19 s on the 1000-node map) */
    struct bm_edge *e = malloc(sizeof *e * (m + 1u));
    for (i = 0; i < m; i++) {
        e[i].from = from[i];
        e[i].to = to[i];
    }
    qsort(e, m, sizeof *e, edge_order);
    r->first = calloc(r->nodes + 1u, sizeof *r->first);
    r->to = malloc(sizeof *r->to * (m + 1u));
    for (u = 0, k = 0, i = 0; u < r->nodes; u++) {
        r->first[u] = k;
        for (; i < m && e[i].from == u; i++)
            if (e[i].to < r->nodes && (k == r->first[u] || r->to[k - 1] != e[i].to))
                r->to[k++] = e[i].to;
    }
    r->first[r->nodes] = k;
    free(e);
    free(from);
    free(to);
    return 1;
}

unsigned bm_options(const struct bm_rule *r, unsigned n, unsigned *a, unsigned *b, unsigned cap)
{
    unsigned k = 0, s, j, x;
#define OPT(x_, y_) do { if (k < cap) { a[k] = (x_); b[k] = (y_); } k++; } while (0)
    switch (r->kind) {
    case BM_NIM:
        for (s = 1; s <= n; s++)
            OPT(n - s, 0);
        break;
    case BM_TAKE:
        for (s = 1; s <= r->param && s <= n; s++)
            OPT(n - s, 0);
        break;
    case BM_SUB:
        for (j = 0; j < r->len; j++)
            if (r->list[j] <= n)
                OPT(n - r->list[j], 0);
        break;
    case BM_POW2:
        for (s = 1; s <= n; s *= 2)
            OPT(n - s, 0);
        break;
    case BM_HALF:
        for (s = 1; s <= n / 2; s++)
            OPT(n - s, 0);
        break;
    case BM_OCTAL:
        for (j = 1; j <= r->len && j <= n; j++) {
            unsigned d = r->list[j - 1], left = n - j;
            if ((d & 1) && left == 0)
                OPT(0, 0);
            if ((d & 2) && left > 0)
                OPT(left, 0);
            if (d & 4)
                for (x = 1; x + x <= left; x++)
                    OPT(x, left - x);
        }
        break;
    case BM_MAP:
        for (j = r->first[n]; j < r->first[n + 1]; j++)
            OPT(r->to[j], 0);
        break;
    }
#undef OPT
    if (k > cap) {
        fprintf(stderr, "brute_misere: more than %u options\n", cap);
        abort();
    }
    return k;
}

void bm_reset(const struct bm_rule *r)
{
    rule = r;
    if (!memo)
        memo = malloc(sizeof *memo * MEMO_SIZE);
    memset(memo, 0, sizeof *memo * MEMO_SIZE);
    memo_used = 0;
}

static int cmp_desc(const void *x, const void *y)
{
    unsigned a = *(const unsigned *)x, b = *(const unsigned *)y;
    return a < b ? 1 : a > b ? -1 : 0;
}

/* The sorted position (heaps of 0 dropped; nodes all kept) into s. */
static unsigned normalise(const unsigned *parts, unsigned count, unsigned *s)
{
    unsigned i, n = 0;
    for (i = 0; i < count; i++)
        if (rule->kind == BM_MAP || parts[i] != 0)
            s[n++] = parts[i];
    qsort(s, n, sizeof *s, cmp_desc);
    return n;
}

static struct memo_entry *memo_slot(const unsigned *s, unsigned n)
{
    unsigned long h = 1469598103ul;
    unsigned i, at;
    for (i = 0; i < n; i++)
        h = (h ^ s[i]) * 16777619ul;
    for (at = (unsigned)(h % MEMO_SIZE);; at = (at + 1u) % MEMO_SIZE) {
        struct memo_entry *e = &memo[at];
        int same = e->used && e->count == n;
        for (i = 0; same && i < n; i++)
            same = e->part[i] == s[i];
        if (!e->used || same)
            return e;
    }
}

/* The position parts with pile i replaced by a (+ b), into out. */
static unsigned after(const unsigned *parts, unsigned count, unsigned i, unsigned a,
                      unsigned b, unsigned *out)
{
    unsigned j, n = 0;
    for (j = 0; j < count; j++)
        out[n++] = j == i ? a : parts[j];
    if (b)
        out[n++] = b;
    return n;
}

int bm_lost(const unsigned *parts, unsigned count)
{
    unsigned s[BM_MAX_PARTS], n = normalise(parts, count, s), i, k, m, any = 0;
    unsigned a[OPTIONS_CAP], b[OPTIONS_CAP], next[BM_MAX_PARTS + 1];
    struct memo_entry *e;
    int lost = 1;
    if (n > BM_MAX_PARTS - 1)
        abort();
    e = memo_slot(s, n);
    if (e->used)
        return e->lost;
    for (i = 0; i < n && lost; i++) {
        m = bm_options(rule, s[i], a, b, OPTIONS_CAP);
        for (k = 0; k < m && lost; k++) {
            any = 1;
            if (bm_lost(next, after(s, n, i, a[k], b[k], next)))
                lost = 0;
        }
    }
    if (!any)
        lost = 0;   /* no move: the opponent made the last one */
    e = memo_slot(s, n);   /* (the recursion filled entries: look again) */
    if (++memo_used > MEMO_SIZE / 4u * 3u) {
        fprintf(stderr, "brute_misere: memo full\n");
        abort();
    }
    e->used = 1;
    e->count = (unsigned char)n;
    for (i = 0; i < n; i++)
        e->part[i] = (unsigned short)s[i];
    e->lost = (unsigned char)lost;
    return lost;
}

unsigned bm_winning(const unsigned *parts, unsigned count)
{
    unsigned a[OPTIONS_CAP], b[OPTIONS_CAP], next[BM_MAX_PARTS + 1], i, k, m, w = 0;
    for (i = 0; i < count; i++) {
        m = bm_options(rule, parts[i], a, b, OPTIONS_CAP);
        for (k = 0; k < m; k++)
            w += (unsigned)bm_lost(next, after(parts, count, i, a[k], b[k], next));
    }
    return w;
}

int bm_wins_by(const unsigned *parts, unsigned count, unsigned i, unsigned a, unsigned b)
{
    unsigned oa[OPTIONS_CAP], ob[OPTIONS_CAP], next[BM_MAX_PARTS + 1], k, m;
    if (i >= count)
        return 0;
    m = bm_options(rule, parts[i], oa, ob, OPTIONS_CAP);
    for (k = 0; k < m; k++)
        if ((oa[k] == a && ob[k] == b) || (oa[k] == b && ob[k] == a && b != 0))
            return bm_lost(next, after(parts, count, i, a, b, next));
    return 0;
}
