/*
 * ihex.h — reading an Intel HEX file (a bootloader's image) into bytes.
 */
#ifndef SIM_IHEX_H
#define SIM_IHEX_H

#include <stdint.h>

/* Reads the file at path into img[0..size) (0xFF where it puts nothing);
 * *lo and *hi: the first and one past the last address it wrote.  0, or
 * -1 with the reason (the line) on stderr. */
int ihex_read(const char *path, uint8_t *img, unsigned size, unsigned *lo, unsigned *hi);

#endif
