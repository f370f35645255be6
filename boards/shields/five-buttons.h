/*
 * five-buttons.h — the five push buttons of nimbox's handhelds on an
 * ATmega328P (the Nano's and the Pro Mini's D2..D6: PD2..PD6), each from
 * its pin to ground.  Plain constants only, read by the firmware's
 * drivers and the simulator alike; included by the board that has them.
 */
#ifndef BOARDS_SHIELDS_FIVE_BUTTONS_H
#define BOARDS_SHIELDS_FIVE_BUTTONS_H

/* Five push buttons, each from its pin to ground, read through the
 * internal pull-ups: low = pressed.  All five on port D, pin-change group
 * 2 (PCINT16..23 = PD0..PD7), so any press or release wakes the MCU, from
 * power-down too. */
#define BOARD_KEYS_BUTTONS 1
#define BOARD_KEYS_PCINT_GROUP 2
#define BOARD_KEY_RIGHT_PORT 'D'
#define BOARD_KEY_RIGHT_BIT 2
#define BOARD_KEY_UP_PORT 'D'
#define BOARD_KEY_UP_BIT 3
#define BOARD_KEY_DOWN_PORT 'D'
#define BOARD_KEY_DOWN_BIT 4
#define BOARD_KEY_LEFT_PORT 'D'
#define BOARD_KEY_LEFT_BIT 5
#define BOARD_KEY_SELECT_PORT 'D'
#define BOARD_KEY_SELECT_BIT 6

#endif
