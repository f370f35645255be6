/*
 * interactive.h — `nimbox-sim ELF`: the firmware in real time on a
 * terminal (interactive.c).
 */
#ifndef SIM_INTERACTIVE_H
#define SIM_INTERACTIVE_H

/* Runs the session until the user quits; the exit status (2: no terminal
 * or no firmware).  eeprom: the file the EEPROM is kept in (NULL: none). */
int interactive(const char *elf, const char *eeprom);

#endif
