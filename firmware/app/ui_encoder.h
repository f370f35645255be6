/*
 * ui_encoder.h — the screens worked with a rotary encoder (boards with
 * BOARD_KEYS_ENCODER): its detents and clicks as the five keys.
 */
#ifndef APP_UI_ENCODER_H
#define APP_UI_ENCODER_H

#include <stdint.h>

#include "board.h"

/* 1 on a board whose keys are a rotary encoder. */
#if defined(BOARD_KEYS_ENCODER) && BOARD_KEYS_ENCODER
#define UI_ENCODER 1
#else
#define UI_ENCODER 0
#endif

/* The key the current screen takes for an encoder's key (KEY_CW, KEY_CCW,
 * KEY_SELECT: a click, KEY_LONG: a long click), or KEY_NONE when the key
 * only switched what turning does (ui_encoder_mark shows it). */
uint8_t ui_encoder_key(uint8_t key);
/* The mark of turning that counts ('*' in the first row's last column)
 * over the screen just drawn, where it counts. */
void ui_encoder_mark(void);
/* 1 while turning counts (UP/DOWN) on the current screen, 0 while it
 * moves (LEFT/RIGHT, or UP/DOWN through a list). */
uint8_t ui_encoder_counting(void);

#endif
