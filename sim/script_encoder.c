/*
 * script_encoder.c — the script commands that work a rotary encoder
 * (boards whose keys are one, `keys=encoder`): turn (the model:
 * sim/encoder.c), click and long-click (its button, SELECT's pin: `press
 * select` works it too).  Every other board refuses them: guard them with
 * `[keys=encoder]`.
 */
#include "sim/script.h"

#include <string.h>

/* 1 on an encoder board; otherwise the script fails and ends. */
static int encoder_here(struct run *r, const char *what)
{
    if (sim_keys_encoder())
        return 1;
    script_fail(r, what, "this board has no rotary encoder (guard the line with [keys=encoder])");
    r->fatal = 1;
    return 0;
}

/* turn N [MS_PER_DETENT] [bounce]: N detents, clockwise (anticlockwise
 * when negative), MS each (50 by default: 20 a second). */
SCRIPT_HANDLER(cmd_turn)
{
    unsigned long n, ms = 50;
    const char *e;
    int back = 0;
    char word[16] = "";
    (void)c;
    rest += strspn(rest, " \t");
    if (*rest == '-' || *rest == '+')
        back = *rest++ == '-';
    if (!parse_range(rest, "N", 1, 100000, &n, &e))
        return CMD_USAGE;
    e += strspn(e, " \t");
    if (*e >= '0' && *e <= '9') {
        if (!parse_range(e, "MS_PER_DETENT", 1, 10000, &ms, &e))
            return CMD_USAGE;
        e += strspn(e, " \t");
    }
    if (*e && (!word_arg(e, word, sizeof word) || strcmp(word, "bounce")))
        return CMD_USAGE;
    if (!encoder_here(r, what))
        return CMD_STOP;
    sim_encoder_turn(back ? -(long)n : (long)n, (uint32_t)ms, *e != 0);
    return CMD_OK;
}

/* click [MS] / long-click [MS]: the button down MS (100 / 800 by
 * default), up, then 50 ms. */
SCRIPT_HANDLER(cmd_click)
{
    unsigned long ms = strcmp(c->name, "long-click") ? PRESS_HOLD_MS : 800;
    if (!parse_opt_range(rest, "MS", 0, SCRIPT_MS_MAX, &ms))
        return CMD_USAGE;
    if (!encoder_here(r, what))
        return CMD_STOP;
    script_press_key(SIM_KEY_SELECT, (uint32_t)ms);
    return CMD_OK;
}
