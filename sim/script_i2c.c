/*
 * script_i2c.c — scenario commands for a board whose LCD hangs on an I2C
 * backpack (`lcd=pcf8574`): the module and the bus set as a fault
 * scenario needs them (lcd-i2c, lcd_i2c.c), and the activity LED's
 * no-display pattern counted (expect-blinks).
 */
#include "sim/script.h"

#include <stdio.h>
#include <string.h>

/* lcd-i2c SETTING [ARG]: the module's address, presence, wiring, or a
 * fault of the bus */
SCRIPT_HANDLER(cmd_lcd_i2c)
{
    char setting[32], arg[32], err[160];
    (void)c;
    if (!parse_setting(rest, setting, sizeof setting, arg, sizeof arg))
        return CMD_USAGE;
    if (sim_i2c_lcd_set(setting, arg[0] ? arg : NULL, err, sizeof err) != 0)
        return script_stop(r, what, "%s", err);
    return CMD_OK;
}

/* expect-blinks N MS: run MS; the activity pin rose exactly N times */
SCRIPT_HANDLER(cmd_expect_blinks)
{
    unsigned long n, ms;
    const char *q;
    (void)c;
    if (!parse_uint(rest, &n, &q) || !parse_range(q, "MS", 1, SCRIPT_MS_MAX, &ms, NULL))
        return CMD_USAGE;
    unsigned first = sim_activity_edges();
    sim_run_ms((uint32_t)ms);
    unsigned rises = 0, last = sim_activity_edges();
    for (unsigned i = first; i < last; i++) {
        int level;
        if (sim_activity_edge(i, NULL, &level) && level)
            rises++;
    }
    if (rises != n)
        script_fail(r, what, "the activity pin rose %u times in %lu ms", rises, ms);
    else
        script_pass(r, what);
    return CMD_OK;
}
