/*
 * main.c — nimbox-sim, the nimbox device on the desk: the firmware ELF in
 * simavr with the board's LCD, keys and console (the harness library,
 * sim.h).
 *
 *   nimbox-sim [OPTIONS] ELF              interactive, real time (a terminal);
 *                                         the console on a pty too
 *   nimbox-sim --pty [OPTIONS] ELF        the console on a pty, no terminal UI
 *   nimbox-sim --script FILE [OPTIONS] ELF  one scenario as a test (with
 *                                         --gdb: under the debugger)
 *   nimbox-sim [OPTIONS] --demo ELF SCRIPT   run a scenario, show the LCD per step
 *   nimbox-sim [OPTIONS] --check ELF SCRIPT...  scenarios as tests: ok/FAIL, a total
 *   nimbox-sim [OPTIONS] --bench ELF SCRIPT...  scenarios, printing what `measure` saw
 *   nimbox-sim --commands             the script commands (Markdown table)
 *   nimbox-sim --caps [ELF]           the capabilities: the table, or this
 *                                     board's values with the ELF
 *
 * OPTIONS (usage() lists them) set up the harness before any sim_open:
 * the LCD oscillator the timing check assumes, a trace file, the gdb
 * stub, the EEPROM's file, a time limit.
 *
 * The scenario scripts' language is script.h's; its commands are the table
 * in script_table.c, which --commands prints (docs/simulator.md holds that
 * printout, checked by `make check`).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sim/bootloader.h"
#include "sim/caps.h"
#include "sim/interactive.h"
#include "sim/pty.h"
#include "sim/script.h"
#include "sim/sim.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: nimbox-sim [OPTIONS] ELF           interactive (stdin a terminal); the\n"
            "                                          console on a pty as well\n"
            "       nimbox-sim --pty [OPTIONS] ELF     the console on a pty (its path on\n"
            "                                          stdout), no terminal UI, real time\n"
            "       nimbox-sim --script FILE [OPTIONS] ELF   one scenario as a test\n"
            "       nimbox-sim [OPTIONS] --demo ELF SCRIPT       run a scenario, show each step\n"
            "       nimbox-sim [OPTIONS] --check ELF SCRIPT...   scenarios as tests\n"
            "       nimbox-sim [OPTIONS] --bench ELF SCRIPT...   scenarios, print measurements\n"
            "       nimbox-sim --commands              the script commands\n"
            "       nimbox-sim --caps [ELF]            the capabilities (with ELF: this\n"
            "                                          board's values)\n"
            "options:\n"
            "  --lcd-khz N     the LCD timing check at an N kHz oscillator (270)\n"
            "  --trace FILE    a VCD of the board's signals (gtkwave FILE)\n"
            "  --wav FILE      what the buzzer played, as a WAV (each script overwrites it)\n"
            "  --gdb PORT      simavr's gdb stub on PORT; the core waits for gdb's continue\n"
            "  --eeprom FILE   the EEPROM loaded from FILE and saved to it (interactive, --pty)\n"
            "  --timeout S     --pty: stop after S seconds of real time\n"
            "  --bootloader HEX  the board's bootloader in its boot section, UART0 on a pty\n"
            "                  (a reset when a client opens it); with --blank (no\n"
            "                  application), --hfuse 0xNN, --usb-latency MS (1)\n");
}

/* --caps: the table, or with an ELF this board's values. */
static int caps(int argc, char **argv)
{
    if (argc == 2) {
        caps_print_table(stdout);
        return 0;
    }
    if (sim_open(argv[2], 0) != 0) {
        fprintf(stderr, "nimbox-sim: %s\n", sim_error());
        return 2;
    }
    caps_print_values(stdout);
    sim_close();
    return 0;
}

struct options {
    int pty;
    const char *script;
    const char *eeprom;
    double timeout;
    int gdb;
    struct boot_options boot;
};

/* The options at argv[*i] onwards; *i left at the first other word.
 * 0, or -1 on a bad one (said). */
static int parse_options(int argc, char **argv, int *i, struct options *o)
{
    while (*i < argc && !strncmp(argv[*i], "--", 2)) {
        const char *name = argv[*i];
        int boot = bootloader_parse_option(argc, argv, i, &o->boot);
        if (boot < 0)
            return -1;
        if (boot)
            continue;
        if (!strcmp(name, "--pty")) {
            o->pty = 1;
            (*i)++;
            continue;
        }
        int takes = !strcmp(name, "--lcd-khz") || !strcmp(name, "--trace") ||
                    !strcmp(name, "--gdb") || !strcmp(name, "--eeprom") ||
                    !strcmp(name, "--timeout") || !strcmp(name, "--script") ||
                    !strcmp(name, "--wav");
        if (!takes)
            return 0;   /* a mode (--check ...) */
        if (*i + 1 >= argc) {
            fprintf(stderr, "nimbox-sim: %s needs a value\n", name);
            return -1;
        }
        const char *v = argv[*i + 1];
        char *end;
        long n = strtol(v, &end, 10);
        if (!strcmp(name, "--lcd-khz") || !strcmp(name, "--gdb")) {
            if (*end || n < 1 || n > 65535) {
                fprintf(stderr, "nimbox-sim: %s %s: a number 1..65535\n", name, v);
                return -1;
            }
            if (name[2] == 'l')
                sim_lcd_set_khz((uint32_t)n);
            else
                o->gdb = (int)n;
        } else if (!strcmp(name, "--timeout")) {
            o->timeout = strtod(v, &end);
            if (*end || o->timeout <= 0) {
                fprintf(stderr, "nimbox-sim: --timeout %s: seconds above 0\n", v);
                return -1;
            }
        } else if (!strcmp(name, "--trace")) {
            sim_trace_set(v);
        } else if (!strcmp(name, "--wav")) {
            sim_wav_set(v);
        } else if (!strcmp(name, "--eeprom")) {
            o->eeprom = v;
        } else {
            o->script = v;
        }
        *i += 2;
    }
    return 0;
}

/* The scripts after the ELF, in mode; the exit status. */
static int run_scripts(enum run_mode mode, const char *elf, int nscripts, char **scripts)
{
    struct run r;
    memset(&r, 0, sizeof r);
    r.mode = mode;
    for (int i = 0; i < nscripts; i++) {
        script_run_file(&r, elf, scripts[i]);
        fflush(stdout);
    }
    /* the demo is a show: only a firmware that cannot run fails it */
    if (r.mode == MODE_DEMO)
        return r.fatal ? 1 : 0;
    script_print_lcd_margin(&r);
    script_print_power_cuts(&r);
    int none = r.mode == MODE_CHECK && r.passed + r.failed == 0;
    if (none)
        printf("no check ran: every script's `requires` skipped it on this board\n");
    printf("%u passed, %u failed\n", r.passed, r.failed);
    return r.failed || r.fatal || none ? 1 : 0;   /* an early stop fails the run too */
}

int main(int argc, char **argv)
{
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        usage(stdout);
        printf("\nscript commands:\n\n");
        script_print_commands(stdout);
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "--commands")) {
        script_print_commands(stdout);
        return 0;
    }
    if ((argc == 2 || argc == 3) && !strcmp(argv[1], "--caps"))
        return caps(argc, argv);
    struct options o;
    memset(&o, 0, sizeof o);
    o.boot.hfuse = -1;
    o.boot.latency_ms = 1;
    int i = 1;
    if (parse_options(argc, argv, &i, &o) != 0)
        return 2;
    sim_gdb_set(o.gdb);
    int left = argc - i;
    if (left == 1 && argv[i][0] != '-') {
        const char *elf = argv[i];
        if (o.script) {
            if (o.gdb)
                printf("gdb: avr-gdb %s -ex 'target remote :%d'\n", elf, o.gdb);
            fflush(stdout);
            return run_scripts(MODE_CHECK, elf, 1, (char **)&o.script);
        }
        if (o.boot.image) {
            o.boot.timeout_s = o.timeout;
            return bootloader_headless(elf, &o.boot);
        }
        if (o.pty)
            return pty_headless(elf, o.timeout, o.eeprom);
        if (!isatty(0) || !isatty(1)) {
            fprintf(stderr, "nimbox-sim: interactive mode needs a terminal; "
                            "use --demo ELF SCRIPT or --pty ELF\n");
            return 2;
        }
        return interactive(elf, o.eeprom);
    }
    enum run_mode mode;
    if (left == 3 && !strcmp(argv[i], "--demo"))
        mode = MODE_DEMO;
    else if (left >= 3 && !strcmp(argv[i], "--check"))
        mode = MODE_CHECK;
    else if (left >= 3 && !strcmp(argv[i], "--bench"))
        mode = MODE_BENCH;
    else {
        usage(stderr);
        return 2;
    }
    return run_scripts(mode, argv[i + 1], argc - i - 2, argv + i + 2);
}
