/*
 * puzzle_cli.h — `nimbox puzzle`, the coach's practice mode in the
 * terminal (core/puzzle.h).
 */
#ifndef TOOLS_NIMBOX_PUZZLE_CLI_H
#define TOOLS_NIMBOX_PUZZLE_CLI_H

#include <stdint.h>
#include "core/command.h"

/* `nimbox puzzle ARGS...` with main.c's graph lookup (dag:NAME, dag:FILE);
 * the exit status. */
int puzzle_main(int argc, char **argv,
                int (*find_graph)(void *ctx, const char *name, uint16_t len,
                                  const struct graph **g, struct nb_error *err));

#endif
