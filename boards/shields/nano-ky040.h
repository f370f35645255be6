/*
 * nano-ky040.h — an Arduino Nano on a breadboard with a KY-040 rotary
 * encoder for keys (boards/shields/ky040.h: D2, D3, D4) in place of the
 * five buttons, otherwise as nano-five-buttons.h wires it: the on-board
 * LED on D13 as the activity signal, a piezo on D11, the console on the
 * USB serial bridge.  `make BOARD=nano-i2c KEYS=encoder` builds it.
 */
#ifndef BOARDS_SHIELDS_NANO_KY040_H
#define BOARDS_SHIELDS_NANO_KY040_H

#include "boards/shields/ky040.h"

#define BOARD_ACTIVITY_PORT 'B'
#define BOARD_ACTIVITY_BIT 5

#define BOARD_BUZZER_PORT 'B'
#define BOARD_BUZZER_BIT 3
#define BOARD_BUZZER_TIMER 2
#define BOARD_BUZZER_CHANNEL A

#define BOARD_VCC_MV 5000

/* D11 (PB3), the buzzer's pin: pulled up when no sound is built
 * (nano-five-buttons.h says why). */
#define BOARD_UNUSED_PINS_B 0x08

/* Console on UART0 (the USB serial bridge; boards/chips/atmega328p.h). */
#define BOARD_UART_BAUD 115200UL

#endif
