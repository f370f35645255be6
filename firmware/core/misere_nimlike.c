/*
 * misere_nimlike.c — misere play of the heap rules whose heaps act under
 * misere play as Nim heaps do (RULE_MISERE_NIMLIKE: take:M, pow2, half):
 * Bouton's rule on their SG values, proven for any size, no search.
 *
 * The theorem.  In a game of heaps where every option of a heap is one
 * heap (no splits) and every heap of SG value 0 that has a move has an
 * option of SG value 1, a sum is lost for the player to move under
 * misere play iff (some heap has SG value 2 or more, and the XOR of the
 * SG values is 0) or (every heap has SG value 0 or 1, and the XOR is 1).
 * Proof, by induction on the tokens, B being the heaps of value >= 2:
 *  - lost with B >= 1, X = 0: then B >= 2 (one heap of value >= 2 among
 *    0s and 1s leaves X != 0); a move changes one value (an option never
 *    has its heap's value), so X' != 0 with B' >= 1: won.
 *  - lost with B = 0, X = 1: a move to a value >= 2 leaves B' = 1 and
 *    X' >= 2; to 0 or 1 it flips X to 0 with B' = 0: won either way.
 *  - won with B >= 2, X != 0: a heap of value g with g ^ X < g has an
 *    option of value g ^ X (the mex), leaving X' = 0 and B' >= 1: lost.
 *  - won with B = 1: the heap above 1 has options of values 0 and 1; the
 *    one that leaves an odd number of 1s leaves B' = 0, X' = 1: lost.
 *  - won with B = 0, X = 0 and a move: a heap of value 1 goes to value 0,
 *    or, with only 0s, a heap of value 0 with a move goes to value 1 (the
 *    hypothesis): X' = 1, B' = 0: lost.  Without a move: won (the
 *    opponent made the last one).
 * The hypothesis holds for take:M (n = 0 mod M+1, n > 0, takes M to
 * n - M = 1 mod M+1), pow2 (n = 0 mod 3, n > 0, takes 2 to 1 mod 3) and
 * half (value 0: n = 2^k - 1; n >= 3 reaches 3*2^(k-2) - 1, value 1);
 * test_misere_search checks it heap by heap and every answer against a
 * search of the whole game.  A winning move, as for misere Nim: on pile
 * i, the rest's XOR Xr and heaps above 1 Br, the option of value Xr when
 * Br > 0, else of value Xr ^ 1.
 */
#include "core/misere_search.h"

#if NB_MISERE_RULES

int misere_nimlike_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                         struct game_result *res, struct nb_error *err)
{
    uint16_t i, big = 0;
    uint8_t moves = 0;
    sg_t x = 0, g, t;
    nb_uint_t n;
    struct rule_option best;
    int code;
    for (i = 0; i < count; i++) {
        if ((code = rule_pile_sg(r, heaps[i], &g, err)) != 0) {
            error_at(err, ERR_AT_ARG, (error_at_t)(i + 1u));
            return code;
        }
        x ^= g;
        big += g > 1u;
        moves |= rule_moves(r, heaps[i]) > 0;
    }
    res->nim_sum = x;
    if (!moves) {
        res->outcome = OUTCOME_WON;
        return 0;
    }
    for (i = 0; i < count; i++) {
        if ((code = rule_pile_sg(r, heaps[i], &g, err)) != 0)
            return code;
        t = (big - (g > 1u)) ? x ^ g : x ^ g ^ 1u;
        if (t == g)
            continue;
        if ((code = rule_options_with_sg(r, heaps[i], t, &n, &best, err)) != 0)
            return code;
        if (n && res->winning_moves == 0) {
            res->pile = i;
            res->from = heaps[i];
            res->to = best.to;
            res->split = 0;
        }
        res->winning_moves = rule_count_add(res->winning_moves, n);
    }
    res->outcome = res->winning_moves ? OUTCOME_WIN : OUTCOME_LOSE;
    return 0;
}

#else

int misere_nimlike_heaps(const struct rule *r, const heap_t *heaps, uint16_t count,
                         struct game_result *res, struct nb_error *err)
{
    (void)r;
    (void)heaps;
    (void)count;
    (void)res;
    return error_code(err, ERR_UNKNOWN_RULE);
}

#endif
