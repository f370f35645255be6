/*
 * encoder.c — a rotary encoder turned (boards whose keys are one,
 * BOARD_KEYS_ENCODER; its contacts' pins are driven by keys.c).  A detent
 * is the contacts' four states, 11 01 00 10 back to 11 (A closing first
 * clockwise), a quarter of the detent's time each.  With bounce, the
 * contact that changes flips back and forth 2, 4 or 6 times first, each
 * flip 5-40 us (pseudo-random from the chatter seed, so repeatable; never
 * more than half the quarter in all), as a worn EC11's contacts do.
 */
#include "sim/harness.h"

/* The contacts closed at each quarter of a detent (bit 0 A, bit 1 B). */
static const unsigned cw_closed[4] = { 1u, 3u, 2u, 0u };
static const unsigned ccw_closed[4] = { 2u, 3u, 1u, 0u };

static uint32_t next_rand(void)
{
    sim_core.chatter_seed = sim_core.chatter_seed * 1103515245u + 12345u;
    return sim_core.chatter_seed >> 16;
}

/* One quarter: the contacts from `from` to `to`, bouncing first when
 * asked, over `cycles` in all. */
static void quarter(unsigned from, unsigned to, uint64_t cycles, int bounce)
{
    uint64_t used = 0;
    if (bounce) {
        unsigned flips = 2u * (1u + next_rand() % 3u);
        uint64_t most = cycles / (2u * (flips + 1u));
        for (unsigned f = 0; f < flips && sim_core.state == SIM_RUNNING; f++) {
            uint64_t t = (uint64_t)(5u + next_rand() % 36u) * sim_frequency() / 1000000u;
            if (t > most)
                t = most;
            if (t == 0)
                t = 1;
            sim_encoder_contacts(f % 2u == 0 ? to : from);
            sim_run_cycles(t);
            used += t;
        }
    }
    sim_encoder_contacts(to);
    sim_run_cycles(cycles > used ? cycles - used : 1u);
}

int sim_encoder_turn(long detents, uint32_t ms, int bounce)
{
    if (!sim_core.open)
        return SIM_CRASHED;
    const unsigned *way = detents < 0 ? ccw_closed : cw_closed;
    unsigned long n = (unsigned long)(detents < 0 ? -detents : detents);
    uint64_t q = (uint64_t)ms * sim_frequency() / 4000u;
    for (unsigned long d = 0; d < n && sim_core.state == SIM_RUNNING; d++) {
        unsigned from = 0;
        for (int i = 0; i < 4; i++) {
            quarter(from, way[i], q, bounce);
            from = way[i];
        }
    }
    return sim_core.state;
}
