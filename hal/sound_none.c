/*
 * sound_none.c — the buzzer on a board that has none (board.mk without
 * CAP_SOUND := 1): every call does nothing, and the link-time optimiser
 * drops the calls.
 */
#include "hal/sound.h"

void sound_init(void)
{
}

void sound_play(uint8_t tune)
{
    (void)tune;
}

uint8_t sound_busy(void)
{
    return 0;
}

void sound_tick(uint8_t ms)
{
    (void)ms;
}
