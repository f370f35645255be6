/*
 * power_off.h — auto power-off as the main loop sees it: a step at each
 * place of the loop.  Boards with the capability (board.mk: CAP_POWER_OFF)
 * link power_off.c; the others power_off_none.c, where every step does
 * nothing, so main.c reads the same on every board.
 */
#ifndef APP_POWER_OFF_H
#define APP_POWER_OFF_H

#include <stdint.h>

/* A console byte came: it keeps the device on as a key does. */
void power_off_console(uint32_t now_ms);
/* 1 when the device is to go off after this pass (the pass's tick saves
 * what is due first); 0 otherwise. */
uint8_t power_off_due(uint32_t now_ms);
/* Off until a button goes down, then the screen as it was. */
void power_off_switch(void);
/* 1 while the key events are the waking press's (from a wake until every
 * key is up): the loop drops them. */
uint8_t power_off_waking(void);
/* No work this pass; keys_active: a key is down. */
void power_off_idle(uint8_t keys_active);

#endif
