/*
 * board.h — Arduino Mega 2560 + the same "LCD Keypad Shield" as the Uno:
 * pins by role, key ladder, serial speed.  Plain constants only (no
 * <avr/io.h>), so the firmware's drivers and the simulator on the host read
 * the very same definition.
 *
 * The shield's Arduino pin numbers land on scattered ports of the
 * ATmega2560 (D4 = PG5, D5 = PE3, D6 = PH3, D7 = PH4): the LCD data nibble
 * spans three ports, and the driver writes it bit by bit from this table.
 * MCU, F_CPU and the engine's limits live in board.mk.
 */
#ifndef BOARD_H
#define BOARD_H

/* the shield itself: display size, key ladder (ADC0) */
#include "boards/shields/lcd-keypad-shield.h"

#define BOARD_NAME "mega-lcdshield"

/* HD44780 16x2 in 4-bit mode; RW is tied to ground on the shield.
 * The Arduino pin of each in its comment. */
#define BOARD_LCD_RS_PORT 'H'   /* D8 */
#define BOARD_LCD_RS_BIT 5
#define BOARD_LCD_E_PORT 'H'    /* D9 */
#define BOARD_LCD_E_BIT 6
#define BOARD_LCD_D4_PORT 'G'   /* D4 */
#define BOARD_LCD_D4_BIT 5
#define BOARD_LCD_D5_PORT 'E'   /* D5 */
#define BOARD_LCD_D5_BIT 3
#define BOARD_LCD_D6_PORT 'H'   /* D6 */
#define BOARD_LCD_D6_BIT 3
#define BOARD_LCD_D7_PORT 'H'   /* D7 */
#define BOARD_LCD_D7_BIT 4
#define BOARD_LCD_BACKLIGHT_PORT 'B'   /* D10 */
#define BOARD_LCD_BACKLIGHT_BIT 4

/* Activity signal: the on-board LED, D13 = PB7 on the Mega. */
#define BOARD_ACTIVITY_PORT 'B'
#define BOARD_ACTIVITY_BIT 7

/* Buzzer: a piezo transducer (not a magnetic buzzer: docs/boards.md)
 * from D3 to ground through 100 ohm, the same
 * Arduino pin as on the Uno; on the Mega D3 is PE5, OC3C, so Timer3
 * makes the tone (Timer2's pins are D10, the backlight, and D9, the
 * LCD's E).  hal/avr/power.c keeps this timer running (PRR1's PRTIM3
 * clear): the board's drivers' timers are kept by one rule there. */
#define BOARD_BUZZER_PORT 'E'   /* D3 */
#define BOARD_BUZZER_BIT 5
#define BOARD_BUZZER_TIMER 3
#define BOARD_BUZZER_CHANNEL C

/* EEPROM bytes (the saved settings must fit). */
#define BOARD_EEPROM_BYTES 4096

/* Console on UART0 (the USB serial bridge). */
#define BOARD_UART 0
/* the console's RXD0 (PE0, Arduino D0): pulled up, so it reads idle when nothing
 * drives it */
#define BOARD_UART_RX_PORT 'E'
#define BOARD_UART_RX_BIT 0
#define BOARD_UART_BAUD 115200UL

#endif
