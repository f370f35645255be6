/*
 * command_explain.h — `move --explain`'s human line (private to command.c
 * and command_explain.c).
 */
#ifndef CORE_COMMAND_EXPLAIN_H
#define CORE_COMMAND_EXPLAIN_H

#include "core/command_args.h"
#include "core/text.h"

#if NB_EXPLAIN
/* `move --explain`'s second line for pos, parsed and analysed under r. */
void command_explain(const struct command_io *io, const struct rule *r,
                     const struct command_position *pos);
#endif

#endif
