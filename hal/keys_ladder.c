/*
 * keys_ladder.c — a ladder voltage to a key, by the boundaries that
 * keys_ladder.h derives from every variant of the board's ladder.
 */
#include "hal/keys_ladder.h"
#include "hal/keys.h"

#if !(defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER)
#error "keys_ladder: board.mk picks the ladder driver but board.h wires no ladder (BOARD_KEYS_LADDER)"
#endif

/* BOARD_KEYS_VARIANT_MV numbers keys as enum key does. */
typedef char keys_ladder_key_order[(KEY_RIGHT == 1 && KEY_UP == 2 && KEY_DOWN == 3 &&
                                    KEY_LEFT == 4 && KEY_SELECT == 5) ? 1 : -1];

uint8_t keys_ladder_classify(uint16_t mv)
{
    if (mv < KEYS_LADDER_RIGHT_UP)
        return KEY_RIGHT;
    if (mv < KEYS_LADDER_UP_DOWN)
        return KEY_UP;
    if (mv < KEYS_LADDER_DOWN_LEFT)
        return KEY_DOWN;
    if (mv < KEYS_LADDER_LEFT_SELECT)
        return KEY_LEFT;
    if (mv < KEYS_LADDER_SELECT_NONE)
        return KEY_SELECT;
    return KEY_NONE;
}

