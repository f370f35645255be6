/*
 * oled.c — the 128x64 OLED's drawing (hal/oled.h), portable: commands and
 * display data as bytes to the bus its driver provides.
 *
 * Page addressing only (both chips have it): a page and a column are set
 * with three commands (0xB0|page, the column's low and high nibbles),
 * then data bytes fill that page's columns left to right.  Each is sent
 * with the single-command control byte (0x80), so the address and the
 * data that follows share one transfer (0x40 starts the data, which runs
 * to the STOP).  The control bytes go to the bus as calls of their own
 * (oled_bus_control): I2C sends them, SPI sets its DC pin from them, and
 * nothing here knows which.  The transfer is left open while the text layer's
 * changed cells follow each other along a row: a row of 21 cells costs
 * one address and 126 data bytes.  An SH1106 shows columns 2..129 of its
 * 132-column RAM: its columns are sent 2 further right.
 *
 * Nothing of the glass is kept here but the band's keys (4 x 4 B): the
 * text is the text layer's (oled_text_at), and a picture page is drawn
 * from its caller's column function whenever its key changes.
 */
#include <stddef.h>

#include "hal/flash_text.h"
#include "hal/font_5x7.h"
#include "hal/oled.h"

#if defined(__AVR__)
#define OLED_FLASH __attribute__((__progmem__))
#else
#define OLED_FLASH
#endif

/* No data transfer open (at_page). */
#define NOWHERE 0xFF
/* The cursor: its cell's six columns inverted (a glyph's sixth column is
 * blank, so no glyph looks like a cursor's cell, and a descender stays
 * whole under it). */
#define CURSOR_BITS 0xFF

/* The setup both chips take, before and after the SSD1306's own part. */
static const uint8_t setup_head[] OLED_FLASH = {
    0xAE,         /* display off */
    0xD5, 0x80,   /* clock divide, oscillator: the reset values */
    0xA8, 0x3F,   /* multiplex: 64 lines */
    0xD3, 0x00,   /* display offset 0 */
    0x40,         /* start line 0 */
};
static const uint8_t setup_pump[] OLED_FLASH = {
    0x8D, 0x14,   /* charge pump on */
    0x20, 0x02,   /* page addressing */
};
static const uint8_t setup_dcdc[] OLED_FLASH = {
    0xAD, 0x8B,   /* DC-DC on (its reset state, said again) */
};
static const uint8_t setup_tail[] OLED_FLASH = {
    0xA1,         /* column 0 at the right edge: the glass's column 0 left */
    0xC8,         /* rows scanned bottom up: page 0 at the top */
    0xDA, 0x12,   /* COM pins: alternative, as 128x64 modules are wired */
    0x81, OLED_CONTRAST_FULL,
    0xD9, 0xF1,   /* pre-charge */
    0xDB, 0x40,   /* VCOMH deselect level */
    0xA4,         /* the RAM shown (not all on) */
    0xA6,         /* not inverted */
};

static uint8_t on_sh1106;         /* 1: an SH1106 (RAM offset 2, no pump) */
static uint8_t at_page = NOWHERE;  /* the open data transfer's page */
static uint8_t at_col;          /* and the glass column it writes next */
static uint8_t cur_on, cur_col, cur_row;
static uint8_t keyed;           /* bit p: keys[p] is what band page p shows */
static uint32_t keys[OLED_BAND_PAGES];

void oled_flush(void)
{
    if (at_page != NOWHERE)
        oled_bus_stop();
    at_page = NOWHERE;
}

/* Commands from a flash table, in one transfer. */
static void commands_P(const uint8_t *table, uint8_t n)
{
    oled_flush();
    oled_bus_start();
    oled_bus_control(OLED_CTRL_COMMANDS);
    while (n--)
        oled_bus_byte(flash_read_byte(table++));
    oled_bus_stop();
}

/* One command byte (n 1: a) or two (n 2: a, b) in one transfer. */
static void command(uint8_t n, uint8_t a, uint8_t b)
{
    oled_flush();
    oled_bus_start();
    oled_bus_control(OLED_CTRL_COMMANDS);
    oled_bus_byte(a);
    if (n > 1)
        oled_bus_byte(b);
    oled_bus_stop();
}

/* In a transfer just started: page and RAM column set, each a single
 * command (0x80 before it), so data may follow in the same transfer. */
static void set_address(uint8_t page, uint8_t ram_col)
{
    oled_bus_control(OLED_CTRL_ONE_COMMAND);
    oled_bus_byte((uint8_t)(0xB0 | page));
    oled_bus_control(OLED_CTRL_ONE_COMMAND);
    oled_bus_byte((uint8_t)(ram_col & 0x0F));
    oled_bus_control(OLED_CTRL_ONE_COMMAND);
    oled_bus_byte((uint8_t)(0x10 | ram_col >> 4));
}

/* A transfer that sets page and RAM column, then starts the data. */
static void address_ram(uint8_t page, uint8_t ram_col)
{
    oled_bus_start();
    set_address(page, ram_col);
    oled_bus_control(OLED_CTRL_DATA);
}

/* Data from here on goes to (page, glass column col): the open transfer
 * goes on when it is there already. */
static void go_to(uint8_t page, uint8_t col)
{
    if (at_page == page && at_col == col)
        return;
    oled_flush();
    address_ram(page, (uint8_t)(col + (on_sh1106 ? OLED_SH1106_OFFSET : 0)));
    at_page = page;
    at_col = col;
}

/* Pages first .. first + n - 1 blank. */
static void clear_pages(uint8_t first, uint8_t n)
{
    uint8_t x;
    for (; n; n--, first++) {
        go_to(first, 0);
        for (x = 0; x < OLED_WIDTH; x++)
            oled_bus_byte(0);
        oled_flush();
    }
}

uint8_t oled_chip_test(void)
{
    uint8_t got[3] = { 0, 0, 0 };
    oled_flush();
    address_ram(7, 0);
    oled_bus_byte(0xA5);
    oled_bus_byte(0x5A);
    oled_bus_stop();
    oled_bus_start();    /* the pointer back */
    set_address(7, 0);
    oled_bus_stop();
    oled_bus_start();    /* data mode for the read */
    oled_bus_control(OLED_CTRL_DATA);
    oled_bus_stop();
    oled_bus_read(got, 3);
    address_ram(7, 0);
    oled_bus_byte(0x00);
    oled_bus_byte(0x00);
    oled_bus_stop();
    return got[1] == 0xA5 && got[2] == 0x5A;
}

void oled_begin(uint8_t is_sh1106)
{
    on_sh1106 = is_sh1106;
    at_page = NOWHERE;
    keyed = 0;
    commands_P(setup_head, sizeof setup_head);
    commands_P(on_sh1106 ? setup_dcdc : setup_pump,
               on_sh1106 ? sizeof setup_dcdc : sizeof setup_pump);
    commands_P(setup_tail, sizeof setup_tail);
    clear_pages(0, OLED_PAGES);
    command(1, 0xAF, 0);   /* display on */
}

void oled_cell(uint8_t col, uint8_t row, char c)
{
    uint8_t i, g = (uint8_t)((uint8_t)c - FONT_5X7_FIRST);
    uint8_t line = (cur_on && col == cur_col && row == cur_row) ? CURSOR_BITS : 0;
    go_to(row, (uint8_t)(col * FONT_5X7_CELL));
    for (i = 0; i < FONT_5X7_WIDTH; i++)
        oled_bus_byte((uint8_t)(line ^ (g < FONT_5X7_GLYPHS
                                        ? flash_read_byte(&font_5x7[g * FONT_5X7_WIDTH + i])
                                        : 0x7F)));   /* no glyph: a block */
    oled_bus_byte(line);
    at_col = (uint8_t)(at_col + FONT_5X7_CELL);
}

void oled_cursor(uint8_t col, uint8_t row, uint8_t visible)
{
    uint8_t was = cur_on;
    visible = visible ? 1 : 0;
    if (visible == was && (!visible || (col == cur_col && row == cur_row)))
        return;
    cur_on = 0;
    if (was)
        oled_cell(cur_col, cur_row, oled_text_at(cur_col, cur_row));
    cur_col = col;
    cur_row = row;
    cur_on = visible;
    if (visible)
        oled_cell(col, row, oled_text_at(col, row));
}

void oled_redraw_text(void)
{
    uint8_t row, col;
    for (row = 0; row < OLED_ROWS; row++)
        for (col = 0; col < OLED_COLS; col++) {
            char c = oled_text_at(col, row);
            if (c != ' ' || (cur_on && col == cur_col && row == cur_row))
                oled_cell(col, row, c);
        }
    oled_flush();
}

void oled_sleep(void)
{
    /* display off, then (SSD1306) the charge pump off: about 10 uA */
    command(1, 0xAE, 0);
    if (!on_sh1106)
        command(2, 0x8D, 0x10);
}

void oled_wake(void)
{
    /* the pump first: an SSD1306 must not be switched on without it */
    if (!on_sh1106)
        command(2, 0x8D, 0x14);
    command(1, 0xAF, 0);
}

void oled_light(uint8_t on)
{
    command(2, 0x81, on ? OLED_CONTRAST_FULL : OLED_CONTRAST_DIM);
}

void oled_picture_page(uint8_t page, uint32_t key,
                       uint8_t (*column)(uint8_t page, uint8_t x, const void *ctx),
                       const void *ctx)
{
    uint8_t x, bit = (uint8_t)(1u << page);
    if (page >= OLED_BAND_PAGES || ((keyed & bit) && keys[page] == key))
        return;
    go_to((uint8_t)(OLED_BAND_FIRST + page), 0);
    for (x = 0; x < OLED_WIDTH; x++)
        oled_bus_byte(column(page, x, ctx));
    oled_flush();
    keys[page] = key;
    keyed |= bit;
}

void oled_picture_clear(void)
{
    clear_pages(OLED_BAND_FIRST, OLED_BAND_PAGES);
    keyed = 0;
}
