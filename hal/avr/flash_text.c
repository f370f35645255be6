/*
 * flash_text.c (AVR) — NB_FLASH strings and byte tables live in program
 * memory and are read with LPM.
 */
#include <avr/pgmspace.h>
#include "hal/flash_text.h"

char text_flash_char(const char *p)
{
    return (char)pgm_read_byte(p);
}

uint8_t flash_read_byte(const uint8_t *p)
{
    return pgm_read_byte(p);
}
