/*
 * ui.h — the device's screens as a state machine driven by key events.
 *
 *   SPLASH -> EDIT <-> MENU -> DETAIL | RULE -> TAKE | SUB
 *
 * EDIT is home: line 1 the rule and the piles, line 2 the verdict for the
 * position on screen, recomputed after every change.  See docs/device.md.
 */
#ifndef APP_UI_H
#define APP_UI_H

#include <stdint.h>
#include "hal/keys.h"

/* Load the saved settings (defaults when there are none, or they are
 * damaged or from another version: the splash says so) and show the
 * splash; the edit screen follows after a moment or a key. */
void ui_init(uint32_t now_ms);
/* React to one key event.  With the backlight off, the first press only
 * switches it on. */
void ui_key(const struct key_event *ev, uint32_t now_ms);
/* Time passing: the splash timeout, saving the settings (once the position
 * has been still for a while, or a screen was left), the backlight
 * timeout. */
void ui_tick(uint32_t now_ms);
/* Auto power-off (boards with CAP_POWER_OFF, ui_off.c).  The minutes of
 * choice i (0: never). */
uint16_t ui_off_minutes(uint8_t i);
/* A console byte came: it keeps the device on as a key does. */
void ui_off_console(uint32_t now_ms);
/* 1 once the chosen time has passed without a key event or console
 * byte. */
uint8_t ui_off_due(uint32_t now_ms);
/* Before the power goes: the next ui_tick saves the settings if a key
 * changed them. */
void ui_off_prepare(void);
/* Back on (the screen redrawn by the LCD layer): the off and backlight
 * timeouts count from now. */
void ui_off_woke(uint32_t now_ms);
/* Play tune (hal/sound.h: enum sound_tune) if the Sound setting allows it
 * (ui_sound.c). */
void ui_sound(uint8_t tune);
/* The Sound setting (boards with CAP_SOUND): SETTINGS_SOUND_ON,
 * _NO_CLICKS or _OFF; setting it saves it at the next tick. */
uint8_t ui_sound_setting(void);
void ui_sound_set(uint8_t setting);
#if NIMBOX_TEST_HOOKS
/* Test builds only (the console's "test-seed N"): every game and puzzle
 * that follows is seeded with seed, not from key timing, so a scenario's
 * games are the same whatever the board's clock. */
void ui_test_seed(uint32_t seed);
#endif
/* The console used the engine's shared tables: rebuild before the next
 * verdict. */
void ui_engine_changed(void);

#endif
