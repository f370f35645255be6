/*
 * subtraction.c — table, on-demand extension and period detection for
 * subtraction games.  See subtraction.h for the method.
 *
 * With NB_SUB_EARLY_PERIOD (the host) a rolling hash of the window feeds
 * Brent's cycle finder while the table grows, so a period usually shows long
 * before the table is full.  Without it (the boards: 32-bit multiplications
 * per value cost more there than they save) nothing is hashed: at every
 * power-of-two table size, and once the table is full, every period is
 * tried against the last window, value by value.  Both give the same period
 * and preperiod whenever preperiod + period + max(S) fits in the table.
 * The table is a view of the arena (arena.h); heaps past it with no period
 * are streamed, and boards compute the table in bulk past max(S)
 * (subtraction_stream.c).
 */
#include <string.h>
#include "core/subtraction_impl.h"
#include "core/busy.h"
#include "core/mex.h"
/* Brent's power and lambda: up to twice the table's size. */
#if NB_SUB_TABLE <= 32767L
typedef uint16_t sub_span_t;
#else
typedef uint32_t sub_span_t;
#endif

#define HASH_BASE 0x9E3779B1u   /* odd multiplier for the rolling hash */

heap_t sub_amounts[NB_SUB_MAX_AMOUNTS];
static heap_t incoming[NB_SUB_MAX_AMOUNTS];   /* a new set, sorted, before it replaces amounts */
struct sub_game sub_g;
uint8_t sub_seen[NB_SUB_MAX_AMOUNTS + 2];
#define game sub_g
#define amounts sub_amounts
#define seen sub_seen
#define table sub_g.table

#if NB_SUB_EARLY_PERIOD
static struct {
    /* rolling hash of the window table[n - s .. n - 1], n = computed */
    uint32_t hash;
    uint32_t base_top;       /* HASH_BASE^(s-1) */
    /* Brent's cycle finder over windows */
    sub_index_t tortoise;    /* window end of the tortoise */
    uint32_t tortoise_hash;
    sub_span_t power, lambda;
} early;
#endif

int subtraction_start(const heap_t *list, uint16_t count, struct nb_error *err)
{
    uint16_t i, j, up, n = 0;
    if (count == 0)
        return error_code(err, ERR_RULE_SYNTAX);
    if (count > NB_SUB_MAX_AMOUNTS)
        return error_set(err, ERR_TOO_MANY_AMOUNTS, count, NB_SUB_MAX_AMOUNTS);
    /* check everything before touching the current game, while the
     * amounts go into incoming[] ascending without duplicates (an
     * insertion sort: at most NB_SUB_MAX_AMOUNTS items, once per rule) */
    for (i = 0; i < count; i++) {
        heap_t v = list[i];
        if (v == 0)
            return error_code(err, ERR_RULE_AMOUNT_ZERO);
        if (v > NB_HEAP_MAX)
            return error_set(err, ERR_NUMBER_TOO_LARGE, v, NB_HEAP_MAX);
        for (j = n; j > 0 && incoming[j - 1] > v; j--)
            ;
        if (j > 0 && incoming[j - 1] == v)
            continue;
        for (up = n++; up > j; up--)
            incoming[up] = incoming[up - 1];
        incoming[j] = v;
    }
    count = n;
    /* the same set as the current game: its table and period stay (the
     * console names the rule on every line) */
    if (count == game.count && arena_owner() == ARENA_SUB) {
        for (i = 0; i < count && incoming[i] == amounts[i]; i++)
            ;
        if (i == count)
            return 0;
    }
    /* nothing computed, no period, stamp 0 */
    memset(&game, 0, sizeof game);
    table = arena_take(ARENA_SUB);
    for (i = 0; i < count; i++)
        amounts[i] = incoming[i];
    game.count = count;
    game.max_amount = amounts[count - 1];
    mex_stamp_clear(seen, sizeof seen);
    sub_stream_start();
#if NB_SUB_EARLY_PERIOD
    early.hash = 0;
    early.base_top = 1;
    if (game.max_amount < (heap_t)SUB_TABLE_CAP) {
        sub_index_t k;
        for (k = 1; k < (sub_index_t)game.max_amount; k++)
            early.base_top *= HASH_BASE;
    }
#endif
    return 0;
}

const heap_t *subtraction_amounts(uint16_t *count)
{
    *count = game.count;
    return amounts;
}

/* Do windows ending at a and b (exclusive) hold the same values? */
static uint8_t windows_equal(sub_index_t a, sub_index_t b)
{
    sub_index_t s = (sub_index_t)game.max_amount, k;
    for (k = 1; k <= s; k++)
        if (table[a - k] != table[b - k])
            return 0;
    return 1;
}

/* The windows ending at `end` and `end + p` agree, so the values repeat
 * with period p from end - s on; walk the start back while earlier values
 * agree too, and record the period. */
static void prove_period(sub_index_t end, sub_index_t p)
{
    sub_index_t n0 = (sub_index_t)(end - (sub_index_t)game.max_amount);
    while (n0 > 0 && table[n0 - 1] == table[n0 - 1 + p])
        n0--;
    game.period = p;
    game.preperiod = n0;
    game.period_known = 1;
}

#if NB_SUB_EARLY_PERIOD
/* The table is full and Brent's finder, which may need up to about three
 * times preperiod + period, has not met the cycle: try every period against
 * the last window.  The least p whose window p earlier matches is the true
 * period, so any period that fits in the table (preperiod + period +
 * max(S) <= NB_SUB_TABLE) is found. */
static void period_search(void)
{
    sub_index_t n = game.computed, s = (sub_index_t)game.max_amount, p;
    uint32_t inverse = HASH_BASE, hash = early.hash;
    uint8_t i;
    /* HASH_BASE is odd, so it has an inverse mod 2^32 (Newton's iteration
     * doubles the correct low bits each round) and the window's hash can
     * slide backwards one value at a time */
    for (i = 0; i < 5; i++)
        inverse *= 2u - HASH_BASE * inverse;
    for (p = 1; p + s <= n; p++) {
        sub_index_t end = n - p;   /* window table[end - s .. end - 1] */
        hash = (hash - table[end]) * inverse + (uint32_t)table[end - s] * early.base_top;
        if (hash == early.hash && windows_equal(end, n)) {
            prove_period(end, p);
            return;
        }
    }
}

/* One step of Brent's algorithm on the window ending at n = game.computed. */
static void brent_step(void)
{
    sub_index_t n = game.computed;
    if (n == (sub_index_t)game.max_amount) {
        early.tortoise = n;
        early.tortoise_hash = early.hash;
        early.power = 1;
        early.lambda = 1;
        return;
    }
    if (early.hash == early.tortoise_hash && windows_equal(early.tortoise, n)) {
        prove_period(early.tortoise, (sub_index_t)early.lambda);
        return;
    }
    if (early.power == early.lambda) {
        early.tortoise = n;
        early.tortoise_hash = early.hash;
        early.power *= 2u;
        early.lambda = 0;
    }
    early.lambda++;
}
#else
/* Try every period against the last window, value by value: at every
 * power-of-two table size and once the table is full (see extend_to).  A
 * window that repeats p earlier proves period p, and the least such p is
 * the true period (a multiple of it repeats only later), so any period that
 * fits in the table (preperiod + period + max(S) <= NB_SUB_TABLE) is found,
 * at the first checkpoint it fits in: at most about twice the table a
 * period needs, where a search costs about one comparison per candidate. */
static void period_search(void)
{
    sub_index_t n = game.computed;
    /* candidates: the windows ending at back + 1, from n - 1 down to
     * max(S); a scan for the newest value first, the windows compared only
     * where it agrees */
    const sg_small_t *newest = table + n - 1u, *back = newest;
    const sg_small_t *first = table + (sub_index_t)game.max_amount - 1u;
    sg_small_t v = *newest;
    for (;;) {
        do
            if (back <= first)   /* (never a pointer before the table) */
                return;
        while (*--back != v);
        if (windows_equal((sub_index_t)(back + 1 - table), n)) {
            prove_period((sub_index_t)(back + 1 - table), (sub_index_t)(newest - back));
            return;
        }
    }
}
#endif

/* Compute table[game.computed] (and, with early detection, advance the
 * window hash and Brent's finder). */
static void compute_next(void)
{
    sub_index_t n = game.computed;
    sg_small_t v;
    uint8_t stamp = mex_stamp_next(seen, sizeof seen, game.stamp);
    const heap_t *a = amounts, *end = amounts + game.count;
    const sg_small_t *here = table + n;
    /* the amounts ascend: stop at the first one above n */
    for (; a < end && *a <= n; a++)
        seen[*(here - (sub_index_t)*a)] = stamp;
    v = (sg_small_t)mex_stamp_find(seen, stamp);
    game.stamp = stamp;
    table[n] = v;
    game.computed = (sub_index_t)(n + 1u);
#if NB_SUB_EARLY_PERIOD
    if (game.max_amount < (heap_t)SUB_TABLE_CAP) {
        sub_index_t s = (sub_index_t)game.max_amount;
        if (n >= s)
            early.hash -= (uint32_t)table[n - s] * early.base_top;
        early.hash = early.hash * HASH_BASE + v;
        if (game.computed >= s)
            brent_step();
    }
#endif
}

/* Extend the table to hold heap h, stopping early at a proven period.
 * Boards compute in bulk (sub_run) once every amount reaches back into the
 * table, up to the next checkpoint, the heap asked for or the table's end. */
static void extend_to(heap_t h)
{
    while (!game.period_known && !game.streaming && game.computed < SUB_TABLE_CAP &&
           (heap_t)game.computed <= h) {
#if NB_SUB_EARLY_PERIOD
        compute_next();
        nb_busy(game.computed);
#else
        sub_index_t n = game.computed;
        if ((heap_t)n < game.max_amount) {
            compute_next();
            nb_busy(game.computed);
        } else {
            sub_span_t stop = 1;   /* at most twice the table's size */
            while (stop <= n)   /* the next power of two */
                stop *= 2u;
            if (stop > SUB_TABLE_CAP)
                stop = SUB_TABLE_CAP;
            if ((heap_t)(stop - 1u) > h)
                stop = (sub_span_t)(h + 1u);
            sub_run(table + n, (sub_index_t)(stop - n));
            game.computed = (sub_index_t)stop;
        }
        /* a checkpoint: the table's size is a power of two */
        if ((game.computed & (game.computed - 1u)) == 0 &&
            (heap_t)game.computed > game.max_amount &&
            game.computed < SUB_TABLE_CAP)   /* a full table: below */
            period_search();
#endif
    }
    if (!game.period_known && game.computed == SUB_TABLE_CAP && !game.searched) {
        game.searched = 1;
        if (game.max_amount < (heap_t)SUB_TABLE_CAP)
            period_search();
    }
}

/* Does the arena hold this game's values? */
static NB_NOINLINE uint8_t holding(void)
{
    return arena_owner() == ARENA_SUB && game.count > 0;
}

/* Not a place in the table: a heap past it with no period (streamed). */
#define NOWHERE ((sub_index_t)~(sub_index_t)0)

/* Where heap h's value is, once extend_to(h) ran: h itself, its place in
 * the period, or NOWHERE. */
static sub_index_t place(heap_t h)
{
    if (h < game.computed)
        return (sub_index_t)h;
    if (game.period_known)
        return (sub_index_t)(game.preperiod + (sub_index_t)((h - game.preperiod) % game.period));
    return NOWHERE;
}

int subtraction_sg(heap_t h, sg_t *sg, struct nb_error *err)
{
    sub_index_t at;
    if (!holding())   /* no game (its table taken by another rule): never guess */
        return error_set(err, ERR_HEAP_BEYOND_TABLE, h, 0);
    extend_to(h);
    at = place(h);
    if (at == NOWHERE)
        return sub_stream_sg(h, sg, err);
    *sg = table[at];
    return 0;
}

/* The options' places are found from h's by going back each amount within
 * the period: no division for them (h's place costs one). */
int subtraction_option_sgs(heap_t h, sg_small_t *vals, uint16_t *count, struct nb_error *err)
{
    uint16_t i;
    sub_index_t at;
#if NB_FAST_HINTS
    /* as subtraction_sg, without its place (one division, not two) */
    if (!holding())
        return error_set(err, ERR_HEAP_BEYOND_TABLE, h, 0);
    extend_to(h);
    for (i = 0; i < game.count && amounts[i] <= h; i++)
        ;
    *count = i;
    if ((at = place(h)) == NOWHERE)
        return sub_stream_options(h, vals, err);
#else
    sg_t v = 0;
    int code = subtraction_sg(h, &v, err);   /* extends the table, or streams to h */
    for (i = 0; i < game.count && amounts[i] <= h; i++)
        ;
    *count = i;
    if (code || (at = place(h)) == NOWHERE)
        return code ? code : sub_stream_options(h, vals, err);
#endif
    for (i = 0; i < *count; i++) {
        heap_t a = amounts[i];
        sub_index_t k = (sub_index_t)(h - a);
        if (h - a >= game.computed) {
            /* h and h - a both past the table: the period is known, and
             * at lies in preperiod .. preperiod + period - 1 */
            if (a >= game.period)
                a %= game.period;
            k = (sub_index_t)(at - a);
            if (at < game.preperiod + a)
                k = (sub_index_t)(k + game.period);
        }
        vals[i] = (sg_small_t)table[k];
    }
    return 0;
}

void subtraction_build_all(void)
{
    if (holding())
        extend_to(NB_HEAP_MAX);
}

void subtraction_get_info(struct subtraction_info *info)
{
    info->amount_count = game.count;
    info->max_amount = game.max_amount;
    info->computed = game.computed;
    info->period_known = game.period_known;
    info->preperiod = game.preperiod;
    info->period = game.period;
    info->stream_base = game.stream_base;
}
