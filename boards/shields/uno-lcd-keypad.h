/*
 * uno-lcd-keypad.h — an Arduino Uno with the "LCD Keypad Shield" on it:
 * every pin by role, the key ladder, the serial speed.  Plain constants
 * only (no <avr/io.h>), so the firmware's drivers and the simulator on
 * the host read the very same definition.  boards/uno-lcdshield is this
 * hardware (its board.h adds only its name; its feature sets, coach,
 * play and practice, are boards/features.mk's).  What the chip
 * fixes (EEPROM, the console's UART and RXD pin) is
 * boards/chips/atmega328p.h's.
 *
 * Pins are (port letter, bit).  MCU, F_CPU and the engine's limits live in
 * board.mk and reach the code only through the build.
 */
#ifndef BOARDS_SHIELDS_UNO_LCD_KEYPAD_H
#define BOARDS_SHIELDS_UNO_LCD_KEYPAD_H

/* the chip: EEPROM, the console's UART and its RXD pin */
#include "boards/chips/atmega328p.h"
/* the shield itself: display size, key ladder (ADC0) */
#include "boards/shields/lcd-keypad-shield.h"

/* HD44780 16x2 in 4-bit mode; RW is tied to ground on the shield. */
#define BOARD_LCD_RS_PORT 'B'
#define BOARD_LCD_RS_BIT 0
#define BOARD_LCD_E_PORT 'B'
#define BOARD_LCD_E_BIT 1
#define BOARD_LCD_D4_PORT 'D'
#define BOARD_LCD_D4_BIT 4
#define BOARD_LCD_D5_PORT 'D'
#define BOARD_LCD_D5_BIT 5
#define BOARD_LCD_D6_PORT 'D'
#define BOARD_LCD_D6_BIT 6
#define BOARD_LCD_D7_PORT 'D'
#define BOARD_LCD_D7_BIT 7
#define BOARD_LCD_BACKLIGHT_PORT 'B'
#define BOARD_LCD_BACKLIGHT_BIT 2

/* Activity signal (the on-board LED, D13): high while the device handles
 * a key or a console line; the simulator times it. */
#define BOARD_ACTIVITY_PORT 'B'
#define BOARD_ACTIVITY_BIT 5

/* Buzzer: a piezo transducer (not a magnetic buzzer: docs/boards.md)
 * from D3 (PD3, OC2B) to ground through 100 ohm.
 * Timer2 makes the tone (Timer0 is the clock's tick); D3 is one of the
 * pins the shield leaves free (D4..D9 the LCD, D10 the backlight). */
#define BOARD_BUZZER_PORT 'D'
#define BOARD_BUZZER_BIT 3
#define BOARD_BUZZER_TIMER 2
#define BOARD_BUZZER_CHANNEL B

/* Console on UART0 (the USB serial bridge; boards/chips/atmega328p.h). */
#define BOARD_UART_BAUD 115200UL

#endif
