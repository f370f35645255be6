/*
 * busy.h — a word from the engine while it builds a long table (a
 * subtraction table, a take-and-break table with no period yet): the
 * device sets nb_busy_hook around a rule change and says "Working..." on
 * its screen once the build has taken a while.  0 (nobody) elsewhere.
 */
#ifndef CORE_BUSY_H
#define CORE_BUSY_H

/* Called every NB_BUSY_EVERY table entries while a table is built. */
extern void (*nb_busy_hook)(void);
#define NB_BUSY_EVERY 16u

/* Tell the hook, if any, that entry n of a table was just computed. */
static inline void nb_busy(unsigned long n)
{
    if (nb_busy_hook && (n & (NB_BUSY_EVERY - 1u)) == 0)
        nb_busy_hook();
}

#endif
