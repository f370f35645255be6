/*
 * pty.h — the simulated board's console on a pseudo-terminal (pty.c), so
 * picocom, screen, pyserial or `nimbox --port` open it like a board's
 * serial port; and the EEPROM kept in a file across runs.
 */
#ifndef SIM_PTY_H
#define SIM_PTY_H

#include <stddef.h>

/* A pseudo-terminal's master side, non-blocking, its slave set raw (at
 * baud: 38400, 57600 or 115200; any other leaves the speed) and its path
 * copied into name; -1 with the reason on stderr. */
int pty_master(char *name, size_t size, unsigned long baud);
/* Opens the pty (raw, no echo) and taps the console; after sim_open.
 * Returns 0, or -1 with the reason on stderr. */
int pty_open(void);
/* The slave's path ("/dev/pts/N"), "" when closed. */
const char *pty_name(void);
/* Moves bytes: what the client wrote into the console's sender, as the
 * USART has room (the sender honours the firmware's XOFF); the firmware's
 * bytes (XON/XOFF too) went to the client as they came, and are dropped
 * while no client has the pty open, as a board's are with no host. */
void pty_poll(void);
/* Hands the console tap to the simulator again (after a new sim_open). */
void pty_rewire(void);
void pty_close(void);

/* The EEPROM from / to a file of its bytes.  Load: 0, 1 when there is no
 * file yet, -1 when it cannot be read (said on stderr).  Save: 0 or -1. */
int eeprom_file_load(const char *path);
int eeprom_file_save(const char *path);

/* `nimbox-sim --pty ELF`: no terminal UI; the path printed on stdout, then
 * real time until SIGINT/SIGTERM or timeout_s (0: none).  eeprom: a file
 * for the EEPROM (NULL: none).  The exit status. */
int pty_headless(const char *elf, double timeout_s, const char *eeprom);

#endif
