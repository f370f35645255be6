/*
 * atmega328p.h — what the ATmega328P itself fixes on every board built on
 * it (the Uno, the Nano, the Pro Mini): the EEPROM's size, the one USART
 * that carries the console with its RXD pin, and the TWI's two lines.
 * Plain constants (no <avr/io.h>), so the firmware's drivers and the
 * simulators read them as they read board.h; included by the board.h of
 * each such board (the Uno's through boards/shields/uno-lcd-keypad.h),
 * which adds what the board wires and chooses: the LCD, the keys, the
 * console's baud rate (its clock decides what is exact enough).
 *
 * Pins are (port letter, bit), the Arduino pin in each comment.
 */
#ifndef BOARDS_CHIPS_ATMEGA328P_H
#define BOARDS_CHIPS_ATMEGA328P_H

/* EEPROM bytes (the saved settings must fit). */
#define BOARD_EEPROM_BYTES 1024

/* Console on UART0, the chip's one USART (TXD0 = PD1, D1).  Its RXD0
 * (PD0, D0) is pulled up, so it reads idle, not noise, when nothing
 * drives it (an unplugged serial adapter). */
#define BOARD_UART 0
#define BOARD_UART_RX_PORT 'D'
#define BOARD_UART_RX_BIT 0

/* The TWI's lines, for an LCD on an I2C backpack (LCD_TRANSPORT :=
 * pcf8574): SDA = PC4 (A4), SCL = PC5 (A5); the module's own resistors
 * pull the bus up. */
#define BOARD_TWI_SDA_PORT 'C'
#define BOARD_TWI_SDA_BIT 4
#define BOARD_TWI_SCL_PORT 'C'
#define BOARD_TWI_SCL_BIT 5

/* The SPI's lines, for a display on SPI (DISPLAY_BUS := spi): SCK = PB5
 * (D13), MOSI = PB3 (D11); SS = PB2 (D10), which must be an output (or
 * held high) for the SPI to stay master. */
#define BOARD_SPI_SCK_PORT 'B'
#define BOARD_SPI_SCK_BIT 5
#define BOARD_SPI_MOSI_PORT 'B'
#define BOARD_SPI_MOSI_BIT 3
#define BOARD_SPI_SS_PORT 'B'
#define BOARD_SPI_SS_BIT 2

#endif
