/*
 * solve_fast.h — the judge formats on the host's fast path: the same
 * answers, errors and lines as solve.c's engine path, from the fast reader
 * (fast_in.h) and work arrays sized for the host's limits.
 *
 * uva11927 builds each case's graph with one counting sort, orders it by
 * one Kahn pass (a cycle is reported with the edge and line the engine
 * names) and takes SG values with a stamped mex; hdu1536 computes each
 * case's SG table only up to the largest heap it asks about, handing the
 * engine (with its period search) only heaps too large for that.
 */
#ifndef TOOLS_NIMBOX_SOLVE_FAST_H
#define TOOLS_NIMBOX_SOLVE_FAST_H

#include "core/text.h"
#include "tools/nimbox/fast_in.h"

/* Run one format by name on the fast reader; returns 0, an error code, or
 * -1 for an unknown format name (nothing read then). */
int solve_fast_format(const char *format, struct fast_in *in, const struct text_out *out,
                      struct nb_error *err);

/* The uva11927 format (solve_fast_graph.c). */
int solve_fast_uva11927(struct fast_in *in, const struct text_out *out, struct nb_error *err);

#endif
