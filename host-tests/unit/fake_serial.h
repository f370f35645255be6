/* fake_serial.h — control of the fake serial HAL in host tests. */
#ifndef HOST_TESTS_UNIT_FAKE_SERIAL_H
#define HOST_TESTS_UNIT_FAKE_SERIAL_H

#include <stddef.h>

/* Forget everything sent and queued. */
void fake_serial_reset(void);
/* Everything written since the last reset, NUL-terminated. */
const char *fake_serial_sent(void);
/* How many bytes of it were kept (NUL bytes written included). */
size_t fake_serial_sent_length(void);
/* Bytes serial_read() will return next (the string must outlive them). */
void fake_serial_feed(const char *bytes);

#endif
