/*
 * command_args.h — the arguments every command of the command language
 * shares: the words of a line, where answers go, a rule (with its graph
 * for dag:NAME) and a position parsed and analysed, errors placed at the
 * argument at fault.  The commands (command.c, command_reply.c,
 * command_explain.c) sit on this; the table that dispatches them
 * (command_table.c) sits on them.
 */
#ifndef CORE_COMMAND_ARGS_H
#define CORE_COMMAND_ARGS_H

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
    /* Writes `version`'s answer without its newline ("nimbox 1.0 BOARD,
     * lcd ...": the front end's, the device naming the display it found);
     * 0: an empty line. */
    void (*write_version)(const struct text_out *out);
};

/* The grid width of the map the last find_graph found (its squares a1,
 * b1, ... name nodes 0, 1, ...), set by a finder that knows the maps
 * (maps_lookup); 0: no grid, NODE=COUNT only.  command_rule clears it. */
extern uint8_t command_grid;
/* Writes the maps an unknown map's sentence lists, set by a finder that
 * knows them (maps_lookup); 0: none listed. */
extern void (*command_map_names)(const struct text_out *out);

/* A parsed position: heaps[0..count) or merged terms[0..count) (the
 * command's own arrays), and its analysis. */
struct command_position {
    heap_t *heaps;
    struct node_term *terms;
    uint16_t count;
    struct game_result res;
};

/* Set an error and name argument `index` (1-based) as its place. */
int command_arg_error(struct nb_error *err, uint8_t code, nb_limit_t value, nb_limit_t limit,
                      uint16_t index);

/* Name argument `index` as the place of an error already set. */
int command_error_arg(struct nb_error *err, int code, uint16_t index);

/* Parse a rule and resolve its graph: the first step of every command. */
int command_rule(const struct command_io *io, const struct token *rule_text,
                 struct rule *r, struct nb_error *err);

/* args[0] as the rule, parsed into *r (argument 1 at fault on error). */
int command_rule_argument(const struct command_io *io, const struct token *args,
                          uint16_t nargs, struct rule *r, struct nb_error *err);

/* Parse args[0] as the rule and args[1..] as a position, and analyse it
 * (`move`); with analyse 0 the position is only parsed (`reply`: the
 * player judges it itself, pos->res untouched); errors name the argument
 * at fault. */
int command_position(const struct command_io *io, const struct token *args, uint16_t nargs,
                     struct rule *r, struct command_position *pos, uint8_t analyse,
                     struct nb_error *err);

/* What the pile becomes: "TO", or "A+B" for two heaps. */
void command_put_move_to(const struct text_out *out, const struct game_result *res);

#endif
