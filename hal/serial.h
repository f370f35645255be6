/*
 * serial.h — the console UART with interrupt-driven ring buffers.
 *
 * Flow control (XON/XOFF): when the receive ring fills to
 * SERIAL_RX_SIZE - SERIAL_XOFF_ROOM bytes, the driver sends XOFF (0x13)
 * ahead of any queued output, and XON (0x11) once the ring has drained
 * empty.  SERIAL_XOFF_ROOM leaves room for the byte on the wire, the XOFF
 * frame itself and a sender's 16-byte skid (a USB-serial bridge keeps
 * sending a few bytes after XOFF).
 *
 * Nothing is lost silently: a byte that finds the ring full is dropped
 * (older bytes are kept), and serial_read() returns SERIAL_LOST at the
 * place in the stream where bytes went missing, so the console can refuse
 * the line they belonged to.  On AVR: UART0, 64-byte rings
 * (SERIAL_RX_SIZE / SERIAL_TX_SIZE in hal/avr/serial.c, powers of two up to
 * 128, overridable with -D).
 */
#ifndef HAL_SERIAL_H
#define HAL_SERIAL_H

#include <stdint.h>

/* Start the UART at the board's speed, 8N1. */
void serial_init(void);
/* serial_read() when nothing is waiting. */
#define SERIAL_NONE (-1)
/* serial_read() where received bytes were dropped (the ring was full). */
#define SERIAL_LOST (-2)
/* The flow-control bytes the driver sends (and the console ignores). */
#define SERIAL_XON 0x11
#define SERIAL_XOFF 0x13

/* Next received byte (0..255), SERIAL_LOST where bytes were dropped just
 * before it, or SERIAL_NONE if nothing is waiting. */
int16_t serial_read(void);
/* Queue one byte for sending (waits while the transmit buffer is full).
 * Bytes go out from the interrupt, so interrupts must be on for them to
 * leave; with interrupts off a full buffer is drained by polling instead of
 * hanging. */
void serial_write(uint8_t byte);
/* Nonzero while bytes are still waiting to be sent or the last one is
 * still being shifted out. */
uint8_t serial_tx_busy(void);

#endif
