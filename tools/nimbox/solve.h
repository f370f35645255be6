/*
 * solve.h — the classic judge problems, answered by the engine:
 * uva11927 (stones on a DAG), hdu1536 (S-Nim), hdu1846 (take 1..m),
 * hdu1847 (take a power of two).  Input from a scanner, answers to a sink;
 * any error stops with the line it is on.  The host command's stdin takes
 * the fast path of solve_fast.h, with the same answers and errors.
 */
#ifndef TOOLS_NIMBOX_SOLVE_H
#define TOOLS_NIMBOX_SOLVE_H

#include "core/scan.h"
#include "core/text.h"

/* Judge limits times ten: the most cases / positions the host accepts. */
#define SOLVE_MAX_CASES 1000000L
#define SOLVE_MAX_POSITIONS 1000
#define SOLVE_MAX_SUB_AMOUNT 100000L
#define SOLVE_MAX_STONES 10000

/* Run one format by name; returns 0, an error code, or -1 for an unknown
 * format name.  A scanner on a file that nothing was read from yet (the
 * host command's stdin) goes through the fast path (solve_fast.h): the
 * file is read there, and a read error is left in its file_source; any
 * other scanner goes through solve_engine. */
int solve_format(const char *format, struct scanner *sc, const struct text_out *out,
                 struct nb_error *err);

/* The same on the engine's own path: its scanner, graph reader, rules and
 * subtraction tables (the reference the fast path is tested against). */
int solve_engine(const char *format, struct scanner *sc, const struct text_out *out,
                 struct nb_error *err);

/* The format names, for help text. */
extern const char *const solve_format_names[];

#endif
