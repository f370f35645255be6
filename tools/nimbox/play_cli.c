/*
 * play_cli.c — `nimbox play`: a game against nimbox in the terminal, and
 * the options `reply` shares with it.
 *
 * The position is shown before every move; the person types `I TO` (pile
 * I, counted from 1, goes down to TO stones), `I A+B` (a take-and-break
 * split into A and B) or, on a map, `U V` (a stone from node U to node
 * V); `quit` ends the game.  An illegal or malformed move is refused with
 * the reason and asked again, so piped input works as a test script.
 * nimbox's moves come from core/play.c at the chosen level; the winner is
 * announced when the player to move has no move (under misere play, when
 * the stones are gone, the player to move has won).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "core/play.h"
#include "core/scan.h"
#include "tools/nimbox/cli_args.h"
#include "tools/nimbox/cli_squares.h"
#include "tools/nimbox/host_io.h"
#include "tools/nimbox/play_cli.h"

const char play_usage_reply[] =
    "usage: nimbox reply [--level L] [--seed S] RULE POS...\n"
    "Prints the move nimbox plays as an opponent at level L (1-5, default 5:\n"
    "perfect; lower levels err on purpose), one line: `I FROM TO` (pile I,\n"
    "counted from 1, goes from FROM to TO stones), `I FROM A+B` (the pile\n"
    "splits into two heaps), `U V` on a map (a stone moves from node U to V),\n"
    "or `none` when there is no legal move.  S seeds the random choices\n"
    "(default 1), so a reply can be repeated.  RULE and POS as for move.\n";

const char play_usage_play[] =
    "usage: nimbox play [--level L] [--first me|nimbox] [--seed S] RULE POS...\n"
    "A game against nimbox from the position POS: you type `I TO` (pile I\n"
    "down to TO stones), `I A+B` (split a pile, take-and-break rules) or\n"
    "`U V` on a map (a stone from node U to node V), or `quit`.  --first\n"
    "says who moves first: me (you, the default) or nimbox; L is nimbox's\n"
    "level 1-5 (default 5); S seeds its random choices (default: the clock).\n";

static uint32_t parse_number(const char *s, uint32_t max, int *ok)
{
    char *end;
    unsigned long long v;
    *ok = s[0] >= '0' && s[0] <= '9';
    v = strtoull(s, &end, 10);
    if (!*ok || *end || v > max)
        *ok = 0;
    return (uint32_t)v;
}

int play_parse_options(const char *cmd, int *argc, char ***argv, struct play_options *o)
{
    char msg[256 * 5], quoted[256 * 4];   /* msg: a quoted value and its words */
    o->level = PLAY_LEVEL_MAX;
    o->me_first = 1;
    o->seeded = 0;
    o->seed = 1;
    while (*argc > 0 && (*argv)[0][0] == '-' && (*argv)[0][1] == '-') {
        const char *opt = (*argv)[0], *val = *argc > 1 ? (*argv)[1] : 0;
        int ok = 0;
        if (strcmp(opt, "--level") != 0 && strcmp(opt, "--seed") != 0 &&
            (strcmp(opt, "--first") != 0 || strcmp(cmd, "play") != 0))
            return cli_unknown_option(cmd, opt, strcmp(cmd, "play") == 0
                                                    ? "--level --first --seed" : "--level --seed");
        if (!val) {
            snprintf(msg, sizeof msg, "%s: option '%s' needs a value (try nimbox %s --help)",
                     cmd, host_quote(quoted, sizeof quoted, opt, 200), cmd);
            host_error_text(msg);
            return EXIT_BAD_INPUT;
        }
        if (strcmp(opt, "--level") == 0) {
            o->level = (uint8_t)parse_number(val, PLAY_LEVEL_MAX, &ok);
            ok = ok && o->level >= PLAY_LEVEL_MIN;
        } else if (strcmp(opt, "--seed") == 0) {
            o->seed = parse_number(val, 0xFFFFFFFFul, &ok);
            o->seeded = 1;
        } else if (strcmp(opt, "--first") == 0 && strcmp(cmd, "play") == 0) {
            ok = strcmp(val, "me") == 0 || strcmp(val, "nimbox") == 0;
            o->me_first = strcmp(val, "me") == 0;
        } else {
            snprintf(msg, sizeof msg, "%s: unknown option '%s' (try nimbox %s --help)", cmd,
                     host_quote(quoted, sizeof quoted, opt, 200), cmd);
            host_error_text(msg);
            return EXIT_BAD_INPUT;
        }
        if (!ok) {
            snprintf(msg, sizeof msg, "%s: %s '%s': expected %s", cmd, opt,
                     host_quote(quoted, sizeof quoted, val, 200),
                     strcmp(opt, "--level") == 0 ? "a level 1-5"
                     : strcmp(opt, "--seed") == 0 ? "a number 0-4294967295"
                     : strcmp(val, "you") == 0 ? "me or nimbox (who moves first: 'you' could be either)"
                     : "me or nimbox (who moves first)");
            host_error_text(msg);
            return EXIT_BAD_INPUT;
        }
        *argc -= 2;
        *argv += 2;
    }
    return 0;
}

static struct {
    struct rule r;
    const char *rule_text;
    heap_t heaps[NB_MAX_PILES];
    struct node_term terms[NB_MAX_TERMS];
    uint16_t count;
} game;

static void show_position(void)
{
    uint16_t i;
    fputs("position:", stdout);
    for (i = 0; i < game.count; i++) {
        if (rule_is_graph(&game.r))
            printf(" %u=%llu", (unsigned)game.terms[i].node,
                   (unsigned long long)game.terms[i].count);
        else
            printf(" %llu", (unsigned long long)game.heaps[i]);
    }
    if (game.count == 0)
        fputs(" (no stones)", stdout);
    putchar('\n');
}

/* Does the player to move have a move? */
static int can_move(void)
{
    uint16_t i;
    for (i = 0; i < game.count; i++)
        if (rule_is_graph(&game.r)
                ? game.terms[i].count && play_pile_moves(&game.r, game.terms[i].node)
                : play_pile_moves(&game.r, game.heaps[i]) > 0)
            return 1;
    return 0;
}

static int apply(const struct play_move *m)
{
    struct nb_error err;
    int code = rule_is_graph(&game.r)
        ? play_apply_graph(game.terms, &game.count, NB_MAX_TERMS, m, &err)
        : play_apply_heaps(game.heaps, &game.count, NB_MAX_PILES, m, &err);
    if (code)
        host_error("play", &err);
    return code;
}

static void say_move(const char *who, const struct play_move *m)
{
    if (rule_is_graph(&game.r)) {
        printf("%s: %llu %llu (a stone from node %llu to node %llu)\n", who,
               (unsigned long long)m->from, (unsigned long long)m->to,
               (unsigned long long)m->from, (unsigned long long)m->to);
        return;
    }
    printf("%s: %u %llu", who, (unsigned)m->pile + 1u, (unsigned long long)m->to);
    if (m->split)
        printf("+%llu", (unsigned long long)m->split);
    printf(" (takes %llu from pile %u, %llu -> ", (unsigned long long)(m->from - m->to - m->split),
           (unsigned)m->pile + 1u, (unsigned long long)m->from);
    if (m->split)
        printf("%llu+%llu)\n", (unsigned long long)m->to, (unsigned long long)m->split);
    else
        printf("%llu)\n", (unsigned long long)m->to);
}

/* The next word of *p (blanks skipped) at *word: its length, 0 at the
 * line's end. */
static size_t next_word(const char **p, const char **word)
{
    size_t n;
    *p += strspn(*p, " \t\r\n");
    *word = *p;
    n = strcspn(*p, " \t\r\n");
    *p += n;
    return n;
}

/* The digits s[0..len) as a number (leading zeros and all); a number past
 * what a heap holds is HEAP_PAST, which no pile, node or move has. */
#define HEAP_PAST ((unsigned long long)(heap_t)~(heap_t)0)
static unsigned long long word_value(const char *s, size_t len)
{
    nb_uint_t v;
    if (len > 0xFFFFu || scan_parse_uint(s, (uint16_t)len, (nb_uint_t)HEAP_PAST, &v) != 0)
        return HEAP_PAST;
    return v;
}

int play_says(const char *line, const char *word)
{
    const char *w;
    size_t n = next_word(&line, &w);
    return n == strlen(word) && memcmp(w, word, n) == 0 && next_word(&line, &w) == 0;
}

int play_read_move(const struct rule *r, const char *rule_text, const heap_t *heaps,
                   const struct node_term *terms, uint16_t count, const char *line,
                   struct play_move *m)
{
    const char *a, *b, *plus, *rest;
    size_t la = next_word(&line, &a), lb = next_word(&line, &b), lw = 0;
    unsigned long long u, v, w = 0;
    uint16_t i;
    if (la == 0 || lb == 0 || next_word(&line, &rest) != 0 || strspn(a, "0123456789") < la ||
        strspn(b, "0123456789+") < lb)
        return 2;   /* malformed: the caller says what to type */
    /* numbers whole (a word past what a heap holds is said as typed) */
    u = word_value(a, la);
    plus = memchr(b, '+', lb);
    v = word_value(b, plus ? (size_t)(plus - b) : lb);
    if (plus) {
        lw = lb - (size_t)(plus + 1 - b);
        w = word_value(plus + 1, lw);
    }
    m->split = (heap_t)w;
    m->to = (heap_t)v;
    if (rule_is_graph(r)) {
        for (i = 0; i < count && !(terms[i].node == u && terms[i].count); i++)
            ;
        if (plus || i == count) {
            printf("illegal: no stone on node %.*s\n", (int)la, a);
            return 1;
        }
        m->pile = i;
        m->from = u;
        if (v == HEAP_PAST || !play_is_legal(r, m->from, m->to, 0)) {
            printf("illegal: no edge from node %.*s to node %.*s in %s\n", (int)la, a, (int)lb, b,
                   rule_text);
            return 1;
        }
        return 0;
    }
    if (u < 1 || u > count || (plus && (plus == b || lw == 0 || memchr(plus + 1, '+', lw)))) {
        if (u < 1 || u > count)
            printf("illegal: no pile %.*s (piles 1..%u)\n", (int)la, a, (unsigned)count);
        else
            puts("type a split as I A+B");
        return 1;
    }
    m->pile = (uint16_t)(u - 1u);
    m->from = heaps[m->pile];
    if (m->split && m->to > m->split) {   /* A+B in either order */
        heap_t t = m->to;
        m->to = m->split;
        m->split = t;
    }
    if (v == HEAP_PAST || w == HEAP_PAST || !play_is_legal(r, m->from, m->to, m->split)) {
        printf("illegal: pile %.*s cannot go from %llu to %.*s under %s\n", (int)la, a,
               (unsigned long long)m->from, (int)lb, b, rule_text);
        return 1;
    }
    return 0;
}

int play_input_line(char *line, size_t size, int interactive)
{
    size_t n;
    int c, more = 0;
    if (!fgets(line, (int)size, stdin))
        return 1;
    if (!interactive)
        fputs(line, stdout);
    n = strlen(line);
    if (n > 0 && line[n - 1] == '\n')
        return 0;
    /* no newline: the input's last line, or one longer than line (read to
     * its end, never taken for the next) */
    while ((c = getchar()) != EOF && c != '\n') {
        more = 1;
        if (!interactive)
            putchar(c);
    }
    if (!interactive || c == EOF)   /* a terminal showed its own newline */
        putchar('\n');
    if (!more)
        return 0;
    printf("that line is too long (at most %u characters)\n", (unsigned)(size - 2u));
    return 2;
}

int play_main(int argc, char **argv,
              int (*find_graph)(void *ctx, const char *name, uint16_t len,
                                const struct graph **g, struct nb_error *err))
{
    static struct token tokens[NB_MAX_PILES + 2];
    struct command_io io = { &host_out, find_graph, 0, 0, 0 };
    struct command_position pos;
    struct play_options o;
    struct play_rng g;
    struct play_move m;
    struct nb_error err;
    char line[256], context[256 * 5], quoted[256 * 4];
    int code, i, person, interactive = isatty(0);
    if (argc > 0 && (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0)) {
        fputs(play_usage_play, stdout);
        return 0;
    }
    if ((code = play_parse_options("play", &argc, &argv, &o)) != 0)
        return code;
    if (argc < 2 || argc > (int)(sizeof tokens / sizeof tokens[0])) {
        host_error_text(argc < 2 ? "play: missing RULE and position (try nimbox play --help)"
                                 : "play: too many piles");
        return EXIT_BAD_INPUT;
    }
    error_clear(&err);
    for (i = 0; i < argc; i++) {
        size_t len = strlen(argv[i]);
        if (len > NB_TOKEN_MAX) {   /* refused, never cut to another number */
            error_set(&err, ERR_TOKEN_TOO_LONG, len, NB_TOKEN_MAX);
            snprintf(context, sizeof context, "play: argument %d '%s'", i + 1,
                     host_quote(quoted, sizeof quoted, argv[i], 200));
            host_error(context, &err);
            return EXIT_BAD_INPUT;
        }
        tokens[i].s = argv[i];
        tokens[i].len = (uint16_t)len;
    }
    if ((code = command_position(&io, tokens, (uint16_t)argc, &game.r, &pos, 1, &err)) != 0) {
        if (err.where == ERR_AT_ARG && err.at == 1)
            return cli_rule_error("play: argument 1", argv[0], &err);
        if (err.where == ERR_AT_ARG && cli_square_refused(err.at))
            return EXIT_BAD_INPUT;
        if (err.where == ERR_AT_ARG && err.at >= 1 && (int)err.at <= argc)
            snprintf(context, sizeof context, "play: argument %lu '%s'", (unsigned long)err.at,
                     host_quote(quoted, sizeof quoted, cli_as_typed(argv[err.at - 1]), 200));
        else
            snprintf(context, sizeof context, "play");
        host_error(context, &err);
        return EXIT_BAD_INPUT;
    }
    game.rule_text = argv[0];
    game.count = pos.count;
    for (i = 0; i < pos.count; i++) {
        game.heaps[i] = pos.heaps[i];
        game.terms[i] = pos.terms[i];
    }
    play_seed(&g, o.seeded ? o.seed : (uint32_t)time(0) ^ ((uint32_t)getpid() << 16));
    printf("%s, nimbox at level %u; %s first\n", game.rule_text, (unsigned)o.level,
           o.me_first ? "you move" : "nimbox moves");
    for (person = o.me_first;; person = !person) {
        show_position();
        if (!can_move()) {
            /* normal play: the player to move has lost; misere: has won */
            int person_won = rule_has_sg(&game.r) ? !person : person;
            puts(person_won ? "You win!" : "nimbox wins.");
            return 0;
        }
        if (!person) {
            code = rule_is_graph(&game.r)
                ? play_choose_graph(&game.r, game.terms, game.count, o.level, &g, &m, &err)
                : play_choose_heaps(&game.r, game.heaps, game.count, o.level, &g, &m, &err);
            if (code) {
                host_error("play", &err);
                return EXIT_BAD_INPUT;
            }
            say_move("nimbox", &m);
            if (apply(&m))
                return EXIT_BAD_INPUT;
            continue;
        }
        for (;;) {
            fputs("your move: ", stdout);
            fflush(stdout);
            code = play_input_line(line, sizeof line, interactive);
            if (code == 1) {
                puts("");
                host_error_text("play: input ended before the game did");
                return EXIT_BAD_INPUT;
            }
            if (code == 0 && play_says(line, "quit")) {
                puts("You resign: nimbox wins.");
                return 0;
            }
            if (code == 0)
                code = play_read_move(&game.r, game.rule_text, game.heaps, game.terms, game.count,
                                      line, &m);
            if (code == 0)
                break;
            if (code == 2)
                puts(rule_is_graph(&game.r)
                         ? "type a move as U V (a stone from node U to node V), or quit"
                         : "type a move as I TO (pile I down to TO stones) or I A+B, or quit");
        }
        if (apply(&m))
            return EXIT_BAD_INPUT;
    }
}
