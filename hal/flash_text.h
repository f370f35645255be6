/*
 * flash_text.h — reading constants kept in program memory.  On the AVR,
 * NB_FLASH data (texts, map tables) lives in flash and is read with LPM;
 * on the host it is ordinary memory.  One implementation per target, chosen
 * at link time (hal/avr/flash_text.c, hal/host/flash_text.c).  Plain C: the
 * engine reads its flash tables through these two functions only.
 */
#ifndef HAL_FLASH_TEXT_H
#define HAL_FLASH_TEXT_H

#include <stdint.h>

/* One character of an NB_FLASH string. */
char text_flash_char(const char *p);
/* One byte of an NB_FLASH byte array. */
uint8_t flash_read_byte(const uint8_t *p);

#endif
