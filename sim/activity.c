/*
 * activity.c — the activity pin (BOARD_ACTIVITY_PORT/BIT), timed edge
 * by edge: the firmware raises it from a key event's recognition (or a
 * console line's end) until its answer is out, and from reset to the first
 * screen, so a pulse is the time the device took.
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <stdlib.h>

#include "board.h"

struct edge {
    uint64_t cycle;
    unsigned lcd_bytes;   /* bytes the I2C LCD's expander had latched then */
    int level;
};

static struct {
    struct edge *edges;
    unsigned n, cap;
    int level;
} A;

static void hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    int level = value ? 1 : 0;
    if (level == A.level)
        return;
    A.level = level;
    if (A.n == A.cap) {
        unsigned n = A.cap ? A.cap * 2 : 256;
        struct edge *e = realloc(A.edges, n * sizeof *e);
        if (!e)
            return;
        A.edges = e;
        A.cap = n;
    }
    A.edges[A.n].cycle = sim_core.avr->cycle;
    A.edges[A.n].level = level;
    A.edges[A.n].lcd_bytes = sim_display_bytes();
    A.n++;
}

void sim_activity_attach(void)
{
    A.n = 0;
    A.level = 0;
#ifdef BOARD_ACTIVITY_PORT
    avr_irq_t *act = sim_port_irq(BOARD_ACTIVITY_PORT, BOARD_ACTIVITY_BIT);
    if (act)
        avr_irq_register_notify(act, hook, NULL);
#endif
}

void sim_activity_detach(void)
{
    free(A.edges);
    A.edges = NULL;
    A.n = A.cap = 0;
}

unsigned sim_activity_edges(void)
{
    return A.n;
}

int sim_activity_edge(unsigned i, uint64_t *cycle, int *level)
{
    if (i >= A.n)
        return 0;
    if (cycle)
        *cycle = A.edges[i].cycle;
    if (level)
        *level = A.edges[i].level;
    return 1;
}

int sim_activity_last_pulse(uint64_t *rise, uint64_t *fall, unsigned *lcd_bytes)
{
    for (unsigned i = A.n; i >= 2; i--) {
        if (A.edges[i - 1].level == 0 && A.edges[i - 2].level == 1) {
            *rise = A.edges[i - 2].cycle;
            *fall = A.edges[i - 1].cycle;
            if (lcd_bytes)
                *lcd_bytes = A.edges[i - 1].lcd_bytes - A.edges[i - 2].lcd_bytes;
            return 1;
        }
    }
    return 0;
}

int sim_activity_level(void)
{
    return A.level > 0;
}
