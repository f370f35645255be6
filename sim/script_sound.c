/*
 * script_sound.c — scenario commands for the buzzer, as heard from its
 * pin (sound.c): the next tone's frequency and length
 * (expect-tone), an active buzzer's next beep and its length
 * (expect-beep: its pitch is its own), silence over a stretch
 * (expect-no-tone), the pin low and quiet (expect-silent), the tones so
 * far printed (tones) or forgotten (tones-clear).  A tone is checked
 * once: each expect-tone or expect-beep takes the oldest tone (a beep is
 * one of 0 Hz) not yet checked or forgotten.
 */
#include "sim/script.h"

#include <math.h>
#include <string.h>

/* How long expect-tone waits for a tone to be over. */
#define TONE_WAIT_MS 2000u

/* A tone as the checks print it. */
static void tone_text(const struct sim_tone *t, char *buf, size_t size)
{
    if (t->hz == 0.0)
        snprintf(buf, size, "a beep for %.1f ms at %.1f ms", t->ms, t->at_ms);
    else
        snprintf(buf, size, "%.0f Hz for %.1f ms at %.1f ms", t->hz, t->ms, t->at_ms);
}

/* The oldest tone not yet checked, into t and forgotten, waiting up to
 * TONE_WAIT_MS for one to be over; 0 (the failure said) when none came. */
static int next_tone(struct run *r, const char *what, struct sim_tone *t)
{
    for (uint32_t waited = 0; sim_tones() == 0 && waited < TONE_WAIT_MS; waited++)
        if (sim_run_ms(1) != SIM_RUNNING)
            break;
    if (!sim_tone(0, t)) {
        script_fail(r, what, "no %s within %u ms", sim_buzzer_active() ? "beep" : "tone",
                    TONE_WAIT_MS);
        return 0;
    }
    sim_tones_forget(1);
    return 1;
}

/* expect-tone HZ PCT MS TOL: the next tone within PCT % of HZ, its length
 * within TOL ms of MS (waiting up to 2 s for it to be over) */
SCRIPT_HANDLER(cmd_expect_tone)
{
    unsigned long hz, pct, ms, tol;
    const char *q;
    struct sim_tone t;
    char heard[96];
    (void)c;
    if (!parse_range(rest, "HZ", 1, 1000000, &hz, &q) || !parse_range(q, "PCT", 0, 100, &pct, &q) ||
        !parse_range(q, "MS", 0, SCRIPT_MS_MAX, &ms, &q) ||
        !parse_range(q, "TOL", 0, SCRIPT_MS_MAX, &tol, NULL))
        return CMD_USAGE;
    if (!sim_buzzer()) {
        script_fail(r, what, "this board has no buzzer pin");
        return CMD_OK;
    }
    if (sim_buzzer_active()) {
        script_fail(r, what, "this board's buzzer is an active one, its pitch its own (expect-beep)");
        return CMD_OK;
    }
    if (!next_tone(r, what, &t))
        return CMD_OK;
    tone_text(&t, heard, sizeof heard);
    if (fabs(t.hz - (double)hz) > (double)hz * (double)pct / 100.0)
        script_fail(r, what, "heard %s: off by %.1f %%", heard,
                    100.0 * (t.hz - (double)hz) / (double)hz);
    else if (fabs(t.ms - (double)ms) > (double)tol)
        script_fail(r, what, "heard %s: its length off by %.1f ms", heard, t.ms - (double)ms);
    else
        script_pass_note(r, what, "%s", heard);
    return CMD_OK;
}

/* expect-beep MS TOL: an active buzzer's next beep (the pin high), its
 * length within TOL ms of MS (waiting up to 2 s for it to be over) */
SCRIPT_HANDLER(cmd_expect_beep)
{
    unsigned long ms, tol;
    const char *q;
    struct sim_tone t;
    char heard[96];
    (void)c;
    if (!parse_range(rest, "MS", 0, SCRIPT_MS_MAX, &ms, &q) ||
        !parse_range(q, "TOL", 0, SCRIPT_MS_MAX, &tol, NULL))
        return CMD_USAGE;
    if (!sim_buzzer_active()) {
        script_fail(r, what, "this board has no active buzzer (a piezo's tones: expect-tone)");
        return CMD_OK;
    }
    if (!next_tone(r, what, &t))
        return CMD_OK;
    tone_text(&t, heard, sizeof heard);
    if (fabs(t.ms - (double)ms) > (double)tol)
        script_fail(r, what, "heard %s: its length off by %.1f ms", heard, t.ms - (double)ms);
    else
        script_pass_note(r, what, "%s", heard);
    return CMD_OK;
}

/* expect-no-tone MS: run MS; no tone heard (none waiting either) */
SCRIPT_HANDLER(cmd_expect_no_tone)
{
    unsigned long ms;
    struct sim_tone t;
    char heard[96];
    (void)c;
    if (!parse_range(rest, "MS", 0, SCRIPT_MS_MAX, &ms, NULL))
        return CMD_USAGE;
    sim_run_ms((uint32_t)ms);
    if (sim_tone(0, &t)) {
        tone_text(&t, heard, sizeof heard);
        script_fail(r, what, "%u tones, the first %s", sim_tones(), heard);
        sim_tones_forget(sim_tones());
    } else if (sim_tone_sounding()) {
        script_fail(r, what, "a tone sounds");
    } else {
        script_pass(r, what);
    }
    return CMD_OK;
}

/* expect-silent: no tone sounding, the pin not driven high */
SCRIPT_HANDLER(cmd_expect_silent)
{
    (void)c;
    (void)rest;
    if (sim_tone_sounding() && !sim_buzzer_active())
        script_fail(r, what, "a tone sounds");
    else if (sim_buzzer_high())
        script_fail(r, what, "the buzzer pin is left high");
    else
        script_pass(r, what);
    return CMD_OK;
}

/* tones: print the tones not yet checked */
SCRIPT_HANDLER(cmd_tones)
{
    struct sim_tone t;
    char heard[96];
    (void)r;
    (void)c;
    (void)what;
    (void)rest;
    for (unsigned i = 0; sim_tone(i, &t); i++) {
        tone_text(&t, heard, sizeof heard);
        printf("tone: %s\n", heard);
    }
    return CMD_OK;
}

/* tones-clear: forget the tones heard so far */
SCRIPT_HANDLER(cmd_tones_clear)
{
    (void)r;
    (void)c;
    (void)what;
    (void)rest;
    sim_tones_forget(sim_tones());
    return CMD_OK;
}
