/*
 * encoder.c — the rotary encoder's decoder and its events (encoder.h).
 * Times are kept in 16 bits and compared by unsigned differences, as in
 * hal/keys.c: every interval measured here is far below 32 s.
 */
#include "hal/encoder.h"

/* The quarter step from state a to state b (index a * 4 + b), clockwise
 * 11 -> 01 -> 00 -> 10 -> 11: +1 along, -1 against, 0 for no change and
 * 2 for a jump over a state (both contacts changed between two readings:
 * counted as two quarters the way it last went). */
static const int8_t quarter[16] = {
    /* from 00 */ 0, -1, 1, 2,
    /* from 01 */ 1, 0, 2, -1,
    /* from 10 */ -1, 2, 0, 1,
    /* from 11 */ 2, 1, -1, 0,
};

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
    ab &= 3u;
    q = quarter[e->ab * 4u + ab];
    e->ab = ab;
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
}

uint8_t encoder_poll(struct encoder_keys *k, uint32_t now_ms, int16_t steps, uint8_t button,
                     struct key_event *ev)
{
    uint16_t now = (uint16_t)now_ms;
    k->steps = (int16_t)(k->steps + steps);
    button = button ? 1u : 0u;
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
    return k->steps != 0 || k->raw || k->down || k->release_due;
}
