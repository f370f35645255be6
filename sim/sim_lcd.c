/*
 * sim_lcd.c — the board's HD44780 in simavr: libsimavrparts' model wired
 * to the pins board.h names (RW left unconnected: tied to ground on every
 * board, 0 = write), the backlight pin watched, the text read back from
 * display RAM.
 *
 * Two timing faults are counted, either of which fails a script: a write
 * while the model is busy (its own "write when still BUSY" line, passed on
 * by sim_log.c; it knows 270 kHz and a 37 us clear), and any transfer
 * before the previous instruction has finished at the oscillator chosen
 * with sim_lcd_set_khz (270 kHz unless told): our own check,
 * lcd_timing.c, fed the same pins.  Each byte the check sees taken is
 * also raised on an IRQ of its own (the trace's lcd_byte).
 */
#include "sim/sim_int.h"

#include <stdio.h>
#include <string.h>

#include <simavr/parts/hd44780.h>

#include "board.h"
#include "sim/lcd_timing.h"

static uint32_t lcd_khz = 270;   /* the oscillator checked; kept across opens */

static struct {
    hd44780_t lcd;
    unsigned busy;
    char busy_first[300];
    struct lcd_timing timing;
    avr_irq_t *byte_irq;   /* raised with each byte the check sees taken */
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

/* An LCD pin's edge, to the timing check; a byte taken, to byte_irq. */
static void pin_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    uint64_t before = D.timing.bytes;
    lcd_timing_pin(&D.timing, sim_core.avr->cycle, (enum lcd_pin)(intptr_t)param, value & 1);
    if (D.timing.bytes != before && D.byte_irq)
        avr_raise_irq(D.byte_irq, D.timing.last_byte);
}

static void backlight_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    D.backlight = value ? 1 : 0;
}

/* A port pin to the model's input and to the timing check. */
static int wire(char port, int bit, int lcd_irq, enum lcd_pin pin)
{
    avr_irq_t *src = sim_port_irq(port, bit);
    if (!src) {
        sim_set_error("no port %c bit %d on this MCU", port, bit);
        return -1;
    }
    avr_connect_irq(src, D.lcd.irq + lcd_irq);
    avr_irq_register_notify(src, pin_hook, (void *)(intptr_t)pin);
    return 0;
}

int sim_lcd_attach(void)
{
    memset(&D, 0, sizeof D);
    sim_capture_begin();
    hd44780_init(sim_core.avr, &D.lcd, BOARD_LCD_COLS, BOARD_LCD_ROWS);
    sim_capture_end();
    lcd_timing_init(&D.timing, sim_core.avr->frequency, lcd_khz);
    static const char *byte_name[] = { "8>lcd_byte" };
    D.byte_irq = avr_alloc_irq(&sim_core.avr->irq_pool, 0, 1, byte_name);
    if (wire(BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT, IRQ_HD44780_RS, LCD_PIN_RS) ||
        wire(BOARD_LCD_E_PORT, BOARD_LCD_E_BIT, IRQ_HD44780_E, LCD_PIN_E) ||
        wire(BOARD_LCD_D4_PORT, BOARD_LCD_D4_BIT, IRQ_HD44780_D4, LCD_PIN_D4) ||
        wire(BOARD_LCD_D5_PORT, BOARD_LCD_D5_BIT, IRQ_HD44780_D5, LCD_PIN_D5) ||
        wire(BOARD_LCD_D6_PORT, BOARD_LCD_D6_BIT, IRQ_HD44780_D6, LCD_PIN_D6) ||
        wire(BOARD_LCD_D7_PORT, BOARD_LCD_D7_BIT, IRQ_HD44780_D7, LCD_PIN_D7))
        return -1;
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
    return D.timing.violations;
}

const char *sim_lcd_timing_first(void)
{
    return D.timing.first_violation;
}

void sim_lcd_set_khz(uint32_t khz)
{
    lcd_khz = khz ? khz : 270;
}

uint32_t sim_lcd_khz(void)
{
    return lcd_khz;
}

int sim_lcd_margin(int share, double *slack_us, double *need_us, const char **what)
{
    const struct lcd_margin *m = share ? &D.timing.tightest : &D.timing.narrowest;
    if (!sim_core.open || !m->seen)
        return 0;
    *slack_us = m->slack_us;
    *need_us = m->need_us;
    *what = m->what;
    return 1;
}

avr_irq_t *sim_lcd_byte_irq(void)
{
    return D.byte_irq;
}
