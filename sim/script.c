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
 * Counting: a line that asserts something is one pass or one fail; a
 * line that asserts nothing is a note; a line a guard refuses, or after a
 * `requires` that does not hold, is skipped ("N notes, S skipped" after
 * each script).  Anything that ends a script early is one failure, shown
 * even inside a quiet sweep round (script_stop).  A script passes only on
 * something checked: one that ran no check (empty, comments or notes
 * only, every check refused by a guard) fails at its end, unless a
 * `requires` skipped its rest (this board is not the script's); a run of
 * --check in which no check ran at all fails as well (main.c).
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
        return;   /* a sweep's round that holds counts as one check */
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

void script_note(struct run *r, const char *what, const char *fmt, ...)
{
    char note[200];
    va_list ap;
    if (r->sweep.active || r->mode != MODE_CHECK)
        return;
    va_start(ap, fmt);
    vsnprintf(note, sizeof note, fmt, ap);
    va_end(ap);
    printf("note %s:%d %s%s%s%s\n", r->file, r->line, what, note[0] ? " (" : "", note,
           note[0] ? ")" : "");
}

/* FAIL, and the reason (fmt, ap) on the next line when there is one.
 * Every failed check counts, inside a sweep's round too (which then
 * fails); a quiet round keeps its text in sweep.unshown instead. */
static void fail_v(struct run *r, const char *what, const char *fmt, va_list ap)
{
    char text[sizeof r->sweep.unshown];
    int n;
    r->script_failed = 1;
    r->failed++;
    if (r->sweep.active) {
        r->sweep.round_failed = 1;
        n = snprintf(text, sizeof text, "FAIL %s:%d %s [cut-sweep %s, K = %lu]\n", r->file,
                     r->line, what, sim_torn_name(r->sweep.model), r->sweep.k);
    } else {
        n = snprintf(text, sizeof text, "FAIL %s:%d %s\n", r->file, r->line, what);
    }
    if (fmt && n >= 0 && (size_t)n + 8 < sizeof text) {
        snprintf(text + n, sizeof text - (size_t)n, "     ");
        vsnprintf(text + n + 5, sizeof text - (size_t)n - 5, fmt, ap);
        size_t len = strlen(text);
        if (len + 1 >= sizeof text)
            len--;   /* cut short: the line still ends */
        text[len] = '\n';
        text[len + 1] = 0;
    }
    if (r->sweep.active && r->sweep.quiet) {
        copy_text(r->sweep.unshown, sizeof r->sweep.unshown, text);
        return;
    }
    fputs(text, stdout);
}

int script_stop(struct run *r, const char *what, const char *fmt, ...)
{
    va_list ap;
    int quiet = r->sweep.quiet;
    r->sweep.quiet = 0;   /* why a script ended is always shown */
    va_start(ap, fmt);
    fail_v(r, what, fmt, ap);
    va_end(ap);
    r->sweep.quiet = quiet;
    r->sweep.unshown[0] = 0;
    r->fatal = 1;
    return CMD_STOP;
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

/* The line's command run; its result code. */
static int run_command(struct run *r, char *p)
{
    char name[32];
    size_t n = 0;
    if (*p == '[') {
        int g = guard(r, &p);
        if (g < 0) {
            r->fatal = 1;
            return CMD_STOP;
        }
        if (g == 0) {
            if (r->depth == 1)
                r->skipped++;
            return CMD_OK;
        }
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
    if (!c)
        return script_stop(r, what, "unknown command \"%s\"", name);
    unsigned checks = r->passed + r->failed;
    script_arg_forget();
    int code = c->args[0] || !*skip_blanks(p + n) ? c->run(r, c, what, p + n) : CMD_USAGE;
    if (code == CMD_USAGE)
        return script_stop(r, what, "malformed line: bad arguments (%s%s%s)%s%s", c->name,
                           c->args[0] ? " " : " takes none", c->args,
                           script_arg_why()[0] ? ": " : "", script_arg_why());
    if (code == CMD_OK && r->depth == 1 && r->passed + r->failed == checks)
        r->notes++;   /* a line that asserts nothing */
    if (code != CMD_OK)
        return code;
    if (r->mode == MODE_DEMO && c->step) {
        printf("> %s   [%.1f ms]\n", what, sim_cycles_to_ms(sim_cycles()));
        sim_lcd_print(stdout, "  ");
    }
    script_oled_check(r, what);
    char buf[SCRIPT_LINE_MAX];
    while (sim_peek_new_line(buf, sizeof buf))
        if (r->mode == MODE_DEMO)
            printf("  serial: %s\n", buf);
    if (sim_gdb_ended()) {
        printf("stop %s:%d: gdb ended the session\n", r->file, r->line);
        return CMD_STOP;
    }
    if (sim_crashed()) {
        int crashed = sim_state() == SIM_CRASHED;
        script_fail_lcd(r, what, "the firmware %s at %.3f ms%s%s",
                        crashed ? "crashed" : "stopped (sleep with interrupts off)",
                        sim_cycles_to_ms(sim_cycles()), crashed ? "; simavr said: " : "",
                        crashed ? sim_last_log() : "");
        r->fatal = 1;
        return CMD_STOP;
    }
    return CMD_OK;
}

int script_command(struct run *r, char *line)
{
    char *p = (char *)skip_blanks(line);
    if (!*p || *p == '#')
        return CMD_OK;
    r->depth++;
    int code = run_command(r, p);
    r->depth--;
    return code;
}

/* The lines of f left after a `requires` that does not hold, counted as
 * skipped (blank lines and comments aside). */
static void skip_rest(struct run *r, FILE *f)
{
    static char line[SCRIPT_LINE_MAX];
    while (fgets(line, sizeof line, f)) {
        const char *p = skip_blanks(line);
        if (*p && *p != '#' && *p != '\n' && *p != '\r')
            r->skipped++;
    }
}

int script_run_file(struct run *r, const char *elf, const char *path)
{
    FILE *f = fopen(path, "r");
    const char *base = strrchr(path, '/');
    r->file = base ? base + 1 : path;
    r->line = 0;
    r->script_failed = 0;
    r->busy_reported = 0;
    r->oled_reported = 0;
    r->oled_sweeps_measured = 0;
    r->have_pulse = 0;
    r->nmeasures = 0;
    r->pick = -1;
    r->notes = r->skipped = 0;
    r->depth = 0;
    unsigned failed0 = r->failed, checks0 = r->passed + r->failed;
    int required_out = 0;   /* a `requires` did not hold: the rest skipped */
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
        int code = script_command(r, expanded);
        if (code == CMD_SKIP_REST) {
            skip_rest(r, f);
            required_out = 1;
        }
        if (code == CMD_STOP && r->failed == failed0 && !sim_gdb_ended())
            script_stop(r, "script", "stopped early");   /* an early stop is a failure */
        if (code != CMD_OK)
            break;
    }
    r->in = NULL;
    fclose(f);
    if ((sim_busy_errors() || sim_lcd_timing_errors()) && !r->busy_reported)
        script_busy_failure(r, "end of script");
    script_oled_check(r, "end of script");
    if (r->mode == MODE_CHECK && !required_out && r->passed + r->failed == checks0 &&
        !sim_gdb_ended())
        script_fail(r, "end of script", "%s ran no check: no line in it asserts anything "
                    "(empty, comments or notes only, or every check refused by a guard)", path);
    script_note_lcd_margin(r);
    sim_close();
    if (r->mode == MODE_CHECK)
        printf("%u notes, %u skipped\n", r->notes, r->skipped);
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
