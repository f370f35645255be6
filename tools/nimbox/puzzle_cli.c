/*
 * puzzle_cli.c — `nimbox puzzle`: the coach's practice mode in the
 * terminal (core/puzzle.h), as the device's Puzzle item.
 *
 * Puzzle after puzzle under one rule (nim when none is named): the
 * position is shown with the streak, the person types the move they think
 * wins (`I TO`, `I A+B`, on a map `U V`, as `nimbox play` reads them) or
 * `none` when they think no move wins, and the answer is graded: right,
 * or wrong with the winning move; either way the line that explains it
 * ("Pile 2: SG 5, XOR 0 after 7 to 2": the position's SG value, the nim
 * sum, and the move that makes it 0; "XOR 0: every move loses").  The
 * puzzles grow with the streak of right answers; a wrong answer starts it
 * again.  `quit` or the end of the input ends the session with its count.
 * The same seed sets the same puzzles, so piped input works as a test
 * script.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "core/command_explain.h"
#include "core/puzzle.h"
#include "tools/nimbox/cli_args.h"
#include "tools/nimbox/host_io.h"
#include "tools/nimbox/play_cli.h"
#include "tools/nimbox/puzzle_cli.h"

static const char usage_puzzle[] =
    "usage: nimbox puzzle [--seed S] [RULE]\n"
    "Practice: nimbox sets a position under RULE (default nim; any rule as for\n"
    "move, a map's too), you type the move you think wins (`I TO`: pile I down\n"
    "to TO stones, `I A+B`: a split, `U V` on a map) or `none` when no move\n"
    "wins; it says whether you are right, shows the winning move and why (the\n"
    "SG values and the XOR), and sets the next puzzle, larger as your streak\n"
    "of right answers grows.  `quit` (or the end of the input) stops.  S seeds\n"
    "the puzzles (default: the clock).\n";

static struct {
    struct rule r;
    const char *rule_text;
    struct puzzle_position pos;
} pz;

static void show_position(uint16_t number, uint8_t streak, uint8_t best)
{
    uint16_t i;
    printf("puzzle %u (streak %u, best %u):", (unsigned)number, (unsigned)streak, (unsigned)best);
    for (i = 0; i < pz.pos.count; i++) {
        if (rule_is_graph(&pz.r))
            printf(" %u=%llu", (unsigned)pz.pos.p.terms[i].node,
                   (unsigned long long)pz.pos.p.terms[i].count);
        else
            printf(" %llu", (unsigned long long)pz.pos.p.heaps[i]);
    }
    putchar('\n');
}

/* The coach's move as the person would type it. */
static void print_move(const struct game_result *res)
{
    if (rule_is_graph(&pz.r)) {
        printf("%llu %llu", (unsigned long long)res->from, (unsigned long long)res->to);
        return;
    }
    printf("%u %llu", (unsigned)res->pile + 1u, (unsigned long long)res->to);
    if (res->split)
        printf("+%llu", (unsigned long long)res->split);
}

static void stdout_put(void *ctx, char c)
{
    (void)ctx;
    putchar(c);
}

/* Why: the position's XOR of SG values and the move that makes it 0
 * (command_explain.c's words, those of move --explain's line). */
static void print_why(const struct puzzle_grade *g)
{
    static const struct text_out out = { stdout_put, 0 };
    command_explain_why(&out, &pz.r, pz.pos.p.heaps, rule_is_graph(&pz.r) ? 0 : pz.pos.count,
                        &g->res);
}

/* Read an answer: 0 with *m (or none set), 1 to stop. */
static int read_answer(int interactive, struct play_move *m, uint8_t *none)
{
    char line[256];
    int code;
    for (;;) {
        fputs("your answer: ", stdout);
        fflush(stdout);
        code = play_input_line(line, sizeof line, interactive);
        if (code == 1) {
            puts("");
            return 1;
        }
        if (code == 0 && play_says(line, "quit"))
            return 1;
        *none = code == 0 && play_says(line, "none");
        if (*none)
            return 0;
        if (code == 0)
            code = play_read_move(&pz.r, pz.rule_text, pz.pos.p.heaps, pz.pos.p.terms,
                                  pz.pos.count, line, m);
        if (code == 0)
            return 0;
        if (code == 2)
            puts(rule_is_graph(&pz.r)
                     ? "type a move as U V (a stone from node U to node V), none, or quit"
                     : "type a move as I TO (pile I down to TO stones) or I A+B, none, or quit");
    }
}

int puzzle_main(int argc, char **argv,
                int (*find_graph)(void *ctx, const char *name, uint16_t len,
                                  const struct graph **g, struct nb_error *err))
{
    struct command_io io = { &host_out, find_graph, 0, 0, 0 };
    struct token rule_token;
    struct play_rng g;
    struct nb_error err;
    char msg[256 * 5], quoted[256 * 4];   /* msg: a quoted value and its words */
    uint32_t seed = 0;
    uint8_t seeded = 0, streak = 0, best = 0, none;
    uint16_t number, right = 0;
    int interactive = isatty(0);
    while (argc > 0 && argv[0][0] == '-') {
        char *end;
        unsigned long long v;
        if (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0) {
            fputs(usage_puzzle, stdout);
            return 0;
        }
        if (strcmp(argv[0], "--seed") != 0)
            return cli_unknown_option("puzzle", argv[0], "--seed");
        if (argc < 2) {
            host_error_text("puzzle: option '--seed' needs a value (try nimbox puzzle --help)");
            return EXIT_BAD_INPUT;
        }
        v = strtoull(argv[1], &end, 10);
        if (argv[1][0] < '0' || argv[1][0] > '9' || *end || v > 0xFFFFFFFFull) {
            snprintf(msg, sizeof msg, "puzzle: --seed '%s': expected a number 0-4294967295",
                     host_quote(quoted, sizeof quoted, argv[1], 200));
            host_error_text(msg);
            return EXIT_BAD_INPUT;
        }
        seed = (uint32_t)v;
        seeded = 1;
        argc -= 2;
        argv += 2;
    }
    if (argc > 1) {
        host_error_text("puzzle: one RULE at most (try nimbox puzzle --help)");
        return EXIT_BAD_INPUT;
    }
    pz.rule_text = argc ? argv[0] : "nim";
    error_clear(&err);
    if (strlen(pz.rule_text) > NB_TOKEN_MAX) {   /* refused, never cut to another rule */
        error_set(&err, ERR_TOKEN_TOO_LONG, strlen(pz.rule_text), NB_TOKEN_MAX);
        snprintf(msg, sizeof msg, "puzzle: rule '%s'",
                 host_quote(quoted, sizeof quoted, pz.rule_text, 200));
        host_error(msg, &err);
        return EXIT_BAD_INPUT;
    }
    rule_token.s = pz.rule_text;
    rule_token.len = (uint16_t)strlen(pz.rule_text);
    if (command_rule(&io, &rule_token, &pz.r, &err) != 0) {
        cli_rule_error("puzzle: rule", pz.rule_text, &err);
        return EXIT_BAD_INPUT;
    }
    play_seed(&g, seeded ? seed : (uint32_t)time(0) ^ ((uint32_t)getpid() << 16));
    printf("%s puzzles: type the winning move (%s), none when no move wins, or quit\n",
           pz.rule_text, rule_is_graph(&pz.r) ? "U V: a stone from node U to V"
                                              : "I TO: pile I down to TO stones, or I A+B");
    for (number = 1;; number++) {
        struct puzzle_grade grade;
        struct play_move m;
        if (puzzle_make(&pz.r, streak, &g, &pz.pos, &err) != 0) {
            host_error("puzzle", &err);
            return EXIT_BAD_INPUT;
        }
        show_position(number, streak, best);
        if (read_answer(interactive, &m, &none))
            break;
        if (puzzle_grade(&pz.r, &pz.pos, none ? 0 : &m, &grade, &err) != 0) {
            host_error("puzzle", &err);
            return EXIT_BAD_INPUT;
        }
        puzzle_count(grade.right, &streak, &best);
        right = (uint16_t)(right + grade.right);
        if (grade.right) {
            fputs("right! ", stdout);
        } else if (grade.res.outcome == OUTCOME_WIN) {
            fputs("wrong: ", stdout);
            print_move(&grade.res);
            fputs(" wins. ", stdout);
        } else {
            fputs("wrong: no move wins. ", stdout);
        }
        print_why(&grade);
    }
    printf("%u of %u right; streak %u, best %u\n", (unsigned)right, (unsigned)(number - 1u),
           (unsigned)streak, (unsigned)best);
    return 0;
}
