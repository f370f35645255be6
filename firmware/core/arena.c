/*
 * arena.c — the game tables' shared storage (arena.h): a static array of
 * NB_ARENA_ENTRIES SG values and the mark of the rule that owns it.
 */
#include "core/arena.h"

static sg_small_t arena[NB_ARENA_ENTRIES];
static uint8_t owner;

sg_small_t *arena_take(uint8_t who)
{
    owner = who;
    return arena;
}

uint8_t arena_owner(void)
{
    return owner;
}
