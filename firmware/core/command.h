/*
 * command.h — the command language shared by the host command and the
 * device console, as one table of commands (command_table.c):
 *
 *   move RULE POS...   ->  lose | win I FROM TO | win U V | won
 *   grundy RULE N      ->  SG(0) .. SG(N) on one line, then for periodic
 *                          rules `period P preperiod N0` (or that none was
 *                          found within the table)
 *   reply RULE POS...  ->  nimbox's move as an opponent (play.h):
 *                          I FROM TO | I FROM A+B | U V | none
 *   help               ->  the commands and the rules
 *   version            ->  the io's version line
 *
 * POS is heap sizes, or NODE=COUNT terms for dag rules.  Answers go to a
 * text sink; graphs named by dag:NAME are looked up through a callback, so
 * the host can read files and a device its built-in maps.
 *
 * A command is one row of the table (command_table.c: name, arguments,
 * one-line usage; a row behind #if where only some builds carry it) and
 * one handler, command_NAME, declared here; the console, the host
 * command's dispatcher and both `help` outputs read the table
 * (docs/extending.md).
 */
#ifndef CORE_COMMAND_H
#define CORE_COMMAND_H

#include <stdint.h>
#include "core/command_args.h"

/* The handlers, command_NAME for row NAME: args[0..nargs) are the words
 * after the name; an error's `at` is the 1-based index of the argument at
 * fault. */

/* `move`: args[0] is the rule, args[1..] the position. */
int command_move(const struct command_io *io, const struct token *args, uint16_t nargs,
                 struct nb_error *err);

/* `grundy`: args[0] is the rule, args[1] is N. */
int command_grundy(const struct command_io *io, const struct token *args, uint16_t nargs,
                   struct nb_error *err);

/* The level (1-5; 0: 5, the start) and random seed of the `reply`s that
 * follow (command_reply.c). */
void command_reply_options(uint8_t level, uint32_t seed);

/* `reply` (command_reply.c): args as for `move`. */
int command_reply(const struct command_io *io, const struct token *args, uint16_t nargs,
                  struct nb_error *err);

/* `help`: the commands (command_write_list) and the rules, one line. */
int command_help(const struct command_io *io, const struct token *args, uint16_t nargs,
                 struct nb_error *err);

/* `version`: io->write_version's line. */
int command_version(const struct command_io *io, const struct token *args, uint16_t nargs,
                    struct nb_error *err);

/* ---- the table (command_table.c) ---------------------------------------- */

/* How many commands this build carries. */
uint8_t command_count(void);

/* Row i's (< command_count()) name (an NB_FLASH string). */
const char *command_name(uint8_t i);

#if NB_COMMAND_USAGE
/* Row i's arguments ("RULE POS...", "" for none) and one-line usage:
 * NB_FLASH strings, where the build carries them (the host's help). */
const char *command_args(uint8_t i);
const char *command_usage(uint8_t i);
#endif

/* The row whose name is the token, or -1. */
int16_t command_find(const struct token *name);

/* Run row i (< command_count()) on args; a row without arguments refuses
 * any. */
int command_run(uint8_t i, const struct command_io *io, const struct token *args,
                uint16_t nargs, struct nb_error *err);

/* "move RULE POS... | grundy RULE N | ...": every row with its arguments. */
void command_write_list(const struct text_out *out);

/* The names error_write puts in a sentence (error.h): the commands (the
 * list above) for an unknown command, the rules for an unknown rule, the
 * maps for an unknown map (where the finder lists them:
 * command_map_names), the last square of a grid for a square off it;
 * nothing for the others (the host adds a malformed rule's form,
 * tools/nimbox/host_io.c). */
void command_write_names(const struct text_out *out, const struct nb_error *err);

/* One whole line: split at blanks, run the command, write the answer.
 * On error `at` is the index of the offending word counting the command as
 * 0, and *bad (if not 0) gets that word. */
int command_line(const struct command_io *io, const char *line, uint16_t len,
                 struct token *bad, struct nb_error *err);

#endif
