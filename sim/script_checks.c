/*
 * script_checks.c — the script commands that look at the device: the LCD
 * rows and its timing, the activity pin's pulses as named measurements
 * and their budgets, the stack, the EEPROM, the backlight, the share of
 * time asleep, and the RESET pin.
 *
 * Timing a key: the firmware raises the activity pin for every key event,
 * the release too, so after `press` the last pulse is the release's.  To
 * time "key recognised -> hint on the LCD" hold the key past the debounce
 * and measure before the release is seen: `hold down 60` / `measure hint`.
 */
#include "sim/script.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "sim/text.h"

/* expect-lcd ROW TEXT / expect-lcd-has ROW TEXT */
SCRIPT_HANDLER(cmd_expect_lcd)
{
    unsigned long row;
    const char *p;
    char want[256], got[BOARD_LCD_COLS + 1];
    int substring = !strcmp(c->name, "expect-lcd-has");
    if (!parse_range(rest, "ROW", 0, BOARD_LCD_ROWS - 1, &row, &p))
        return CMD_USAGE;
    if (!text_arg(p, want, sizeof want) || (substring && !want[0]))
        return CMD_USAGE;   /* every row has the empty text */
    sim_lcd_row((int)row, got);
    rtrim(got);
    if (substring ? strstr(got, want) != NULL : strcmp(got, want) == 0)
        script_pass(r, what);
    else
        script_fail_lcd(r, what, "row %lu is \"%s\"", row, got);
    return CMD_OK;
}

void script_busy_failure(struct run *r, const char *what)
{
    char a[400] = "", b[400] = "";
    if (sim_busy_errors())
        snprintf(a, sizeof a, "%u HD44780 writes while BUSY; first at %s", sim_busy_errors(),
                 sim_busy_first());
    if (sim_lcd_timing_errors())
        snprintf(b, sizeof b, "%u LCD transfers before the previous instruction ended "
                 "(at %u kHz); first at %s",
                 sim_lcd_timing_errors(), (unsigned)sim_lcd_khz(), sim_lcd_timing_first());
    script_fail(r, what, "%s%s%s", a, a[0] && b[0] ? "\n     " : "", b);
}

SCRIPT_HANDLER(cmd_expect_no_busy)
{
    (void)c, (void)rest;
    if (sim_busy_errors() == 0 && sim_lcd_timing_errors() == 0) {
        script_pass(r, what);
    } else {
        r->busy_reported = 1;
        script_busy_failure(r, what);
    }
    return CMD_OK;
}

static struct measure *find_measure(struct run *r, const char *label)
{
    for (int i = r->nmeasures - 1; i >= 0; i--)
        if (!strcmp(r->measures[i].label, label))
            return &r->measures[i];
    return NULL;
}

void script_record_measure(struct run *r, const char *what, const char *label, uint64_t cycles,
                           unsigned lcd_bytes)
{
    struct measure *m = find_measure(r, label);
    if (!m && r->nmeasures < MAX_MEASURES)
        m = &r->measures[r->nmeasures++];
    if (m) {
        copy_text(m->label, sizeof m->label, label);
        m->cycles = cycles;
        m->ms = sim_cycles_to_ms(cycles);
    }
    if (r->mode == MODE_CHECK) {
        script_note(r, what, "%.3f ms", sim_cycles_to_ms(cycles));   /* a bound checks it */
    } else {
        printf("%s: %llu cycles (%.2f ms)", label, (unsigned long long)cycles,
               sim_cycles_to_ms(cycles));
        if (lcd_bytes)
            printf(", %u LCD bytes on %s", lcd_bytes, DISPLAY_USES_SPI ? "SPI" : "I2C");
        printf("\n");
    }
}

SCRIPT_HANDLER(cmd_measure)
{
    char label[64];
    uint64_t rise, fall;
    unsigned lcd_bytes;
    (void)c;
    if (!word_arg(rest, label, sizeof label))
        return CMD_USAGE;
    if (!sim_activity_last_pulse(&rise, &fall, &lcd_bytes)) {
        script_fail(r, what, "no activity pulse on P%c%d yet", BOARD_ACTIVITY_PORT,
                    BOARD_ACTIVITY_BIT);
    } else if (r->have_pulse && rise == r->last_rise && fall == r->last_fall) {
        script_fail(r, what, "no new activity pulse since the last measure%s",
                    sim_activity_level() ? " (the pin is still high)" : "");
    } else {
        r->have_pulse = 1;
        r->last_rise = rise;
        r->last_fall = fall;
        script_record_measure(r, what, label, fall - rise, lcd_bytes);
    }
    return CMD_OK;
}

/* expect-max-ms LABEL MS / expect-max-cycles LABEL N */
SCRIPT_HANDLER(cmd_expect_max)
{
    int in_cycles = !strcmp(c->name, "expect-max-cycles");
    char label[64];
    double limit;
    if (!parse_label_number(rest, label, sizeof label, &limit))
        return CMD_USAGE;
    struct measure *m = find_measure(r, label);
    if (!m)
        script_fail(r, what, "no measurement called \"%s\" before this line", label);
    else if (in_cycles ? (double)m->cycles > limit : m->ms > limit)
        script_fail(r, what, in_cycles ? "%s took %.3f ms (%llu cycles), over %.0f cycles"
                                       : "%s took %.3f ms (%llu cycles), over %.3f ms",
                    label, m->ms, (unsigned long long)m->cycles, limit);
    else
        script_pass_note(r, what, "%.3f ms, %llu cycles", m->ms, (unsigned long long)m->cycles);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_stack)
{
    long painted = sim_stack_peak_painted();
    long seen = sim_stack_peak_observed();
    long freeb = sim_stack_free();
    (void)r, (void)c, (void)what, (void)rest;
    if (painted >= 0)
        printf("stack: peak %ld bytes (paint), %ld bytes (SP seen), %ld bytes never touched "
               "above .bss end 0x%04x, RAMEND 0x%04x\n",
               painted, seen, freeb, (unsigned)sim_ram_end_of_bss(), (unsigned)sim_ramend());
    else
        printf("stack: no paint found at .bss end 0x%04x (firmware does not paint, or the "
               "stack reached .bss); %ld bytes (SP seen)\n",
               (unsigned)sim_ram_end_of_bss(), seen);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_expect_max_stack)
{
    unsigned long v;
    (void)c;
    if (!parse_range(rest, "BYTES", 0, 0xFFFF, &v, NULL))
        return CMD_USAGE;
    long peak = sim_stack_peak_painted();
    if (peak < 0)
        script_fail(r, what, "no stack paint found at .bss end 0x%04x",
                    (unsigned)sim_ram_end_of_bss());
    else if ((unsigned long)peak > v)
        script_fail(r, what, "peak stack %ld bytes", peak);
    else
        script_pass_note(r, what, "%ld bytes", peak);
    return CMD_OK;
}

SCRIPT_ACTION(cmd_reset, sim_reset)

/* ADDR and the n bytes from it inside the EEPROM; 1 if so (0: the
 * reason kept). */
static int eeprom_span(unsigned long addr, size_t n)
{
    unsigned long size = sim_eeprom_size();
    if (n <= size && addr <= size - n)
        return 1;
    return script_arg_refuse("%zu bytes from ADDR %lu run past the EEPROM's %lu", n, addr, size);
}

/* eeprom-set ADDR BYTE... / eeprom-fill BYTE */
SCRIPT_HANDLER(cmd_eeprom_write)
{
    static uint8_t bytes[4096];
    unsigned long addr = 0;
    const char *q = rest;
    size_t nb = 0;
    int fill = !strcmp(c->name, "eeprom-fill");
    if (!fill && !parse_range(rest, "ADDR", 0, sim_eeprom_size() - 1, &addr, &q))
        return CMD_USAGE;
    if (!parse_bytes(q, bytes, sizeof bytes, &nb) || nb == 0 || (fill && nb != 1) ||
        (!fill && !eeprom_span(addr, nb)))
        return CMD_USAGE;
    if (fill) {
        nb = sim_eeprom_size();
        if (nb > sizeof bytes)
            nb = sizeof bytes;
        memset(bytes, bytes[0], nb);
    }
    if (sim_eeprom_write((uint32_t)addr, bytes, nb) != 0)
        script_fail(r, what, "outside the EEPROM (%u bytes)", (unsigned)sim_eeprom_size());
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_expect_eeprom)
{
    uint8_t want[256], have;
    unsigned long addr;
    const char *q;
    size_t n;
    (void)c;
    if (!parse_range(rest, "ADDR", 0, sim_eeprom_size() - 1, &addr, &q) ||
        !parse_bytes(q, want, sizeof want, &n) || n == 0 || !eeprom_span(addr, n))
        return CMD_USAGE;   /* no bytes: it would hold vacuously */
    for (size_t i = 0; i < n; i++) {
        if (sim_eeprom_read((uint32_t)(addr + i), &have, 1) != 0 || have != want[i]) {
            script_fail(r, what, "byte %lu is 0x%02x", addr + (unsigned long)i, have);
            return CMD_OK;
        }
    }
    script_pass(r, what);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_expect_backlight)
{
    char want[16];
    (void)c;
    if (!text_arg(rest, want, sizeof want))
        return CMD_USAGE;
    int on = !strcmp(want, "on");
    if (!on && strcmp(want, "off"))
        return CMD_USAGE;
    if (sim_lcd_backlight() == on)
        script_pass(r, what);
    else
        script_fail(r, what, "the backlight is %s", on ? "off" : "on");
    return CMD_OK;
}

SCRIPT_ACTION(cmd_awake_clear, sim_awake_clear)

/* expect-max-awake MS: no awake stretch since awake-clear longer than MS. */
SCRIPT_HANDLER(cmd_expect_max_awake)
{
    unsigned long ms;
    uint64_t at, longest;
    (void)c;
    if (!parse_range(rest, "MS", 0, SCRIPT_MS_MAX, &ms, NULL))
        return CMD_USAGE;
    longest = sim_awake_longest(&at);
    if (sim_cycles_to_ms(longest) <= (double)ms)
        script_pass_note(r, what, "longest: %.3f ms from %.3f ms", sim_cycles_to_ms(longest),
                         sim_cycles_to_ms(at));
    else
        script_fail(r, what, "awake %.3f ms at a stretch from %.3f ms", sim_cycles_to_ms(longest),
                    sim_cycles_to_ms(at));
    return CMD_OK;
}

/* expect-sleep-share PERCENT MS: run MS; asleep at least PERCENT */
SCRIPT_HANDLER(cmd_expect_sleep_share)
{
    unsigned long pct, ms;
    const char *q;
    (void)c;
    if (!parse_range(rest, "PCT", 0, 100, &pct, &q) || !parse_range(q, "MS", 1, SCRIPT_MS_MAX, &ms, NULL))
        return CMD_USAGE;
    uint64_t c0 = sim_cycles(), s0 = sim_sleep_cycles();
    sim_run_ms((uint32_t)ms);
    uint64_t dc = sim_cycles() - c0, ds = sim_sleep_cycles() - s0;
    double share = dc ? 100.0 * (double)ds / (double)dc : 0.0;
    if (r->mode != MODE_CHECK || share < (double)pct)
        printf("sleep: %.3f%% of %lu ms asleep (%llu of %llu cycles awake)\n", share, ms,
               (unsigned long long)(dc - ds), (unsigned long long)dc);
    if (share >= (double)pct)
        script_pass(r, what);
    else
        script_fail(r, what, "asleep %.3f%% of the time", share);
    return CMD_OK;
}
