/*
 * script.h — the scenario script runner: a script is run line by line
 * from a fresh reset, each line's command looked up in one table
 * (script_table.c: name, argument syntax, one-line help, handler), whose
 * printout (`nimbox-sim --commands`) is the list in docs/simulator.md.
 * The handlers live by concern: script_flow.c (requires, repeat),
 * script_keys.c (time and keys),
 * script_rule.c (`rule NAME`), script_console.c (the UART),
 * script_checks.c (LCD, timing, stack, EEPROM, sleep), script_power.c
 * (the LCD's supply, power-down, time shares), script_cut.c (power
 * cuts, power-on), script_sweep.c (the cut sweep), script_sound.c (the
 * buzzer); the argument
 * parsers in script_args.c.
 */
#ifndef SIM_SCRIPT_H
#define SIM_SCRIPT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sim/sim.h"

#define SCRIPT_LINE_MAX 8192   /* a script line, a console line */
#define MAX_MEASURES 64
#define PRESS_HOLD_MS 100
#define PRESS_AFTER_MS 50
#define SWEEP_ALTS 4           /* texts of expect-lcd-one-of */
#define SCRIPT_NUMBER_MAX 0xFFFFFFFFul   /* a number with no narrower range */
#define SCRIPT_MS_MAX 86400000ul         /* MS: a day of simulated time at most */
#define REPEAT_MAX 100000ul              /* the commands one `repeat` runs, rounds x parts */

enum run_mode { MODE_DEMO, MODE_CHECK, MODE_BENCH };

struct measure {
    char label[64];
    uint64_t cycles;
    double ms;
};

/* The LCD timing check's narrowest margin over a run's scripts. */
struct lcd_summary {
    int seen;
    double slack_us, need_us;
    char what[96];
    char file[64];
};

/* One run of the runner over one or more scripts. */
struct run {
    enum run_mode mode;
    const char *file;
    int line;
    unsigned passed, failed;
    unsigned notes, skipped;   /* the open script's lines that assert nothing, not run */
    int depth;           /* script_command's nesting: 0 for a line of the file */
    int script_failed;
    int fatal;           /* load failure, bad script, crash */
    int busy_reported;
    int oled_reported;   /* the OLED's first command fault reported */
    unsigned oled_sweeps_measured;   /* sweeps seen at the last measure-oled-sweep */
    uint64_t last_rise, last_fall;
    int have_pulse;
    struct measure measures[MAX_MEASURES];
    int nmeasures;
    struct lcd_summary lcd_narrowest;   /* by microseconds */
    struct lcd_summary lcd_tightest;    /* by share of the instruction */
    FILE *in;            /* the script being read (a sweep reads its lines) */
    int pick;            /* the text expect-lcd-one-of found since the power-on (-1: none) */
    struct {             /* the cut sweep under way (script_cut.c) */
        int active, model, round_failed, quiet, first_pick, alts;
        unsigned long k;
        char alt[SWEEP_ALTS][48];
        char unshown[4096];   /* the last failure a quiet round kept to itself */
    } sweep;
    unsigned long cut_tried[SIM_TORN_MODELS], cut_lost[SIM_TORN_MODELS];
};

/* What a handler returns. */
enum cmd_result {
    CMD_OK = 0,          /* go on (a failed check has been reported) */
    CMD_STOP = -1,       /* reported; the script cannot go on */
    CMD_SKIP_REST = 1,   /* the rest of the script is not for this board */
    CMD_USAGE = 2        /* bad arguments: reported by the caller, fatal */
};

struct script_cmd;
typedef int script_handler(struct run *r, const struct script_cmd *c, const char *what,
                           const char *rest);

struct script_cmd {
    const char *name;
    const char *args;    /* the argument syntax ("" for none) */
    const char *help;    /* one line, Markdown */
    script_handler *run;
    int step;            /* moves time: the demo shows the LCD after it */
};

/* ---- script.c ---- */
/* Runs one script from a fresh reset; 0 if it passed. */
int script_run_file(struct run *r, const char *elf, const char *path);
/* One line of a script (guards, comments, $BOARD already expanded). */
int script_command(struct run *r, char *line);
/* A script line with every "$BOARD" replaced by the board's name. */
void script_expand_board(const char *in, char *out, size_t size);
/* The command table as Markdown rows (docs/simulator.md's list). */
void script_print_commands(FILE *out);
/* Reporting: ok, ok with a figure noted ("what (note)"), FAIL (with a
 * reason), FAIL with the LCD drawn. */
void script_pass(struct run *r, const char *what);
void script_pass_note(struct run *r, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void script_fail(struct run *r, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void script_fail_lcd(struct run *r, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A line that asserts nothing, with a figure worth showing ("note ..."). */
void script_note(struct run *r, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* An early stop: FAIL with the reason (shown even in a quiet sweep
 * round), the script ended; returns CMD_STOP. */
int script_stop(struct run *r, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- script_table.c ---- */
extern const struct script_cmd script_cmds[];
extern const size_t script_cmd_count;

/* ---- script_args.c ---- */
/* The TEXT argument: the rest of the line, trailing blanks dropped,
 * optional double quotes removed.  1 if it fits in out; 0 if it does not
 * (never cut: the reason kept). */
int text_arg(const char *rest, char *out, size_t size);
/* A one-word argument (LABEL, NAME): 1 if the rest is one word, 0 if it
 * is empty or holds more. */
int word_arg(const char *rest, char *out, size_t size);
/* A number: decimal (a leading zero too: 010 is ten) or 0x hexadecimal,
 * ending at a blank or the line's end; with end NULL nothing may follow
 * it.  1 if read and within lo..hi; out of range, 0 and the reason kept
 * (NAME, the number as written, the range). */
int parse_range(const char *s, const char *name, unsigned long lo, unsigned long hi,
                unsigned long *v, const char **end);
/* An optional last number in lo..hi (kept as *v when absent).  1 if well
 * formed. */
int parse_opt_range(const char *s, const char *name, unsigned long lo, unsigned long hi,
                    unsigned long *v);
/* parse_range and parse_opt_range for a number with no narrower range
 * than 0..SCRIPT_NUMBER_MAX. */
int parse_uint(const char *s, unsigned long *v, const char **end);
int parse_opt_uint(const char *s, unsigned long *v);
/* Why the open line's arguments were refused ("" if no reason was kept);
 * forgotten before each line; script_arg_refuse keeps one (returns 0). */
const char *script_arg_why(void);
void script_arg_forget(void);
int script_arg_refuse(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* A key name; *end after it.  1 if read. */
int parse_key(const char *s, int *key, const char **end);
/* C-style escapes (\n \r \t \\ \0 \xNN) to bytes.  0 on a bad escape. */
int unescape(const char *s, char *out, size_t size, size_t *len);
/* Bytes written 0x.. or decimal, blank-separated; 0 on a bad one. */
int parse_bytes(const char *s, uint8_t *out, size_t size, size_t *len);
/* The next text at *p: double-quoted (blanks kept) or up to a blank;
 * *p moved past it.  1 if read, 0 at the end, -1 for a quote not closed
 * or a text too long for out (never cut: the reason kept). */
int script_next_text(const char **p, char *out, size_t size);
/* SETTING [ARG], a module's setting (lcd-i2c, oled): a number in ARG
 * written again in decimal (the scripts' one rule for numbers); arg ""
 * when none.  1 if well formed. */
int parse_setting(const char *s, char *setting, size_t ssize, char *arg, size_t asize);
/* A LABEL then a number (expect-max-*); 0 if malformed. */
int parse_label_number(const char *s, char *label, size_t size, double *v);

/* ---- script_keys.c ---- */
/* A key pressed for hold_ms, released, then 50 ms (the `press` command). */
void script_press_key(enum sim_key key, uint32_t hold_ms);

/* ---- handlers, by file ---- */
#define SCRIPT_HANDLER(fn) \
    int fn(struct run *r, const struct script_cmd *c, const char *what, const char *rest)
/* The handler of a command that is one simulator call with no arguments
 * (reset, awake-clear, eeprom-wear-clear, replies-begin). */
#define SCRIPT_ACTION(fn, call)                      \
    SCRIPT_HANDLER(fn)                               \
    {                                                \
        (void)r, (void)c, (void)what, (void)rest;    \
        call();                                      \
        return CMD_OK;                               \
    }
SCRIPT_HANDLER(cmd_requires);
SCRIPT_HANDLER(cmd_repeat);
SCRIPT_HANDLER(cmd_wait);
SCRIPT_HANDLER(cmd_press);
SCRIPT_HANDLER(cmd_hold);
SCRIPT_HANDLER(cmd_hold_keys);
SCRIPT_HANDLER(cmd_chatter);
SCRIPT_HANDLER(cmd_key_down);
SCRIPT_HANDLER(cmd_mv);
SCRIPT_HANDLER(cmd_release);
SCRIPT_HANDLER(cmd_rule);
SCRIPT_HANDLER(cmd_send);
SCRIPT_HANDLER(cmd_send_bytes);
SCRIPT_HANDLER(cmd_flow);
SCRIPT_HANDLER(cmd_replies_begin);
SCRIPT_HANDLER(cmd_expect_answer);
SCRIPT_HANDLER(cmd_replies_end);
SCRIPT_HANDLER(cmd_expect_reply);
SCRIPT_HANDLER(cmd_measure_reply);
SCRIPT_HANDLER(cmd_expect_lcd);
SCRIPT_HANDLER(cmd_expect_no_busy);
SCRIPT_HANDLER(cmd_measure);
SCRIPT_HANDLER(cmd_expect_max);
SCRIPT_HANDLER(cmd_stack);
SCRIPT_HANDLER(cmd_expect_max_stack);
SCRIPT_HANDLER(cmd_reset);
SCRIPT_HANDLER(cmd_eeprom_write);
SCRIPT_HANDLER(cmd_expect_eeprom);
SCRIPT_HANDLER(cmd_expect_backlight);
SCRIPT_HANDLER(cmd_expect_safe_pins);
SCRIPT_HANDLER(cmd_expect_sleep_share);
SCRIPT_HANDLER(cmd_awake_clear);
SCRIPT_HANDLER(cmd_expect_max_awake);
SCRIPT_HANDLER(cmd_expect_lcd_power);
SCRIPT_HANDLER(cmd_expect_power_down);
SCRIPT_HANDLER(cmd_power_shares_begin);
SCRIPT_HANDLER(cmd_power_shares);
SCRIPT_HANDLER(cmd_lcd_snapshot);
SCRIPT_HANDLER(cmd_expect_lcd_snapshot);
SCRIPT_HANDLER(cmd_expect_off_lost);
SCRIPT_HANDLER(cmd_eeprom_wear);
SCRIPT_HANDLER(cmd_eeprom_wear_clear);
SCRIPT_HANDLER(cmd_expect_max_eeprom_writes);
SCRIPT_HANDLER(cmd_lcd_margin);
SCRIPT_HANDLER(cmd_torn_cell);
SCRIPT_HANDLER(cmd_power_cut);
SCRIPT_HANDLER(cmd_power_cut_at);
SCRIPT_HANDLER(cmd_power_cut_write);
SCRIPT_HANDLER(cmd_power_on);
SCRIPT_HANDLER(cmd_expect_power_cut);
SCRIPT_HANDLER(cmd_eeprom_image);
SCRIPT_HANDLER(cmd_expect_lcd_one_of);
SCRIPT_HANDLER(cmd_cut_sweep);
SCRIPT_HANDLER(cmd_cut_sweep_end);

/* ---- script_cut.c, script_sweep.c ---- */
/* Forget the EEPROM images kept (a new script). */
void script_cut_forget(void);
/* The cut points tried and lost per torn-cell model over the run, one
 * line (nothing if none). */
void script_print_power_cuts(const struct run *r);
SCRIPT_HANDLER(cmd_expect_tone);
SCRIPT_HANDLER(cmd_expect_beep);
SCRIPT_HANDLER(cmd_expect_no_tone);
SCRIPT_HANDLER(cmd_expect_silent);
SCRIPT_HANDLER(cmd_tones);
SCRIPT_HANDLER(cmd_tones_clear);
SCRIPT_HANDLER(cmd_lcd_i2c);
SCRIPT_HANDLER(cmd_expect_blinks);
SCRIPT_HANDLER(cmd_turn);
SCRIPT_HANDLER(cmd_click);
/* ---- script_oled.c ---- */
SCRIPT_HANDLER(cmd_oled);
SCRIPT_HANDLER(cmd_expect_stones);
SCRIPT_HANDLER(cmd_expect_pixels_blank);
SCRIPT_HANDLER(cmd_expect_oled);
SCRIPT_HANDLER(cmd_expect_max_oled_ua);
SCRIPT_HANDLER(cmd_screenshot);
SCRIPT_HANDLER(cmd_expect_picture);
SCRIPT_HANDLER(cmd_measure_oled_sweep);
/* The display's first fault (sim/display.h's faults) fails the script,
 * once (after a line, at the script's end). */
void script_oled_check(struct run *r, const char *what);
/* A command of the display's own (sim/display.h's commands) run by the
 * board's display, or the script stopped with absent when its display
 * has no such command. */
int script_display_own(struct run *r, const struct script_cmd *c, const char *what,
                       const char *rest, const char *absent);

/* ---- script_band.c ---- */
SCRIPT_HANDLER(cmd_expect_board);
SCRIPT_HANDLER(cmd_expect_bars);
SCRIPT_HANDLER(cmd_expect_band_row);

/* ---- script_report.c ---- */
/* Folds the open script's LCD margins into the run's. */
void script_note_lcd_margin(struct run *r);
/* The run's narrowest LCD margins, one line (nothing if none). */
void script_print_lcd_margin(const struct run *r);

/* ---- measurements (script_checks.c) ---- */
/* Keeps a measurement under its label and reports it (--bench: with the
 * bytes the I2C LCD's expander latched during it, when any). */
void script_record_measure(struct run *r, const char *what, const char *label, uint64_t cycles,
                           unsigned lcd_bytes);
/* The "writes while busy" failure. */
void script_busy_failure(struct run *r, const char *what);

#endif
