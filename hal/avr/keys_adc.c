/*
 * keys_adc.c (AVR) — the key ladder on one ADC channel, scaled to
 * millivolts against AVCC and classified by keys_ladder.c.  Each reading
 * takes the result of the conversion the previous one started (about
 * 100 us at 125 kHz) and starts the next, so the CPU never waits for the
 * ADC between polls: a reading is one poll period old.  The last
 * reading's millivolts are kept for keys_hw_last_mv.
 */
#include <avr/io.h>

#include "board.h"
#include "hal/keys.h"
#include "hal/keys_ladder.h"

#if !(defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER)
#error "keys_adc: board.mk picks the ladder driver but board.h wires no ladder (BOARD_KEYS_LADDER)"
#endif

/* The ADC clock must be 50..200 kHz for 10-bit accuracy: the smallest
 * prescaler that brings F_CPU to 200 kHz or below (16 MHz / 128 = 125 kHz). */
#if F_CPU / 2 <= 200000UL
#define KEYS_ADC_PRESCALER_BITS 1
#elif F_CPU / 4 <= 200000UL
#define KEYS_ADC_PRESCALER_BITS 2
#elif F_CPU / 8 <= 200000UL
#define KEYS_ADC_PRESCALER_BITS 3
#elif F_CPU / 16 <= 200000UL
#define KEYS_ADC_PRESCALER_BITS 4
#elif F_CPU / 32 <= 200000UL
#define KEYS_ADC_PRESCALER_BITS 5
#elif F_CPU / 64 <= 200000UL
#define KEYS_ADC_PRESCALER_BITS 6
#elif F_CPU / 128 <= 200000UL
#define KEYS_ADC_PRESCALER_BITS 7
#else
#error "keys_adc: F_CPU too fast for a 200 kHz ADC clock"
#endif

#if BOARD_KEYS_ADC_CHANNEL > 7
#error "keys_adc: only ADC0..ADC7 are supported (simavr 1.6 cannot inject ADC8..15 either)"
#endif

static uint16_t last_mv;   /* the last reading (keys_hw_last_mv) */

void keys_hw_init(void)
{
    /* AVCC reference, right-adjusted, the board's channel */
    ADMUX = (uint8_t)((1 << REFS0) | BOARD_KEYS_ADC_CHANNEL);
#ifdef DIDR0
    DIDR0 |= (uint8_t)(1u << BOARD_KEYS_ADC_CHANNEL);   /* no digital input buffer */
#endif
    ADCSRA = (uint8_t)((1 << ADEN) | (1 << ADSC) | KEYS_ADC_PRESCALER_BITS);
}

uint8_t keys_hw_read(void)
{
    uint16_t raw;
    uint16_t mv;
    /* the conversion started by the previous read (or by init) is long
     * done when polls are 1 ms or more apart: no waiting in the common case */
    while (ADCSRA & (1 << ADSC)) {
    }
    raw = ADC;   /* ADCL, then ADCH */
    ADCSRA |= (1 << ADSC);   /* the next reading converts while the CPU sleeps */
    mv = (uint16_t)(((uint32_t)raw * BOARD_VCC_MV) >> 10);
    last_mv = mv;
    return keys_ladder_classify(mv);
}

uint16_t keys_hw_last_mv(void)
{
    return last_mv;
}

