/*
 * flash_text.c (host) — program memory is ordinary memory here.
 */
#include "hal/flash_text.h"

char text_flash_char(const char *p)
{
    return *p;
}

uint8_t flash_read_byte(const uint8_t *p)
{
    return *p;
}
