/*
 * handheld-controls.h — what nimbox's handhelds on an ATmega328P (the
 * Nano boards and the Pro Mini) wire alike: five push buttons on D2..D6
 * (PD2..PD6), each from its pin to ground; the on-board LED on D13 as the
 * activity signal; a piezo on D11.  Plain constants only, read by the
 * firmware's drivers and the simulator alike; included by the board that
 * has them.
 */
#ifndef BOARDS_SHIELDS_HANDHELD_CONTROLS_H
#define BOARDS_SHIELDS_HANDHELD_CONTROLS_H

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

/* Activity signal (the on-board LED, D13): high while the device handles
 * a key or a console line; without a display it blinks the no-display
 * pattern (hal/lcd.h).  The simulator times it. */
#define BOARD_ACTIVITY_PORT 'B'
#define BOARD_ACTIVITY_BIT 5

/* Buzzer: a piezo transducer (not a magnetic buzzer: docs/boards.md)
 * from D11 (PB3, OC2A) to ground through 100 ohm; Timer2 makes the tone
 * (Timer0 is the clock's tick; D3, OC2B, is a button here). */
#define BOARD_BUZZER_PORT 'B'
#define BOARD_BUZZER_BIT 3
#define BOARD_BUZZER_TIMER 2
#define BOARD_BUZZER_CHANNEL A

#endif
