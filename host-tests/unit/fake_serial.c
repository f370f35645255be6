/*
 * fake_serial.c — the serial HAL for host tests: bytes written are kept in
 * a buffer a test can read and clear; reads come from a queue a test fills.
 */
#include <string.h>
#include "fake_serial.h"
#include "hal/serial.h"

static char sent[4096];
static size_t sent_len;
static const char *incoming;

void serial_init(void)
{
    fake_serial_reset();
}

int16_t serial_read(void)
{
    if (incoming && *incoming)
        return (int16_t)(uint8_t)*incoming++;
    return SERIAL_NONE;
}

void serial_write(uint8_t byte)
{
    if (sent_len + 1 < sizeof sent)
        sent[sent_len++] = (char)byte;
    sent[sent_len] = 0;
}

uint8_t serial_tx_busy(void)
{
    return 0;
}

void fake_serial_reset(void)
{
    sent_len = 0;
    sent[0] = 0;
    incoming = 0;
}

const char *fake_serial_sent(void)
{
    return sent;
}

size_t fake_serial_sent_length(void)
{
    return sent_len;
}

void fake_serial_feed(const char *bytes)
{
    incoming = bytes;
}
