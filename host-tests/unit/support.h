/*
 * support.h — plumbing shared by the host unit tests.
 *
 * A text sink that captures what is written into one string (test_out, read
 * back with test_out_text), and a scanner over a string in memory, handed to
 * it all at once or a few bytes per refill to exercise refill boundaries.
 *
 * Also the small steps several test files take alike, each failing the
 * running cmocka test when the engine refuses: parsing a rule's spelling,
 * starting a subtraction game and asking it for a value, computing a
 * graph's SG values, listing a node's targets, comparing two graphs,
 * finding a built-in map, and copying a flash string into RAM.
 */
#ifndef HOST_TESTS_UNIT_SUPPORT_H
#define HOST_TESTS_UNIT_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include "core/scan.h"
#include "core/text.h"
#include "core/graph.h"
#include "core/rule.h"

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

/* Parse a rule's spelling ("nim", "sub:1,3,4", "dag:rook") into *r. */
void test_parse_rule(const char *text, struct rule *r);

/* Start the subtraction engine with the k amounts s. */
void test_sub_start(const heap_t *s, uint16_t k);
/* The subtraction engine's value of heap h. */
sg_t test_sub_sg(heap_t h);

/* The targets of v in the order the graph's source gives them, into out;
 * returns how many. */
unsigned test_graph_targets(const struct graph *g, node_t v, node_t *out);
/* graph_sg_compute(g, sg, err) with err cleared first; returns its code. */
int test_graph_sg(const struct graph *g, sg_small_t *sg, struct nb_error *err);
/* Both graphs have the same nodes and, node by node, the same targets in
 * the same (ascending) order. */
void test_assert_same_graph(const struct graph *a, const struct graph *b);
/* The built-in map called name (fails the test if there is none). */
const struct graph *test_builtin_map(const char *name);
/* Copy a NUL-terminated NB_FLASH string into dst (size bytes, cut to fit). */
void test_flash_copy(char *dst, size_t size, const char *src);

/* The next number sc reads (fed by src) is want, on line line; a success
 * leaves the error untouched. */
void test_want_number(struct scanner *sc, const struct mem_source *src, uint64_t want,
                      uint32_t line);
/* The next number sc reads (no larger than max) is refused with code, the
 * error placed on line line. */
void test_want_scan_error(struct scanner *sc, const struct mem_source *src, uint64_t max,
                          int code, uint32_t line);

/* Read text (with '#' comments) as a graph file into g: graph_read's code. */
int test_read_graph_text(const char *text, struct graph *g, struct nb_error *err);
/* Reading text as a graph file is refused with code, placed on line line,
 * naming value. */
void test_expect_graph_error(const char *text, int code, uint32_t line, uint64_t value);

#endif
