/*
 * mmcu.c — the .mmcu section simavr reads from the ELF: MCU, clock and
 * supply voltages (the board's BOARD_VCC_MV for VCC, AVCC and AREF).  The
 * link places it at 0x910000 and nimbox.hex leaves it out, so it never
 * reaches a real chip.
 */
#include <avr/avr_mcu_section.h>

#include "board.h"

/* Nothing refers to the tags, so link-time optimisation would drop them:
 * mark each one used. */
#undef _MMCU_
#define _MMCU_ __attribute__((section(".mmcu"), used))

AVR_MCU(F_CPU, BOARD_MCU);
AVR_MCU_VOLTAGES(BOARD_VCC_MV, BOARD_VCC_MV, BOARD_VCC_MV);
