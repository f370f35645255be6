/*
 * script_cut.c — scenario commands that pull the plug (sim_power.c): the
 * torn-cell model, a cut now, at a cycle or inside the K-th EEPROM cell
 * write, power-on, EEPROM images kept and put back, a row that must show
 * one of several texts (and the same one as the rows checked before it
 * since the power-on: never a mixture), and the cut sweep.
 *
 * A sweep is a block of lines, `cut-sweep MODEL...` to `cut-sweep-end`,
 * run for each model and K = 1, 2, ... with `$MODEL` and `$K` in its
 * lines replaced by them; each round runs under its model (`torn-cell`,
 * the random one's generator started from 1 for each model).  Its lines arm a cut (`power-cut-write $K`), so
 * round K cuts the power inside the K-th cell write from there; the sweep
 * ends after the first round whose armed cut did not come (no K-th write:
 * the save ended), which is checked like the others, with nothing cut.
 * Each round is one check (passed when every check in it held); the
 * failures of the first rounds that fail are shown, the others counted.
 * The run ends with the cut points tried and lost per model
 * (script_print_power_cuts), which `make check` shows for every board.
 */
#include "sim/script.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "sim/text.h"

#define SWEEP_LINES 400
#define SWEEP_ROUNDS 20000     /* a save that never ends stops the sweep */
#define SWEEP_SHOWN 3          /* failing rounds shown in full, per model */
#define KEPT_IMAGES 8
#define KEPT_BYTES 8192
#define CUT_US_DEFAULT 1650    /* half of a cell's 3.3 ms */
#define CUT_US_MAX 3299

/* torn-cell MODEL [SEED] */
SCRIPT_HANDLER(cmd_torn_cell)
{
    char name[32];
    unsigned long seed = 0;
    const char *q = skip_blanks(rest);
    size_t n = 0;
    (void)c, (void)what, (void)r;
    while (q[n] && !isspace((unsigned char)q[n]) && n + 1 < sizeof name) {
        name[n] = q[n];
        n++;
    }
    name[n] = 0;
    int model = sim_torn_from_name(name);
    if (model < 0 || !parse_opt_uint(q + n, &seed) || seed > 0xFFFFFFFFul)
        return CMD_USAGE;
    sim_power_torn(model, (uint32_t)seed);
    return CMD_OK;
}

SCRIPT_ACTION(cmd_power_cut, sim_power_cut)

/* power-cut-at CYCLE */
SCRIPT_HANDLER(cmd_power_cut_at)
{
    unsigned long cycle;
    (void)c, (void)what, (void)r;
    if (!parse_uint(rest, &cycle, NULL))
        return CMD_USAGE;
    sim_power_cut_at(cycle);
    return CMD_OK;
}

/* power-cut-write K [US] */
SCRIPT_HANDLER(cmd_power_cut_write)
{
    unsigned long k, us = CUT_US_DEFAULT;
    const char *q;
    (void)c, (void)what, (void)r;
    if (!parse_uint(rest, &k, &q) || k == 0 || !parse_opt_uint(q, &us) || us > CUT_US_MAX)
        return CMD_USAGE;
    sim_power_cut_in_write((uint32_t)k, (uint32_t)us);
    return CMD_OK;
}

/* power-on: what the core saw before is reported first (it goes) */
SCRIPT_HANDLER(cmd_power_on)
{
    (void)c, (void)rest;
    if ((sim_busy_errors() || sim_lcd_timing_errors()) && !r->busy_reported)
        script_busy_failure(r, what);
    script_note_lcd_margin(r);
    if (sim_power_on() != 0) {
        script_fail(r, what, "%s", sim_error());
        r->fatal = 1;
        return CMD_STOP;
    }
    r->busy_reported = 0;
    r->have_pulse = 0;
    r->last_rise = r->last_fall = 0;
    if (!r->sweep.active)
        r->pick = -1;   /* a sweep's round keeps it: its branch, old or new */
    return CMD_OK;
}

/* expect-power-cut [BYTE]: the supply is off (an armed cut came); what it
 * hit; with BYTE, it tore a write and left BYTE in that cell */
SCRIPT_HANDLER(cmd_expect_power_cut)
{
    struct sim_cut cut;
    uint8_t want[2], have = 0;
    size_t n = 0;
    (void)c;
    if (*skip_blanks(rest) && (!parse_bytes(rest, want, sizeof want, &n) || n != 1))
        return CMD_USAGE;
    if (sim_state() != SIM_OFF || !sim_power_last_cut(&cut)) {
        script_fail(r, what, "the board is still on%s",
                    sim_power_cut_armed() ? " (the cut armed has not come)" : "");
        return CMD_OK;
    }
    if (n && !cut.torn) {
        script_fail(r, what, "no write was under way at cycle %llu", (unsigned long long)cut.cycle);
        return CMD_OK;
    }
    if (n && (sim_eeprom_read(cut.cell, &have, 1) != 0 || have != want[0])) {
        script_fail(r, what, "cell %u holds 0x%02x", (unsigned)cut.cell, have);
        return CMD_OK;
    }
    if (cut.torn)
        script_pass_note(r, what, "cycle %llu, cell %u: 0x%02x being written over 0x%02x, left "
                         "0x%02x (%s)", (unsigned long long)cut.cycle, (unsigned)cut.cell,
                         cut.new_value, cut.old_value, cut.left, sim_torn_name(cut.model));
    else
        script_pass_note(r, what, "cycle %llu, no write under way",
                         (unsigned long long)cut.cycle);
    return CMD_OK;
}

/* EEPROM images kept by name. */
static struct {
    char name[32];
    uint32_t size;
    uint8_t bytes[KEPT_BYTES];
} kept[KEPT_IMAGES];

/* eeprom-keep NAME / eeprom-restore NAME */
SCRIPT_HANDLER(cmd_eeprom_image)
{
    char name[64];
    int keep = !strcmp(c->name, "eeprom-keep"), i, slot = -1;
    text_arg(rest, name, sizeof name);
    if (!name[0] || strlen(name) >= sizeof kept[0].name)
        return CMD_USAGE;
    for (i = 0; i < KEPT_IMAGES && slot < 0; i++)
        if (!strcmp(kept[i].name, name))
            slot = i;
    for (i = 0; keep && i < KEPT_IMAGES && slot < 0; i++)
        if (!kept[i].name[0])
            slot = i;
    if (slot < 0) {
        if (keep)
            script_fail(r, what, "no room for another image (%d kept)", KEPT_IMAGES);
        else
            script_fail(r, what, "no image kept as %s", name);
        return CMD_OK;
    }
    uint32_t size = sim_eeprom_size();
    if (keep) {
        if (size > KEPT_BYTES || sim_eeprom_read(0, kept[slot].bytes, size) != 0) {
            script_fail(r, what, "the EEPROM (%u bytes) cannot be kept", (unsigned)size);
            return CMD_OK;
        }
        copy_text(kept[slot].name, sizeof kept[slot].name, name);
        kept[slot].size = size;
    } else if (kept[slot].size != size || sim_eeprom_write(0, kept[slot].bytes, size) != 0) {
        script_fail(r, what, "image %s has %u bytes, the EEPROM %u", name,
                    (unsigned)kept[slot].size, (unsigned)size);
        return CMD_OK;
    }
    return CMD_OK;
}

/* Forget every kept image (a new script). */
void script_cut_forget(void)
{
    memset(kept, 0, sizeof kept);
}

/* One quoted (or blank-free) text at *p into out; 0 when none. */
static int next_alternative(const char **p, char *out, size_t size)
{
    const char *s = skip_blanks(*p), *e;
    if (!*s)
        return 0;
    if (*s == '"') {
        e = strchr(s + 1, '"');
        if (!e)
            return -1;
        s++;
    } else {
        for (e = s; *e && !isspace((unsigned char)*e); e++)
            ;
    }
    size_t n = (size_t)(e - s);
    if (n >= size)
        n = size - 1;
    memcpy(out, s, n);
    out[n] = 0;
    *p = *e == '"' ? e + 1 : e;
    return 1;
}

/* expect-lcd-one-of ROW TEXT TEXT...: the row is one of them, the same
 * one (by place) as every such check since the power-on (in a sweep:
 * since its round began, power-ons and all) */
SCRIPT_HANDLER(cmd_expect_lcd_one_of)
{
    unsigned long row;
    const char *p;
    char alt[SWEEP_ALTS][BOARD_LCD_COLS + 8], got[BOARD_LCD_COLS + 1];
    int n = 0, k, found = -1;
    (void)c;
    if (!parse_uint(rest, &row, &p) || row >= BOARD_LCD_ROWS)
        return CMD_USAGE;
    while (n < SWEEP_ALTS && (k = next_alternative(&p, alt[n], sizeof alt[n])) == 1)
        n++;
    if (n < 2 || *skip_blanks(p))
        return CMD_USAGE;
    sim_lcd_row((int)row, got);
    rtrim(got);
    for (k = 0; k < n && found < 0; k++)
        if (!strcmp(got, alt[k]))
            found = k;
    if (found < 0) {
        script_fail_lcd(r, what, "row %lu is \"%s\"", row, got);
        return CMD_OK;
    }
    if (r->pick >= 0 && r->pick != found) {
        script_fail_lcd(r, what, "a mixture: row %lu is \"%s\" (text %d), a row before showed "
                        "text %d", row, got, found + 1, r->pick + 1);
        return CMD_OK;
    }
    if (r->sweep.active && r->sweep.first_pick < 0) {
        r->sweep.first_pick = found;
        for (k = 0; k < n && !r->sweep.alts; k++)
            copy_text(r->sweep.alt[k], sizeof r->sweep.alt[k], alt[k]);
        if (!r->sweep.alts)
            r->sweep.alts = n;
    }
    r->pick = found;
    script_pass(r, what);
    return CMD_OK;
}

/* The body's line with $K and $MODEL replaced. */
static void expand_round(const char *in, char *out, size_t size, unsigned long k, int model)
{
    size_t o = 0;
    char num[24];
    snprintf(num, sizeof num, "%lu", k);
    while (*in && o + 1 < size) {
        const char *sub = NULL;
        if (!strncmp(in, "$K", 2) && !isalnum((unsigned char)in[2])) {
            sub = num;
            in += 2;
        } else if (!strncmp(in, "$MODEL", 6)) {
            sub = sim_torn_name(model);
            in += 6;
        }
        if (sub)
            while (*sub && o + 1 < size)
                out[o++] = *sub++;
        else
            out[o++] = *in++;
    }
    out[o] = 0;
}

/* The line's command is `name`. */
static int line_is_command(const char *line, const char *name)
{
    const char *p = skip_blanks(line);
    size_t n = strlen(name);
    return !strncmp(p, name, n) && (!p[n] || isspace((unsigned char)p[n]));
}

/* One round of a sweep: the body's lines, K and the model put in; returns
 * the code that stopped it (CMD_OK: ran to the end). */
static int sweep_round(struct run *r, char **body, const int *lineno, int nbody,
                       unsigned long k, int model)
{
    static char line[SCRIPT_LINE_MAX + 64];
    for (int i = 0; i < nbody; i++) {
        expand_round(body[i], line, sizeof line, k, model);
        r->line = lineno[i];
        int code = script_command(r, line);
        if (code != CMD_OK)
            return code;
    }
    return CMD_OK;
}

/* The rounds of one model; 0, or CMD_STOP. */
static int sweep_model(struct run *r, char **body, const int *lineno, int nbody, int model,
                       int first_line)
{
    unsigned long tried = 0, lost = 0, shown = 0, back[SWEEP_ALTS] = { 0 };
    int control_pick = -1, control_failed = 0;
    for (unsigned long k = 1; k <= SWEEP_ROUNDS; k++) {
        unsigned arms0, fired0, arms1, fired1, cuts, boots;
        sim_power_counts(&arms0, &fired0, &cuts, &boots);
        r->sweep.k = k;
        r->sweep.model = model;
        sim_power_torn(model, k == 1 ? 1u : 0u);   /* the generator from 1 per model */
        r->sweep.round_failed = 0;
        r->sweep.first_pick = -1;
        r->pick = -1;
        r->sweep.quiet = shown >= SWEEP_SHOWN;
        int code = sweep_round(r, body, lineno, nbody, k, model);
        r->line = first_line;
        if (code == CMD_SKIP_REST) {
            script_fail(r, "cut-sweep", "`requires` has no place in a sweep");
            r->fatal = 1;
            return CMD_STOP;
        }
        if (code != CMD_OK)
            return CMD_STOP;
        sim_power_counts(&arms1, &fired1, &cuts, &boots);
        if (arms1 == arms0) {
            r->sweep.quiet = 0;
            script_fail(r, "cut-sweep", "round %lu armed no cut (power-cut-write $K)", k);
            r->fatal = 1;
            return CMD_STOP;
        }
        int fired = fired1 > fired0, failed = r->sweep.round_failed;
        if (failed) {
            r->failed++;
            shown++;
        } else {
            r->passed++;
        }
        if (!fired) {
            control_pick = r->sweep.first_pick;
            control_failed = failed;
            break;
        }
        tried++;
        if (failed)
            lost++;
        else if (r->sweep.first_pick >= 0)
            back[r->sweep.first_pick]++;
        if (k == SWEEP_ROUNDS) {
            r->sweep.quiet = 0;
            script_fail(r, "cut-sweep", "%d rounds and the save has not ended", SWEEP_ROUNDS);
            return CMD_STOP;
        }
    }
    r->cut_tried[model] += tried;
    r->cut_lost[model] += lost;
    if (r->mode == MODE_BENCH)
        return CMD_OK;
    printf("%s %s:%d cut-sweep %s: %lu cut points, %lu lost", lost || control_failed ? "FAIL" : "ok  ",
           r->file, first_line, sim_torn_name(model), tried, lost);
    for (int a = 0; a < r->sweep.alts; a++)
        printf("%s \"%s\" %lu", a ? "," : "; came back:", r->sweep.alt[a], back[a]);
    if (control_pick >= 0 && control_pick < r->sweep.alts)
        printf("; uncut: \"%s\"", r->sweep.alt[control_pick]);
    printf("%s\n", control_failed ? "; the uncut round FAILED" : "");
    return CMD_OK;
}

/* cut-sweep MODEL...: the lines up to cut-sweep-end, run per model and K */
SCRIPT_HANDLER(cmd_cut_sweep)
{
    int models[SIM_TORN_MODELS], nmodels = 0, nbody = 0, first_line = r->line, code = CMD_OK;
    int lineno[SWEEP_LINES];
    char *body[SWEEP_LINES];
    char word[32];
    const char *p = rest;
    (void)c;
    if (r->sweep.active || !r->in) {
        script_fail(r, what, "a sweep cannot hold another");
        r->fatal = 1;
        return CMD_STOP;
    }
    while (next_alternative(&p, word, sizeof word) == 1) {
        int m = sim_torn_from_name(word);
        if (m < 0 || nmodels == SIM_TORN_MODELS)
            return CMD_USAGE;
        models[nmodels++] = m;
    }
    if (!nmodels)
        return CMD_USAGE;
    static char line[SCRIPT_LINE_MAX];
    int ended = 0;
    while (fgets(line, sizeof line, r->in)) {
        r->line++;
        rtrim(line);
        if (line_is_command(line, "cut-sweep-end")) {
            ended = 1;
            break;
        }
        if (nbody == SWEEP_LINES) {
            script_fail(r, what, "more than %d lines in the sweep", SWEEP_LINES);
            code = CMD_STOP;
            break;
        }
        lineno[nbody] = r->line;
        body[nbody] = malloc(SCRIPT_LINE_MAX + 64);
        if (!body[nbody])
            break;
        script_expand_board(line, body[nbody], SCRIPT_LINE_MAX + 64);
        nbody++;
    }
    int last_line = r->line;
    if (code == CMD_OK && !ended) {
        script_fail(r, what, "no cut-sweep-end after it");
        code = CMD_STOP;
    }
    for (int i = 0; code == CMD_OK && i < nmodels; i++) {
        r->sweep.active = 1;
        r->sweep.alts = 0;
        code = sweep_model(r, body, lineno, nbody, models[i], first_line);
        r->sweep.active = 0;
        r->sweep.quiet = 0;
    }
    for (int i = 0; i < nbody; i++)
        free(body[i]);
    r->line = last_line;
    if (code != CMD_OK)
        r->fatal = 1;
    return code;
}

/* cut-sweep-end outside a sweep */
SCRIPT_HANDLER(cmd_cut_sweep_end)
{
    (void)c, (void)rest;
    script_fail(r, what, "no cut-sweep before it");
    r->fatal = 1;
    return CMD_STOP;
}

void script_print_power_cuts(const struct run *r)
{
    int any = 0;
    for (int m = 0; m < SIM_TORN_MODELS; m++)
        any |= r->cut_tried[m] != 0;
    if (!any)
        return;
    printf("power cuts inside EEPROM writes:");
    for (int m = 0; m < SIM_TORN_MODELS; m++)
        printf("%s %s %lu tried, %lu lost", m ? ";" : "", sim_torn_name(m), r->cut_tried[m],
               r->cut_lost[m]);
    printf("\n");
}
