/*
 * fake_store.h — the settings store for host tests (see fake_store.c).
 */
#ifndef HOST_TESTS_UNIT_FAKE_STORE_H
#define HOST_TESTS_UNIT_FAKE_STORE_H

#include <stdint.h>

#define FAKE_STORE_SIZE 16384   /* settings.h: SETTINGS_STORE_BYTES on the host (host heaps are wider) */

/* Every cell 0xFF, counters zero. */
void fake_store_erase(void);
/* The cells, to read or damage. */
uint8_t *fake_store_cells(void);
/* Each write started from now keeps store_busy() 1 for the next polls
 * calls of store_busy() (0, the default: done at once). */
void fake_store_write_time(unsigned polls);
/* Reads and writes asked for while a write was under way (the chip would
 * wait for it), since the erase. */
unsigned fake_store_waits(void);
/* Bytes store_update changed since the erase. */
unsigned fake_store_writes(void);
/* The most any one cell has been written (changed) since the erase. */
unsigned fake_store_most_writes(void);
/* From now on, every cell write (a changed cell) is logged in order, up
 * to FAKE_STORE_LOG of them; the count logged, and the i-th's address and
 * value (a test replays a prefix of them to cut the power inside one). */
#define FAKE_STORE_LOG 65536u
void fake_store_log_start(void);
unsigned fake_store_log_count(void);
void fake_store_log_entry(unsigned i, uint16_t *addr, uint8_t *value);
/* A power cut inside the k-th cell write (a changed cell) from now (1:
 * the next; 0: none armed): the image it leaves is kept aside, every
 * write before it done and that cell holding its old value, the new one,
 * 0xFF, or `value` (by model); the writes go on.  Whether it came; and
 * the power-on: the cells become that image (nothing if no cut came). */
enum { FAKE_STORE_TORN_OLD, FAKE_STORE_TORN_NEW, FAKE_STORE_TORN_ERASED, FAKE_STORE_TORN_VALUE,
       FAKE_STORE_TORN_MODELS };
void fake_store_cut_in_write(unsigned k, int model, uint8_t value);
int fake_store_cut_came(void);
void fake_store_power_on(void);
/* Reads or writes that went past FAKE_STORE_SIZE. */
unsigned fake_store_out_of_range(void);

#endif
