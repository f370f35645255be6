/*
 * interactive_view.c — the interactive screen: the LCD drawn in a box
 * (backlight and cursor shown), the key held and the keys waiting, the
 * console's pty, the debugger when there is one, the help line, and the
 * console's scroll-back (the last VIEW_LOG_KEEP lines, as many shown as
 * the terminal has rows for, PgUp/PgDn to scroll).
 */
#include "sim/interactive_view.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "board.h"
#include "sim/pty.h"
#include "sim/sim.h"

#define VIEW_FIXED_ROWS 15   /* the rows around the console's lines */

void view_log(struct view *v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->log[v->nlog % VIEW_LOG_KEEP], VIEW_LOG_WIDTH, fmt, ap);
    va_end(ap);
    v->nlog++;
    if (v->scroll)
        view_scroll(v, 1);   /* keep the lines in view where they were */
}

unsigned view_log_rows(void)
{
    struct winsize w;
    unsigned rows = 24;
    if (ioctl(1, TIOCGWINSZ, &w) == 0 && w.ws_row)
        rows = w.ws_row;
    return rows > VIEW_FIXED_ROWS + 8 ? rows - VIEW_FIXED_ROWS : 8;
}

void view_scroll(struct view *v, int lines)
{
    unsigned kept = v->nlog < VIEW_LOG_KEEP ? v->nlog : VIEW_LOG_KEEP;
    unsigned rows = view_log_rows();
    unsigned max = kept > rows ? kept - rows : 0;
    long s = (long)v->scroll + lines;
    v->scroll = s < 0 ? 0 : (unsigned long)s > max ? max : (unsigned)s;
}

/* The LCD box and the key line. */
static void draw_lcd(const struct view *v)
{
    char row[BOARD_LCD_COLS + 1];
    char bar[BOARD_LCD_COLS + 1];
    memset(bar, '-', BOARD_LCD_COLS);
    bar[BOARD_LCD_COLS] = 0;
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
    printf("   +%s+   key: %-6s", bar, v->held ? sim_key_name((enum sim_key)v->held) : "-");
    if (v->nqueue)
        printf("  (%u waiting)", v->nqueue);
    printf("\033[K\n\033[K\n");
}

void view_draw(const struct view *v)
{
    printf("\033[H");
    printf(" nimbox-sim  %s  %s\033[K\n", BOARD_NAME, v->elf);
    printf(" simulated %.1f s  (x%.2f real time)%s\033[K\n",
           sim_cycles_to_ms(sim_cycles()) / 1000.0, v->speed,
           sim_gdb_holding() ? "  HELD BY GDB" : "");
    printf(" console on %s (picocom -b %lu --flow x %s)\033[K\n", pty_name(), (unsigned long)BOARD_UART_BAUD,
           pty_name());
    if (sim_gdb_port())
        printf(" gdb: avr-gdb %s -ex 'target remote :%d'\033[K\n", v->elf, sim_gdb_port());
    else
        printf("\033[K\n");
    draw_lcd(v);
    printf(" arrows or w a s d: UP LEFT DOWN RIGHT   Enter or space: SELECT\033[K\n");
    printf(" ':' a console line (Enter sends, Esc cancels)   p: power cycle   q: quit\033[K\n");
    unsigned rows = view_log_rows();
    unsigned kept = v->nlog < VIEW_LOG_KEEP ? v->nlog : VIEW_LOG_KEEP;
    printf("\033[K\n console (%u lines kept; PgUp/PgDn scroll%s):\033[K\n", kept,
           v->scroll ? ", scrolled back" : "");
    /* the rows lines ending `scroll` lines before the newest */
    unsigned end = v->nlog - v->scroll;
    unsigned first = end > rows ? end - rows : 0;
    if (v->nlog > VIEW_LOG_KEEP && first < v->nlog - VIEW_LOG_KEEP)
        first = v->nlog - VIEW_LOG_KEEP;
    for (unsigned i = 0; i < rows; i++) {
        unsigned n = first + i;
        printf("   %s\033[K\n", n < end ? v->log[n % VIEW_LOG_KEEP] : "");
    }
    if (v->prompt)
        printf(" : %.*s\033[7m \033[0m\033[K\n", (int)v->ninput, v->input);
    else
        printf(" %s\033[K\n", v->status);
    printf("\033[J");
    fflush(stdout);
}
