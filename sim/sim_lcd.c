/*
 * sim_lcd.c — the board's HD44780 in simavr: libsimavrparts' model wired
 * to the pins board.h names (RW left unconnected: tied to ground on every
 * board, 0 = write), the backlight pin watched, the text read back from
 * display RAM.
 *
 * Two timing faults are counted, either of which fails a script: a write
 * while the controller is busy (the model's own "write when still BUSY"
 * line, passed on by sim_log.c), and a byte sooner than 1.52 ms after a
 * clear or home command, which the model lets finish in 37 us but a real
 * controller would drop.
 */
#include "sim/sim_int.h"

#include <stdio.h>
#include <string.h>

#include <simavr/parts/hd44780.h>

#include "board.h"

static struct {
    hd44780_t lcd;
    unsigned busy;
    char busy_first[300];
    uint64_t slow_at;      /* the last clear/home command (0: none) */
    unsigned slow;
    char slow_first[200];
    uint8_t vram_shadow[0x50];
    uint16_t flags_shadow;
    uint32_t version;
    int backlight;
} D;

void sim_lcd_note_busy(const char *msg)
{
    D.busy++;
    if (D.busy == 1) {
        uint64_t c = sim_cycles();
        snprintf(D.busy_first, sizeof D.busy_first, "cycle %llu (%.3f ms): %s",
                 (unsigned long long)c, sim_cycles_to_ms(c), msg);
    }
}

/* The model raises BUSY when it has taken a whole byte: a byte sooner
 * than 1.52 ms after clear or home counts as a timing error here. */
static void busy_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (!value)
        return;
    uint8_t byte = D.lcd.datapins;
    int rs = (D.lcd.pinstate >> IRQ_HD44780_RS) & 1;
    uint64_t now = sim_core.avr->cycle;
    uint64_t need = (uint64_t)sim_core.avr->frequency * 152 / 100000;   /* 1.52 ms */
    if (D.slow_at && now - D.slow_at < need) {
        D.slow++;
        if (D.slow == 1)
            snprintf(D.slow_first, sizeof D.slow_first,
                     "cycle %llu (%.3f ms): %s %02x %.1f us after clear/home",
                     (unsigned long long)now, sim_cycles_to_ms(now), rs ? "data" : "command",
                     byte, (double)(now - D.slow_at) * 1e6 / sim_core.avr->frequency);
    }
    if (!rs && (byte == 0x01 || (byte & 0xFE) == 0x02))
        D.slow_at = now;
}

static void backlight_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    D.backlight = value ? 1 : 0;
}

static int wire(char port, int bit, int lcd_irq)
{
    avr_irq_t *src = sim_port_irq(port, bit);
    if (!src) {
        sim_set_error("no port %c bit %d on this MCU", port, bit);
        return -1;
    }
    avr_connect_irq(src, D.lcd.irq + lcd_irq);
    return 0;
}

int sim_lcd_attach(void)
{
    memset(&D, 0, sizeof D);
    sim_capture_begin();
    hd44780_init(sim_core.avr, &D.lcd, BOARD_LCD_COLS, BOARD_LCD_ROWS);
    sim_capture_end();
    if (wire(BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT, IRQ_HD44780_RS) ||
        wire(BOARD_LCD_E_PORT, BOARD_LCD_E_BIT, IRQ_HD44780_E) ||
        wire(BOARD_LCD_D4_PORT, BOARD_LCD_D4_BIT, IRQ_HD44780_D4) ||
        wire(BOARD_LCD_D5_PORT, BOARD_LCD_D5_BIT, IRQ_HD44780_D5) ||
        wire(BOARD_LCD_D6_PORT, BOARD_LCD_D6_BIT, IRQ_HD44780_D6) ||
        wire(BOARD_LCD_D7_PORT, BOARD_LCD_D7_BIT, IRQ_HD44780_D7))
        return -1;
    avr_irq_register_notify(D.lcd.irq + IRQ_HD44780_BUSY, busy_hook, NULL);
    avr_irq_t *bl = sim_port_irq(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
    if (bl)
        avr_irq_register_notify(bl, backlight_hook, NULL);
    return 0;
}

void sim_lcd_row(int row, char *buf)
{
    static const uint8_t base[4] = { 0x00, 0x40, 0x14, 0x54 };
    int r = row < 0 ? 0 : row > 3 ? 3 : row;
    for (int i = 0; i < BOARD_LCD_COLS; i++) {
        uint8_t c = sim_core.open ? D.lcd.vram[base[r] + i] : ' ';
        buf[i] = (c >= 0x20 && c < 0x7F) ? (char)c : '?';
    }
    buf[BOARD_LCD_COLS] = 0;
}

uint32_t sim_lcd_version(void)
{
    if (!sim_core.open)
        return 0;
    uint16_t f = D.lcd.flags & (uint16_t)((1 << HD44780_FLAG_D) | (1 << HD44780_FLAG_C) |
                                          (1 << HD44780_FLAG_B));
    if (memcmp(D.vram_shadow, D.lcd.vram, sizeof D.vram_shadow) || f != D.flags_shadow) {
        memcpy(D.vram_shadow, D.lcd.vram, sizeof D.vram_shadow);
        D.flags_shadow = f;
        D.version++;
    }
    return D.version;
}

int sim_lcd_cursor(int *row, int *col)
{
    if (!sim_core.open)
        return 0;
    unsigned c = D.lcd.cursor;
    *row = c >= 0x40 && c < 0x80 ? 1 : 0;
    *col = (int)(c & 0x3F);
    if (*row == 0 && c >= 0x40)
        *col = 0;   /* in CGRAM */
    return hd44780_get_flag(&D.lcd, HD44780_FLAG_D) &&
           (hd44780_get_flag(&D.lcd, HD44780_FLAG_C) || hd44780_get_flag(&D.lcd, HD44780_FLAG_B)) &&
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

int sim_lcd_backlight(void)
{
    return D.backlight;
}

unsigned sim_busy_errors(void)
{
    return D.busy;
}

const char *sim_busy_first(void)
{
    return D.busy_first;
}

unsigned sim_lcd_timing_errors(void)
{
    return D.slow;
}

const char *sim_lcd_timing_first(void)
{
    return D.slow_first;
}
