/*
 * play_bench.c — how well nimbox plays at each level (`make bench`).
 *
 * For each rule family, GAMES games from random starts (3-4 piles of
 * 1..15 stones, 1..12 for take-and-break games; 3 stones on random squares
 * of the rook map), nimbox moving first in every other game, against two
 * opponents: a perfect player (level 5: the winning move whenever there
 * is one) and a random player (a uniformly random pile with a move, then a
 * random option).  Prints each level's win rate; exits 1 unless the rates
 * rise with the level against both (level 1 <= ... <= level 5, with a
 * strict rise from 1 to 5).  Built once with the host's limits and once
 * per board with the board's (BOARD_LIMITS: its NB_PLAY_WEIGH,
 * NB_PLAY_CANDIDATES, NB_PLAY_WORK), so each board's strategy is measured;
 * the first line says which.
 *   play_bench [GAMES] [NAME]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/play.h"
#include "core/maps.h"

/* Take-and-break starts: heaps of 1..12, or 1..8 where a board holds
 * fewer than 24 piles (4 heaps of 8 split into 16 piles at most). */
#if NB_MAX_PILES >= 24
#define OCTAL_TOP 12u
#else
#define OCTAL_TOP 8u
#endif

static struct rule rule;
static struct play_rng rng;

static void parse(const char *text)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    if (rule_parse(text, (uint16_t)strlen(text), &rule, &name, &name_len, &err) ||
        (name && rule_attach_graph(&rule, maps_graph((uint8_t)maps_find(name, name_len)), &err))) {
        fprintf(stderr, "play_bench: cannot set up %s\n", text);
        exit(2);
    }
}

/* A random player's move. */
static void random_move(const heap_t *h, const struct node_term *t, uint16_t n,
                        struct play_move *m)
{
    uint16_t i, live = 0, pick;
    struct rule_option o;
    int graph = rule_is_graph(&rule);
    for (i = 0; i < n; i++)
        live += graph ? t[i].count && play_pile_moves(&rule, t[i].node)
                      : play_pile_moves(&rule, h[i]) > 0;
    pick = (uint16_t)play_random(&rng, live);
    for (i = 0; i < n; i++)
        if ((graph ? t[i].count && play_pile_moves(&rule, t[i].node)
                   : play_pile_moves(&rule, h[i]) > 0) && pick-- == 0)
            break;
    m->pile = i;
    m->from = graph ? t[i].node : h[i];
    play_pile_option(&rule, m->from, play_random(&rng, (uint32_t)play_pile_moves(&rule, m->from)), &o);
    m->to = o.to;
    m->split = o.split;
}

/* One game: 1 if nimbox (at level) wins against opponent (0: random). */
static int game(uint8_t level, uint8_t perfect, int nimbox_first, const heap_t *start,
                uint16_t count, const struct node_term *tstart)
{
    heap_t h[NB_MAX_PILES];
    struct node_term t[NB_MAX_TERMS];
    uint16_t n = count;
    int nimbox = nimbox_first;
    struct nb_error err;
    memcpy(h, start, sizeof(heap_t) * count);
    memcpy(t, tstart, sizeof(struct node_term) * count);
    for (;; nimbox = !nimbox) {
        struct play_move m;
        int code;
        uint8_t lv = nimbox ? level : PLAY_LEVEL_MAX;
        if (!nimbox && !perfect) {
            code = 0;
            m.pile = 0;
            /* none? */
            if (rule_is_graph(&rule))
                code = play_choose_graph(&rule, t, n, 5, &rng, &m, &err);
            else
                code = play_choose_heaps(&rule, h, n, 5, &rng, &m, &err);
            if (!code && m.pile != PLAY_NONE)
                random_move(h, t, n, &m);
        } else if (rule_is_graph(&rule)) {
            code = play_choose_graph(&rule, t, n, lv, &rng, &m, &err);
        } else {
            code = play_choose_heaps(&rule, h, n, lv, &rng, &m, &err);
        }
        if (code) {
            fprintf(stderr, "play_bench: engine error %d\n", code);
            exit(2);
        }
        if (m.pile == PLAY_NONE)   /* the player to move has none */
            return rule_has_sg(&rule) ? !nimbox : nimbox;
        if (rule_is_graph(&rule) ? play_apply_graph(t, &n, NB_MAX_TERMS, &m, &err)
                                 : play_apply_heaps(h, &n, NB_MAX_PILES, &m, &err)) {
            fprintf(stderr, "play_bench: cannot apply a move\n");
            exit(2);
        }
    }
}

int main(int argc, char **argv)
{
    static const char *rules[] = { "nim", "misere", "take:3", "pow2", "sub:1,3,4", "half",
                                   "kayles", "dawson", "octal:0.137", "dag:rook" };
    long games = argc > 1 ? atol(argv[1]) : 10000;
    unsigned ri, bad = 0;
    if (NB_PLAY_WEIGH)
        printf("%s: level 5 weighs up to %u candidates (work %lu) when lost\n",
               argc > 2 ? argv[2] : "host", (unsigned)NB_PLAY_CANDIDATES,
               (unsigned long)NB_PLAY_WORK);
    else
        printf("%s: no weighing (play_light.c): fewest stones of a random pile when lost\n",
               argc > 2 ? argv[2] : "host");
    if (OCTAL_TOP != 12u)
        printf("(take-and-break from heaps of 1..%u: %u piles at most)\n", OCTAL_TOP,
               (unsigned)NB_MAX_PILES);
    printf("%-12s %-8s %6s %6s %6s %6s %6s\n", "rule", "against", "L1", "L2", "L3", "L4", "L5");
    for (ri = 0; ri < sizeof rules / sizeof rules[0]; ri++) {
        uint8_t perfect;
        parse(rules[ri]);
        for (perfect = 1; perfect <= 1; perfect--) {
            double rate[6];
            uint8_t level;
            for (level = 1; level <= 5; level++) {
                long g, wins = 0;
                play_seed(&rng, 12345u + ri);   /* the same starts for every level */
                for (g = 0; g < games; g++) {
                    heap_t h[4];
                    struct node_term t[4];
                    uint16_t n = (uint16_t)(3u + play_random(&rng, 2)), i;
                    unsigned top = rule.code.len ? OCTAL_TOP : 15u;
                    for (i = 0; i < n; i++)
                        h[i] = 1u + play_random(&rng, top);
                    if (rule_is_graph(&rule)) {
                        n = 3;
                        for (i = 0; i < n; i++) {
                            t[i].node = (node_t)(i * 21u + play_random(&rng, 21));
                            t[i].count = 1;
                        }
                    }
                    wins += game(level, perfect, (int)(g & 1), h, n, t);
                }
                rate[level] = 100.0 * (double)wins / (double)games;
            }
            printf("%-12s %-8s", rules[ri], perfect ? "perfect" : "random");
            for (level = 1; level <= 5; level++)
                printf(" %5.1f%%", rate[level]);
            for (level = 2; level <= 5; level++)
                if (rate[level] + 0.5 < rate[level - 1])
                    bad = 1;
            if (rate[5] <= rate[1])
                bad = 1;
            printf("%s\n", bad ? "  <- not rising" : "");
            if (perfect == 0)
                break;
        }
    }
    return bad ? 1 : 0;
}
