/*
 * lcd_bus.h (AVR) — how the HD44780 command layer (hd44780.c) reaches the
 * module: one transport per board, chosen by board.mk's LCD_TRANSPORT and
 * linked alone: lcd_parallel.c (RS, E and D4..D7 on the MCU's pins) or
 * lcd_pcf8574.c (a PCF8574 I2C backpack on the TWI).  The command layer
 * owns the HD44780's sequence and its execution times; a transport moves
 * nibbles and bytes and says what it found.
 */
#ifndef HAL_AVR_LCD_BUS_H
#define HAL_AVR_LCD_BUS_H

#include <stdint.h>

/* The module's supply on and its bus up; the number of wirings to try in
 * turn (lcd_bus_wiring), 0 when no module answers. */
uint8_t lcd_bus_open(void);
/* 1 when the module answered (opened, and verified through a wiring);
 * until then, and when it never does, the transport drops what it is
 * sent once the search is over. */
uint8_t lcd_bus_present(void);
/* 1 when writes are held back until lcd_bus_end (an I2C transfer), 0
 * when each goes out at once. */
uint8_t lcd_bus_batches(void);
/* Talk to the module through wiring w (0 .. lcd_bus_open() - 1). */
void lcd_bus_wiring(uint8_t w);
/* After the controller's initialisation: 1 when it answers through this
 * wiring (data written and read back), 0 when not; after the last
 * wiring failed the transport drops everything.  A transport that cannot
 * read (RW tied to ground) answers 1. */
uint8_t lcd_bus_verify(void);
/* One E pulse with RS low and nibble on D7..D4 (the init sequence). */
void lcd_bus_nibble(uint8_t nibble);
/* A byte in two nibbles, RS as given (0 command, 1 data). */
void lcd_bus_byte(uint8_t rs, uint8_t byte);
/* What remains of an ordinary instruction's execution time (64 us, the
 * 190 kHz corner with margin) once the bus's own time for the next
 * transfer is counted. */
void lcd_bus_exec_wait(void);
/* A run of bytes is over (the I2C transfer stopped; nothing on pins). */
void lcd_bus_end(void);
/* Backlight on (nonzero) or off. */
void lcd_bus_backlight(uint8_t on);
/* Every line to the module low, then its supply cut (boards with a
 * switch). */
void lcd_bus_power_off(void);
/* What was found, as text after the size ("parallel", "pcf8574 0x27
 * common", "none: ..."): at most HD44780_DESCRIBE_MAX characters and a
 * NUL into out. */
void lcd_bus_describe(char *out);

#endif
