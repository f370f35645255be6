/*
 * board.h — a handheld on an Arduino Pro Mini 3.3 V (ATmega328P at 8 MHz)
 * with a 20x4 character LCD on an I2C backpack (a PCF8574), five buttons
 * and a Li-ion cell.  Pins by role, buttons, serial speed.  Plain constants
 * only (no <avr/io.h>), so the firmware's drivers and the simulator on the
 * host read the very same definition.
 *
 * Pins are (port letter, bit).  The LCD on the TWI: SDA = A4 (PC4), SCL =
 * A5 (PC5), pulled up by the backpack's own resistors to the module's
 * switched supply; the module's supply switch on D8 (PB0); the buttons on
 * D2..D6 (PD2..PD6); the on-board LED on D13 (PB5).  Left alone: D0/D1 (the
 * serial header), D7, D9, D10, D12, A0..A3 (A0 kept for a battery
 * divider); D11 (PB3) is the buzzer's.
 * docs/boards.md has the wiring table.  MCU, F_CPU, the LCD's transport
 * and the engine's limits live in board.mk.
 */
#ifndef BOARD_H
#define BOARD_H

/* the chip: EEPROM, the console's UART and its RXD pin, the TWI's lines */
#include "boards/chips/atmega328p.h"

#define BOARD_NAME "promini-handheld"

/* HD44780 20x4 behind a PCF8574 backpack; the address tried first (the
 * driver finds any other, and the wiring, by itself).  With board.mk's
 * LCD=oled, a 128x64 OLED (SSD1306 or SH1106) on the same four wires
 * instead: its 21x4 text grid set through the build, and its address
 * tried first (the driver tries the other of 0x3C and 0x3D by itself). */
#ifndef BOARD_LCD_COLS
#define BOARD_LCD_COLS 20
#define BOARD_LCD_ROWS 4
#endif
#define BOARD_LCD_I2C_ADDR 0x27
#define BOARD_OLED_I2C_ADDR 0x3C

/* The display module's supply (and so the backpack or the OLED, and the
 * bus's pull-ups): a
 * P-MOSFET high-side switch whose gate hangs on the pin through a
 * resistor, with a pull-up from gate to VCC, so the module is off until
 * the firmware drives the pin low (low = on).  With it the board can
 * switch itself off (auto power-off, docs/power.md). */
#define BOARD_LCD_POWER_PORT 'B'
#define BOARD_LCD_POWER_BIT 0

/* the five buttons on D2..D6, the LED on D13 and the piezo on D11, as on
 * the Nano boards */
#include "boards/shields/handheld-controls.h"

/* Supply: 3.3 V from a low-quiescent LDO on a one-cell Li-ion (the Pro
 * Mini's own regulator and power LED removed: docs/boards.md). */
#define BOARD_VCC_MV 3300

/* Console on UART0 (the 6-pin serial header, 3.3 V levels; RXD0 is the
 * header's RXI: boards/chips/atmega328p.h).  38400 baud is 0.2 % off at
 * 8 MHz (U2X, UBRR 25); 115200 would be 3.5 % off. */
#define BOARD_UART_BAUD 38400UL

/* Pins nothing is wired to, pulled up at start-up (hal/avr/power.c) so no
 * floating input draws current in power-down: D9, D10, D11, D12 (PB1-PB4;
 * D11 is the buzzer's, unused without CAP_SOUND: the sound driver makes
 * it an output where it is built), A1-A3 (PC1-PC3), D7 (PD7).  Not SDA/SCL: a pull-up there would feed the
 * backpack while its supply is cut.  A0 (PC0), the reserved battery
 * sense, gets no pull-up (it would load the divider) but its digital
 * input buffer off. */
#define BOARD_UNUSED_PINS_B 0x1E
#define BOARD_UNUSED_PINS_C 0x0E
#define BOARD_UNUSED_PINS_D 0x80
#define BOARD_ANALOG_ONLY_PINS 0x01

#endif
