/*
 * script_flow.c — the script commands that steer the lines around them:
 * `requires` (the rest of the script only where the board meets every
 * condition) and `repeat` (a line's commands run N times, its work
 * bounded: REPEAT_MAX commands in all, no repeat or cut sweep inside).
 */
#include "sim/script.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "sim/caps.h"
#include "sim/text.h"

SCRIPT_HANDLER(cmd_requires)
{
    (void)c;
    char why[300];
    int v = caps_eval(rest, why, sizeof why);
    if (v < 0) {
        script_fail(r, what, "%s", why);
        r->fatal = 1;
        return CMD_STOP;
    }
    if (v == 0) {
        if (r->mode != MODE_BENCH)
            printf("skip %s:%d (needs %s)\n", r->file, r->line, why);
        return CMD_SKIP_REST;
    }
    return CMD_OK;
}

/* The command word of a repeat's part (its guard passed over) is one
 * that cannot be inside a repeat: another repeat, or a cut sweep's ends
 * (the sweep reads the file's lines). */
static int part_refused(const char *part, const char *end)
{
    static const char *const words[] = { "repeat", "cut-sweep", "cut-sweep-end" };
    const char *p = skip_blanks(part);
    if (*p == '[') {
        const char *close = memchr(p, ']', (size_t)(end - p));
        if (close)
            p = skip_blanks(close + 1);
    }
    size_t n = 0;
    while (p + n < end && p[n] && !isspace((unsigned char)p[n]))
        n++;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == n && !strncmp(p, words[i], n))
            return 1;
    return 0;
}

/* repeat N CMD [; CMD]...: each round runs the body's commands in turn;
 * a failure that stops the script stops the repeat.  No part may be a
 * repeat (nor a cut sweep), and N rounds of its parts are at most
 * REPEAT_MAX commands: a line's work is bounded. */
SCRIPT_HANDLER(cmd_repeat)
{
    (void)c;
    (void)what;
    const char *after;
    unsigned long rounds, parts = 0;
    if (!parse_range(rest, "N", 1, REPEAT_MAX, &rounds, &after))
        return CMD_USAGE;
    const char *body = skip_blanks(after);
    if (!*body)
        return CMD_USAGE;
    for (const char *part = body; part; parts++) {
        const char *semi = strchr(part, ';');
        if (part_refused(part, semi ? semi : part + strlen(part))) {
            script_arg_refuse("part %lu of the body is a repeat or a cut sweep (a repeat cannot "
                              "hold one)", parts + 1);
            return CMD_USAGE;
        }
        part = semi ? semi + 1 : NULL;
    }
    if (rounds * parts > REPEAT_MAX) {
        script_arg_refuse("%lu rounds of %lu commands: over %lu commands in all", rounds, parts,
                          REPEAT_MAX);
        return CMD_USAGE;
    }
    for (unsigned long round = 0; round < rounds; round++) {
        char copy[SCRIPT_LINE_MAX + 64];
        copy_text(copy, sizeof copy, body);
        for (char *part = copy; part;) {
            char *semi = strchr(part, ';');
            if (semi)
                *semi++ = 0;
            int code = script_command(r, part);
            if (code != 0)
                return code;
            part = semi;
        }
    }
    return CMD_OK;
}
