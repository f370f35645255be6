/*
 * interactive.c — the device on the desk: the firmware in real time, its
 * screen drawn by interactive_view.c, the keys on the keyboard (arrows or
 * w/a/s/d, Enter or space for SELECT), `:` to type a console line (Enter
 * sends it, Esc cancels), PgUp/PgDn to scroll the console, `p` to power
 * cycle, `q` or Ctrl-C to quit.  The console is on a pty as well, for a
 * terminal program or `nimbox --port`.
 *
 * Each key press is held INTERACTIVE_HOLD_MS like a finger, then released
 * for INTERACTIVE_GAP_MS before the next: keys typed faster than that wait
 * in a queue, in order, so none is lost.  A key can also be held until the
 * next key is typed (a long press: leaving the Keys screen, leaving a
 * game, the repeat of UP and DOWN): Shift+arrow, W A S D, Shift+Enter
 * where the terminal tells it apart, or `h` and then the key; the next key
 * (or Esc) lets go of it and does nothing more.  On a board whose keys
 * are a rotary encoder the arrows turn it a detent each (right and down
 * clockwise) and Enter is its button (`h` Enter: a long click).  With an EEPROM file the EEPROM
 * is loaded at start, saved every few seconds and at exit; `p` keeps it
 * and starts everything else afresh, LCD included, as unplugging the
 * board would.  The terminal is put in raw mode and restored on any way
 * out.
 */
#define _GNU_SOURCE
#include "sim/interactive.h"

#include <ctype.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "board.h"
#include "sim/interactive_view.h"
#include "sim/pty.h"
#include "sim/sim.h"

#define INTERACTIVE_HOLD_MS 150
#define INTERACTIVE_GAP_MS 60
#define EEPROM_SAVE_S 5.0

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

static struct {
    uint64_t release_at;     /* the held key comes up */
    uint64_t next_at;        /* the next queued key may go down */
    int power_cycle;         /* `p` typed */
} K;

/* A key held until the next key lets go of it (or, still waiting in the
 * queue, becomes a plain press); 1 when there was one. */
static int let_go(struct view *v)
{
    if (v->held && v->holding) {
        v->holding = 0;
        K.release_at = 0;   /* keys() releases it now */
        return 1;
    }
    for (unsigned i = 0; i < v->nqueue; i++)
        if (v->queue[i] & VIEW_HOLD) {
            v->queue[i] &= ~VIEW_HOLD;
            return 1;
        }
    return 0;
}

/* A key typed (hold: held until the next key): it lets go of a held key,
 * or goes into the queue (keys() presses it when its turn comes). */
static void key_typed(struct view *v, int key, int hold)
{
    if (let_go(v))
        return;
    if (v->hold_armed)
        hold = 1;
    v->hold_armed = 0;
    if (v->nqueue < VIEW_KEY_QUEUE)
        v->queue[v->nqueue++] = key | (hold ? VIEW_HOLD : 0);
}

/* Releases the held key when its time is up, presses the next in turn. */
static int keys(struct view *v)
{
    uint64_t now = sim_cycles(), f = sim_frequency();
    if (v->held && now >= K.release_at) {
        sim_release();
        v->held = 0;
        v->holding = 0;
        K.next_at = now + (uint64_t)INTERACTIVE_GAP_MS * f / 1000;
        return 1;
    }
    if (!v->held && v->nqueue && now >= K.next_at) {
        v->held = v->queue[0] & ~VIEW_HOLD;
        v->holding = (v->queue[0] & VIEW_HOLD) != 0;
        v->held_since = now;
        memmove(v->queue, v->queue + 1, --v->nqueue * sizeof v->queue[0]);
        if (!sim_key_wired((enum sim_key)v->held)) {
            /* a rotary encoder's board: RIGHT and DOWN turn it a detent
             * clockwise, LEFT and UP anticlockwise (its button is SELECT) */
            int cw = v->held == SIM_KEY_RIGHT || v->held == SIM_KEY_DOWN;
            v->held = 0;
            v->holding = 0;
            sim_encoder_turn(cw ? 1 : -1, INTERACTIVE_HOLD_MS, 0);
            K.next_at = sim_cycles() + (uint64_t)INTERACTIVE_GAP_MS * f / 1000;
            return 1;
        }
        sim_press((enum sim_key)v->held);
        K.release_at = v->holding ? UINT64_MAX : now + (uint64_t)INTERACTIVE_HOLD_MS * f / 1000;
        return 1;
    }
    return 0;
}

/* The console line being typed: one byte. */
static void prompt_byte(struct view *v, unsigned char c)
{
    if (c == '\r' || c == '\n') {
        v->input[v->ninput] = 0;
        sim_send_line(v->input);
        view_log(v, "> %s", v->input);
        v->prompt = 0;
        v->ninput = 0;
    } else if (c == 127 || c == 8) {
        if (v->ninput)
            v->ninput--;
    } else if (c >= 32 && c < 127 && v->ninput < sizeof v->input - 1) {
        v->input[v->ninput++] = (char)c;
    }
}

/* An escape sequence's final byte k with its numbers p[0..2] (0 when
 * absent): PgUp is ESC [ 5 ~, Shift+Up ESC [ 1 ; 2 A (a modifier m has
 * Shift when m - 1 is odd), Shift+Enter ESC [ 13 ; 2 u or
 * ESC [ 27 ; 2 ; 13 ~ on terminals that tell it from Enter. */
static void sequence(struct view *v, unsigned char k, const int p[3])
{
    if (k == '~' && (p[0] == 5 || p[0] == 6)) {
        int page = (int)view_log_rows() - 1;
        view_scroll(v, p[0] == 5 ? page : -page);
        return;
    }
    if (v->prompt)
        return;
    int shift = p[1] > 1 && (p[1] - 1) % 2 == 1;
    switch (k) {
    case 'A': key_typed(v, SIM_KEY_UP, shift); break;
    case 'B': key_typed(v, SIM_KEY_DOWN, shift); break;
    case 'C': key_typed(v, SIM_KEY_RIGHT, shift); break;
    case 'D': key_typed(v, SIM_KEY_LEFT, shift); break;
    case 'u':
        if (p[0] == 13)
            key_typed(v, SIM_KEY_SELECT, shift);
        break;
    case '~':
        if (p[0] == 27 && p[2] == 13)
            key_typed(v, SIM_KEY_SELECT, shift);
        break;
    default: break;
    }
}

/* Handles the bytes typed so far; returns how many were used (an escape
 * sequence cut in the middle waits for the rest). */
static size_t typed(struct view *v, const unsigned char *b, size_t n, int final)
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
                int p[3] = { 0, 0, 0 }, np = 0;
                while (j < n && (isdigit(b[j]) || b[j] == ';')) {
                    if (b[j] == ';')
                        np++;
                    else if (np < 3 && p[np] < 10000)
                        p[np] = p[np] * 10 + (b[j] - '0');
                    j++;
                }
                if (j >= n) {
                    if (!final)
                        return i;
                    i = n;
                    continue;
                }
                sequence(v, b[j], p);
                i = j + 1;
                continue;
            }
            i++;                     /* a lone Esc cancels the console line, */
            v->prompt = 0;           /* a hold to come, or lets go of one */
            v->ninput = 0;
            v->hold_armed = 0;
            let_go(v);
            continue;
        }
        i++;
        if (v->prompt) {
            prompt_byte(v, c);
            continue;
        }
        switch (c) {
        case 'q': case 'Q': quit_flag = 1; return n;
        case ':': v->prompt = 1; v->ninput = 0; break;
        case 'p': case 'P': K.power_cycle = 1; break;
        case 'h': case 'H':      /* the next key is held; or lets go */
            if (!let_go(v))
                v->hold_armed = !v->hold_armed;
            break;
        case '\r': case '\n': case ' ': key_typed(v, SIM_KEY_SELECT, 0); break;
        case 'w': case 'W': key_typed(v, SIM_KEY_UP, c == 'W'); break;
        case 's': case 'S': key_typed(v, SIM_KEY_DOWN, c == 'S'); break;
        case 'a': case 'A': key_typed(v, SIM_KEY_LEFT, c == 'A'); break;
        case 'd': case 'D': key_typed(v, SIM_KEY_RIGHT, c == 'D'); break;
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

/* Unplugged and plugged in again (sim_power_on): a fresh core, LCD and
 * keys, the same EEPROM.  0, or -1 when the firmware cannot be loaded
 * again. */
static int power_cycle(struct view *v)
{
    if (sim_power_on() != 0)
        return -1;
    pty_rewire();
    v->held = 0;
    v->holding = 0;
    v->hold_armed = 0;
    v->nqueue = 0;
    K.release_at = K.next_at = 0;
    view_log(v, "-- power cycle (EEPROM kept) --");
    return 0;
}

/* Raw, unbuffered, no echo, no signals from keys: the loop reads them. */
static int raw_terminal(void)
{
    struct termios t;
    if (tcgetattr(0, &saved_tio) != 0) {
        fprintf(stderr, "nimbox-sim: stdin is not a terminal\n");
        return -1;
    }
    tio_saved = 1;
    atexit(restore_terminal);
    t = saved_tio;
    t.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG | IEXTEN);
    t.c_iflag &= ~(tcflag_t)(IXON | ICRNL | INLCR);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    tcsetattr(0, TCSAFLUSH, &t);
    printf("\033[?25l\033[H\033[J");
    return 0;
}

/* The buzzer's note beside the LCD: shown while a tone sounds and for
 * NOTE_SHOW_S after each (a key's 8 ms click would not last a frame),
 * an active buzzer's beep as -1 (no pitch of its own to show); 1 when it
 * changed. */
#define NOTE_SHOW_S 0.25
static int buzzer_note(struct view *v)
{
    static unsigned heard;
    static double until;
    unsigned n = sim_tones();
    double hz = sim_buzzer_active() ? -(double)sim_buzzer_high() : sim_tone_now_hz();
    double now = wall_s();
    struct sim_tone t;
    if (hz == 0 && n != heard && sim_tone(n - 1, &t))
        hz = sim_buzzer_active() ? -1.0 : t.hz;
    heard = n;
    if (hz != 0) {
        until = now + NOTE_SHOW_S;
        if (hz != v->note_hz) {
            v->note_hz = hz;
            return 1;
        }
        return 0;
    }
    if (v->note_hz != 0 && now >= until) {
        v->note_hz = 0;
        return 1;
    }
    return 0;
}

/* Notes for the status line: a stopped firmware, LCD timing faults. */
static int status_notes(struct view *v)
{
    if (sim_crashed() && strncmp(v->status, "firmware", 8)) {
        snprintf(v->status, sizeof v->status, "firmware %s at %.3f s: p power cycles, q quits",
                 sim_gdb_ended() ? "left by gdb" : sim_state() == SIM_CRASHED ? "CRASHED" : "STOPPED",
                 sim_cycles_to_ms(sim_cycles()) / 1000);
        return 1;
    }
    if ((sim_busy_errors() || sim_lcd_timing_errors()) && !strstr(v->status, "BUSY") &&
        !sim_crashed()) {
        snprintf(v->status, sizeof v->status,
                 "warning: %u HD44780 writes while BUSY, %u too soon at %u kHz",
                 sim_busy_errors(), sim_lcd_timing_errors(), (unsigned)sim_lcd_khz());
        return 1;
    }
    return 0;
}

int interactive(const char *elf, const char *eeprom)
{
    struct view v;
    memset(&v, 0, sizeof v);
    v.elf = elf;
    v.eeprom = eeprom;
    v.speed = 1.0;
    if (sim_open(elf, 1) != 0) {
        fprintf(stderr, "nimbox-sim: %s\n", sim_error());
        return 2;
    }
    if ((eeprom && eeprom_file_load(eeprom) < 0) || pty_open() != 0 || raw_terminal() != 0) {
        sim_close();
        return 2;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    snprintf(v.status, sizeof v.status, "%s", sim_gdb_port() ? "waiting for gdb's continue" :
             "running");
    unsigned char inbuf[256];
    size_t nin = 0;
    uint32_t lcd_seen = (uint32_t)-1;
    double last_draw = 0, speed_wall = wall_s(), last_save = wall_s();
    uint64_t speed_cycles = sim_cycles();
    int dirty = 1, esc_age = 0;

    while (!quit_flag) {
        if (!sim_crashed() && !sim_gdb_holding())
            sim_run_ms(10);
        else
            usleep(10000);
        pty_poll();
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
            size_t used = typed(&v, inbuf, nin, esc_age > 3);
            memmove(inbuf, inbuf + used, nin - used);
            nin -= used;
            esc_age++;
            dirty = 1;
        }
        if (K.power_cycle) {
            K.power_cycle = 0;
            if (power_cycle(&v) != 0)
                break;
            dirty = 1;
        }
        dirty |= keys(&v);
        static char line[VIEW_LINE_MAX];
        while (sim_peek_new_line(line, sizeof line)) {
            view_log(&v, "%s", line);
            dirty = 1;
        }
        dirty |= status_notes(&v);
        dirty |= buzzer_note(&v);
        uint32_t ver = sim_lcd_version();
        if (ver != lcd_seen) {
            lcd_seen = ver;
            dirty = 1;
        }
        double now = wall_s();
        if (sim_cycles() < speed_cycles) {   /* a power cycle: time starts again */
            speed_cycles = sim_cycles();
            speed_wall = now;
        }
        if (v.held && now - last_draw >= 0.1)
            dirty = 1;   /* the hold's length */
        if (now - speed_wall >= 1.0) {
            v.speed = sim_cycles_to_ms(sim_cycles() - speed_cycles) / 1000.0 / (now - speed_wall);
            speed_wall = now;
            speed_cycles = sim_cycles();
            dirty = 1;
        }
        if (eeprom && now - last_save >= EEPROM_SAVE_S) {
            eeprom_file_save(eeprom);
            last_save = now;
        }
        if (dirty && now - last_draw >= 0.02) {
            view_draw(&v);
            last_draw = now;
            dirty = 0;
        }
    }
    if (eeprom)
        eeprom_file_save(eeprom);
    restore_terminal();
    pty_close();
    sim_close();
    return 0;
}
