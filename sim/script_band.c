/*
 * script_band.c — scenario commands that read the OLED's picture band
 * (its lower half: glass pages 4..7, band rows 0..31) as a person reads a
 * diagram there (app/screens_diagram.h), from the pixels alone:
 *   - expect-board ROW...: a map's board, one word a rank from the top,
 *     one character a square: `o` a stone (3x3 dots), `r` a ring (the
 *     stone that moves), `x` a cross (where it goes), `.` nothing or the
 *     dark square's centre dot; squares 4 dots apart from x 48;
 *   - expect-bars N H...: the plot's bars from heap N on (a heap every
 *     three columns), each the run of lit dots from band row 30 up;
 *   - expect-band-row Y RUNS: band row Y lit exactly at RUNS (`0-2,9`, or
 *     `none`).
 * On a board without pixels each of them stops the script (no_band).
 */
#include "sim/display.h"
#include "sim/script.h"
#include "sim/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the band's first glass page, and the board's first square column */
#define BAND_PAGE 4
#define BOARD_X 48
/* a heap's columns in the plot */
#define HEAP_PITCH 3

/* A board whose display has no pixels: the command stops the script
 * (1), having said so. */
static int no_band(struct run *r, const char *what)
{
    if (sim_display_pixels())
        return 0;
    script_stop(r, what, "this board has no OLED (guard the line with [oled=1])");
    return 1;
}

/* Band dot (x, y), y 0..31. */
static int band_dot(int x, int y)
{
    return (sim_glass(BAND_PAGE + y / 8, x) >> (y % 8)) & 1;
}

/* The square at file, top (0: the board's top row) as a character. */
static char board_square(int file, int top)
{
    int bits = 0, c, k;
    for (c = 0; c < 3; c++)
        for (k = 0; k < 3; k++)
            bits |= band_dot(BOARD_X + 4 * file + c, 4 * top + k) << (c * 3 + k);
    switch (bits) {
    case 0x1FF:
        return 'o';
    case 0x1EF:   /* all but the centre */
        return 'r';
    case 0x155:   /* the corners and the centre */
        return 'x';
    case 0:
    case 0x010:   /* the centre alone: a dark square */
        return '.';
    default:
        return '?';
    }
}

/* expect-board ROW... */
SCRIPT_HANDLER(cmd_expect_board)
{
    char want[8][12], seen[8 * 12 + 8] = "", word[12];
    const char *p = rest;
    int rows = 0, width = 0, t, f, bad = 0, got;
    (void)c;
    if (no_band(r, what))
        return CMD_STOP;
    while ((got = script_next_text(&p, word, sizeof word)) == 1) {
        int n = (int)strlen(word);
        if (rows == 8 || n < 1 || n > 8 || (width && n != width) || strspn(word, ".orx") != (size_t)n)
            return CMD_USAGE;
        width = n;
        memcpy(want[rows++], word, sizeof word);
    }
    if (got < 0 || rows == 0)
        return CMD_USAGE;
    for (t = 0; t < rows; t++) {
        for (f = 0; f < width; f++) {
            char sq = board_square(f, t);
            bad |= sq != want[t][f];
            seen[strlen(seen)] = sq;
        }
        if (t + 1 < rows)
            strcat(seen, " ");
    }
    if (bad)
        script_fail_lcd(r, what, "the board shows %s", seen);
    else
        script_pass(r, what);
    return CMD_OK;
}

/* expect-bars N H... */
SCRIPT_HANDLER(cmd_expect_bars)
{
    unsigned long x, h;
    const char *q;
    char seen[400] = "";
    int bad = 0, n = 0;
    (void)c;
    if (no_band(r, what))
        return CMD_STOP;
    if (!parse_range(rest, "N", 0, GLASS_WIDTH / HEAP_PITCH - 1, &x, &q))
        return CMD_USAGE;
    for (; *skip_blanks(q); n++) {
        if (!parse_range(q, "H", 0, 31, &h, &q))
            return CMD_USAGE;
        if (x + (unsigned long)n >= GLASS_WIDTH / HEAP_PITCH) {
            script_arg_refuse("heap %lu is past the glass (%d heaps)", x + (unsigned long)n,
                              GLASS_WIDTH / HEAP_PITCH);
            return CMD_USAGE;
        }
        int y = 30, got = 0;
        while (y >= 0 && band_dot(((int)x + n) * HEAP_PITCH, y)) {
            got++;
            y--;
        }
        bad |= (unsigned long)got != h;
        snprintf(seen + strlen(seen), sizeof seen - strlen(seen), " %d", got);
    }
    if (n == 0)
        return CMD_USAGE;
    if (bad)
        script_fail_lcd(r, what, "the bars from heap %lu are%s", x, seen);
    else
        script_pass(r, what);
    return CMD_OK;
}

/* expect-band-row Y RUNS */
SCRIPT_HANDLER(cmd_expect_band_row)
{
    unsigned long y, a, b;
    const char *q;
    char runs[160], seen[400] = "";
    uint8_t want[GLASS_WIDTH] = { 0 };
    int x, bad = 0;
    (void)c;
    if (no_band(r, what))
        return CMD_STOP;
    if (!parse_range(rest, "Y", 0, 31, &y, &q) || !word_arg(q, runs, sizeof runs))
        return CMD_USAGE;
    if (strcmp(runs, "none")) {
        for (char *s = runs; *s;) {
            char *end;
            a = strtoul(s, &end, 10);
            b = a;
            if (end == s)
                return CMD_USAGE;
            if (*end == '-') {
                s = end + 1;
                b = strtoul(s, &end, 10);
                if (end == s)
                    return CMD_USAGE;
            }
            if (a > b || b >= GLASS_WIDTH || (*end && *end != ',')) {
                if (b >= GLASS_WIDTH)
                    script_arg_refuse("RUNS: column %lu is past the glass (0..%d)", b,
                                      GLASS_WIDTH - 1);
                return CMD_USAGE;
            }
            for (unsigned long i = a; i <= b; i++)
                want[i] = 1;
            s = *end ? end + 1 : end;
        }
    }
    for (x = 0; x < GLASS_WIDTH; x++) {
        int on = band_dot(x, (int)y);
        bad |= on != want[x];
        if (on && (x == 0 || !band_dot(x - 1, (int)y))) {
            int e = x;
            while (e + 1 < GLASS_WIDTH && band_dot(e + 1, (int)y))
                e++;
            snprintf(seen + strlen(seen), sizeof seen - strlen(seen), "%s%d", seen[0] ? "," : "", x);
            if (e > x)
                snprintf(seen + strlen(seen), sizeof seen - strlen(seen), "-%d", e);
        }
    }
    if (bad)
        script_fail_lcd(r, what, "band row %lu is lit at %s", y, seen[0] ? seen : "none");
    else
        script_pass(r, what);
    return CMD_OK;
}
