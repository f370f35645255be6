/*
 * ky040.h — a KY-040 rotary encoder module (an EC11-style encoder with a
 * push button, 10 kOhm pull-ups on CLK and DT) as the keys of an Arduino
 * Nano: CLK (contact A) on D2, DT (contact B) on D3, SW (the button, to
 * ground, the chip's pull-up) on D4, + to 5 V, GND to ground.  All three
 * on port D, one pin-change group (2), so every edge interrupts.  Plain
 * constants only, read by the firmware's driver (hal/avr/keys_encoder.c)
 * and the simulator alike.
 */
#ifndef BOARDS_SHIELDS_KY040_H
#define BOARDS_SHIELDS_KY040_H

#define BOARD_KEYS_ENCODER 1
#define BOARD_KEYS_PCINT_GROUP 2
#define BOARD_ENCODER_A_PORT 'D'
#define BOARD_ENCODER_A_BIT 2
#define BOARD_ENCODER_B_PORT 'D'
#define BOARD_ENCODER_B_BIT 3
#define BOARD_ENCODER_SW_PORT 'D'
#define BOARD_ENCODER_SW_BIT 4

#endif
