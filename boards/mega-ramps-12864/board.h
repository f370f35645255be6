/*
 * board.h — Arduino Mega 2560 + RAMPS 1.4 + the RepRapDiscount Full
 * Graphic Smart Controller (an ST7920 128x64 LCD, a rotary encoder with
 * its push, a kill button, a beeper), plugged into RAMPS' AUX-4 by its
 * two ribbons: EXP1 and EXP2 (docs/boards.md).  Plain constants only (no
 * <avr/io.h>), so the firmware's drivers and the simulator on the host
 * read the very same definition.
 *
 * Every pin below is the one Marlin's pins_RAMPS.h gives this controller
 * (Marlin/src/pins/ramps/pins_RAMPS.h, REPRAP_DISCOUNT_FULL_GRAPHIC_SMART_
 * CONTROLLER: LCD_PINS_RS = EXP1_07 = D16, LCD_PINS_ENABLE = EXP1_08 =
 * D17, LCD_PINS_D4 = EXP1_06 = D23, BEEPER_PIN = EXP1_10 = D37, BTN_EN1 =
 * EXP2_08 = D31, BTN_EN2 = EXP2_06 = D33, BTN_ENC = EXP1_09 = D35,
 * KILL_PIN = EXP2_03 = D41; the heaters D8, D9, D10; the drivers' enables
 * X D38, Y D56, Z D62, E0 D24, E1 D30), as the Mega's ports.
 * MCU, F_CPU and the engine's limits live in board.mk.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "mega-ramps-12864"

/* The Mega runs at 5 V (its USB or its regulator from RAMPS' 12 V). */
#define BOARD_VCC_MV 5000

/* The ST7920 in serial mode (PSB tied low on the controller), three pins
 * clocked by software (hal/avr/st7920_pins.c). */
#define BOARD_ST7920_CS_PORT 'H'     /* D16, EXP1 7: the panel's RS */
#define BOARD_ST7920_CS_BIT 1
#define BOARD_ST7920_SID_PORT 'H'    /* D17, EXP1 8: its R/W */
#define BOARD_ST7920_SID_BIT 0
#define BOARD_ST7920_SCLK_PORT 'A'   /* D23, EXP1 6: its E */
#define BOARD_ST7920_SCLK_BIT 1
/* the bus times each byte's 72 us on Timer1, running free */
#define BOARD_DISPLAY_TIMER 1

/* The encoder: contacts A (BTN_EN1) and B (BTN_EN2) and its push
 * (BTN_ENC), each to ground, the chip's pull-ups (the controller has
 * 10 kOhm ones on its board too).  Port C has no pin-change interrupt on
 * the 2560, so the driver reads the port from a timer instead
 * (BOARD_KEYS_POLL_TIMER: Timer2 at 4 kHz, hal/avr/keys_encoder.c). */
#define BOARD_KEYS_ENCODER 1
#define BOARD_KEYS_POLL_TIMER 2
#define BOARD_ENCODER_A_PORT 'C'     /* D31, EXP2 8 */
#define BOARD_ENCODER_A_BIT 6
#define BOARD_ENCODER_B_PORT 'C'     /* D33, EXP2 6 */
#define BOARD_ENCODER_B_BIT 4
#define BOARD_ENCODER_SW_PORT 'C'    /* D35, EXP1 9 */
#define BOARD_ENCODER_SW_BIT 2
/* The red kill button (KILL_PIN, to ground): back, the five keys' LEFT
 * (in a list the screen before; on a screen of piles the cursor left,
 * and from the first pile back, as LEFT there). */
#define BOARD_KEY_BACK_PORT 'G'      /* D41, EXP2 3 */
#define BOARD_KEY_BACK_BIT 0

/* The beeper (D37, EXP1 10): an active buzzer (its own oscillator,
 * through the controller's transistor), sounding at its one pitch while
 * the pin is high: each note of a tune is a beep of its length
 * (hal/avr/sound_active.c, board.mk's HARDWARE word beeper); low at reset
 * (below) and whenever it is silent. */
#define BOARD_BUZZER_PORT 'C'
#define BOARD_BUZZER_BIT 0
#define BOARD_BUZZER_ACTIVE 1

/* Pins set at reset before anything else (hal/avr/power.c, in .init3:
 * before the C runtime clears .bss, about 1.7 ms, and before main),
 * each X(port, bit, level): the RAMPS' MOSFET gates low (D10 the hotend's
 * heater, D9 the fan or a second heater, D8 the bed: a floating gate may
 * half-open a MOSFET into a heater), every stepper driver disabled (its
 * ENABLE high: a Pololu-style driver pulls its own ENABLE low, enabled),
 * the beeper off.  Every other pin stays an input as the reset left it
 * (the steppers' STEP and DIR pins too: no step without ENABLE). */
#define BOARD_SAFE_PINS(X)                                                           \
    X('H', 5, 0)   /* D8: bed heater (or fan) MOSFET */                              \
    X('H', 6, 0)   /* D9: fan (or second heater) MOSFET */                           \
    X('B', 4, 0)   /* D10: hotend heater MOSFET */                                   \
    X('D', 7, 1)   /* D38: X driver's ENABLE */                                      \
    X('F', 2, 1)   /* D56 (A2): Y driver's ENABLE */                                 \
    X('K', 0, 1)   /* D62 (A8): Z driver's ENABLE */                                 \
    X('A', 2, 1)   /* D24: E0 driver's ENABLE */                                     \
    X('C', 7, 1)   /* D30: E1 driver's ENABLE */                                     \
    X('C', 0, 0)   /* D37: the beeper */

/* Activity signal: the on-board LED, D13 = PB7 on the Mega. */
#define BOARD_ACTIVITY_PORT 'B'
#define BOARD_ACTIVITY_BIT 7

/* EEPROM bytes (the saved settings must fit). */
#define BOARD_EEPROM_BYTES 4096

/* Console on UART0 (the USB serial bridge). */
#define BOARD_UART 0
/* the console's RXD0 (PE0, Arduino D0): pulled up, so it reads idle when
 * nothing drives it */
#define BOARD_UART_RX_PORT 'E'
#define BOARD_UART_RX_BIT 0
#define BOARD_UART_BAUD 115200UL

#endif
