/*
 * script.c — running a scenario script (script.h).
 *
 * One command per line; a line whose first non-blank character is '#' is
 * a comment.  Every script starts from a fresh reset with no key down.
 * "$BOARD" anywhere in a line is the board's name.  A line may start with
 * a guard, "[COND COND...] COMMAND": the command runs only where every
 * condition on the board's capabilities holds (caps.h: `[keys=ladder]`,
 * `[piles>=32]`, `[maps~large]`), and `requires COND...` skips the rest
 * of the script elsewhere.  The commands themselves: script_table.c, or
 * `nimbox-sim --commands`.
 *
 * A crash, a stop, or any HD44780 write while busy fails the script.
 */
#include "sim/script.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "sim/caps.h"
#include "sim/text.h"

void script_pass(struct run *r, const char *what)
{
    if (r->sweep.active)
        return;   /* a sweep's round counts as one check */
    r->passed++;
    if (r->mode != MODE_BENCH)
        printf("ok   %s:%d %s\n", r->file, r->line, what);
}

void script_pass_note(struct run *r, const char *what, const char *fmt, ...)
{
    char note[200], msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(note, sizeof note, fmt, ap);
    va_end(ap);
    snprintf(msg, sizeof msg, "%s (%s)", what, note);
    script_pass(r, msg);
}

/* FAIL, and the reason (fmt, ap) on the next line when there is one. */
static void fail_v(struct run *r, const char *what, const char *fmt, va_list ap)
{
    r->script_failed = 1;
    if (r->sweep.active) {
        r->sweep.round_failed = 1;   /* the round fails (counted by the sweep) */
        if (r->sweep.quiet)
            return;
        printf("FAIL %s:%d %s [cut-sweep %s, K = %lu]\n", r->file, r->line, what,
               sim_torn_name(r->sweep.model), r->sweep.k);
    } else {
        r->failed++;
        printf("FAIL %s:%d %s\n", r->file, r->line, what);
    }
    if (fmt) {
        printf("     ");
        vprintf(fmt, ap);
        printf("\n");
    }
}

void script_fail(struct run *r, const char *what, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_v(r, what, fmt, ap);
    va_end(ap);
}

void script_fail_lcd(struct run *r, const char *what, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_v(r, what, fmt, ap);
    va_end(ap);
    if (r->sweep.active && r->sweep.quiet)
        return;
    printf("     LCD at %.3f ms:\n", sim_cycles_to_ms(sim_cycles()));
    sim_lcd_print(stdout, "     ");
}

void script_expand_board(const char *in, char *out, size_t size)
{
    size_t o = 0;
    while (*in && o + 1 < size) {
        if (!strncmp(in, "$BOARD", 6)) {
            for (const char *b = BOARD_NAME; *b && o + 1 < size; b++)
                out[o++] = *b;
            in += 6;
        } else {
            out[o++] = *in++;
        }
    }
    out[o] = 0;
}

static const struct script_cmd *find_command(const char *name)
{
    for (size_t i = 0; i < script_cmd_count; i++)
        if (!strcmp(script_cmds[i].name, name))
            return &script_cmds[i];
    return NULL;
}

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

/* repeat N CMD [; CMD]...: each round runs the body's commands in turn;
 * a failure that stops the script stops the repeat. */
SCRIPT_HANDLER(cmd_repeat)
{
    (void)c;
    (void)what;
    char *body;
    unsigned long rounds = strtoul(rest, &body, 10);
    if (body == rest || rounds == 0 || rounds > 100000)
        return CMD_USAGE;
    body = (char *)skip_blanks(body);
    if (!*body || !strncmp(body, "repeat", 6))
        return CMD_USAGE;
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

/* A guard "[COND...]" at p: 1 run the line (p moved past it), 0 skip it,
 * -1 unreadable (reported). */
static int guard(struct run *r, char **p)
{
    char why[300];
    char *close = strchr(*p, ']');
    if (!close) {
        script_fail(r, *p, "no ']' after the guard");
        return -1;
    }
    *close = 0;
    int v = caps_eval(*p + 1, why, sizeof why);
    if (v < 0) {
        script_fail(r, *p + 1, "guard: %s", why);
        return -1;
    }
    *p = (char *)skip_blanks(close + 1);
    return v;
}

int script_command(struct run *r, char *line)
{
    char name[32];
    size_t n = 0;
    char *p = (char *)skip_blanks(line);
    if (!*p || *p == '#')
        return CMD_OK;
    if (*p == '[') {
        int g = guard(r, &p);
        if (g < 0) {
            r->fatal = 1;
            return CMD_STOP;
        }
        if (g == 0)
            return CMD_OK;
    }
    while (p[n] && !isspace((unsigned char)p[n]) && n < sizeof name - 1) {
        name[n] = p[n];
        n++;
    }
    name[n] = 0;
    char what[300];
    copy_text(what, sizeof what, p);
    rtrim(what);
    const struct script_cmd *c = find_command(name);
    if (!c) {
        script_fail(r, what, "unknown command \"%s\"", name);
        r->fatal = 1;
        return CMD_STOP;
    }
    int code = c->run(r, c, what, p + n);
    if (code == CMD_USAGE) {
        script_fail(r, what, "bad arguments (%s %s)", c->name, c->args);
        r->fatal = 1;
        return CMD_STOP;
    }
    if (code != CMD_OK)
        return code;
    if (r->mode == MODE_DEMO && c->step) {
        printf("> %s   [%.1f ms]\n", what, sim_cycles_to_ms(sim_cycles()));
        sim_lcd_print(stdout, "  ");
    }
    char buf[SCRIPT_LINE_MAX];
    while (sim_peek_new_line(buf, sizeof buf))
        if (r->mode == MODE_DEMO)
            printf("  serial: %s\n", buf);
    if (sim_gdb_ended()) {
        printf("stop %s:%d: gdb ended the session\n", r->file, r->line);
        return CMD_STOP;
    }
    if (sim_crashed()) {
        r->fatal = 1;
        int crashed = sim_state() == SIM_CRASHED;
        script_fail_lcd(r, what, "the firmware %s at %.3f ms%s%s",
                        crashed ? "crashed" : "stopped (sleep with interrupts off)",
                        sim_cycles_to_ms(sim_cycles()), crashed ? "; simavr said: " : "",
                        crashed ? sim_last_log() : "");
        return CMD_STOP;
    }
    return CMD_OK;
}

int script_run_file(struct run *r, const char *elf, const char *path)
{
    FILE *f = fopen(path, "r");
    const char *base = strrchr(path, '/');
    r->file = base ? base + 1 : path;
    r->line = 0;
    r->script_failed = 0;
    r->busy_reported = 0;
    r->have_pulse = 0;
    r->nmeasures = 0;
    r->pick = -1;
    memset(&r->sweep, 0, sizeof r->sweep);
    sim_power_reset();
    script_cut_forget();
    caps_forget();
    if (!f) {
        script_fail(r, "open", "%s: %s", path, strerror(errno));
        r->fatal = 1;
        return -1;
    }
    if (sim_open(elf, 0) != 0) {
        script_fail(r, "load", "%s", sim_error());
        r->fatal = 1;
        fclose(f);
        return -1;
    }
    if (r->mode == MODE_DEMO)
        printf("== %s (%s)\n", r->file, elf);
    else if (r->mode == MODE_BENCH)
        printf("== %s\n", r->file);
    static char line[SCRIPT_LINE_MAX], expanded[SCRIPT_LINE_MAX + 64];
    r->in = f;
    while (fgets(line, sizeof line, f)) {
        r->line++;
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            line[--n] = 0;
        script_expand_board(line, expanded, sizeof expanded);
        if (script_command(r, expanded) != CMD_OK)
            break;   /* stopped, or the rest is not for this board */
    }
    r->in = NULL;
    fclose(f);
    if ((sim_busy_errors() || sim_lcd_timing_errors()) && !r->busy_reported)
        script_busy_failure(r, "end of script");
    script_note_lcd_margin(r);
    sim_close();
    return r->script_failed ? -1 : 0;
}

/* s with '|' written "\|" (a Markdown table cell). */
static void print_cell(FILE *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '|')
            fputc('\\', out);
        fputc(*s, out);
    }
}

void script_print_commands(FILE *out)
{
    fprintf(out, "| command | |\n| --- | --- |\n");
    for (size_t i = 0; i < script_cmd_count; i++) {
        const struct script_cmd *c = &script_cmds[i];
        fprintf(out, "| `%s%s", c->name, c->args[0] ? " " : "");
        print_cell(out, c->args);
        fputs("` | ", out);
        print_cell(out, c->help);
        fputs(" |\n", out);
    }
}
