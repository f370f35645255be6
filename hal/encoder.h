/*
 * encoder.h — a rotary encoder with a push button as the keys (portable):
 * the quadrature decoder fed with the two contacts, and the events it and
 * the button make.  An EC11-style part (a KY-040 module) rests at a detent
 * with both contacts open (read 1 through the pull-ups) and passes the four
 * states of a Gray code, 11 01 00 10, between one detent and the next; a
 * bouncing contact only flips between two neighbouring states.  The decoder
 * counts the quarter steps (+1 one way, -1 the other, a jump over a state
 * two more in the last direction) and gives a detent when the contacts
 * rest again four quarters from the last one: bounce adds and takes back
 * the same quarters, a turn back before the detent gives nothing.
 *
 * The events (keys_poll's on an encoder board, hal/avr/keys_encoder.c):
 * a detent clockwise KEY_CW, anticlockwise KEY_CCW (each a PRESS, one per
 * poll, none lost however many wait); a click KEY_SELECT (PRESS when the
 * button comes up before ENCODER_LONG_MS, RELEASE at the next poll); a long
 * click KEY_LONG (PRESS once the button has been down ENCODER_LONG_MS,
 * RELEASE when it comes up).  The button is debounced over
 * ENCODER_DEBOUNCE_MS like the five keys (hal/keys.c).
 *
 * Nothing is lost while the main loop is busy (a whole screen drawn):
 * the interrupt that reads the contacts latches the button's closing
 * too (encoder_latch), and a closing the polls never saw (the button
 * open again at the next poll, not down for the debouncer) is read as
 * down until the debouncer has recognised it, then the pin: one click,
 * late but whole.  Several closings between two polls are one latch,
 * and a bounce the polls catch open in the middle of a press only holds
 * that same press down: one click, never two (encoder_reading).  What
 * the latch cannot tell: how long a press no poll saw lasted (it is a
 * click, never a long click), nor one that ended before another began
 * between the same two polls (the two are one press).
 */
#ifndef HAL_ENCODER_H
#define HAL_ENCODER_H

#include <stdint.h>

#include "hal/keys.h"

#define ENCODER_DEBOUNCE_MS 10
#define ENCODER_LONG_MS 600
/* The contacts at rest (a detent): both open. */
#define ENCODER_REST 3u

/* The decoder: the contacts last seen (bit 1 A, bit 0 B), the quarters
 * since the last detent, the last direction (+1, -1, 0: none yet). */
struct encoder {
    uint8_t ab;
    int8_t quarters;
    int8_t dir;
};

/* The button and the detents waiting, for encoder_poll. */
struct encoder_keys {
    int16_t steps;        /* detents not yet given (+ clockwise) */
    uint8_t started;      /* a reading has been seen */
    uint8_t raw;          /* the button's last reading (1 down) */
    uint16_t raw_since;   /* when it became raw */
    uint8_t down;         /* the button, debounced */
    uint16_t down_at;     /* when it was recognised down */
    uint8_t long_given;   /* KEY_LONG given for this press */
    uint8_t release_due;  /* a click's RELEASE comes at the next poll */
    uint8_t latched;      /* the interrupt saw the button closed since the last poll */
    uint8_t unseen;       /* a latched press read as down until recognised */
};

/* The decoder at rest with the contacts reading ab. */
void encoder_start(struct encoder *e, uint8_t ab);
/* The contacts read ab now (bit 1 A, bit 0 B): +1 when that completes a
 * detent clockwise (A before B), -1 anticlockwise, else 0. */
int8_t encoder_feed(struct encoder *e, uint8_t ab);
/* No detent waiting, the button up. */
void encoder_keys_start(struct encoder_keys *k);
/* The detents the decoder gave since the last call (steps) are added to
 * those waiting; the button reads down (1) or up (0) at now_ms.  Returns 1
 * and fills ev when something happened (at most one event per call). */
uint8_t encoder_poll(struct encoder_keys *k, uint32_t now_ms, int16_t steps, uint8_t button,
                     struct key_event *ev);
/* The interrupt saw the button closed since the last poll (its latch,
 * taken by the driver's poll before encoder_poll). */
void encoder_latch(struct encoder_keys *k);
/* The reading a debouncer is to take of a button whose closing an
 * interrupt latches (latched: since the last poll): 1 while a closing
 * the polls missed (pin open now, the button not down) waits in *unseen
 * to be recognised down, else the pin (1 closed). */
uint8_t encoder_reading(uint8_t *unseen, uint8_t latched, uint8_t pin, uint8_t down);
/* 1 while a detent waits, the button is down or being debounced, or a
 * latched closing waits. */
uint8_t encoder_active(const struct encoder_keys *k);
/* 1 while a detent waits to be given (the board's driver: the screen
 * need not be drawn for a detent another follows at once). */
uint8_t encoder_pending(void);

#endif
