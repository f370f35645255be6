/*
 * mapc.h — the map compiler's parts (map_compile.c), used by its command
 * line (mapc.c) and by the fuzz harness: one map read, checked and packed,
 * and the C source of every map written.
 */
#ifndef TOOLS_MAPC_MAPC_H
#define TOOLS_MAPC_MAPC_H

#include <stdio.h>
#include "core/graph.h"
#include "tools/mapc/map_pack.h"

#define EXIT_BAD 2
#define NAME_MAX_CHARS 10
#define TITLE_MAX 200

/* One compiled map. */
struct map {
    const char *file;
    char name[NAME_MAX_CHARS + 1];
    char title[TITLE_MAX + 1];
    unsigned grid;
    node_t nodes;
    edge_index_t edges;
    uint8_t *bytes;
    struct map_pack_info info;
};

/* A board's limits (the defaults are the engine's own). */
struct mapc_limits {
    unsigned long max_nodes;
    unsigned long max_edges;
    unsigned long mex_bits;
};
extern struct mapc_limits mapc_limits;

/* Where messages go and how files open; 0 fields: stderr, fopen. */
struct mapc_io {
    FILE *err;
    FILE *(*open)(const char *path, const char *mode);
};

/* Use how for messages and files (0: the process's own). */
void mapc_set_io(const struct mapc_io *how);
/* The error stream, and a file opened, as mapc_set_io says. */
FILE *mapc_err(void);
FILE *mapc_open(const char *path, const char *mode);
/* `FILE:LINE: ` (or `FILE: ` for line 0) on the error stream. */
void mapc_place(const char *file, unsigned long line);
/* The map's name from its file name; 0, or EXIT_BAD after a message. */
int mapc_map_name(struct map *mp);
/* Read, check and pack one map; 0, or EXIT_BAD after a message. */
int mapc_compile_map(struct map *mp);
/* Write the C source of the maps to out; 0, or EXIT_BAD after a message. */
int mapc_write_output(const char *out, const struct map *maps, int count);

#endif
