/*
 * solve.h — the classic judge problems, answered by the engine:
 * uva11927 (stones on a DAG), hdu1536 (S-Nim), hdu1846 (take 1..m),
 * hdu1847 (take a power of two).  Input from a scanner, answers to a sink;
 * any error stops with the line it is on.
 */
#ifndef NIMBOX_SOLVE_H
#define NIMBOX_SOLVE_H

#include "core/scan.h"
#include "core/text.h"

/* Judge limits times ten: the most cases / positions the host accepts. */
#define SOLVE_MAX_CASES 1000000L
#define SOLVE_MAX_POSITIONS 1000
#define SOLVE_MAX_SUB_AMOUNT 100000L
#define SOLVE_MAX_STONES 10000

/* Run one format by name; returns 0, an error code, or -1 for an unknown
 * format name. */
int solve_format(const char *format, struct scanner *sc, const struct text_out *out,
                 struct nb_error *err);

/* The format names, for help text. */
extern const char *const solve_format_names[];

#endif
