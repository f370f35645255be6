/*
 * oled_script.c — the OLED's own scenario commands (sim/display.h's
 * commands, which script_oled.c hands them to; on a board with another
 * display each stops the script): the module and its bus set as a fault
 * scenario needs them (`oled`: oled.c and its bus's file), the panel's
 * state (expect-oled), the model's current (expect-max-oled-ua) and the
 * time of a whole-glass redraw (measure-oled-sweep).  The OLED's
 * descriptor (boards/displays/ssd1306.mk) names this file.
 */
#include "sim/display.h"
#include "sim/oled.h"
#include "sim/script.h"

#include <stdio.h>
#include <string.h>

/* oled SETTING [ARG]: the module's address, presence, chip, or a fault
 * of the bus */
static SCRIPT_HANDLER(oled_cmd_oled)
{
    char setting[32], arg[32], err[160];
    (void)c;
    if (!parse_setting(rest, setting, sizeof setting, arg, sizeof arg))
        return CMD_USAGE;
    if (sim_oled_set(setting, arg[0] ? arg : NULL, err, sizeof err) != 0)
        return script_stop(r, what, "%s", err);
    return CMD_OK;
}

/* expect-oled on|off [contrast=N] */
static SCRIPT_HANDLER(oled_cmd_expect_oled)
{
    char state[8] = "", opt[32] = "", more[8];
    const char *p = rest;
    unsigned long contrast = 0;
    (void)c;
    if (script_next_text(&p, state, sizeof state) != 1 || script_next_text(&p, opt, sizeof opt) < 0 ||
        script_next_text(&p, more, sizeof more) != 0 || (strcmp(state, "on") && strcmp(state, "off")) ||
        (opt[0] && (strncmp(opt, "contrast=", 9) || !parse_range(opt + 9, "contrast", 0, 255, &contrast, NULL))))
        return CMD_USAGE;
    int on = !strcmp(state, "on");
    if (sim_oled_lit() != on)
        script_fail(r, what, "the OLED is %s", sim_oled_lit() ? "on"
                    : sim_oled_panel()->display_on ? "dark (display on, its charge pump off)"
                    : "off (display off)");
    else if (opt[0] && (unsigned long)sim_oled_contrast() != contrast)
        script_fail(r, what, "the contrast is %d", sim_oled_contrast());
    else
        script_pass(r, what);
    return CMD_OK;
}

/* expect-max-oled-ua UA */
static SCRIPT_HANDLER(oled_cmd_expect_max_oled_ua)
{
    unsigned long ua;
    (void)c;
    if (!parse_uint(rest, &ua, NULL))
        return CMD_USAGE;
    double now = sim_oled_current_ua();
    if (now > (double)ua)
        script_fail(r, what, "the OLED draws %.0f uA", now);
    else
        script_pass_note(r, what, "%.1f uA", now);
    return CMD_OK;
}

/* measure-oled-sweep LABEL: the last whole-glass sweep (page 0's first
 * data byte -> page 7's last), newer than the one measured before */
static SCRIPT_HANDLER(oled_cmd_measure_oled_sweep)
{
    char label[64];
    uint64_t first, last;
    unsigned n = sim_oled_sweep(&first, &last);
    (void)c;
    if (!word_arg(rest, label, sizeof label))
        return CMD_USAGE;
    if (n == r->oled_sweeps_measured)
        script_fail(r, what, "no whole-glass sweep (pages 0-7, 128 columns each, in order) %s",
                    n ? "since the last measure" : "yet");
    else
        script_record_measure(r, what, label, last - first, 0);
    r->oled_sweeps_measured = n;
    return CMD_OK;
}

const struct sim_display_cmd sim_oled_commands[] = {
    { "oled", oled_cmd_oled },
    { "expect-oled", oled_cmd_expect_oled },
    { "expect-max-oled-ua", oled_cmd_expect_max_oled_ua },
    { "measure-oled-sweep", oled_cmd_measure_oled_sweep },
    { NULL, NULL },
};
