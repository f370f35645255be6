/*
 * serial.h — the console UART with interrupt-driven ring buffers.  A byte
 * that arrives with the receive buffer full is dropped and counted, never
 * written over older bytes.
 */
#ifndef HAL_SERIAL_H
#define HAL_SERIAL_H

#include <stdint.h>

/* Start the UART at the board's speed, 8N1. */
void serial_init(void);
/* Next received byte, or -1 if none is waiting. */
int16_t serial_read(void);
/* Queue one byte for sending (waits while the transmit buffer is full). */
void serial_write(uint8_t byte);
/* Bytes dropped because the receive buffer was full. */
uint16_t serial_rx_overflows(void);
/* Nonzero while bytes are still waiting to be sent. */
uint8_t serial_tx_busy(void);

#endif
