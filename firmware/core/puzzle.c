/*
 * puzzle.c — the coach's practice mode (puzzle.h): positions set from a
 * seeded PRNG, answers graded by the engine.
 *
 * A position is drawn as all but one pile at random, then the last pile
 * (stone) scanned from a random value over the whole range until the sum
 * has the outcome the coin chose, so a lost position (rare among random
 * ones: the nim sum must come out 0) costs one scan, not luck.  When no
 * value of the last pile gives it, the others are drawn again, up to
 * PUZZLE_TRIES times; the last try takes the first position with a move,
 * whatever its outcome (the grade is the engine's either way).  A rule
 * with no move at the puzzle's sizes (sub:9 with heaps up to 5) gets a
 * position without one: "no move wins" is right there.
 *
 * The size grows with the streak: 2 piles of up to 5 at first, one pile
 * more every second right answer and 3 stones more on the largest heap
 * every one, up to PUZZLE_MAX_PILES piles of PUZZLE_HEAP_CAP; on a map, one
 * stone more every third answer, up to 3.  Never more piles than fit the
 * row whole (NB_PUZZLE_COLS less its last column, kept for the mark of a
 * row cut short; the rule's tag and a space first) were each
 * as wide as the largest heap can be (a map's stones as wide as the
 * longest node name, "h8:1"): on 16 columns 4 piles of two digits beside
 * "Nim", so a heap grows where a pile no longer fits.  Under misere play
 * of a rule but Nim (searched) the piles share at most 24 tokens, and a
 * position the search refuses (a map's long lines of play) is passed
 * over.
 */
#include "core/puzzle.h"
#include "core/text.h"

#define PUZZLE_TRIES 16u
/* The most tokens a puzzle under misere play of a rule but Nim has (the
 * search's, misere_search.h: what test_misere_search checks whole). */
#define PUZZLE_MISERE_TOKENS 24u

/* Decimal digits of v. */
static uint8_t digits(heap_t v)
{
    uint8_t n = 1;
    for (; v >= 10u; v /= 10u)
        n++;
    return n;
}

static void count_char(void *ctx, char c)
{
    (void)c;
    (*(uint8_t *)ctx)++;
}

uint8_t puzzle_piles(const struct rule *r, uint8_t streak)
{
    uint8_t graph = (uint8_t)rule_is_graph(r), tag = 0, n, item, fit;
    struct text_out width = { count_char, &tag };
    /* the row's room: the tag ("Nim", "T3") and a space taken */
    text_put_flash_str(&width, rule_tag(r));
    if (rule_param(r) == RULE_PARAM_NUMBER)
        text_put_uint(&width, r->take_max);
    if (graph) {
        /* a stone "NODE:1", its node named at most one letter and the
         * digits of the node count (a square "h8"), or a number */
        n = (uint8_t)(1u + streak / 3u);
        if (n > PUZZLE_MAP_STONES)
            n = PUZZLE_MAP_STONES;
        item = (uint8_t)(3u + digits(r->graph->node_count));
    } else {
        n = (uint8_t)(2u + streak / 2u);
        if (n > PUZZLE_MAX_PILES)
            n = PUZZLE_MAX_PILES;
        item = digits(puzzle_top(streak));
    }
    /* n items and the spaces between, n * (item + 1) - 1 columns, before
     * the row's last column (kept for the mark of a row cut short) */
    fit = tag + 2u < NB_PUZZLE_COLS ? (uint8_t)((NB_PUZZLE_COLS - 1u - tag) / (item + 1u)) : 0u;
    return n < fit ? n : (fit ? fit : 1u);
}

heap_t puzzle_top(uint8_t streak)
{
    heap_t t = (heap_t)(5u + 3u * (uint16_t)streak), cap = PUZZLE_HEAP_CAP;
    if (cap > NB_HEAP_MAX)
        cap = NB_HEAP_MAX;
    return t < cap ? t : cap;
}

/* The position analysed. */
static int analyse(const struct rule *r, const struct puzzle_position *pos,
                   struct game_result *res, struct nb_error *err)
{
    if (rule_is_graph(r))
        return game_analyse_graph(r, pos->p.terms, pos->count, res, err);
    return game_analyse_heaps(r, pos->p.heaps, pos->count, res, err);
}

/* Pile (term) i's value: its size, or its node. */
static heap_t value_of(uint8_t graph, const struct puzzle_position *pos, uint16_t i)
{
    return graph ? (heap_t)pos->p.terms[i].node : pos->p.heaps[i];
}

/* Pile (stone) i set to v: a heap's size, or one stone on node v, which
 * on a map no stone before i may hold already (then 0, nothing set). */
static uint8_t place(uint8_t graph, struct puzzle_position *pos, uint16_t i, heap_t v)
{
    uint16_t j;
    if (!graph) {
        pos->p.heaps[i] = v;
        return 1;
    }
    for (j = 0; j < i; j++)
        if (pos->p.terms[j].node == v)
            return 0;
    pos->p.terms[i].node = (node_t)v;
    pos->p.terms[i].count = 1;
    return 1;
}

/* Does some pile (stone) have a move? */
static uint8_t has_move(const struct rule *r, uint8_t graph, const struct puzzle_position *pos)
{
    uint16_t i;
    for (i = 0; i < pos->count; i++)
        if (play_pile_moves(r, value_of(graph, pos, i)))
            return 1;
    return 0;
}

int puzzle_make(const struct rule *r, uint8_t streak, struct play_rng *g,
                struct puzzle_position *pos, struct nb_error *err)
{
    struct game_result res;
    uint8_t want = play_random(g, 2) ? OUTCOME_WIN : OUTCOME_LOSE, tries;
    uint8_t graph = (uint8_t)rule_is_graph(r);
    /* values: heaps 1..range, or nodes 0..range-1 */
    heap_t range = graph ? (heap_t)r->graph->node_count : puzzle_top(streak), base = !graph;
    uint16_t n = puzzle_piles(r, streak), i;
    int code;
    if (graph && n > range)
        n = (uint16_t)range;
    /* misere play searched: within the tokens its tests cover */
    if (rule_is_misere_search(r) && !graph && range > PUZZLE_MISERE_TOKENS / n)
        range = PUZZLE_MISERE_TOKENS / n;
    pos->count = n;
    for (tries = 0; tries <= PUZZLE_TRIES; tries++) {
        heap_t start = (heap_t)play_random(g, (uint32_t)range), k;
        for (i = 0; i < n; i++)
            while (!place(graph, pos, i, (heap_t)(base + play_random(g, (uint32_t)range))))
                ;
        /* the last pile: the first value from start with the outcome
         * (the last try takes any with a move) */
        for (k = 0; k < range; k++) {
            if (!place(graph, pos, n - 1u, (heap_t)(base + (start + k) % range)) ||
                !has_move(r, graph, pos))
                continue;
            if ((code = analyse(r, pos, &res, err)) != 0) {
                if (!rule_is_misere_search(r))
                    return code;
                error_clear(err);   /* a search refused: another position */
                continue;
            }
            if (res.outcome == want || tries == PUZZLE_TRIES)
                return 0;
        }
    }
    return 0;   /* no position with a move at this size (sub:9 under 9) */
}

/* Is *m one legal move on pos? */
static uint8_t legal(const struct rule *r, const struct puzzle_position *pos,
                     const struct play_move *m)
{
    if (m->pile >= pos->count || value_of((uint8_t)rule_is_graph(r), pos, m->pile) != m->from)
        return 0;
    if (rule_is_graph(r) && m->split)
        return 0;
    return (uint8_t)play_is_legal(r, m->from, m->to, m->split);
}

/* (kept out of line: link-time optimisation copied it into each caller) */
NB_NOINLINE int puzzle_grade(const struct rule *r, const struct puzzle_position *pos,
                             const struct play_move *answer, struct puzzle_grade *grade,
                             struct nb_error *err)
{
    struct puzzle_position after;
    struct game_result res;
    int code;
    grade->right = 0;
    if ((code = analyse(r, pos, &grade->res, err)) != 0)
        return code;
    res = grade->res;
    if (answer) {
        if (!legal(r, pos, answer))
            return 0;
        /* the position the move leaves, analysed: the pile (stone) as it
         * becomes, a split's second heap as one pile more */
        after = *pos;
        if (rule_is_graph(r))
            after.p.terms[answer->pile].node = (node_t)answer->to;
        else
            after.p.heaps[answer->pile] = answer->to;
        if (answer->split)
            after.p.heaps[after.count++] = answer->split;
        if ((code = analyse(r, &after, &res, err)) != 0)
            return code;
    }
    /* right: "no move wins" where none does, or a move that leaves a lost
     * position to the opponent */
    grade->right = res.outcome == OUTCOME_LOSE;
    return 0;
}

void puzzle_count(uint8_t right, uint8_t *streak, uint8_t *best)
{
    if (!right) {
        *streak = 0;
        return;
    }
    if (*streak < 255u)
        (*streak)++;
    if (*streak > *best)
        *best = *streak;
}
