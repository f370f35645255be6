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
 * the display's transport live in board.mk.
 */
#ifndef BOARD_H
#define BOARD_H

/* the chip: EEPROM, the console's UART and its RXD pin, the TWI's lines */
#include "boards/chips/atmega328p.h"

#define BOARD_NAME "nano-oled"

/* The text grid on the 128x64 glass: 21 cells of 6x8 pixels on the
 * upper four pages (hal/oled.h); the lower four are the picture band. */
#define BOARD_LCD_COLS 21
#define BOARD_LCD_ROWS 4

/* The OLED's I2C address tried first (modules ship as 0x3C, a few as
 * 0x3D by a solder bridge; the driver tries the other by itself). */
#define BOARD_OLED_I2C_ADDR 0x3C

/* Five push buttons, each from its pin to ground, read through the
 * internal pull-ups: low = pressed.  All five on port D, pin-change group
 * 2 (PCINT16..23 = PD0..PD7), so any press or release wakes the MCU. */
#define BOARD_KEYS_BUTTONS 1
#define BOARD_KEYS_PCINT_GROUP 2
#define BOARD_KEY_RIGHT_PORT 'D'
#define BOARD_KEY_RIGHT_BIT 2
#define BOARD_KEY_UP_PORT 'D'
#define BOARD_KEY_UP_BIT 3
#define BOARD_KEY_DOWN_PORT 'D'
#define BOARD_KEY_DOWN_BIT 4
#define BOARD_KEY_LEFT_PORT 'D'
#define BOARD_KEY_LEFT_BIT 5
#define BOARD_KEY_SELECT_PORT 'D'
#define BOARD_KEY_SELECT_BIT 6

#define BOARD_VCC_MV 5000

/* Activity signal (the on-board LED, D13): high while the device handles
 * a key or a console line; without a display it blinks the no-display
 * pattern (hal/lcd.h).  The simulator times it. */
#define BOARD_ACTIVITY_PORT 'B'
#define BOARD_ACTIVITY_BIT 5

/* Buzzer: a piezo transducer from D11 (PB3, OC2A) to ground through 100
 * ohm; Timer2 makes the tone (Timer0 is the clock's tick; D3, OC2B, is a
 * button here). */
#define BOARD_BUZZER_PORT 'B'
#define BOARD_BUZZER_BIT 3
#define BOARD_BUZZER_TIMER 2
#define BOARD_BUZZER_CHANNEL A

/* D11 (PB3), the buzzer's pin, unused without CAP_SOUND: pulled up at
 * start-up (hal/avr/power.c) rather than left floating. */
#define BOARD_UNUSED_PINS_B 0x08

/* Console on UART0 (the USB serial bridge; boards/chips/atmega328p.h). */
#define BOARD_UART_BAUD 115200UL

#endif
