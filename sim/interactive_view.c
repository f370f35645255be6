/*
 * interactive_view.c — the interactive screen: the LCD drawn in a box
 * (backlight and cursor shown; on a terminal of 40 rows or more, an
 * OLED's glass in braille, 2x4 pixels a character, and otherwise the text
 * read from it), the key down and for how long, the keys
 * waiting, the console's pty (or that the build has no console), the
 * debugger when there is one, the help lines (':' for a console line
 * only where there is one) with the EEPROM's file, and the console's
 * scroll-back (the last
 * VIEW_LOG_KEEP rows: each console line wrapped at a space to the
 * terminal's width; as many rows shown as the terminal has room for,
 * PgUp/PgDn to scroll).  Every row is cut to the terminal's width and the
 * last one ends without a newline, so the screen never scrolls and the
 * title keeps the top row, on an 80-column terminal too.
 */
#include "sim/interactive_view.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "board.h"
#include "sim/caps.h"
#include "sim/display.h"
#include "sim/pty.h"
#include "sim/sim.h"

/* the rows around the console's: title, time, pty, gdb; the LCD's box
 * (its rows and two bars); four help rows; a blank and the console's
 * heading; the status */
#define VIEW_FIXED_ROWS(box) (4 + (box) + 2 + 4 + 2 + 1)
#define VIEW_GLASS_MIN_ROWS 40   /* the glass drawn from this height on */

/* The rows of the display's box on a terminal of `rows`. */
static unsigned box_rows(unsigned rows)
{
    return sim_display_pixels() && rows >= VIEW_GLASS_MIN_ROWS ? GLASS_BRAILLE_LINES
                                                              : BOARD_LCD_ROWS;
}
#define VIEW_INDENT 3        /* the console's rows start this far in */

/* The terminal's size (24 x 80 when it does not say). */
static void term_size(unsigned *rows, unsigned *cols)
{
    struct winsize w;
    *rows = 24;
    *cols = 80;
    if (ioctl(1, TIOCGWINSZ, &w) == 0) {
        if (w.ws_row)
            *rows = w.ws_row;
        if (w.ws_col)
            *cols = w.ws_col;
    }
}

/* One row kept: the text, cut to what a row holds. */
static void keep_row(struct view *v, const char *text, size_t n)
{
    if (n > VIEW_LOG_WIDTH - 1)
        n = VIEW_LOG_WIDTH - 1;
    memcpy(v->log[v->nlog % VIEW_LOG_KEEP], text, n);
    v->log[v->nlog % VIEW_LOG_KEEP][n] = 0;
    v->nlog++;
    if (v->scroll)
        view_scroll(v, 1);   /* keep the rows in view where they were */
}

void view_log(struct view *v, const char *fmt, ...)
{
    static char line[VIEW_LINE_MAX];
    unsigned rows, cols;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    term_size(&rows, &cols);
    size_t width = cols > VIEW_INDENT + 21 ? cols - VIEW_INDENT - 1 : 20;
    if (width > VIEW_LOG_WIDTH - 1)
        width = VIEW_LOG_WIDTH - 1;
    const char *p = line;
    size_t left = strlen(line);
    do {   /* at a space in the row's second half when there is one */
        size_t n = left;
        if (n > width) {
            n = width;
            while (n > width / 2 && p[n] != ' ')
                n--;
            if (p[n] != ' ')
                n = width;
        }
        keep_row(v, p, n);
        p += n;
        left -= n;
        if (n < width || *p == ' ')
            while (*p == ' ') {   /* the space a row was broken at */
                p++;
                left--;
            }
    } while (left);
}

unsigned view_log_rows(void)
{
    unsigned rows, cols;
    term_size(&rows, &cols);
    unsigned fixed = VIEW_FIXED_ROWS(box_rows(rows));
    return rows > fixed + 3 ? rows - fixed : 3;
}

void view_scroll(struct view *v, int rows)
{
    unsigned kept = v->nlog < VIEW_LOG_KEEP ? v->nlog : VIEW_LOG_KEEP;
    unsigned shown = view_log_rows();
    unsigned max = kept > shown ? kept - shown : 0;
    long s = (long)v->scroll + rows;
    v->scroll = s < 0 ? 0 : (unsigned long)s > max ? max : (unsigned)s;
}

static unsigned screen_cols;   /* the terminal's width while drawing */
static int first_row;          /* no newline before the first row */

/* One row of the screen, cut to the terminal's width (escape sequences
 * take no room), the rest of the row cleared. */
static void row(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void row(const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (!first_row)
        fputs("\033[K\n", stdout);
    first_row = 0;
    unsigned shown = 0;
    int dropped = 0;   /* the last character was past the edge */
    for (const char *p = text; *p; p++) {
        if (((unsigned char)*p & 0xC0) == 0x80) {   /* UTF-8's continuation bytes */
            if (!dropped)
                putchar(*p);
            continue;
        }
        if (*p == '\033') {   /* ESC [ parameters final: copied whole */
            const char *q = p + 1;
            if (*q == '[')
                q++;
            while (*q && (*q < '@' || *q > '~'))
                q++;
            fwrite(p, 1, (size_t)(q - p) + (*q != 0), stdout);
            p = *q ? q : q - 1;
            continue;
        }
        dropped = shown + 1 >= screen_cols;
        if (dropped)
            continue;   /* past the edge: only escapes still go out */
        putchar(*p);
        shown++;
    }
}

/* The buzzer's note beside the display: its frequency, or an active
 * buzzer's beep (note_hz < 0: its pitch is its own). */
static void note_text(const struct view *v, char *buf, size_t size)
{
    if (v->note_hz < 0)
        snprintf(buf, size, "  \u266a beep");
    else
        snprintf(buf, size, "  \u266a %.0f Hz", v->note_hz);
}

/* The glass in braille (a display with pixels), its state beside it. */
static void draw_glass(const struct view *v, char *bar)
{
    char line[GLASS_WIDTH * 2];
    memset(bar, '-', GLASS_WIDTH / 2);
    bar[GLASS_WIDTH / 2] = 0;
    row("   +%s+", bar);
    for (int l = 0; l < GLASS_BRAILLE_LINES; l++) {
        char note[48] = "";
        if (l == 0) {
            note[0] = note[1] = ' ';
            sim_display()->state(note + 2, sizeof note - 2);
        } else if (l == 1 && v->note_hz != 0)
            note_text(v, note, sizeof note);
        sim_glass_braille(l, line, sizeof line);
        row("   |%s|%s", line, note);
    }
}

/* The display's text in a box (an OLED's read from its pixels). */
static void draw_text(const struct view *v, char *bar)
{
    char lcd[BOARD_LCD_COLS + 1], light[48];
    memset(bar, '-', BOARD_LCD_COLS);
    bar[BOARD_LCD_COLS] = 0;
    row("   +%s+", bar);
    int cr = -1, cc = -1;
    if (!sim_lcd_cursor(&cr, &cc))
        cr = -1;
    if (sim_display_pixels()) {
        light[0] = light[1] = ' ';
        sim_display()->state(light + 2, sizeof light - 2);
    } else {
        snprintf(light, sizeof light, "  backlight %s", sim_lcd_backlight() ? "on" : "off");
    }
    for (int r = 0; r < BOARD_LCD_ROWS; r++) {
        char tone[32] = "";
        if (r == 1 && v->note_hz != 0)   /* the buzzer sounding (or just sounded) */
            note_text(v, tone, sizeof tone);
        const char *note = r == 0 ? light : tone;
        sim_lcd_row(r, lcd);
        for (char *p = lcd; *p; p++)
            if (*p < 0x20 || *p > 0x7E)
                *p = '?';   /* an OLED's cell that is no character */
        if (r == cr)   /* the cursor underlined */
            row("   |%.*s\033[4m%c\033[0m%s|%s", cc, lcd, lcd[cc], lcd + cc + 1, note);
        else
            row("   |%s|%s", lcd, note);
    }
}

/* The LCD box (or the OLED's glass) and the key line. */
static void draw_lcd(const struct view *v, unsigned rows)
{
    char bar[GLASS_WIDTH / 2 + BOARD_LCD_COLS + 1];
    if (box_rows(rows) == GLASS_BRAILLE_LINES)
        draw_glass(v, bar);
    else
        draw_text(v, bar);
    char key[96], name[16], waiting[32] = "";
    snprintf(name, sizeof name, "%s", sim_key_name((enum sim_key)v->held));
    for (char *c = name; *c; c++)
        *c = (char)toupper((unsigned char)*c);
    if (v->held)
        snprintf(key, sizeof key, "%s held %.1f s%s", name,
                 sim_cycles_to_ms(sim_cycles() - v->held_since) / 1000.0,
                 v->holding ? " (the next key lets go)" : "");
    else
        snprintf(key, sizeof key, "-%s", v->hold_armed ? " (h: the next key is held)" : "");
    if (v->nqueue)
        snprintf(waiting, sizeof waiting, "  (%u waiting)", v->nqueue);
    row("   +%s+   key: %s%s", bar, key, waiting);
}

void view_draw(const struct view *v)
{
    char why[120];
    int console = caps_eval("console=1", why, sizeof why) == 1;   /* the build's, not assumed */
    unsigned rows;
    term_size(&rows, &screen_cols);
    first_row = 1;
    printf("\033[H");
    row(" nimbox-sim  %s  %s", BOARD_NAME, v->elf);
    row(" simulated %.1f s  (x%.2f real time)%s", sim_cycles_to_ms(sim_cycles()) / 1000.0, v->speed,
        sim_gdb_holding() ? "  HELD BY GDB" : "");
    if (console)
        row(" console on %s (picocom -b %lu --flow x %s)", pty_name(),
            (unsigned long)BOARD_UART_BAUD, pty_name());
    else
        row(" no console in this build (its port on %s answers every line with an error)",
            pty_name());
    if (sim_gdb_port())
        row(" gdb: avr-gdb %s -ex 'target remote :%d'", v->elf, sim_gdb_port());
    else
        row("%s", "");
    draw_lcd(v, rows);
    row(" arrows or w a s d: UP LEFT DOWN RIGHT   Enter or space: SELECT");
    row(" hold until the next key: Shift+arrow, W A S D, or h then any key");
    if (console)
        row(" ':' a console line (Enter sends, Esc cancels)   p: power cycle   q: quit");
    else
        row(" p: power cycle   q: quit");
    if (v->eeprom)
        row(" EEPROM: %s (saved every 5 s and at exit)", v->eeprom);
    else
        row(" EEPROM: not kept (--eeprom FILE keeps it)");
    unsigned shown = view_log_rows();
    unsigned kept = v->nlog < VIEW_LOG_KEEP ? v->nlog : VIEW_LOG_KEEP;
    row("%s", "");
    row(" console (%u rows kept; PgUp/PgDn scroll%s):", kept, v->scroll ? ", scrolled back" : "");
    /* the rows ending `scroll` rows before the newest */
    unsigned end = v->nlog - v->scroll;
    unsigned first = end > shown ? end - shown : 0;
    if (v->nlog > VIEW_LOG_KEEP && first < v->nlog - VIEW_LOG_KEEP)
        first = v->nlog - VIEW_LOG_KEEP;
    for (unsigned i = 0; i < shown; i++) {
        unsigned n = first + i;
        row("%*s%s", VIEW_INDENT, "", n < end ? v->log[n % VIEW_LOG_KEEP] : "");
    }
    if (v->prompt)
        row(" : %.*s\033[7m \033[0m", (int)v->ninput, v->input);
    else
        row(" %s", v->status);
    printf("\033[K\033[J");
    fflush(stdout);
}
