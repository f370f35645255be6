/*
 * mmcu.c — the .mmcu section simavr reads from the ELF: MCU, clock and
 * supply voltages.  The link places it at 0x910000 and nimbox.hex leaves it
 * out, so it never reaches a real chip.
 */
#include <avr/avr_mcu_section.h>

/* Nothing refers to the tags, so link-time optimisation would drop them:
 * mark each one used. */
#undef _MMCU_
#define _MMCU_ __attribute__((section(".mmcu"), used))

AVR_MCU(F_CPU, BOARD_MCU);
AVR_MCU_VOLTAGES(5000, 5000, 5000);
