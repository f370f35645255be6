/*
 * encoder.c — the rotary encoder's decoder and its events (encoder.h).
 * Times are kept in 16 bits and compared by unsigned differences, as in
 * hal/keys.c: every interval measured here is far below 32 s.
 */
#include "hal/encoder.h"

/* A state's place along the clockwise cycle 11 01 00 10 (0..3): the
 * Gray code's binary value counted down from 11's. */
static uint8_t place(uint8_t ab)
{
    return (uint8_t)((2u - (ab ^ (ab >> 1))) & 3u);
}

void encoder_start(struct encoder *e, uint8_t ab)
{
    e->ab = (uint8_t)(ab & 3u);
    e->quarters = 0;
    e->dir = 0;
}

int8_t encoder_feed(struct encoder *e, uint8_t ab)
{
    int8_t q;
    int8_t step = 0;
    uint8_t moved;
    ab &= 3u;
    /* the quarters from the last state: 1 along, 3 against (-1), 0 no
     * change, 2 a jump over a state (both contacts changed between two
     * readings: two quarters the way it last went) */
    moved = (uint8_t)((place(ab) - place(e->ab)) & 3u);
    e->ab = ab;
    q = moved == 3u ? -1 : (int8_t)moved;
    if (q == 2)
        q = (int8_t)(2 * e->dir);
    else if (q != 0)
        e->dir = q;
    /* (held within the int8: bounce only ever swings a few quarters) */
    if (e->quarters + q > -100 && e->quarters + q < 100)
        e->quarters = (int8_t)(e->quarters + q);
    if (ab == ENCODER_REST) {
        if (e->quarters >= 4)
            step = 1;
        else if (e->quarters <= -4)
            step = -1;
        e->quarters = 0;
    }
    return step;
}

void encoder_keys_start(struct encoder_keys *k)
{
    k->steps = 0;
    k->started = 0;
    k->raw = 0;
    k->down = 0;
    k->long_given = 0;
    k->release_due = 0;
    k->latched = 0;
    k->unseen = 0;
}

void encoder_latch(struct encoder_keys *k)
{
    k->latched = 1;
}

uint8_t encoder_reading(uint8_t *unseen, uint8_t latched, uint8_t pin, uint8_t down)
{
    if (down)
        *unseen = 0;   /* recognised: the pin again */
    else if (latched && !pin)
        *unseen = 1;
    return *unseen ? 1u : pin;
}

uint8_t encoder_poll(struct encoder_keys *k, uint32_t now_ms, int16_t steps, uint8_t button,
                     struct key_event *ev)
{
    uint16_t now = (uint16_t)now_ms;
    k->steps = (int16_t)(k->steps + steps);
    button = encoder_reading(&k->unseen, k->latched, button ? 1u : 0u, k->down);
    k->latched = 0;
    if (!k->started || button != k->raw) {
        k->started = 1;
        k->raw = button;
        k->raw_since = now;
    }
    ev->kind = KEY_PRESS;
    if (k->release_due) {
        k->release_due = 0;
        ev->key = KEY_SELECT;
        ev->kind = KEY_RELEASE;
        return 1;
    }
    if (k->raw != k->down && (uint16_t)(now - k->raw_since) >= ENCODER_DEBOUNCE_MS) {
        k->down = k->raw;
        if (k->down) {
            k->down_at = now;
            k->long_given = 0;
        } else if (k->long_given) {
            ev->key = KEY_LONG;
            ev->kind = KEY_RELEASE;
            return 1;
        } else {
            k->release_due = 1;
            ev->key = KEY_SELECT;
            return 1;
        }
    }
    if (k->down && !k->long_given && (uint16_t)(now - k->down_at) >= ENCODER_LONG_MS) {
        k->long_given = 1;
        ev->key = KEY_LONG;
        return 1;
    }
    if (k->steps != 0) {
        ev->key = k->steps > 0 ? KEY_CW : KEY_CCW;
        k->steps = (int16_t)(k->steps > 0 ? k->steps - 1 : k->steps + 1);
        return 1;
    }
    return 0;
}

uint8_t encoder_active(const struct encoder_keys *k)
{
    return k->steps != 0 || k->raw || k->down || k->release_due || k->latched || k->unseen;
}
