/*
 * sound_timer.c (AVR) — the buzzer (hal/sound.h) on the timer board.h
 * names: BOARD_BUZZER_TIMER (1..5, not 0: Timer0 is the clock's tick) and
 * BOARD_BUZZER_CHANNEL (A, B or C), whose output-compare pin must be
 * BOARD_BUZZER_PORT/BIT on this MCU (checked below against each MCU's
 * table of OCnx pins).
 *
 * A note: the timer in CTC mode (TOP = OCRnA) with the channel toggling
 * its pin at every match (OCRnB/C = TOP too for channels B and C, matched
 * once a period), so the pin carries a square wave of
 * F_CPU / (2 * prescaler * (TOP + 1)) with no CPU work.  The tunes are
 * notes (a timer count and a length in milliseconds, a count of 0 being
 * a rest) in flash, stepped by the clock's ticks, which the clock passes
 * on only while a tune plays (sound_tick, clock_sound_ticks: a second
 * interrupt per tick that never wakes the main loop, so a silent
 * device's tick costs what it did); lengths move in the tick's steps,
 * 1 ms while a key is down and 8 ms when idle, and a tune's first note
 * starts at the tick after sound_play (within 1 or 8 ms).  Silent: the channel
 * disconnected, the timer stopped, the pin an output whose PORT bit is 0
 * (written again: a simulator's toggles may have left it set).
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <util/atomic.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/clock.h"
#include "hal/sound.h"

#if !defined(BOARD_BUZZER_PORT) || !defined(BOARD_BUZZER_TIMER) || !defined(BOARD_BUZZER_CHANNEL)
#error "sound_timer: board.mk sets CAP_SOUND but board.h names no buzzer (BOARD_BUZZER_*)"
#endif
#ifdef BOARD_BUZZER_ACTIVE
#error "sound_timer: board.h names an active buzzer (its pitch its own): HARDWARE := beeper (hal/avr/sound_active.c)"
#endif

#define SOUND_CAT(a, b) a##b
#define SOUND_CAT3(a, b, c) a##b##c
#define SOUND_XCAT(a, b) SOUND_CAT(a, b)
#define SOUND_XCAT3(a, b, c) SOUND_CAT3(a, b, c)

/* Each MCU's output-compare pins (OC_PORT_nX, OC_BIT_nX), from its
 * datasheet's pin table; an MCU or channel not listed stops the build. */
#if defined(__AVR_ATmega328P__) || defined(__AVR_ATmega328__) || defined(__AVR_ATmega168__)
#define OC_PORT_1A 'B'
#define OC_BIT_1A 1
#define OC_PORT_1B 'B'
#define OC_BIT_1B 2
#define OC_PORT_2A 'B'
#define OC_BIT_2A 3
#define OC_PORT_2B 'D'
#define OC_BIT_2B 3
#elif defined(__AVR_ATmega1284P__) || defined(__AVR_ATmega644P__)
#define OC_PORT_1A 'D'
#define OC_BIT_1A 5
#define OC_PORT_1B 'D'
#define OC_BIT_1B 4
#define OC_PORT_2A 'D'
#define OC_BIT_2A 7
#define OC_PORT_2B 'D'
#define OC_BIT_2B 6
#define OC_PORT_3A 'B'
#define OC_BIT_3A 6
#define OC_PORT_3B 'B'
#define OC_BIT_3B 7
#elif defined(__AVR_ATmega2560__)
#define OC_PORT_1A 'B'
#define OC_BIT_1A 5
#define OC_PORT_1B 'B'
#define OC_BIT_1B 6
#define OC_PORT_1C 'B'
#define OC_BIT_1C 7
#define OC_PORT_2A 'B'
#define OC_BIT_2A 4
#define OC_PORT_2B 'H'
#define OC_BIT_2B 6
#define OC_PORT_3A 'E'
#define OC_BIT_3A 3
#define OC_PORT_3B 'E'
#define OC_BIT_3B 4
#define OC_PORT_3C 'E'
#define OC_BIT_3C 5
#define OC_PORT_4A 'H'
#define OC_BIT_4A 3
#define OC_PORT_4B 'H'
#define OC_BIT_4B 4
#define OC_PORT_4C 'H'
#define OC_BIT_4C 5
#else
#error "sound_timer: this MCU's output-compare pins are not listed here"
#endif

#define OC_PORT SOUND_XCAT3(OC_PORT_, BOARD_BUZZER_TIMER, BOARD_BUZZER_CHANNEL)
#define OC_BIT SOUND_XCAT3(OC_BIT_, BOARD_BUZZER_TIMER, BOARD_BUZZER_CHANNEL)
#if OC_PORT != BOARD_BUZZER_PORT || OC_BIT != BOARD_BUZZER_BIT
#error "sound_timer: BOARD_BUZZER_PORT/BIT is not that timer channel's output-compare pin"
#endif
#if BOARD_BUZZER_TIMER == 0
#error "sound_timer: Timer0 is the clock's tick (hal/avr/clock.c)"
#endif

/* The timer's registers and bits. */
#define T_REG(name, suffix) SOUND_XCAT3(name, BOARD_BUZZER_TIMER, suffix)
#define TCCRA T_REG(TCCR, A)
#define TCCRB T_REG(TCCR, B)
#define TCNT SOUND_XCAT(TCNT, BOARD_BUZZER_TIMER)
#define OCR_TOP T_REG(OCR, A)
#define OCR_PIN T_REG(OCR, BOARD_BUZZER_CHANNEL)
#define COM0 SOUND_XCAT3(SOUND_XCAT(COM, BOARD_BUZZER_TIMER), BOARD_BUZZER_CHANNEL, 0)

/* Timer2 is the 8-bit one, with CTC in TCCR2A and prescalers 32/64/128;
 * the others are 16-bit, CTC in TCCRnB (WGMn2), prescaler 8.  The count
 * runs at 250 kHz on Timer2 (8 and 16 MHz), from 489 Hz up; at F_CPU / 8
 * on the others. */
#if BOARD_BUZZER_TIMER == 2
typedef uint8_t sound_count_t;
#define COUNT_MAX 255UL
#define CTC_A (1 << WGM21)
#define CTC_B 0
#if F_CPU <= 8000000UL
#define PRESCALER 32UL
#define CS_BITS ((1 << CS21) | (1 << CS20))
#elif F_CPU <= 16000000UL
#define PRESCALER 64UL
#define CS_BITS (1 << CS22)
#else
#define PRESCALER 128UL
#define CS_BITS ((1 << CS22) | (1 << CS20))
#endif
#else
typedef uint16_t sound_count_t;
#define COUNT_MAX 65535UL
#define CTC_A 0
#define CTC_B (1 << SOUND_XCAT(WGM, SOUND_XCAT(BOARD_BUZZER_TIMER, 2)))
#define PRESCALER 8UL
#define CS_BITS (1 << SOUND_XCAT(CS, SOUND_XCAT(BOARD_BUZZER_TIMER, 1)))
#endif

/* A note of hz for ms milliseconds (ms a multiple of 8 keeps it whole
 * when idle); a rest of ms. */
#define COUNT(hz) ((F_CPU / PRESCALER + (hz)) / (2UL * (hz)) - 1UL)
#define N(hz, ms) { (sound_count_t)COUNT(hz), (ms) }
#define REST(ms) { 0, (ms) }
#define END { 0, 0 }

struct note {
    sound_count_t count;   /* TOP; 0: a rest */
    uint8_t ms;            /* 0: the tune's end */
};

/* The lowest note below must fit the count. */
typedef char sound_lowest_note_fits[COUNT(523UL) <= COUNT_MAX ? 1 : -1];

/* Every tune, one after the other (docs/device.md lists them). */
static const struct note notes[] PROGMEM = {
#define AT_CLICK 0
    N(3000, 8), END,
#define AT_READY 2
    N(2093, 40), REST(16), N(2637, 64), END,
#define AT_REPLY 6
    N(1568, 40), N(1175, 56), END,
#define AT_WIN 9
    N(1047, 96), N(1319, 96), N(1568, 96), N(2093, 200), END,
#define AT_LOSS 14
    N(784, 136), N(659, 136), N(523, 240), END,
#define AT_ERROR 18
    N(622, 80), REST(40), N(622, 120), END,
#define AT_OFF 22
    N(1568, 80), N(784, 160), END,
};

/* Where each tune starts in notes[], by enum sound_tune. */
static const uint8_t tune_at[SOUND_TUNES] PROGMEM = {
    [SOUND_CLICK] = AT_CLICK, [SOUND_READY] = AT_READY, [SOUND_REPLY] = AT_REPLY,
    [SOUND_WIN] = AT_WIN,     [SOUND_LOSS] = AT_LOSS,   [SOUND_ERROR] = AT_ERROR,
    [SOUND_OFF] = AT_OFF,
};

static const struct note *next;    /* the next note to start */
static volatile uint8_t left_ms;   /* of the one playing (0: start the next) */
static volatile uint8_t playing;   /* from sound_play to the tune's end */

/* The pin low and quiet: the channel disconnected (the pin follows its
 * PORT bit again), the PORT bit 0, the timer stopped. */
static void quiet(void)
{
    TCCRA = 0;
    TCCRB = 0;
    PIN_LOW(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
}

void sound_init(void)
{
    quiet();
    PIN_OUTPUT(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
}

void sound_play(uint8_t tune)
{
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE)
    {
        next = notes + pgm_read_byte(&tune_at[tune]);
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
 * counted down, then the next note started (the timer restarted at its
 * count, the channel toggling the pin; a rest: the timer runs, the pin
 * stays low), or after the last, quiet.  Called from here only, so the
 * link-time optimiser puts it in the interrupt whole. */
void sound_tick(uint8_t ms)
{
    sound_count_t count;
    uint8_t note_ms;
    if (left_ms > ms) {
        left_ms = (uint8_t)(left_ms - ms);
        return;
    }
#if BOARD_BUZZER_TIMER == 2
    count = pgm_read_byte(&next->count);
#else
    count = pgm_read_word(&next->count);
#endif
    note_ms = pgm_read_byte(&next->ms);
    left_ms = note_ms;
    if (note_ms == 0) {
        quiet();
        clock_sound_ticks(0);
        playing = 0;
        return;
    }
    TCCRB = 0;
    TCNT = 0;
    OCR_TOP = count ? count : (sound_count_t)COUNT(1000UL);
    OCR_PIN = OCR_TOP;    /* (channel A: the same register) */
    TCCRA = (uint8_t)(count ? (1 << COM0) | CTC_A : CTC_A);
    if (!count)
        PIN_LOW(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
    TCCRB = (uint8_t)(CTC_B | CS_BITS);
    next++;
}
