/*
 * support.h — plumbing shared by the host unit tests.
 *
 * A text sink that captures what is written into one string (test_out, read
 * back with test_out_text), and a scanner over a string in memory, handed to
 * it all at once or a few bytes per refill to exercise refill boundaries.
 */
#ifndef NIMBOX_TEST_SUPPORT_H
#define NIMBOX_TEST_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include "core/scan.h"
#include "core/text.h"

/* A sink that appends to one buffer (64 KiB; what does not fit is dropped). */
extern const struct text_out test_out;

/* Everything written to test_out since the last reset, NUL-terminated. */
const char *test_out_text(void);
/* How many characters were kept since the last reset. */
size_t test_out_length(void);
/* Forget what was written to test_out. */
void test_out_reset(void);

/* A string fed to a scanner (kept by the caller for as long as the scanner). */
struct mem_source {
    const char *text;
    uint32_t len;
    uint32_t chunk;   /* bytes per refill (0: all at once) */
    uint32_t pos;
};

/* Start sc over text via src, chunk bytes per refill (0: all), '#' comments if asked. */
void test_scan_text(struct scanner *sc, struct mem_source *src, const char *text, uint32_t chunk,
                    uint8_t comments);

#endif
