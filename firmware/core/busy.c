/*
 * busy.c — the engine's busy hook (busy.h); nobody listens until the
 * device sets it.
 */
#include "core/busy.h"

void (*nb_busy_hook)(void);
