/*
 * maps_lookup.c — the built-in maps as the command language finds them:
 * dag:NAME on the console, in the host's port tools and in the harnesses
 * that run console lines names one of the maps compiled in (maps.h).
 */
#include "core/maps.h"

int maps_lookup(void *ctx, const char *name, uint16_t len, const struct graph **g,
                struct nb_error *err)
{
    int16_t i = maps_find(name, len);
    (void)ctx;
    if (i < 0)
        return error_set(err, ERR_UNKNOWN_MAP, 0, 0);
    *g = maps_graph((uint8_t)i);
    return 0;
}
