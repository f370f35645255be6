/*
 * fuzz_mapc.c — fuzzes the map compiler's reader (tools/mapc/mapc.c):
 * the comment lines (title, `# grid: W`), the graph read by the engine,
 * the board's limits, the duplicate-edge warnings, the packing, and the C
 * source written from it.
 *
 * The compiler's parts (tools/mapc/mapc.h) run as mapc runs them, with
 * their files opened by fuzz_open (reading gets the fuzz input, writing
 * /dev/null) and their messages sent to /dev/null (sanitizer reports
 * still reach fd 2), once per input.
 *
 * Input: one byte choosing the limits (value modulo their count: the
 * host's defaults, then every board's --max-nodes / --max-edges /
 * --mex-bits, generated from its board.mk), then the .dag file's bytes.
 *
 * Checked beyond the sanitizers: a refusal is exit status 2; a map
 * compiled is within the chosen limits, its grid divides its nodes, and
 * its packed bytes decode to a graph of its size whose SG values the
 * engine computes without error and keep below the mex limit.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/graph_packed.h"
#include "fuzz.h"
#include "tools/mapc/mapc.h"

/* The input of the current run, for fuzz_fopen. */
static const uint8_t *fuzz_input;
static size_t fuzz_input_size;
static FILE *fuzz_null;

/* mapc's fopen: reading gets the input, writing /dev/null. */
static FILE *fuzz_fopen(const char *name, const char *mode)
{
    (void)name;
    if (mode[0] == 'r' && fuzz_input_size > 0)
        return fmemopen((void *)fuzz_input, fuzz_input_size, mode);
    return fopen("/dev/null", mode[0] == 'r' ? "rb" : "w");
}

/* The host's limits, then a row per board (fuzz.mk writes them from
 * every boards/NAME/board.mk). */
static const unsigned long limit_sets[][3] = {
    { NB_GRAPH_MAX_NODES, NB_GRAPH_MAX_EDGES, NB_MEX_BITS },
#include "fuzz_map_limits.h"
};
#define LIMIT_SETS (sizeof limit_sets / sizeof limit_sets[0])

/* One input: a limit choice and one map file, compiled and checked. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static sg_small_t values[NB_GRAPH_MAX_NODES];
    struct map mp;
    struct graph packed;
    struct nb_error err;
    node_t v;
    int code;
    if (size < 1)
        return 0;
    static struct mapc_io io = { 0, fuzz_fopen };
    if (!fuzz_null && !(fuzz_null = fopen("/dev/null", "w")))
        abort();
    io.err = fuzz_null;
    mapc_set_io(&io);
    mapc_limits.max_nodes = limit_sets[data[0] % LIMIT_SETS][0];
    mapc_limits.max_edges = limit_sets[data[0] % LIMIT_SETS][1];
    mapc_limits.mex_bits = limit_sets[data[0] % LIMIT_SETS][2];
    fuzz_input = data + 1;
    fuzz_input_size = size - 1;
    memset(&mp, 0, sizeof mp);
    mp.file = "fuzz.dag";
    strcpy(mp.name, "fuzz");
    code = mapc_compile_map(&mp);
    if (code != 0) {
        FUZZ_CHECK(code == EXIT_BAD && mp.bytes == 0);
        return 0;
    }
    FUZZ_CHECK(mp.nodes >= 1 && mp.nodes <= mapc_limits.max_nodes && mp.edges <= mapc_limits.max_edges);
    FUZZ_CHECK(mp.grid == 0 || mp.nodes % mp.grid == 0);
    FUZZ_CHECK(mp.bytes != 0 && mp.info.bytes <= GRAPH_PACKED_MAX_BYTES);
    graph_packed_init(&packed, mp.bytes);
    FUZZ_CHECK(packed.node_count == mp.nodes && packed.edge_count == mp.edges);
    error_clear(&err);
    FUZZ_CHECK(graph_sg_compute(&packed, values, &err) == 0);
    for (v = 0; v < mp.nodes; v++)
        FUZZ_CHECK(values[v] < mapc_limits.mex_bits);
    FUZZ_CHECK(mapc_write_output("fuzz.c", &mp, 1) == 0);
    free(mp.bytes);
    return 0;
}
