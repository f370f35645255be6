/*
 * clock.c (AVR) — milliseconds from Timer0 in CTC mode: each compare-match
 * interrupt (TIMER0_COMPA_vect) adds its period to a 32-bit counter and
 * wakes the main loop (wake.h).  The period is 1 ms, or 8 ms while the
 * main loop says it can wait that long (clock_wake_every), so an idle
 * device takes 125 interrupts a second instead of 1000.  While a tune
 * plays, compare B (TIMER0_COMPB_vect) gives the buzzer the same ticks
 * (sound_tick); silent, it is off.  Timer0 is this module's alone.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>

#include "hal/clock.h"
#include "hal/sound.h"
#include "hal/avr/wake.h"

/* The smallest prescaler whose count for 1 ms fits Timer0's 8 bits and
 * divides F_CPU exactly (16 MHz: 64 and 250). */
#if F_CPU % 1000UL != 0
#error "clock: F_CPU is not a whole number of kHz"
#elif F_CPU / 1000UL <= 256
#define CLOCK_PRESCALER 1UL
#define CLOCK_CS_BITS (1 << CS00)
#elif F_CPU % 8000UL == 0 && F_CPU / 8000UL <= 256
#define CLOCK_PRESCALER 8UL
#define CLOCK_CS_BITS (1 << CS01)
#elif F_CPU % 64000UL == 0 && F_CPU / 64000UL <= 256
#define CLOCK_PRESCALER 64UL
#define CLOCK_CS_BITS ((1 << CS01) | (1 << CS00))
#elif F_CPU % 256000UL == 0 && F_CPU / 256000UL <= 256
#define CLOCK_PRESCALER 256UL
#define CLOCK_CS_BITS (1 << CS02)
#elif F_CPU % 1024000UL == 0 && F_CPU / 1024000UL <= 256
#define CLOCK_PRESCALER 1024UL
#define CLOCK_CS_BITS ((1 << CS02) | (1 << CS00))
#else
#error "clock: no Timer0 prescaler divides F_CPU into exact 1 ms ticks"
#endif

#define CLOCK_OCR (F_CPU / CLOCK_PRESCALER / 1000UL - 1UL)

/* The slow tick: CLOCK_SLOW_MS per interrupt while nothing needs the
 * millisecond (no key down), from the smallest prescaler that counts it
 * exactly in 8 bits (16 MHz: 1024 and 125; 8 MHz: 256 and 250).  Without
 * one, the tick stays at 1 ms and only the wake-ups are spaced out. */
#define CLOCK_SLOW_MS 8UL
#define CLOCK_SLOW_FITS(p) (F_CPU % (1000UL * (p) / CLOCK_SLOW_MS) == 0 && \
                            F_CPU * CLOCK_SLOW_MS / 1000UL / (p) <= 256)
#if CLOCK_SLOW_FITS(64UL)
#define CLOCK_SLOW_PRESCALER 64UL
#define CLOCK_SLOW_CS_BITS ((1 << CS01) | (1 << CS00))
#elif CLOCK_SLOW_FITS(256UL)
#define CLOCK_SLOW_PRESCALER 256UL
#define CLOCK_SLOW_CS_BITS (1 << CS02)
#elif CLOCK_SLOW_FITS(1024UL)
#define CLOCK_SLOW_PRESCALER 1024UL
#define CLOCK_SLOW_CS_BITS ((1 << CS02) | (1 << CS00))
#endif

static volatile uint32_t clock_count;
static uint8_t step = 1;                /* ms counted per interrupt now */
static volatile uint8_t step_wanted = 1;
#ifndef CLOCK_SLOW_PRESCALER
static uint8_t wake_left = 1;           /* 1 ms ticks until the next wake-up */
#endif

ISR(TIMER0_COMPA_vect)
{
    clock_count += step;
#ifdef CLOCK_SLOW_PRESCALER
    /* the counter has just restarted from 0: a new period starts exactly
     * here (the prescaler's phase may be off by less than one of its
     * counts, under 128 us, once per change) */
    if (step_wanted != step) {
        step = step_wanted;
        if (step == 1) {
            OCR0A = (uint8_t)CLOCK_OCR;
            TCCR0B = CLOCK_CS_BITS;
        } else {
            OCR0A = (uint8_t)(F_CPU * CLOCK_SLOW_MS / 1000UL / CLOCK_SLOW_PRESCALER - 1UL);
            TCCR0B = CLOCK_SLOW_CS_BITS;
        }
    }
    power_wake_flag = 1;
#else
    if (--wake_left == 0) {
        wake_left = step_wanted;
        power_wake_flag = 1;
    }
#endif
}

#if defined(CAP_SOUND) && CAP_SOUND
/* The buzzer's tick: compare B, half way through each period, enabled
 * only while a tune plays (clock_sound_ticks), so a silent device pays
 * nothing for it and this interrupt never wakes the main loop. */
ISR(TIMER0_COMPB_vect)
{
    sound_tick(step);
}

void clock_sound_ticks(uint8_t on)
{
    if (on) {
        TIFR0 = (1 << OCF0B);   /* no match from before: a whole tick first */
        TIMSK0 |= (1 << OCIE0B);
    } else {
        TIMSK0 &= (uint8_t)~(1 << OCIE0B);
    }
}
#endif

void clock_wake_every(uint8_t ms)
{
    /* one byte: written at once, no torn value; the ISR takes it at the
     * end of the current tick */
    step_wanted = ms >= CLOCK_SLOW_MS ? (uint8_t)CLOCK_SLOW_MS : 1u;
}

void clock_init(void)
{
    TCCR0B = 0;   /* stopped while it is set up */
    TIMSK0 = 0;
    clock_count = 0;
    TCNT0 = 0;
    OCR0A = (uint8_t)CLOCK_OCR;
    OCR0B = (uint8_t)(CLOCK_OCR / 2u);   /* below either period's TOP */
    TCCR0A = (1 << WGM01);   /* CTC, TOP = OCR0A */
    TIFR0 = (1 << OCF0A);    /* no stale match */
    TIMSK0 = (1 << OCIE0A);
    TCCR0B = CLOCK_CS_BITS;
    sei();
}

static uint8_t paused_cs;   /* TCCR0B while paused */

void clock_pause(void)
{
    paused_cs = TCCR0B;
    TCCR0B = 0;
}

void clock_resume(void)
{
    TCCR0B = paused_cs;
}

uint32_t clock_ms(void)
{
    uint32_t ms;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE)
    {
        ms = clock_count;
    }
    return ms;
}
