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
#if defined(__AVR_ATmega328P__) && (ENC_PORT - 'B') != BOARD_KEYS_PCINT_GROUP
#error "keys_encoder: BOARD_KEYS_PCINT_GROUP is not the encoder's port's pin-change group"
#endif

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
static struct encoder_keys events;     /* the main loop's */

/* The contacts as the decoder reads them: bit 1 A, bit 0 B (1 open). */
static uint8_t contacts(void)
{
    uint8_t pins = *avr_pin_reg(ENC_PORT);
    return (uint8_t)(((pins & ENC_A) ? 2u : 0u) | ((pins & ENC_B) ? 1u : 0u));
}

ISR(ENC_PCINT_VECT)
{
    int8_t step = encoder_feed(&decoder, contacts());
    if (step)
        detents = (int16_t)(detents + step);
    power_wake_flag = 1;
}

/* Inputs with pull-ups (the module's own on the contacts too), then the
 * pin-change interrupt for the three. */
void keys_hw_init(void)
{
    *avr_ddr_reg(ENC_PORT) &= (uint8_t)~ENC_MASK;
    *avr_port_reg(ENC_PORT) |= ENC_MASK;
    cli();
    encoder_start(&decoder, contacts());
    detents = 0;
    ENC_PCMSK = ENC_MASK;
    PCIFR = (uint8_t)(1u << ENC_PCIF);
    PCICR |= (uint8_t)(1u << ENC_PCIE);
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
    cli();
    taken = detents;
    detents = 0;
    sei();
    return encoder_poll(&events, now_ms, taken, keys_hw_any(), ev);
}

uint8_t keys_active(void)
{
    return encoder_active(&events) || detents != 0;
}

uint8_t encoder_pending(void)
{
    return events.steps != 0 || detents != 0;
}

/* The button, the one key held here. */
uint8_t keys_held(void)
{
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
