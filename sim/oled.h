/*
 * oled.h — the 128x64 OLED (SSD1306 or SH1106) on the TWI's bus or the
 * SPI (oled_spi.c), for boards built with LCD_TRANSPORT_SSD1306: the
 * controller (oled.c), the
 * glass as the panel shows it and its text and stones read back
 * (oled_view.c), the PNG of the glass (png.c).
 */
#ifndef SIM_OLED_H
#define SIM_OLED_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifndef LCD_TRANSPORT_SSD1306
#define LCD_TRANSPORT_SSD1306 0
#endif
#ifndef DISPLAY_BUS_SPI
#define DISPLAY_BUS_SPI 0
#endif

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
/* ---- on SPI (DISPLAY_BUS_SPI): oled.c's side, for oled_spi.c ---- */
/* A byte taken with DC at dc (1: display data, 0: a command). */
void sim_oled_spi_write(uint8_t v, int dc);
/* RES low: the controller as at power-on. */
void sim_oled_spi_reset(void);
/* A fault the bus found, counted as the controller's. */
void sim_oled_bus_fault(const char *what);
/* 1 when the module is there and powered. */
int sim_oled_spi_there(void);
/* ---- oled_spi.c: the MCU's SPI and the module's CS, DC, RES ---- */
/* SPDR taken over, avr_spi's output IRQ and RES's port watched: 0, or -1
 * with the reason in sim_error(). */
int sim_oled_spi_attach(void);
/* The SPI as after a reset of the MCU (a byte on the wire dropped). */
void sim_oled_spi_after_reset(void);
/* The module's supply on (1: it waits for a RES pulse) or off. */
void sim_oled_spi_supply(int on);

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

/* ---- oled_view.c: the glass ---- */
/* The byte the glass shows at a page (0 top) and column x (0 left): the
 * RAM through the column offset (2 on an SH1106) and the remaps; 0
 * while the panel is dark. */
uint8_t sim_oled_glass(int page, int x);
/* Line 0..15 of the glass in braille (64 characters, 2x4 pixels each,
 * UTF-8) into buf (193 bytes hold it). */
#define OLED_BRAILLE_LINES 16
void sim_oled_braille(int line, char *buf, size_t size);
/* The stones read from a page of the glass: filled, hollow, other items,
 * and whether the pile is marked (x 0..6). */
void sim_oled_stones(int page, int *filled, int *hollow, int *other, int *marked);

/* ---- png.c ---- */
/* The glass written to path as a PNG (4x scale, the panel's colours):
 * 0, or -1 with errno set. */
int sim_oled_png(const char *path);
/* ---- png_read.c ---- */
/* The glass now against the PNG at path as sim_oled_png writes it: 0 with
 * the pixels that differ counted in *differ (the first at *first_x,
 * *first_y), or -1 with why it could not be read. */
int sim_oled_png_compare(const char *path, int *differ, int *first_x, int *first_y, char *why,
                         size_t size);

#endif
