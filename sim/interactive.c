/*
 * interactive.c — the device on the desk: the firmware in real time, its
 * LCD drawn in the terminal (backlight and cursor shown), the keys on the
 * keyboard (arrows or w/a/s/d, Enter or space for SELECT, each press held
 * 150 ms like a finger), `:` to type a console line (Enter sends it, Esc
 * cancels) whose replies scroll under the LCD, `q` or Ctrl-C to quit.
 * The terminal is put in raw mode and restored on any way out.
 */
#define _GNU_SOURCE
#include "sim/interactive.h"

#include <ctype.h>
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
#include "sim/sim.h"

#define INTERACTIVE_HOLD_MS 150

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

int interactive(const char *elf)
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
