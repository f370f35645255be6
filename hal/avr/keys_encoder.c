/*
 * keys_encoder.c (AVR) — a rotary encoder with a push button as the keys,
 * for boards with BOARD_KEYS_ENCODER (boards/shields/ky040.h): the two
 * contacts and the button, each from its pin to ground through a pull-up
 * (low = closed).  The keys' events are the portable encoder's
 * (hal/encoder.c): this file is keys.h's whole decoder on these boards,
 * in place of hal/keys.c.
 *
 * The three pins sit on one port, whose pin-change group has one vector:
 * every edge of either contact runs the interrupt, which reads the port
 * once, feeds the quadrature decoder and adds the detent it gives to a
 * count the main loop takes (keys_poll), then ends power_idle (wake.h).
 * A contact that bounces faster than the interrupt answers is seen at
 * its last level, which the decoder takes as no change: no step is lost
 * or doubled by it.  Pin changes wake the MCU from every sleep mode.
 *
 * A port without a pin-change group (the Mega's port C): board.h names
 * BOARD_KEYS_POLL_TIMER (2), and the same reading runs from that timer's
 * compare interrupt, 4000 times a second (a quarter step of a detent
 * seen if it lasts 250 us: a detent is four, so 500 detents a second
 * are read whole; bounce shorter than that is seen at its last level, as
 * above).  It wakes the main loop only when a detent is given; idle
 * sleep keeps the timer running.
 *
 * A back button (board.h's BOARD_KEY_BACK_PORT/BIT, to ground) gives the
 * five keys' LEFT, PRESS and RELEASE, debounced as the push is.
 *
 * The buttons are debounced by the main loop's polls, which a long piece
 * of work (a whole screen drawn on a slow display) holds off: the
 * interrupt latches each button's closing as well, and a press and
 * release both between two polls reach the debouncer whole
 * (encoder_reading: one click, late).  The timer's reading latches the
 * back button too; a pin-change board's interrupt runs only for its
 * encoder port's pins, so there a back button would need its pin in that
 * group to be latched.
 */
#include <avr/interrupt.h>
#include <avr/io.h>

#include "hal/avr/avr_pins.h"
#include "board.h"
#include "hal/encoder.h"
#include "hal/keys.h"

#if !(defined(BOARD_KEYS_ENCODER) && BOARD_KEYS_ENCODER)
#error "keys_encoder: board.mk picks the encoder driver but board.h wires no encoder (BOARD_KEYS_ENCODER)"
#endif

#include "hal/avr/wake.h"

#define ENC_PORT BOARD_ENCODER_A_PORT

#if BOARD_ENCODER_B_PORT != ENC_PORT || BOARD_ENCODER_SW_PORT != ENC_PORT
#error "keys_encoder: the contacts and the button must sit on one port (one pin-change group)"
#endif
#if !defined(BOARD_KEYS_POLL_TIMER) && defined(__AVR_ATmega328P__) && \
    (ENC_PORT - 'B') != BOARD_KEYS_PCINT_GROUP
#error "keys_encoder: BOARD_KEYS_PCINT_GROUP is not the encoder's port's pin-change group"
#endif

#if defined(BOARD_KEYS_POLL_TIMER) && BOARD_KEYS_POLL_TIMER != 2
#error "keys_encoder: only Timer2 polls the encoder (BOARD_KEYS_POLL_TIMER 2)"
#endif
/* The poll's rate: Timer2 in CTC mode, F_CPU / 32 / (OCR2A + 1). */
#define ENC_POLL_HZ 4000UL
#define ENC_POLL_OCR (F_CPU / 32UL / ENC_POLL_HZ - 1UL)

/* PCMSKn, PCIEn, PCIFn and PCINTn_vect of group n (keys_buttons.c). */
#define ENC_CAT(a, b, c) a##b##c
#define ENC_XCAT(a, b, c) ENC_CAT(a, b, c)
#define ENC_PCMSK ENC_XCAT(PCMSK, BOARD_KEYS_PCINT_GROUP, )
#define ENC_PCIE ENC_XCAT(PCIE, BOARD_KEYS_PCINT_GROUP, )
#define ENC_PCIF ENC_XCAT(PCIF, BOARD_KEYS_PCINT_GROUP, )
#define ENC_PCINT_VECT ENC_XCAT(PCINT, BOARD_KEYS_PCINT_GROUP, _vect)

#define ENC_A (1u << BOARD_ENCODER_A_BIT)
#define ENC_B (1u << BOARD_ENCODER_B_BIT)
#define ENC_SW (1u << BOARD_ENCODER_SW_BIT)
#define ENC_MASK ((uint8_t)(ENC_A | ENC_B | ENC_SW))

static struct encoder decoder;         /* the interrupt's */
static volatile int16_t detents;       /* given by the interrupt, not yet taken */
static volatile uint8_t push_latched;  /* the push seen closed, not yet taken */
static struct encoder_keys events;     /* the main loop's */

/* The contacts in the port's pins as the decoder reads them: bit 1 A,
 * bit 0 B (1 open). */
static uint8_t contacts(uint8_t pins)
{
    return (uint8_t)(((pins & ENC_A) ? 2u : 0u) | ((pins & ENC_B) ? 1u : 0u));
}

#if defined(BOARD_KEYS_POLL_TIMER) && defined(BOARD_KEY_BACK_PORT)
static volatile uint8_t back_latched;  /* the back button seen closed, not yet taken */
#endif

/* The port read once: the decoder fed, the push's closing latched. */
static int8_t read_port(void)
{
    uint8_t pins = *avr_pin_reg(ENC_PORT);
    if (!(pins & ENC_SW))
        push_latched = 1;
    return encoder_feed(&decoder, contacts(pins));
}

#if defined(BOARD_KEYS_POLL_TIMER)
ISR(TIMER2_COMPA_vect)
{
    int8_t step = read_port();
#ifdef BOARD_KEY_BACK_PORT
    if (!(*avr_pin_reg(BOARD_KEY_BACK_PORT) & (1u << BOARD_KEY_BACK_BIT)))
        back_latched = 1;
#endif
    if (step) {
        detents = (int16_t)(detents + step);
        power_wake_flag = 1;
    }
}
#else
ISR(ENC_PCINT_VECT)
{
    int8_t step = read_port();
    if (step)
        detents = (int16_t)(detents + step);
    power_wake_flag = 1;
}
#endif

#ifdef BOARD_KEY_BACK_PORT
static uint8_t back_raw, back_down;    /* the pin closed; the key held */
static uint8_t back_unseen;            /* a latched press not yet recognised */
static uint16_t back_since;            /* when back_raw last changed */

/* The back button closed. */
static uint8_t back_closed(void)
{
    return (uint8_t)((*avr_pin_reg(BOARD_KEY_BACK_PORT) & (1u << BOARD_KEY_BACK_BIT)) == 0);
}

/* LEFT pressed or released once the button has been still
 * ENCODER_DEBOUNCE_MS (latched: the interrupt saw it closed since the
 * last poll); 1 when ev was filled. */
static uint8_t back_poll(uint32_t now_ms, uint8_t latched, struct key_event *ev)
{
    uint8_t raw = encoder_reading(&back_unseen, latched, back_closed(), back_down);
    uint16_t now = (uint16_t)now_ms;
    if (raw != back_raw) {
        back_raw = raw;
        back_since = now;
    }
    if (back_raw == back_down || (uint16_t)(now - back_since) < ENCODER_DEBOUNCE_MS)
        return 0;
    back_down = back_raw;
    ev->key = KEY_LEFT;
    ev->kind = back_down ? KEY_PRESS : KEY_RELEASE;
    return 1;
}
#endif

/* Inputs with pull-ups (the module's own on the contacts too), then the
 * pin-change interrupt for the three. */
void keys_hw_init(void)
{
    *avr_ddr_reg(ENC_PORT) &= (uint8_t)~ENC_MASK;
    *avr_port_reg(ENC_PORT) |= ENC_MASK;
    cli();
    encoder_start(&decoder, contacts(*avr_pin_reg(ENC_PORT)));
    detents = 0;
#ifdef BOARD_KEY_BACK_PORT
    PIN_INPUT(BOARD_KEY_BACK_PORT, BOARD_KEY_BACK_BIT);
    PIN_HIGH(BOARD_KEY_BACK_PORT, BOARD_KEY_BACK_BIT);
#endif
#if defined(BOARD_KEYS_POLL_TIMER)
    TCCR2A = (uint8_t)(1u << WGM21);                /* CTC */
    OCR2A = (uint8_t)ENC_POLL_OCR;
    TIFR2 = (uint8_t)(1u << OCF2A);
    TIMSK2 = (uint8_t)(1u << OCIE2A);
    TCCR2B = (uint8_t)((1u << CS21) | (1u << CS20)); /* F_CPU / 32 */
#else
    ENC_PCMSK = ENC_MASK;
    PCIFR = (uint8_t)(1u << ENC_PCIF);
    PCICR |= (uint8_t)(1u << ENC_PCIE);
#endif
    sei();
}

void keys_init(void)
{
    keys_hw_init();
    encoder_keys_start(&events);
}

uint8_t keys_poll(uint32_t now_ms, struct key_event *ev)
{
    int16_t taken;
    uint8_t back = 0;
    cli();
    taken = detents;
    detents = 0;
    if (push_latched)
        encoder_latch(&events);   /* kept there until encoder_poll runs */
    push_latched = 0;
#if defined(BOARD_KEYS_POLL_TIMER) && defined(BOARD_KEY_BACK_PORT)
    back = back_latched;
    back_latched = 0;
#endif
    sei();
    (void)back;
#ifdef BOARD_KEY_BACK_PORT
    if (back_poll(now_ms, back, ev)) {
        events.steps = (int16_t)(events.steps + taken);   /* kept for the next poll */
        return 1;
    }
#endif
    return encoder_poll(&events, now_ms, taken, keys_hw_any(), ev);
}

uint8_t keys_active(void)
{
#ifdef BOARD_KEY_BACK_PORT
    /* its debounce and release timed in milliseconds */
    if (back_down || back_unseen || back_raw || back_closed())
        return 1;
#if defined(BOARD_KEYS_POLL_TIMER)
    if (back_latched)
        return 1;
#endif
#endif
    return encoder_active(&events) || detents != 0 || push_latched;
}

uint8_t encoder_pending(void)
{
    return events.steps != 0 || detents != 0;
}

/* The button, the one key held here. */
uint8_t keys_held(void)
{
#ifdef BOARD_KEY_BACK_PORT
    if (back_down)
        return KEY_LEFT;
#endif
    return events.down ? KEY_SELECT : KEY_NONE;
}

uint8_t keys_hw_read(void)
{
    return keys_hw_any() ? KEY_SELECT : KEY_NONE;
}

uint8_t keys_hw_any(void)
{
    return (uint8_t)(~*avr_pin_reg(ENC_PORT) & ENC_SW) != 0;
}

uint16_t keys_hw_last_mv(void)
{
    return KEYS_HW_NO_MV;
}
