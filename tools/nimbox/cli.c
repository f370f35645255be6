/*
 * cli.c — `nimbox`, the engine on the command line: the dispatcher and
 * its help.
 *
 * The engine's commands (core/command.h's table: move, grundy, reply,
 * help, version) come first, each with what the host adds to it (options,
 * a longer --help: host_extras); then the host's own commands (play,
 * solve, maps: host_commands).  `nimbox --help` and the list a missing or
 * unknown command gets are written from both tables, so a row added to
 * either is dispatched and listed with nothing else to change.
 *
 * Answers go to stdout only when the whole command succeeded; any bad input
 * gives one line on stderr naming the place and exit status 2.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/version.h"
#include "core/command.h"
#include "core/graph_read.h"
#include "core/maps.h"
#include "tools/nimbox/cli.h"
#include "tools/nimbox/host_io.h"
#include "tools/nimbox/play_cli.h"
#include "tools/nimbox/port.h"
#include "tools/nimbox/solve.h"

static const char usage_move[] =
    "usage: nimbox move [--explain] RULE POS...\n"
    "Prints one line: `lose` when every move loses; `win I FROM TO` (pile I,\n"
    "counted from 1, goes from FROM to TO stones) or, when an octal game's\n"
    "move splits the pile, `win I FROM A+B` (two heaps, A <= B); for dag:NAME\n"
    "and dag:FILE,\n"
    "POS is NODE=COUNT terms and the answer is `win U V` (a stone moves from U\n"
    "to V); under misere play with no stones left, `won` (the opponent took\n"
    "the last).  --explain adds a second line with each pile's SG value and\n"
    "the XOR.\n"
    "rules (in any case): nim, misere, take:M, pow2, sub:a,b,..., half,\n"
    "       octal:0.CODE, kayles, dawson, dag:NAME, dag:FILE\n"
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
    { "solve", "--format F", "answer a judge input on stdin", run_solve },
    { "maps", "", "the built-in maps (dag:NAME)", run_maps },
};
#define HOST_COMMAND_COUNT (sizeof host_commands / sizeof host_commands[0])

/* Text to stderr, for the engine's writers. */
static void stderr_put(void *ctx, char c)
{
    (void)ctx;
    fputc(c, stderr);
}
static const struct text_out stderr_text = { stderr_put, 0 };

/* The dag file most recently opened, for error context; unknown_map: a
 * built-in name that is not one. */
static struct {
    const char *name;
    int open_errno;
    uint8_t unknown_map;
} graph_file;

/* Is the dag:... name a file (a '/' or ending in .dag) rather than a
 * built-in map's name? */
static int names_a_file(const char *name, size_t len)
{
    return memchr(name, '/', len) != 0 || (len >= 4 && memcmp(name + len - 4, ".dag", 4) == 0);
}

/* dag:NAME: a built-in map (maps.h), or a graph file read and checked. */
static int find_graph_file(void *ctx, const char *name, uint16_t len,
                           const struct graph **g, struct nb_error *err)
{
    static struct graph graph;
    static struct file_source src;
    struct scanner sc;
    FILE *f;
    int code;
    (void)ctx;
    graph_file.name = 0;
    graph_file.open_errno = 0;
    graph_file.unknown_map = 0;
    if (!names_a_file(name, len)) {
        int16_t i = maps_find(name, len);
        if (i < 0) {
            graph_file.unknown_map = 1;
            return error_set(err, ERR_UNKNOWN_MAP, 0, 0);
        }
        *g = maps_graph((uint8_t)i);
        return 0;
    }
    /* name is NUL-terminated here: it is the end of an argv string */
    graph_file.name = name;
    f = fopen(name, "r");
    if (!f) {
        graph_file.open_errno = errno ? errno : ENOENT;
        return error_set(err, ERR_UNKNOWN_MAP, 0, 0);
    }
    file_source_start(&src, f, &sc, 1);
    code = graph_read(&sc, &graph, err);
    if (code == 0)
        code = scan_expect_end(&sc, err);
    /* a read error (a directory, an I/O error) ended the text early: it,
     * not the text, is the fault */
    if (src.read_errno) {
        graph_file.open_errno = src.read_errno;
        code = error_set(err, ERR_UNKNOWN_MAP, 0, 0);
    }
    fclose(f);
    *g = &graph;
    return code;
}

/* The distance between a[0..la) and b[0..lb) in edits (a letter put in,
 * left out, changed, or two swapped), letters compared in any case; at
 * most 9 (longer words are no near miss). */
static unsigned edit_distance(const char *a, size_t la, const char *b, size_t lb)
{
    unsigned d[16][16];
    size_t i, j;
    if (la > 15 || lb > 15)
        return 9;
    for (i = 0; i <= la; i++)
        d[i][0] = (unsigned)i;
    for (j = 0; j <= lb; j++)
        d[0][j] = (unsigned)j;
    for (i = 1; i <= la; i++)
        for (j = 1; j <= lb; j++) {
            unsigned cost = tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]);
            unsigned best = d[i - 1][j - 1] + cost;
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 2]) &&
                tolower((unsigned char)a[i - 2]) == tolower((unsigned char)b[j - 1]) &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[la][lb] < 9 ? d[la][lb] : 9;
}

/* A near miss: is word (len chars) close enough to candidate (len_c
 * chars) to suggest it, and closer than *best so far?  Close: at most two
 * edits, and fewer than half the candidate's letters. */
static int nearer(const char *word, size_t len, const char *candidate, size_t len_c,
                  unsigned *best)
{
    unsigned d = edit_distance(word, len, candidate, len_c);
    if (d == 0 || d > 2 || 2 * d >= len_c || d >= *best)
        return 0;
    *best = d;
    return 1;
}

/* The command nearest to name, or 0 when none is near. */
static const char *near_command(const char *name)
{
    const char *found = 0;
    unsigned best = 9;
    uint8_t i;
    size_t j;
    for (i = 0; i < command_count(); i++)
        if (nearer(name, strlen(name), command_name(i), strlen(command_name(i)), &best))
            found = command_name(i);
    for (j = 0; j < HOST_COMMAND_COUNT; j++)
        if (nearer(name, strlen(name), host_commands[j].name, strlen(host_commands[j].name), &best))
            found = host_commands[j].name;
    return found;
}

/* The rule nearest to text (its name, before any ':'), as text with that
 * name in buf; 0 when none is near. */
static const char *near_rule(const char *text, char *buf, size_t size)
{
    const char *found = 0, *colon = strchr(text, ':');
    size_t len = colon ? (size_t)(colon - text) : strlen(text), n = 0;
    unsigned best = 9;
    uint8_t i;
    for (i = 0; i < rule_family_count(); i++) {
        const char *spelling = rule_family_spelling(i);
        size_t name_len = strcspn(spelling, ":");
        if (nearer(text, len, spelling, name_len, &best)) {
            found = spelling;
            n = name_len;
        }
    }
    if (!found)
        return 0;
    snprintf(buf, size, "%.*s%s", (int)n, found, colon ? colon : "");
    return buf;
}

/* A position on a built-in grid map may name its nodes by their squares,
 * as the device shows them (dag:rook a8=1: a1 is node 0, b1 node 1, a2
 * node W): argv[1..] rewritten to node numbers (argv[0] is the rule).  A
 * square on a map without a grid, or off the grid, is refused here with
 * the reason; anything else is left for the engine to judge.  Returns 0
 * or the exit status. */
static int squares_to_nodes(const char *cmd, int argc, char **argv)
{
    static char terms[NB_MAX_TERMS + 2][48];
    const char *rule, *name;
    char quoted[256 * 4], range[32];
    int16_t map = -1;
    uint8_t width = 0;
    node_t nodes = 0;
    int i;
    if (argc < 1 || tolower((unsigned char)argv[0][0]) != 'd' ||
        tolower((unsigned char)argv[0][1]) != 'a' || tolower((unsigned char)argv[0][2]) != 'g' ||
        argv[0][3] != ':')
        return 0;
    rule = argv[0];
    name = rule + 4;
    if (!names_a_file(name, strlen(name)) && (map = maps_find(name, (uint16_t)strlen(name))) >= 0) {
        width = maps_grid_width((uint8_t)map);
        nodes = maps_graph((uint8_t)map)->node_count;
    }
    for (i = 1; i < argc && i < (int)(sizeof terms / sizeof terms[0]); i++) {
        const char *t = argv[i], *eq = strchr(t, '=');
        char *end = 0;
        unsigned long rank = 0;
        int file;
        if (!eq || !isalpha((unsigned char)t[0]))
            continue;
        file = tolower((unsigned char)t[0]) - 'a';
        if (isdigit((unsigned char)t[1]))
            rank = strtoul(t + 1, &end, 10);
        if (map < 0 || width == 0) {
            if (map < 0)
                snprintf(range, sizeof range, "its nodes are numbers");
            else
                snprintf(range, sizeof range, "nodes 0..%u", (unsigned)(nodes - 1u));
            fprintf(stderr, "nimbox: %s: argument %d '%s': a square names a node on a grid map only "
                    "(nimbox maps shows the grids); here NODE=COUNT, %s\n", cmd, i + 1,
                    host_quote(quoted, sizeof quoted, t, 200), range);
            return EXIT_BAD_INPUT;
        }
        if (rank == 0 || end != eq || file >= width || (rank - 1u) * width + (unsigned)file >= nodes) {
            fprintf(stderr, "nimbox: %s: argument %d '%s': no such square on %s (a1..%c%lu)\n",
                    cmd, i + 1, host_quote(quoted, sizeof quoted, t, 200), name, 'a' + width - 1,
                    (unsigned long)(nodes / width));
            return EXIT_BAD_INPUT;
        }
        snprintf(terms[i], sizeof terms[i], "%lu%.30s", (rank - 1u) * width + (unsigned long)file, eq);
        argv[i] = terms[i];
    }
    return 0;
}

/* Word `at` (1-based) of an NB_FLASH argument list "RULE POS...", its
 * dots dropped, into buf; 0 when there is no such word. */
static const char *args_word(const char *list, uint32_t at, char *buf, size_t size)
{
    size_t n;
    while (--at > 0 && list) {
        list = strchr(list, ' ');
        list = list ? list + 1 : 0;
    }
    if (!list || !*list)
        return 0;
    n = strcspn(list, " .");
    if (n >= size)
        n = size - 1;
    memcpy(buf, list, n);
    buf[n] = 0;
    return buf;
}

/* Report an error from an engine command (row of command.h's table): in
 * the graph file, at an argument, or an argument missing. */
static int report_command_error(uint8_t row, char **args, int nargs, struct nb_error *err)
{
    const char *cmd = command_name(row), *word;
    char context[1024], quoted[256 * 4], name[64];
    if (graph_file.name && graph_file.open_errno) {
        snprintf(context, sizeof context, "%s: cannot read graph file '%s': %s", cmd,
                 host_quote(quoted, sizeof quoted, graph_file.name, 200),
                 strerror(graph_file.open_errno));
        host_error_text(context);
        return EXIT_BAD_INPUT;
    }
    if (graph_file.unknown_map && err->where == ERR_AT_ARG && err->at >= 1 &&
        (int)err->at <= nargs) {
        uint8_t i;
        fprintf(stderr, "nimbox: %s: argument %lu '%s': no such graph (built-in maps:", cmd,
                (unsigned long)err->at, host_quote(quoted, sizeof quoted, args[err->at - 1], 200));
        for (i = 0; i < maps_count(); i++)
            fprintf(stderr, " %s", maps_name(i));
        fputs("; a file needs a '/' or .dag, e.g. dag:./my.dag)\n", stderr);
        return EXIT_BAD_INPUT;
    }
    if (err->code == ERR_UNKNOWN_RULE && err->where == ERR_AT_ARG && err->at >= 1 &&
        (int)err->at <= nargs && near_rule(args[err->at - 1], name, sizeof name)) {
        fprintf(stderr, "nimbox: %s: argument %lu '%s': unknown rule; did you mean %s? (rules: ", cmd,
                (unsigned long)err->at, host_quote(quoted, sizeof quoted, args[err->at - 1], 200),
                name);
        rule_write_list(&stderr_text);
        fputs(")\n", stderr);
        return EXIT_BAD_INPUT;
    }
    if (err->code == ERR_MISSING_ARGUMENT && err->where == ERR_AT_ARG && (int)err->at > nargs &&
        (word = args_word(command_args(row), err->at, name, sizeof name)) != 0) {
        fprintf(stderr, "nimbox: %s: missing argument %s (nimbox %s %s%s)\n", cmd, word, cmd,
                host_options(row), command_args(row));
        return EXIT_BAD_INPUT;
    }
    if (err->code == ERR_CYCLE && graph_file.name) {
        err->where = ERR_AT_LINE;
        err->at = graph_read_edge_line((node_t)err->value, (node_t)err->limit);
    }
    if (err->where == ERR_AT_LINE && graph_file.name)
        snprintf(context, sizeof context, "%s: %s:%lu", cmd,
                 host_quote(quoted, sizeof quoted, graph_file.name, 200), (unsigned long)err->at);
    else if (err->where == ERR_AT_ARG && err->at >= 1 && (int)err->at <= nargs)
        snprintf(context, sizeof context, "%s: argument %lu '%s'", cmd,
                 (unsigned long)err->at, host_quote(quoted, sizeof quoted, args[err->at - 1], 200));
    else
        snprintf(context, sizeof context, "%s", cmd);
    host_error(context, err);
    return EXIT_BAD_INPUT;
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
        char quoted[256 * 4];
        fprintf(stderr, "nimbox: help: unexpected argument '%s' (try nimbox --help)\n",
                host_quote(quoted, sizeof quoted, argv[0], 200));
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
    if (argc > 0 && argv[0][0] == '-' && argv[0][1] == '-') {
        char quoted[256 * 4];
        fprintf(stderr, "nimbox: %s: unknown option '%s' (try nimbox %s --help)\n",
                command_name(row), host_quote(quoted, sizeof quoted, argv[0], 200),
                command_name(row));
        return EXIT_BAD_INPUT;
    }
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
        if (strcmp(argv[1], host_commands[j].name) == 0)
            return host_commands[j].run(argc - 2, argv + 2);
    fprintf(stderr, "nimbox: unknown command '%s'", host_quote(quoted, sizeof quoted, argv[1], 200));
    if (near_command(argv[1]))
        fprintf(stderr, "; did you mean %s?", near_command(argv[1]));
    fputs(" (", stderr);
    cli_write_names(stderr);
    fputs("; try nimbox --help)\n", stderr);
    return EXIT_BAD_INPUT;
}
