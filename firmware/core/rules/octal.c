/*
 * octal.c — take-and-break games given by an octal code, octal:0.d1d2...dk
 * (or octal:.d1...dk), and two named ones: kayles (0.77) and dawson
 * (Dawson's Kayles, 0.07).
 *
 * Digit dj says what removing j tokens from one heap may leave: bit 1
 * nothing (the heap had exactly j), bit 2 one non-empty heap, bit 4 two
 * non-empty heaps.  An option leaving heaps a and b has SG value
 * SG(a) XOR SG(b), so SG(n) is a mex over at most k single options and
 * about k*n/2 splits: the table costs about k*N^2/4 XORs up to N.
 *
 * The table is a view of the game tables' arena (arena.h: one rule's table
 * at a time), at most NB_OCTAL_TABLE entries, filled on demand; on the
 * host (NB_OCTAL_RARE) past 512 values a value takes only as many splits
 * as its mex needs (octal_rare.c: the rare heaps), within NB_OCTAL_WORK.
 * After every value the Guy-Smith test looks for a period: with t the
 * largest removal, if SG(n + p) = SG(n) for all n0 <= n < 2*n0 + p + t,
 * then for all n >= n0.  Its proof maps a split a + b of heap n + p to
 * a + (b - p) of heap n, which must still be two heaps: b - p >= 1, so an
 * n0 of 0 is checked as if it were 1 (0.4 is periodic from 0 only up to
 * heap 2: SG 0 0 0 1).  For each p the run of equal pairs is walked down
 * from the top of the table; the first p whose run reaches an n0 with
 * 2*max(n0,1) + 2*p + t values in the table is proven, with n0 exact (the
 * pair below it differs), and the table stops growing (Kayles: period 12
 * from 71, proven with 168 values).  A heap past the table (as far as it
 * reached) with no period proven is refused, never guessed; so is a value
 * past NB_MEX_BITS - 1.
 *
 * The preferred option of a pile (rule.h): the fewest tokens removed, then
 * one heap (or none) before two, then the smallest first heap.  The legal
 * moves, for play and puzzles, are octal_moves.c's.
 */
#include "core/busy.h"
#include "core/rules/rules.h"
#include "core/arena.h"
#include "core/mex.h"
#include "core/rules/octal_rare.h"

NB_LIMIT_CHECK(octal_aliases_fit, NB_OCTAL_MAX_DIGITS >= 2);

static sg_small_t *table;
/* the options' values of the entry being computed (mex.h's stamped sets);
 * seen[NB_MEX_BITS] is never marked */
static uint8_t seen[NB_MEX_BITS + 1];

static struct {
    struct octal_code code;   /* the game the table holds */
    uint8_t t;                /* largest removal: the last nonzero digit */
    uint8_t stamp;
    uint8_t period_known;
    uint8_t capped;           /* the next value is past NB_MEX_BITS - 1 */
    oct_index_t computed;     /* table holds heaps 0..computed-1 */
    oct_index_t preperiod, period;
} game;

/* Does the table hold this code's values? */
static uint8_t holding(const struct octal_code *c)
{
    uint8_t i;
    if (arena_owner() != ARENA_OCTAL || c->len != game.code.len)
        return 0;
    for (i = 0; i < c->len; i++)
        if (c->digit[i] != game.code.digit[i])
            return 0;
    return 1;
}

/* Make the table this code's (kept when it already is). */
static void ensure(const struct octal_code *c)
{
    uint8_t i;
    if (holding(c))
        return;
    table = arena_take(ARENA_OCTAL);
    game.code = *c;
    game.t = 0;
    for (i = 0; i < c->len; i++)
        if (c->digit[i])
            game.t = (uint8_t)(i + 1u);
    game.computed = 0;
    game.period_known = 0;
    game.capped = 0;
    game.preperiod = game.period = 0;
#if NB_OCTAL_RARE
    octal_rare_reset();
#endif
    mex_stamp_clear(seen, sizeof seen);
    game.stamp = 0;
}

/* Mark a split's value, the XOR of two table values, in the current set.
 * Every table value is below NB_MEX_BITS; so is the XOR of two where
 * NB_MEX_BITS is a power of two, and elsewhere it is checked. */
#define MEX_BITS_POW2 ((NB_MEX_BITS & (NB_MEX_BITS - 1)) == 0)
#define MARK(v, stamp) do { if (MEX_BITS_POW2 || (v) < NB_MEX_BITS) seen[(v)] = (stamp); } while (0)

/* table[computed] by mex over every option (or, where the rare heaps
 * are listed, over as many splits as the mex needs: octal_rare.c). */
static void compute_next(void)
{
    oct_index_t n = game.computed, a, b;
    uint8_t j, stamp = mex_stamp_next(seen, sizeof seen, game.stamp), by_rare = 0;
    uint16_t v;
#if NB_OCTAL_RARE
    by_rare = octal_rare_on();
#endif
    for (j = 1; j <= game.t && j <= n; j++) {
        uint8_t d = game.code.digit[j - 1u];
        oct_index_t m = (oct_index_t)(n - j);   /* tokens left */
        if ((d & 1u) && m == 0)
            seen[0] = stamp;
        if ((d & 2u) && m > 0)
            seen[table[m]] = stamp;
        if ((d & 4u) && m >= 2 && !by_rare) {
            for (a = 1, b = (oct_index_t)(m - 1u); a <= b; a++, b--)
                MARK((sg_small_t)(table[a] ^ table[b]), stamp);
#if NB_OCTAL_RARE
            octal_rare_spent(m / 2u);
#endif
        }
    }
#if NB_OCTAL_RARE
    if (by_rare)
        v = octal_rare_mex(table, n, &game.code, game.t, seen, stamp);
    else
#endif
        v = mex_stamp_find(seen, stamp);
    game.stamp = stamp;
    if (v >= NB_MEX_BITS) {
        game.capped = 1;
        return;
    }
    table[n] = (sg_small_t)v;
#if NB_OCTAL_RARE
    octal_rare_note(table, n, &game.code, game.t);
#endif
    game.computed = (oct_index_t)(n + 1u);
}

/* The Guy-Smith test on the table as it stands (see the top).  In a long
 * table the first p whose run is long (256 pairs) is kept: its multiples'
 * runs go at least as far (SG(i) = SG(i + p) for i >= m gives SG(i) =
 * SG(i + kp)), so theirs are walked on from where its stopped (0.127,
 * period 4 from 46578, walked every multiple of 4 from the top before). */
static void period_search(void)
{
    oct_index_t n = game.computed, p, m;
#if NB_OCTAL_RARE
    oct_index_t base = 0, base_m = 0, multiple = 0;
#endif
    if (n < game.t)
        return;
    for (p = 1; p <= (oct_index_t)((n - game.t) / 2u); p++) {
        /* SG(i) = SG(i + p) for m <= i < n - p */
        m = (oct_index_t)(n - p);
#if NB_OCTAL_RARE
        if (p == multiple) {
            multiple = (oct_index_t)(multiple + base);
            if (base_m < m)
                m = base_m;
        }
#endif
        while (m > 0 && table[m - 1u] == table[m - 1u + p])
            m--;
        if ((m ? m : 1u) <= (oct_index_t)((n - 2u * p - game.t) / 2u)) {
            game.period = p;
            game.preperiod = m;
            game.period_known = 1;
            return;
        }
#if NB_OCTAL_RARE
        if (!base && n - p - m >= 256u) {
            base = p;
            base_m = m;
            multiple = (oct_index_t)(2u * p);
        }
#endif
    }
}

/* Extend the table to hold heap h, stopping at a proven period. */
static void extend_to(heap_t h)
{
    while (!game.period_known && !game.capped && game.computed < (oct_index_t)NB_OCTAL_TABLE &&
           OCTAL_WORK_LEFT() && (heap_t)game.computed <= h) {
        compute_next();
        nb_busy(game.computed);
        /* the test at every 16th value (further apart in a long table:
         * octal_rare.h), and where the table stops: a period it proves at
         * n it proves at every n after (see the top), so this finds it at
         * most 15 values later (a 256th of a long table), for far less
         * work than a test after every value (Kayles: 65 -> see
         * docs/engine.md) */
        if (!game.capped && (OCTAL_TEST_DUE(game.computed) ||
                             game.computed == (oct_index_t)NB_OCTAL_TABLE || !OCTAL_WORK_LEFT()))
            period_search();
    }
}

/* Where heap h's value is in the table (the table covers h or its period). */
static oct_index_t index_of(heap_t h)
{
    if (h < game.computed)
        return (oct_index_t)h;
    return (oct_index_t)(game.preperiod + (h - game.preperiod) % game.period);
}

static int octal_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    ensure(&r->code);
    extend_to(h);
    if (h < game.computed || game.period_known) {
        *sg = table[index_of(h)];
        return 0;
    }
    if (game.capped)
        return error_set(err, ERR_SG_TOO_LARGE, 0, NB_MEX_BITS - 1u);
    /* how far the table reached: its size, or where its work ran out */
    return error_set(err, ERR_HEAP_BEYOND_TABLE, h,
                     NB_OCTAL_RARE ? game.computed : NB_OCTAL_TABLE);
}

/* Count n options (at most a heap's worth; the count saturating); the
 * first one found is the preferred one. */
static NB_NOINLINE void note_first(heap_t to, heap_t split, heap_t n, rule_count_t *count,
                                   struct rule_option *best)
{
    if (*count == 0) {
        best->to = to;
        best->split = split;
    }
    *count = rule_count_add(*count, n);
}

/* The splits a + (m - a) of value target with a in [lo, hi], every one
 * of both heaps at or past the preperiod n0: a's place in the period,
 * c = (a - n0) mod p, fixes the other's, (m - 2*n0 - c) mod p, so the
 * splits are counted by class, the period's length of steps whatever the
 * heap (the smallest a of the value found with them). */
static void splits_by_class(heap_t m, heap_t lo, heap_t hi, sg_t target, rule_count_t *count,
                            struct rule_option *best)
{
    oct_index_t n0 = game.preperiod, p = game.period, c, k, first;
    heap_t a, low = 0, found = 0, in_class;
    k = (oct_index_t)((m - 2u * (heap_t)n0) % p);
    first = (oct_index_t)((lo - n0) % p);   /* lo's class */
    for (c = 0; c < p; c++) {
        if ((sg_t)(table[n0 + c] ^ table[n0 + (k >= c ? k - c : k + p - c)]) != target)
            continue;
        /* the first a >= lo of class c, and how many up to hi */
        a = lo + (heap_t)(c >= first ? c - first : c + p - first);
        if (a > hi)
            continue;
        in_class = (hi - a) / p + 1u;
        found += in_class;   /* at most hi, below NB_HEAP_MAX */
        if (low == 0 || a < low)
            low = a;
    }
    if (found)
        note_first(low, m - low, found, count, best);
}

/* The splits a + (m - a) of value target for a = 1..end, a in the
 * table, in runs without a division (the hint's time at 16 piles of 9999
 * kayles on the Uno is this loop's): a's value walks up the table, b's
 * down it, or past it down its place in the period to the period's start
 * and round again from its top. */
static void splits_one_by_one(heap_t m, heap_t end, sg_t target, rule_count_t *count,
                              struct rule_option *best)
{
    const sg_small_t *t = table, *pa = t + 1, *pb;
    oct_index_t n0 = game.preperiod, ib = 0;
    heap_t a = 1, b = m - 1u, run, most;
    if (b >= game.computed)
        ib = index_of(b);
    while (a <= end) {
        run = end - a + 1u;
        if (b >= game.computed) {   /* b past the table: to the period's start */
            pb = t + ib;
            most = b - game.computed + 1u;
            if (run > most)
                run = most;
            if (run > (heap_t)(ib - n0) + 1u)
                run = (heap_t)(ib - n0) + 1u;
            ib = (oct_index_t)(n0 + game.period - 1u);   /* then round from the top */
        } else {
            pb = t + b;
        }
        a += run;
        b -= run;
        for (; run; run--, pa++, pb--)
            if ((sg_t)(*pa ^ *pb) == target)
                note_first((heap_t)(pa - t), m - (heap_t)(pa - t), 1, count, best);
    }
}

static int octal_options(const struct rule *r, heap_t h, sg_t target, rule_count_t *count,
                         struct rule_option *best, struct nb_error *err)
{
    sg_t g;
    uint8_t j;
    int code = octal_sg(r, h, &g, err);   /* the table covers h, or its period */
    if (code)
        return code;
    for (j = 1; j <= game.t && j <= h; j++) {
        uint8_t d = game.code.digit[j - 1u];
        heap_t m = h - j, half, lo, end;
        uint8_t by_class;
        if ((d & 1u) && m == 0 && target == 0)
            note_first(0, 0, 1, count, best);
        if ((d & 2u) && m > 0 && table[index_of(m)] == target)
            note_first(m, 0, 1, count, best);
        if (!(d & 4u) || m < 2)
            continue;
        /* a + b, a up from 1 to m/2: one by one below the preperiod
         * (or everywhere, the table covering h), then by class */
        half = m / 2u;
        lo = game.preperiod > 1u ? (heap_t)game.preperiod : 1u;   /* the first a by class */
        by_class = game.period_known && lo <= half;
        end = by_class ? lo - 1u : half;
        splits_one_by_one(m, end, target, count, best);
        if (by_class)
            splits_by_class(m, lo, half, target, count, best);
    }
    return 0;
}

static void octal_period(const struct rule *r, struct rule_period *p)
{
    ensure(&r->code);
    extend_to(NB_HEAP_MAX);
    p->known = game.period_known;
    p->period = game.period;
    p->preperiod = game.preperiod;
    p->computed = game.computed;
}

static int octal_start(struct rule *r, struct nb_error *err)
{
    (void)err;
    ensure(&r->code);
    return 0;
}

/* "0.d1d2...dk" or ".d1...dk": digits 0-7, 1..NB_OCTAL_MAX_DIGITS of them. */
static int octal_parse(const char *s, uint16_t len, struct rule *r, struct nb_error *err)
{
    uint16_t i = len > 0 && s[0] == '0', j;
    uint8_t moves = 0;   /* any digit not 0: some move */
    if (i >= len || s[i] != '.')
        return error_code(err, ERR_OCTAL_SYNTAX);
    if (++i == len)
        return error_code(err, ERR_OCTAL_EMPTY);
    /* the digits checked and kept (those that fit) in one pass */
    for (j = 0; i + j < len; j++) {
        uint8_t d = (uint8_t)(s[i + j] - '0');
        if (d > 7)
            return error_code(err, ERR_OCTAL_DIGIT);
        moves |= d;
        if (j < NB_OCTAL_MAX_DIGITS)
            r->code.digit[j] = d;
    }
    if (!moves)
        return error_code(err, ERR_OCTAL_NO_MOVES);
    if (j > NB_OCTAL_MAX_DIGITS)
        return error_set(err, ERR_OCTAL_TOO_LONG, j, NB_OCTAL_MAX_DIGITS);
    r->code.len = (uint8_t)j;
    return octal_start(r, err);
}

/* A named code 0.d1d2. */
static int octal_named(struct rule *r, uint8_t d1, uint8_t d2, struct nb_error *err)
{
    r->code.len = 2;
    r->code.digit[0] = d1;
    r->code.digit[1] = d2;
    return octal_start(r, err);
}

static int kayles_parse(const char *s, uint16_t len, struct rule *r, struct nb_error *err)
{
    (void)s;
    (void)len;
    return octal_named(r, 7, 7, err);
}

static int dawson_parse(const char *s, uint16_t len, struct rule *r, struct nb_error *err)
{
    (void)s;
    (void)len;
    return octal_named(r, 0, 7, err);
}

const struct rule_family NB_FLASH rule_family_octal = {
    .spell = "octal:0.CODE", .tag = "Oct", .id = RULE_ID_OCTAL, .param = RULE_PARAM_CODE, .flags = RULE_OCTAL_MOVES,
    .parse = octal_parse, .start = octal_start, .sg = octal_sg, .options = octal_options,
    .period = octal_period,
    .play = RULE_PLAY(&rule_play_octal),
};

/* Kayles: knock down one pin or two adjacent ones from a row. */
const struct rule_family NB_FLASH rule_family_kayles = {
    .spell = "kayles", .tag = "Kay", .id = RULE_ID_KAYLES, .param = RULE_PARAM_NONE, .flags = RULE_OCTAL_MOVES,
    .parse = kayles_parse, .start = octal_start, .sg = octal_sg, .options = octal_options,
    .period = octal_period,
    .play = RULE_PLAY(&rule_play_octal),
};

/* Dawson's Kayles: knock down two adjacent pins. */
const struct rule_family NB_FLASH rule_family_dawson = {
    .spell = "dawson", .tag = "Daw", .id = RULE_ID_DAWSON, .param = RULE_PARAM_NONE, .flags = RULE_OCTAL_MOVES,
    .parse = dawson_parse, .start = octal_start, .sg = octal_sg, .options = octal_options,
    .period = octal_period,
    .play = RULE_PLAY(&rule_play_octal),
};
