/*
 * oled.h — the 128x64 OLED's drawing (hal/oled.c), portable: the text
 * grid, the cursor, the picture band, power and contrast, as bytes to a
 * bus.  The board's driver finds the display, tells the chip (SSD1306
 * or SH1106) and provides the bus below: hal/avr/ssd1306.c on the TWI,
 * hal/avr/ssd1306_spi.c on the SPI (where the chip is the build's
 * choice); hal/oled_display.c puts these calls behind the display seam
 * (hal/display.h); a host test provides a fake bus.
 *
 * The glass: 8 pages of 8 pixel rows, 128 columns; a data byte is one
 * column of a page, bit 0 the top.  Text: 21 columns x 4 rows on pages
 * 0..3, cell (c, r) at page r, columns 6c..6c+4 the glyph
 * (hal/font_5x7.c), 6c+5 blank; the cursor's cell is drawn inverted,
 * its six columns.  Picture band: pages 4..7.
 */
#ifndef HAL_OLED_H
#define HAL_OLED_H

#include <stdint.h>

#define OLED_COLS 21
#define OLED_ROWS 4
#define OLED_PAGES 8
#define OLED_WIDTH 128
/* the picture band: pages OLED_BAND_FIRST .. OLED_PAGES - 1 */
#define OLED_BAND_FIRST 4
#define OLED_BAND_PAGES 4
/* where an SH1106's visible columns start in its 132-column RAM */
#define OLED_SH1106_OFFSET 2

/* Control bytes (what the bytes after them are): a stream of commands,
 * a stream of display data, one command then another control byte.
 * Bit 6 is the chip's D/C (1: display data): on I2C the control byte
 * goes on the bus after the address; on SPI it is the DC pin. */
#define OLED_CTRL_COMMANDS 0x00
#define OLED_CTRL_DATA 0x40
#define OLED_CTRL_ONE_COMMAND 0x80

/* Contrast (0x81): the chips' usual level with the charge pump while the
 * light is on (the settings have no brightness), and dimmed once the
 * light's timeout puts it off (oled_light): still readable, a fraction
 * of the current, and what spares the panel on a long idle. */
#define OLED_CONTRAST_FULL 0xCF
#define OLED_CONTRAST_DIM 0x08

/* ---- the bus, provided below (hal/avr/ssd1306.c on I2C,
 * hal/avr/ssd1306_spi.c on SPI, or a test's fake) ---- */
/* A transfer begins (I2C: START and the display's address, write; SPI:
 * the chip selected); it stays open. */
void oled_bus_start(void);
/* What the bytes after it are (OLED_CTRL_*), in the open transfer: the
 * first call after oled_bus_start, and after each byte that a
 * single-command control byte announced. */
void oled_bus_control(uint8_t control);
/* One byte in the open transfer (a command or data, as the control
 * before it said). */
void oled_bus_byte(uint8_t b);
/* The transfer over (I2C: STOP; SPI: the chip deselected). */
void oled_bus_stop(void);
/* A read transfer of n bytes into got (START, address with read, the
 * bytes, STOP); what could not be read is left as it was (all of it on
 * SPI, which has no read). */
void oled_bus_read(uint8_t *got, uint8_t n);
/* The character the text layer holds at (col, row) (for the cursor's
 * cells and a redraw after the supply was cut). */
char oled_text_at(uint8_t col, uint8_t row);

/* ---- the drawing ---- */
/* The chip's setup (sh1106: 1 for an SH1106, 0 for an SSD1306), every
 * page cleared, the display on at full contrast; every band page's key
 * forgotten.  The cursor is kept as it was (none after a reset; after
 * the supply was cut, oled_redraw_text draws it again). */
void oled_begin(uint8_t sh1106);
/* Cell (col, row) (on the grid: the text layer's bounds) drawn as c
 * (inverted when the cursor is there).  Consecutive cells of a
 * row share one transfer. */
void oled_cell(uint8_t col, uint8_t row, char c);
/* The cursor moved to (col, row), or hidden (visible 0): the cells it
 * leaves and joins drawn again. */
void oled_cursor(uint8_t col, uint8_t row, uint8_t visible);
/* The open transfer ended (the drawing on the glass). */
void oled_flush(void);
/* The display asleep (display off; on an SSD1306 the charge pump off). */
void oled_sleep(void);
/* Awake again (the pump on, display on), its RAM as it was. */
void oled_wake(void);
/* Every cell of the text grid that is not blank drawn again (after
 * oled_begin, when the supply was cut), and the cursor. */
void oled_redraw_text(void);
/* The light: contrast full (on nonzero) or dimmed, as a backlight on or
 * off after its timeout. */
void oled_light(uint8_t on);
/* Band page (0..3) drawn from column(page, x, ctx), x 0..127, unless key
 * is the key last drawn there. */
void oled_picture_page(uint8_t page, uint32_t key,
                       uint8_t (*column)(uint8_t page, uint8_t x, const void *ctx),
                       const void *ctx);
/* The band blank and its keys forgotten. */
void oled_picture_clear(void);
/* Which chip answers (before oled_begin): 0xA5 0x5A written at page 7,
 * RAM column 0, and read back.  1 for an SH1106 (a dummy byte, then its
 * RAM), 0 for an SSD1306 (its status byte every time: it cannot read its
 * RAM over I2C); the two bytes cleared again. */
uint8_t oled_chip_test(void);

#endif
