/*
 * script_cut.c — scenario commands that pull the plug (power.c): the
 * torn-cell model, a cut now, at a cycle or inside the K-th EEPROM cell
 * write, power-on, EEPROM images kept and put back, and a row that must
 * show one of several texts, the same one as the rows checked before it
 * since the power-on (never a mixture).  The cut sweep that runs them
 * for every cell of a save is script_sweep.c's.
 */
#include "sim/script.h"

#include <ctype.h>
#include <string.h>

#include "board.h"
#include "sim/text.h"

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
    if (model < 0 || !parse_opt_range(q + n, "SEED", 0, 0xFFFFFFFFul, &seed))
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
    if (!parse_range(rest, "CYCLE", 0, SCRIPT_NUMBER_MAX, &cycle, NULL))
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
    if (!parse_range(rest, "K", 1, SCRIPT_NUMBER_MAX, &k, &q) ||
        !parse_opt_range(q, "US", 0, CUT_US_MAX, &us))
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
    if (!word_arg(rest, name, sizeof name) || strlen(name) >= sizeof kept[0].name)
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
    if (!parse_range(rest, "ROW", 0, BOARD_LCD_ROWS - 1, &row, &p))
        return CMD_USAGE;
    while (n < SWEEP_ALTS && (k = script_next_text(&p, alt[n], sizeof alt[n])) == 1)
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
