/*
 * bootloader.h — the board with its real bootloader on a pseudo-terminal
 * (`nimbox-sim --bootloader HEX ELF`), so avrdude, `make flash` and the
 * page's flasher write to the simulated board as to a real one.
 */
#ifndef SIM_BOOTLOADER_H
#define SIM_BOOTLOADER_H

struct boot_options {
    const char *image;    /* the bootloader's Intel HEX file */
    int blank;            /* 1: an empty application (flash erased), 0: the ELF's */
    int hfuse;            /* the high fuse (BOOTSZ, BOOTRST); -1: the board's */
    double latency_ms;    /* the USB-serial bridge's latency, chip to host */
    double timeout_s;     /* stop after this much real time (0: never) */
};

/* Runs the board in real time with the bootloader in its boot section:
 * the pty's path on stdout, a reset (EXTRF) each time a client opens it.
 * Returns the exit status (2: bad image or fuse, said on stderr). */
int bootloader_headless(const char *elf, const struct boot_options *o);

/* The fuse-given boot section's first byte address for this MCU and high
 * fuse, and whether BOOTRST sends the reset there (1) or to 0 (0);
 * -1 for an MCU it does not know. */
int bootloader_section(const char *mcu, unsigned flash_size, int hfuse, unsigned *start);

/* A bootloader option at argv[*i] (--bootloader HEX, --blank, --hfuse
 * 0xNN, --usb-latency MS) into o, *i past it: 1; 0 when argv[*i] is none
 * of them; -1 for a bad value (said on stderr). */
int bootloader_parse_option(int argc, char **argv, int *i, struct boot_options *o);

#endif
