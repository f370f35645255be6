/*
 * prr.c — the power reduction registers (PRR on the ATmega328P, PRR0 and
 * PRR1 on the 1284P and the 2560), which simavr 1.6 stores and otherwise
 * ignores: there a timer, USART, TWI or ADC "stopped" in them runs on, so
 * a firmware that stops a module it uses passes every simulated test and
 * fails on the chip.  Here, as the datasheets describe it ("Power
 * Reduction Register": the module's clock stopped, its state frozen, its
 * I/O registers neither read nor written):
 *   - a write to a stopped module's registers is lost (not stored, its
 *     handler not called); a read gives the value the core last held,
 *     with no side effect (simavr's ADC converts on a read of ADCL, its
 *     USART pops a byte on a read of UDR: neither happens);
 *   - a timer stopped while it runs stops counting and toggling its
 *     compare pins (its clock select cleared through simavr's own
 *     handler) and goes on where it was when its bit is cleared again;
 *   - a USART stopped neither sends (UDR writes are lost) nor receives
 *     (its RXEN and TXEN read as 0 to simavr's module until it runs
 *     again: a byte that arrives meanwhile is dropped);
 *   - a TWI or ADC stopped does nothing: no step starts, no conversion.
 * The modules and their registers are listed per MCU below (the
 * datasheets' register summaries); the wrappers go in front of whatever
 * handler each register has, simavr's or this harness's (twi.c), so
 * sim_prr_attach comes after every other attach.  A reset clears the
 * registers (simavr zeroes the I/O space) and the frozen state here.
 */
#include "sim/harness.h"

#include <stdio.h>
#include <string.h>

enum prr_kind { PRR_TIMER, PRR_USART, PRR_TWI, PRR_ADC };

struct prr_module {
    const char *name;
    uint16_t prr;      /* the PRR register's data address */
    uint8_t bit;
    enum prr_kind kind;
    uint16_t first, last;   /* its registers' data addresses */
    uint16_t control;       /* TCCRnB (clock select) or UCSRnB */
};

/* ATmega328P: PRR (0x64) 7 TWI, 6 TIM2, 5 TIM0, 3 TIM1, 1 USART0, 0 ADC. */
static const struct prr_module m328p[] = {
    { "Timer0", 0x64, 5, PRR_TIMER, 0x44, 0x48, 0x45 },
    { "Timer1", 0x64, 3, PRR_TIMER, 0x80, 0x8B, 0x81 },
    { "Timer2", 0x64, 6, PRR_TIMER, 0xB0, 0xB4, 0xB1 },
    { "USART0", 0x64, 1, PRR_USART, 0xC0, 0xC6, 0xC1 },
    { "TWI", 0x64, 7, PRR_TWI, 0xB8, 0xBD, 0 },
    { "ADC", 0x64, 0, PRR_ADC, 0x78, 0x7C, 0 },
};
/* ATmega1284P: PRR0 as the 328P's and 4 USART1; PRR1 (0x65) 0 TIM3. */
static const struct prr_module m1284p[] = {
    { "Timer0", 0x64, 5, PRR_TIMER, 0x44, 0x48, 0x45 },
    { "Timer1", 0x64, 3, PRR_TIMER, 0x80, 0x8B, 0x81 },
    { "Timer2", 0x64, 6, PRR_TIMER, 0xB0, 0xB4, 0xB1 },
    { "Timer3", 0x65, 0, PRR_TIMER, 0x90, 0x9B, 0x91 },
    { "USART0", 0x64, 1, PRR_USART, 0xC0, 0xC6, 0xC1 },
    { "USART1", 0x64, 4, PRR_USART, 0xC8, 0xCE, 0xC9 },
    { "TWI", 0x64, 7, PRR_TWI, 0xB8, 0xBD, 0 },
    { "ADC", 0x64, 0, PRR_ADC, 0x78, 0x7C, 0 },
};
/* ATmega2560: PRR0 as the 328P's; PRR1 (0x65) 5 TIM5, 4 TIM4, 3 TIM3,
 * 2 USART3, 1 USART2, 0 USART1. */
static const struct prr_module m2560[] = {
    { "Timer0", 0x64, 5, PRR_TIMER, 0x44, 0x48, 0x45 },
    { "Timer1", 0x64, 3, PRR_TIMER, 0x80, 0x8D, 0x81 },
    { "Timer2", 0x64, 6, PRR_TIMER, 0xB0, 0xB4, 0xB1 },
    { "Timer3", 0x65, 3, PRR_TIMER, 0x90, 0x9D, 0x91 },
    { "Timer4", 0x65, 4, PRR_TIMER, 0xA0, 0xAD, 0xA1 },
    { "Timer5", 0x65, 5, PRR_TIMER, 0x120, 0x12D, 0x121 },
    { "USART0", 0x64, 1, PRR_USART, 0xC0, 0xC6, 0xC1 },
    { "USART1", 0x65, 0, PRR_USART, 0xC8, 0xCE, 0xC9 },
    { "USART2", 0x65, 1, PRR_USART, 0xD0, 0xD6, 0xD1 },
    { "USART3", 0x65, 2, PRR_USART, 0x130, 0x136, 0x131 },
    { "TWI", 0x64, 7, PRR_TWI, 0xB8, 0xBD, 0 },
    { "ADC", 0x64, 0, PRR_ADC, 0x78, 0x7C, 0 },
};

#define PRR_MAX_MODULES 12
#define USART_RXEN_TXEN 0x18
#define TIMER_CS 0x07

/* A register's own handlers, called when its module runs. */
struct prr_reg {
    avr_io_read_t r;
    void *rp;
    avr_io_write_t w;
    void *wp;
    int module;     /* index in P.modules; -1 for a PRR register */
};

static struct {
    const struct prr_module *modules;
    int count;
    struct prr_reg regs[MAX_IOs];
    /* a module stopped while running: what its control register held */
    int frozen[PRR_MAX_MODULES];
    uint8_t saved[PRR_MAX_MODULES];
    unsigned long lost[PRR_MAX_MODULES];   /* writes lost */
} P;

static int stopped(int m)
{
    const struct prr_module *mod = &P.modules[m];
    return (sim_core.avr->data[mod->prr] >> mod->bit) & 1;
}

static void reg_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    struct prr_reg *r = param;
    if (stopped(r->module)) {
        if (P.lost[r->module]++ == 0)
            AVR_LOG(avr, LOG_WARNING, "PRR: %s is stopped: a write of 0x%02x to 0x%02x lost\n",
                    P.modules[r->module].name, v, (unsigned)addr);
        return;
    }
    if (r->w)
        r->w(avr, addr, v, r->wp);
    else
        avr->data[addr] = v;
}

static uint8_t reg_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    struct prr_reg *r = param;
    if (!r->r || stopped(r->module))
        return avr->data[addr];
    return r->r(avr, addr, r->rp);
}

/* Writes a module's control register through its own handler. */
static void control_write(const struct prr_module *mod, uint8_t v)
{
    avr_t *avr = sim_core.avr;
    struct prr_reg *r = &P.regs[AVR_DATA_TO_IO(mod->control)];
    if (r->w)
        r->w(avr, mod->control, v, r->wp);
    else
        avr->data[mod->control] = v;
}

static void freeze(int m)
{
    const struct prr_module *mod = &P.modules[m];
    uint8_t *data = sim_core.avr->data;
    if (mod->kind == PRR_TIMER) {
        P.saved[m] = data[mod->control];
        P.frozen[m] = 1;
        if (P.saved[m] & TIMER_CS)
            control_write(mod, (uint8_t)(P.saved[m] & ~TIMER_CS));
    } else if (mod->kind == PRR_USART) {
        P.saved[m] = data[mod->control];
        P.frozen[m] = 1;
        data[mod->control] &= (uint8_t)~USART_RXEN_TXEN;
    }
}

static void thaw(int m)
{
    const struct prr_module *mod = &P.modules[m];
    if (!P.frozen[m])
        return;
    P.frozen[m] = 0;
    if (mod->kind == PRR_TIMER) {
        if (P.saved[m] & TIMER_CS)
            control_write(mod, P.saved[m]);
    } else if (mod->kind == PRR_USART) {
        sim_core.avr->data[mod->control] = P.saved[m];
    }
}

static void prr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    struct prr_reg *r = param;
    uint8_t old = avr->data[addr];
    if (r->w)
        r->w(avr, addr, v, r->wp);
    avr->data[addr] = v;
    for (int m = 0; m < P.count; m++) {
        const struct prr_module *mod = &P.modules[m];
        uint8_t mask = (uint8_t)(1u << mod->bit);
        if (mod->prr != addr || !((old ^ v) & mask))
            continue;
        if (v & mask)
            freeze(m);
        else
            thaw(m);
    }
}

/* Puts the model in front of the register's handlers (module -1: a PRR
 * register itself). */
static void wrap(uint16_t addr, int module)
{
    avr_t *avr = sim_core.avr;
    int a = AVR_DATA_TO_IO(addr);
    struct prr_reg *r = &P.regs[a];
    r->r = avr->io[a].r.c;
    r->rp = avr->io[a].r.param;
    r->w = avr->io[a].w.c;
    r->wp = avr->io[a].w.param;
    r->module = module;
    if (module < 0) {
        avr->io[a].w.c = prr_write;
    } else {
        avr->io[a].w.c = reg_write;
        avr->io[a].r.c = reg_read;
        avr->io[a].r.param = r;
    }
    avr->io[a].w.param = r;
}

int sim_prr_attach(void)
{
    memset(&P, 0, sizeof P);
    if (!strcmp(sim_core.mcu, "atmega328p")) {
        P.modules = m328p;
        P.count = (int)(sizeof m328p / sizeof m328p[0]);
    } else if (!strcmp(sim_core.mcu, "atmega1284p")) {
        P.modules = m1284p;
        P.count = (int)(sizeof m1284p / sizeof m1284p[0]);
    } else if (!strcmp(sim_core.mcu, "atmega2560")) {
        P.modules = m2560;
        P.count = (int)(sizeof m2560 / sizeof m2560[0]);
    } else {
        sim_set_error("prr: the power reduction bits of '%s' are not listed", sim_core.mcu);
        return -1;
    }
    int prr1 = 0;
    for (int m = 0; m < P.count; m++) {
        for (uint16_t addr = P.modules[m].first; addr <= P.modules[m].last; addr++)
            wrap(addr, m);
        prr1 |= P.modules[m].prr == 0x65;
    }
    wrap(0x64, -1);
    if (prr1)
        wrap(0x65, -1);
    return 0;
}

void sim_prr_after_reset(void)
{
    memset(P.frozen, 0, sizeof P.frozen);
}
