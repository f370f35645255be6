/*
 * board.h — the nimbox handheld: a purpose-built battery board on an
 * ATmega1284P at 8 MHz and 3.3 V, an HD44780 16x2 (or, LCD=oled, a
 * 128x64 OLED on the TWI; LCD=spi, on the SPI), five discrete buttons.
 * Pins by role, buttons, serial speed.  Plain constants only (no
 * <avr/io.h>), so the firmware's drivers and the simulator on the host read
 * the very same definition.
 *
 * Pins are (port letter, bit).  The LCD data nibble sits on PB0..PB3, RS
 * and E on PD6/PD7, the backlight on PD5 (OC1A; Timer 1 plays the buzzer, so a dimmer would
 * share it),
 * the buttons on PA0..PA4, the LCD's supply switch on PB4, the
 * buzzer on PD4 (OC1B), the activity LED on PD3.  Left alone: PB5..PB7 (the ISP header),
 * PC2..PC5 (JTAG), PC6/PC7 (TOSC1/2, kept for a 32.768 kHz crystal),
 * PC0/PC1 (TWI: the OLED's, with LCD=oled).  docs/boards.md has the wiring table.  MCU, F_CPU and the
 * engine's limits live in board.mk.
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "handheld-1284p"

#if DISPLAY_BUS_SPI
/* With board.mk's LCD=spi, the same OLED in its 7-pin SPI form (3.3 V)
 * on the hardware SPI: D0 (SCK) on PB7, D1 (MOSI) on PB5, the ISP
 * header's lines (while a programmer holds the MCU in reset, PB4 floats
 * and the switch's gate pull-up keeps the module unpowered); CS on PB0,
 * DC on PB1, RES on PB2 (the HD44780's D4..D6, free with the OLED).  The
 * SPI's SS pin is PB4, the supply switch's: an output, so the SPI stays
 * master. */
#define BOARD_SPI_SCK_PORT 'B'
#define BOARD_SPI_SCK_BIT 7
#define BOARD_SPI_MOSI_PORT 'B'
#define BOARD_SPI_MOSI_BIT 5
#define BOARD_SPI_SS_PORT 'B'
#define BOARD_SPI_SS_BIT 4
#define BOARD_OLED_CS_PORT 'B'
#define BOARD_OLED_CS_BIT 0
#define BOARD_OLED_DC_PORT 'B'
#define BOARD_OLED_DC_BIT 1
#define BOARD_OLED_RES_PORT 'B'
#define BOARD_OLED_RES_BIT 2
#elif DISPLAY_SSD1306
/* With board.mk's LCD=oled, a 128x64 OLED (SSD1306 or SH1106, 3.3 V) on the
 * TWI instead of the HD44780: SCL = PC0, SDA = PC1, pulled up by the
 * module's own resistors to its switched supply (below); its 21x4 text
 * grid set through the build, its address tried first (the driver tries
 * the other of 0x3C and 0x3D by itself).  The HD44780's pins are free. */
#define BOARD_OLED_I2C_ADDR 0x3C
#define BOARD_TWI_SDA_PORT 'C'
#define BOARD_TWI_SDA_BIT 1
#define BOARD_TWI_SCL_PORT 'C'
#define BOARD_TWI_SCL_BIT 0
#else
/* HD44780 16x2 (a 3.3 V module) in 4-bit mode; RW is tied to ground. */
#define BOARD_LCD_COLS 16
#define BOARD_LCD_ROWS 2
#define BOARD_LCD_RS_PORT 'D'
#define BOARD_LCD_RS_BIT 6
#define BOARD_LCD_E_PORT 'D'
#define BOARD_LCD_E_BIT 7
#define BOARD_LCD_D4_PORT 'B'
#define BOARD_LCD_D4_BIT 0
#define BOARD_LCD_D5_PORT 'B'
#define BOARD_LCD_D5_BIT 1
#define BOARD_LCD_D6_PORT 'B'
#define BOARD_LCD_D6_BIT 2
#define BOARD_LCD_D7_PORT 'B'
#define BOARD_LCD_D7_BIT 3
/* Backlight: an NPN transistor whose base hangs on the pin through a
 * resistor, so the pin is a plain output, high = on (the Uno shield needs
 * its pull-up trick instead; see hd44780_backlight). */
#define BOARD_LCD_BACKLIGHT_PORT 'D'
#define BOARD_LCD_BACKLIGHT_BIT 5
#define BOARD_LCD_BACKLIGHT_ACTIVE_HIGH 1
#endif
/* The display module's supply (the LCD, or the OLED and its bus's
 * pull-ups): a P-MOSFET high-side switch whose gate hangs on
 * the pin through a resistor, with a pull-up from gate to +3V3, so the
 * module is off until the firmware drives the pin low (low = on).  A board
 * that defines this pin can switch itself off (auto power-off: the
 * settings' "Off after" item, docs/power.md); without it the feature is
 * compiled out. */
#define BOARD_LCD_POWER_PORT 'B'
#define BOARD_LCD_POWER_BIT 4

/* Five push buttons, each from its pin to ground, read through the
 * internal pull-ups: low = pressed.  All five on port A, so pin-change
 * group 0 (PCINT0..PCINT7 = PA0..PA7, one interrupt vector) serves them
 * and any press or release wakes the MCU from any sleep mode.  Code that
 * writes PORTA must keep the five pull-up bits set; PA5..PA7 are free
 * (PA7 = ADC7 is kept for a battery divider). */
#define BOARD_KEYS_BUTTONS 1
#define BOARD_KEYS_PCINT_GROUP 0
#define BOARD_KEY_RIGHT_PORT 'A'
#define BOARD_KEY_RIGHT_BIT 0
#define BOARD_KEY_UP_PORT 'A'
#define BOARD_KEY_UP_BIT 1
#define BOARD_KEY_DOWN_PORT 'A'
#define BOARD_KEY_DOWN_BIT 2
#define BOARD_KEY_LEFT_PORT 'A'
#define BOARD_KEY_LEFT_BIT 3
#define BOARD_KEY_SELECT_PORT 'A'
#define BOARD_KEY_SELECT_BIT 4

/* Supply: a 3.3 V low-dropout regulator from a one-cell LiPo. */
#define BOARD_VCC_MV 3300

/* Activity signal (a LED through a resistor to ground): high while the
 * device handles a key or a console line; the simulator times it. */
#define BOARD_ACTIVITY_PORT 'D'
#define BOARD_ACTIVITY_BIT 3

/* Buzzer: a piezo transducer (not a magnetic buzzer: docs/boards.md)
 * from PD4 (OC1B) to ground through 100 ohm;
 * Timer1 makes the tone (Timer0 is the clock's tick, Timer2's pins carry
 * the LCD's RS and E, Timer3's the ISP header's MISO and SCK). */
#define BOARD_BUZZER_PORT 'D'
#define BOARD_BUZZER_BIT 4
#define BOARD_BUZZER_TIMER 1
#define BOARD_BUZZER_CHANNEL B

/* EEPROM bytes (the saved settings must fit). */
#define BOARD_EEPROM_BYTES 4096

/* Console on UART0 (PD0 RXD, PD1 TXD) to a 3.3 V USB-serial header.
 * 38400 baud is 0.2 % off at 8 MHz (U2X, UBRR 25); 115200 would be 3.5 %
 * off, beyond what a receiver tolerates. */
#define BOARD_UART 0
#define BOARD_UART_BAUD 38400UL
/* the console's RXD0 (PD0): pulled up, so an unplugged serial header
 * reads idle, not noise */
#define BOARD_UART_RX_PORT 'D'
#define BOARD_UART_RX_BIT 0

/* Pins nothing is wired to (docs/handheld-build.md), pulled up at start-up
 * (hal/avr/power.c): PA5, PA6; PB5-PB7 (the ISP header's MOSI, MISO,
 * SCK); all of port C (TWI, JTAG, TOSC: free or reserved); PD2.  Not
 * PD3: the activity LED's, an output the driver sets.
 * PA7, the reserved battery sense, gets no pull-up (it would load the
 * divider) but its digital input buffer off. */
#define BOARD_UNUSED_PINS_A 0x60
#if DISPLAY_BUS_SPI
/* (with the OLED on SPI: PB3, PD5..PD7 and all of port C free; not
 * PB0..PB2, PB5, PB7: the module's lines, driven low while its supply is
 * cut; PB6, MISO, an input the SPI takes, pulled up) */
#define BOARD_UNUSED_PINS_B 0x48
#define BOARD_UNUSED_PINS_C 0xFF
#define BOARD_UNUSED_PINS_D 0xE4
#elif DISPLAY_SSD1306
/* (with the OLED: the HD44780's PB0..PB3, PD5..PD7 free too; not PC0/PC1,
 * the bus's: a pull-up there would feed the module while its supply is
 * cut) */
#define BOARD_UNUSED_PINS_B 0xEF
#define BOARD_UNUSED_PINS_C 0xFC
#define BOARD_UNUSED_PINS_D 0xE4
#else
#define BOARD_UNUSED_PINS_B 0xE0
#define BOARD_UNUSED_PINS_C 0xFF
#define BOARD_UNUSED_PINS_D 0x04
#endif
#define BOARD_ANALOG_ONLY_PINS 0x80

#endif
