/*
 * serial.c (AVR) — the console on UART0, 8N1 at BOARD_UART_BAUD with U2X,
 * interrupt-driven both ways:
 *   receive  USART_RX_vect fills a SERIAL_RX_SIZE ring.  At
 *            SERIAL_RX_SIZE - SERIAL_XOFF_ROOM bytes it asks for XOFF; a
 *            byte that finds the ring full is dropped (older bytes are
 *            kept) and the next byte stored carries a "lost before me"
 *            mark (one bit per slot), which serial_read turns into
 *            SERIAL_LOST at that place in the stream;
 *   transmit serial_write queues into a SERIAL_TX_SIZE ring and
 *            USART_UDRE_vect feeds UDR0 from it; a pending XOFF or XON goes
 *            out before the queued bytes.
 * With interrupts off, serial_write still works: a full ring is drained by
 * polling UDRE0.  RXD0's pull-up is on (board.h: BOARD_UART_RX_PORT/BIT):
 * with nothing driving the line (a handheld's serial header unplugged) it
 * reads idle instead of noise, which would be taken as console bytes and
 * keep the device awake.
 */
#include <avr/interrupt.h>
#include <avr/io.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/serial.h"
#include "hal/avr/wake.h"

#ifndef SERIAL_RX_SIZE
#define SERIAL_RX_SIZE 64
#endif
#ifndef SERIAL_TX_SIZE
#define SERIAL_TX_SIZE 64
#endif
#if SERIAL_RX_SIZE < 2 || SERIAL_RX_SIZE > 128 || (SERIAL_RX_SIZE & (SERIAL_RX_SIZE - 1)) != 0
#error "serial: SERIAL_RX_SIZE must be a power of two, 2..128"
#endif
/* Free slots left when XOFF goes out: the byte being received, the frame
 * on the wire ahead of XOFF, XOFF itself, a 16-byte skid, and spare. */
#ifndef SERIAL_XOFF_ROOM
#define SERIAL_XOFF_ROOM 24
#endif
#if SERIAL_XOFF_ROOM < 19 || SERIAL_XOFF_ROOM >= SERIAL_RX_SIZE
#error "serial: SERIAL_XOFF_ROOM must leave a 16-byte skid and fit the ring"
#endif
#if SERIAL_TX_SIZE < 2 || SERIAL_TX_SIZE > 128 || (SERIAL_TX_SIZE & (SERIAL_TX_SIZE - 1)) != 0
#error "serial: SERIAL_TX_SIZE must be a power of two, 2..128"
#endif

#if BOARD_UART != 0
#error "serial: only UART0 is supported"
#endif

/* Vector names per MCU: the 328P has one USART, the 2560 and 1284P number
 * theirs. */
#if defined(USART_RX_vect) && defined(USART_UDRE_vect)
#define SERIAL_RX_VECT USART_RX_vect
#define SERIAL_UDRE_VECT USART_UDRE_vect
#elif defined(USART0_RX_vect) && defined(USART0_UDRE_vect)
#define SERIAL_RX_VECT USART0_RX_vect
#define SERIAL_UDRE_VECT USART0_UDRE_vect
#else
#error "serial: no UART0 vectors known for this MCU"
#endif

/* U2X: UBRR = F_CPU / (8 * baud) - 1, rounded; the rate error must stay
 * within 2.5 % (16 MHz, 115200: UBRR 16, 117647 baud, +2.1 %). */
#define SERIAL_UBRR ((F_CPU + 4UL * BOARD_UART_BAUD) / (8UL * BOARD_UART_BAUD) - 1UL)
#define SERIAL_REAL_BAUD (F_CPU / (8UL * (SERIAL_UBRR + 1UL)))
#if SERIAL_UBRR > 4095
#error "serial: baud rate too low for UBRR0"
#endif
#if SERIAL_REAL_BAUD > BOARD_UART_BAUD
#if (SERIAL_REAL_BAUD - BOARD_UART_BAUD) * 1000UL > 25UL * BOARD_UART_BAUD
#error "serial: baud rate error above 2.5 %"
#endif
#else
#if (BOARD_UART_BAUD - SERIAL_REAL_BAUD) * 1000UL > 25UL * BOARD_UART_BAUD
#error "serial: baud rate error above 2.5 %"
#endif
#endif

/* Free-running 8-bit indices: count = head - tail. */
static volatile uint8_t rx_buf[SERIAL_RX_SIZE];
static volatile uint8_t rx_head;   /* written by the RX interrupt */
static volatile uint8_t rx_tail;   /* written by serial_read */
/* bit i of rx_lost_mark: bytes were dropped just before slot i's byte */
static volatile uint8_t rx_lost_mark[SERIAL_RX_SIZE / 8];
static volatile uint8_t rx_lost_pending;   /* dropped since the last byte stored */
/* flow control: the byte to send before the queue (0: none), and whether
 * the sender was last told XOFF */
static volatile uint8_t flow_byte;
static volatile uint8_t flow_stopped;

static volatile uint8_t tx_buf[SERIAL_TX_SIZE];
static volatile uint8_t tx_head;   /* written by serial_write */
static volatile uint8_t tx_tail;   /* written by the UDRE interrupt */
static volatile uint8_t tx_used;   /* a byte has ever been sent */

/* Slot's bit in its byte of rx_lost_mark, shifted in 8 bits (the plain
 * `1u << n` is an int's shift, twice the work and the registers). */
static inline __attribute__((always_inline)) uint8_t slot_bit(uint8_t slot)
{
    uint8_t bit = 1;
    for (slot &= 7; slot; slot--)
        bit = (uint8_t)(bit << 1);
    return bit;
}

/* Ask for XON or XOFF to go out next, ahead of the transmit ring. */
static void flow_send(uint8_t byte)
{
    flow_byte = byte;
    flow_stopped = byte == SERIAL_XOFF;
    UCSR0B |= (1 << UDRIE0);
}

ISR(SERIAL_RX_VECT)
{
    uint8_t byte = UDR0;
    uint8_t head = rx_head;
    uint8_t used = (uint8_t)(head - rx_tail);
    uint8_t slot = head & (SERIAL_RX_SIZE - 1);
    uint8_t bit = slot_bit(slot);
    power_wake_flag = 1;
    if (used >= SERIAL_RX_SIZE) {
        rx_lost_pending = 1;
        return;
    }
    rx_buf[slot] = byte;
    if (rx_lost_pending)
        rx_lost_mark[slot >> 3] |= bit;
    else
        rx_lost_mark[slot >> 3] &= (uint8_t)~bit;
    rx_lost_pending = 0;
    rx_head = (uint8_t)(head + 1);
    if ((uint8_t)(used + 1u) >= SERIAL_RX_SIZE - SERIAL_XOFF_ROOM && !flow_stopped)
        flow_send(SERIAL_XOFF);
}

/* Move the next queued byte to UDR0 (UDRE0 set); stop the interrupt when
 * the ring is empty. */
static inline __attribute__((always_inline)) void tx_next(void)
{
    uint8_t tail = tx_tail;
    uint8_t byte = flow_byte;
    if (byte) {
        flow_byte = 0;
    } else if (tail == tx_head) {
        UCSR0B &= (uint8_t) ~(1 << UDRIE0);
        return;
    } else {
        byte = tx_buf[tail & (SERIAL_TX_SIZE - 1)];
        tx_tail = (uint8_t)(tail + 1);
    }
    UDR0 = byte;
    UCSR0A = (1 << U2X0) | (1 << TXC0);   /* clear TXC0: this byte is not out yet */
}

ISR(SERIAL_UDRE_VECT)
{
    tx_next();
}

#ifndef BOARD_UART_RX_PORT
#error "board.h: BOARD_UART_RX_PORT and BOARD_UART_RX_BIT name the console's RXD pin (pulled up)"
#endif

void serial_init(void)
{
    UCSR0B = 0;
    *avr_port_reg(BOARD_UART_RX_PORT) |= (uint8_t)(1u << BOARD_UART_RX_BIT);   /* RXD pulled up */
    rx_head = rx_tail = 0;
    tx_head = tx_tail = 0;
    rx_lost_pending = 0;
    flow_byte = 0;
    flow_stopped = 0;
    tx_used = 0;
    UCSR0A = (1 << U2X0);   /* before UBRR0: simavr computes its timing at the UBRR0L write */
    UBRR0H = (uint8_t)(SERIAL_UBRR >> 8);
    UBRR0L = (uint8_t)SERIAL_UBRR;
    UCSR0C = (1 << UCSZ01) | (1 << UCSZ00);   /* 8N1 */
    UCSR0B = (1 << RXCIE0) | (1 << RXEN0) | (1 << TXEN0);
    /* a sender still paused by the XOFF of a life before this reset */
    flow_send(SERIAL_XON);
}

int16_t serial_read(void)
{
    uint8_t tail = rx_tail;
    uint8_t slot = tail & (SERIAL_RX_SIZE - 1);
    int16_t result;
    uint8_t sreg = SREG;
    cli();
    if (tail == rx_head) {
        /* drained (every idle wake passes here: nothing more worked out
         * first): report a loss not yet followed by a byte, and let the
         * sender go on */
        result = rx_lost_pending ? SERIAL_LOST : SERIAL_NONE;
        rx_lost_pending = 0;
        if (flow_stopped)
            flow_send(SERIAL_XON);
    } else {
        uint8_t bit = slot_bit(slot);
        if (rx_lost_mark[slot >> 3] & bit) {
            rx_lost_mark[slot >> 3] &= (uint8_t)~bit;   /* the byte itself comes next */
            result = SERIAL_LOST;
        } else {
            result = rx_buf[slot];
            rx_tail = (uint8_t)(tail + 1);
        }
    }
    SREG = sreg;
    return result;
}

void serial_write(uint8_t byte)
{
    uint8_t head = tx_head;
    while ((uint8_t)(head - tx_tail) >= SERIAL_TX_SIZE) {
        /* full: the interrupt makes room, or we do when interrupts are off */
        if (!(SREG & (1 << SREG_I)) && (UCSR0A & (1 << UDRE0)))
            tx_next();
    }
    tx_buf[head & (SERIAL_TX_SIZE - 1)] = byte;
    tx_head = (uint8_t)(head + 1);
    tx_used = 1;
    /* If the interrupt runs between the read and the write of UCSR0B and
     * empties the ring, UDRIE0 is set again and the interrupt finds the
     * ring empty and clears it: harmless. */
    UCSR0B |= (1 << UDRIE0);
}

uint8_t serial_tx_busy(void)
{
    if (tx_head != tx_tail || flow_byte)
        return 1;
    /* the ring is empty: busy until the last frame is shifted out */
    return tx_used && !(UCSR0A & (1 << TXC0));
}
