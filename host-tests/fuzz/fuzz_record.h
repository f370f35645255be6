/*
 * fuzz_record.h — a settings record made acceptable to this firmware: the
 * settings harnesses (fuzz_settings.c, fuzz_app.c) seal fuzzed bytes with
 * the magic, version, size and CRC the loader checks, so the bytes reach
 * the value checks behind them instead of stopping at the header.
 */
#ifndef HOST_TESTS_FUZZ_FUZZ_RECORD_H
#define HOST_TESTS_FUZZ_FUZZ_RECORD_H

#include <stdint.h>
#include "app/settings.h"

/* Write the header (magic, version, size n; the seq byte left as it is)
 * and the CRC of a record of n struct bytes starting at cells. */
static inline void fuzz_seal_record(uint8_t *cells, uint16_t n)
{
    uint16_t crc;
    cells[0] = SETTINGS_MAGIC;
    cells[1] = SETTINGS_VERSION;
    cells[2] = (uint8_t)(n & 0xFFu);
    cells[3] = (uint8_t)(n >> 8);
    crc = settings_crc16(cells, (uint16_t)(SETTINGS_HEADER + n), 0xFFFFu);
    cells[SETTINGS_HEADER + n] = (uint8_t)(crc & 0xFFu);
    cells[SETTINGS_HEADER + n + 1] = (uint8_t)(crc >> 8);
}

#endif
