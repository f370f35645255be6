/*
 * keys.c — the key decoder (portable): debounce, press/release, auto-repeat
 * over the board driver's raw reading (keys_hw_read).  See keys.h for the
 * exact timing.  Times are compared by unsigned differences, so the
 * millisecond clock may wrap around.
 */
#include "hal/keys.h"

static uint8_t started;       /* a reading has been seen since keys_init */
static uint8_t raw;           /* the last reading */
static uint32_t raw_since;    /* when the reading became raw */
static uint8_t stable;        /* the debounced key (KEY_NONE when none) */
static uint32_t pressed_at;   /* when stable was recognised (its PRESS) */
static uint32_t repeat_due;   /* when stable's next REPEAT is due */
static uint8_t fast;          /* repeating every KEYS_REPEAT_FAST_MS */

/* now is at or after t (both within 2^31 ms of each other). */
static uint8_t reached(uint32_t now, uint32_t t)
{
    return (uint32_t)(now - t) < UINT32_C(0x80000000);
}

void keys_init(void)
{
    keys_hw_init();
    started = 0;
    raw = KEY_NONE;
    stable = KEY_NONE;
    fast = 0;
}

uint8_t keys_poll(uint32_t now_ms, struct key_event *ev)
{
    uint8_t reading = keys_hw_read();
    uint8_t key = stable;
    uint8_t kind;

    if (!started || reading != raw) {
        started = 1;
        raw = reading;
        raw_since = now_ms;
    }

    if (raw != stable) {
        /* A change counts once it has held for the debounce time; until
         * then the old key neither releases nor repeats. */
        if ((uint32_t)(now_ms - raw_since) < KEYS_DEBOUNCE_MS)
            return 0;
        if (stable != KEY_NONE) {
            /* Released, or another key: release first; the new key, already
             * stable, is pressed at the next poll. */
            stable = KEY_NONE;
            kind = KEY_RELEASE;
        } else {
            key = stable = raw;
            pressed_at = now_ms;
            repeat_due = now_ms + KEYS_REPEAT_DELAY_MS;
            fast = 0;
            kind = KEY_PRESS;
        }
    } else {
        uint16_t gap;
        if (stable == KEY_NONE || !reached(now_ms, repeat_due))
            return 0;
        if (!fast && (uint32_t)(now_ms - pressed_at) > KEYS_REPEAT_FASTER_AFTER_MS)
            fast = 1;
        gap = fast ? KEYS_REPEAT_FAST_MS : KEYS_REPEAT_SLOW_MS;
        repeat_due += gap;
        if (reached(now_ms, repeat_due))   /* polled late: no burst of repeats */
            repeat_due = now_ms + gap;
        kind = KEY_REPEAT;
    }
    ev->key = key;
    ev->kind = kind;
    return 1;
}

uint8_t keys_active(void)
{
    return raw != KEY_NONE || stable != KEY_NONE;
}

uint8_t keys_held(void)
{
    return stable;
}
