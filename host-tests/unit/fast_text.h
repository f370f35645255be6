/*
 * fast_text.h — the host's fast reader (tools/nimbox/fast_in.h) over a
 * string in memory, a few bytes per read or all at once, for the tests
 * that hold it to the engine's scanner.
 */
#ifndef HOST_TESTS_UNIT_FAST_TEXT_H
#define HOST_TESTS_UNIT_FAST_TEXT_H

#include <stddef.h>
#include "core/text.h"
#include "tools/nimbox/fast_in.h"

/* A string fed to a fast reader (kept by the caller while it reads). */
struct fast_text {
    const char *text;
    size_t len, pos;
    size_t chunk;   /* bytes per read (0: all at once) */
};

/* Start in over text[0..len) via src, chunk bytes per read (0: all);
 * buffer: the reader's chunk (0: its default). */
void fast_text_start(struct fast_in *in, struct fast_text *src, const char *text, size_t len,
                     size_t chunk, size_t buffer);

/* solve_fast_format over text[0..len), chunk bytes per read (0: all). */
int fast_text_solve(const char *format, const char *text, size_t len, size_t chunk,
                    const struct text_out *out, struct nb_error *err);

#endif
