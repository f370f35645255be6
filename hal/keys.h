/*
 * keys.h — the five keys as events.  The portable decoder (hal/keys.c)
 * turns raw readings into presses: it classifies each reading, debounces
 * (a key must read the same for KEYS_DEBOUNCE_MS before it counts, so
 * chatter counts once), and repeats a held key, faster the longer it is
 * held.  The raw reading comes from the board's driver (keys_hw_read),
 * which on a ladder board also keeps the reading's millivolts
 * (keys_hw_last_mv: the device's Keys screen shows them).
 */
#ifndef HAL_KEYS_H
#define HAL_KEYS_H

#include <stdint.h>

/* KEY_CW, KEY_CCW and KEY_LONG come from a rotary encoder only (a detent
 * either way, a long click: hal/encoder.h); the UI takes them as the five
 * (firmware/app/ui_encoder.c). */
enum key { KEY_NONE = 0, KEY_RIGHT, KEY_UP, KEY_DOWN, KEY_LEFT, KEY_SELECT, KEY_CW, KEY_CCW, KEY_LONG };
enum key_kind { KEY_PRESS = 1, KEY_REPEAT, KEY_RELEASE };

#define KEYS_DEBOUNCE_MS 20
#define KEYS_REPEAT_DELAY_MS 500
#define KEYS_REPEAT_SLOW_MS 200
#define KEYS_REPEAT_FAST_MS 50
#define KEYS_REPEAT_FASTER_AFTER_MS 2000

/* keys_hw_last_mv on a board whose keys are not a voltage (0 mV is a
 * reading: RIGHT on a ladder). */
#define KEYS_HW_NO_MV 0xFFFFu

struct key_event {
    uint8_t key;    /* enum key */
    uint8_t kind;   /* enum key_kind */
};

/* Start the driver (keys_hw_init) and reset the decoder: no key held. */
void keys_init(void);
/* Look at the keys at time now_ms; returns 1 and fills ev when something
 * happened (at most one event per call).  Call at least every few
 * milliseconds; each call reads the driver once.  Exactly:
 *  - a reading counts once it has been the same in every poll for
 *    KEYS_DEBOUNCE_MS (measured from the first poll that saw it);
 *  - PRESS when a key is recognised, at time P;
 *  - REPEAT at P + KEYS_REPEAT_DELAY_MS, then every KEYS_REPEAT_SLOW_MS;
 *    the gap after a repeat becomes KEYS_REPEAT_FAST_MS once the key had
 *    been held longer than KEYS_REPEAT_FASTER_AFTER_MS at that repeat
 *    (defaults: 500, 700, ..., 1900, 2100, 2150, 2200, ...).  A late poll
 *    gives one REPEAT and the next one a full gap later (no burst);
 *  - no REPEAT while the reading differs from the held key (a release
 *    being debounced);
 *  - RELEASE when "no key" is recognised; another key recognised while one
 *    is held gives RELEASE of the old key, then PRESS of the new one at
 *    the next poll.
 * now_ms may wrap around 2^32. */
uint8_t keys_poll(uint32_t now_ms, struct key_event *ev);
/* 1 while a key is down or being debounced (poll every millisecond
 * then); 0 when the last poll saw no key and none is held. */
uint8_t keys_active(void);
/* The key the decoder holds (its PRESS given, no RELEASE yet), KEY_NONE
 * when none. */
uint8_t keys_held(void);
/* Which key the board reads right now, undebounced (driver). */
uint8_t keys_hw_read(void);
/* The millivolts of the driver's last reading (ladder boards), or
 * KEYS_HW_NO_MV on boards with discrete buttons. */
uint16_t keys_hw_last_mv(void);
/* 1 while any key is down, undebounced (boards with discrete buttons:
 * keys_buttons.c), for the wake from power-down. */
uint8_t keys_hw_any(void);
/* Start the key hardware (driver). */
void keys_hw_init(void);

#endif
