/*
 * oled.h — the 128x64 OLED (SSD1306 or SH1106) on the TWI's bus
 * (oled_i2c.c) or the SPI (oled_spi.c): the controller (oled.c), its
 * model behind sim/display.h (oled_model.c), its own scenario commands
 * (oled_script.c) and the bus the build compiles (sim_oled_bus).
 */
#ifndef SIM_OLED_H
#define SIM_OLED_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sim/display.h"

#define OLED_PAGES 8
#define OLED_WIDTH 128
#define OLED_HEIGHT 64
#define OLED_RAM_MAX 132   /* the SH1106's RAM columns; the SSD1306 has 128 */

/* ---- oled.c: the controller ---- */
/* A fresh module (power-on state) on the bus, the TWI taken over: 0, or
 * -1 with the reason in sim_error(). */
int sim_oled_attach(void);
/* The MCU's TWI as after a reset (the module keeps its RAM and state). */
void sim_oled_after_reset(void);
/* The module's supply switched (a board with BOARD_LCD_POWER_PORT): off,
 * it answers nothing; on, it starts as at power-on. */
void sim_oled_power(int on);
/* The bus asks: an address byte's 7 bits and direction (addr >= 0), or a
 * data byte (addr < 0); 1 when the module acknowledges. */
int sim_oled_ack(int addr, int read);
/* A byte written to the module (at its ACK) / read from it. */
void sim_oled_write(uint8_t v);
uint8_t sim_oled_read(void);
/* A setting of the module or the bus (address N, absent, present, chip
 * ssd1306|sh1106, and twi.c's): 0, or -1 with err filled. */
int sim_oled_set(const char *what, const char *arg, char *err, size_t errsize);
/* (for the bus's set: the module's own setting, chip ssd1306|sh1106: 0,
 * -1 with err filled, or 1 when what is not its own; the module there or
 * not, and its address) */
int sim_oled_chip_set(const char *what, const char *arg, char *err, size_t errsize);
struct sim_twi_module;
struct sim_twi_module *sim_oled_module(void);
/* ---- on SPI: oled.c's side, for oled_spi.c ---- */
/* A byte taken with DC at dc (1: display data, 0: a command). */
void sim_oled_spi_write(uint8_t v, int dc);
/* RES low: the controller as at power-on. */
void sim_oled_spi_reset(void);
/* A fault the bus found, counted as the controller's. */
void sim_oled_bus_fault(const char *what);
/* 1 when the module is there and powered. */
int sim_oled_spi_there(void);

/* The RAM byte at a page and RAM column (0 outside). */
uint8_t sim_oled_ram(int page, int col);
/* The panel: lit (display on and, on an SSD1306, its pump on), its
 * contrast, and all its flags. */
struct oled_panel {
    int powered, sh1106;     /* the supply on; the chip (1: SH1106) */
    int display_on, pump_on, contrast, inverted, all_on, seg_remap, com_remap;
};
int sim_oled_lit(void);
int sim_oled_contrast(void);
const struct oled_panel *sim_oled_panel(void);
/* Bytes the module took (control, commands, data) since sim_open. */
unsigned sim_oled_bytes(void);
/* Whole-glass sweeps seen since sim_open (every page's 128 columns
 * written in order, page 0 to 7, each byte where the one before left
 * off: a full-screen redraw); the last one's first and last data bytes'
 * cycles. */
unsigned sim_oled_sweep(uint64_t *first, uint64_t *last);
/* (oled_sweep.c, for oled.c: a data byte at glass column x of page at
 * cycle now; the count and the sweep under way forgotten) */
void oled_sweep_byte(int page, int x, uint64_t now);
void oled_sweep_reset(void);
/* A counter that moves with every change of the RAM or the flags. */
uint32_t sim_oled_changes(void);
/* Command faults since the module came on (a page above 7, data past the
 * last RAM column, display on with the pump off), and the first. */
unsigned sim_oled_faults(void);
const char *sim_oled_fault_first(void);
/* The module's supply current now (µA), by the model in oled.c. */
double sim_oled_current_ua(void);
/* ---- oled_script.c: its own scenario commands ---- */
extern const struct sim_display_cmd sim_oled_commands[];
/* ---- its bus (oled_i2c.c, oled_spi.c: the one the build compiles) ---- */
struct sim_oled_bus {
    /* The bus taken over for the module: 0, or -1 with the reason in
     * sim_error(). */
    int (*attach)(void);
    /* The bus as after a reset of the MCU. */
    void (*after_reset)(void);
    /* The module's supply (and what it feeds on the bus) switched. */
    void (*supply)(int on);
    /* The scenario's setting of the module on this bus (oled.c's own
     * chip_set first): 0, or -1 with err filled. */
    int (*set)(const char *what, const char *arg, char *err, size_t errsize);
    /* Its signals added to the trace. */
    void (*trace)(void);
};
extern const struct sim_oled_bus sim_oled_bus;

#endif
