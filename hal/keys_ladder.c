/*
 * keys_ladder.c — a ladder voltage to a key, by midpoints (keys_ladder.h).
 */
#include "keys_ladder.h"
#include "keys.h"

#if defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER

uint8_t keys_ladder_classify(uint16_t mv)
{
    if (mv < KEYS_LADDER_MID_RIGHT_UP)
        return KEY_RIGHT;
    if (mv < KEYS_LADDER_MID_UP_DOWN)
        return KEY_UP;
    if (mv < KEYS_LADDER_MID_DOWN_LEFT)
        return KEY_DOWN;
    if (mv < KEYS_LADDER_MID_LEFT_SELECT)
        return KEY_LEFT;
    if (mv < KEYS_LADDER_MID_SELECT_NONE)
        return KEY_SELECT;
    return KEY_NONE;
}

#endif
