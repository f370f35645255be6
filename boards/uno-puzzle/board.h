/*
 * board.h — Arduino Uno + "LCD Keypad Shield", the practice build: the very
 * hardware of boards/uno-lcdshield (boards/shields/uno-lcd-keypad.h, pins
 * defined once), with the coach's practice mode (Puzzle) where the console
 * was.
 */
#ifndef BOARD_H
#define BOARD_H

#include "boards/shields/uno-lcd-keypad.h"

#define BOARD_NAME "uno-puzzle"

#endif
