/*
 * board.h — the Uno + LCD Keypad Shield's play build: the very hardware of
 * boards/uno-lcdshield (its pins, read from there, are defined once), with
 * its own name for the console's banner and the simulators.
 */
#define BOARD_NAME "uno-play"
#include "boards/uno-lcdshield/board.h"
