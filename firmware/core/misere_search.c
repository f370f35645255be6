/*
 * misere_search.c — misere play of any rule decided by searching the
 * whole game (misere_search.h).
 *
 * A position is held as its parts in descending order: the heaps that
 * have a move, or the nodes of the stones that have one.  Its key is
 * KEY_WORDS 32-bit words: on heaps each part written as that many 1 bits
 * and a 0 (at most NB_MISERE_TOKENS tokens, so at most twice as many
 * bits; the parts being at least 1, no two multisets share a key), on a
 * map each stone's node + 1 in 16 bits (at most 8 stones).  The table is open addressing over those keys
 * with a generation number, so forgetting it is one increment; it is
 * never filled past seven eighths (then the search is refused).
 *
 * The search is depth first over an explicit stack of frames, each a
 * position and where its moves stand (the part, the option); the moves
 * come from the rule's play hooks (rule.h), in its order, and equal parts
 * are moved once.  A frame is decided at its first move to a lost
 * position (won), or when its moves run out (lost), or at once when it
 * has none (won: under misere play the opponent made the last move); the
 * answer goes into the table and to the frame below.
 */
#include "core/misere_search.h"

#if NB_MISERE_TABLE

#define PARTS (NB_MISERE_TOKENS > NB_MISERE_STONES ? NB_MISERE_TOKENS : NB_MISERE_STONES)
/* A key's words: two bits a token, or 16 bits a stone */
#define KEY_BITS (2u * NB_MISERE_TOKENS > 16u * NB_MISERE_STONES ? 2u * NB_MISERE_TOKENS \
                                                                : 16u * NB_MISERE_STONES)
#define KEY_WORDS ((KEY_BITS + 31u) / 32u)
/* The table's entries in use at most: seven eighths */
#define TABLE_FULL ((uint32_t)NB_MISERE_TABLE - (uint32_t)NB_MISERE_TABLE / 8u)

struct position {
    uint16_t part[PARTS];   /* descending */
    uint8_t count;
};

struct frame {
    struct position p;
    uint8_t pile;        /* the part being moved */
    nb_uint_t option;    /* its next option */
};

struct entry {
    uint32_t key[KEY_WORDS];
    uint16_t gen;        /* the table's generation when stored */
    uint8_t lost;        /* 1: lost for the player to move */
};

static struct entry table[NB_MISERE_TABLE];
static struct frame stack[NB_MISERE_DEPTH];
static struct position next;   /* a child being made */
static uint16_t gen = 1;       /* entries of another generation are empty */
static uint32_t used;
static uint8_t on_map;         /* the positions are stones on a map */

void misere_search_forget(void)
{
    uint32_t i;
    used = 0;
    if (++gen == 0) {   /* wrapped: every entry emptied */
        for (i = 0; i < (uint32_t)NB_MISERE_TABLE; i++)
            table[i].gen = 0;
        gen = 1;
    }
}

uint32_t misere_search_positions(void)
{
    return used;
}

/* p's key (the top). */
static void key_of(const struct position *p, uint32_t key[KEY_WORDS])
{
    uint8_t i;
    uint16_t k, bit = 0;
    for (i = 0; i < KEY_WORDS; i++)
        key[i] = 0;
    for (i = 0; i < p->count; i++) {
        if (on_map) {
            key[i / 2u] |= (uint32_t)(p->part[i] + 1u) << (16u * (i % 2u));
            continue;
        }
        for (k = 0; k < p->part[i]; k++, bit++)
            key[bit / 32u] |= (uint32_t)1 << (bit % 32u);
        bit++;   /* the 0 that ends the part */
    }
}

/* The entry holding key, or the empty one where it would go. */
static struct entry *slot(const uint32_t key[KEY_WORDS])
{
    uint32_t h = key[0], i, w;
    for (i = 1; i < KEY_WORDS; i++)
        h = (h ^ (h >> 15)) * 0x2C1B3C6Du ^ key[i];
    h = (h ^ (h >> 16)) * 0x297A2D39u;
    h ^= h >> 15;
    for (i = h % (uint32_t)NB_MISERE_TABLE;; i = (i + 1u) % (uint32_t)NB_MISERE_TABLE) {
        struct entry *e = &table[i];
        if (e->gen != gen)
            return e;
        for (w = 0; w < KEY_WORDS && e->key[w] == key[w]; w++)
            ;
        if (w == KEY_WORDS)
            return e;
    }
}

/* Is p in the table?  *lost its answer then. */
static uint8_t known(const struct position *p, uint8_t *lost)
{
    uint32_t key[KEY_WORDS];
    struct entry *e;
    key_of(p, key);
    e = slot(key);
    if (e->gen != gen)
        return 0;
    *lost = e->lost;
    return 1;
}

/* Keep p's answer. */
static int store(const struct position *p, uint8_t lost, struct nb_error *err)
{
    uint32_t key[KEY_WORDS];
    struct entry *e;
    uint8_t i;
    key_of(p, key);
    e = slot(key);
    if (e->gen != gen) {
        if (used >= TABLE_FULL)
            return error_set(err, ERR_MISERE_TABLE, 0, TABLE_FULL);
        used++;
        for (i = 0; i < KEY_WORDS; i++)
            e->key[i] = key[i];
        e->gen = gen;
    }
    e->lost = lost;
    return 0;
}

/* Add part v to p (in order), if it has a move. */
static void add(const struct rule *r, struct position *p, heap_t v)
{
    uint8_t i;
    if ((!on_map && v == 0) || rule_moves(r, v) == 0)
        return;
    for (i = p->count; i > 0 && p->part[i - 1u] < v; i--)
        p->part[i] = p->part[i - 1u];
    p->part[i] = (uint16_t)v;
    p->count++;
}

/* from without its part i, into to. */
static void without(const struct position *from, uint8_t i, struct position *to)
{
    uint8_t j, n = 0;
    for (j = 0; j < from->count; j++)
        if (j != i)
            to->part[n++] = from->part[j];
    to->count = n;
}

/* What option o of part i leaves, into to. */
static void child_of(const struct rule *r, const struct position *from, uint8_t i,
                     const struct rule_option *o, struct position *to)
{
    without(from, i, to);
    add(r, to, o->to);
    if (!on_map && o->split)
        add(r, to, o->split);
}

/* Is root lost for the player to move?  (the top) */
static int search(const struct rule *r, const struct position *root, uint8_t *lost,
                  struct nb_error *err)
{
    uint16_t depth = 0;
    uint8_t v, child;
    struct frame *f;
    struct rule_option o;
    int code;
    if (known(root, lost))
        return 0;
    stack[0].p = *root;
    stack[0].pile = 0;
    stack[0].option = 0;
    for (;;) {
        f = &stack[depth];
        v = f->p.count == 0 ? 0 : 2;   /* 2: not decided yet */
        while (v == 2) {
            uint16_t h;
            if (f->pile >= f->p.count) {
                v = 1;   /* every move leaves a won position */
                break;
            }
            h = f->p.part[f->pile];
            if (f->option >= rule_moves(r, h) ||
                (f->option == 0 && f->pile > 0 && h == f->p.part[f->pile - 1u])) {
                f->pile++;   /* done, or a part like the one before */
                f->option = 0;
                continue;
            }
            rule_option(r, h, f->option++, &o);
            child_of(r, &f->p, f->pile, &o, &next);
            if (known(&next, &child)) {
                if (child)
                    v = 0;
                continue;
            }
            if (depth + 1u >= NB_MISERE_DEPTH)
                return error_set(err, ERR_MISERE_DEPTH, 0, NB_MISERE_DEPTH);
            f = &stack[++depth];
            f->p = next;
            f->pile = 0;
            f->option = 0;
            v = f->p.count == 0 ? 0 : 2;
        }
        /* f decided (v: lost); so, maybe, the frames below */
        for (;;) {
            if ((code = store(&f->p, v, err)) != 0)
                return code;
            if (depth == 0) {
                *lost = v;
                return 0;
            }
            f = &stack[--depth];
            if (v == 0)
                break;   /* a won child: the frame goes on */
            v = 0;       /* a lost child: the frame is won */
        }
    }
}

/* Note a winning move of pile (term) i: the first one kept, or on a map
 * the lowest node's. */
static void note_win(struct game_result *res, uint16_t i, heap_t from,
                     const struct rule_option *o)
{
    if (res->winning_moves == 0 || (on_map && from < res->from)) {
        res->pile = i;
        res->from = from;
        res->to = o->to;
        res->split = on_map ? 0 : o->split;
    }
    res->winning_moves++;
}

/* Every move of part `value` (pile i) from base (the position less that
 * part) searched, the winning ones noted. */
static int moves_of(const struct rule *r, const struct position *base, uint16_t i,
                    heap_t value, struct game_result *res, struct nb_error *err)
{
    nb_uint_t n, m = rule_moves(r, value);
    struct rule_option o;
    struct position child;
    uint8_t lost = 0;
    int code;
    for (n = 0; n < m; n++) {
        rule_option(r, value, n, &o);
        child = *base;
        add(r, &child, o.to);
        if (!on_map && o.split)
            add(r, &child, o.split);
        if ((code = search(r, &child, &lost, err)) != 0)
            return code;
        if (lost)
            note_win(res, i, value, &o);
    }
    return 0;
}

/* The outcome once the moves are searched. */
static void conclude(struct game_result *res)
{
    res->outcome = res->winning_moves ? OUTCOME_WIN : OUTCOME_LOSE;
}

int misere_search_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                        struct game_result *res, struct nb_error *err)
{
    struct position all, base;
    nb_uint_t tokens = 0;
    uint16_t i, j;
    int code;
    on_map = 0;
    for (i = 0; i < count; i++)
        if (rule_moves(r, heaps[i]) > 0)
            tokens = heaps[i] > NB_MISERE_TOKENS || tokens > NB_MISERE_TOKENS
                ? NB_MISERE_TOKENS + 1u : tokens + heaps[i];
    if (tokens > NB_MISERE_TOKENS) {
        for (i = 0, tokens = 0; i < count; i++)   /* the true count, saturating */
            if (rule_moves(r, heaps[i]) > 0)
                tokens = heaps[i] > NB_UINT_MAX - tokens ? NB_UINT_MAX : tokens + heaps[i];
        return error_set(err, ERR_MISERE_TOKENS, tokens, NB_MISERE_TOKENS);
    }
    if (tokens == 0) {
        res->outcome = OUTCOME_WON;
        return 0;
    }
    all.count = 0;
    for (i = 0; i < count; i++)
        add(r, &all, heaps[i]);
    for (i = 0; i < count; i++) {
        if (rule_moves(r, heaps[i]) == 0)
            continue;
        for (j = 0; all.part[j] != heaps[i]; j++)
            ;
        without(&all, (uint8_t)j, &base);
        if ((code = moves_of(r, &base, i, heaps[i], res, err)) != 0)
            return code;
    }
    conclude(res);
    return 0;
}

int misere_search_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                        struct game_result *res, struct nb_error *err)
{
    struct position all, base;
    nb_uint_t stones = 0;
    uint16_t i, j;
    heap_t k;
    int code;
    on_map = 1;
    for (i = 0; i < count; i++)
        if (terms[i].count && rule_moves(r, terms[i].node) > 0)
            stones = terms[i].count > NB_UINT_MAX - stones ? NB_UINT_MAX
                                                            : stones + terms[i].count;
    if (stones > NB_MISERE_STONES)
        return error_set(err, ERR_MISERE_TOKENS, stones, NB_MISERE_STONES);
    if (stones == 0) {
        res->outcome = OUTCOME_WON;
        return 0;
    }
    all.count = 0;
    for (i = 0; i < count; i++)
        for (k = 0; k < terms[i].count; k++)
            add(r, &all, terms[i].node);
    for (i = 0; i < count; i++) {
        if (terms[i].count == 0 || rule_moves(r, terms[i].node) == 0)
            continue;
        for (j = 0; all.part[j] != terms[i].node; j++)
            ;
        without(&all, (uint8_t)j, &base);
        if ((code = moves_of(r, &base, i, terms[i].node, res, err)) != 0)
            return code;
    }
    conclude(res);
    return 0;
}

#else

void misere_search_forget(void)
{
}

uint32_t misere_search_positions(void)
{
    return 0;
}

int misere_search_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                        struct game_result *res, struct nb_error *err)
{
    (void)r;
    (void)heaps;
    (void)count;
    (void)res;
    return error_code(err, ERR_UNKNOWN_RULE);
}

int misere_search_graph(const struct rule *r, const struct node_term *terms, uint16_t count,
                        struct game_result *res, struct nb_error *err)
{
    (void)r;
    (void)terms;
    (void)count;
    (void)res;
    return error_code(err, ERR_UNKNOWN_RULE);
}

#endif
