/*
 * command.h — the command language shared by the host command and the
 * device console:
 *
 *   move RULE POS...   ->  lose | win I FROM TO | win U V | won
 *   grundy RULE N      ->  SG(0) .. SG(N) on one line, then for periodic
 *                          rules `period P preperiod N0` (or that none was
 *                          found within the table)
 *   reply RULE POS...  ->  nimbox's move as an opponent (play.h):
 *                          I FROM TO | I FROM A+B | U V | none
 *
 * POS is heap sizes, or NODE=COUNT terms for dag rules.  Answers go to a
 * text sink; graphs named by dag:NAME are looked up through a callback, so
 * the host can read files and a device its built-in maps.
 */
#ifndef NIMBOX_COMMAND_H
#define NIMBOX_COMMAND_H

#include <stdint.h>
#include "core/error.h"
#include "core/graph.h"
#include "core/game.h"

/* A piece of a command: len chars at s (not necessarily NUL-terminated). */
struct token {
    const char *s;
    uint16_t len;
};

struct command_io {
    const struct text_out *out;
    /* Find the graph called name (len chars) for dag:NAME. */
    int (*find_graph)(void *ctx, const char *name, uint16_t len,
                      const struct graph **g, struct nb_error *err);
    void *ctx;
    uint8_t explain;   /* add a second, human line to `move` */
};

/* A parsed position: heaps[0..count) or merged terms[0..count) (the
 * command's own arrays), and its analysis. */
struct command_position {
    heap_t *heaps;
    struct node_term *terms;
    uint16_t count;
    struct game_result res;
};

/* `move`: args[0] is the rule, args[1..] the position.  An error's `at` is
 * the 1-based index of the argument at fault. */
int command_move(const struct command_io *io, const struct token *args, uint16_t nargs,
                 struct nb_error *err);

/* Parse args[0] as the rule and args[1..] as a position, and analyse it
 * (`move`); with analyse 0 the position is only parsed (`reply`: the
 * player judges it itself, pos->res untouched); errors name the argument
 * at fault. */
int command_position(const struct command_io *io, const struct token *args, uint16_t nargs,
                     struct rule *r, struct command_position *pos, uint8_t analyse,
                     struct nb_error *err);

/* The level (1-5; 0: 5, the start) and random seed of the `reply`s that
 * follow (command_reply.c). */
void command_reply_options(uint8_t level, uint32_t seed);

/* `reply` (command_reply.c): args as for `move`. */
int command_reply(const struct command_io *io, const struct token *args, uint16_t nargs,
                  struct nb_error *err);

/* `grundy`: args[0] is the rule, args[1] is N. */
int command_grundy(const struct command_io *io, const struct token *args, uint16_t nargs,
                   struct nb_error *err);

/* One whole line: split at blanks, run the command, write the answer.
 * On error `at` is the index of the offending word counting the command as
 * 0, and *bad (if not 0) gets that word. */
int command_line(const struct command_io *io, const char *line, uint16_t len,
                 struct token *bad, struct nb_error *err);

/* Parse a rule and resolve its graph: the first step of both commands. */
int command_rule(const struct command_io *io, const struct token *rule_text,
                 struct rule *r, struct nb_error *err);

#endif
