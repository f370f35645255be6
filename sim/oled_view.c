/*
 * oled_view.c — the text of a 128x64 glass of pixels as one looking at
 * it reads it (the OLED's, the ST7920's: any model of sim/display.h with
 * pixels, read through that interface; each such display's descriptor
 * names this file among its simulator files, a character LCD's names
 * lcd_view.c): what the LCD's readers (sim.h's sim_lcd_row,
 * sim_lcd_cursor, sim_lcd_version, sim_lcd_print) make of it, so every
 * text check of the scenarios reads the glass unchanged.  The
 * text and the picture band sit on the glass as hal/oled.c draws them;
 * the ST7920's driver draws the same pixels (hal/st7920.c).
 *
 * The glass: 128x64, page 0 at the top, bit 0 a page's top row; glass
 * column x shows RAM column x + 2 on an SH1106 (its 132-column RAM shows
 * 2..129), x on an SSD1306.  The remaps the firmware sets (0xA1, 0xC8)
 * turn the picture upright; without them it is turned round, as on the
 * module.  Inversion and "all on" change what is lit, not the text read.
 *
 * Text (the 21x4 grid on pages 0..3): cell (c, r) is page r, columns
 * 6c..6c+5; it reads as the character of hal/font_5x7.c whose five
 * column bytes (all eight lines: g j p q y have descenders) equal the
 * cell's first five, with its sixth column blank; anything else reads as
 * 0x7F, which no text check can match (the box prints it as '?').  A cell
 * whose sixth column is lit is the cursor's, drawn inverted: it reads
 * inverted back.  The rows read blank while the panel is dark.
 * The print adds the picture band's stones (display.c) where something
 * is drawn there.
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <stdio.h>
#include <string.h>

#include "board.h"
#include "hal/font_5x7.h"

#define UNKNOWN_CHAR 0x7F
#define TEXT_ROWS (BOARD_LCD_ROWS < 4 ? BOARD_LCD_ROWS : 4)
#define TEXT_COLS (BOARD_LCD_COLS < 21 ? BOARD_LCD_COLS : 21)

void sim_lcd_view_reset(void)
{
}

/* What the glass's model has drawn at a page and column, lit or not. */
static uint8_t glass_ram(int page, int x)
{
    return sim_display()->drawn(page, x);
}


/* The character in a cell (UNKNOWN_CHAR: none), and whether the cursor
 * is on it: the cell inverted, its sixth column lit (a glyph's is
 * blank). */
static char cell_char(int row, int col, int *cursor)
{
    uint8_t b[FONT_5X7_CELL];
    for (int i = 0; i < FONT_5X7_CELL; i++)
        b[i] = glass_ram(row, col * FONT_5X7_CELL + i);
    *cursor = b[FONT_5X7_WIDTH] == 0xFF;
    for (int i = 0; i < FONT_5X7_CELL && *cursor; i++)
        b[i] = (uint8_t)~b[i];
    if (b[FONT_5X7_WIDTH])
        return UNKNOWN_CHAR;
    for (int g = 0; g < FONT_5X7_GLYPHS; g++) {
        int i = 0;
        while (i < FONT_5X7_WIDTH && font_5x7[g * FONT_5X7_WIDTH + i] == b[i])
            i++;
        if (i == FONT_5X7_WIDTH)
            return (char)(FONT_5X7_FIRST + g);
    }
    return UNKNOWN_CHAR;
}

void sim_lcd_row(int row, char *buf)
{
    int r = row < 0 ? 0 : row >= TEXT_ROWS ? TEXT_ROWS - 1 : row;
    int shown = sim_core.open && sim_display()->lit();
    int cursor;
    for (int i = 0; i < BOARD_LCD_COLS; i++)
        buf[i] = shown && i < TEXT_COLS ? cell_char(r, i, &cursor) : ' ';
    buf[BOARD_LCD_COLS] = 0;
}

uint32_t sim_lcd_version(void)
{
    return sim_core.open ? sim_display()->changes() : 0;
}

int sim_lcd_cursor(int *row, int *col)
{
    *row = *col = 0;
    if (!sim_core.open || !sim_display()->lit())
        return 0;
    for (int r = 0; r < TEXT_ROWS; r++)
        for (int c = 0; c < TEXT_COLS; c++) {
            int cursor;
            cell_char(r, c, &cursor);
            if (cursor) {
                *row = r;
                *col = c;
                return 1;
            }
        }
    return 0;
}

void sim_lcd_print(FILE *out, const char *indent)
{
    char row[BOARD_LCD_COLS + 1];
    char bar[BOARD_LCD_COLS + 1];
    memset(bar, '-', BOARD_LCD_COLS);
    bar[BOARD_LCD_COLS] = 0;
    char state[80];
    sim_display()->state(state, sizeof state);
    fprintf(out, "%s+%s+ %s\n", indent, bar, state);
    for (int r = 0; r < BOARD_LCD_ROWS; r++) {
        sim_lcd_row(r, row);
        for (char *p = row; *p; p++)
            if (*p == UNKNOWN_CHAR)
                *p = '?';
        fprintf(out, "%s|%s|\n", indent, row);
    }
    int cr, cc;
    if (sim_lcd_cursor(&cr, &cc)) {
        bar[cc] = '^';
        fprintf(out, "%s+%s+ cursor: row %d col %d\n", indent, bar, cr, cc);
    } else {
        fprintf(out, "%s+%s+\n", indent, bar);
    }
    /* the picture band, where something is drawn */
    int drawn = 0;
    for (int p = 4; p < GLASS_PAGES; p++)
        for (int x = 0; x < GLASS_WIDTH; x++)
            drawn |= sim_glass(p, x);
    if (drawn) {
        for (int p = 4; p < GLASS_PAGES; p++) {
            int f, h, o, m;
            sim_glass_stones(p, &f, &h, &o, &m);
            fprintf(out, "%spage %d: %d filled, %d hollow, %d other, %s\n", indent, p, f, h, o,
                    m ? "marked" : "plain");
        }
    }
}
