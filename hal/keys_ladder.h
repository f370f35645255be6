/*
 * keys_ladder.h — five keys on one analog input through a resistor ladder
 * (BOARD_KEYS_LADDER boards): which key a voltage means.  Portable, so the
 * host tests check it.
 *
 * The board gives each key's nominal millivolts (BOARD_KEY_*_MV, ascending
 * RIGHT < UP < DOWN < LEFT < SELECT < NONE); a reading belongs to the key
 * whose nominal value is nearest, i.e. the boundaries are the midpoints
 * between neighbours.  A reading exactly on a midpoint belongs to the
 * higher key.
 */
#ifndef HAL_KEYS_LADDER_H
#define HAL_KEYS_LADDER_H

#include <stdint.h>

#include "board.h"

#if defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER

#if !(BOARD_KEY_RIGHT_MV < BOARD_KEY_UP_MV && BOARD_KEY_UP_MV < BOARD_KEY_DOWN_MV && \
      BOARD_KEY_DOWN_MV < BOARD_KEY_LEFT_MV && BOARD_KEY_LEFT_MV < BOARD_KEY_SELECT_MV && \
      BOARD_KEY_SELECT_MV < BOARD_KEY_NONE_MV)
#error "keys_ladder: BOARD_KEY_*_MV must ascend RIGHT < UP < DOWN < LEFT < SELECT < NONE"
#endif

/* Boundaries: a reading below KEYS_LADDER_MID_RIGHT_UP is RIGHT, and so on. */
#define KEYS_LADDER_MID_RIGHT_UP ((BOARD_KEY_RIGHT_MV + BOARD_KEY_UP_MV) / 2)
#define KEYS_LADDER_MID_UP_DOWN ((BOARD_KEY_UP_MV + BOARD_KEY_DOWN_MV) / 2)
#define KEYS_LADDER_MID_DOWN_LEFT ((BOARD_KEY_DOWN_MV + BOARD_KEY_LEFT_MV) / 2)
#define KEYS_LADDER_MID_LEFT_SELECT ((BOARD_KEY_LEFT_MV + BOARD_KEY_SELECT_MV) / 2)
#define KEYS_LADDER_MID_SELECT_NONE ((BOARD_KEY_SELECT_MV + BOARD_KEY_NONE_MV) / 2)

/* The key (enum key in keys.h) a reading of mv millivolts means. */
uint8_t keys_ladder_classify(uint16_t mv);

#endif
#endif
