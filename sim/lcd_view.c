/*
 * lcd_view.c — the LCD as one looking at it sees it: each row read from
 * the HD44780 model's display RAM at the controller's row addresses (0x00,
 * 0x40, 0x14, 0x54; a 20x4's third and fourth rows continue the first
 * two), blank while the display is off or the module unpowered, a byte
 * outside printable ASCII as '?'; the cursor where the controller shows
 * it; a counter that moves when what is shown changes (the interactive
 * front end redraws on it); and the box the demo and the scripts print.
 * The model, its wiring and its faults are lcd.c's.  The HD44780's
 * descriptor names this file among its simulator files; a display with
 * pixels reads its glass instead (oled_view.c).
 */
#include "sim/harness.h"

#include <stdio.h>
#include <string.h>

#include <simavr/parts/hd44780.h>

#include "board.h"
#include "sim/display.h"

/* What sim_lcd_version last saw (display RAM's first 80 bytes, the
 * display, cursor and blink flags) and its count. */
static struct {
    uint8_t vram_shadow[0x50];
    uint16_t flags_shadow;
    uint32_t version;
} V;

void sim_lcd_view_reset(void)
{
    memset(&V, 0, sizeof V);
}

void sim_lcd_row(int row, char *buf)
{
    hd44780_t *M = sim_lcd_model();
    static const uint8_t base[4] = { 0x00, 0x40, 0x14, 0x54 };
    int r = row < 0 ? 0 : row > 3 ? 3 : row;
    int shown = sim_core.open && sim_lcd_powered() && hd44780_get_flag(M, HD44780_FLAG_D);
    for (int i = 0; i < BOARD_LCD_COLS; i++) {
        uint8_t c = shown ? M->vram[base[r] + i] : ' ';
        buf[i] = (c >= 0x20 && c < 0x7F) ? (char)c : '?';
    }
    buf[BOARD_LCD_COLS] = 0;
}

uint32_t sim_lcd_version(void)
{
    hd44780_t *M = sim_lcd_model();
    if (!sim_core.open)
        return 0;
    uint16_t f = M->flags & (uint16_t)((1 << HD44780_FLAG_D) | (1 << HD44780_FLAG_C) |
                                          (1 << HD44780_FLAG_B));
    if (memcmp(V.vram_shadow, M->vram, sizeof V.vram_shadow) || f != V.flags_shadow) {
        memcpy(V.vram_shadow, M->vram, sizeof V.vram_shadow);
        V.flags_shadow = f;
        V.version++;
    }
    return V.version;
}

int sim_lcd_cursor(int *row, int *col)
{
    hd44780_t *M = sim_lcd_model();
    if (!sim_core.open)
        return 0;
    unsigned c = M->cursor;
    *row = c >= 0x40 && c < 0x80 ? 1 : 0;
    *col = (int)(c & 0x3F);
    if (*row == 0 && c >= 0x40)
        *col = 0;   /* in CGRAM */
    return hd44780_get_flag(M, HD44780_FLAG_D) &&
           (hd44780_get_flag(M, HD44780_FLAG_C) || hd44780_get_flag(M, HD44780_FLAG_B)) &&
           c < 0x80 && *col < BOARD_LCD_COLS;
}

void sim_lcd_print(FILE *out, const char *indent)
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
