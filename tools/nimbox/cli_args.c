/*
 * cli_args.c — what the host command does around an engine command's
 * arguments: dag:NAME found among the built-in maps or read from a file,
 * squares on a grid map turned into node numbers, and an error reported
 * at its place (the graph file's line, the argument, the argument
 * missing) with the nearest rule when a name is a near miss.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/command.h"
#include "core/graph_read.h"
#include "core/maps.h"
#include "tools/nimbox/cli.h"
#include "tools/nimbox/cli_args.h"
#include "tools/nimbox/host_io.h"

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
int find_graph_file(void *ctx, const char *name, uint16_t len,
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
int cli_nearer(const char *word, size_t len, const char *candidate, size_t len_c,
                  unsigned *best)
{
    unsigned d = edit_distance(word, len, candidate, len_c);
    if (d == 0 || d > 2 || 2 * d >= len_c || d >= *best)
        return 0;
    *best = d;
    return 1;
}

/* Does text name a rule the commands take (a built-in map for dag:NAME)? */
static int rule_valid(const char *text)
{
    struct rule r;
    struct nb_error err;
    const char *name;
    uint16_t name_len;
    error_clear(&err);
    if (rule_parse(text, (uint16_t)strlen(text), &r, &name, &name_len, &err) != 0)
        return 0;
    return !rule_is_graph(&r) || maps_find(name, name_len) >= 0;
}

/* The built-in map nearest to name (len chars), or 0 when none is near. */
static const char *near_map(const char *name, size_t len)
{
    const char *found = 0;
    unsigned best = 9;
    uint8_t i;
    for (i = 0; i < maps_count(); i++)
        if (cli_nearer(name, len, maps_name(i), strlen(maps_name(i)), &best))
            found = maps_name(i);
    return found;
}

/* An example of each family that takes a parameter (its name, then the
 * example): what a suggestion offers when the parameter given is none of
 * the family's. */
static const char *const rule_examples[][2] = {
    { "take", "take:3" },
    { "sub", "sub:1,3,4" },
    { "octal", "octal:0.77" },
    { "dag", "dag:rook" },
};

const char *cli_rule_example(const char *spelling)
{
    size_t i, n;
    for (i = 0; i < sizeof rule_examples / sizeof rule_examples[0]; i++) {
        n = strlen(rule_examples[i][0]);
        if (strncmp(spelling, rule_examples[i][0], n) == 0 && (spelling[n] == ':' || !spelling[n]))
            return rule_examples[i][1];
    }
    return 0;
}

/* A rule near text that the commands take, into buf, or 0 when none is
 * near: the nearest family's name with text's parameter, or without it
 * (nin:3 -> nim), or with the nearest map (dga:rok -> dag:rook), or the
 * family's example (tak -> take:3).  Only what parses is offered. */
static const char *near_rule(const char *text, char *buf, size_t size)
{
    const char *colon = strchr(text, ':'), *example;
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    unsigned best = 9;
    uint8_t i, found = 0xFF;
    for (i = 0; i < rule_family_count(); i++) {
        const char *spelling = rule_family_spelling(i);
        if (cli_nearer(text, len, spelling, strcspn(spelling, ":"), &best))
            found = i;
    }
    if (found == 0xFF)
        return 0;
    len = strcspn(rule_family_spelling(found), ":");
    snprintf(buf, size, "%.*s%s", (int)len, rule_family_spelling(found), colon ? colon : "");
    if (rule_valid(buf))
        return buf;
    snprintf(buf, size, "%.*s", (int)len, rule_family_spelling(found));
    if (rule_valid(buf))
        return buf;
    if (colon && near_map(colon + 1, strlen(colon + 1))) {
        snprintf(buf, size, "%.*s:%s", (int)len, rule_family_spelling(found),
                 near_map(colon + 1, strlen(colon + 1)));
        if (rule_valid(buf))
            return buf;
    }
    example = cli_rule_example(rule_family_spelling(found));
    if (example && rule_valid(example)) {
        snprintf(buf, size, "%s", example);
        return buf;
    }
    return 0;
}

/* An unknown option of cmd, with the nearest of those options names
 * ("[--level L] [--seed S] ", --help besides). */
int cli_unknown_option(const char *cmd, const char *opt, const char *options)
{
    char quoted[256 * 4], word[32];
    const char *p = options, *found = 0;
    unsigned best = 9;
    size_t n;
    fprintf(stderr, "nimbox: %s: unknown option '%s'", cmd, host_quote(quoted, sizeof quoted, opt, 200));
    while ((p = strstr(p, "--")) != 0) {
        n = strcspn(p, " ]|");
        if (n < sizeof word && cli_nearer(opt, strlen(opt), p, n, &best)) {
            memcpy(word, p, n);
            word[n] = 0;
            found = word;
        }
        p += n;
    }
    if (cli_nearer(opt, strlen(opt), "--help", 6, &best))
        found = "--help";
    if (found)
        fprintf(stderr, "; did you mean %s?", found);
    fprintf(stderr, " (try nimbox %s --help)\n", cmd);
    return EXIT_BAD_INPUT;
}

/* An error in a rule or its map (the argument at of args): the nearest
 * rule or map when the name is a near miss, every map when dag:NAME names
 * none; 0 when it is another error (the caller reports it). */
static int report_rule_error(const char *context, const char *text, const struct nb_error *err)
{
    char quoted[256 * 4], name[64];
    const char *colon = strchr(text, ':'), *map;
    uint8_t i;
    if (graph_file.unknown_map && !graph_file.name && colon) {
        fprintf(stderr, "nimbox: %s '%s': no such graph", context, host_quote(quoted, sizeof quoted, text, 200));
        if ((map = near_map(colon + 1, strlen(colon + 1))) != 0)
            fprintf(stderr, "; did you mean dag:%s?", map);
        fputs(" (built-in maps:", stderr);
        for (i = 0; i < maps_count(); i++)
            fprintf(stderr, " %s", maps_name(i));
        fputs("; a file needs a '/' or .dag, e.g. dag:./my.dag)\n", stderr);
        return EXIT_BAD_INPUT;
    }
    if (err->code == ERR_UNKNOWN_RULE && near_rule(text, name, sizeof name)) {
        fprintf(stderr, "nimbox: %s '%s': unknown rule; did you mean ", context,
                host_quote(quoted, sizeof quoted, text, 200));
        fprintf(stderr, "%s? (rules: ", host_quote(quoted, sizeof quoted, name, 200));
        rule_write_list(&stderr_text);
        fputs(")\n", stderr);
        return EXIT_BAD_INPUT;
    }
    return 0;
}

int cli_rule_error(const char *context, const char *text, const struct nb_error *err)
{
    int code = report_rule_error(context, text, err);
    if (!code) {
        char line[1024], quoted[256 * 4];
        snprintf(line, sizeof line, "%s '%s'", context, host_quote(quoted, sizeof quoted, text, 200));
        host_error(line, err);
        code = EXIT_BAD_INPUT;
    }
    return code;
}

/* A position on a built-in grid map may name its nodes by their squares,
 * as the device shows them (dag:rook a8=1: a1 is node 0, b1 node 1, a2
 * node W; misere:dag:rook alike): argv[1..] rewritten to node numbers (argv[0] is the rule).  A
 * square on a map without a grid, or off the grid, is refused here with
 * the reason; anything else is left for the engine to judge.  Returns 0
 * or the exit status. */
int squares_to_nodes(const char *cmd, int argc, char **argv)
{
    static char terms[NB_MAX_TERMS + 2][48];
    const char *rule, *name;
    char quoted[256 * 4], range[32];
    int16_t map = -1;
    uint8_t width = 0;
    node_t nodes = 0;
    int i;
    if (argc < 1)
        return 0;
    rule = argv[0];
    for (i = 0; i < 7 && tolower((unsigned char)rule[i]) == "misere:"[i]; i++)
        ;
    if (i == 7)   /* misere:dag:NAME, the same map */
        rule += 7;
    if (tolower((unsigned char)rule[0]) != 'd' || tolower((unsigned char)rule[1]) != 'a' ||
        tolower((unsigned char)rule[2]) != 'g' || rule[3] != ':')
        return 0;
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
        errno = 0;
        if (isdigit((unsigned char)t[1]))
            rank = strtoul(t + 1, &end, 10);
        if (errno == ERANGE)
            rank = 0;   /* past any rank: no such square */
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
        /* the rank checked against the rows before it is multiplied: a
         * rank past them never wraps onto a square */
        if (rank == 0 || end != eq || file >= width || rank > (nodes + width - 1u) / width ||
            (rank - 1u) * width + (unsigned)file >= nodes) {
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
int report_command_error(uint8_t row, char **args, int nargs, struct nb_error *err)
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
    if ((graph_file.unknown_map || err->code == ERR_UNKNOWN_RULE) && err->where == ERR_AT_ARG &&
        err->at >= 1 && (int)err->at <= nargs) {
        snprintf(context, sizeof context, "%s: argument %lu", cmd, (unsigned long)err->at);
        if (report_rule_error(context, args[err->at - 1], err))
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

