/*
 * activity.c (AVR) — the activity signal on the board's BOARD_ACTIVITY pin.
 */
#include <avr/io.h>
#include "hal/activity.h"
#include "board.h"
#include "hal/avr/avr_pins.h"

void activity_init(void)
{
    PIN_OUTPUT(BOARD_ACTIVITY_PORT, BOARD_ACTIVITY_BIT);
    PIN_LOW(BOARD_ACTIVITY_PORT, BOARD_ACTIVITY_BIT);
}

void activity_set(uint8_t busy)
{
    if (busy)
        PIN_HIGH(BOARD_ACTIVITY_PORT, BOARD_ACTIVITY_BIT);
    else
        PIN_LOW(BOARD_ACTIVITY_PORT, BOARD_ACTIVITY_BIT);
}
