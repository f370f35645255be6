/*
 * command_explain.h — `move --explain`'s human line (command.c's) and the
 * why of a puzzle's grade (the host's puzzle).
 */
#ifndef CORE_COMMAND_EXPLAIN_H
#define CORE_COMMAND_EXPLAIN_H

#include "core/command_args.h"
#include "core/text.h"

#if NB_EXPLAIN
/* `move --explain`'s second line for pos, parsed and analysed under r. */
void command_explain(const struct command_io *io, const struct rule *r,
                     const struct command_position *pos);
/* Why res is the answer for heaps[0..n) under r (n 0 on a map), one line:
 * the XOR of the SG values and the move that makes it 0, or that every
 * move makes it non-zero (misere Nim: its own rule). */
void command_explain_why(const struct text_out *out, const struct rule *r, const heap_t *heaps,
                         uint16_t n, const struct game_result *res);
#endif

#endif
