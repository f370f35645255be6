/*
 * st7920.c — the ST7920 128x64 graphic LCD in serial mode, for boards
 * whose display it is (its descriptor, boards/displays/st7920.mk, names
 * this file: it defines the board's display): a decoder watching the three
 * pins board.h names (CS, SID, SCLK) through simavr's pin IRQs, the
 * controller's two instruction sets, its text RAM and graphic RAM, and
 * the glass as pixels (sim/display.h's interface: oled_view.c reads the
 * text and the stones from it as from the OLED's).
 *
 * The bus: while CS is high, SID is taken at each rising edge of SCLK,
 * the top bit first; a transfer is a sync byte (five ones, R/W, RS, a
 * zero: 0xF8 an instruction, 0xFA data), then the byte's high nibble and
 * its low nibble, each in the top four bits of a byte (the low four
 * zero).  CS falling drops a byte half sent.
 *
 * Faults (each fails a scenario, sim/display.h's faults): a sync byte that is
 * neither 0xF8 nor 0xFA (R/W 1 asks a read, which serial mode has not),
 * a nibble byte with its low bits set, an instruction or data byte
 * complete less than 72 us after the one before (1.6 ms after a clear),
 * a graphic RAM address off the RAM (a row past 63, a word past 15),
 * data past a row's last word, graphics drawn while the display is on
 * and its text RAM holds a character (never cleared), and CS high while
 * the module is unpowered.
 *
 * The RAMs: the text RAM, 32 words of two characters (a 128x64 panel's
 * four lines of 16 at words 0x00, 0x10, 0x08, 0x18), shown over the
 * graphic RAM while the display is on; the graphic RAM, 32 rows of 16
 * words, shown while the extended function set's G bit is 1: glass rows
 * 0..31 from words 0..7, rows 32..63 from words 8..15 of the same RAM
 * rows.  At power on neither RAM is blank (the datasheet does not say
 * what it holds): the model fills the text RAM with '*' and the graphic
 * RAM with 0xA5, so firmware that does not clear them shows it.  A text
 * character is drawn as a solid 8x16 block over the graphics (the
 * model has no copy of the chip's font): no text check can read it.
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <simavr/sim_io.h>

#include "board.h"

#define EXEC_US 72.0
#define CLEAR_US 1600.0
#define ROWS 32            /* graphic RAM rows */
#define ROW_BYTES 32       /* 16 words */
#define WIDTH 128
#define PAGES 8

static struct {
    int cs, sid, sclk;        /* the pins' levels */
    int bits;                 /* bits of the byte under way */
    uint8_t shift;
    int step;                 /* 0 the sync byte, 1 the high nibble, 2 the low */
    int rs;
    uint8_t high;
    /* the controller */
    int re, g, d;             /* extended set, graphics shown, display on */
    int addr_step;            /* graphic address: 0 the row next, 1 the word */
    int gy, gx, half;         /* graphic RAM row, word, byte of the word */
    int ac, ac_half;          /* text RAM word and byte */
    uint8_t gdram[ROWS][ROW_BYTES];
    uint8_t ddram[32][2];
    uint64_t busy_until;      /* cycle the last instruction is done */
    int powered;
    uint32_t changes;
    unsigned bytes, faults;
    char fault_first[200];
} S;

static void fault(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fault(const char *fmt, ...)
{
    if (S.faults++ == 0) {
        char what[150];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(what, sizeof what, fmt, ap);
        va_end(ap);
        uint64_t c = sim_core.avr->cycle;
        snprintf(S.fault_first, sizeof S.fault_first, "ST7920: cycle %llu (%.3f ms): %s",
                 (unsigned long long)c, sim_cycles_to_ms(c), what);
    }
}

static unsigned st7920_faults(void)
{
    return S.faults;
}

static const char *st7920_fault_first(void)
{
    return S.fault_first;
}

/* The module as at power on. */
static void chip_reset(void)
{
    S.re = S.g = S.d = 0;
    S.addr_step = S.gy = S.gx = S.half = S.ac = S.ac_half = 0;
    memset(S.gdram, 0xA5, sizeof S.gdram);
    memset(S.ddram, '*', sizeof S.ddram);
    S.bits = S.step = 0;
    S.busy_until = 0;
    S.changes++;
}

static void set_flag(int *f, int v)
{
    if (*f != v)
        S.changes++;
    *f = v;
}

static void instruction(uint8_t c)
{
    if (c & 0x80) {
        if (!S.re) {                    /* text RAM address */
            S.ac = c & 0x1F;
            S.ac_half = 0;
        } else if (S.addr_step == 0) {  /* graphic RAM: the row */
            if ((c & 0x7F) > 63)
                fault("graphic RAM row %d (0..63)", c & 0x7F);
            S.gy = c & 0x3F;
            S.addr_step = 1;
        } else {                        /* then the word */
            if ((c & 0x7F) > 15)
                fault("graphic RAM word %d (0..15)", c & 0x7F);
            S.gx = c & 0x0F;
            S.half = 0;
            S.addr_step = 0;
        }
        return;
    }
    if ((c & 0xE0) == 0x20) {          /* function set: RE, and G when RE */
        S.re = (c >> 2) & 1;
        if (S.re)
            set_flag(&S.g, (c >> 1) & 1);
        S.addr_step = 0;
        return;
    }
    if (S.re)
        return;   /* standby, scroll, reverse: not used here */
    if (c == 0x01) {                   /* clear: text RAM spaces */
        memset(S.ddram, ' ', sizeof S.ddram);
        S.ac = S.ac_half = 0;
        S.changes++;
    } else if ((c & 0xF8) == 0x08) {   /* display on/off */
        set_flag(&S.d, (c >> 2) & 1);
    }
}

static void data(uint8_t v)
{
    if (!S.re) {
        if (S.ddram[S.ac][S.ac_half] != v)
            S.changes++;
        S.ddram[S.ac][S.ac_half] = v;
        if (++S.ac_half == 2) {
            S.ac_half = 0;
            S.ac = (S.ac + 1) & 0x1F;
        }
        return;
    }
    if (S.gy >= ROWS) {
        fault("data at graphic RAM row %d: the RAM has 32", S.gy);
        return;
    }
    if (S.gx == 16) {
        fault("data past graphic RAM row %d's last word", S.gy);
        return;
    }
    for (int w = 0; S.d && w < 32; w++)
        if (S.ddram[w][0] != ' ' || S.ddram[w][1] != ' ') {
            fault("graphics drawn while the text RAM shows 0x%02X at word %d over them "
                  "(never cleared: 0x01)", S.ddram[w][0] != ' ' ? S.ddram[w][0] : S.ddram[w][1], w);
            break;
        }
    uint8_t *b = &S.gdram[S.gy][S.gx * 2 + S.half];
    if (*b != v)
        S.changes++;
    *b = v;
    if (++S.half == 2) {
        S.half = 0;
        S.gx++;   /* 16: past the row's last word */
    }
}

/* A whole byte at the rising edge that ends it. */
static void byte_in(uint8_t v)
{
    if (S.step == 0) {
        if (v != 0xF8 && v != 0xFA) {
            fault("sync byte 0x%02X (0xF8 or 0xFA)", v);
            return;   /* the next byte is taken as a sync byte again */
        }
        S.rs = (v >> 1) & 1;
        S.step = 1;
        return;
    }
    if (v & 0x0F)
        fault("nibble byte 0x%02X: its low four bits set", v);
    if (S.step == 1) {
        S.high = v & 0xF0;
        S.step = 2;
        return;
    }
    S.step = 0;
    uint8_t b = (uint8_t)(S.high | v >> 4);
    uint64_t now = sim_core.avr->cycle;
    if (now < S.busy_until) {
        double early = (double)(S.busy_until - now) * 1e6 / sim_core.avr->frequency;
        fault("%s 0x%02X while the last is still running (%.1f us early)",
              S.rs ? "data" : "instruction", b, early);
    }
    S.bytes++;
    int clear = !S.rs && !S.re && b == 0x01;
    S.busy_until = now + (uint64_t)((clear ? CLEAR_US : EXEC_US) * sim_core.avr->frequency / 1e6);
    if (S.rs)
        data(b);
    else
        instruction(b);
}

static void pin_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    int which = (int)(intptr_t)param;
    value &= 1;
    if (which == 0) {
        if (value && !S.powered)
            fault("CS high while the module is unpowered");
        if (!value)
            S.bits = S.step = 0;   /* a transfer ends with CS */
        S.cs = (int)value;
    } else if (which == 1) {
        S.sid = (int)value;
    } else {
        if (value && !S.sclk && S.cs && S.powered) {
            S.shift = (uint8_t)(S.shift << 1 | S.sid);
            if (++S.bits == 8) {
                S.bits = 0;
                byte_in(S.shift);
            }
        }
        S.sclk = (int)value;
    }
}

static int watch(char port, int bit, int which)
{
    avr_irq_t *src = sim_port_irq(port, bit);
    if (!src) {
        sim_set_error("no port %c bit %d on this MCU", port, bit);
        return -1;
    }
    avr_irq_register_notify(src, pin_hook, (void *)(intptr_t)which);
    return 0;
}

static int st7920_attach(void)
{
    memset(&S, 0, sizeof S);
    S.powered = 1;
    chip_reset();
    if (watch(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT, 0) ||
        watch(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT, 1) ||
        watch(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT, 2))
        return -1;
    return 0;
}

/* The MCU's reset leaves the pins' IRQs at their last levels and the
 * module as it was; the firmware drives the pins low first. */
static void st7920_after_reset(void)
{
    S.cs = S.sid = S.sclk = 0;
    S.bits = S.step = 0;
}

static void st7920_power(int on)
{
    S.powered = on;
    if (on)
        chip_reset();
}

static int st7920_lit(void)
{
    return S.powered && S.d;
}

/* Pixel (x, y) of the glass as drawn: the graphic RAM where G is set,
 * a text character a solid block over it. */
static int pixel(int x, int y)
{
    int row = y & 31, byte = (y >= 32 ? 16 : 0) + x / 8;
    int on = S.g && ((S.gdram[row][byte] >> (7 - x % 8)) & 1);
    /* the text RAM: line l (16 rows) at words 0x00, 0x10, 0x08, 0x18 */
    static const int line_word[4] = { 0x00, 0x10, 0x08, 0x18 };
    int l = y / 16, ch = x / 8;
    uint8_t c = S.ddram[line_word[l] + ch / 2][ch % 2];
    if (c != ' ')
        on = !on;
    return on;
}

static uint8_t st7920_drawn(int page, int x)
{
    if (page < 0 || page >= PAGES || x < 0 || x >= WIDTH)
        return 0;
    uint8_t v = 0;
    for (int r = 0; r < 8; r++)
        v = (uint8_t)(v | pixel(x, page * 8 + r) << r);
    return v;
}

static uint8_t st7920_shown(int page, int x)
{
    return st7920_lit() ? st7920_drawn(page, x) : 0;
}

static uint32_t st7920_changes(void)
{
    return S.changes;
}

static void st7920_state(char *buf, size_t size)
{
    snprintf(buf, size, "ST7920 %s, graphics %s", S.d ? "on" : "off", S.g ? "on" : "off");
}

/* The controller's usual panel: a blue backlit glass, its pixels white
 * (dark ones the blue). */
static void st7920_palette(uint8_t rgb[6])
{
    const uint8_t c[6] = { 24, 56, 200, 236, 240, 255 };
    memcpy(rgb, c, 6);
}

/* Its three pins. */
static void st7920_trace(void)
{
    sim_trace_add(sim_port_irq(BOARD_ST7920_CS_PORT, BOARD_ST7920_CS_BIT), 1, "st7920_cs");
    sim_trace_add(sim_port_irq(BOARD_ST7920_SID_PORT, BOARD_ST7920_SID_BIT), 1, "st7920_sid");
    sim_trace_add(sim_port_irq(BOARD_ST7920_SCLK_PORT, BOARD_ST7920_SCLK_BIT), 1, "st7920_sclk");
}

static const struct sim_display st7920 = {
    .name = "st7920",
    .attach = st7920_attach,
    .after_reset = st7920_after_reset,
    .power = st7920_power,
    .trace = st7920_trace,
    .faults = st7920_faults,
    .fault_first = st7920_fault_first,
    .faults_called = "faults",
    .lit = st7920_lit,
    .drawn = st7920_drawn,
    .shown = st7920_shown,
    .changes = st7920_changes,
    .state = st7920_state,
    .palette = st7920_palette,
};

const struct sim_display *sim_display(void)
{
    return &st7920;
}
