/*
 * oled_sweep.c — the OLED model's full-screen redraws (sweeps), for the
 * scripts' measure-oled-sweep: a sweep of the whole glass begins with a
 * data byte at page 0's column 0 and goes on while every byte lands
 * where the one before left off, page after page; it ends with page 7's
 * last column.  oled.c hands it each data byte of page addressing.
 */
#include "sim/oled.h"

static struct {
    int page, x;            /* where the sweep under way expects its next byte; page -1: none */
    uint64_t start;         /* its first byte's cycle */
    uint64_t first, last;   /* the last sweep ended: its first and last bytes' cycles */
    unsigned count;         /* sweeps ended since the reset */
} S = { -1, 0, 0, 0, 0, 0 };

void oled_sweep_byte(int page, int x, uint64_t now)
{
    if (page == 0 && x == 0) {
        S.page = 0;
        S.x = 0;
        S.start = now;
    }
    if (S.page < 0 || page != S.page || x != S.x) {
        S.page = -1;
        return;
    }
    if (++S.x < OLED_WIDTH)
        return;
    S.x = 0;
    if (++S.page < OLED_PAGES)
        return;
    S.page = -1;
    S.first = S.start;
    S.last = now;
    S.count++;
}

void oled_sweep_reset(void)
{
    S.page = -1;
    S.x = 0;
    S.count = 0;
    S.first = S.last = 0;
}

unsigned sim_oled_sweep(uint64_t *first, uint64_t *last)
{
    *first = S.first;
    *last = S.last;
    return S.count;
}
