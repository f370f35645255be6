/*
 * oled_spi.c — the MCU's SPI as a master and the OLED module's side of
 * its 4-wire SPI (CS, DC, RES), the OLED's spi bus (the 7-pin
 * SSD1306/SH1106 modules; the OLED's descriptor names this file for it:
 * sim_oled_bus); the controller is oled.c's, as on I2C.
 *
 * simavr 1.6's SPI takes 100 us for every byte whatever the clock (its
 * avr_spi.c: "should be speed dependent"), so a key's time to the glass
 * would read a byte at 100 times its 1 us at 8 MHz.  So this file takes
 * SPDR over (its read and write handlers in the core's I/O table) and
 * plays the master as the ATmega328P datasheet describes it ("SPI -
 * Serial Peripheral Interface"), polled (SPIE is not served):
 *   - SPDR written with SPE and MSTR set starts a byte: SPIF clears, and
 *     rises 8 SCK periods later (SCK = F_CPU / 4, 16, 64 or 128 by SPR1:0,
 *     twice that with SPI2X); written while a byte is on the wire, the
 *     byte is ignored and WCOL set;
 *   - the byte then leaves through avr_spi's own output IRQ ("8<out"), to
 *     which the module listens, as it would from simavr's SPI;
 *   - SPDR read gives 0xFF (the modules bring out no MISO).
 * The module takes a byte while CS is low, RES high and it is powered
 * (and present: `oled absent` takes it away), DC read as the byte's last
 * bit is clocked: high display data, low a command.  A line the MCU does
 * not drive reads high (the modules' own pull-ups on RES and CS).  RES
 * driven low holds the controller in reset (its registers as at
 * power-on); after its supply comes on the module takes nothing until
 * RES has been pulsed.
 * A fault fails the scenario (oled.c counts and names it): a byte before
 * that first RES pulse or while RES is low, DC or CS changed while a byte
 * was on the wire, a mode other than 0 or 3 (the chips latch MOSI on
 * SCK's rising edge), least significant bit first, SCK over the chip's
 * serial clock (10 MHz on the SSD1306, its datasheet's 100 ns cycle; 4
 * MHz on the SH1106, the rate U8g2 drives it at), and SPDR written while
 * PRR stops the SPI (the byte never goes out).
 */
#include "sim/harness.h"
#include "sim/oled.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <simavr/avr_ioport.h>
#include <simavr/avr_spi.h>
#include <simavr/sim_cycle_timers.h>

#include "board.h"

/* The SPI's registers and PRR: the same data addresses on the ATmega328P,
 * 1284P and 2560 (PRR0 there). */
#define SPCR_ADDR 0x4C
#define SPSR_ADDR 0x4D
#define SPDR_ADDR 0x4E
#define PRR_ADDR 0x64
#define PRSPI 0x04
#define SPE 0x40
#define DORD 0x20
#define MSTR 0x10
#define CPOL 0x08
#define CPHA 0x04
#define SPIF 0x80
#define WCOL 0x40
#define SPI2X 0x01

/* the module's lines, as the MCU drives them */
enum line { L_CS, L_DC, L_RES, L_COUNT };

static struct {
    avr_irq_t *out;            /* avr_spi's output IRQ */
    const avr_ioport_t *port[L_COUNT];
    int busy;                  /* a byte on the wire */
    uint8_t byte;
    int dc_start, cs_start;    /* DC and CS as the byte began */
    int res_level;             /* RES as last seen */
    int pulsed;                /* RES pulsed since the supply came on */
} S;

static const char line_port[L_COUNT] = { BOARD_OLED_CS_PORT, BOARD_OLED_DC_PORT,
                                         BOARD_OLED_RES_PORT };
static const int line_bit[L_COUNT] = { BOARD_OLED_CS_BIT, BOARD_OLED_DC_BIT, BOARD_OLED_RES_BIT };

/* A line's level: the MCU's output where it drives it, high where not. */
static int level(enum line l)
{
    const uint8_t *d = sim_core.avr->data;
    int ddr = (d[S.port[l]->r_ddr] >> line_bit[l]) & 1;
    return ddr ? (d[S.port[l]->r_port] >> line_bit[l]) & 1 : 1;
}

static void bus_fault(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void bus_fault(const char *fmt, ...)
{
    char what[150];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    sim_oled_bus_fault(what);
}

/* SCK's divider of F_CPU, from SPCR and SPSR. */
static unsigned divider(void)
{
    static const unsigned div[4] = { 4, 16, 64, 128 };
    const uint8_t *d = sim_core.avr->data;
    unsigned n = div[d[SPCR_ADDR] & 3];
    return d[SPSR_ADDR] & SPI2X ? n / 2 : n;
}

/* The byte's last bit clocked: SPIF up, the byte out on the IRQ. */
static avr_cycle_count_t byte_done(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)when;
    (void)param;
    S.busy = 0;
    avr->data[SPSR_ADDR] |= SPIF;
    avr_raise_irq(S.out, S.byte);
    return 0;
}

static void spdr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)addr;
    (void)param;
    uint8_t spcr = avr->data[SPCR_ADDR];
    if (avr->data[PRR_ADDR] & PRSPI) {
        bus_fault("SPDR written while PRR stops the SPI (PRSPI): the byte never goes out");
        return;
    }
    if ((spcr & (SPE | MSTR)) != (SPE | MSTR)) {
        avr->data[SPDR_ADDR] = v;
        return;
    }
    if (S.busy) {
        avr->data[SPSR_ADDR] |= WCOL;
        return;
    }
    avr->data[SPSR_ADDR] &= (uint8_t)~(SPIF | WCOL);
    avr->data[SPDR_ADDR] = v;
    S.busy = 1;
    S.byte = v;
    S.dc_start = level(L_DC);
    S.cs_start = level(L_CS);
    avr_cycle_timer_register(avr, 8u * divider(), byte_done, NULL);
}

static uint8_t spdr_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)addr;
    (void)param;
    avr->data[SPSR_ADDR] &= (uint8_t)~(SPIF | WCOL);
    return 0xFF;   /* no MISO */
}

/* A byte out of the SPI (its output IRQ): the module's side. */
static void module_byte(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    const uint8_t *d = sim_core.avr->data;
    int cs = level(L_CS), dc = level(L_DC), mode;
    unsigned long hz, max_hz;
    if (!sim_oled_spi_there() || (cs && S.cs_start))
        return;   /* not selected: the byte was for no one */
    if (cs != S.cs_start) {
        bus_fault("CS %s while byte 0x%02X was on the wire", cs ? "rose" : "fell",
                  (unsigned)value);
        return;
    }
    if (!level(L_RES)) {
        bus_fault("byte 0x%02X while RES holds the module in reset", (unsigned)value);
        return;
    }
    if (!S.pulsed) {
        bus_fault("byte 0x%02X before RES was pulsed since the module's supply came on",
                  (unsigned)value);
        return;
    }
    if (dc != S.dc_start)
        bus_fault("DC changed while byte 0x%02X was on the wire", (unsigned)value);
    mode = (d[SPCR_ADDR] & CPOL ? 2 : 0) | (d[SPCR_ADDR] & CPHA ? 1 : 0);
    if (mode == 1 || mode == 2)
        bus_fault("SPI mode %d: the chip latches MOSI on SCK's rising edge (modes 0 and 3)",
                  mode);
    if (d[SPCR_ADDR] & DORD)
        bus_fault("least significant bit first (DORD): the chip takes the most significant first");
    hz = (unsigned long)(sim_core.avr->frequency / divider());
    max_hz = sim_oled_panel()->sh1106 ? 4000000UL : 10000000UL;
    if (hz > max_hz)
        bus_fault("SCK at %lu Hz: over the %s's %lu Hz", hz,
                  sim_oled_panel()->sh1106 ? "SH1106" : "SSD1306", max_hz);
    sim_oled_spi_write((uint8_t)value, dc);
}

/* A write to RES's port (PORT or DDR): RES low resets the controller,
 * RES back high after that a pulse. */
static void res_written(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    int res = level(L_RES);
    if (res == S.res_level)
        return;
    S.res_level = res;
    if (!sim_oled_spi_there())
        return;
    if (!res)
        sim_oled_spi_reset();
    else
        S.pulsed = 1;
}

/* The read and write handlers of a register, replacing simavr's. */
static int take_over(avr_io_addr_t addr, avr_io_read_t r, avr_io_write_t w)
{
    avr_t *avr = sim_core.avr;
    int a = AVR_DATA_TO_IO(addr);
    if (a < 0 || a >= MAX_IOs || !avr->io[a].w.c) {
        sim_set_error("no SPI register at 0x%02x on this MCU", (unsigned)addr);
        return -1;
    }
    avr->io[a].r.c = r;
    avr->io[a].r.param = NULL;
    avr->io[a].w.c = w;
    avr->io[a].w.param = NULL;
    return 0;
}

/* Every write to the register at addr reaches res_written. */
static int watch(avr_io_addr_t addr)
{
    avr_irq_t *w = avr_iomem_getirq(sim_core.avr, addr, NULL, AVR_IOMEM_IRQ_ALL);
    if (!w)
        return -1;
    w->flags &= (uint8_t)~IRQ_FLAG_FILTERED;
    avr_irq_register_notify(w, res_written, NULL);
    return 0;
}

static int sim_oled_spi_attach(void)
{
    memset(&S, 0, sizeof S);
    for (int l = 0; l < L_COUNT; l++) {
        for (avr_io_t *io = sim_core.avr->io_port; io; io = io->next)
            if (io->kind && !strcmp(io->kind, "port") &&
                ((const avr_ioport_t *)io)->name == line_port[l])
                S.port[l] = (const avr_ioport_t *)io;
        if (!S.port[l]) {
            sim_set_error("no port %c for the OLED's SPI lines on this MCU", line_port[l]);
            return -1;
        }
    }
    S.out = avr_io_getirq(sim_core.avr, AVR_IOCTL_SPI_GETIRQ(0), SPI_IRQ_OUTPUT);
    if (!S.out) {
        sim_set_error("no SPI on this MCU");
        return -1;
    }
    avr_irq_register_notify(S.out, module_byte, NULL);
    if (take_over(SPDR_ADDR, spdr_read, spdr_write) || watch(S.port[L_RES]->r_port) ||
        watch(S.port[L_RES]->r_ddr))
        return -1;
    S.res_level = 1;
    return 0;
}

static void sim_oled_spi_after_reset(void)
{
    if (S.busy)
        avr_cycle_timer_cancel(sim_core.avr, byte_done, NULL);
    S.busy = 0;
    if (S.port[L_RES])
        res_written(NULL, 0, NULL);   /* the reset released RES: it reads high */
}

static void sim_oled_spi_supply(int on)
{
    S.pulsed = 0;
    if (on && S.port[L_RES])
        S.res_level = level(L_RES);
}

/* On SPI: the chip, and the module there or not (no address, no bus
 * faults). */
static int spi_set(const char *what, const char *arg, char *err, size_t errsize)
{
    int r = sim_oled_chip_set(what, arg, err, errsize);
    if (r <= 0)
        return r;
    if (!strcmp(what, "absent") || !strcmp(what, "present")) {
        sim_oled_module()->present = !strcmp(what, "present");
        sim_oled_spi_reset();   /* taken out, or put in: dark, as at its power-on */
        return 0;
    }
    snprintf(err, errsize, "unknown setting '%s' (on SPI: chip, absent, present)", what);
    return -1;
}

/* The module's select, data/command and reset lines. */
static void spi_trace(void)
{
    sim_trace_add(sim_port_irq(BOARD_OLED_CS_PORT, BOARD_OLED_CS_BIT), 1, "oled_cs");
    sim_trace_add(sim_port_irq(BOARD_OLED_DC_PORT, BOARD_OLED_DC_BIT), 1, "oled_dc");
    sim_trace_add(sim_port_irq(BOARD_OLED_RES_PORT, BOARD_OLED_RES_BIT), 1, "oled_res");
}

const struct sim_oled_bus sim_oled_bus = {
    .attach = sim_oled_spi_attach,
    .after_reset = sim_oled_spi_after_reset,
    .supply = sim_oled_spi_supply,
    .set = spi_set,
    .trace = spi_trace,
};
