/*
 * keys_buttons.c (AVR) — five push buttons, each from its pin to ground,
 * read through the internal pull-ups (low = pressed), for boards with
 * BOARD_KEYS_BUTTONS.  A reading is one read of the port's PIN register,
 * so the five keys are seen at the same instant; debouncing and repeat
 * are the portable decoder's (hal/keys.c).
 *
 * All five pins sit on one port, whose pin-change group (board.h:
 * BOARD_KEYS_PCINT_GROUP) has one interrupt vector: any press or release
 * raises it, and the interrupt does nothing but end power_idle (it raises
 * power_wake_flag, wake.h), so the main loop polls the keys at once.  Pin
 * changes are detected asynchronously, so they wake the MCU from every
 * sleep mode, power-down included.  The group's mask register is this
 * driver's alone: it enables exactly the five button pins.
 *
 * Several keys down at once read as one, in a fixed priority: RIGHT, UP,
 * DOWN, LEFT, SELECT (the first of these that is down).  That is the
 * order of the Uno shield's resistor ladder, where the key with the
 * lowest voltage shorts out the others, so both kinds of board answer a
 * chord alike.
 */
#include <avr/interrupt.h>
#include <avr/io.h>

#include "hal/avr/avr_pins.h"
#include "board.h"
#include "hal/keys.h"

#if !(defined(BOARD_KEYS_BUTTONS) && BOARD_KEYS_BUTTONS)
#error "keys_buttons: board.mk picks the buttons driver but board.h wires no buttons (BOARD_KEYS_BUTTONS)"
#endif

#include "hal/avr/wake.h"

#define KEYS_PORT BOARD_KEY_RIGHT_PORT

#if BOARD_KEY_UP_PORT != KEYS_PORT || BOARD_KEY_DOWN_PORT != KEYS_PORT || \
    BOARD_KEY_LEFT_PORT != KEYS_PORT || BOARD_KEY_SELECT_PORT != KEYS_PORT
#error "keys_buttons: the five buttons must sit on one port (one pin-change group)"
#endif

/* The pin-change group of each port, for the MCUs whose groups are whole
 * ports (PCMSKn bit i = port bit i); a board for another MCU is trusted. */
#if defined(__AVR_ATmega164P__) || defined(__AVR_ATmega164PA__) ||                \
    defined(__AVR_ATmega324P__) || defined(__AVR_ATmega324PA__) ||                \
    defined(__AVR_ATmega644P__) || defined(__AVR_ATmega644PA__) ||                \
    defined(__AVR_ATmega1284__) || defined(__AVR_ATmega1284P__)
#define KEYS_PORT_GROUP (KEYS_PORT - 'A')   /* A..D: groups 0..3 */
#elif defined(__AVR_ATmega48__) || defined(__AVR_ATmega48P__) ||                  \
    defined(__AVR_ATmega88__) || defined(__AVR_ATmega88P__) ||                    \
    defined(__AVR_ATmega168__) || defined(__AVR_ATmega168P__) ||                  \
    defined(__AVR_ATmega328__) || defined(__AVR_ATmega328P__)
#define KEYS_PORT_GROUP (KEYS_PORT - 'B')   /* B..D: groups 0..2 */
#elif defined(__AVR_ATmega640__) || defined(__AVR_ATmega1280__) ||                \
    defined(__AVR_ATmega2560__)
#define KEYS_PORT_GROUP (KEYS_PORT == 'B' ? 0 : KEYS_PORT == 'K' ? 2 : -1)   /* J is split */
#endif
#if defined(KEYS_PORT_GROUP) && KEYS_PORT_GROUP != BOARD_KEYS_PCINT_GROUP
#error "keys_buttons: BOARD_KEYS_PCINT_GROUP is not the buttons' port's pin-change group"
#endif

/* PCMSKn, PCIEn, PCIFn and PCINTn_vect of group n, pasted in one step
 * (PCINT0 alone is a bit number in <avr/io.h>). */
#define KEYS_CAT(a, b, c) a##b##c
#define KEYS_XCAT(a, b, c) KEYS_CAT(a, b, c)
#define KEYS_PCMSK KEYS_XCAT(PCMSK, BOARD_KEYS_PCINT_GROUP, )
#define KEYS_PCIE KEYS_XCAT(PCIE, BOARD_KEYS_PCINT_GROUP, )
#define KEYS_PCIF KEYS_XCAT(PCIF, BOARD_KEYS_PCINT_GROUP, )
#define KEYS_PCINT_VECT KEYS_XCAT(PCINT, BOARD_KEYS_PCINT_GROUP, _vect)

#define KEYS_MASK                                                                      \
    ((uint8_t)((1u << BOARD_KEY_RIGHT_BIT) | (1u << BOARD_KEY_UP_BIT) |                \
               (1u << BOARD_KEY_DOWN_BIT) | (1u << BOARD_KEY_LEFT_BIT) |               \
               (1u << BOARD_KEY_SELECT_BIT)))

/* A press or release only has to end the sleep: the main loop reads. */
ISR(KEYS_PCINT_VECT)
{
    power_wake_flag = 1;
}

/* Inputs with pull-ups, then the pin-change interrupt for these pins. */
void keys_hw_init(void)
{
    *avr_ddr_reg(KEYS_PORT) &= (uint8_t)~KEYS_MASK;
    *avr_port_reg(KEYS_PORT) |= KEYS_MASK;
    KEYS_PCMSK = KEYS_MASK;
    PCIFR = (uint8_t)(1u << KEYS_PCIF);   /* no stale change from before */
    PCICR |= (uint8_t)(1u << KEYS_PCIE);
}

/* The key that is down (pin low), by the priority above; KEY_NONE if none. */
uint8_t keys_hw_read(void)
{
    uint8_t down = (uint8_t)~*avr_pin_reg(KEYS_PORT);
    if (down & (1u << BOARD_KEY_RIGHT_BIT))
        return KEY_RIGHT;
    if (down & (1u << BOARD_KEY_UP_BIT))
        return KEY_UP;
    if (down & (1u << BOARD_KEY_DOWN_BIT))
        return KEY_DOWN;
    if (down & (1u << BOARD_KEY_LEFT_BIT))
        return KEY_LEFT;
    if (down & (1u << BOARD_KEY_SELECT_BIT))
        return KEY_SELECT;
    return KEY_NONE;
}

uint8_t keys_hw_any(void)
{
    return (uint8_t)(~*avr_pin_reg(KEYS_PORT) & KEYS_MASK) != 0;
}

/* Buttons are no voltage. */
uint16_t keys_hw_last_mv(void)
{
    return KEYS_HW_NO_MV;
}

