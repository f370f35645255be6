/*
 * nimbox_sim.c — the nimbox device on the desk: the firmware ELF in simavr
 * with the board's LCD, keys and console (sim.c).
 *
 *   nimbox-sim ELF                    interactive, real time (a terminal)
 *   nimbox-sim --demo ELF SCRIPT      run a scenario, show the LCD per step
 *   nimbox-sim --check ELF SCRIPT...  scenarios as tests: ok/FAIL, a total
 *   nimbox-sim --bench ELF SCRIPT...  scenarios, printing what `measure` saw
 *
 * Scenario scripts: one command per line; a line whose first non-blank
 * character is '#' is a comment.  Every script starts from a fresh reset
 * with no key pressed.
 *
 *   wait MS                  run MS milliseconds
 *   press KEY [HOLD_MS]      press (default hold 100 ms), release, run 50 ms
 *   hold KEY MS              press, run MS, release
 *   hold-keys KEY+KEY... MS  several keys down at once for MS, release
 *   chatter KEY MS           bounce key/none every 1-3 ms for MS, then held
 *   release [MS]             release the key, run MS (default 0)
 *   key-down KEY [MS]        KEY pressed and kept (until release or another
 *                            key), run MS (default 0)
 *   press-mv MV [HOLD_MS]    like press, with MV millivolts on the key input
 *   hold-mv MV MS            MV millivolts for MS, then released
 *   set-mv MV [MS]           MV millivolts kept on the key input (until
 *                            release or a key), run MS (default 0); the
 *                            three -mv commands on ladder boards only
 *   send TEXT...             TEXT + "\n" to the console at the board's baud
 *   send-bytes TEXT          TEXT's bytes, no newline added; C escapes
 *                            \n \r \t \\ \0 and \xNN stand for bytes
 *   flow xonxoff SKID | off  the sender honours XON/XOFF (stops SKID bytes
 *                            after an XOFF, goes on at XON) or ignores it
 *   replies-begin            start a paste check: the answers that follow
 *   expect-answer TEXT       the reply lines of the next line sent, in
 *                            order, joined by " | "
 *   replies-end strict|lossy run until the console is quiet, then check
 *                            every reply against the answers: exactly
 *                            (strict), or with runs of answers replaced by
 *                            one input-lost error (lossy); fails on a
 *                            wrong answer, a silent loss or a byte the
 *                            USART itself had no room for
 *   expect-lcd ROW TEXT      row 0/1 equals TEXT (trailing spaces ignored)
 *   expect-lcd-has ROW TEXT  row 0/1 contains TEXT
 *   expect-reply TEXT        the next console line equals TEXT (waits up to
 *                            200 ms of simulated time for it)
 *   expect-reply-prefix TEXT the next console line starts with TEXT
 *   expect-no-busy           no HD44780 write while it was busy so far
 *                            (the model's 37 us, and 1.52 ms after clear or
 *                            home, which the model does not enforce)
 *   measure LABEL            cycles and ms of the last complete activity-pin
 *                            pulse (rise to fall); fails if there is none
 *                            newer than the previous measure
 *   measure-reply LABEL      cycles and ms from the last byte of the last
 *                            line sent to the first byte of the reply
 *   expect-max-ms LABEL MS   that measurement took at most MS ms
 *   expect-max-cycles LABEL N  that measurement took at most N cycles (a
 *                            budget "in cycles at 16 MHz" on any board)
 *   repeat N CMD [; CMD]...  the commands, in turn, N times
 *   reset                    the MCU's RESET (EEPROM, LCD and keys kept)
 *   eeprom-set ADDR BYTE...  write bytes into the EEPROM (0x.. or decimal)
 *   eeprom-fill BYTE         the whole EEPROM set to BYTE (0xFF: erased)
 *   expect-eeprom ADDR BYTE... the EEPROM holds those bytes there
 *   expect-backlight on|off  the backlight pin's level
 *   expect-sleep-share PCT MS  run MS; the core slept at least PCT % of
 *                            the cycles (the share is printed)
 *   stack                    print the peak stack use
 *   expect-max-stack BYTES   peak stack use (the firmware's paint) <= BYTES
 *
 * "boards NAME..." on a line of its own: the rest of the script runs only on
 * those boards.  A line may start with a board list, "[uno-lcdshield mega-lcdshield]
 * COMMAND": the command runs only on those boards.  "$BOARD" anywhere in
 * a line is the board's name.
 *
 * KEY: right up down left select.  TEXT may be wrapped in double quotes to
 * keep leading or trailing spaces.  A crash, a stop, or any HD44780 "write
 * when still BUSY" fails the script.
 *
 * Timing a key: the firmware raises the activity pin for every key event,
 * the release too, so after `press` the last pulse is the release's.  To
 * time "key recognised -> hint on the LCD" hold the key past the debounce
 * and measure before the release is seen:  hold down 60 / measure hint.
 * A console line: send TEXT / expect-reply ... / measure LABEL.
 *
 * Console bytes sent before the firmware enables its receiver are lost
 * (simavr drops them): wait for the banner first.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "board.h"
#include "reply_check.h"
#include "sim.h"

#define REPLY_WAIT_MS 2000   /* a 1000-value grundy line takes 0.8 s at 38400 baud */
#define PRESS_HOLD_MS 100
#define PRESS_AFTER_MS 50
#if defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER
#define SIM_HAS_LADDER 1   /* the -mv commands */
#else
#define SIM_HAS_LADDER 0
#endif
#define INTERACTIVE_HOLD_MS 150
#define MAX_MEASURES 64
#define SCRIPT_LINE_MAX 8192   /* a script line, a console line */

enum mode { MODE_DEMO, MODE_CHECK, MODE_BENCH };

/* Copies src into dst (size bytes), cut if longer. */
static void copy_text(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

/* ------------------------------------------------------------------ */
/* shared drawing                                                       */

static void lcd_box(FILE *out, const char *indent)
{
    char row[BOARD_LCD_COLS + 1];
    char bar[BOARD_LCD_COLS + 1];
    memset(bar, '-', BOARD_LCD_COLS);
    bar[BOARD_LCD_COLS] = 0;
    fprintf(out, "%s+%s+\n", indent, bar);
    for (int r = 0; r < BOARD_LCD_ROWS; r++) {
        sim_lcd_row(r, row);
        fprintf(out, "%s|%s|\n", indent, row);
    }
    /* the cursor, when shown, as '^' under its column */
    int cr, cc;
    if (sim_lcd_cursor(&cr, &cc)) {
        bar[cc] = '^';
        fprintf(out, "%s+%s+ cursor: row %d col %d\n", indent, bar, cr, cc);
    } else {
        fprintf(out, "%s+%s+\n", indent, bar);
    }
}

static void rtrim(char *s)
{
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
}

/* ------------------------------------------------------------------ */
/* scenario scripts                                                     */

struct measure {
    char label[64];
    uint64_t cycles;
    double ms;
};

struct run {
    enum mode mode;
    const char *file;
    int line;
    unsigned passed, failed;
    int script_failed;
    int fatal;           /* load failure, bad script, crash */
    int busy_reported;
    uint64_t last_rise, last_fall;
    int have_pulse;
    struct measure measures[MAX_MEASURES];
    int nmeasures;
};

static void show_new_lines(struct run *r)
{
    char buf[SCRIPT_LINE_MAX];
    while (sim_peek_new_line(buf, sizeof buf))
        if (r->mode == MODE_DEMO)
            printf("  serial: %s\n", buf);
}

static void pass(struct run *r, const char *what)
{
    r->passed++;
    if (r->mode != MODE_BENCH)
        printf("ok   %s:%d %s\n", r->file, r->line, what);
}

static void fail(struct run *r, const char *what, const char *fmt, ...)
{
    va_list ap;
    r->failed++;
    r->script_failed = 1;
    printf("FAIL %s:%d %s\n", r->file, r->line, what);
    if (fmt) {
        printf("     ");
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
        printf("\n");
    }
}

static void fail_with_lcd(struct run *r, const char *what, const char *fmt, ...)
{
    va_list ap;
    char msg[512];
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fail(r, what, "%s", msg);
    printf("     LCD at %.3f ms:\n", sim_cycles_to_ms(sim_cycles()));
    lcd_box(stdout, "     ");
}

/* The TEXT argument: rest of the line, trailing blanks dropped, optional
 * double quotes removed. */
static void text_arg(const char *rest, char *out, size_t size)
{
    while (*rest == ' ' || *rest == '\t')
        rest++;
    copy_text(out, size, rest);
    rtrim(out);
    size_t n = strlen(out);
    if (n >= 2 && out[0] == '"' && out[n - 1] == '"') {
        memmove(out, out + 1, n - 2);
        out[n - 2] = 0;
    }
}

static int parse_uint(const char *s, unsigned long *v, const char **end)
{
    char *e;
    while (*s == ' ' || *s == '\t')
        s++;
    if (!isdigit((unsigned char)*s))
        return 0;
    errno = 0;
    *v = strtoul(s, &e, 10);
    if (errno)
        return 0;
    if (end)
        *end = e;
    else {
        while (*e == ' ' || *e == '\t')
            e++;
        if (*e)
            return 0;
    }
    return 1;
}

/* C-style escapes of a script argument (\n \r \t \\ \0 \xNN) to bytes;
 * leading blanks skipped.  Returns 0 on a bad escape. */
static int unescape(const char *s, char *out, size_t size, size_t *len)
{
    size_t n = 0;
    while (*s == ' ' || *s == '\t')
        s++;
    while (*s && *s != '\n' && n < size) {
        char c = *s++;
        if (c == '\\') {
            c = *s++;
            if (c == 'n')
                c = '\n';
            else if (c == 'r')
                c = '\r';
            else if (c == 't')
                c = '\t';
            else if (c == '0')
                c = 0;
            else if (c == 'x' && isxdigit((unsigned char)s[0]) && isxdigit((unsigned char)s[1])) {
                char hex[3] = { s[0], s[1], 0 };
                c = (char)strtoul(hex, NULL, 16);
                s += 2;
            } else if (c != '\\')
                return 0;
        }
        out[n++] = c;
    }
    *len = n;
    return 1;
}

static int parse_key(const char *s, int *key, const char **end)
{
    char word[32];
    size_t n = 0;
    while (*s == ' ' || *s == '\t')
        s++;
    while (s[n] && !isspace((unsigned char)s[n]) && n < sizeof word - 1) {
        word[n] = s[n];
        n++;
    }
    word[n] = 0;
    int k = sim_key_from_name(word);
    if (k <= 0)
        return 0;
    *key = k;
    *end = s + n;
    return 1;
}

static void check_lcd(struct run *r, const char *what, const char *rest, int substring)
{
    unsigned long row;
    const char *p;
    char want[256], got[BOARD_LCD_COLS + 1];
    if (!parse_uint(rest, &row, &p) || row >= BOARD_LCD_ROWS || (*p && !isspace((unsigned char)*p))) {
        fail(r, what, "bad row (0..%d)", BOARD_LCD_ROWS - 1);
        return;
    }
    text_arg(p, want, sizeof want);
    sim_lcd_row((int)row, got);
    rtrim(got);
    int ok = substring ? strstr(got, want) != NULL : strcmp(got, want) == 0;
    if (ok)
        pass(r, what);
    else
        fail_with_lcd(r, what, "row %lu is \"%s\"", row, got);
}

static void check_reply(struct run *r, const char *what, const char *rest, int prefix)
{
    char want[SCRIPT_LINE_MAX], got[SCRIPT_LINE_MAX];
    text_arg(rest, want, sizeof want);
    if (!sim_next_reply(got, sizeof got, REPLY_WAIT_MS)) {
        fail(r, what, "no console line within %d ms (%zu bytes still to send)",
             REPLY_WAIT_MS, sim_send_pending());
        return;
    }
    rtrim(got);
    int ok = prefix ? strncmp(got, want, strlen(want)) == 0 : strcmp(got, want) == 0;
    if (ok)
        pass(r, what);
    else
        fail(r, what, "got \"%s\"", got);
}

static void busy_failure(struct run *r, const char *what)
{
    char a[400] = "", b[400] = "";
    if (sim_busy_errors())
        snprintf(a, sizeof a, "%u HD44780 writes while BUSY; first at %s", sim_busy_errors(),
                 sim_busy_first());
    if (sim_lcd_timing_errors())
        snprintf(b, sizeof b, "%u LCD writes within 1.52 ms of clear/home; first at %s",
                 sim_lcd_timing_errors(), sim_lcd_timing_first());
    fail(r, what, "%s%s%s", a, a[0] && b[0] ? "\n     " : "", b);
}

static struct measure *find_measure(struct run *r, const char *label)
{
    for (int i = r->nmeasures - 1; i >= 0; i--)
        if (!strcmp(r->measures[i].label, label))
            return &r->measures[i];
    return NULL;
}

/* Keep a measurement under its label and report it. */
static void record_measure(struct run *r, const char *what, const char *label, uint64_t cycles)
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
        char msg[400];
        snprintf(msg, sizeof msg, "%s (%.3f ms)", what, sim_cycles_to_ms(cycles));
        pass(r, msg);
    } else {
        printf("%s: %llu cycles (%.2f ms)\n", label, (unsigned long long)cycles,
               sim_cycles_to_ms(cycles));
        r->passed++;
    }
}


static void print_stack(void)
{
    long painted = sim_stack_peak_painted();
    long seen = sim_stack_peak_observed();
    long freeb = sim_stack_free();
    if (painted >= 0)
        printf("stack: peak %ld bytes (paint), %ld bytes (SP seen), %ld bytes never touched "
               "above .bss end 0x%04x, RAMEND 0x%04x\n",
               painted, seen, freeb, (unsigned)sim_ram_end_of_bss(), (unsigned)sim_ramend());
    else
        printf("stack: no paint found at .bss end 0x%04x (firmware does not paint, or the "
               "stack reached .bss); %ld bytes (SP seen)\n",
               (unsigned)sim_ram_end_of_bss(), seen);
}

/* Whether a blank-separated list of board names holds this board's. */
static int board_listed(const char *list)
{
    size_t len = strlen(BOARD_NAME);
    const char *p = list;
    while (*p) {
        while (*p == ' ' || *p == '\t')
            p++;
        size_t n = strcspn(p, " \t");
        if (n == len && !strncmp(p, BOARD_NAME, len))
            return 1;
        p += n;
    }
    return 0;
}

/* Copies a script line into out with every "$BOARD" replaced by the
 * board's name. */
static void expand_line(const char *in, char *out, size_t size)
{
    size_t o = 0;
    while (*in && o + 1 < size) {
        if (!strncmp(in, "$BOARD", 6)) {
            for (const char *b = BOARD_NAME; *b && o + 1 < size; b++)
                out[o++] = *b;
            in += 6;
        } else {
            out[o++] = *in++;
        }
    }
    out[o] = 0;
}

/* Returns 0 to go on, -1 when the script must stop, 1 when the rest of it
 * is not for this board. */
static int command(struct run *r, char *line)
{
    char cmd[32];
    size_t n = 0;
    char *p = line;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p || *p == '#')
        return 0;
    if (*p == '[') {
        /* [board board ...] COMMAND: only on those boards */
        char *close = strchr(p, ']');
        if (!close) {
            fail(r, p, "no ']' after the board list");
            r->fatal = 1;
            return -1;
        }
        *close = 0;
        int mine = board_listed(p + 1);
        p = close + 1;
        while (*p == ' ' || *p == '\t')
            p++;
        if (!mine)
            return 0;
    }
    while (p[n] && !isspace((unsigned char)p[n]) && n < sizeof cmd - 1) {
        cmd[n] = p[n];
        n++;
    }
    cmd[n] = 0;
    const char *rest = p + n;
    char what[300];
    copy_text(what, sizeof what, p);
    rtrim(what);

    unsigned long v;
    int key;
    const char *e;
    int step = 0;   /* commands that move time: the demo shows the LCD after them */

    if (!strcmp(cmd, "boards")) {
        /* boards NAME...: the rest of the script is for those boards only */
        if (!board_listed(rest)) {
            if (r->mode != MODE_BENCH)
                printf("skip %s:%d (not for %s)\n", r->file, r->line, BOARD_NAME);
            return 1;
        }
        return 0;
    }
    if (!strcmp(cmd, "repeat")) {
        /* repeat N CMD [; CMD]...: each round runs the body's commands in
         * turn; a failure that stops the script stops the repeat */
        char *body;
        unsigned long rounds = strtoul(rest, &body, 10);
        if (body == rest || rounds == 0 || rounds > 100000)
            goto usage;
        while (*body == ' ' || *body == '\t')
            body++;
        if (!*body || !strncmp(body, "repeat", 6))
            goto usage;
        for (unsigned long round = 0; round < rounds; round++) {
            char copy[SCRIPT_LINE_MAX + 64];
            copy_text(copy, sizeof copy, body);
            for (char *part = copy; part;) {
                char *semi = strchr(part, ';');
                if (semi)
                    *semi++ = 0;
                int code = command(r, part);
                if (code != 0)
                    return code;
                part = semi;
            }
        }
        return 0;
    }
    if (!strcmp(cmd, "wait")) {
        if (!parse_uint(rest, &v, NULL))
            goto usage;
        sim_run_ms((uint32_t)v);
        step = 1;
    } else if (!strcmp(cmd, "press")) {
        if (!parse_key(rest, &key, &e))
            goto usage;
        unsigned long hold = PRESS_HOLD_MS;
        while (*e == ' ' || *e == '\t')
            e++;
        if (*e && !parse_uint(e, &hold, NULL))
            goto usage;
        sim_press((enum sim_key)key);
        sim_run_ms((uint32_t)hold);
        sim_release();
        sim_run_ms(PRESS_AFTER_MS);
        step = 1;
    } else if (!strcmp(cmd, "hold")) {
        if (!parse_key(rest, &key, &e) || !parse_uint(e, &v, NULL))
            goto usage;
        sim_press((enum sim_key)key);
        sim_run_ms((uint32_t)v);
        sim_release();
        step = 1;
    } else if (!strcmp(cmd, "hold-keys")) {
        char keys[64];
        unsigned mask = 0;
        int used = 0;
        if (sscanf(rest, "%63s %n", keys, &used) != 1 || !parse_uint(rest + used, &v, NULL))
            goto usage;
        for (char *k = strtok(keys, "+"); k; k = strtok(NULL, "+")) {
            int code = sim_key_from_name(k);
            if (code <= 0)
                goto usage;
            mask |= 1u << code;
        }
        sim_press_keys(mask);
        sim_run_ms((uint32_t)v);
        sim_release();
        step = 1;
    } else if (!strcmp(cmd, "chatter")) {
        if (!parse_key(rest, &key, &e) || !parse_uint(e, &v, NULL))
            goto usage;
        sim_chatter((enum sim_key)key, (uint32_t)v);
        step = 1;
    } else if (!strcmp(cmd, "key-down")) {
        v = 0;
        if (!parse_key(rest, &key, &e))
            goto usage;
        while (*e == ' ' || *e == '\t')
            e++;
        if (*e && !parse_uint(e, &v, NULL))
            goto usage;
        sim_press((enum sim_key)key);
        sim_run_ms((uint32_t)v);
        step = 1;
    } else if (!strcmp(cmd, "press-mv") || !strcmp(cmd, "hold-mv") ||
               !strcmp(cmd, "set-mv")) {
        /* any voltage on the ladder, e.g. a shield variant's key 5 % off */
        unsigned long mv, ms = 0;
        int pressing = !strcmp(cmd, "press-mv");
        if (!SIM_HAS_LADDER) {
            fail(r, what, "%s has no key ladder (guard the line with a board list)", BOARD_NAME);
            r->fatal = 1;
            return -1;
        }
        if (!parse_uint(rest, &mv, &e) || mv > 6000)
            goto usage;
        while (*e == ' ' || *e == '\t')
            e++;
        if (pressing)
            ms = PRESS_HOLD_MS;
        if (!strcmp(cmd, "hold-mv") ? !parse_uint(e, &ms, NULL) : *e && !parse_uint(e, &ms, NULL))
            goto usage;
        sim_key_mv((uint32_t)mv);
        sim_run_ms((uint32_t)ms);
        if (strcmp(cmd, "set-mv"))
            sim_release();
        if (pressing)
            sim_run_ms(PRESS_AFTER_MS);
        step = 1;
    } else if (!strcmp(cmd, "release")) {
        v = 0;
        while (*rest == ' ' || *rest == '\t')
            rest++;
        if (*rest && !parse_uint(rest, &v, NULL))
            goto usage;
        sim_release();
        sim_run_ms((uint32_t)v);
        step = 1;
    } else if (!strcmp(cmd, "send")) {
        char text[SCRIPT_LINE_MAX];
        while (*rest == ' ' || *rest == '\t')
            rest++;
        copy_text(text, sizeof text, rest);
        size_t tl = strlen(text);
        while (tl && (text[tl - 1] == '\n' || text[tl - 1] == '\r'))
            text[--tl] = 0;
        sim_send_line(text);
        step = 1;
    } else if (!strcmp(cmd, "send-bytes")) {
        char bytes[SCRIPT_LINE_MAX];
        size_t nb = 0;
        if (!unescape(rest, bytes, sizeof bytes, &nb))
            goto usage;
        sim_send_bytes(bytes, nb);
        step = 1;
    } else if (!strcmp(cmd, "flow")) {
        char mode[16] = "";
        unsigned skid = 0;
        int got = sscanf(rest, "%15s %u", mode, &skid);
        if (got == 2 && !strcmp(mode, "xonxoff"))
            sim_flow(1, skid);
        else if (got == 1 && !strcmp(mode, "off"))
            sim_flow(0, 0);
        else
            goto usage;
    } else if (!strcmp(cmd, "replies-begin")) {
        replies_begin();
    } else if (!strcmp(cmd, "expect-answer")) {
        char text[SCRIPT_LINE_MAX];
        text_arg(rest, text, sizeof text);
        if (replies_add(text) != 0) {
            fail(r, what, "too many answers in one block");
            r->fatal = 1;
            return -1;
        }
    } else if (!strcmp(cmd, "replies-end")) {
        char mode[16] = "", why[600];
        struct replies_summary sum;
        unsigned xoffs, xons;
        uint64_t overruns;
        if (sscanf(rest, "%15s", mode) != 1 || (strcmp(mode, "strict") && strcmp(mode, "lossy")))
            goto usage;
        int bad = replies_end(!strcmp(mode, "lossy"), &sum, why, sizeof why);
        sim_flow_counts(&xoffs, &xons, &overruns);
        char msg[800];
        snprintf(msg, sizeof msg,
                 "%s: %u answers, %u replies, %u input-lost errors, %u answer lines lost; "
                 "XOFF %u, XON %u, USART overruns %llu",
                 what, sum.answers, sum.replies, sum.lost_errors, sum.lost_lines, xoffs, xons,
                 (unsigned long long)overruns);
        if (bad)
            fail(r, msg, "%s", why);
        else if (overruns)
            fail(r, msg, "bytes arrived while the USART held two unread ones");
        else
            pass(r, msg);
        step = 1;
    } else if (!strcmp(cmd, "expect-lcd")) {
        check_lcd(r, what, rest, 0);
    } else if (!strcmp(cmd, "expect-lcd-has")) {
        check_lcd(r, what, rest, 1);
    } else if (!strcmp(cmd, "expect-reply")) {
        check_reply(r, what, rest, 0);
    } else if (!strcmp(cmd, "expect-reply-prefix")) {
        check_reply(r, what, rest, 1);
    } else if (!strcmp(cmd, "expect-no-busy")) {
        if (sim_busy_errors() == 0 && sim_lcd_timing_errors() == 0) {
            pass(r, what);
        } else {
            r->busy_reported = 1;
            busy_failure(r, what);
        }
    } else if (!strcmp(cmd, "measure")) {
        char label[64];
        text_arg(rest, label, sizeof label);
        if (!label[0])
            goto usage;
        uint64_t rise, fall;
        if (!sim_activity_last_pulse(&rise, &fall)) {
            fail(r, what, "no activity pulse on P%c%d yet", BOARD_ACTIVITY_PORT,
                 BOARD_ACTIVITY_BIT);
        } else if (r->have_pulse && rise == r->last_rise && fall == r->last_fall) {
            fail(r, what, "no new activity pulse since the last measure%s",
                 sim_activity_level() ? " (the pin is still high)" : "");
        } else {
            r->have_pulse = 1;
            r->last_rise = rise;
            r->last_fall = fall;
            record_measure(r, what, label, fall - rise);
        }
    } else if (!strcmp(cmd, "measure-reply")) {
        char label[64];
        uint64_t cycles;
        text_arg(rest, label, sizeof label);
        if (!label[0])
            goto usage;
        if (!sim_reply_latency(&cycles))
            fail(r, what, "no reply has begun since the last line sent");
        else
            record_measure(r, what, label, cycles);
    } else if (!strcmp(cmd, "expect-max-ms") || !strcmp(cmd, "expect-max-cycles")) {
        int in_cycles = !strcmp(cmd, "expect-max-cycles");
        char label[64];
        const char *q = rest;
        while (*q == ' ' || *q == '\t')
            q++;
        size_t ln = 0;
        while (q[ln] && !isspace((unsigned char)q[ln]) && ln < sizeof label - 1) {
            label[ln] = q[ln];
            ln++;
        }
        label[ln] = 0;
        char *end;
        double limit = strtod(q + ln, &end);
        while (*end == ' ' || *end == '\t')
            end++;
        if (!ln || end == q + ln || *end)
            goto usage;
        struct measure *m = find_measure(r, label);
        if (!m)
            fail(r, what, "no measurement called \"%s\" before this line", label);
        else if (in_cycles ? (double)m->cycles > limit : m->ms > limit)
            fail(r, what, in_cycles ? "%s took %.3f ms (%llu cycles), over %.0f cycles"
                                    : "%s took %.3f ms (%llu cycles), over %.3f ms",
                 label, m->ms, (unsigned long long)m->cycles, limit);
        else {
            char msg[400];
            snprintf(msg, sizeof msg, "%s (%.3f ms, %llu cycles)", what, m->ms,
                     (unsigned long long)m->cycles);
            pass(r, msg);
        }
    } else if (!strcmp(cmd, "stack")) {
        print_stack();
    } else if (!strcmp(cmd, "expect-max-stack")) {
        if (!parse_uint(rest, &v, NULL))
            goto usage;
        long peak = sim_stack_peak_painted();
        if (peak < 0)
            fail(r, what, "no stack paint found at .bss end 0x%04x",
                 (unsigned)sim_ram_end_of_bss());
        else if ((unsigned long)peak > v)
            fail(r, what, "peak stack %ld bytes", peak);
        else {
            char msg[400];
            snprintf(msg, sizeof msg, "%s (%ld bytes)", what, peak);
            pass(r, msg);
        }
    } else if (!strcmp(cmd, "reset")) {
        /* the RESET button: EEPROM kept */
        sim_reset();
        step = 1;
    } else if (!strcmp(cmd, "eeprom-set") || !strcmp(cmd, "eeprom-fill")) {
        unsigned long addr = 0, b;
        const char *q = rest;
        if (!strcmp(cmd, "eeprom-set") && !parse_uint(rest, &addr, &q))
            goto usage;
        uint8_t bytes[4096];
        size_t nb = 0;
        while (*q) {
            char *e2;
            while (*q == ' ' || *q == '\t')
                q++;
            if (!*q)
                break;
            b = strtoul(q, &e2, 0);
            if (e2 == q || b > 255 || nb == sizeof bytes)
                goto usage;
            bytes[nb++] = (uint8_t)b;
            q = e2;
        }
        if (nb == 0 || (!strcmp(cmd, "eeprom-fill") && nb != 1))
            goto usage;
        if (!strcmp(cmd, "eeprom-fill")) {
            nb = sim_eeprom_size();
            if (nb > sizeof bytes)
                nb = sizeof bytes;
            memset(bytes, bytes[0], nb);
        }
        if (sim_eeprom_write((uint32_t)addr, bytes, nb) != 0)
            fail(r, what, "outside the EEPROM (%u bytes)", (unsigned)sim_eeprom_size());
        else
            pass(r, what);
    } else if (!strcmp(cmd, "expect-eeprom")) {
        /* expect-eeprom ADDR BYTE...: the EEPROM holds those bytes */
        unsigned long addr, b;
        const char *q;
        if (!parse_uint(rest, &addr, &q))
            goto usage;
        int ok = 1;
        char got[64] = "";
        for (unsigned i = 0; *q; i++) {
            char *e2;
            uint8_t have;
            while (*q == ' ' || *q == '\t')
                q++;
            if (!*q)
                break;
            b = strtoul(q, &e2, 0);
            if (e2 == q || b > 255)
                goto usage;
            q = e2;
            if (sim_eeprom_read((uint32_t)(addr + i), &have, 1) != 0 || have != b) {
                snprintf(got, sizeof got, "byte %lu is 0x%02x", addr + i, have);
                ok = 0;
                break;
            }
        }
        if (ok)
            pass(r, what);
        else
            fail(r, what, "%s", got);
    } else if (!strcmp(cmd, "expect-backlight")) {
        char want[16];
        text_arg(rest, want, sizeof want);
        int on = !strcmp(want, "on");
        if (!on && strcmp(want, "off"))
            goto usage;
        if (sim_lcd_backlight() == on)
            pass(r, what);
        else
            fail(r, what, "the backlight is %s", on ? "off" : "on");
    } else if (!strcmp(cmd, "expect-sleep-share")) {
        /* expect-sleep-share PERCENT MS: run MS; asleep at least PERCENT */
        unsigned long pct, ms;
        const char *q;
        if (!parse_uint(rest, &pct, &q) || !parse_uint(q, &ms, NULL) || ms == 0)
            goto usage;
        uint64_t c0 = sim_cycles(), s0 = sim_sleep_cycles();
        sim_run_ms((uint32_t)ms);
        uint64_t dc = sim_cycles() - c0, ds = sim_sleep_cycles() - s0;
        double share = dc ? 100.0 * (double)ds / (double)dc : 0.0;
        if (r->mode != MODE_CHECK || share < (double)pct)
            printf("sleep: %.3f%% of %lu ms asleep (%llu of %llu cycles awake)\n", share, ms,
                   (unsigned long long)(dc - ds), (unsigned long long)dc);
        if (share >= (double)pct)
            pass(r, what);
        else
            fail(r, what, "asleep %.3f%% of the time", share);
        step = 1;
    } else {
        fail(r, what, "unknown command \"%s\"", cmd);
        r->fatal = 1;
        return -1;
    }

    if (r->mode == MODE_DEMO && step) {
        printf("> %s   [%.1f ms]\n", what, sim_cycles_to_ms(sim_cycles()));
        lcd_box(stdout, "  ");
    }
    show_new_lines(r);
    if (sim_crashed()) {
        r->fatal = 1;
        int crashed = sim_state() == SIM_CRASHED;
        fail_with_lcd(r, what, "the firmware %s at %.3f ms%s%s",
                      crashed ? "crashed" : "stopped (sleep with interrupts off)",
                      sim_cycles_to_ms(sim_cycles()), crashed ? "; simavr said: " : "",
                      crashed ? sim_last_log() : "");
        return -1;
    }
    return 0;

usage:
    fail(r, what, "bad arguments");
    r->fatal = 1;
    return -1;
}

/* Runs one script from a fresh reset; returns 0 if it passed. */
static int run_script(struct run *r, const char *elf, const char *path)
{
    FILE *f = fopen(path, "r");
    const char *base = strrchr(path, '/');
    r->file = base ? base + 1 : path;
    r->line = 0;
    r->script_failed = 0;
    r->busy_reported = 0;
    r->have_pulse = 0;
    r->nmeasures = 0;
    if (!f) {
        fail(r, "open", "%s: %s", path, strerror(errno));
        r->fatal = 1;
        return -1;
    }
    if (sim_open(elf, 0) != 0) {
        fail(r, "load", "%s", sim_error());
        r->fatal = 1;
        fclose(f);
        return -1;
    }
    if (r->mode == MODE_DEMO)
        printf("== %s (%s)\n", r->file, elf);
    else if (r->mode == MODE_BENCH)
        printf("== %s\n", r->file);
    char line[SCRIPT_LINE_MAX];
    while (fgets(line, sizeof line, f)) {
        r->line++;
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            line[--n] = 0;
        char expanded[SCRIPT_LINE_MAX + 64];
        expand_line(line, expanded, sizeof expanded);
        if (command(r, expanded) != 0)
            break;   /* -1: failed and stopped; 1: not for this board */
    }
    fclose(f);
    if ((sim_busy_errors() || sim_lcd_timing_errors()) && !r->busy_reported)
        busy_failure(r, "end of script");
    sim_close();
    return r->script_failed ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* interactive                                                          */

static struct termios saved_tio;
static int tio_saved;
static volatile sig_atomic_t quit_flag;

static void restore_terminal(void)
{
    if (tio_saved) {
        tcsetattr(0, TCSAFLUSH, &saved_tio);
        tio_saved = 0;
        fputs("\033[?25h\n", stdout);
        fflush(stdout);
    }
}

static void on_signal(int sig)
{
    (void)sig;
    quit_flag = 1;
}

#define LOG_LINES 8

struct ui {
    char log[LOG_LINES][80];
    int nlog;
    int prompt;          /* typing a console line */
    char input[128];
    size_t ninput;
    int held;            /* key held by the UI */
    uint64_t release_at;
    char status[80];
};

static void ui_log(struct ui *u, const char *fmt, ...)
{
    va_list ap;
    if (u->nlog == LOG_LINES) {
        memmove(u->log[0], u->log[1], sizeof u->log[0] * (LOG_LINES - 1));
        u->nlog--;
    }
    va_start(ap, fmt);
    vsnprintf(u->log[u->nlog], sizeof u->log[0], fmt, ap);
    va_end(ap);
    u->nlog++;
}

static void ui_draw(struct ui *u, const char *elf, double speed)
{
    char row[BOARD_LCD_COLS + 1];
    char bar[BOARD_LCD_COLS + 1];
    memset(bar, '-', BOARD_LCD_COLS);
    bar[BOARD_LCD_COLS] = 0;
    printf("\033[H");
    printf(" nimbox-sim  %s  %s\033[K\n", BOARD_NAME, elf);
    printf(" simulated %.1f s  (x%.2f real time)\033[K\n\033[K\n",
           sim_cycles_to_ms(sim_cycles()) / 1000.0, speed);
    printf("   +%s+\033[K\n", bar);
    int cr = -1, cc = -1;
    if (!sim_lcd_cursor(&cr, &cc))
        cr = -1;
    for (int r = 0; r < BOARD_LCD_ROWS; r++) {
        sim_lcd_row(r, row);
        if (r == cr)   /* the cursor underlined */
            printf("   |%.*s\033[4m%c\033[0m%s|", cc, row, row[cc], row + cc + 1);
        else
            printf("   |%s|", row);
        printf("%s\033[K\n",
               r == 0 ? (sim_lcd_backlight() ? "  backlight on" : "  backlight off") : "");
    }
    printf("   +%s+   key: %-6s\033[K\n\033[K\n", bar,
           u->held ? sim_key_name((enum sim_key)u->held) : "-");
    printf(" arrows or w a s d: UP LEFT DOWN RIGHT   Enter or space: SELECT\033[K\n");
    printf(" ':' type a console line (Enter sends, Esc cancels)   q or Ctrl-C: quit\033[K\n");
    printf("\033[K\n console:\033[K\n");
    for (int i = 0; i < LOG_LINES; i++)
        printf("   %s\033[K\n", i < u->nlog ? u->log[i] : "");
    if (u->prompt)
        printf(" : %.*s\033[7m \033[0m\033[K\n", (int)u->ninput, u->input);
    else
        printf(" %s\033[K\n", u->status);
    printf("\033[J");
    fflush(stdout);
}

static void ui_key(struct ui *u, int key)
{
    sim_press((enum sim_key)key);
    u->held = key;
    u->release_at = sim_cycles() + (uint64_t)INTERACTIVE_HOLD_MS * sim_frequency() / 1000;
}

/* Handles the bytes typed so far; returns how many were used (an escape
 * sequence cut in the middle waits for the rest). */
static size_t ui_input(struct ui *u, const unsigned char *b, size_t n, int final)
{
    size_t i = 0;
    while (i < n) {
        unsigned char c = b[i];
        if (c == 3) {            /* Ctrl-C */
            quit_flag = 1;
            return n;
        }
        if (c == 27) {
            if (i + 1 >= n && !final)
                return i;            /* wait for the rest of a sequence */
            if (i + 1 < n && (b[i + 1] == '[' || b[i + 1] == 'O')) {
                size_t j = i + 2;    /* CSI / SS3: parameters, then a final byte */
                while (j < n && (isdigit(b[j]) || b[j] == ';'))
                    j++;
                if (j >= n) {
                    if (!final)
                        return i;
                    i = n;
                    continue;
                }
                unsigned char k = b[j];
                i = j + 1;
                if (u->prompt)
                    continue;
                switch (k) {
                case 'A': ui_key(u, SIM_KEY_UP); break;
                case 'B': ui_key(u, SIM_KEY_DOWN); break;
                case 'C': ui_key(u, SIM_KEY_RIGHT); break;
                case 'D': ui_key(u, SIM_KEY_LEFT); break;
                default: break;
                }
                continue;
            }
            i++;                     /* a lone Esc cancels the console line */
            u->prompt = 0;
            u->ninput = 0;
            continue;
        }
        i++;
        if (u->prompt) {
            if (c == '\r' || c == '\n') {
                u->input[u->ninput] = 0;
                sim_send_line(u->input);
                ui_log(u, "> %s", u->input);
                u->prompt = 0;
                u->ninput = 0;
            } else if (c == 127 || c == 8) {
                if (u->ninput)
                    u->ninput--;
            } else if (c >= 32 && c < 127 && u->ninput < sizeof u->input - 1) {
                u->input[u->ninput++] = (char)c;
            }
            continue;
        }
        switch (c) {
        case 'q': case 'Q': quit_flag = 1; return n;
        case ':': u->prompt = 1; u->ninput = 0; break;
        case '\r': case '\n': case ' ': ui_key(u, SIM_KEY_SELECT); break;
        case 'w': case 'W': ui_key(u, SIM_KEY_UP); break;
        case 's': case 'S': ui_key(u, SIM_KEY_DOWN); break;
        case 'a': case 'A': ui_key(u, SIM_KEY_LEFT); break;
        case 'd': case 'D': ui_key(u, SIM_KEY_RIGHT); break;
        default: break;
        }
    }
    return i;
}

static double wall_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int interactive(const char *elf)
{
    if (sim_open(elf, 1) != 0) {
        fprintf(stderr, "nimbox-sim: %s\n", sim_error());
        return 2;
    }
    struct termios t;
    if (tcgetattr(0, &saved_tio) != 0) {
        fprintf(stderr, "nimbox-sim: stdin is not a terminal\n");
        return 2;
    }
    tio_saved = 1;
    atexit(restore_terminal);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    t = saved_tio;
    t.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG | IEXTEN);
    t.c_iflag &= ~(tcflag_t)(IXON | ICRNL | INLCR);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    tcsetattr(0, TCSAFLUSH, &t);
    printf("\033[?25l\033[H\033[J");

    struct ui u;
    memset(&u, 0, sizeof u);
    snprintf(u.status, sizeof u.status, "running");
    unsigned char inbuf[256];
    size_t nin = 0;
    uint32_t lcd_seen = (uint32_t)-1;
    double last_draw = 0, speed_wall = wall_s();
    uint64_t speed_cycles = sim_cycles();
    double speed = 1.0;
    int dirty = 1;
    int esc_age = 0;

    while (!quit_flag) {
        if (!sim_crashed())
            sim_run_ms(10);
        else
            usleep(10000);

        struct pollfd pfd = { .fd = 0, .events = POLLIN };
        if (poll(&pfd, 1, 0) > 0) {
            ssize_t got = read(0, inbuf + nin, sizeof inbuf - nin);
            if (got > 0) {
                nin += (size_t)got;
                esc_age = 0;
            } else if (got == 0) {
                quit_flag = 1;
            }
        }
        if (nin) {
            size_t used = ui_input(&u, inbuf, nin, esc_age > 3);
            memmove(inbuf, inbuf + used, nin - used);
            nin -= used;
            esc_age++;
            dirty = 1;
        }
        if (u.held && sim_cycles() >= u.release_at) {
            sim_release();
            u.held = 0;
            dirty = 1;
        }
        char line[300];
        while (sim_peek_new_line(line, sizeof line)) {
            ui_log(&u, "%s", line);
            dirty = 1;
        }
        if (sim_crashed() && strncmp(u.status, "firmware", 8)) {
            snprintf(u.status, sizeof u.status, "firmware %s at %.3f s: q quits",
                     sim_state() == SIM_CRASHED ? "CRASHED" : "STOPPED",
                     sim_cycles_to_ms(sim_cycles()) / 1000);
            dirty = 1;
        }
        if ((sim_busy_errors() || sim_lcd_timing_errors()) && !strstr(u.status, "BUSY") &&
            !sim_crashed()) {
            snprintf(u.status, sizeof u.status,
                     "warning: %u HD44780 writes while BUSY, %u too soon after clear/home",
                     sim_busy_errors(), sim_lcd_timing_errors());
            dirty = 1;
        }
        uint32_t ver = sim_lcd_version();
        if (ver != lcd_seen) {
            lcd_seen = ver;
            dirty = 1;
        }
        double now = wall_s();
        if (now - speed_wall >= 1.0) {
            speed = sim_cycles_to_ms(sim_cycles() - speed_cycles) / 1000.0 / (now - speed_wall);
            speed_wall = now;
            speed_cycles = sim_cycles();
            dirty = 1;
        }
        if (dirty && now - last_draw >= 0.02) {
            ui_draw(&u, elf, speed);
            last_draw = now;
            dirty = 0;
        }
    }
    restore_terminal();
    sim_close();
    return 0;
}

/* ------------------------------------------------------------------ */

static void usage(void)
{
    fprintf(stderr,
            "usage: nimbox-sim ELF                     interactive (stdin a terminal)\n"
            "       nimbox-sim --demo ELF SCRIPT       run a scenario, show each step\n"
            "       nimbox-sim --check ELF SCRIPT...   scenarios as tests\n"
            "       nimbox-sim --bench ELF SCRIPT...   scenarios, print measurements\n");
}

int main(int argc, char **argv)
{
    if (argc == 2 && argv[1][0] != '-') {
        if (!isatty(0) || !isatty(1)) {
            fprintf(stderr, "nimbox-sim: interactive mode needs a terminal; "
                            "use --demo ELF SCRIPT\n");
            return 2;
        }
        return interactive(argv[1]);
    }
    if (argc < 4) {
        usage();
        return 2;
    }
    struct run r;
    memset(&r, 0, sizeof r);
    if (!strcmp(argv[1], "--demo"))
        r.mode = MODE_DEMO;
    else if (!strcmp(argv[1], "--check"))
        r.mode = MODE_CHECK;
    else if (!strcmp(argv[1], "--bench"))
        r.mode = MODE_BENCH;
    else {
        usage();
        return 2;
    }
    if (r.mode == MODE_DEMO && argc != 4) {
        usage();
        return 2;
    }
    const char *elf = argv[2];
    for (int i = 3; i < argc; i++) {
        run_script(&r, elf, argv[i]);
        fflush(stdout);
    }
    /* the demo is a show: only a firmware that cannot run fails it */
    if (r.mode == MODE_DEMO)
        return r.fatal ? 1 : 0;
    printf("%u passed, %u failed\n", r.passed, r.failed);
    return r.failed ? 1 : 0;
}
