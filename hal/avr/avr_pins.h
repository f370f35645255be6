/*
 * avr_pins.h — a pin named as board.h names it (port letter, bit) driven
 * through its PORTx/DDRx/PINx registers.  The letter is a compile-time
 * constant, so after inlining each macro folds to one sbi/cbi (or a plain
 * read-modify-write for ports above the sbi range, e.g. PORTH on the
 * ATmega2560: not atomic, so an interrupt must not write the same port).
 * A letter the MCU has no port for is a compile error.
 *
 * AVR only; include after <avr/io.h>.  Needs optimisation (the build uses
 * -Os): the error check relies on the switch being folded away.
 *
 * Headers here are named from the include root ("hal/avr/avr_pins.h"), so
 * none can stand in for an avr-libc header (<avr/io.h> is always
 * avr-libc's); still, a file here named like one (io.h, sleep.h, ...) would
 * only confuse a reader.
 */
#ifndef HAL_AVR_AVR_PINS_H
#define HAL_AVR_AVR_PINS_H

#include <stdint.h>

/* Called only when a letter matches no port; never defined. */
extern volatile uint8_t *avr_pins_no_such_port(void)
    __attribute__((error("board.h names a port this MCU does not have")));

#define AVR_PINS_CASE(letter, reg) case letter: return &reg;

#define AVR_PINS_LOOKUP(prefix)                                                  \
    switch (letter) {                                                            \
    AVR_PINS_CASE_A(prefix) AVR_PINS_CASE_B(prefix) AVR_PINS_CASE_C(prefix)      \
    AVR_PINS_CASE_D(prefix) AVR_PINS_CASE_E(prefix) AVR_PINS_CASE_F(prefix)      \
    AVR_PINS_CASE_G(prefix) AVR_PINS_CASE_H(prefix) AVR_PINS_CASE_J(prefix)      \
    AVR_PINS_CASE_K(prefix) AVR_PINS_CASE_L(prefix)                              \
    default: return avr_pins_no_such_port();                                     \
    }

#ifdef PORTA
#define AVR_PINS_CASE_A(prefix) AVR_PINS_CASE('A', prefix##A)
#else
#define AVR_PINS_CASE_A(prefix)
#endif
#ifdef PORTB
#define AVR_PINS_CASE_B(prefix) AVR_PINS_CASE('B', prefix##B)
#else
#define AVR_PINS_CASE_B(prefix)
#endif
#ifdef PORTC
#define AVR_PINS_CASE_C(prefix) AVR_PINS_CASE('C', prefix##C)
#else
#define AVR_PINS_CASE_C(prefix)
#endif
#ifdef PORTD
#define AVR_PINS_CASE_D(prefix) AVR_PINS_CASE('D', prefix##D)
#else
#define AVR_PINS_CASE_D(prefix)
#endif
#ifdef PORTE
#define AVR_PINS_CASE_E(prefix) AVR_PINS_CASE('E', prefix##E)
#else
#define AVR_PINS_CASE_E(prefix)
#endif
#ifdef PORTF
#define AVR_PINS_CASE_F(prefix) AVR_PINS_CASE('F', prefix##F)
#else
#define AVR_PINS_CASE_F(prefix)
#endif
#ifdef PORTG
#define AVR_PINS_CASE_G(prefix) AVR_PINS_CASE('G', prefix##G)
#else
#define AVR_PINS_CASE_G(prefix)
#endif
#ifdef PORTH
#define AVR_PINS_CASE_H(prefix) AVR_PINS_CASE('H', prefix##H)
#else
#define AVR_PINS_CASE_H(prefix)
#endif
#ifdef PORTJ
#define AVR_PINS_CASE_J(prefix) AVR_PINS_CASE('J', prefix##J)
#else
#define AVR_PINS_CASE_J(prefix)
#endif
#ifdef PORTK
#define AVR_PINS_CASE_K(prefix) AVR_PINS_CASE('K', prefix##K)
#else
#define AVR_PINS_CASE_K(prefix)
#endif
#ifdef PORTL
#define AVR_PINS_CASE_L(prefix) AVR_PINS_CASE('L', prefix##L)
#else
#define AVR_PINS_CASE_L(prefix)
#endif

static inline __attribute__((always_inline)) volatile uint8_t *avr_port_reg(char letter)
{
    AVR_PINS_LOOKUP(PORT)
}

static inline __attribute__((always_inline)) volatile uint8_t *avr_ddr_reg(char letter)
{
    AVR_PINS_LOOKUP(DDR)
}

static inline __attribute__((always_inline)) volatile uint8_t *avr_pin_reg(char letter)
{
    AVR_PINS_LOOKUP(PIN)
}

/* port is a letter constant ('B'), bit a constant 0..7.  These names are
 * used by every driver in hal/avr/ (hd44780.c, activity.c, ...). */
#define PIN_HIGH(port, bit) (*avr_port_reg(port) |= (uint8_t)(1u << (bit)))
#define PIN_LOW(port, bit) (*avr_port_reg(port) &= (uint8_t) ~(1u << (bit)))
#define PIN_OUTPUT(port, bit) (*avr_ddr_reg(port) |= (uint8_t)(1u << (bit)))
#define PIN_INPUT(port, bit) (*avr_ddr_reg(port) &= (uint8_t) ~(1u << (bit)))
#define PIN_READ(port, bit) ((uint8_t)((*avr_pin_reg(port) >> (bit)) & 1u))
#define PIN_WRITE(port, bit, value)                                              \
    do {                                                                         \
        if (value)                                                               \
            PIN_HIGH(port, bit);                                                 \
        else                                                                     \
            PIN_LOW(port, bit);                                                  \
    } while (0)

#endif
