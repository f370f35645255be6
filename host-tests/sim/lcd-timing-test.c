/*
 * lcd-timing-test.c — the simulator's HD44780 timing check
 * (sim/lcd_timing.c) fed synthetic pin timings: the LCD driver's sequence
 * (hal/avr/hd44780.c: power-on wait, the 3-3-3-2 init nibbles, then bytes
 * as two nibbles with E high 1 us and low 1 us) with its waits as
 * parameters.  Today's waits (64 us, 2.6 ms) pass at 190 kHz; the old
 * ones (50 us, 1.6 ms) fail there and pass at 270 kHz; the init's 8-bit
 * nibbles, the power-on wait and a reset half-way through a byte are
 * followed as the controller would.  Prints "N passed, M failed".
 */
#include <stdio.h>
#include <string.h>

#include "sim/lcd_timing.h"

#define CPU_HZ 16000000u

static unsigned passed, failed;

static void check(int ok, const char *what)
{
    if (ok) {
        passed++;
        printf("ok   %s\n", what);
    } else {
        failed++;
        printf("FAIL %s\n", what);
    }
}

/* The driver's waits, in microseconds. */
struct waits {
    double power_on, init_first, init_next, exec, exec_long;
};

static const struct waits today = { 50000, 5000, 150, 64, 2600 };
static const struct waits old = { 50000, 5000, 150, 50, 1600 };

static struct lcd_timing T;
static double now_us;

static void pin(enum lcd_pin p, int level)
{
    lcd_timing_pin(&T, (uint64_t)(now_us * CPU_HZ / 1e6), p, level);
}

/* One nibble: data pins, E high 1 us, E low 1 us. */
static void nibble(unsigned n)
{
    pin(LCD_PIN_D4, n & 1);
    pin(LCD_PIN_D5, (n >> 1) & 1);
    pin(LCD_PIN_D6, (n >> 2) & 1);
    pin(LCD_PIN_D7, (n >> 3) & 1);
    pin(LCD_PIN_E, 1);
    now_us += 1;
    pin(LCD_PIN_E, 0);
    now_us += 1;
}

static void byte(int rs, unsigned b, const struct waits *w)
{
    pin(LCD_PIN_RS, rs);
    nibble(b >> 4);
    nibble(b & 15);
    now_us += (!rs && b <= 3) ? w->exec_long : w->exec;
}

/* The driver's init: power on, 3-3-3-2, function set, display off. */
static void init_seq(const struct waits *w)
{
    now_us += w->power_on;
    pin(LCD_PIN_RS, 0);
    nibble(3);
    now_us += w->init_first;
    nibble(3);
    now_us += w->init_next;
    nibble(3);
    now_us += w->init_next;
    nibble(2);
    now_us += w->init_next;
    byte(0, 0x28, w);
    byte(0, 0x08, w);
}

/* A screen: clear, entry mode, display on, 32 characters at two rows. */
static void screen(const struct waits *w)
{
    byte(0, 0x01, w);
    byte(0, 0x06, w);
    byte(0, 0x0C, w);
    byte(0, 0x80, w);
    for (int i = 0; i < 16; i++)
        byte(1, 'A' + i, w);
    byte(0, 0xC0, w);
    for (int i = 0; i < 16; i++)
        byte(1, 'a' + i, w);
}

/* A fresh controller at khz, the clock at 0. */
static void start(unsigned khz)
{
    lcd_timing_init(&T, CPU_HZ, khz);
    now_us = 0;
}

int main(void)
{
    char what[400];

    start(190);
    init_seq(&today);
    screen(&today);
    check(T.violations == 0, "today's waits (64 us, 2.6 ms) at 190 kHz: no violation");
    check(T.bytes == 4 + 2 + 37, "every instruction and byte counted (the init nibbles too)");
    snprintf(what, sizeof what, "narrowest slack %.1f us after %s (65 us - 52.6 us)",
             T.narrowest.slack_us, T.narrowest.what);
    check(T.narrowest.slack_us > 12.0 && T.narrowest.slack_us < 12.8, what);
    snprintf(what, sizeof what, "smallest share %.1f %% after %s (2.6 ms + 1 us over 2.16 ms)",
             100 * T.tightest.slack_us / T.tightest.need_us, T.tightest.what);
    check(strstr(T.tightest.what, "clear/home") && T.tightest.slack_us / T.tightest.need_us > 0.20 &&
              T.tightest.slack_us / T.tightest.need_us < 0.21, what);

    start(190);
    init_seq(&old);
    screen(&old);
    snprintf(what, sizeof what, "the old waits (50 us, 1.6 ms) at 190 kHz fail: %u violations; %s",
             T.violations, T.first_violation);
    check(T.violations >= 30, what);

    start(270);
    init_seq(&old);
    screen(&old);
    check(T.violations == 0, "the old waits pass at 270 kHz (simavr's model would not notice)");

    struct waits slow_clear = today;
    slow_clear.exec_long = 1600;
    start(190);
    init_seq(&slow_clear);
    screen(&slow_clear);
    check(T.violations == 1 && strstr(T.first_violation, "clear/home"),
          "64 us bytes but 1.6 ms after clear: one violation, after the clear");

    struct waits fast_init = today;
    fast_init.init_first = fast_init.init_next = 30;
    start(270);
    init_seq(&fast_init);
    check(T.violations == 4 && strstr(T.first_violation, "after 8-bit command 0x30"),
          "the init's 8-bit nibbles are instructions: 30 us after each is too soon");

    struct waits early = today;
    early.power_on = 30000;
    start(270);
    init_seq(&early);
    check(T.violations == 1 && strstr(T.first_violation, "power on"),
          "the first instruction 30 ms after power on is too soon (40 ms)");

    /* a reset of the MCU half-way through a byte: the controller holds a
     * high nibble; 3-3-3-2 brings it back to 4-bit mode in step */
    start(190);
    init_seq(&today);
    pin(LCD_PIN_RS, 1);
    nibble(4);
    now_us += 50000;
    init_seq(&(struct waits){ 0, 5000, 150, 64, 2600 });
    uint64_t before = T.bytes;
    screen(&today);
    check(T.violations == 0 && !T.mode8 && !T.half && T.bytes - before == 37 && T.last_byte == 'p',
          "a reset half-way through a byte: 3-3-3-2 brings the pairing back in step");

    printf("%u passed, %u failed\n", passed, failed);
    return failed != 0;
}
