/*
 * cli.h — `nimbox`'s dispatcher (cli.c): the engine's commands
 * (core/command.h's table) with the host's options, then the host's own.
 */
#ifndef TOOLS_NIMBOX_CLI_H
#define TOOLS_NIMBOX_CLI_H

#include <stdint.h>
#include <stdio.h>

/* Where the help's usages start (the width of "nimbox move [--explain]
 * RULE POS..." and its like). */
#define HELP_COLUMN 36

/* Run `nimbox` on argv; returns the exit status. */
int cli_main(int argc, char **argv);

/* The options the host adds before row's arguments ("" if none). */
const char *host_options(uint8_t row);

/* The host's own commands (play, solve, maps, ...): how many, and the
 * name of row i. */
uint8_t cli_host_command_count(void);
const char *cli_host_command_name(uint8_t i);

/* Every command's name (the engine's, then the host's), ", " between. */
void cli_write_names(FILE *f);

#endif
