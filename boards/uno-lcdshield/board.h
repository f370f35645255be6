/*
 * board.h — Arduino Uno + "LCD Keypad Shield", the default board: the coach
 * with its serial console.  The hardware (pins by role, key ladder, serial
 * speed) is boards/shields/uno-lcd-keypad.h, shared with boards/uno-play.
 */
#ifndef BOARD_H
#define BOARD_H

#include "boards/shields/uno-lcd-keypad.h"

#define BOARD_NAME "uno-lcdshield"

#endif
