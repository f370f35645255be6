/*
 * run.c — moving simulated time: the instruction loop, real-time
 * pacing for the interactive front end, waiting for a console line, and
 * the MCU's reset.
 *
 * avr_run() executes one instruction (plus the timers due), so it is
 * looped until a cycle target; a cycle timer at the target wakes a
 * sleeping core exactly there.  Around each instruction the loop counts
 * the cycles the core spent asleep and the lowest stack pointer (skipping
 * the two instructions of a torn SP update), and notices a reset from
 * inside (the watchdog: the PC back at the reset vector).  avr_reset (the
 * `reset` command, the watchdog) clears every cycle timer and port state,
 * so after any reset the console's feeder and the key input are driven
 * again.  simavr polls a level-triggered INTn pin every cycle while it
 * reads low, enabled or not, and its reset turns that on again: on the
 * handheld INT2 is PB2, an LCD data line, and idle time cost half a second
 * of host time per simulated second.  The firmware uses no INTn, so edge
 * behaviour changes nothing it sees.
 */
#include "sim/harness.h"

#include <time.h>
#include <unistd.h>

#include <sim_core.h>
#include <sim_cycle_timers.h>
#include <avr_extint.h>

static struct timespec wall0;   /* real-time pacing */
static uint64_t cycle0;
/* Awake stretches: the cycle the core last woke (or the count began),
 * and the longest stretch ended since the count began. */
static struct {
    uint64_t since;
    uint64_t longest;
    uint64_t longest_at;
} awake;

static void extint_edges_only(void)
{
    for (uint8_t n = 0; n < 8; n++)
        avr_extint_set_strict_lvl_trig(sim_core.avr, n, 0);
}

void sim_run_prepare(void)
{
    extint_edges_only();
    clock_gettime(CLOCK_MONOTONIC, &wall0);
    cycle0 = sim_core.avr->cycle;
}

/* After any reset of the MCU (the RESET pin, the watchdog). */
static void after_reset(void)
{
    extint_edges_only();
    sim_uart_after_reset();
    sim_keys_after_reset();
    sim_sound_after_reset();
    sim_eeprom_after_reset();
    sim_power_after_reset();
    sim_prr_after_reset();
    awake.since = sim_core.avr->cycle;   /* the start is a stretch of its own */
    sim_lcd_after_reset();
}

uint64_t sim_cycles(void)
{
    return sim_core.avr ? sim_core.avr->cycle : 0;
}

uint32_t sim_frequency(void)
{
    return sim_core.avr && sim_core.avr->frequency ? sim_core.avr->frequency : 16000000;
}

double sim_cycles_to_ms(uint64_t cycles)
{
    return (double)cycles * 1000.0 / (double)sim_frequency();
}

int sim_state(void)
{
    return sim_core.state;
}

int sim_crashed(void)
{
    return sim_core.state == SIM_CRASHED || sim_core.state == SIM_STOPPED;
}

uint64_t sim_sleep_cycles(void)
{
    return sim_core.sleep_cycles;
}

uint64_t sim_sleep_mode_cycles(int mode)
{
    return mode >= 0 && mode < SIM_SLEEP_MODES ? sim_core.sleep_mode_cycles[mode] : 0;
}

const char *sim_sleep_mode_name(int mode)
{
    static const char *names[SIM_SLEEP_MODES] = { "idle", "power-down", "power-save", "other" };
    return mode >= 0 && mode < SIM_SLEEP_MODES ? names[mode] : "?";
}

uint64_t sim_power_down_wakes(void)
{
    return sim_core.power_down_wakes;
}

/* SMCR (data address 0x53 on the ATmega328P, 2560 and 1284P alike): the
 * mode the SLEEP instruction chose, from its SM2..SM0 bits (3..1). */
#define SIM_SMCR 0x53
static int sleep_mode_now(const avr_t *avr)
{
    switch ((avr->data[SIM_SMCR] >> 1) & 7) {
    case 0: return SIM_SLEEP_IDLE;
    case 2: return SIM_SLEEP_POWER_DOWN;
    case 3: return SIM_SLEEP_POWER_SAVE;
    default: return SIM_SLEEP_OTHER;
    }
}

static avr_cycle_count_t stop_timer(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)when;
    (void)param;
    return 0;
}

/* An awake stretch ended at cycle `at` (the core fell asleep). */
static void awake_ended(uint64_t at)
{
    if (at > awake.since && at - awake.since > awake.longest) {
        awake.longest = at - awake.since;
        awake.longest_at = awake.since;
    }
}

void sim_awake_clear(void)
{
    awake.since = sim_core.avr ? sim_core.avr->cycle : 0;
    awake.longest = 0;
    awake.longest_at = awake.since;
}

uint64_t sim_awake_longest(uint64_t *at)
{
    /* a stretch still going counts as far as it has come */
    if (sim_core.avr && sim_core.avr->state != cpu_Sleeping)
        awake_ended(sim_core.avr->cycle);
    *at = awake.longest_at;
    return awake.longest;
}

/* Run until the cycle counter reaches target, or stop_on_line and a new
 * complete line arrives. */
static int run_until(uint64_t target, int stop_on_line)
{
    if (!sim_core.open || sim_core.state != SIM_RUNNING)
        return sim_core.open ? sim_core.state : SIM_CRASHED;
    avr_t *avr = sim_core.avr;
    uint64_t lines_at_start = sim_uart_lines_written();
    sim_capture_begin();
    if (target > avr->cycle)
        avr_cycle_timer_register(avr, target - avr->cycle, stop_timer, NULL);
    uint16_t min_sp = sim_core.min_sp;
    int sp_settling = 0;
    /* (asked once: a call per instruction was 5 % of a run's time) */
    const int gdb = sim_gdb_attached();
    while (avr->cycle < target) {
        if (gdb && sim_gdb_holding()) {
            /* gdb holds the core: time stands still (avr_run polls gdb) */
            if (sim_core.realtime)
                break;
            avr_run(avr);
            if (sim_gdb_holding())
                usleep(1000);
            if (avr->state == cpu_Done) {
                sim_core.state = SIM_STOPPED;
                break;
            }
            continue;
        }
        /* "out SPH, Rr" (1011 1AAr rrrr AAAA, A = 0x3E) starts a two-byte
         * SP update: SP is torn until "out SPL" two instructions later. */
        if (avr->pc < avr->flashend) {
            uint16_t op = (uint16_t)(avr->flash[avr->pc] | (avr->flash[avr->pc + 1] << 8));
            if ((op & 0xF800) == 0xB800 && (((op >> 5) & 0x30) | (op & 0x0F)) == 0x3E)
                sp_settling = 3;
        }
        int was_sleeping = avr->state == cpu_Sleeping;
        uint64_t before = avr->cycle;
        int st = avr_run(avr);
        /* simavr jumps a sleeping core to its next timer event, in the
         * same call as the SLEEP instruction (1 cycle, awake) and in the
         * calls after it */
        if (!was_sleeping && avr->state == cpu_Sleeping)
            sim_core.sleep_mode = sleep_mode_now(avr);
        if (was_sleeping || avr->state == cpu_Sleeping) {
            uint64_t d = avr->cycle - before;
            d = was_sleeping || d == 0 ? d : d - 1;
            sim_core.sleep_cycles += d;
            sim_core.sleep_mode_cycles[sim_core.sleep_mode] += d;
        }
        if (was_sleeping && avr->state != cpu_Sleeping &&
            sim_core.sleep_mode == SIM_SLEEP_POWER_DOWN)
            sim_core.power_down_wakes++;
        if (was_sleeping != (avr->state == cpu_Sleeping)) {
            sim_trace_sleep(!was_sleeping, was_sleeping ? avr->cycle : before + 1);
            if (was_sleeping)
                awake.since = avr->cycle;
            else
                awake_ended(before + 1);
        }
        if (sp_settling)
            sp_settling--;
        else {
            uint16_t sp = (uint16_t)(avr->data[R_SPL] | (avr->data[R_SPH] << 8));
            if (sp < min_sp)
                min_sp = sp;
        }
        /* a reset from inside also cleared the timer that ends this run */
        if (avr->pc == avr->reset_pc) {
            after_reset();
            if (target > avr->cycle)
                avr_cycle_timer_register(avr, target - avr->cycle, stop_timer, NULL);
        }
        if (sim_core.state == SIM_OFF)
            break;   /* the supply was cut (power.c) */
        if (st == cpu_Done || st == cpu_Crashed) {
            sim_core.state = st == cpu_Done ? SIM_STOPPED : SIM_CRASHED;
            break;
        }
        if (stop_on_line && sim_uart_lines_written() != lines_at_start)
            break;
    }
    avr_cycle_timer_cancel(avr, stop_timer, NULL);
    sim_core.min_sp = min_sp;
    sim_capture_end();
    return sim_core.state;
}

/* Sleeps the host while simulated time is ahead of the wall clock. */
static void pace(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    double wall_us = (double)(now.tv_sec - wall0.tv_sec) * 1e6 +
                     (double)(now.tv_nsec - wall0.tv_nsec) / 1e3;
    double sim_us = (double)(sim_core.avr->cycle - cycle0) * 1e6 / sim_frequency();
    if (sim_us > wall_us + 500) {
        usleep((useconds_t)(sim_us - wall_us));
    } else if (wall_us > sim_us + 200000) {
        /* the host fell behind by more than 0.2 s: do not race to catch up */
        wall0 = now;
        cycle0 = sim_core.avr->cycle;
    }
}

int sim_run_cycles(uint64_t cycles)
{
    if (!sim_core.open)
        return SIM_CRASHED;
    uint64_t target = sim_core.avr->cycle + cycles;
    if (!sim_core.realtime)
        return run_until(target, 0);
    uint64_t chunk = sim_frequency() / 1000;   /* 1 ms */
    while (sim_core.avr->cycle < target && sim_core.state == SIM_RUNNING &&
           !sim_gdb_holding()) {
        uint64_t t = sim_core.avr->cycle + chunk;
        run_until(t < target ? t : target, 0);
        pace();
    }
    return sim_core.state;
}

int sim_run_ms(uint32_t ms)
{
    return sim_run_cycles((uint64_t)ms * sim_frequency() / 1000);
}

int sim_next_reply(char *buf, size_t size, uint32_t timeout_ms)
{
    if (!sim_core.open)
        return 0;
    uint64_t target = sim_core.avr->cycle + (uint64_t)timeout_ms * sim_frequency() / 1000;
    uint64_t chunk = sim_core.realtime ? sim_frequency() / 1000 : target;
    while (!sim_replies_pending() && sim_core.avr->cycle < target &&
           sim_core.state == SIM_RUNNING) {
        uint64_t t = sim_core.avr->cycle + chunk;
        run_until(t < target ? t : target, 1);
        if (sim_core.realtime)
            pace();
    }
    return sim_uart_take_line(buf, size);
}

void sim_reset(void)
{
    if (!sim_core.open)
        return;
    sim_capture_begin();
    avr_reset(sim_core.avr);
    sim_capture_end();
    sim_core.state = SIM_RUNNING;
    after_reset();
}
