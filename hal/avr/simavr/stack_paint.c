/*
 * stack_paint.c (AVR) — fills the free RAM between the end of .bss and the
 * stack with a known pattern before main() runs, so the simulator (or a
 * debugger) can read the deepest stack use afterwards: the lowest byte that
 * is no longer the pattern.
 */
#include <stdint.h>
#include <avr/io.h>

#define STACK_PAINT 0xAA

extern uint8_t _end;        /* first byte after .bss (linker) */

void stack_paint(void) __attribute__((naked, used, section(".init3")));

void stack_paint(void)
{
    uint8_t *p = &_end;
    /* .init3 runs on the startup stack at RAMEND with nothing pushed yet */
    while (p < (uint8_t *)SP)
        *p++ = STACK_PAINT;
}
