/*
 * serial.h — the console UART with interrupt-driven ring buffers.  A byte
 * that arrives with the receive buffer full is dropped and counted, never
 * written over older bytes.  On AVR: UART0, USART_RX_vect and
 * USART_UDRE_vect, 64-byte rings (SERIAL_RX_SIZE / SERIAL_TX_SIZE in
 * hal/avr/serial.c, powers of two up to 128, overridable with -D).
 */
#ifndef HAL_SERIAL_H
#define HAL_SERIAL_H

#include <stdint.h>

/* Start the UART at the board's speed, 8N1. */
void serial_init(void);
/* Next received byte, or -1 if none is waiting. */
int16_t serial_read(void);
/* Queue one byte for sending (waits while the transmit buffer is full).
 * Bytes go out from the interrupt, so interrupts must be on for them to
 * leave; with interrupts off a full buffer is drained by polling instead of
 * hanging. */
void serial_write(uint8_t byte);
/* Bytes dropped because the receive buffer was full (stops at 65535). */
uint16_t serial_rx_overflows(void);
/* Nonzero while bytes are still waiting to be sent or the last one is
 * still being shifted out. */
uint8_t serial_tx_busy(void);

#endif
