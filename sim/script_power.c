/*
 * script_power.c — scenario commands for a board that switches itself
 * off: the LCD's supply switch (expect-lcd-power), time spent in
 * power-down (expect-power-down), and the shares of time awake and in
 * each sleep mode over a stretch of a scenario (power-shares-begin,
 * power-shares), which docs/power.md's budget is computed from.
 *
 * simavr keeps every timer running whatever the sleep mode, so the mode
 * is read from the firmware's own SMCR as it sleeps (run.c), and a
 * wake-up from power-down is counted: on the chip only a pin change, INTn,
 * TWI or the watchdog can end it, so a stretch meant to be off must show
 * none.
 */
#include "sim/script.h"

#include <string.h>

#include "board.h"

/* Where power-shares counts from: cycles, and asleep per mode. */
static uint64_t share_cycle0;
static uint64_t share_sleep0[SIM_SLEEP_MODES];
static uint64_t share_light0, share_lcd0, share_tone0;

/* expect-lcd-power on|off: the switch's state, and no power fault yet */
SCRIPT_HANDLER(cmd_expect_lcd_power)
{
    char want[16];
    (void)c;
    if (!text_arg(rest, want, sizeof want))
        return CMD_USAGE;
    int on = !strcmp(want, "on");
    if (!on && strcmp(want, "off"))
        return CMD_USAGE;
    if (sim_lcd_power_faults())
        script_fail(r, what, "%u LCD power faults, the first at %s", sim_lcd_power_faults(),
                    sim_lcd_power_first());
    else if (sim_lcd_powered() != on)
        script_fail(r, what, "the LCD's supply is %s", on ? "off" : "on");
    else
        script_pass(r, what);
    return CMD_OK;
}

/* expect-power-down PCT MS: run MS; asleep in power-down at least PCT %
 * of it, and never woken from it */
SCRIPT_HANDLER(cmd_expect_power_down)
{
    unsigned long pct, ms;
    const char *q;
    (void)c;
    if (!parse_range(rest, "PCT", 0, 100, &pct, &q) || !parse_range(q, "MS", 1, SCRIPT_MS_MAX, &ms, NULL))
        return CMD_USAGE;
    uint64_t c0 = sim_cycles(), p0 = sim_sleep_mode_cycles(SIM_SLEEP_POWER_DOWN);
    uint64_t w0 = sim_power_down_wakes();
    sim_run_ms((uint32_t)ms);
    uint64_t dc = sim_cycles() - c0, dp = sim_sleep_mode_cycles(SIM_SLEEP_POWER_DOWN) - p0;
    uint64_t wakes = sim_power_down_wakes() - w0;
    double share = dc ? 100.0 * (double)dp / (double)dc : 0.0;
    if (r->mode != MODE_CHECK || share < (double)pct || wakes)
        printf("power-down: %.4f%% of %lu ms, %llu wake-ups\n", share, ms,
               (unsigned long long)wakes);
    if (share < (double)pct)
        script_fail(r, what, "in power-down %.4f%% of the time", share);
    else if (wakes)
        script_fail(r, what, "woken from power-down %llu times", (unsigned long long)wakes);
    else
        script_pass(r, what);
    return CMD_OK;
}

/* power-shares-begin: count the shares from here */
SCRIPT_HANDLER(cmd_power_shares_begin)
{
    (void)c;
    (void)rest;
    (void)what;
    (void)r;
    share_cycle0 = sim_cycles();
    for (int m = 0; m < SIM_SLEEP_MODES; m++)
        share_sleep0[m] = sim_sleep_mode_cycles(m);
    sim_lcd_on_cycles(&share_light0, &share_lcd0);
    share_tone0 = sim_tone_cycles();
    return CMD_OK;
}

/* power-shares LABEL: print the time awake and in each sleep mode since
 * power-shares-begin (or the start), and the time the backlight was on
 * and the LCD powered */
SCRIPT_HANDLER(cmd_power_shares)
{
    char label[64];
    (void)c;
    (void)what;
    (void)r;
    if (!word_arg(rest, label, sizeof label))
        return CMD_USAGE;
    uint64_t total = sim_cycles() - share_cycle0, asleep = 0;
    if (sim_cycles() < share_cycle0)
        total = sim_cycles();   /* a new script: from its start */
    printf("power shares %s over %.1f s:", label, sim_cycles_to_ms(total) / 1000.0);
    for (int m = 0; m < SIM_SLEEP_MODES; m++) {
        uint64_t d = sim_sleep_mode_cycles(m) - share_sleep0[m];
        asleep += d;
        printf(" %s %.4f%% (%.1f s)", sim_sleep_mode_name(m),
               total ? 100.0 * (double)d / (double)total : 0.0, sim_cycles_to_ms(d) / 1000.0);
    }
    printf(" awake %.4f%% (%.1f s)", total ? 100.0 * (double)(total - asleep) / (double)total : 0.0,
           sim_cycles_to_ms(total - asleep) / 1000.0);
    uint64_t light, lcd;
    sim_lcd_on_cycles(&light, &lcd);
    light -= share_light0;
    lcd -= share_lcd0;
    uint64_t tone = sim_tone_cycles() - share_tone0;
    printf("; backlight on %.2f%% (%.1f s), LCD powered %.2f%% (%.1f s), buzzer sounding %.3f%% "
           "(%.2f s)\n",
           total ? 100.0 * (double)light / (double)total : 0.0, sim_cycles_to_ms(light) / 1000.0,
           total ? 100.0 * (double)lcd / (double)total : 0.0, sim_cycles_to_ms(lcd) / 1000.0,
           total ? 100.0 * (double)tone / (double)total : 0.0, sim_cycles_to_ms(tone) / 1000.0);
    return CMD_OK;
}

/* What lcd-snapshot saw: the rows, the cursor (row, col, or -1 hidden). */
static char snap_rows[4][BOARD_LCD_COLS + 1];
static int snap_cursor[2];
static int snap_taken;

/* The screen now, as lcd-snapshot keeps it. */
static void screen_now(char rows[4][BOARD_LCD_COLS + 1], int cursor[2])
{
    for (int i = 0; i < BOARD_LCD_ROWS; i++)
        sim_lcd_row(i, rows[i]);
    if (!sim_lcd_cursor(&cursor[0], &cursor[1]))
        cursor[0] = cursor[1] = -1;
}

/* lcd-snapshot: keep the screen (rows, cursor) */
SCRIPT_HANDLER(cmd_lcd_snapshot)
{
    (void)c;
    (void)rest;
    (void)what;
    (void)r;
    screen_now(snap_rows, snap_cursor);
    snap_taken = 1;
    return CMD_OK;
}

/* expect-lcd-snapshot: the screen is what lcd-snapshot kept */
SCRIPT_HANDLER(cmd_expect_lcd_snapshot)
{
    char rows[4][BOARD_LCD_COLS + 1];
    int cursor[2];
    (void)c;
    (void)rest;
    if (!snap_taken) {
        script_fail(r, what, "no lcd-snapshot before it");
        return CMD_OK;
    }
    screen_now(rows, cursor);
    for (int i = 0; i < BOARD_LCD_ROWS; i++) {
        if (strcmp(rows[i], snap_rows[i])) {
            script_fail_lcd(r, what, "row %d is \"%s\", was \"%s\"", i, rows[i], snap_rows[i]);
            return CMD_OK;
        }
    }
    if (cursor[0] != snap_cursor[0] || cursor[1] != snap_cursor[1])
        script_fail_lcd(r, what, "the cursor is at %d,%d, was at %d,%d (-1: hidden)", cursor[0],
                        cursor[1], snap_cursor[0], snap_cursor[1]);
    else
        script_pass(r, what);
    return CMD_OK;
}

/* expect-off-lost N: N console bytes (since the start) came while the
 * core was in power-down, and were lost */
SCRIPT_HANDLER(cmd_expect_off_lost)
{
    unsigned long n;
    (void)c;
    if (!parse_uint(rest, &n, NULL))
        return CMD_USAGE;
    uint64_t lost = sim_uart_lost_powered_down();
    if (lost == n)
        script_pass(r, what);
    else
        script_fail(r, what, "%llu console bytes lost in power-down", (unsigned long long)lost);
    return CMD_OK;
}
