/*
 * lcd.c — the board's HD44780 in simavr: libsimavrparts' model wired
 * to the pins board.h names (RW left unconnected: tied to ground on every
 * board, 0 = write), or driven by the I2C backpack's expander
 * (lcd_i2c.c), and the backlight pin watched; what the display shows is
 * read back from the model by lcd_view.c.
 *
 * Two timing faults are counted, either of which fails a script: a write
 * while the model is busy (its own "write when still BUSY" line, passed on
 * by log.c; it knows 270 kHz and a 37 us clear), and any transfer
 * before the previous instruction has finished at the oscillator chosen
 * with sim_lcd_set_khz (270 kHz unless told): our own check,
 * lcd_timing.c, fed the same pins.  Each byte the check sees taken is
 * also raised on an IRQ of its own (the trace's lcd_byte).
 *
 * The module's supply, on boards that switch it (board.h:
 * BOARD_LCD_POWER_PORT, a P-MOSFET on while its pin is an output driven
 * low; a pull-up keeps it off otherwise): while it is off the screen reads
 * blank and whatever the pins do is lost; when it comes on again the
 * module is as at power on (blank, display off, 8-bit mode, 40 ms before
 * its first instruction), so the firmware must initialise it afresh.  A
 * transfer while it is off, or a pin left high into it, counts as a power
 * fault.  On every board the rows read blank while the display is off.
 *
 * The display's own file wires it (sim/display.h's attach: the HD44780's
 * pins, lcd_pins.c; its I2C backpack, lcd_i2c.c); a board whose display
 * is another (an OLED, an ST7920) attaches its model the same way, its
 * glass read by oled_view.c, and the HD44780 model is there, wired to
 * nothing.
 */
#include "sim/harness.h"

#include <stdio.h>
#include <string.h>

#include <simavr/avr_ioport.h>
#include <simavr/sim_io.h>
#include <simavr/parts/hd44780.h>

#include "board.h"
#include "sim/display.h"
#include "sim/lcd_timing.h"

static uint32_t lcd_khz = 270;   /* the oscillator checked; kept across opens */

static struct {
    hd44780_t lcd;
    unsigned busy;
    char busy_first[300];
    struct lcd_timing timing;
    avr_irq_t *byte_irq;   /* raised with each byte the check sees taken */
    avr_irq_t *light_irq;  /* raised with the backlight's state (I2C boards) */
    int backlight;
    int powered;             /* the module's supply (always, without a switch) */
    uint16_t power_on_flags; /* the model's flags as it starts */
    unsigned power_faults;
    char power_first[200];
    uint64_t light_cycles, light_since;   /* backlight on: closed spans, the open one's start */
    uint64_t power_cycles_on, power_since; /* the module powered, likewise */
} D;

static void power_fault(const char *what)
{
    D.power_faults++;
    if (D.power_faults == 1) {
        uint64_t c = sim_cycles();
        snprintf(D.power_first, sizeof D.power_first, "cycle %llu (%.3f ms): %s",
                 (unsigned long long)c, sim_cycles_to_ms(c), what);
    }
}

void sim_lcd_note_busy(const char *msg)
{
    D.busy++;
    if (D.busy == 1) {
        uint64_t c = sim_cycles();
        snprintf(D.busy_first, sizeof D.busy_first, "cycle %llu (%.3f ms): %s",
                 (unsigned long long)c, sim_cycles_to_ms(c), msg);
    }
}

void sim_lcd_pin_edge(enum lcd_pin pin, uint32_t value)
{
    if (!D.powered) {
        if (value & 1)
            power_fault(pin == LCD_PIN_E ? "a transfer while the LCD's supply is off"
                                         : "a pin driven high into the unpowered LCD");
        return;
    }
    uint64_t before = D.timing.bytes;
    lcd_timing_pin(&D.timing, sim_core.avr->cycle, pin, value & 1);
    if (D.timing.bytes == before)
        return;
    /* simavr 1.6's clear blanks display RAM up to 0x4F only: a 20x4's
     * rows 1 and 3 end past it (0x50-0x53, 0x54-0x67), so the rest here */
    if (!D.timing.last_rs && D.timing.last_byte == 0x01)
        memset(D.lcd.vram, ' ', 0x80);
    if (D.byte_irq)
        avr_raise_irq(D.byte_irq, D.timing.last_byte);
}

void sim_lcd_drive(enum lcd_pin pin, int level)
{
    static const int model_irq[LCD_PINS] = {
        [LCD_PIN_RS] = IRQ_HD44780_RS, [LCD_PIN_E] = IRQ_HD44780_E,
        [LCD_PIN_D4] = IRQ_HD44780_D4, [LCD_PIN_D5] = IRQ_HD44780_D5,
        [LCD_PIN_D6] = IRQ_HD44780_D6, [LCD_PIN_D7] = IRQ_HD44780_D7,
        [LCD_PIN_RW] = IRQ_HD44780_RW,
    };
    if (!D.powered)
        return;   /* the expander is off with the module */
    avr_raise_irq(D.lcd.irq + model_irq[pin], level ? 1 : 0);
    sim_lcd_pin_edge(pin, level ? 1 : 0);
}

void sim_lcd_set_backlight(int on)
{
    uint64_t now = sim_core.avr->cycle;
    on = on ? 1 : 0;
    if (D.light_irq)
        avr_raise_irq(D.light_irq, (uint32_t)on);
    if (D.backlight && !on)
        D.light_cycles += now - D.light_since;
    else if (!D.backlight && on)
        D.light_since = now;
    D.backlight = on;
}

#ifdef BOARD_LCD_POWER_PORT
/* The switch's port: its PORT and DDR addresses. */
static const avr_ioport_t *power_port;

/* Any write to the switch's PORT or DDR register (or a reset): on =
 * output low.  Registers are read, not IRQ values: a pin IRQ does not
 * speak when a write leaves its bit as it was before a reset. */
static void power_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    const uint8_t *data = sim_core.avr->data;
    int on = ((data[power_port->r_ddr] >> BOARD_LCD_POWER_BIT) & 1) &&
             !((data[power_port->r_port] >> BOARD_LCD_POWER_BIT) & 1);
    if (on == D.powered)
        return;
    D.powered = on;
    if (!on)
        D.power_cycles_on += sim_core.avr->cycle - D.power_since;
    else
        D.power_since = sim_core.avr->cycle;
    if (sim_display()->power)
        sim_display()->power(on);
    if (on) {
        /* a module just powered: its reset clears the screen */
        memset(D.lcd.vram, ' ', sizeof D.lcd.vram);
        D.lcd.cursor = 0;
        D.lcd.flags = D.power_on_flags;
        lcd_timing_power_on(&D.timing, sim_core.avr->cycle);
    }
}

/* Every write to the register at addr reaches power_hook. */
static int power_watch(avr_io_addr_t addr)
{
    avr_irq_t *w = avr_iomem_getirq(sim_core.avr, addr, NULL, AVR_IOMEM_IRQ_ALL);
    if (!w)
        return -1;
    w->flags &= (uint8_t)~IRQ_FLAG_FILTERED;   /* a write of the same value too */
    avr_irq_register_notify(w, power_hook, NULL);
    return 0;
}
#endif

void sim_lcd_after_reset(void)
{
    if (sim_display()->after_reset)
        sim_display()->after_reset();
#ifdef BOARD_LCD_POWER_PORT
    if (power_port)
        power_hook(NULL, 0, NULL);
#endif
}

int sim_lcd_attach(void)
{
    memset(&D, 0, sizeof D);
    sim_lcd_view_reset();
    sim_capture_begin();
    hd44780_init(sim_core.avr, &D.lcd, BOARD_LCD_COLS, BOARD_LCD_ROWS);
    sim_capture_end();
    memset(D.lcd.vram, ' ', 0x80);   /* its own clear leaves 0x50- as they were */
    lcd_timing_init(&D.timing, sim_core.avr->frequency, lcd_khz);
    static const char *byte_name[] = { "8>lcd_byte" };
    D.byte_irq = avr_alloc_irq(&sim_core.avr->irq_pool, 0, 1, byte_name);
    static const char *light_name[] = { "backlight" };
    D.light_irq = avr_alloc_irq(&sim_core.avr->irq_pool, 0, 1, light_name);
    D.power_on_flags = D.lcd.flags;
#ifndef BOARD_LCD_POWER_PORT
    D.powered = 1;
#endif
    /* the display's model on its bus (the HD44780's pins wired to this
     * model, lcd_pins.c; an I2C backpack drives it through sim_lcd_drive,
     * and its backlight; another display, a model of its own) */
    if (sim_display()->attach())
        return -1;
#ifdef BOARD_LCD_POWER_PORT
    /* off until the firmware drives the switch (the gate's pull-up) */
    power_port = NULL;
    for (avr_io_t *io = sim_core.avr->io_port; io; io = io->next)
        if (io->kind && !strcmp(io->kind, "port") &&
            ((const avr_ioport_t *)io)->name == BOARD_LCD_POWER_PORT)
            power_port = (const avr_ioport_t *)io;
    if (!power_port || power_watch(power_port->r_ddr) || power_watch(power_port->r_port)) {
        sim_set_error("no port %c for the LCD's supply switch on this MCU", BOARD_LCD_POWER_PORT);
        return -1;
    }
#endif
    return 0;
}

struct hd44780_t *sim_lcd_model(void)
{
    return &D.lcd;
}

int sim_lcd_backlight(void)
{
    return D.backlight;   /* an OLED's: lit (oled.c sets it) */
}

void sim_lcd_on_cycles(uint64_t *light, uint64_t *powered)
{
    uint64_t now = sim_core.avr ? sim_core.avr->cycle : 0;
    *light = D.light_cycles + (D.backlight ? now - D.light_since : 0);
#ifdef BOARD_LCD_POWER_PORT
    *powered = D.power_cycles_on + (D.powered ? now - D.power_since : 0);
#else
    *powered = now;
#endif
}

int sim_lcd_powered(void)
{
    return D.powered;
}

unsigned sim_lcd_power_faults(void)
{
    return D.power_faults;
}

const char *sim_lcd_power_first(void)
{
    return D.power_first;
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

avr_irq_t *sim_lcd_model_irq(int which)
{
    return which < 0 ? D.light_irq : D.lcd.irq + which;
}
