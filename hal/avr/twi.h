/*
 * twi.h (AVR) — the TWI (I2C) master, polled, for a write-mostly device on
 * the board's bus (the LCD's PCF8574, or the OLED).  Every wait is bounded: a status
 * that does not come within TWI_WAIT_US ends the transfer with TWI_TIMEOUT
 * and the TWI switched off, so a missing module, a bus without pull-ups or
 * a bus held low never hangs the caller.
 */
#ifndef HAL_AVR_TWI_H
#define HAL_AVR_TWI_H

#include <stdint.h>

/* How the bus or a transfer went. */
enum twi_result {
    TWI_OK = 0,
    TWI_NACK,          /* no device acknowledged the address (or a byte) */
    TWI_TIMEOUT,       /* the TWI never finished a step: the bus is stuck */
    TWI_NO_PULLUPS,    /* SCL and SDA stay low once released */
    TWI_SDA_LOW        /* SDA held low after 9 clocks and a STOP */
};

/* The bus checked with the TWI off (both lines released, a device holding
 * SDA clocked free with up to 9 SCL pulses and a STOP), then the TWI on
 * at 100 kHz (400 kHz on an OLED's board). */
enum twi_result twi_init(void);
/* START and the address byte (7-bit addr, read when read is nonzero). */
enum twi_result twi_start(uint8_t addr, uint8_t read);
/* One data byte out, written behind: it goes on the bus as this returns,
 * and its ACK is checked by the next twi_write or twi_stop, which returns
 * TWI_NACK or TWI_TIMEOUT for it (and sends nothing more); TWI_OK here
 * means the step before (the address, or the byte before) was
 * acknowledged.  A transfer ends with twi_stop before the next START. */
enum twi_result twi_write(uint8_t byte);
/* One data byte in, acknowledged when more follow (ack nonzero). */
enum twi_result twi_read(uint8_t *byte, uint8_t ack);
/* STOP (the bus released), once the step before is over: TWI_NACK when
 * it was a data byte the device refused, TWI_TIMEOUT when a step never
 * finished.  Bounded like the rest. */
enum twi_result twi_stop(void);
/* Does a device acknowledge addr at once (START, the address, STOP)?
 * TWI_OK, TWI_NACK, or a bus fault. */
enum twi_result twi_probe(uint8_t addr);
/* The TWI off and both lines released (before the module's supply is
 * cut, or after a fault). */
void twi_off(void);

#endif
