/*
 * lcd-keypad-shield.h — what the "LCD Keypad Shield" is, whatever Arduino
 * it sits on: a 16x2 HD44780 and five keys on A0 (ADC0) through a resistor
 * ladder, at 5 V.  Plain constants; included by the board.h of each board
 * that carries the shield, which adds the MCU pins the shield lands on.
 */
#ifndef BOARD_LCD_KEYPAD_SHIELD_H
#define BOARD_LCD_KEYPAD_SHIELD_H

#define BOARD_LCD_COLS 16
#define BOARD_LCD_ROWS 2

/* Nominal millivolts of each key at 5 V (shields differ by a few tenths;
 * the decoder uses midpoints). */
#define BOARD_KEYS_LADDER 1
#define BOARD_KEYS_ADC_CHANNEL 0
#define BOARD_VCC_MV 5000
#define BOARD_KEY_RIGHT_MV 0
#define BOARD_KEY_UP_MV 700
#define BOARD_KEY_DOWN_MV 1600
#define BOARD_KEY_LEFT_MV 2500
#define BOARD_KEY_SELECT_MV 3600
#define BOARD_KEY_NONE_MV 5000

#endif
