/*
 * script_sweep.c — the cut sweep: a block of lines, `cut-sweep MODEL...`
 * to `cut-sweep-end`, run for each model and K = 1, 2, ... with `$MODEL`
 * and `$K` in its lines replaced by them; each round runs under its model
 * (`torn-cell`, the random one's generator started from 1 for each model).
 * Its lines arm a cut (`power-cut-write $K`), so round K cuts the power
 * inside the K-th cell write from there; the sweep ends after the first
 * round whose armed cut did not come (no K-th write: the save ended),
 * which is checked like the others, with nothing cut.  A round whose
 * checks all held is one pass; every check that fails in a round is one
 * failure; the failures of the first rounds that fail are shown, the
 * others counted.  Anything that ends the sweep early (a line that
 * cannot run, a crash, `requires`, a round that arms no cut, a save that
 * never ends) is a failure, always shown, and ends the script.  A sweep
 * whose cut never came (round 1 already uncut: no cell written after the
 * cut was armed) tried nothing, and fails: one failure.  The run ends with the
 * cut points tried and lost per model (script_print_power_cuts), which
 * `make check` shows for every board.  `every N` after the models runs
 * K = 1..SWEEP_HEAD, then every N-th K, then every K of the last N: the
 * header's cells, the CRC's and the mark always, the struct's sampled.
 */
#include "sim/script.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sim/text.h"

#define SWEEP_LINES 400
#define SWEEP_ROUNDS 20000     /* a save that never ends stops the sweep */
#define SWEEP_SHOWN 3          /* failing rounds shown in full, per model */
#define SWEEP_HEAD 6           /* Ks always run: the unmark and the header's cells */

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

/* Round k of one model, run and judged: *fired (its armed cut came) and
 * *failed set; returns CMD_OK, or CMD_STOP (said why). */
static int sweep_one(struct run *r, char **body, const int *lineno, int nbody, int model,
                     int first_line, unsigned long k, int quiet, int *fired, int *failed)
{
    unsigned arms0, fired0, arms1, fired1, cuts, boots;
    sim_power_counts(&arms0, &fired0, &cuts, &boots);
    r->sweep.k = k;
    r->sweep.model = model;
    sim_power_torn(model, k == 1 ? 1u : 0u);   /* the generator from 1 per model */
    r->sweep.round_failed = 0;
    r->sweep.first_pick = -1;
    r->pick = -1;
    r->sweep.quiet = quiet;
    r->sweep.unshown[0] = 0;
    int code = sweep_round(r, body, lineno, nbody, k, model);
    if (code == CMD_SKIP_REST)
        return script_stop(r, "cut-sweep", "`requires` has no place in a sweep");
    if (code != CMD_OK) {
        /* the line that ended it failed quietly: say why all the same */
        fputs(r->sweep.unshown, stdout);
        r->fatal = 1;
        return CMD_STOP;
    }
    r->line = first_line;
    sim_power_counts(&arms1, &fired1, &cuts, &boots);
    if (arms1 == arms0)
        return script_stop(r, "cut-sweep", "round %lu armed no cut (power-cut-write $K)", k);
    *fired = fired1 > fired0;
    *failed = r->sweep.round_failed;
    if (!*failed)
        r->passed++;   /* its failed checks have counted one by one */
    return CMD_OK;
}

/* The rounds of one model; 0, or CMD_STOP.  With a stride of 1, every K
 * from 1 until the save ends; with a larger one, K = 1..SWEEP_HEAD (the
 * unmark and the header), then every stride-th K until the save ends,
 * then every K between the last two run (the last cells: the CRC and the
 * mark). */
static int sweep_model(struct run *r, char **body, const int *lineno, int nbody, int model,
                       int first_line, unsigned long stride)
{
    unsigned long tried = 0, lost = 0, shown = 0, back[SWEEP_ALTS] = { 0 };
    unsigned long k = 1, k_before = 0, k_end = 0, k_fill = 0;
    int control_pick = -1, control_failed = 0, fired = 0, failed = 0;
    for (unsigned long rounds = 1; rounds <= SWEEP_ROUNDS; rounds++) {
        if (sweep_one(r, body, lineno, nbody, model, first_line, k, shown >= SWEEP_SHOWN,
                      &fired, &failed) != CMD_OK)
            return CMD_STOP;
        if (failed)
            shown++;
        if (!fired) {
            /* an uncut round: the first marks the save's end */
            control_failed |= failed;
            if (!k_end) {
                control_pick = r->sweep.first_pick;
                k_end = k;
                k_fill = k_before + 1;   /* the Ks skipped before the end */
            }
        } else {
            tried++;
            if (failed)
                lost++;
            else if (r->sweep.first_pick >= 0)
                back[r->sweep.first_pick]++;
        }
        if (!k_end) {
            k_before = k;
            k = k < SWEEP_HEAD || stride <= 1 ? k + 1 : k + stride;
        } else if (k_fill < k_end) {
            k = k_fill++;
        } else {
            break;
        }
        if (rounds == SWEEP_ROUNDS) {
            r->line = first_line;
            return script_stop(r, "cut-sweep", "%d rounds and the save has not ended",
                               SWEEP_ROUNDS);
        }
    }
    r->cut_tried[model] += tried;
    r->cut_lost[model] += lost;
    if (!tried) {
        r->line = first_line;
        r->sweep.quiet = 0;
        script_fail(r, "cut-sweep", "the cut never came: round 1 wrote no EEPROM cell after "
                    "`power-cut-write $K` armed it (0 cut points tried)");
    }
    if (r->mode == MODE_BENCH)
        return CMD_OK;
    printf("%s %s:%d cut-sweep %s: %lu cut points, %lu lost", lost || control_failed || !tried
                                                                 ? "FAIL" : "ok  ",
           r->file, first_line, sim_torn_name(model), tried, lost);
    if (stride > 1)
        printf(" (every %lu%s write past the %dth, and the last %lu)", stride,
               stride == 2 ? "nd" : stride == 3 ? "rd" : "th", SWEEP_HEAD, stride - 1);
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
    if (r->sweep.active || !r->in)
        return script_stop(r, what, "a sweep cannot hold another");
    unsigned long stride = 1;
    int got;
    while ((got = script_next_text(&p, word, sizeof word)) == 1) {
        if (!strcmp(word, "every")) {
            if (script_next_text(&p, word, sizeof word) != 1 ||
                !parse_range(word, "N", 1, 1000, &stride, NULL) ||
                script_next_text(&p, word, sizeof word) != 0)
                return CMD_USAGE;
            break;
        }
        int m = sim_torn_from_name(word);
        if (m < 0 || nmodels == SIM_TORN_MODELS)
            return CMD_USAGE;
        models[nmodels++] = m;
    }
    if (!nmodels || got < 0)
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
        code = sweep_model(r, body, lineno, nbody, models[i], first_line, stride);
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
    return script_stop(r, what, "no cut-sweep before it");
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
