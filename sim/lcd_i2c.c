/*
 * lcd_i2c.c — an I2C backpack LCD, for boards whose HD44780 is on its
 * pcf8574 bus: a PCF8574 on the TWI's bus (twi.c, the MCU's
 * master and the bus's lines) whose eight pins drive the same HD44780
 * model and timing check as the parallel boards' pins (lcd.c, through
 * sim_lcd_drive).  The HD44780 descriptor names this file (with twi.c
 * and twi_module.c) for its pcf8574 bus: it defines the board's display.
 *
 * The expander (PCF8574 datasheet): one address, 0x20-0x27 (PCF8574) or
 * 0x38-0x3F (PCF8574A); a byte written sets all eight pins at its ACK; a
 * read returns the pins (a pin written 1 is a weak pull-up another device
 * can pull down: the controller's D4..D7 while it is read).  Its wiring to
 * the module is one of the backpacks sold (lcd-i2c wiring NAME).  A module
 * whose supply is switched off (BOARD_LCD_POWER_PORT) answers nothing and
 * starts again with every pin high, which is not passed on as a transfer.
 * The scenario's `lcd-i2c` settings of the module are taken here, those of
 * the bus (its pull-ups, a stuck SDA) passed on to twi.c.
 */
#include "sim/harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <simavr/parts/hd44780.h>

#include "board.h"
#include "sim/lcd_timing.h"
#include "sim/display.h"
#include "sim/script.h"

/* A backpack's wiring: the expander bit of RS, RW, E, the backlight and
 * D4 (D5..D7 follow), and whether the backlight is on when its bit is
 * low. */
struct i2c_wiring {
    const char *name;
    int rs, rw, e, bl, d4, bl_low;
};

static const struct i2c_wiring wirings[] = {
    { "common", 0, 1, 2, 3, 4, 0 },   /* the usual PCF8574T backpack */
    { "mjkdz", 6, 5, 4, 7, 0, 1 },
    { "e0-rs2", 2, 1, 0, 3, 4, 0 },
    /* one the firmware does not know: RS and RW swapped */
    { "rw0-rs1", 1, 0, 2, 3, 4, 0 },
};
#define NWIRINGS (sizeof wirings / sizeof wirings[0])

static struct {
    struct sim_twi_module m; /* there or not, its address */
    int wiring;
    uint8_t latch;           /* the expander's output latch */
    int lcd_out[4];          /* what the controller drives on D4..D7 */
    int driving;             /* our own writes to the model's pins */
    unsigned writes;         /* bytes latched by the expander */
} T;

/* The expander's pins to the module (data, RS and RW first, then E). */
static void sim_i2c_lcd_write(uint8_t v)
{
    const struct i2c_wiring *w = &wirings[T.wiring];
    T.latch = v;
    T.writes++;
    T.driving = 1;
    for (int i = 0; i < 4; i++)
        sim_lcd_drive((enum lcd_pin)(LCD_PIN_D4 + i), (v >> (w->d4 + i)) & 1);
    sim_lcd_drive(LCD_PIN_RS, (v >> w->rs) & 1);
    sim_lcd_drive(LCD_PIN_RW, (v >> w->rw) & 1);
    sim_lcd_drive(LCD_PIN_E, (v >> w->e) & 1);
    T.driving = 0;
    sim_lcd_set_backlight(((v >> w->bl) & 1) != w->bl_low);
}

/* The expander's pins as a read sees them. */
static uint8_t sim_i2c_lcd_read(void)
{
    const struct i2c_wiring *w = &wirings[T.wiring];
    uint8_t v = T.latch;
    int reading = ((v >> w->rw) & 1) && ((v >> w->e) & 1);
    if (reading)
        for (int i = 0; i < 4; i++)
            if (!T.lcd_out[i])
                v &= (uint8_t)~(1u << (w->d4 + i));
    return v;
}

/* What the controller drives on its data pins (a read). */
static void lcd_data_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    if (!T.driving)
        T.lcd_out[(intptr_t)param] = value & 1;
}

/* There, powered and, for an address byte, its own address. */
static int sim_i2c_lcd_ack(int addr, int read)
{
    (void)read;
    return T.m.present && sim_lcd_powered() && (addr < 0 || addr == T.m.addr);
}

static void sim_i2c_lcd_after_reset(void);

static const struct sim_twi_device expander = {
    .ack = sim_i2c_lcd_ack,
    .write = sim_i2c_lcd_write,
    .read = sim_i2c_lcd_read,
};

static int sim_i2c_lcd_attach(void)
{
    hd44780_t *lcd = sim_lcd_model();
    memset(&T, 0, sizeof T);
    T.m.present = 1;
    T.m.addr = BOARD_LCD_I2C_ADDR;
    T.latch = 0xFF;
    for (int i = 0; i < 4; i++)
        T.lcd_out[i] = 1;
    if (sim_twi_attach(&expander))
        return -1;
    for (int i = 0; i < 4; i++)
        avr_irq_register_notify(lcd->irq + IRQ_HD44780_D4 + i, lcd_data_hook, (void *)(intptr_t)i);
    sim_i2c_lcd_after_reset();
    return 0;
}

static void sim_i2c_lcd_after_reset(void)
{
    /* the MCU's TWI as after reset; the module keeps its latch */
    sim_twi_after_reset();
}

static void sim_i2c_lcd_power(int on)
{
    if (on)
        T.latch = 0xFF;   /* the PCF8574's power-on state; not a transfer */
    sim_twi_supply(on);
}

/* ---- the scenario's settings (script command lcd-i2c) ---- */

/* The backpack's own setting (wiring NAME): 0, -1 with err filled, or 1
 * when what is not its own. */
static int wiring_set(const char *what, const char *arg, char *err, size_t errsize)
{
    if (strcmp(what, "wiring"))
        return 1;
    size_t i;
    for (i = 0; i < NWIRINGS && (!arg || strcmp(arg, wirings[i].name)); i++)
        ;
    if (i == NWIRINGS) {
        snprintf(err, errsize, "wiring: common, mjkdz, e0-rs2 or rw0-rs1");
        return -1;
    }
    T.wiring = (int)i;
    return 0;
}

static int sim_i2c_lcd_set(const char *what, const char *arg, char *err, size_t errsize)
{
    return sim_twi_module_set(&T.m, wiring_set, what, arg, err, errsize);
}

static unsigned sim_i2c_lcd_writes(void)
{
    return T.writes;
}

/* lcd-i2c SETTING [ARG]: the module's address, presence, wiring, or a
 * fault of the bus */
static SCRIPT_HANDLER(lcd_i2c_cmd)
{
    char setting[32], arg[32], err[160];
    (void)c;
    if (!parse_setting(rest, setting, sizeof setting, arg, sizeof arg))
        return CMD_USAGE;
    if (sim_i2c_lcd_set(setting, arg[0] ? arg : NULL, err, sizeof err) != 0)
        return script_stop(r, what, "%s", err);
    return CMD_OK;
}

static const struct sim_display_cmd commands[] = {
    { "lcd-i2c", lcd_i2c_cmd },
    { NULL, NULL },
};

/* The module behind the expander: its pins as the expander drives them
 * (RW too: the wiring search reads), its backlight, and the bus. */
static void trace(void)
{
    static const struct { int irq; const char *name; } pins[] = {
        { IRQ_HD44780_RS, "lcd_rs" }, { IRQ_HD44780_RW, "lcd_rw" }, { IRQ_HD44780_E, "lcd_e" },
        { IRQ_HD44780_D4, "lcd_d4" }, { IRQ_HD44780_D5, "lcd_d5" },
        { IRQ_HD44780_D6, "lcd_d6" }, { IRQ_HD44780_D7, "lcd_d7" },
    };
    for (size_t i = 0; i < sizeof pins / sizeof pins[0]; i++)
        sim_trace_add(sim_lcd_model_irq(pins[i].irq), 1, pins[i].name);
    sim_trace_add(sim_lcd_model_irq(-1), 1, "backlight");
    sim_trace_add(sim_port_irq(BOARD_TWI_SDA_PORT, BOARD_TWI_SDA_BIT), 1, "twi_sda");
    sim_trace_add(sim_port_irq(BOARD_TWI_SCL_PORT, BOARD_TWI_SCL_BIT), 1, "twi_scl");
}

static const struct sim_display hd44780_pcf8574 = {
    .name = "hd44780",
    .attach = sim_i2c_lcd_attach,
    .after_reset = sim_i2c_lcd_after_reset,
    .power = sim_i2c_lcd_power,
    .trace = trace,
    .bytes = sim_i2c_lcd_writes,
    .commands = commands,
};

const struct sim_display *sim_display(void)
{
    return &hd44780_pcf8574;
}
