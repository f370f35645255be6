/*
 * board.h — Arduino Uno + "LCD Keypad Shield", the default board (its
 * feature sets: boards/features.mk).  The hardware (pins by role, key
 * ladder, serial speed) is boards/shields/uno-lcd-keypad.h.
 */
#ifndef BOARD_H
#define BOARD_H

#include "boards/shields/uno-lcd-keypad.h"

#define BOARD_NAME "uno-lcdshield"

#endif
