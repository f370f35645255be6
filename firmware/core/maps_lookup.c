/*
 * maps_lookup.c — the built-in maps as the command language finds them:
 * dag:NAME on the console, in the host's port tools and in the harnesses
 * that run console lines names one of the maps compiled in (maps.h).  A
 * grid map's width goes to the command's arguments (squares a1.. taken
 * for nodes); an unknown name's sentence lists the maps.
 */
#include "core/command_args.h"
#include "core/maps.h"

/* " (maps: rook knight ...)" */
static void write_names(const struct text_out *out)
{
    uint8_t i;
    text_put_flash_str(out, NB_TEXT(" (maps:"));
    for (i = 0; i < maps_count(); i++) {
        text_put_char(out, ' ');
        text_put_flash_str(out, maps_name(i));
    }
    text_put_char(out, ')');
}

int maps_lookup(void *ctx, const char *name, uint16_t len, const struct graph **g,
                struct nb_error *err)
{
    int16_t i = maps_find(name, len);
    (void)ctx;
    if (NB_CONSOLE_MAPS)
        command_map_names = write_names;
    if (i < 0)
        return error_set(err, ERR_UNKNOWN_MAP, 0, 0);
    if (NB_CONSOLE_MAPS)
        command_grid = maps_grid_width((uint8_t)i);
    *g = maps_graph((uint8_t)i);
    return 0;
}
