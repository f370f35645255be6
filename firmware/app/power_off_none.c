/*
 * power_off_none.c — auto power-off's main-loop steps on boards without
 * the capability (board.mk: CAP_POWER_OFF unset): each does nothing, and
 * never asks to go off.
 */
#include "app/power_off.h"

void power_off_console(uint32_t now_ms)
{
    (void)now_ms;
}

uint8_t power_off_due(uint32_t now_ms)
{
    (void)now_ms;
    return 0;
}

void power_off_switch(void)
{
}

uint8_t power_off_waking(void)
{
    return 0;
}

void power_off_idle(uint8_t keys_active)
{
    (void)keys_active;
}
