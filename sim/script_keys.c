/*
 * script_keys.c — the script commands that move time and work the keys:
 * wait, press, hold, release, hold-keys, chatter, key-down and the three
 * -mv commands (any voltage on a key ladder, e.g. a shield variant's key
 * 5 % off; a board without a ladder refuses them: guard them with
 * `[keys=ladder]`).  On a board whose keys are a rotary encoder only
 * SELECT (its button) has a pin: the others are refused (turn, click:
 * script_encoder.c).
 */
#include "sim/script.h"

#include <stdio.h>
#include <string.h>

#include "sim/text.h"

void script_press_key(enum sim_key key, uint32_t hold_ms)
{
    sim_press(key);
    sim_run_ms(hold_ms);
    sim_release();
    sim_run_ms(PRESS_AFTER_MS);
}

/* 1 when the board has a pin for key; otherwise the script fails and
 * ends. */
static int wired(struct run *r, const char *what, int key)
{
    if (sim_key_wired((enum sim_key)key))
        return 1;
    script_fail(r, what, "%s: this board's keys are a rotary encoder (turn, click, long-click; "
                "press select; left where it has a back button)", sim_key_name((enum sim_key)key));
    r->fatal = 1;
    return 0;
}

SCRIPT_HANDLER(cmd_wait)
{
    unsigned long v;
    (void)r, (void)c, (void)what;
    if (!parse_range(rest, "MS", 0, SCRIPT_MS_MAX, &v, NULL))
        return CMD_USAGE;
    sim_run_ms((uint32_t)v);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_press)
{
    unsigned long hold = PRESS_HOLD_MS;
    int key;
    const char *e;
    (void)c;
    if (!parse_key(rest, &key, &e) || !parse_opt_range(e, "HOLD_MS", 0, SCRIPT_MS_MAX, &hold))
        return CMD_USAGE;
    if (!wired(r, what, key))
        return CMD_STOP;
    script_press_key((enum sim_key)key, (uint32_t)hold);
    return CMD_OK;
}

/* "KEY MS": 1 if read. */
static int key_and_ms(const char *rest, int *key, unsigned long *ms)
{
    const char *e;
    return parse_key(rest, key, &e) && parse_range(e, "MS", 0, SCRIPT_MS_MAX, ms, NULL);
}

SCRIPT_HANDLER(cmd_hold)
{
    unsigned long v;
    int key;
    (void)r, (void)c, (void)what;
    if (!key_and_ms(rest, &key, &v))
        return CMD_USAGE;
    if (!wired(r, what, key))
        return CMD_STOP;
    sim_press((enum sim_key)key);
    sim_run_ms((uint32_t)v);
    sim_release();
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_hold_keys)
{
    char keys[64];
    unsigned mask = 0;
    unsigned long v;
    int used = 0;
    (void)r, (void)c, (void)what;
    if (sscanf(rest, "%63s %n", keys, &used) != 1 || !parse_range(rest + used, "MS", 0, SCRIPT_MS_MAX, &v, NULL))
        return CMD_USAGE;
    for (char *k = strtok(keys, "+"); k; k = strtok(NULL, "+")) {
        int code = sim_key_from_name(k);
        if (code <= 0)
            return CMD_USAGE;
        if (!wired(r, what, code))
            return CMD_STOP;
        mask |= 1u << code;
    }
    sim_press_keys(mask);
    sim_run_ms((uint32_t)v);
    sim_release();
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_chatter)
{
    unsigned long v;
    int key;
    (void)r, (void)c, (void)what;
    if (!key_and_ms(rest, &key, &v))
        return CMD_USAGE;
    if (!wired(r, what, key))
        return CMD_STOP;
    sim_chatter((enum sim_key)key, (uint32_t)v);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_key_down)
{
    unsigned long v = 0;
    int key;
    const char *e;
    (void)r, (void)c, (void)what;
    if (!parse_key(rest, &key, &e) || !parse_opt_range(e, "MS", 0, SCRIPT_MS_MAX, &v))
        return CMD_USAGE;
    if (!wired(r, what, key))
        return CMD_STOP;
    sim_press((enum sim_key)key);
    sim_run_ms((uint32_t)v);
    return CMD_OK;
}

/* press-mv MV [HOLD_MS], hold-mv MV MS, set-mv MV [MS] */
SCRIPT_HANDLER(cmd_mv)
{
    unsigned long mv, ms = 0;
    const char *e;
    int pressing = !strcmp(c->name, "press-mv");
    int holding = !strcmp(c->name, "hold-mv");
    if (!sim_keys_ladder()) {
        script_fail(r, what, "this board has no key ladder (guard the line with [keys=ladder])");
        r->fatal = 1;
        return CMD_STOP;
    }
    if (!parse_range(rest, "MV", 0, 6000, &mv, &e))
        return CMD_USAGE;
    if (pressing)
        ms = PRESS_HOLD_MS;
    if (holding ? !parse_range(e, "MS", 0, SCRIPT_MS_MAX, &ms, NULL)
                : !parse_opt_range(e, pressing ? "HOLD_MS" : "MS", 0, SCRIPT_MS_MAX, &ms))
        return CMD_USAGE;
    sim_key_mv((uint32_t)mv);
    sim_run_ms((uint32_t)ms);
    if (pressing || holding)
        sim_release();
    if (pressing)
        sim_run_ms(PRESS_AFTER_MS);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_release)
{
    unsigned long v = 0;
    (void)r, (void)c, (void)what;
    if (!parse_opt_range(rest, "MS", 0, SCRIPT_MS_MAX, &v))
        return CMD_USAGE;
    sim_release();
    sim_run_ms((uint32_t)v);
    return CMD_OK;
}
