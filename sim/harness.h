/*
 * harness.h — what the harness library's files share among themselves and
 * nobody else uses: the one simavr core (machine.c loads and frees it),
 * the stdout capture every call into simavr goes through (log.c), and
 * each concern's attach / after-reset hooks that sim_open() and a reset
 * of the MCU call in turn (LCD, keys, UART, activity pin, stack).
 *
 * Each concern keeps its own state in its own file; only the core's few
 * fields are global, in sim_core below.
 */
#ifndef SIM_HARNESS_H
#define SIM_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#include <sim_avr.h>

#include "sim/lcd_timing.h"
#include "sim/sim.h"

#define SIM_PORTS 12   /* A..L */

/* The simulator as a whole (machine.c, run.c). */
struct sim_core {
    int open;
    int realtime;        /* pace sim_run_* to the wall clock */
    avr_t *avr;
    int state;           /* enum sim_state */
    char error[512];     /* why sim_open failed */
    char mcu[64];        /* the ELF's .mmcu name */
    char elf[4096];      /* the ELF's path (a power-on loads it again) */
    uint16_t min_sp;     /* lowest stack pointer seen (run.c) */
    uint64_t sleep_cycles;
    uint64_t sleep_mode_cycles[SIM_SLEEP_MODES];   /* by enum sim_sleep_mode */
    uint64_t power_down_wakes;                     /* wake-ups from power-down */
    int sleep_mode;                                /* of the current sleep */
    uint32_t chatter_seed;
};
extern struct sim_core sim_core;

/* Formats the reason sim_open fails into sim_core.error. */
void sim_set_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* The IRQ of a port pin ('A'.., bit), or NULL when the MCU has none. */
avr_irq_t *sim_port_irq(char port, int bit);

/* ---- log.c: stdout capture and simavr's logger ---- */
/* Set up / tear down the capture stream and the logger. */
int sim_log_open(void);
void sim_log_close(void);
/* Everything simavr printf()s between begin and end is captured (nests). */
void sim_capture_begin(void);
void sim_capture_end(void);

/* ---- run.c ---- */
/* Once the core is made: edge-only INTn, the wall clock for pacing. */
void sim_run_prepare(void);

/* ---- per-concern hooks, called by sim_open (attach: 0 or -1 with
 * sim_core.error set) and after any reset of the MCU ---- */
int sim_lcd_attach(void);
/* The MCU's pins are inputs again: a switched LCD supply is off. */
void sim_lcd_after_reset(void);
/* The LCD model reported a write while it was busy. */
void sim_lcd_note_busy(const char *msg);
/* Raised with each byte the LCD timing check sees the controller take. */
avr_irq_t *sim_lcd_byte_irq(void);
/* The HD44780 model's input IRQ which (IRQ_HD44780_RS ...), or with
 * which < 0 the backlight's (I2C boards; NULL elsewhere): the trace's
 * signals where the module is behind an expander. */
avr_irq_t *sim_lcd_model_irq(int which);
/* An LCD pin driven (by the I2C backpack's expander): to the model and
 * the timing check; nothing while the module is unpowered. */
void sim_lcd_drive(enum lcd_pin pin, int level);
/* An LCD pin's edge (the HD44780 on the MCU's pins, lcd_pins.c): to the
 * timing check, a byte taken to the byte IRQ; a fault while unpowered. */
void sim_lcd_pin_edge(enum lcd_pin pin, uint32_t value);
/* The backlight as the board's circuit has it (on nonzero). */
void sim_lcd_set_backlight(int on);
struct hd44780_t;
/* The HD44780 model (display RAM, flags, cursor), for lcd_view.c. */
struct hd44780_t *sim_lcd_model(void);
/* ---- lcd_view.c: the display as it reads (sim.h's sim_lcd_row ...) ---- */
/* What was last shown forgotten: the display's counter starts again. */
void sim_lcd_view_reset(void);

/* ---- twi.c: the MCU's TWI master and the bus's lines (a display on I2C) ---- */
/* The one device on the bus: whether it acknowledges a byte (an address
 * byte's 7 bits and direction with addr >= 0, a data byte with addr <
 * 0), a byte written to it (at its ACK), a byte read from it. */
struct sim_twi_device {
    int (*ack)(int addr, int read);
    void (*write)(uint8_t v);
    uint8_t (*read)(void);
};
/* TWCR, TWSR and TWDR taken over, SDA's and SCL's port watched, dev the
 * device on the bus: 0, or -1 with sim_core.error set. */
int sim_twi_attach(const struct sim_twi_device *dev);
/* The TWI as after a reset of the MCU; the lines read again. */
void sim_twi_after_reset(void);
/* The module's supply (which feeds the bus's pull-ups) switched on (1) or
 * off (0): the lines read again; a device powered up finds the bus idle. */
void sim_twi_supply(int on);
/* SDA's and SCL's PIN bits read again from the bus (after a setting). */
void sim_twi_lines_update(void);
/* A setting of the bus (no-pullups, pullups, sda-stuck CLOCKS,
 * sda-shorted, sda-free): 0, -1 with err filled, or 1 when what is not
 * one of the bus's. */
int sim_twi_bus_set(const char *what, const char *arg, char *err, size_t errsize);
/* ---- twi_module.c: the scenario's settings for the module on the bus ---- */
/* The one module on the bus as the scenario set it: there or not, and
 * its address (kept across resets of the MCU). */
struct sim_twi_module {
    int present;
    uint8_t addr;
};
/* A module's own settings: 0, -1 with err filled, or 1 when what is not
 * one of its own. */
typedef int (*sim_twi_own_set)(const char *what, const char *arg, char *err, size_t errsize);
/* A scenario's setting for the module on the bus: its own (own), then
 * address N, absent or present (m), then the bus's (no-pullups, pullups,
 * sda-stuck CLOCKS, sda-shorted, sda-free); 0, or -1 with err filled
 * (an unknown setting named); the lines are read again after it. */
int sim_twi_module_set(struct sim_twi_module *m, sim_twi_own_set own, const char *what,
                       const char *arg, char *err, size_t errsize);
int sim_keys_attach(void);
void sim_keys_after_reset(void);
int sim_uart_attach(void);
void sim_uart_after_reset(void);
void sim_uart_detach(void);
/* Complete lines the firmware has printed since sim_open. */
uint64_t sim_uart_lines_written(void);
/* The next line not yet read into buf (1), or 0 when none is complete. */
int sim_uart_take_line(char *buf, size_t size);
void sim_activity_attach(void);
void sim_activity_detach(void);
/* The buzzer pin heard (sound.c); detach writes --wav's file. */
void sim_sound_attach(void);
void sim_sound_after_reset(void);
void sim_sound_detach(void);
void sim_stack_attach(const char *elf_path);
/* The EEPROM's write counter and write time in front of simavr's module. */
void sim_eeprom_attach(void);
void sim_eeprom_after_reset(void);
/* The write under way (1: its cell, the value before, the value being
 * written), or 0; and that write ended at once, the cell left holding
 * `left` (a power cut). */
int sim_eeprom_write_under_way(uint32_t *cell, uint8_t *old_value, uint8_t *new_value);
void sim_eeprom_cut_write(uint8_t left);
/* ---- power.c: the EEPROM started a write; after a reset ---- */
void sim_power_write_started(void);
void sim_power_after_reset(void);
/* ---- prr.c: the power reduction registers (after every other attach:
 * it wraps their handlers); after a reset ---- */
int sim_prr_attach(void);
void sim_prr_after_reset(void);
/* The gdb stub (gdb_stub.c) and the trace (trace.c), as set before
 * sim_open: 0, or -1 with sim_core.error set. */
int sim_gdb_attach(void);
void sim_gdb_detach(void);
int sim_trace_attach(void);
void sim_trace_detach(void);
/* A signal added to the trace (by the display's trace hook); a missing
 * IRQ (no such pin) is left out. */
void sim_trace_add(avr_irq_t *irq, int bits, const char *name);
/* The core fell asleep (1) or woke (0) at cycle `at`, for the trace. */
void sim_trace_sleep(int asleep, uint64_t at);

#endif
