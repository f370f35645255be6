/*
 * cli_squares.h — squares on a grid map in the host command's positions
 * (cli_squares.c).
 */
#ifndef TOOLS_NIMBOX_CLI_SQUARES_H
#define TOOLS_NIMBOX_CLI_SQUARES_H

#include <stdint.h>

/* argv[0] the rule, argv[1..] the position: on a built-in grid map,
 * squares (a8=1) rewritten to node numbers, the count after '=' kept
 * whole; a square where there is no grid, or off it, left as typed with
 * its reason kept (cli_square_refused).  Returns 0 or the exit status. */
int squares_to_nodes(const char *cmd, int argc, char **argv);

/* The argument arg as the person typed it: its square when
 * squares_to_nodes rewrote it, else arg itself. */
const char *cli_as_typed(const char *arg);

/* When argument `at` (1-based) is the square squares_to_nodes left as
 * naming no node: its reason said on stderr, EXIT_BAD_INPUT; else 0. */
int cli_square_refused(uint32_t at);

#endif
