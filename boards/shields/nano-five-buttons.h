/*
 * nano-five-buttons.h — an Arduino Nano on a breadboard, as nimbox's Nano
 * boards wire it whatever their display: five buttons to ground on
 * D2..D6, the on-board LED on D13 as the activity signal, a piezo on D11
 * and the console on the USB serial bridge.  Plain constants only (no
 * <avr/io.h>), read by the firmware's drivers and the simulator alike.
 * boards/nano-i2c (an I2C backpack LCD) and boards/nano-oled (a 128x64
 * OLED) add their display to it; docs/boards.md has the wiring table.
 */
#ifndef BOARDS_SHIELDS_NANO_FIVE_BUTTONS_H
#define BOARDS_SHIELDS_NANO_FIVE_BUTTONS_H

/* the five buttons on D2..D6, the LED on D13, the piezo on D11 */
#include "boards/shields/handheld-controls.h"

#define BOARD_VCC_MV 5000

/* D11 (PB3), the buzzer's pin, unused without CAP_SOUND: pulled up at
 * start-up (hal/avr/power.c) rather than left floating; the sound driver
 * makes it an output where it is built.  The other free pins float: on a
 * USB-powered Nano their microamps are lost in the bridge's and the power
 * LED's milliamps. */
#define BOARD_UNUSED_PINS_B 0x08

/* Console on UART0 (the USB serial bridge; boards/chips/atmega328p.h). */
#define BOARD_UART_BAUD 115200UL

#endif
