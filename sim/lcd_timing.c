/*
 * lcd_timing.c — the HD44780 timing check (lcd_timing.h): pin edges in,
 * the controller's mode and busy time followed, violations counted and
 * the narrowest slack kept.  No simavr here: the harness (lcd.c) and
 * the unit test (host-tests/sim/lcd-timing-test.c) feed it alike.
 */
#include "sim/lcd_timing.h"

#include <stdio.h>
#include <string.h>

#define EXEC_US_270 37.0        /* most instructions and data, at 270 kHz */
#define EXEC_LONG_US_270 1520.0 /* clear and home */
#define POWER_ON_US 40000.0     /* Vcc up -> first instruction */

void lcd_timing_init(struct lcd_timing *t, uint32_t cpu_hz, uint32_t fosc_khz)
{
    memset(t, 0, sizeof *t);
    t->cpu_hz = cpu_hz ? cpu_hz : 16000000;
    t->fosc_khz = fosc_khz ? fosc_khz : 270;
    t->mode8 = 1;
    t->busy_until = (uint64_t)(POWER_ON_US * t->cpu_hz / 1e6);
    t->busy_us = POWER_ON_US;
    snprintf(t->busy_what, sizeof t->busy_what, "power on");
}

void lcd_timing_power_on(struct lcd_timing *t, uint64_t cycle)
{
    t->mode8 = 1;
    t->half = 0;
    t->busy_until = cycle + (uint64_t)(POWER_ON_US * t->cpu_hz / 1e6);
    t->powered_at = t->busy_until;
    t->busy_us = POWER_ON_US;
    snprintf(t->busy_what, sizeof t->busy_what, "power on");
}

double lcd_timing_exec_us(const struct lcd_timing *t, int rs, uint8_t byte)
{
    int slow = !rs && (byte == 0x01 || (byte & 0xFE) == 0x02);
    return (slow ? EXEC_LONG_US_270 : EXEC_US_270) * 270.0 / t->fosc_khz;
}

static double cycles_us(const struct lcd_timing *t, double cycles)
{
    return cycles * 1e6 / t->cpu_hz;
}

/* Keeps m if this slack is narrower by its measure (share != 0: as a
 * share of the instruction's time). */
static void keep_margin(struct lcd_margin *m, int share, double slack_us, double need_us,
                        const char *what)
{
    double v = share ? slack_us / need_us : slack_us;
    double old = share ? m->slack_us / m->need_us : m->slack_us;
    if (m->seen && v >= old)
        return;
    m->seen = 1;
    m->slack_us = slack_us;
    m->need_us = need_us;
    snprintf(m->what, sizeof m->what, "%s", what);
}

/* The first E rise of a transfer: is the controller still busy? */
static void transfer_starts(struct lcd_timing *t, uint64_t cycle)
{
    double slack_us = cycles_us(t, (double)cycle - (double)t->busy_until);
    if (cycle < t->busy_until) {
        t->violations++;
        if (t->violations == 1)
            snprintf(t->first_violation, sizeof t->first_violation,
                     "cycle %llu (%.3f ms): a transfer %.1f us after %s, which takes %.1f us "
                     "at %u kHz",
                     (unsigned long long)cycle, cycles_us(t, (double)cycle) / 1000.0,
                     t->busy_us + slack_us, t->busy_what, t->busy_us, (unsigned)t->fosc_khz);
    }
    if (t->bytes == 0 || t->powered_at == t->busy_until) {
        t->powered_at = 0;
        return;   /* after power on: not an instruction's margin */
    }
    keep_margin(&t->narrowest, 0, slack_us, t->busy_us, t->busy_what);
    keep_margin(&t->tightest, 1, slack_us, t->busy_us, t->busy_what);
}

/* A whole instruction or data byte taken when E fell at cycle. */
static void execute(struct lcd_timing *t, uint64_t cycle, int rs, uint8_t byte, int eight_bit)
{
    t->bytes++;
    t->last_byte = byte;
    t->last_rs = rs;
    t->busy_us = lcd_timing_exec_us(t, rs, byte);
    t->busy_until = cycle + (uint64_t)(t->busy_us * t->cpu_hz / 1e6 + 0.999);
    if (rs)
        snprintf(t->busy_what, sizeof t->busy_what, "data 0x%02x", byte);
    else
        snprintf(t->busy_what, sizeof t->busy_what, "%scommand 0x%02x%s",
                 eight_bit ? "8-bit " : "", byte,
                 byte == 0x01 || (byte & 0xFE) == 0x02 ? " (clear/home)" : "");
    if (!rs && (byte & 0xE0) == 0x20) {   /* function set: DL picks the mode */
        t->mode8 = (byte & 0x10) != 0;
        t->half = 0;
    }
}

void lcd_timing_pin(struct lcd_timing *t, uint64_t cycle, enum lcd_pin pin, int level)
{
    level = level ? 1 : 0;
    if ((unsigned)pin >= LCD_PINS || t->levels[pin] == level)
        return;
    t->levels[pin] = level;
    if (pin != LCD_PIN_E)
        return;
    int busy_read = t->levels[LCD_PIN_RW] && !t->levels[LCD_PIN_RS];
    if (level) {
        if ((t->mode8 || !t->half) && !busy_read)
            transfer_starts(t, cycle);
        return;
    }
    if (t->levels[LCD_PIN_RW]) {
        /* a read: the busy flag takes no time, a data byte an instruction's */
        if (!t->mode8 && !t->half) {
            t->half = 1;
            return;
        }
        t->half = 0;
        if (!busy_read) {
            t->busy_us = lcd_timing_exec_us(t, 1, 0);
            t->busy_until = cycle + (uint64_t)(t->busy_us * t->cpu_hz / 1e6 + 0.999);
            snprintf(t->busy_what, sizeof t->busy_what, "a data read");
        }
        return;
    }
    /* E fell: the controller latches RS and D7..D4 */
    uint8_t nibble = (uint8_t)(t->levels[LCD_PIN_D4] | t->levels[LCD_PIN_D5] << 1 |
                               t->levels[LCD_PIN_D6] << 2 | t->levels[LCD_PIN_D7] << 3);
    int rs = t->levels[LCD_PIN_RS];
    if (t->mode8) {
        execute(t, cycle, rs, (uint8_t)(nibble << 4), 1);
    } else if (!t->half) {
        t->high = nibble;
        t->half = 1;
    } else {
        t->half = 0;
        execute(t, cycle, rs, (uint8_t)(t->high << 4 | nibble), 0);
    }
}
