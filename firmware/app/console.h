/*
 * console.h — the serial console: the host command's language, one line in,
 * one line out, no echo.
 *
 *   move RULE POS...   ->  lose | win I FROM TO | won | error: ...
 *   grundy RULE N      ->  SG values (and the period line where it applies)
 *
 * Bytes arrive one at a time; a line ends at CR, LF or CR LF.  A line is
 * refused with one `error: ...` line once it ends, and never run, when
 * bytes of it were lost, when it holds a byte other than printable ASCII,
 * space or tab (named by column, shown as \xNN), or when it is longer than
 * the buffer; nothing overflows.  XON/XOFF bytes are ignored.
 */
#ifndef APP_CONSOLE_H
#define APP_CONSOLE_H

#include <stdint.h>

#ifndef CONSOLE_LINE_MAX
#define CONSOLE_LINE_MAX 96
#endif

/* Print the banner line. */
void console_init(void);
/* Take one received byte; returns 1 when a whole line was handled. */
uint8_t console_byte(uint8_t byte);
/* Received bytes were dropped here: the line they belonged to is refused. */
void console_lost(void);

#endif
