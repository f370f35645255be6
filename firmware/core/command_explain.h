/*
 * command_explain.h — `move --explain`'s human line (private to command.c
 * and command_explain.c), and the piece of a move's answer both write.
 */
#ifndef NIMBOX_COMMAND_EXPLAIN_H
#define NIMBOX_COMMAND_EXPLAIN_H

#include "core/command.h"
#include "core/text.h"

/* What the pile becomes: "TO", or "A+B" for two heaps. */
void command_put_move_to(const struct text_out *out, const struct game_result *res);

#if NB_EXPLAIN
/* `move --explain`'s second line for pos, parsed and analysed under r. */
void command_explain(const struct command_io *io, const struct rule *r,
                     const struct command_position *pos);
#endif

#endif
