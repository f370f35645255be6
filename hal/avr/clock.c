/*
 * clock.c (AVR) — milliseconds from Timer0 in CTC mode: one compare-match
 * interrupt (TIMER0_COMPA_vect) every 1 ms increments a 32-bit counter,
 * and every clock_wake_every() ticks wakes the main loop (wake.h).
 * Timer0 is this module's alone.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>

#include "clock.h"
#include "wake.h"

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

static volatile uint32_t clock_count;
static uint8_t wake_every = 1;   /* ticks between wake-ups of power_idle */
static uint8_t wake_left = 1;

ISR(TIMER0_COMPA_vect)
{
    clock_count++;
    if (--wake_left == 0) {
        wake_left = wake_every;
        power_wake_flag = 1;
    }
}

void clock_wake_every(uint8_t ms)
{
    wake_every = ms;   /* one byte: written at once, no torn value */
}

void clock_init(void)
{
    TCCR0B = 0;   /* stopped while it is set up */
    TIMSK0 = 0;
    clock_count = 0;
    TCNT0 = 0;
    OCR0A = (uint8_t)CLOCK_OCR;
    TCCR0A = (1 << WGM01);   /* CTC, TOP = OCR0A */
    TIFR0 = (1 << OCF0A);    /* no stale match */
    TIMSK0 = (1 << OCIE0A);
    TCCR0B = CLOCK_CS_BITS;
    sei();
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
