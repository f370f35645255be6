/*
 * cli_squares.c — squares on a grid map for the host command's positions
 * (dag:rook a8=1, as the device shows its nodes): each rewritten to its
 * node number before the engine reads the position, the count after '='
 * kept whole; the text as typed kept for the errors; a square that names
 * no node (no grid, off it) left for the engine, its reason said only if
 * the engine stops there, after any fault in the rule, its map or an
 * earlier term.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/maps.h"
#include "tools/nimbox/cli.h"
#include "tools/nimbox/cli_args.h"
#include "tools/nimbox/cli_squares.h"
#include "tools/nimbox/host_io.h"

/* The squares of the last position squares_to_nodes saw: each one
 * rewritten to its node number (the whole count after it, however long),
 * with the text as typed for the errors; and the first square that names
 * no node, with its reason, said only if the engine stops there (a fault
 * in the rule, its map or an earlier term is said first). */
static struct {
    const char *typed[NB_MAX_TERMS + 2];
    char *rewritten[NB_MAX_TERMS + 2];
    int refused;          /* its argument number (1-based), 0: none */
    char reason[1200];    /* the error line for it */
} squares;

const char *cli_as_typed(const char *arg)
{
    size_t i;
    for (i = 0; i < sizeof squares.typed / sizeof squares.typed[0]; i++)
        if (squares.rewritten[i] && arg == squares.rewritten[i])
            return squares.typed[i];
    return arg;
}

int cli_square_refused(uint32_t at)
{
    if (!squares.refused || at != (uint32_t)squares.refused)
        return 0;
    fputs(squares.reason, stderr);
    return EXIT_BAD_INPUT;
}

/* A position on a built-in grid map may name its nodes by their squares,
 * as the device shows them (dag:rook a8=1: a1 is node 0, b1 node 1, a2
 * node W; misere:dag:rook alike): argv[1..] rewritten to node numbers (argv[0] is the rule).  A
 * square on a map without a grid (or an unknown one), or off the grid, is
 * left as it is, its reason kept for cli_square_refused; anything else is
 * left for the engine to judge.  Returns 0 or the exit status. */
int squares_to_nodes(const char *cmd, int argc, char **argv)
{
    const char *rule, *name;
    char quoted[256 * 4], range[32];
    int16_t map = -1;
    uint8_t width = 0;
    node_t nodes = 0;
    int i;
    squares.refused = 0;
    if (argc < 1)
        return 0;
    rule = argv[0];
    for (i = 0; i < 7 && tolower((unsigned char)rule[i]) == "misere:"[i]; i++)
        ;
    if (i == 7)   /* misere:dag:NAME: the same map */
        rule += 7;
    if (tolower((unsigned char)rule[0]) != 'd' || tolower((unsigned char)rule[1]) != 'a' ||
        tolower((unsigned char)rule[2]) != 'g' || rule[3] != ':')
        return 0;
    name = rule + 4;
    if (!cli_names_a_file(name, strlen(name)) && (map = maps_find(name, (uint16_t)strlen(name))) >= 0) {
        width = maps_grid_width((uint8_t)map);
        nodes = maps_graph((uint8_t)map)->node_count;
    }
    for (i = 1; i < argc && i < (int)(sizeof squares.typed / sizeof squares.typed[0]); i++) {
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
        if (squares.refused)
            continue;
        if (map < 0 || width == 0) {
            if (map < 0)
                snprintf(range, sizeof range, "its nodes are numbers");
            else
                snprintf(range, sizeof range, "nodes 0..%u", (unsigned)(nodes - 1u));
            snprintf(squares.reason, sizeof squares.reason,
                     "nimbox: %s: argument %d '%s': a square names a node on a grid map only "
                     "(nimbox maps shows the grids); here NODE=COUNT, %s\n", cmd, i + 1,
                     host_quote(quoted, sizeof quoted, t, 200), range);
            squares.refused = i + 1;
            continue;
        }
        /* the rank checked against the rows before it is multiplied: a
         * rank past them never wraps onto a square */
        if (rank == 0 || end != eq || file >= width || rank > (nodes + width - 1u) / width ||
            (rank - 1u) * width + (unsigned)file >= nodes) {
            snprintf(squares.reason, sizeof squares.reason,
                     "nimbox: %s: argument %d '%s': no such square on %s (a1..%c%lu)\n",
                     cmd, i + 1, host_quote(quoted, sizeof quoted, t, 200), name, 'a' + width - 1,
                     (unsigned long)(nodes / width));
            squares.refused = i + 1;
            continue;
        }
        /* the node's number, then the '=' and the count whole */
        free(squares.rewritten[i]);
        squares.rewritten[i] = malloc(strlen(eq) + 24);
        if (!squares.rewritten[i]) {
            fprintf(stderr, "nimbox: %s: out of memory\n", cmd);
            return EXIT_BAD_INPUT;
        }
        sprintf(squares.rewritten[i], "%lu%s", (rank - 1u) * width + (unsigned long)file, eq);
        squares.typed[i] = t;
        argv[i] = squares.rewritten[i];
    }
    return 0;
}
