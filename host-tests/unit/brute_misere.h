/*
 * brute_misere.h — misere play decided by plain recursion, for the tests:
 * written apart from the engine's misere search (core/misere_search.c).
 *
 * A rule is given by its definition (take 1..M, a subtraction set, powers
 * of two, up to half, an octal code, Nim, or the edges of a map read
 * from its .dag file), its moves listed from that definition alone.  A
 * position (every heap, or every stone's node, kept: nothing is left out
 * as the engine does) is lost for the player to move iff it has a move
 * and every move leaves a won position; one without a move is won (the
 * opponent made the last move).  Memoised in a hash table of sorted
 * positions; recursion is fine here (test code).
 */
#ifndef HOST_TESTS_UNIT_BRUTE_MISERE_H
#define HOST_TESTS_UNIT_BRUTE_MISERE_H

enum bm_kind { BM_NIM, BM_TAKE, BM_SUB, BM_POW2, BM_HALF, BM_OCTAL, BM_MAP };

#define BM_MAX_PARTS 32
#define BM_MAX_LIST 16
#define BM_MAX_NODES 10000

struct bm_rule {
    int kind;                    /* enum bm_kind */
    unsigned param;              /* M of take:M */
    unsigned list[BM_MAX_LIST];  /* a sub set, or an octal code's digits */
    unsigned len;
    /* a map: out-edges of node u are to[first[u] .. first[u + 1]) */
    unsigned nodes, *first, *to;
};

/* Read firmware/maps/NAME.dag into r (a map rule); 0 when it cannot. */
int bm_read_map(struct bm_rule *r, const char *name);

/* The options of a pile of n (a heap, or a stone's node): into a[i], b[i]
 * what it becomes (a heap a, 0 for none, and a second heap b or 0; a
 * node a and b = 0 on a map); returns how many (at most cap). */
unsigned bm_options(const struct bm_rule *r, unsigned n, unsigned *a, unsigned *b,
                    unsigned cap);

/* Start a new memo for r (every earlier answer forgotten). */
void bm_reset(const struct bm_rule *r);

/* 1 when parts[0..count) (heaps, 0s allowed, or stones' nodes) is lost
 * for the player to move under misere play. */
int bm_lost(const unsigned *parts, unsigned count);

/* The winning moves of parts[0..count): how many (pile, option) pairs
 * leave a lost position. */
unsigned bm_winning(const unsigned *parts, unsigned count);

/* 1 when pile i becoming a (+ b) is one of its options and leaves a lost
 * position. */
int bm_wins_by(const unsigned *parts, unsigned count, unsigned i, unsigned a, unsigned b);

#endif
