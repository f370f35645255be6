/*
 * keys.c — the key decoder (portable): debounce, press/release, auto-repeat
 * over the board driver's raw reading (keys_hw_read).  See keys.h for the
 * exact timing.  Times are compared by unsigned differences, so the
 * millisecond clock may wrap around; they are kept in 16 bits, which hold
 * every interval the decoder measures between its polls (a poll comes
 * every few milliseconds, keys.h: far within 32 s).
 */
#include "hal/keys.h"

/* A time of the millisecond clock, its low 16 bits. */
typedef uint16_t keys_ms_t;

static uint8_t started;       /* a reading has been seen since keys_init */
static uint8_t raw;           /* the last reading */
static keys_ms_t raw_since;   /* when the reading became raw */
static uint8_t stable;        /* the debounced key (KEY_NONE when none) */
static keys_ms_t pressed_at;  /* when stable was recognised (its PRESS) */
static keys_ms_t repeat_due;  /* when stable's next REPEAT is due */
static uint8_t fast;          /* repeating every KEYS_REPEAT_FAST_MS */

/* now is at or after t (both within 2^15 ms of each other). */
static uint8_t reached(keys_ms_t now, keys_ms_t t)
{
    return (keys_ms_t)(now - t) < 0x8000u;
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
    keys_ms_t now = (keys_ms_t)now_ms;
    uint8_t reading = keys_hw_read();
    uint8_t key = stable;
    uint8_t kind;

    if (!started || reading != raw) {
        started = 1;
        raw = reading;
        raw_since = now;
    }

    if (raw != stable) {
        /* A change counts once it has held for the debounce time; until
         * then the old key neither releases nor repeats. */
        if ((keys_ms_t)(now - raw_since) < KEYS_DEBOUNCE_MS)
            return 0;
        if (stable != KEY_NONE) {
            /* Released, or another key: release first; the new key, already
             * stable, is pressed at the next poll. */
            stable = KEY_NONE;
            kind = KEY_RELEASE;
        } else {
            key = stable = raw;
            pressed_at = now;
            repeat_due = (keys_ms_t)(now + KEYS_REPEAT_DELAY_MS);
            fast = 0;
            kind = KEY_PRESS;
        }
    } else {
        uint16_t gap;
        if (stable == KEY_NONE || !reached(now, repeat_due))
            return 0;
        if (!fast && (keys_ms_t)(now - pressed_at) > KEYS_REPEAT_FASTER_AFTER_MS)
            fast = 1;
        gap = fast ? KEYS_REPEAT_FAST_MS : KEYS_REPEAT_SLOW_MS;
        repeat_due = (keys_ms_t)(repeat_due + gap);
        if (reached(now, repeat_due))   /* polled late: no burst of repeats */
            repeat_due = (keys_ms_t)(now + gap);
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
