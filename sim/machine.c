/*
 * machine.c — loading the firmware and wiring the board (see sim.h).
 *
 * sim_open() reads the ELF's .mmcu section (MCU, clock, voltages), makes
 * the simavr core and calls each concern's attach in turn: the LCD
 * (lcd.c), the activity pin (activity.c), the keys (keys.c),
 * the console (uart.c), the stack (stack.c) and, last, the power
 * reduction registers in front of them all (prr.c).  Running it is
 * run.c's; the EEPROM is eeprom.c's.
 *
 * Traps of simavr 1.6 handled here (docs: /work/shared/notes/simavr.md):
 * avr_init() resets the clock and voltages, so they are set after it and
 * again from the ELF; everything simavr prints goes through the capture
 * (log.c); the supply is board.h's BOARD_VCC_MV on VCC, AVCC and AREF
 * (an AVCC of 0 would make simavr read the key ladder against 3.3 V).
 */
#include "sim/harness.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sim_elf.h>
#include <avr_ioport.h>

#include "board.h"
#include "sim/text.h"

struct sim_core sim_core;

void sim_set_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(sim_core.error, sizeof sim_core.error, fmt, ap);
    va_end(ap);
}

const char *sim_error(void)
{
    return sim_core.error;
}

avr_irq_t *sim_port_irq(char port, int bit)
{
    return avr_io_getirq(sim_core.avr, AVR_IOCTL_IOPORT_GETIRQ(port), bit);
}

static void sleep_noop(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)avr;
    (void)how_long;
}

/* Frees the core (after a failed open, or at close). */
static void free_core(void)
{
    sim_trace_detach();
    sim_gdb_detach();
    sim_sound_detach();   /* (writes --wav while the core's clock is there) */
    if (sim_core.avr) {
        sim_capture_begin();
        avr_terminate(sim_core.avr);
        sim_capture_end();
        free(sim_core.avr);
        sim_core.avr = NULL;
    }
    sim_uart_detach();
    sim_activity_detach();
    sim_log_close();
}

/* Reads the ELF and makes its core, clocked and powered as the board. */
static int load(const char *elf_path, int realtime)
{
    elf_firmware_t fw;
    memset(&fw, 0, sizeof fw);
    if (access(elf_path, R_OK) != 0) {
        sim_set_error("%s: %s", elf_path, strerror(errno));
        return -1;
    }
    sim_capture_begin();
    int rc = elf_read_firmware(elf_path, &fw);
    sim_capture_end();
    if (rc != 0) {
        sim_set_error("%s: not a firmware ELF simavr can read", elf_path);
        return -1;
    }
    if (!fw.mmcu[0]) {
        free(fw.flash);
        sim_set_error("%s: no .mmcu section (link with -Wl,--undefined=_mmcu,"
                      "--section-start=.mmcu=0x910000)", elf_path);
        return -1;
    }
    sim_core.avr = avr_make_mcu_by_name(fw.mmcu);
    if (!sim_core.avr) {
        free(fw.flash);
        sim_set_error("simavr has no core '%s'", fw.mmcu);
        return -1;
    }
    avr_t *avr = sim_core.avr;
    copy_text(sim_core.mcu, sizeof sim_core.mcu, fw.mmcu);
    sim_capture_begin();
    avr_init(avr);
    /* avr_init() reset these; the .mmcu section sets them again below */
    avr->frequency = fw.frequency ? fw.frequency : 16000000;
    avr->log = LOG_WARNING;
    avr_load_firmware(avr, &fw);
    free(fw.flash);   /* copied into the core */
    if (!avr->frequency)
        avr->frequency = 16000000;
    avr->vcc = BOARD_VCC_MV;
    avr->avcc = BOARD_VCC_MV;
    avr->aref = BOARD_VCC_MV;
    avr->log = LOG_WARNING;
    if (!realtime)
        avr->sleep = sleep_noop;
    sim_capture_end();
    return 0;
}

int sim_open(const char *elf_path, int realtime)
{
    if (sim_core.open)
        sim_close();
    memset(&sim_core, 0, sizeof sim_core);
    sim_core.realtime = realtime;
    copy_text(sim_core.elf, sizeof sim_core.elf, elf_path);
    if (sim_log_open() != 0)
        return -1;
    if (load(elf_path, realtime) != 0 || sim_gdb_attach() != 0 || sim_lcd_attach() != 0)
        goto fail;
    sim_activity_attach();
    sim_sound_attach();
    if (sim_keys_attach() != 0)
        goto fail;
    sim_run_prepare();
    if (sim_uart_attach() != 0)
        goto fail;
    sim_stack_attach(elf_path);
    sim_eeprom_attach();
    if (sim_trace_attach() != 0 || sim_prr_attach() != 0)
        goto fail;
    sim_core.state = SIM_RUNNING;
    sim_core.chatter_seed = 12345;
    sim_core.open = 1;
    return 0;

fail:
    free_core();
    return -1;
}

void sim_close(void)
{
    if (!sim_core.open)
        return;
    free_core();
    sim_core.open = 0;
}

const char *sim_mcu(void)
{
    return sim_core.mcu;
}
