/*
 * oled.c — a 128x64 OLED module on the TWI's bus (oled_i2c.c over
 * twi.c), or on the SPI (oled_spi.c), whichever bus the board's OLED is
 * on (its descriptor, boards/displays/ssd1306.mk, names that bus's file:
 * sim_oled_bus): an SSD1306 (128-column RAM) or an SH1106 (132 columns,
 * the glass showing 2..129), at 0x3C or 0x3D on I2C.
 * On SPI there is no control byte: DC says what each byte is
 * (sim_oled_spi_write), RES held low resets the controller, and there is
 * no read.
 *
 * The controller as its datasheets describe it over I2C:
 *   - after the address, a control byte: 0x00 a stream of commands,
 *     0x40 a stream of display-RAM data, 0x80 one command then another
 *     control byte, 0xC0 one data byte then another control byte; a
 *     command's arguments may come in either form;
 *   - page addressing (0xB0|page, 0x00|low nibble, 0x10|high nibble of
 *     the column; the column moves on by one after each data byte), and
 *     on the SSD1306 the horizontal and vertical modes (0x20, with 0x21
 *     and 0x22's windows, wrapping within them);
 *   - display on/off (0xAF/0xAE), the SSD1306's charge pump (0x8D 0x14 on,
 *     0x10 off; off at power-on), contrast (0x81), inversion (0xA6/0xA7),
 *     all pixels on (0xA5), the column and row remaps (0xA1, 0xC8);
 *     the timing commands are taken and ignored;
 *   - a read: on the SSD1306 every byte is the status byte (0x03 with the
 *     display on, 0x43 off: bit 6); on the SH1106, after a data control
 *     byte, a dummy byte and then the RAM at the column pointer, which
 *     moves on with each byte (after a command control byte, its status).
 * A fault fails the scenario (script.c reports the first, naming it): a
 * page above 7 (0xB8..0xBF, or 0x22's window), a data byte with the
 * column past the last RAM column in page addressing (127 on the
 * SSD1306, 131 on the SH1106; the byte is dropped), and display on with
 * the SSD1306's charge pump off.
 *
 * The current (a model, docs/simulator.md): display on and lit, 3 mA for
 * the panel and its pump plus 10 µA per lit pixel at full contrast,
 * scaled by the contrast (0x81's value over 255): a text screen of about
 * a thousand lit pixels at contrast 0xCF draws about 11 mA, within the
 * 10-20 mA modules are sold with; display off with the SSD1306's pump
 * still on 500 µA; asleep (display and pump off; an SH1106 with its
 * display off) 10 µA.  The module powered down (a switched supply) draws
 * nothing and starts again as at power-on.
 */
#include "sim/harness.h"
#include "sim/oled.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"

#ifndef BOARD_OLED_I2C_ADDR
#define BOARD_OLED_I2C_ADDR 0x3C
#endif

enum xfer { X_CONTROL, X_CMDS, X_DATA, X_ONE_CMD, X_ONE_DATA };
enum mode { MODE_HORIZONTAL = 0, MODE_VERTICAL = 1, MODE_PAGE = 2 };

static struct {
    /* the module as the scenario set it (kept across resets of the MCU) */
    struct sim_twi_module m;
    /* the controller */
    uint8_t ram[OLED_PAGES][OLED_RAM_MAX];
    int page, col, mode;
    int col_start, col_end, page_start, page_end;
    struct oled_panel p;     /* the flags (and the chip, the supply) */
    /* the transfer under way */
    enum xfer xfer;
    int data_mode;           /* the last control byte's D/C */
    int dummy;               /* the SH1106's dummy read is due */
    uint8_t cmd, args[6];
    int nargs, args_left;
    /* faults, changes, current */
    unsigned faults;
    char fault_first[200];
    uint32_t changes;
    unsigned bytes;          /* bytes taken since the module came on */
    long lit;                /* lit pixels of the RAM the glass shows */
} O;

static int ram_cols(void)
{
    return O.p.sh1106 ? 132 : 128;
}

static int glass_offset(void)
{
    return O.p.sh1106 ? 2 : 0;
}

static void fault(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fault(const char *fmt, ...)
{
    O.faults++;
    if (O.faults == 1) {
        char what[150];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(what, sizeof what, fmt, ap);
        va_end(ap);
        uint64_t now = sim_cycles();
        snprintf(O.fault_first, sizeof O.fault_first, "OLED %s fault at %.3f ms: %s",
                 O.p.sh1106 ? "SH1106" : "SSD1306", sim_cycles_to_ms(now), what);
    }
}

double sim_oled_current_ua(void)
{
    if (!O.p.powered)
        return 0;
    if (sim_oled_lit()) {
        long pixels = O.p.all_on ? OLED_WIDTH * OLED_HEIGHT
                    : O.p.inverted ? OLED_WIDTH * OLED_HEIGHT - O.lit : O.lit;
        return 3000.0 + 10.0 * (double)pixels * O.p.contrast / 255.0;
    }
    return !O.p.sh1106 && O.p.pump_on ? 500.0 : 10.0;
}

/* The power-on state of the controller (its RAM is left as noise on a
 * real module; here it is blank). */
static void chip_reset(void)
{
    memset(O.ram, 0, sizeof O.ram);
    O.page = O.col = 0;
    O.mode = MODE_PAGE;
    O.col_start = 0;
    O.col_end = 127;
    O.page_start = 0;
    O.page_end = 7;
    O.p.display_on = O.p.pump_on = O.p.inverted = O.p.all_on = O.p.seg_remap = O.p.com_remap = 0;
    O.p.contrast = O.p.sh1106 ? 0x80 : 0x7F;   /* the reset values */
    O.xfer = X_CONTROL;
    O.data_mode = O.dummy = 0;
    O.nargs = O.args_left = 0;
    O.lit = 0;
    O.changes++;
    sim_lcd_set_backlight(0);
}

static int popcount8(uint8_t v)
{
    int n = 0;
    for (; v; v &= (uint8_t)(v - 1))
        n++;
    return n;
}

static void ram_put(int page, int col, uint8_t v)
{
    uint8_t old = O.ram[page][col];
    if (old == v)
        return;
    if (col >= glass_offset() && col < glass_offset() + OLED_WIDTH)
        O.lit += popcount8(v) - popcount8(old);
    O.ram[page][col] = v;
    O.changes++;
}

static void data_byte(uint8_t v)
{
    if (O.p.sh1106 || O.mode == MODE_PAGE) {
        oled_sweep_byte(O.page, O.col - glass_offset(), sim_cycles());
        if (O.col >= ram_cols()) {
            fault("data at column %d of page %d: past the RAM's last column, %d", O.col, O.page,
                  ram_cols() - 1);
        } else {
            ram_put(O.page, O.col, v);
        }
        if (O.col < 255)
            O.col++;
        return;
    }
    ram_put(O.page, O.col < 128 ? O.col : 127, v);
    if (O.mode == MODE_HORIZONTAL) {
        if (O.col >= O.col_end) {
            O.col = O.col_start;
            O.page = O.page >= O.page_end ? O.page_start : O.page + 1;
        } else {
            O.col++;
        }
    } else {
        if (O.page >= O.page_end) {
            O.page = O.page_start;
            O.col = O.col >= O.col_end ? O.col_start : O.col + 1;
        } else {
            O.page++;
        }
    }
}

/* The arguments a command takes. */
static int args_of(uint8_t c)
{
    switch (c) {
    case 0x81: case 0xA8: case 0xD3: case 0xD5: case 0xD9: case 0xDA: case 0xDB: case 0xAD:
        return 1;
    case 0x8D: case 0x20:
        return O.p.sh1106 ? 0 : 1;
    case 0x21: case 0x22: case 0xA3:
        return O.p.sh1106 ? 0 : 2;
    case 0x26: case 0x27:
        return O.p.sh1106 ? 0 : 6;
    case 0x29: case 0x2A:
        return O.p.sh1106 ? 0 : 5;
    default:
        return 0;
    }
}

static void flag(int *f, int v)
{
    if (*f != v) {
        *f = v;
        O.changes++;
        sim_lcd_set_backlight(sim_oled_lit());   /* the panel's light, for the shares */
    }
}

/* A whole command with its arguments. */
static void command(uint8_t c, const uint8_t *a)
{
    if (c <= 0x0F) {
        O.col = (O.col & 0xF0) | c;
    } else if (c <= 0x1F) {
        O.col = (O.col & 0x0F) | (c & 0x0F) << 4;
    } else if (c == 0x20) {
        if ((a[0] & 3) != 3)
            O.mode = a[0] & 3;
    } else if (c == 0x21) {
        O.col_start = O.col = a[0] & 0x7F;
        O.col_end = a[1] & 0x7F;
    } else if (c == 0x22) {
        if (a[0] > 7 || a[1] > 7)
            fault("page window %d..%d: a page above 7", a[0], a[1]);
        O.page_start = O.page = a[0] & 7;
        O.page_end = a[1] & 7;
    } else if (c == 0x81) {
        flag(&O.p.contrast, a[0]);
    } else if (c == 0x8D) {
        flag(&O.p.pump_on, (a[0] & 0x04) != 0);
    } else if (c == 0xA0 || c == 0xA1) {
        flag(&O.p.seg_remap, c & 1);
    } else if (c == 0xA4 || c == 0xA5) {
        flag(&O.p.all_on, c & 1);
    } else if (c == 0xA6 || c == 0xA7) {
        flag(&O.p.inverted, c & 1);
    } else if (c == 0xAE) {
        flag(&O.p.display_on, 0);
    } else if (c == 0xAF) {
        if (!O.p.sh1106 && !O.p.pump_on)
            fault("display on (0xAF) with the charge pump off (0x8D 0x14 first)");
        flag(&O.p.display_on, 1);
    } else if (c >= 0xB0 && c <= 0xBF) {
        if (c > 0xB7)
            fault("page %d (0x%02X): a page above 7", c & 0x0F, c);
        O.page = c & 7;
    } else if (c >= 0xC0 && c <= 0xCF) {
        flag(&O.p.com_remap, (c & 0x08) != 0);
    }
    /* 0x40-0x7F (start line), the timing and hardware settings, 0xE3 and
     * the SH1106's pump voltage and read-modify-write: taken, no effect */
}

static void command_byte(uint8_t v)
{
    if (O.args_left) {
        O.args[O.nargs++] = v;
        if (--O.args_left == 0)
            command(O.cmd, O.args);
        return;
    }
    O.cmd = v;
    O.nargs = 0;
    O.args_left = args_of(v);
    if (!O.args_left)
        command(v, O.args);
}

int sim_oled_ack(int addr, int read)
{
    if (!O.m.present || !O.p.powered)
        return 0;
    if (addr < 0)
        return 1;
    if (addr != O.m.addr)
        return 0;
    if (read)
        O.dummy = 1;
    else
        O.xfer = X_CONTROL;
    return 1;
}

void sim_oled_write(uint8_t v)
{
    O.bytes++;
    if (sim_lcd_byte_irq())
        avr_raise_irq(sim_lcd_byte_irq(), v);   /* the trace's lcd_byte */
    switch (O.xfer) {
    case X_CONTROL:
        O.data_mode = (v & 0x40) != 0;
        O.xfer = v & 0x80 ? (O.data_mode ? X_ONE_DATA : X_ONE_CMD)
                          : (O.data_mode ? X_DATA : X_CMDS);
        break;
    case X_CMDS:
        command_byte(v);
        break;
    case X_DATA:
        data_byte(v);
        break;
    case X_ONE_CMD:
        command_byte(v);
        O.xfer = X_CONTROL;
        break;
    case X_ONE_DATA:
        data_byte(v);
        O.xfer = X_CONTROL;
        break;
    }
}

uint8_t sim_oled_read(void)
{
    if (!O.p.sh1106)
        return O.p.display_on ? 0x03 : 0x43;
    if (!O.data_mode)
        return O.p.display_on ? 0x00 : 0x40;
    if (O.dummy) {
        O.dummy = 0;
        return 0x00;
    }
    uint8_t v = O.col < ram_cols() ? O.ram[O.page][O.col] : 0;
    if (O.col < 255)
        O.col++;
    return v;
}

int sim_oled_attach(void)
{
    memset(&O, 0, sizeof O);
    O.m.present = 1;
    O.m.addr = BOARD_OLED_I2C_ADDR;
    oled_sweep_reset();
    O.p.powered = sim_lcd_powered();
    chip_reset();
    if (sim_oled_bus.attach())
        return -1;
    sim_oled_after_reset();
    return 0;
}

void sim_oled_after_reset(void)
{
    sim_oled_bus.after_reset();
}

/* A byte the module took on SPI: DC high display data, low a command
 * (or a command's argument); the module there and powered (the bus
 * asked). */
void sim_oled_spi_write(uint8_t v, int dc)
{
    if (dc && O.args_left) {
        fault("data 0x%02X while command 0x%02X waits for its argument (DC high too soon)", v,
              O.cmd);
        O.args_left = 0;
    }
    O.xfer = dc ? X_DATA : X_CMDS;
    O.data_mode = dc;
    sim_oled_write(v);
}

/* The module held in reset (RES low): its registers as at power-on. */
void sim_oled_spi_reset(void)
{
    chip_reset();
}

/* A fault the bus found (oled_spi.c), counted and named as the
 * controller's. */
void sim_oled_bus_fault(const char *what)
{
    fault("%s", what);
}

/* Whether the module is there and powered (a byte on its bus reaches
 * it). */
int sim_oled_spi_there(void)
{
    return O.m.present && O.p.powered;
}

void sim_oled_power(int on)
{
    O.p.powered = on;
    if (on)
        chip_reset();
    O.changes++;
    sim_lcd_set_backlight(sim_oled_lit());
    sim_oled_bus.supply(on);
}

/* The module's own setting (chip ssd1306 or sh1106): 0, -1 with err
 * filled, or 1 when what is not its own. */
int sim_oled_chip_set(const char *what, const char *arg, char *err, size_t errsize)
{
    if (strcmp(what, "chip"))
        return 1;
    if (!arg || (strcmp(arg, "ssd1306") && strcmp(arg, "sh1106"))) {
        snprintf(err, errsize, "chip: ssd1306 or sh1106");
        return -1;
    }
    /* another module put in: as at its power-on */
    O.p.sh1106 = !strcmp(arg, "sh1106");
    chip_reset();
    return 0;
}

int sim_oled_set(const char *what, const char *arg, char *err, size_t errsize)
{
    return sim_oled_bus.set(what, arg, err, errsize);
}

struct sim_twi_module *sim_oled_module(void)
{
    return &O.m;
}

uint8_t sim_oled_ram(int page, int col)
{
    return page >= 0 && page < OLED_PAGES && col >= 0 && col < OLED_RAM_MAX ? O.ram[page][col] : 0;
}

int sim_oled_lit(void)
{
    return O.p.powered && O.p.display_on && (O.p.sh1106 || O.p.pump_on);
}

int sim_oled_contrast(void)
{
    return O.p.contrast;
}

const struct oled_panel *sim_oled_panel(void)
{
    return &O.p;
}

unsigned sim_oled_bytes(void)
{
    return O.bytes;
}

uint32_t sim_oled_changes(void)
{
    return O.changes;
}

unsigned sim_oled_faults(void)
{
    return O.faults;
}

const char *sim_oled_fault_first(void)
{
    return O.fault_first;
}
