/*
 * script_report.c — figures the scripts report for whoever tunes the
 * firmware: the EEPROM's wear per cell (`eeprom-wear`, its clear and its
 * bound), and the LCD timing check's narrowest margin (`lcd-margin`, and
 * the line a whole run ends with, the narrowest over its scripts).
 */
#include "sim/script.h"

#include <stdio.h>
#include <string.h>

#include "sim/text.h"

#define WEAR_TOP 5

/* eeprom-wear: the most-written cells and their writes per hour. */
SCRIPT_HANDLER(cmd_eeprom_wear)
{
    (void)r, (void)c, (void)what, (void)rest;
    double hours = sim_cycles_to_ms(sim_cycles() - sim_eeprom_wear_since()) / 3600000.0;
    uint32_t size = sim_eeprom_size(), shown[WEAR_TOP];
    unsigned nshown = 0;
    printf("eeprom wear: %llu writes in %.1f simulated minutes", (unsigned long long)sim_eeprom_writes(),
           hours * 60.0);
    /* the WEAR_TOP most-written cells, most first */
    while (nshown < WEAR_TOP) {
        uint32_t best = size, n = 0;
        for (uint32_t a = 0; a < size; a++) {
            uint32_t w = sim_eeprom_cell_writes(a);
            int taken = 0;
            for (unsigned i = 0; i < nshown; i++)
                taken |= shown[i] == a;
            if (!taken && w > n) {
                best = a;
                n = w;
            }
        }
        if (best == size)
            break;
        printf("%s cell %u: %u writes (%.1f per hour)", nshown ? ";" : "; hottest", (unsigned)best,
               (unsigned)n, hours > 0 ? n / hours : 0.0);
        shown[nshown++] = best;
    }
    printf("%s\n", nshown ? "" : "; no cell written");
    return CMD_OK;
}

SCRIPT_ACTION(cmd_eeprom_wear_clear, sim_eeprom_wear_clear)

/* expect-max-eeprom-writes N: no cell written more than N times. */
SCRIPT_HANDLER(cmd_expect_max_eeprom_writes)
{
    unsigned long limit;
    uint32_t addr, n;
    (void)c;
    if (!parse_uint(rest, &limit, NULL))
        return CMD_USAGE;
    if (!sim_eeprom_hottest(&addr, &n))
        n = 0;
    if (n > limit)
        script_fail(r, what, "cell %u written %u times", (unsigned)addr, (unsigned)n);
    else
        script_pass_note(r, what, "hottest cell: %u writes", (unsigned)n);
    return CMD_OK;
}

/* "12.3 us (23.4 % of 52.6 us) after data 0x20" */
static void margin_text(char *out, size_t size, double slack, double need, const char *after)
{
    snprintf(out, size, "%.1f us (%.1f %% of %.1f us) after %s", slack, 100.0 * slack / need, need,
             after);
}

SCRIPT_HANDLER(cmd_lcd_margin)
{
    double slack, need;
    const char *after;
    char a[200], b[200];
    (void)r, (void)c, (void)what, (void)rest;
    if (!sim_lcd_margin(0, &slack, &need, &after)) {
        printf("lcd timing at %u kHz: no transfer yet\n", (unsigned)sim_lcd_khz());
        return CMD_OK;
    }
    margin_text(a, sizeof a, slack, need, after);
    sim_lcd_margin(1, &slack, &need, &after);
    margin_text(b, sizeof b, slack, need, after);
    printf("lcd timing at %u kHz: narrowest slack %s; smallest share %s\n",
           (unsigned)sim_lcd_khz(), a, b);
    return CMD_OK;
}

/* Keeps s's margin in m when it is narrower (share: by share). */
static void keep(struct lcd_summary *m, int share, const char *file)
{
    double slack, need;
    const char *after;
    if (!sim_lcd_margin(share, &slack, &need, &after))
        return;
    if (m->seen && (share ? slack / need >= m->slack_us / m->need_us : slack >= m->slack_us))
        return;
    m->seen = 1;
    m->slack_us = slack;
    m->need_us = need;
    copy_text(m->what, sizeof m->what, after);
    copy_text(m->file, sizeof m->file, file);
}

void script_note_lcd_margin(struct run *r)
{
    keep(&r->lcd_narrowest, 0, r->file);
    keep(&r->lcd_tightest, 1, r->file);
}

void script_print_lcd_margin(const struct run *r)
{
    char a[200], b[200];
    if (!r->lcd_narrowest.seen)
        return;
    margin_text(a, sizeof a, r->lcd_narrowest.slack_us, r->lcd_narrowest.need_us,
                r->lcd_narrowest.what);
    margin_text(b, sizeof b, r->lcd_tightest.slack_us, r->lcd_tightest.need_us,
                r->lcd_tightest.what);
    printf("lcd timing at %u kHz over these scripts: narrowest slack %s (%s); smallest share %s "
           "(%s)\n", (unsigned)sim_lcd_khz(), a, r->lcd_narrowest.file, b, r->lcd_tightest.file);
}
