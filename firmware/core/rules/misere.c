/*
 * misere.c — misere Nim: Nim's moves, but taking the last stone loses.
 *
 * SG values do not decide misere play, so the family has none (grundy is
 * refused; a pile's value is reported as plain Nim's) and analyses sums by
 * the proven rule: lost for the mover iff (some heap > 1 and XOR = 0) or
 * (all heaps <= 1 and XOR = 1).  With no stones left the previous player
 * took the last stone: the mover has already won.
 */
#include "core/rules/rules.h"
#include "core/game.h"

static int misere_analyse(const heap_t *heaps, uint16_t count, struct game_result *res)
{
    uint16_t i, big = 0;
    nb_uint_t moves = 0;   /* the winning ones */
    sg_t x = 0;
    heap_t total = 0;
    for (i = 0; i < count; i++) {
        x ^= heaps[i];
        big += heaps[i] > 1;
        total |= heaps[i];
    }
    res->nim_sum = x;
    if (total == 0) {
        res->outcome = OUTCOME_WON;
        return 0;
    }
    /* A move takes pile i to t < h: the rest keeps XOR x^h and big-(h>1)
     * heaps above 1.  Only t = rest_x ^ k, k = 0 or 1, can leave a lost
     * position (XOR k after it): lost with a heap above 1 left when k is
     * 0, with none when k is 1. */
    for (i = 0; i < count; i++) {
        heap_t h = heaps[i];
        sg_t rest_x = x ^ h;
        uint16_t rest_big = (uint16_t)(big - (h > 1));
        uint8_t k;
        for (k = 0; k < 2; k++) {
            heap_t t = rest_x ^ k;
            if (t >= h)
                continue;
            if ((rest_big > 0 || t > 1) != k) {
                if (moves == 0 || (res->pile == i && t > res->to)) {
                    res->pile = i;
                    res->from = h;
                    res->to = t;
                }
                moves++;
            }
        }
    }
    res->winning_moves = moves;
    res->outcome = moves ? OUTCOME_WIN : OUTCOME_LOSE;
    return 0;
}

/* What play needs (rule.h). */
static const struct rule_play NB_FLASH misere_play = {
    .moves = rule_nim_moves, .option = rule_fewest_option, .legal = rule_nim_legal,
};

const struct rule_family NB_FLASH rule_family_misere = {
    .spell = "misere", .tag = "Mis", .id = RULE_ID_MISERE, .param = RULE_PARAM_NONE,
    .flags = RULE_NO_SG, .sg = rule_nim_sg, .options = rule_nim_options,
    .analyse = misere_analyse,
    .play = RULE_PLAY(&misere_play),
};
