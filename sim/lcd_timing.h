/*
 * lcd_timing.h — an HD44780 timing check of our own, fed pin edges only
 * (so a unit test can feed it synthetic timings, and the harness feeds it
 * the board's RS, E and D4..D7 pins; lcd_timing.c).
 *
 * simavr's HD44780 model knows the 270 kHz times alone.  This check is set
 * to any oscillator frequency: an instruction takes 37 us at 270 kHz,
 * clear and home 1.52 ms, both scaled by 270 / fosc (HD44780U datasheet;
 * 52.6 us and 2.16 ms at 190 kHz, the slow corner of the recommended
 * resistor).  It follows the controller as it would: 8-bit mode after
 * power on (each E pulse is an instruction of its own: the 3-3-3-2 init
 * nibbles count too), 4-bit mode after a function set with DL = 0 (two
 * nibbles a byte), 8-bit again after one with DL = 1.  An instruction
 * starts when E falls on its last nibble; a transfer (its first E rise)
 * before the previous instruction has finished is a violation.  The
 * first instruction after power on must also wait 40 ms.
 *
 * Every transfer's slack (its first E rise minus the end of the previous
 * instruction) is measured: the narrowest one, in microseconds and as a
 * share of the instruction's time, is kept for the report.
 */
#ifndef SIM_LCD_TIMING_H
#define SIM_LCD_TIMING_H

#include <stdint.h>

/* RW last: the parallel boards tie it to ground and never drive it; an
 * I2C backpack drives it, and a transfer with RW high is a read (the busy
 * flag: no execution time; a data byte: an instruction's). */
enum lcd_pin { LCD_PIN_RS, LCD_PIN_E, LCD_PIN_D4, LCD_PIN_D5, LCD_PIN_D6, LCD_PIN_D7, LCD_PIN_RW };
#define LCD_PINS 7

/* The narrowest slack seen: microseconds, the share of the instruction it
 * followed, and what that instruction was. */
struct lcd_margin {
    int seen;
    double slack_us;      /* first E rise - end of the previous instruction */
    double need_us;       /* that instruction's execution time */
    char what[96];        /* "data 0x34", "command 0x01 (clear/home)" ... */
};

struct lcd_timing {
    uint32_t cpu_hz;
    uint32_t fosc_khz;
    int levels[LCD_PINS];     /* by enum lcd_pin */
    int mode8;                /* the controller takes 8-bit transfers */
    int half;                 /* 4-bit mode: the high nibble is in */
    uint8_t high;
    uint64_t busy_until;      /* the cycle the last instruction ends */
    double busy_us;           /* its execution time */
    char busy_what[64];
    uint64_t powered_at;      /* busy_until of a power on again (lcd_timing_power_on), 0 after */
    uint64_t bytes;           /* instructions and data taken */
    uint8_t last_byte;        /* the last one (8-bit transfers: nibble << 4) */
    int last_rs;
    unsigned violations;
    char first_violation[200];
    struct lcd_margin narrowest;   /* in microseconds */
    struct lcd_margin tightest;    /* as a share of the instruction */
};

/* A controller just powered on (8-bit mode, 40 ms before its first
 * instruction), checked at fosc_khz for an MCU clocked at cpu_hz. */
void lcd_timing_init(struct lcd_timing *t, uint32_t cpu_hz, uint32_t fosc_khz);
/* The controller's supply switched on again at cycle (a board that cuts
 * it): 8-bit mode and the 40 ms wait anew; the counts and margins kept. */
void lcd_timing_power_on(struct lcd_timing *t, uint64_t cycle);
/* A pin's new level at a cycle (levels that do not change are ignored). */
void lcd_timing_pin(struct lcd_timing *t, uint64_t cycle, enum lcd_pin pin, int level);
/* The execution time in microseconds of an instruction (rs 0) or data
 * byte (rs 1) at t's oscillator. */
double lcd_timing_exec_us(const struct lcd_timing *t, int rs, uint8_t byte);

#endif
