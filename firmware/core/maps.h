/*
 * maps.h — the built-in maps: graphs compiled at build time (tools/mapc)
 * into compact tables in program memory, listed by name.
 *
 * The generated source (build/<board>/maps/maps.c, or build/host/maps/ for
 * the host command) provides the tables; this interface is what the
 * console, the screens and the host command use.  Names and titles are
 * NB_FLASH strings (read them with text_flash_char / text_put_flash_str).
 */
#ifndef CORE_MAPS_H
#define CORE_MAPS_H

#include <stdint.h>
#include "core/error.h"
#include "core/graph.h"

/* How many maps are built in. */
uint8_t maps_count(void);
/* Map i's graph (read through its source: decoded from program memory). */
const struct graph *maps_graph(uint8_t i);
/* Map i's name (the map file's base name), an NB_FLASH string. */
const char *maps_name(uint8_t i);
/* Map i's title (the file's first comment, or its name), an NB_FLASH string. */
const char *maps_title(uint8_t i);
/* Width of map i's square grid (node = row * width + column, squares named
 * a1, b1, ... from node 0), or 0 when the map is not a grid. */
uint8_t maps_grid_width(uint8_t i);
/* Index of the map called name (len chars), or -1. */
int16_t maps_find(const char *name, uint16_t len);
/* The built-in map called name (len chars) as struct command_io's
 * find_graph: 0 with *g set, or an "unknown map" error (maps_lookup.c). */
int maps_lookup(void *ctx, const char *name, uint16_t len, const struct graph **g,
                struct nb_error *err);

#endif
