/*
 * board.h — an Arduino Nano with a 128x64 OLED on I2C (an SSD1306 0.96"
 * or an SH1106 1.3" module), or with LCD=spi on SPI (the same modules'
 * 7-pin form), five buttons to ground and a piezo.  Pins by
 * role, buttons, serial speed.  Plain constants only (no <avr/io.h>), so
 * the firmware's drivers and the simulator on the host read the very same
 * definition.
 *
 * Pins are (port letter, bit).  The OLED on the TWI: SDA = A4 (PC4), SCL =
 * A5 (PC5); the module's own resistors pull the bus up.  The buttons on
 * D2..D6 (PD2..PD6), the on-board LED on D13 (PB5), the buzzer on D11
 * (PB3): as nano-i2c, so the same breadboard takes either display.  Left
 * alone: D0/D1 (the USB serial), D7..D10, D12, A0..A3.  MCU, F_CPU and
 * the display live in board.mk; the display's text grid (21x4) and
 * picture band in its descriptor, boards/displays/ssd1306.mk.
 */
#ifndef BOARD_H
#define BOARD_H

/* the chip: EEPROM, the console's UART and its RXD pin, the TWI's lines */
#include "boards/chips/atmega328p.h"

#define BOARD_NAME "nano-oled"

/* The OLED's I2C address tried first (modules ship as 0x3C, a few as
 * 0x3D by a solder bridge; the driver tries the other by itself). */
#define BOARD_OLED_I2C_ADDR 0x3C

/* the buttons, the LED, the buzzer and the console: as nano-i2c, so the
 * same breadboard takes either display */
#include "boards/shields/nano-five-buttons.h"

#if DISPLAY_BUS_SPI
/* With board.mk's LCD=spi, the module's 7-pin SPI form on the hardware
 * SPI: D0 (SCK) to D13, D1 (MOSI) to D11, CS to D10 (the SS pin, an
 * output: the SPI stays master), DC to D8 (PB0), RES to D7 (PD7); the
 * buttons keep D2..D6.  D11 and D13 are the SPI's now, so the piezo
 * moves to D9 (PB1, OC1A: Timer1 makes the tone) and the activity
 * signal to A0 (PC0: an LED through a resistor to ground; the on-board
 * LED on D13 flickers with SCK instead). */
#define BOARD_OLED_CS_PORT 'B'
#define BOARD_OLED_CS_BIT 2
#define BOARD_OLED_DC_PORT 'B'
#define BOARD_OLED_DC_BIT 0
#define BOARD_OLED_RES_PORT 'D'
#define BOARD_OLED_RES_BIT 7
#undef BOARD_BUZZER_PORT
#undef BOARD_BUZZER_BIT
#undef BOARD_BUZZER_TIMER
#undef BOARD_BUZZER_CHANNEL
#define BOARD_BUZZER_PORT 'B'
#define BOARD_BUZZER_BIT 1
#define BOARD_BUZZER_TIMER 1
#define BOARD_BUZZER_CHANNEL A
#undef BOARD_ACTIVITY_PORT
#undef BOARD_ACTIVITY_BIT
#define BOARD_ACTIVITY_PORT 'C'
#define BOARD_ACTIVITY_BIT 0
/* D9, the buzzer's pin, pulled up where no sound is built (as D11 on
 * I2C) */
#undef BOARD_UNUSED_PINS_B
#define BOARD_UNUSED_PINS_B 0x02
#endif

#endif
