/*
 * caps.h — what the simulated board can do, by name, for the guards of
 * scenario lines: `[piles=16] send ...` runs only where the engine holds
 * 16 piles, `requires maps~large` skips the rest of a script on a board
 * without the large map.  Scripts never name boards: each capability is
 * learned from the build (board.h, the board.mk limits the simulator is
 * compiled with, the maps list) or from the firmware ELF itself.
 */
#ifndef NIMBOX_SIM_CAPS_H
#define NIMBOX_SIM_CAPS_H

#include <stddef.h>
#include <stdio.h>

/* Whether every blank-separated condition in conds holds (NAME=VALUE,
 * != < <= > >= on numbers, ~ and !~ for "the list holds").  1: all hold;
 * 0: one does not, described in why ("piles=32, not 16"); -1: a condition
 * that cannot be read (an unknown name, a bad operator), said in why. */
int caps_eval(const char *conds, char *why, size_t why_size);
/* The capabilities as a Markdown table: name, meaning, where it comes from
 * (the same on every board; docs/simulator.md holds a copy). */
void caps_print_table(FILE *out);
/* This board's values, one NAME=VALUE a line (after sim_open, for the
 * ones read from the ELF). */
void caps_print_values(FILE *out);

/* Forget what was read from the EEPROM (settings-slots): a new script. */
void caps_forget(void);

#endif
