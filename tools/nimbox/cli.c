/*
 * cli.c — `nimbox`, the engine on the command line: the dispatcher and
 * its help.
 *
 * The engine's commands (core/command.h's table: move, grundy, reply,
 * help, version) come first, each with what the host adds to it (options,
 * a longer --help: host_extras); then the host's own commands (play,
 * puzzle, solve, maps: host_commands).  `nimbox --help` and the list a missing or
 * unknown command gets are written from both tables, so a row added to
 * either is dispatched and listed with nothing else to change.
 *
 * Command names are taken in any case, as rule and map names are (MOVE,
 * Grundy).  Answers go to stdout only when the whole command succeeded; any bad input
 * gives one line on stderr naming the place and exit status 2.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "app/version.h"
#include "core/command.h"
#include "core/graph_read.h"
#include "core/maps.h"
#include "tools/nimbox/cli.h"
#include "tools/nimbox/cli_args.h"
#include "tools/nimbox/cli_squares.h"
#include "tools/nimbox/host_io.h"
#include "tools/nimbox/play_cli.h"
#include "tools/nimbox/port.h"
#include "tools/nimbox/puzzle_cli.h"
#include "tools/nimbox/solve.h"

static const char usage_move[] =
    "usage: nimbox move [--explain] RULE POS...\n"
    "Prints one line: `lose` when every move loses; `win I FROM TO` (pile I,\n"
    "counted from 1, goes from FROM to TO stones) or, when an octal game's\n"
    "move splits the pile, `win I FROM A+B` (two heaps, A <= B); for dag:NAME\n"
    "and dag:FILE,\n"
    "POS is NODE=COUNT terms and the answer is `win U V` (a stone moves from U\n"
    "to V); under misere play with no move left, `won` (the opponent made the\n"
    "last).  misere:RULE: RULE's moves, the last mover losing (take:M, pow2,\n"
    "half: Bouton's rule on SG values; the others searched whole).\n"
    "--explain adds a second line with each pile's SG value and the XOR.\n"
    "rules (in any case): nim, misere, take:M, pow2, sub:a,b,..., half,\n"
    "       octal:0.CODE, kayles, dawson, dag:NAME, dag:FILE, misere:RULE\n"
    "CODE: octal digits d1d2...dk, removing j tokens: dj bit 1 may take a whole\n"
    "heap, 2 leave one heap, 4 leave two (kayles = 0.77, dawson = 0.07).\n"
    "NAME: a built-in map (nimbox maps lists them); FILE: a path with a '/' or\n"
    "ending in .dag: optional # comment lines, `n m`, then m lines `a b`\n"
    "(edge a->b).  On a grid map a NODE may be its square, as the device\n"
    "shows it (dag:rook a8=1; a1 is node 0, b1 node 1).\n";

static const char usage_grundy[] =
    "usage: nimbox grundy RULE N\n"
    "Prints the SG values of heaps 0..N on one line (for dag:..., of nodes\n"
    "0..N); for take:M, pow2, sub:... and octal games a second line\n"
    "`period P preperiod N0` (or that none was found within the table).\n";

static const char usage_solve[] =
    "usage: nimbox solve --format F < input\n"
    "Reads a judge problem's input on stdin and prints its expected output.\n"
    "F: uva11927 (stones on a DAG), hdu1536 (S-Nim), hdu1846 (take 1..m),\n"
    "   hdu1847 (take a power of two)\n";

/* The host's own commands: name, arguments, one-line usage, runner. */
static int run_play(int argc, char **argv);
static int run_puzzle(int argc, char **argv);
static int run_solve(int argc, char **argv);
static int run_maps(int argc, char **argv);
static const struct host_command {
    const char *name;
    const char *args;
    const char *usage;
    int (*run)(int argc, char **argv);
} host_commands[] = {
    { "play", "[--level L] [--first me|nimbox] [--seed S] RULE POS...", "a game against nimbox",
      run_play },
    { "puzzle", "[--seed S] [RULE]", "puzzles: find the winning move", run_puzzle },
    { "solve", "--format F", "answer a judge input on stdin", run_solve },
    { "maps", "", "the built-in maps (dag:NAME)", run_maps },
};
#define HOST_COMMAND_COUNT (sizeof host_commands / sizeof host_commands[0])

uint8_t cli_host_command_count(void)
{
    return (uint8_t)HOST_COMMAND_COUNT;
}

const char *cli_host_command_name(uint8_t i)
{
    return host_commands[i].name;
}

/* The command nearest to name (or name itself in another case), or 0
 * when none is near. */
static const char *near_command(const char *name)
{
    const char *found = 0;
    unsigned best = 9;
    uint8_t i;
    size_t j;
    for (i = 0; i < command_count(); i++) {
        if (strcasecmp(name, command_name(i)) == 0)
            return command_name(i);
        if (cli_nearer(name, strlen(name), command_name(i), strlen(command_name(i)), &best))
            found = command_name(i);
    }
    for (j = 0; j < HOST_COMMAND_COUNT; j++) {
        if (strcasecmp(name, host_commands[j].name) == 0)
            return host_commands[j].name;
        if (cli_nearer(name, strlen(name), host_commands[j].name, strlen(host_commands[j].name), &best))
            found = host_commands[j].name;
    }
    return found;
}

static int wants_help(int argc, char **argv)
{
    int i;
    for (i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
    return 0;
}

/* `move`'s option: --explain. */
static int move_options(int *argc, char ***argv, struct command_io *io)
{
    if (*argc > 0 && strcmp((*argv)[0], "--explain") == 0) {
        io->explain = 1;
        (*argc)--;
        (*argv)++;
    }
    return 0;
}

/* `reply`'s options: --level, --seed (play_cli.c). */
static int reply_options(int *argc, char ***argv, struct command_io *io)
{
    struct play_options o;
    int code = play_parse_options("reply", argc, argv, &o);
    (void)io;
    if (code == 0)
        command_reply_options(o.level, o.seed);
    return code;
}

static void write_help(FILE *f);

/* `nimbox help`: the host's own help, not the console's line. */
static int run_help(int argc, char **argv)
{
    if (argc > 0) {
        /* help on a command is COMMAND --help: said, for the command or
         * its near miss */
        char quoted[256 * 4];
        const char *near = near_command(argv[0]);
        fprintf(stderr, "nimbox: help: unexpected argument '%s'",
                host_quote(quoted, sizeof quoted, argv[0], 200));
        if (near)
            fprintf(stderr, "; did you mean nimbox %s --help?", near);
        fputs(" (try nimbox --help)\n", stderr);
        return EXIT_BAD_INPUT;
    }
    write_help(stdout);
    return 0;
}

/* What the host adds to an engine command: options shown before its
 * arguments and taken off the front by `options`, a longer --help, or a
 * run of its own in place of the engine's handler. */
static const struct host_extra {
    const char *name;
    const char *options;
    int (*take_options)(int *argc, char ***argv, struct command_io *io);
    const char *help;
    int (*run)(int argc, char **argv);
} host_extras[] = {
    { "move", "[--explain] ", move_options, usage_move, 0 },
    { "grundy", "", 0, usage_grundy, 0 },
    { "reply", "[--level L] [--seed S] ", reply_options, play_usage_reply, 0 },
    { "help", "", 0, 0, run_help },
};


static const struct host_extra *host_extra(uint8_t row)
{
    size_t i;
    for (i = 0; i < sizeof host_extras / sizeof host_extras[0]; i++)
        if (strcmp(host_extras[i].name, command_name(row)) == 0)
            return &host_extras[i];
    return 0;
}

const char *host_options(uint8_t row)
{
    const struct host_extra *x = host_extra(row);
    return x ? x->options : "";
}

/* Every command's name, ", " between them. */
void cli_write_names(FILE *f)
{
    uint8_t i;
    size_t j;
    for (i = 0; i < command_count(); i++)
        fprintf(f, "%s%s", i ? ", " : "", command_name(i));
    for (j = 0; j < HOST_COMMAND_COUNT; j++)
        fprintf(f, ", %s", host_commands[j].name);
}

/* One line of the help: "  nimbox NAME ARGS" and the usage beside it. */
static void help_line(FILE *f, const char *name, const char *options, const char *args,
                      const char *usage)
{
    char left[160];
    snprintf(left, sizeof left, "nimbox %s%s%s%s", name, *options || *args ? " " : "", options,
             args);
    if (strlen(left) < HELP_COLUMN)
        fprintf(f, "  %-*s %s\n", HELP_COLUMN, left, usage);
    else
        fprintf(f, "  %s\n  %-*s %s\n", left, HELP_COLUMN, "", usage);
}

static void rules_out_put(void *ctx, char c)
{
    fputc(c, (FILE *)ctx);
}

static void write_help(FILE *f)
{
    struct text_out rules_out = { rules_out_put, 0 };
    uint8_t i;
    size_t j;
    rules_out.ctx = f;
    fputs("usage: nimbox ", f);
    for (i = 0; i < command_count(); i++)
        fprintf(f, "%s|", command_name(i));
    for (j = 0; j < HOST_COMMAND_COUNT; j++)
        fprintf(f, "%s%s", host_commands[j].name, j + 1 < HOST_COMMAND_COUNT ? "|" : "");
    fputs(" ARGS...   (or --help, --version, --port)\n", f);
    for (i = 0; i < command_count(); i++)
        help_line(f, command_name(i), host_options(i), command_args(i), command_usage(i));
    for (j = 0; j < HOST_COMMAND_COUNT; j++)
        help_line(f, host_commands[j].name, "", host_commands[j].args, host_commands[j].usage);
    help_line(f, "COMMAND --help", "", "", "help on one command");
    help_line(f, "--port DEVICE move|grundy|selftest ...", "", "", "ask a board (see --port --help)");
    help_line(f, "--version", "", "", "the version (the firmware's)");
    fputs("rules: ", f);
    rule_write_list(&rules_out);
    fputs("\n(kayles = octal:0.77, dawson = octal:0.07;\n"
          "NAME: a built-in map (nimbox maps) or a graph file, a path with a '/' or ending in .dag)\n",
          f);
}

/* `version`'s line: the version the firmware has too. */
static void write_version(const struct text_out *out)
{
    text_put_str(out, "nimbox " NIMBOX_VERSION);
}

/* args become engine tokens (argv strings are NUL-terminated). */
static int run_engine_command(uint8_t row, int argc, char **argv)
{
    static struct token tokens[(NB_MAX_TERMS > NB_MAX_PILES ? NB_MAX_TERMS : NB_MAX_PILES) + 2];
    const struct host_extra *x = host_extra(row);
    struct command_io io = { &host_out, find_graph_file, 0, 0, write_version };
    struct nb_error err;
    int i, code, n;
    if (wants_help(argc, argv)) {
        if (x && x->help)
            fputs(x->help, stdout);
        else
            printf("usage: nimbox %s%s%s%s\n%s\n", command_name(row), x ? " " : "",
                   x ? x->options : "", command_args(row), command_usage(row));
        return 0;
    }
    if (x && x->run)
        return x->run(argc, argv);
    if (x && x->take_options && (code = x->take_options(&argc, &argv, &io)) != 0)
        return code;
    if (argc > 0 && argv[0][0] == '-' && argv[0][1] == '-')
        return cli_unknown_option(command_name(row), argv[0], x ? x->options : "");
    if (strstr(command_args(row), "POS") && (code = squares_to_nodes(command_name(row), argc, argv)) != 0)
        return code;
    error_clear(&err);
    /* past the table, arguments are too many for any rule: the engine says
     * so for the first one it cannot take (a pile, a term, or N's extra) */
    n = argc;
    if (n > (int)(sizeof tokens / sizeof tokens[0]))
        n = (int)(sizeof tokens / sizeof tokens[0]);
    for (i = 0; i < n; i++) {
        size_t len = strlen(argv[i]);
        if (len > NB_TOKEN_MAX) {
            error_set(&err, ERR_TOKEN_TOO_LONG, len, NB_TOKEN_MAX);
            err.where = ERR_AT_ARG;
            err.at = (uint32_t)i + 1u;
            return report_command_error(row, argv, argc, &err);
        }
        tokens[i].s = argv[i];
        tokens[i].len = (uint16_t)len;
    }
    code = command_run(row, &io, tokens, (uint16_t)n, &err);
    if (code)
        return report_command_error(row, argv, argc, &err);
    return host_out_flush();
}

static int run_play(int argc, char **argv)
{
    int code, first = 0;
    /* the rule is the first word after the options (play_cli.c's) */
    while (first + 1 < argc && strncmp(argv[first], "--", 2) == 0 && strcmp(argv[first], "--help") != 0)
        first += 2;
    if (first < argc && (code = squares_to_nodes("play", argc - first, argv + first)) != 0)
        return code;
    return play_main(argc, argv, find_graph_file);
}

static int run_puzzle(int argc, char **argv)
{
    return puzzle_main(argc, argv, find_graph_file);
}

static int run_solve(int argc, char **argv)
{
    static struct file_source src;
    struct scanner sc;
    struct nb_error err;
    const char *format = 0;
    char context[64], quoted[256 * 4];
    int code;
    if (wants_help(argc, argv)) {
        fputs(usage_solve, stdout);
        return 0;
    }
    if (argc == 2 && strcmp(argv[0], "--format") == 0)
        format = argv[1];
    else if (argc == 1 && strncmp(argv[0], "--format=", 9) == 0)
        format = argv[0] + 9;
    if (!format) {
        host_error_text("solve: expected --format F (try nimbox solve --help)");
        return EXIT_BAD_INPUT;
    }
    error_clear(&err);
    file_source_start(&src, stdin, &sc, 0);
    code = solve_format(format, &sc, &host_out, &err);
    if (code < 0) {
        fprintf(stderr, "nimbox: solve: unknown format '%s' (uva11927, hdu1536, hdu1846, hdu1847)\n",
                host_quote(quoted, sizeof quoted, format, 200));
        return EXIT_BAD_INPUT;
    }
    /* a read error (stdin a directory, an I/O error) ended the text early */
    if (src.read_errno) {
        fprintf(stderr, "nimbox: solve: cannot read stdin: %s\n", strerror(src.read_errno));
        return EXIT_BAD_INPUT;
    }
    if (code) {
        if (err.where == ERR_AT_LINE)
            snprintf(context, sizeof context, "solve: stdin:%lu", (unsigned long)err.at);
        else
            snprintf(context, sizeof context, "solve: stdin");
        host_error(context, &err);
        return EXIT_BAD_INPUT;
    }
    return host_out_flush();
}

/* `maps`: one line per built-in map: name, title, size, grid width. */
static int run_maps(int argc, char **argv)
{
    uint8_t i;
    if (wants_help(argc, argv)) {
        fputs("usage: nimbox maps\n"
              "Lists the built-in maps, for rules dag:NAME: name, nodes, edges, grid\n"
              "width (squares a1, b1, ... from node 0) and title.\n", stdout);
        return 0;
    }
    if (argc > 0) {
        char quoted[256 * 4];
        fprintf(stderr, "nimbox: maps: unexpected argument '%s'\n",
                host_quote(quoted, sizeof quoted, argv[0], 200));
        return EXIT_BAD_INPUT;
    }
    for (i = 0; i < maps_count(); i++) {
        const struct graph *g = maps_graph(i);
        printf("%-8s %5u nodes %6lu edges  ", maps_name(i), (unsigned)g->node_count,
               (unsigned long)g->edge_count);
        if (maps_grid_width(i))
            printf("grid %ux%u  ", maps_grid_width(i), (unsigned)(g->node_count / maps_grid_width(i)));
        printf("%s\n", maps_title(i));
    }
    return 0;
}

int cli_main(int argc, char **argv)
{
    struct token name;
    int16_t row;
    size_t j;
    char quoted[256 * 4];
    if (argc < 2) {
        fputs("nimbox: missing command: ", stderr);
        cli_write_names(stderr);
        fputs(" (try nimbox --help)\n", stderr);
        return EXIT_BAD_INPUT;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        write_help(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--port") == 0)
        return port_main(argc - 1, argv + 1);
    if (strcmp(argv[1], "--version") == 0) {
        puts("nimbox " NIMBOX_VERSION);
        return 0;
    }
    name.s = argv[1];
    name.len = (uint16_t)strnlen(argv[1], NB_TOKEN_MAX + 1u);
    if ((row = command_find(&name)) >= 0)
        return run_engine_command((uint8_t)row, argc - 2, argv + 2);
    for (j = 0; j < HOST_COMMAND_COUNT; j++)
        if (strcasecmp(argv[1], host_commands[j].name) == 0)
            return host_commands[j].run(argc - 2, argv + 2);
    fprintf(stderr, "nimbox: unknown command '%s'", host_quote(quoted, sizeof quoted, argv[1], 200));
    if (near_command(argv[1]))
        fprintf(stderr, "; did you mean %s?", near_command(argv[1]));
    fputs(" (", stderr);
    cli_write_names(stderr);
    fputs("; try nimbox --help)\n", stderr);
    return EXIT_BAD_INPUT;
}
