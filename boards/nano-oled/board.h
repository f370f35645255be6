/*
 * board.h — an Arduino Nano with a 128x64 OLED on I2C (an SSD1306 0.96"
 * or an SH1106 1.3" module), five buttons to ground and a piezo.  Pins by
 * role, buttons, serial speed.  Plain constants only (no <avr/io.h>), so
 * the firmware's drivers and the simulator on the host read the very same
 * definition.
 *
 * Pins are (port letter, bit).  The OLED on the TWI: SDA = A4 (PC4), SCL =
 * A5 (PC5); the module's own resistors pull the bus up.  The buttons on
 * D2..D6 (PD2..PD6), the on-board LED on D13 (PB5), the buzzer on D11
 * (PB3): as nano-i2c, so the same breadboard takes either display.  Left
 * alone: D0/D1 (the USB serial), D7..D10, D12, A0..A3.  MCU, F_CPU and
 * the display live in board.mk; the display's text grid (21x4) and
 * picture band in its descriptor, boards/displays/ssd1306.mk.
 */
#ifndef BOARD_H
#define BOARD_H

/* the chip: EEPROM, the console's UART and its RXD pin, the TWI's lines */
#include "boards/chips/atmega328p.h"

#define BOARD_NAME "nano-oled"

/* The OLED's I2C address tried first (modules ship as 0x3C, a few as
 * 0x3D by a solder bridge; the driver tries the other by itself). */
#define BOARD_OLED_I2C_ADDR 0x3C

/* the buttons, the LED, the buzzer and the console: as nano-i2c, so the
 * same breadboard takes either display */
#include "boards/shields/nano-five-buttons.h"

#endif
