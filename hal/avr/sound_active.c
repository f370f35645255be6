/*
 * sound_active.c (AVR) — the buzzer (hal/sound.h) when it is an active
 * one: a buzzer with its own oscillator, which sounds at its one pitch
 * while its pin (board.h: BOARD_BUZZER_PORT/BIT, BOARD_BUZZER_ACTIVE) is
 * high and is silent while it is low.  board.mk names it with the
 * HARDWARE word `beeper` (boards/features.mk), for any board and pin: no
 * timer is used.
 *
 * A pitch cannot be asked of it: a square wave on its pin would only
 * switch its oscillator on and off, an uneven buzz.  So each note of a
 * tune is the pin high for the note's length, a rest the pin low for
 * its length; two notes that follow each other without a rest (a change
 * of pitch on a piezo) are parted by GAP_MS of silence, else they would
 * be one beep.  The tunes keep the timer driver's lengths and rhythm
 * (docs/device.md), each at the buzzer's own pitch.
 *
 * As in the timer driver, nothing waits for a tune: sound_play loads its
 * first note and returns, the clock's tick steps the notes while a tune
 * plays (sound_tick, clock_sound_ticks), 1 ms steps while a key is down
 * and 8 ms when idle, and after the last note the tick is given back.
 * Silent, the pin is an output driven low: an active buzzer sounds, and
 * draws its current, for as long as the pin is high.
 */
#include <avr/pgmspace.h>
#include <util/atomic.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/clock.h"
#include "hal/sound.h"

#if !defined(BOARD_BUZZER_PORT) || !defined(BOARD_BUZZER_ACTIVE)
#error "sound_active: board.mk names a beeper but board.h no active buzzer (BOARD_BUZZER_PORT/BIT, BOARD_BUZZER_ACTIVE)"
#endif

/* Silence between two notes with no rest between them (a multiple of 8
 * ms: whole when idle). */
#define GAP_MS 24

/* A note of ms milliseconds (the pin high), a rest of ms (low). */
#define N(ms) { 1, (ms) }
#define REST(ms) { 0, (ms) }
#define GAP REST(GAP_MS)
#define END { 0, 0 }

struct beep {
    uint8_t on;   /* 1: the pin high */
    uint8_t ms;   /* 0: the tune's end */
};

/* Every tune, one after the other: the timer driver's notes, each at the
 * buzzer's pitch (docs/device.md lists them). */
static const struct beep beeps[] PROGMEM = {
#define AT_CLICK 0
    N(8), END,
#define AT_READY 2
    N(40), REST(16), N(64), END,
#define AT_REPLY 6
    N(40), GAP, N(56), END,
#define AT_WIN 10
    N(96), GAP, N(96), GAP, N(96), GAP, N(200), END,
#define AT_LOSS 18
    N(136), GAP, N(136), GAP, N(240), END,
#define AT_ERROR 24
    N(80), REST(40), N(120), END,
#define AT_OFF 28
    N(80), GAP, N(160), END,
};

/* Where each tune starts in beeps[], by enum sound_tune. */
static const uint8_t tune_at[SOUND_TUNES] PROGMEM = {
    [SOUND_CLICK] = AT_CLICK, [SOUND_READY] = AT_READY, [SOUND_REPLY] = AT_REPLY,
    [SOUND_WIN] = AT_WIN,     [SOUND_LOSS] = AT_LOSS,   [SOUND_ERROR] = AT_ERROR,
    [SOUND_OFF] = AT_OFF,
};

static const struct beep *next;    /* the next note to start */
static volatile uint8_t left_ms;   /* of the one playing (0: start the next) */
static volatile uint8_t playing;   /* from sound_play to the tune's end */

void sound_init(void)
{
    PIN_LOW(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
    PIN_OUTPUT(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
}

void sound_play(uint8_t tune)
{
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE)
    {
        /* a beep cut short ends now: the new tune's first is heard apart */
        PIN_LOW(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
        next = beeps + pgm_read_byte(&tune_at[tune]);
        left_ms = 0;   /* the next tick starts its first note */
        playing = 1;
        clock_sound_ticks(1);
    }
}

uint8_t sound_busy(void)
{
    return playing;
}

/* From the clock's interrupt, only while a tune plays: a note's time
 * counted down, then the next one started (the pin high for a note, low
 * for a rest), or after the last the pin low and the tick given back. */
void sound_tick(uint8_t ms)
{
    uint8_t note_ms;
    if (left_ms > ms) {
        left_ms = (uint8_t)(left_ms - ms);
        return;
    }
    note_ms = pgm_read_byte(&next->ms);
    left_ms = note_ms;
    if (note_ms == 0 || !pgm_read_byte(&next->on))
        PIN_LOW(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
    else
        PIN_HIGH(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
    if (note_ms == 0) {
        clock_sound_ticks(0);
        playing = 0;
        return;
    }
    next++;
}
