/*
 * main.c — `nimbox`, the engine on the command line.
 *
 *   nimbox move [--explain] RULE POS...
 *   nimbox grundy RULE N
 *   nimbox reply [--level L] [--seed S] RULE POS...
 *   nimbox play [--level L] [--first me|you] [--seed S] RULE POS...
 *   nimbox solve --format F < input
 *   nimbox maps
 *   nimbox --version
 *
 * Answers go to stdout only when the whole command succeeded; any bad input
 * gives one line on stderr naming the place and exit status 2.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "app/version.h"
#include "core/command.h"
#include "core/graph_read.h"
#include "host_io.h"
#include "core/maps.h"
#include "port.h"
#include "solve.h"
#include "play_cli.h"
#include "puzzle_cli.h"

static const char usage_main[] =
    "usage: nimbox move|grundy|reply|play|puzzle|solve|maps ARGS...   (or --help, --version, --port)\n"
    "  nimbox move [--explain] RULE POS...   the winning move, or `lose`\n"
    "  nimbox reply [--level L] [--seed S] RULE POS...   nimbox's move as an opponent\n"
    "  nimbox play [--level L] [--first me|you] [--seed S] RULE POS...   a game\n"
    "  nimbox puzzle [--seed S] [RULE]       puzzles: find the winning move\n"
    "  nimbox grundy RULE N                  SG values of heaps (or nodes) 0..N\n"
    "  nimbox solve --format F               answer a judge input on stdin\n"
    "  nimbox maps                           the built-in maps (dag:NAME)\n"
    "  nimbox COMMAND --help                 help on one command\n"
    "  nimbox --port DEVICE move|grundy|selftest ...  ask a board (see --port --help)\n"
    "  nimbox --version                      the version (the firmware's)\n"
    "rules: nim, misere, take:M, pow2, sub:a,b,..., half, octal:0.CODE, kayles,\n"
    "       dawson, dag:NAME, dag:FILE\n";

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
    "rules: nim, misere, take:M, pow2, sub:a,b,..., half, octal:0.CODE, kayles,\n"
    "       dawson, dag:NAME, dag:FILE\n"
    "CODE: octal digits d1d2...dk, removing j tokens: dj bit 1 may take a whole\n"
    "heap, 2 leave one heap, 4 leave two (kayles = 0.77, dawson = 0.07).\n"
    "NAME: a built-in map (nimbox maps lists them); FILE: a path with a '/' or\n"
    "ending in .dag: optional # comment lines, `n m`, then m lines `a b`\n"
    "(edge a->b).\n";

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

/* Report an error from `move`/`grundy`: in the graph file, or at an argument. */
static int report_command_error(const char *cmd, char **args, int nargs, struct nb_error *err)
{
    char context[1024], quoted[256 * 4];
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

/* args become engine tokens (argv strings are NUL-terminated). */
static int run_command(const char *cmd, int argc, char **argv, uint8_t explain)
{
    static struct token tokens[(NB_MAX_TERMS > NB_MAX_PILES ? NB_MAX_TERMS : NB_MAX_PILES) + 2];
    struct command_io io = { &host_out, find_graph_file, 0, explain };
    struct nb_error err;
    int i, code, n = argc;
    error_clear(&err);
    /* past the table, arguments are too many for any rule: the engine says
     * so for the first one it cannot take (a pile, a term, or N's extra) */
    if (n > (int)(sizeof tokens / sizeof tokens[0]))
        n = (int)(sizeof tokens / sizeof tokens[0]);
    for (i = 0; i < n; i++) {
        size_t len = strlen(argv[i]);
        if (len > NB_TOKEN_MAX) {
            error_set(&err, ERR_TOKEN_TOO_LONG, len, NB_TOKEN_MAX);
            err.where = ERR_AT_ARG;
            err.at = (uint32_t)i + 1u;
            return report_command_error(cmd, argv, argc, &err);
        }
        tokens[i].s = argv[i];
        tokens[i].len = (uint16_t)len;
    }
    if (strcmp(cmd, "move") == 0)
        code = command_move(&io, tokens, (uint16_t)n, &err);
    else if (strcmp(cmd, "reply") == 0)
        code = command_reply(&io, tokens, (uint16_t)n, &err);
    else
        code = command_grundy(&io, tokens, (uint16_t)n, &err);
    if (code)
        return report_command_error(cmd, argv, argc, &err);
    return host_out_flush();
}

static int run_move(int argc, char **argv)
{
    uint8_t explain = 0;
    if (wants_help(argc, argv)) {
        fputs(usage_move, stdout);
        return 0;
    }
    if (argc > 0 && strcmp(argv[0], "--explain") == 0) {
        explain = 1;
        argc--;
        argv++;
    }
    if (argc > 0 && argv[0][0] == '-') {
        char quoted[256 * 4];
        fprintf(stderr, "nimbox: move: unknown option '%s' (try nimbox move --help)\n",
                host_quote(quoted, sizeof quoted, argv[0], 200));
        return EXIT_BAD_INPUT;
    }
    if (argc < 1) {
        host_error_text("move: missing RULE and position (try nimbox move --help)");
        return EXIT_BAD_INPUT;
    }
    return run_command("move", argc, argv, explain);
}

static int run_reply(int argc, char **argv)
{
    struct play_options o;
    int code;
    if (wants_help(argc, argv)) {
        fputs(play_usage_reply, stdout);
        return 0;
    }
    if ((code = play_parse_options("reply", &argc, &argv, &o)) != 0)
        return code;
    if (argc < 1) {
        host_error_text("reply: missing RULE and position (try nimbox reply --help)");
        return EXIT_BAD_INPUT;
    }
    command_reply_options(o.level, o.seed);
    return run_command("reply", argc, argv, 0);
}

static int run_grundy(int argc, char **argv)
{
    if (wants_help(argc, argv)) {
        fputs(usage_grundy, stdout);
        return 0;
    }
    if (argc < 1) {
        host_error_text("grundy: missing RULE and N (try nimbox grundy --help)");
        return EXIT_BAD_INPUT;
    }
    return run_command("grundy", argc, argv, 0);
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

int main(int argc, char **argv)
{
    if (argc < 2) {
        host_error_text("missing command: move, grundy, solve or maps (try nimbox --help)");
        return EXIT_BAD_INPUT;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        fputs(usage_main, stdout);
        return 0;
    }
    if (strcmp(argv[1], "--port") == 0)
        return port_main(argc - 1, argv + 1);
    if (strcmp(argv[1], "--version") == 0) {
        puts("nimbox " NIMBOX_VERSION);
        return 0;
    }
    if (strcmp(argv[1], "move") == 0)
        return run_move(argc - 2, argv + 2);
    if (strcmp(argv[1], "grundy") == 0)
        return run_grundy(argc - 2, argv + 2);
    if (strcmp(argv[1], "reply") == 0)
        return run_reply(argc - 2, argv + 2);
    if (strcmp(argv[1], "play") == 0)
        return play_main(argc - 2, argv + 2, find_graph_file);
    if (strcmp(argv[1], "puzzle") == 0)
        return puzzle_main(argc - 2, argv + 2, find_graph_file);
    if (strcmp(argv[1], "solve") == 0)
        return run_solve(argc - 2, argv + 2);
    if (strcmp(argv[1], "maps") == 0)
        return run_maps(argc - 2, argv + 2);
    {
        char quoted[256 * 4];
        fprintf(stderr, "nimbox: unknown command '%s' (move, grundy, reply, play, puzzle, solve, maps; try nimbox --help)\n",
                host_quote(quoted, sizeof quoted, argv[1], 200));
    }
    return EXIT_BAD_INPUT;
}
