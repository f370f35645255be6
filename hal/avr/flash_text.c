/*
 * flash_text.c (AVR) — NB_FLASH strings live in program memory and are
 * read with LPM.
 */
#include <avr/pgmspace.h>
#include "text.h"

char text_flash_char(const char *p)
{
    return (char)pgm_read_byte(p);
}
