/*
 * misere_table.c — misere play answered from outcome tables in program
 * memory (misere_table.h): the rank of a position, its bit, its winning
 * moves in the search's order; and, where the build has the tables
 * (NB_MISERE_FLASH), which rule takes which table.
 */
#include "core/misere_table.h"

#if NB_MISERE_RULES

/* A position past the bound: the tables' own error where the build has
 * them, else (the host's tests) the search's for its tokens. */
#if NB_MISERE_FLASH
#define ERR_BOUND ERR_MISERE_BOUND
#else
#define ERR_BOUND ERR_MISERE_TOKENS
#endif

/* count(m, k) of t (k <= m). */
static uint16_t count_of(const struct misere_table *t, uint8_t m, uint8_t k)
{
    uint16_t v;
    flash_read_into(&v, &t->counts[(uint16_t)m * (m + 1u) / 2u + k], sizeof v);
    return v;
}

uint32_t misere_table_rank(const struct misere_table *t, const struct misere_parts *p)
{
    uint32_t rank;
    uint8_t i, n = p->tokens;
    flash_read_into(&rank, &t->offsets[n], sizeof rank);
    for (i = 0; i < p->count; i++) {
        rank += count_of(t, n, (uint8_t)(p->part[i] - 1u));
        n = (uint8_t)(n - p->part[i]);
    }
    return rank;
}

void misere_parts_add(const struct rule *r, struct misere_parts *p, heap_t v)
{
    uint8_t i;
    if (v == 0 || rule_moves(r, v) == 0)
        return;
    for (i = p->count; i > 0 && p->part[i - 1u] < v; i--)
        p->part[i] = p->part[i - 1u];
    p->part[i] = (uint8_t)v;
    p->count++;
    p->tokens = (uint8_t)(p->tokens + v);
}

/* base with one part of v taken out (v one of its parts). */
static void take_out(struct misere_parts *base, uint8_t v)
{
    uint8_t i;
    for (i = 0; base->part[i] != v; i++)
        ;
    for (; i + 1u < base->count; i++)
        base->part[i] = base->part[i + 1u];
    base->count--;
    base->tokens = (uint8_t)(base->tokens - v);
}

/* Does a heap of v (1..t's bound) have a move?  (a partition of v whose
 * largest part is v: two reads of the triangle, no call to the rule) */
static uint8_t live(const struct misere_table *t, uint8_t v)
{
    return count_of(t, v, v) != count_of(t, v, (uint8_t)(v - 1u));
}

/* A lookup under way: the table, and which heap sizes within its bound
 * have a move (read once). */
struct lookup {
    const struct misere_table *t;
    uint8_t live[MISERE_TABLE_MAX_TOKENS + 1u];
};

static void lookup_start(struct lookup *l, const struct misere_table *t)
{
    uint8_t v;
    l->t = t;
    l->live[0] = 0;
    for (v = 1; v <= t->tokens; v++)
        l->live[v] = live(t, v);
}

/* Is base plus heaps a and b (a >= b; 0 or without a move: none) lost?
 * Ranked as they merge into base's parts, without making the position
 * (the hint's time: every move of every pile). */
static uint8_t lost_with(const struct lookup *l, const struct misere_parts *base, uint8_t a,
                         uint8_t b)
{
    const struct misere_table *t = l->t;
    uint32_t rank;
    uint8_t i = 0, n, part;
    if (b > a) {
        part = a;
        a = b;
        b = part;
    }
    if (!l->live[a])
        a = 0;
    if (!l->live[b])
        b = 0;
    n = (uint8_t)(base->tokens + a + b);
    flash_read_into(&rank, &t->offsets[n], sizeof rank);
    while (n) {
        if (a && (i >= base->count || a >= base->part[i])) {
            part = a;
            a = b;
            b = 0;
        } else {
            part = base->part[i++];
        }
        rank += count_of(t, n, (uint8_t)(part - 1u));
        n = (uint8_t)(n - part);
    }
    return (uint8_t)(flash_read_byte(&t->lost[rank / 8u]) >> (rank % 8u) & 1u);
}

/* Note option (to, split) of a part of v (pile `pile`) if it wins: into
 * res (the first kept), or with res 0 only the answer.  1 if it wins. */
static uint8_t try_option(const struct lookup *l, const struct misere_parts *base,
                          uint16_t pile, uint8_t v, uint8_t to, uint8_t split,
                          struct game_result *res)
{
    if (!lost_with(l, base, to, split))
        return 0;
    if (res) {
        if (res->winning_moves == 0) {
            res->pile = pile;
            res->from = v;
            res->to = to;
            res->split = split;
        }
        res->winning_moves++;
    }
    return 1;
}

/* Every move of a part of v (pile `pile`, of base + v) looked up, in the
 * rule's order (octal_moves.c: by tokens removed, none or one heap before
 * the splits, these by their smaller heap; read from the table's code,
 * no call to the rule): the winning ones counted into res (the first
 * kept) and their number returned, or, with res 0, 1 at the first. */
static uint8_t moves_of(const struct lookup *l, const struct misere_parts *base,
                        uint16_t pile, uint8_t v, struct game_result *res)
{
    const struct octal_code *c = &l->t->code;
    uint8_t j, d, m, k, wins = 0;
    for (j = 1; j <= c->len && j <= v; j++) {
        d = c->digit[j - 1u];
        m = (uint8_t)(v - j);
        if (((d & 1u) && m == 0) || ((d & 2u) && m > 0))
            wins = (uint8_t)(wins + try_option(l, base, pile, v, m, 0, res));
        if (wins && !res)
            return 1;
        if (!(d & 4u))
            continue;
        for (k = 1; k <= m / 2u; k++) {
            wins = (uint8_t)(wins + try_option(l, base, pile, v, k, (uint8_t)(m - k), res));
            if (wins && !res)
                return 1;
        }
    }
    return wins;
}

uint8_t misere_table_has_win(const struct misere_table *t, const struct misere_parts *p)
{
    struct misere_parts base;
    struct lookup l;
    uint8_t i;
    if (p->count == 0)
        return 1;   /* no move: the opponent made the last one */
    lookup_start(&l, t);
    for (i = 0; i < p->count; i++) {
        if (i > 0 && p->part[i] == p->part[i - 1u])
            continue;
        base = *p;
        take_out(&base, p->part[i]);
        if (moves_of(&l, &base, i, p->part[i], 0))
            return 1;
    }
    return 0;
}

/* Has a heap of h a move?  (within the bound the table's own answer) */
static uint8_t has_move(const struct misere_table *t, const struct rule *r, heap_t h)
{
    if (h == 0)
        return 0;
    return h <= t->tokens ? live(t, (uint8_t)h) : rule_moves(r, h) > 0;
}

int misere_table_heaps(const struct misere_table *t, const struct rule *r, const heap_t *heaps,
                       uint16_t count, struct game_result *res, struct nb_error *err)
{
    struct misere_parts all, base;
    struct lookup l;
    /* the winning moves of a pile of each size, once per size (0xFF: not
     * yet): equal piles have the same moves, counted for each */
    uint8_t wins[MISERE_TABLE_MAX_TOKENS + 1u], v, k;
    nb_uint_t tokens = 0;
    uint16_t i;
    for (i = 0; i < count; i++)
        if (has_move(t, r, heaps[i]))
            tokens = heaps[i] > NB_UINT_MAX - tokens ? NB_UINT_MAX : tokens + heaps[i];
    if (tokens > t->tokens)
        return error_set(err, ERR_BOUND, tokens, t->tokens);
    if (tokens == 0) {
        res->outcome = OUTCOME_WON;
        return 0;
    }
    lookup_start(&l, t);
    all.count = all.tokens = 0;
    for (i = 0; i < count; i++) {
        if (!has_move(t, r, heaps[i]))
            continue;
        v = (uint8_t)heaps[i];
        for (k = all.count; k > 0 && all.part[k - 1u] < v; k--)
            all.part[k] = all.part[k - 1u];
        all.part[k] = v;
        all.count++;
    }
    all.tokens = (uint8_t)tokens;
    for (v = 0; v <= t->tokens; v++)
        wins[v] = 0xFF;
    for (i = 0; i < count; i++) {
        if (!has_move(t, r, heaps[i]))
            continue;
        v = (uint8_t)heaps[i];
        if (wins[v] == 0xFF) {
            base = all;
            take_out(&base, v);
            wins[v] = moves_of(&l, &base, i, v, res);
        } else {
            res->winning_moves += wins[v];
        }
    }
    res->outcome = res->winning_moves ? OUTCOME_WIN : OUTCOME_LOSE;
    return 0;
}

#if NB_MISERE_FLASH

/* The build's table for r's moves, copied into *t; 0 when none. */
static uint8_t table_for(const struct rule *r, struct misere_table *t)
{
    uint8_t i, j, n = flash_read_byte(&nb_misere_table_count);
    if (!(rule_flags(r) & RULE_OCTAL_MOVES))
        return 0;
    for (i = 0; i < n; i++) {
        flash_read_into(t, &nb_misere_tables[i], sizeof *t);
        for (j = 0; j < r->code.len && t->code.len == r->code.len &&
                    t->code.digit[j] == r->code.digit[j]; j++)
            ;
        if (j == r->code.len && t->code.len == r->code.len)
            return 1;
    }
    return 0;
}

int misere_flash_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                       struct game_result *res, struct nb_error *err)
{
    struct misere_table t;
    if (!table_for(r, &t))
        return error_code(err, ERR_MISERE_NO_TABLE);
    return misere_table_heaps(&t, r, heaps, count, res, err);
}

uint8_t misere_flash_covers(const struct rule *r)
{
    struct misere_table t;
    return (rule_flags(r) & RULE_MISERE_NIMLIKE) || table_for(r, &t);
}

void misere_flash_write_list(const struct text_out *out)
{
    struct misere_table t;
    uint8_t i, n = flash_read_byte(&nb_misere_table_count);
    text_put_flash_str(out, NB_TEXT("misere:take:M, misere:pow2, misere:half"));
    for (i = 0; i < n; i++) {
        flash_read_into(&t, &nb_misere_tables[i], sizeof t);
        text_put_flash_str(out, NB_TEXT(", misere:"));
        text_put_flash_str(out, t.name);
        text_put_flash_str(out, NB_TEXT(" to "));
        text_put_uint(out, t.tokens);
        text_put_flash_str(out, NB_TEXT(" tokens"));
    }
}

#endif

#endif
