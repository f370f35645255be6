/*
 * board.h — an Arduino Nano (or an Uno on a breadboard) with an I2C
 * backpack character LCD (a PCF8574 on the module) and five buttons to
 * ground.  Pins by role, buttons, serial speed.  Plain constants only (no
 * <avr/io.h>), so the firmware's drivers and the simulator on the host
 * read the very same definition.
 *
 * Pins are (port letter, bit).  The LCD on the TWI: SDA = A4 (PC4), SCL =
 * A5 (PC5); the module's own 4.7-10 kOhm resistors pull the bus up.  The
 * buttons on D2..D6 (PD2..PD6), the on-board LED on D13 (PB5).  Left
 * alone: D0/D1 (the USB serial), D7..D10, D12, A0..A3; the buzzer on
 * D11 (PB3).  docs/boards.md has the
 * wiring table.  MCU, F_CPU, the LCD's transport and size live in
 * board.mk.
 */
#ifndef BOARD_H
#define BOARD_H

/* the chip: EEPROM, the console's UART and its RXD pin, the TWI's lines */
#include "boards/chips/atmega328p.h"

#define BOARD_NAME "nano-i2c"

/* The display's size: 16x2 unless board.mk's LCD=2004 sets 20x4 through
 * the build. */
#ifndef BOARD_LCD_COLS
#define BOARD_LCD_COLS 16
#define BOARD_LCD_ROWS 2
#endif

/* The backpack's I2C address tried first (boards ship as 0x27 or 0x3F;
 * the driver finds any other, and the wiring, by itself). */
#define BOARD_LCD_I2C_ADDR 0x27

/* the buttons, the LED, the buzzer and the console: the Nano boards';
 * board.mk's KEYS=encoder (BOARD_WITH_KY040) a KY-040 rotary encoder in
 * the buttons' place */
#if defined(BOARD_WITH_KY040) && BOARD_WITH_KY040
#include "boards/shields/nano-ky040.h"
#else
#include "boards/shields/nano-five-buttons.h"
#endif

#endif
