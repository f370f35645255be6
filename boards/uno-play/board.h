/*
 * board.h — Arduino Uno + "LCD Keypad Shield", the play build: the very
 * hardware of boards/uno-lcdshield (boards/shields/uno-lcd-keypad.h, pins
 * defined once), with play against nimbox where the console was.
 */
#ifndef BOARD_H
#define BOARD_H

#include "boards/shields/uno-lcd-keypad.h"

#define BOARD_NAME "uno-play"

#endif
