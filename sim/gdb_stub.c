/*
 * gdb_stub.c — simavr's gdb stub on a TCP port (sim_gdb_set before
 * sim_open): avr-gdb attaches with `target remote :PORT` and the ELF, and
 * the LCD, keys and console stay wired as ever.
 *
 * The core starts stopped, so the debugger can set its breakpoints before
 * the first instruction (gdb's `continue` starts it).  simavr's stub polls
 * its socket between instructions; its own sleep callback would also
 * sleep the host for the time the core sleeps, so the harness's takes its
 * place: it only polls, and run.c paces real time as it always does.
 * While gdb holds the core (a breakpoint, a step), simulated time stands
 * still: run.c waits, polling, and the interactive front end goes on
 * drawing.  When gdb leaves (kill, detach: simavr 1.6 sees its connection
 * close) the core runs on; a stub that stops it for good instead shows as
 * sim_gdb_ended(), not as a firmware that stopped by itself.
 */
#include "sim/harness.h"

#include <sim_gdb.h>

static int gdb_port;   /* kept across opens; 0: no stub */
static int attached;   /* this open's core has the stub */

void sim_gdb_set(int port)
{
    gdb_port = port;
}

int sim_gdb_port(void)
{
    return gdb_port;
}

/* The core sleeps: poll the debugger, never the host's clock. */
static void sleep_poll(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)how_long;
    avr_gdb_processor(avr, 0);
}

int sim_gdb_attach(void)
{
    attached = 0;
    if (!gdb_port)
        return 0;
    avr_t *avr = sim_core.avr;
    avr->gdb_port = gdb_port;
    sim_capture_begin();
    int rc = avr_gdb_init(avr);
    sim_capture_end();
    if (rc != 0) {
        sim_set_error("gdb stub: cannot listen on port %d", gdb_port);
        return -1;
    }
    avr->sleep = sleep_poll;
    avr->state = cpu_Stopped;
    attached = 1;
    return 0;
}

/* avr_terminate closes the stub's sockets itself. */
void sim_gdb_detach(void)
{
    attached = 0;
}

int sim_gdb_attached(void)
{
    return attached;
}

int sim_gdb_holding(void)
{
    return attached && sim_core.avr->state == cpu_Stopped;
}

int sim_gdb_ended(void)
{
    return attached && sim_core.state == SIM_STOPPED;
}
