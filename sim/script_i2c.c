/*
 * script_i2c.c — scenario commands for a board whose LCD hangs on an I2C
 * backpack (`lcd=pcf8574`): the module and the bus set as a fault
 * scenario needs them (lcd-i2c, lcd_i2c.c's own command), and the
 * activity LED's no-display pattern counted (expect-blinks).
 */
#include "sim/script.h"

#include <stdio.h>
#include <string.h>

/* lcd-i2c SETTING [ARG]: the backpack's own command (lcd_i2c.c), its
 * line read first on every board (a malformed one refused as such) */
SCRIPT_HANDLER(cmd_lcd_i2c)
{
    char setting[32], arg[32];
    if (!parse_setting(rest, setting, sizeof setting, arg, sizeof arg))
        return CMD_USAGE;
    return script_display_own(r, c, what, rest,
                              "this board's LCD is not on I2C (guard the line with [lcd=pcf8574])");
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
