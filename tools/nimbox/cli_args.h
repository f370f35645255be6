/*
 * cli_args.h — what the host command does around an engine command's
 * arguments (cli_args.c): graphs by name or file, errors at their place,
 * near misses.
 */
#ifndef TOOLS_NIMBOX_CLI_ARGS_H
#define TOOLS_NIMBOX_CLI_ARGS_H

#include <stddef.h>
#include <stdint.h>
#include "core/command.h"

/* dag:NAME for the engine (command_io.find_graph): a built-in map, or a
 * graph file (a name with a '/' or ending in .dag) read and checked. */
int find_graph_file(void *ctx, const char *name, uint16_t len, const struct graph **g,
                    struct nb_error *err);

/* Does the dag:... name name a file (a '/' or ending in .dag) rather
 * than a built-in map? */
int cli_names_a_file(const char *name, size_t len);

/* Say the error of engine command `row` on args[0..nargs) where it is (the
 * graph file's line, the argument, the argument missing, the nearest rule
 * to an unknown one); returns the exit status. */
int report_command_error(uint8_t row, char **args, int nargs, struct nb_error *err);

/* The example of the rule family spelled spelling ("take:M" -> "take:3"),
 * or 0 for a family without a parameter. */
const char *cli_rule_example(const char *spelling);

/* "unknown option" for cmd, with the nearest of options' --words (and
 * --help) when one is near; returns EXIT_BAD_INPUT. */
int cli_unknown_option(const char *cmd, const char *opt, const char *options);

/* An error in a rule argument (text) reported after context ("play:
 * argument 1"): a near miss's suggestion, a map list, or the engine's
 * sentence; returns EXIT_BAD_INPUT. */
int cli_rule_error(const char *context, const char *text, const struct nb_error *err);

/* Is word (len chars) a near miss of candidate (len_c chars), nearer than
 * *best edits (updated)?  At most two edits, fewer than half its letters. */
int cli_nearer(const char *word, size_t len, const char *candidate, size_t len_c,
               unsigned *best);

#endif
