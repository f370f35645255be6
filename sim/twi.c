/*
 * twi.c — the MCU's TWI as a polled master and the two lines of the bus
 * it drives, for the displays on I2C (their descriptors name this file
 * for that bus: the HD44780's pcf8574, the OLED's i2c); the one device
 * on that bus is the one sim_twi_attach is given (the LCD's backpack,
 * lcd_i2c.c, or the OLED module, oled_i2c.c), which this file asks
 * whether it acknowledges a byte and hands the bytes written and read.
 *
 * simavr 1.6's own TWI cannot serve (docs/simulator.md): writing 1 to
 * TWINT does not clear it, so a polling master never waits; its bus takes
 * no time whatever TWBR says; after SLA+W it reports 0x28/0x30 where the
 * datasheet has 0x18/0x20; and a bus held low, missing pull-ups or a
 * missing device cannot happen there.  So this file takes the TWI's
 * registers over (TWCR, TWSR, TWDR: their read and write handlers in the
 * core's I/O table) and plays the master's side as the ATmega328P
 * datasheet describes it ("2-wire Serial Interface", tables 22-2 and
 * 22-3), polled (TWIE is not served):
 *   - writing TWCR with TWINT set clears TWINT and starts the step TWSTA,
 *     TWSTO or the data register ask for; TWINT rises again when the step
 *     is over on the bus: a START after one SCL period, an address or
 *     data byte with its ACK after nine (SCL = F_CPU / (16 + 2 TWBR 4^TWPS));
 *   - status 0x08 START, 0x10 repeated START, 0x18/0x20 SLA+W ACK/NACK,
 *     0x28/0x30 data ACK/NACK, 0x40/0x48 SLA+R ACK/NACK, 0x50/0x58 data
 *     received with ACK/NACK; 0xF8 between steps;
 *   - STOP: TWSTO reads 1 until the STOP is out (one period), TWINT stays 0;
 *   - a bus held low (SDA) or without pull-ups: a START never completes,
 *     as on the chip, whose TWI waits for a free bus.
 * The lines themselves (SDA, SCL) read as the bus has them whenever the
 * TWI is off: high through the module's pull-ups (which its switched
 * supply, where the board has one, feeds), low where the MCU drives them,
 * low where a stuck device holds SDA (until enough SCL clocks let it go),
 * and low without pull-ups (the internal ones aside).
 */
#include "sim/harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <simavr/avr_ioport.h>

#include "board.h"

/* The device on the bus (sim_twi_attach's). */
static const struct sim_twi_device *device;
#define DEVICE_ACK(addr, read) device->ack(addr, read)
#define DEVICE_WRITE(v) device->write(v)
#define DEVICE_READ() device->read()

/* The TWI's registers: the same data addresses on the ATmega328P, 1284P
 * and 2560. */
#define TWBR_ADDR 0xB8
#define TWSR_ADDR 0xB9
#define TWDR_ADDR 0xBB
#define TWCR_ADDR 0xBC
#define TWINT 0x80
#define TWEA 0x40
#define TWSTA 0x20
#define TWSTO 0x10
#define TWWC 0x08
#define TWEN 0x04

enum twi_state { TW_IDLE, TW_STARTED, TW_WRITING, TW_READING };

static struct {
    /* the TWI */
    uint8_t twcr, twsr, twdr;
    enum twi_state state;
    int busy;                /* a step is on the bus */
    int stop_pending;
    int next_status;
    int write_pending;       /* a byte written: the device takes it when the step ends */
    uint8_t pending;
    /* the bus */
    const avr_ioport_t *port;   /* SDA's and SCL's port */
    int no_pullups;
    int sda_held;            /* a device holds SDA low */
    int sda_clocks;          /* SCL rises that free it (-1: never) */
    int scl_level;           /* last SCL level seen with the TWI off */
} T;

static int pullups(void)
{
    return sim_lcd_powered() && !T.no_pullups;
}

/* A line's level as read with the TWI off (line 0: SDA, 1: SCL). */
static int line_level(int line)
{
    const uint8_t *d = sim_core.avr->data;
    int bit = line ? BOARD_TWI_SCL_BIT : BOARD_TWI_SDA_BIT;
    int ddr = (d[T.port->r_ddr] >> bit) & 1, port = (d[T.port->r_port] >> bit) & 1;
    if (T.twcr & TWEN)
        return pullups() && !(line == 0 && T.sda_held);
    if (ddr && !port)
        return 0;
    if (line == 0 && T.sda_held)
        return 0;
    if (ddr)
        return 1;
    return pullups() || port;   /* released: the pull-ups, or the MCU's own */
}

/* SDA's and SCL's PIN bits set from the bus; an SCL rise counted for a
 * device holding SDA. */
static void lines_update(void)
{
    uint8_t *d = sim_core.avr->data;
    int sda = line_level(0), scl = line_level(1);
    if (!(T.twcr & TWEN) && scl && !T.scl_level && T.sda_held && T.sda_clocks > 0 &&
        --T.sda_clocks == 0)
        T.sda_held = 0;
    T.scl_level = scl;
    sda = line_level(0);
    d[T.port->r_pin] = (uint8_t)((d[T.port->r_pin] & ~(1u << BOARD_TWI_SDA_BIT) &
                                  ~(1u << BOARD_TWI_SCL_BIT)) |
                                 ((unsigned)sda << BOARD_TWI_SDA_BIT) |
                                 ((unsigned)scl << BOARD_TWI_SCL_BIT));
}

static void port_written(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    lines_update();
}

static uint32_t period_cycles(void)
{
    const uint8_t *d = sim_core.avr->data;
    uint32_t prescale = 1u << (2 * (d[TWSR_ADDR] & 3));
    return 16u + 2u * d[TWBR_ADDR] * prescale;
}

/* The step on the bus is over: TWINT up with its status. */
static avr_cycle_count_t step_done(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)when;
    (void)param;
    T.busy = 0;
    if (T.stop_pending) {
        T.stop_pending = 0;
        T.twcr &= (uint8_t)~TWSTO;
        T.state = TW_IDLE;
        T.twsr = 0xF8;
        return 0;
    }
    if (T.write_pending) {
        T.write_pending = 0;
        DEVICE_WRITE(T.pending);
    }
    T.twsr = (uint8_t)T.next_status;
    T.twcr |= TWINT;
    return 0;
}

static void step(uint32_t periods, int status)
{
    T.busy = 1;
    T.next_status = status;
    avr_cycle_timer_register(sim_core.avr, periods * period_cycles(), step_done, NULL);
}

/* The device acknowledges (addr: an address byte's 7 bits, read its R/W
 * bit; addr < 0: a data byte), the bus's pull-ups there to carry its
 * answer. */
static int answers(int addr, int read)
{
    return pullups() && DEVICE_ACK(addr, read);
}

/* TWINT written 1: the step TWSTA, TWSTO or TWDR asks for. */
static void start_step(uint8_t v)
{
    if (v & TWSTA) {
        /* the bus must be free: SDA held or no pull-ups, and it never is */
        if (T.sda_held || !pullups())
            return;
        int repeated = T.state != TW_IDLE;
        T.state = TW_STARTED;
        step(1, repeated ? 0x10 : 0x08);
        return;
    }
    if (v & TWSTO) {
        T.stop_pending = 1;
        T.busy = 1;
        avr_cycle_timer_register(sim_core.avr, period_cycles(), step_done, NULL);
        return;
    }
    switch (T.state) {
    case TW_STARTED: {
        int read = T.twdr & 1;
        int ack = answers(T.twdr >> 1, read);
        /* refused, the master still owns the bus (a STOP or a START next) */
        T.state = ack ? (read ? TW_READING : TW_WRITING) : TW_STARTED;
        step(9, read ? (ack ? 0x40 : 0x48) : (ack ? 0x18 : 0x20));
        break;
    }
    case TW_WRITING:
        if (answers(-1, 0)) {
            /* the device takes the byte at the ACK: when the step ends */
            T.write_pending = 1;
            T.pending = T.twdr;
            step(9, 0x28);
        } else {
            step(9, 0x30);
        }
        break;
    case TW_READING:
        T.twdr = DEVICE_READ();
        step(9, (v & TWEA) ? 0x50 : 0x58);
        break;
    default:
        break;
    }
}

static uint8_t twcr_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)avr;
    (void)addr;
    (void)param;
    return T.twcr;
}

static void twcr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)addr;
    (void)param;
    uint8_t keep = T.twcr & TWINT;
    if (!(v & TWEN)) {
        /* off: whatever was on the bus is dropped */
        avr_cycle_timer_cancel(avr, step_done, NULL);
        T.busy = T.stop_pending = T.write_pending = 0;
        T.state = TW_IDLE;
        T.twcr = v & (uint8_t)~(TWINT | TWSTO);
        T.twsr = 0xF8;
        lines_update();
        return;
    }
    T.twcr = (uint8_t)((v & ~TWINT) | keep);
    if ((v & TWINT) && !T.busy) {
        T.twcr &= (uint8_t)~TWINT;
        T.twsr = 0xF8;
        start_step(v);
    }
    lines_update();
}

static uint8_t twsr_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)addr;
    (void)param;
    return (uint8_t)((T.twsr & 0xF8) | (avr->data[TWSR_ADDR] & 3));
}

static void twsr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    avr->data[addr] = (uint8_t)(v & 3);   /* the prescaler alone is writable */
}

static uint8_t twdr_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)avr;
    (void)addr;
    (void)param;
    return T.twdr;
}

static void twdr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)avr;
    (void)addr;
    (void)param;
    if (T.twcr & TWINT || !(T.twcr & TWEN))
        T.twdr = v;
    else
        T.twcr |= TWWC;   /* written while a step is on the bus */
}

/* The read and write handlers of a register, replacing simavr's. */
static int take_over(avr_io_addr_t addr, avr_io_read_t r, avr_io_write_t w)
{
    avr_t *avr = sim_core.avr;
    int a = AVR_DATA_TO_IO(addr);
    if (a < 0 || a >= MAX_IOs || !avr->io[a].w.c) {
        sim_set_error("no TWI register at 0x%02x on this MCU", (unsigned)addr);
        return -1;
    }
    avr->io[a].r.c = r;
    avr->io[a].r.param = NULL;
    avr->io[a].w.c = w;
    avr->io[a].w.param = NULL;
    return 0;
}

/* Every write to the register at addr updates the lines. */
static int watch(avr_io_addr_t addr)
{
    avr_irq_t *w = avr_iomem_getirq(sim_core.avr, addr, NULL, AVR_IOMEM_IRQ_ALL);
    if (!w)
        return -1;
    w->flags &= (uint8_t)~IRQ_FLAG_FILTERED;
    avr_irq_register_notify(w, port_written, NULL);
    return 0;
}

int sim_twi_attach(const struct sim_twi_device *dev)
{
    memset(&T, 0, sizeof T);
    device = dev;
    T.sda_clocks = -1;
    for (avr_io_t *io = sim_core.avr->io_port; io; io = io->next)
        if (io->kind && !strcmp(io->kind, "port") &&
            ((const avr_ioport_t *)io)->name == BOARD_TWI_SDA_PORT)
            T.port = (const avr_ioport_t *)io;
    if (!T.port || BOARD_TWI_SCL_PORT != BOARD_TWI_SDA_PORT) {
        sim_set_error("the TWI's SDA and SCL must sit on one port here (%c)", BOARD_TWI_SDA_PORT);
        return -1;
    }
    if (take_over(TWCR_ADDR, twcr_read, twcr_write) || take_over(TWSR_ADDR, twsr_read, twsr_write) ||
        take_over(TWDR_ADDR, twdr_read, twdr_write) || watch(T.port->r_ddr) ||
        watch(T.port->r_port))
        return -1;
    return 0;
}

void sim_twi_after_reset(void)
{
    T.twcr = 0;
    T.twsr = 0xF8;
    T.twdr = 0xFF;
    T.state = TW_IDLE;
    T.busy = T.stop_pending = T.write_pending = 0;
    T.scl_level = 1;
    if (T.port)
        lines_update();
}

void sim_twi_supply(int on)
{
    if (on)
        T.state = TW_IDLE;   /* the device starts afresh: no transfer under way */
    if (T.port)
        lines_update();
}

void sim_twi_lines_update(void)
{
    if (T.port && sim_core.avr)
        lines_update();
}

int sim_twi_bus_set(const char *what, const char *arg, char *err, size_t errsize)
{
    unsigned long n = 0;
    char *end = NULL;
    if (arg)
        n = strtoul(arg, &end, 0);
    if (!strcmp(what, "no-pullups")) {
        T.no_pullups = 1;
    } else if (!strcmp(what, "pullups")) {
        T.no_pullups = 0;
    } else if (!strcmp(what, "sda-stuck")) {
        if (!arg || *end || n < 1 || n > 9) {
            snprintf(err, errsize, "sda-stuck: the SCL clocks (1-9) that free it");
            return -1;
        }
        T.sda_held = 1;
        T.sda_clocks = (int)n;
    } else if (!strcmp(what, "sda-shorted")) {
        T.sda_held = 1;
        T.sda_clocks = -1;
    } else if (!strcmp(what, "sda-free")) {
        T.sda_held = 0;
    } else {
        return 1;
    }
    return 0;
}
