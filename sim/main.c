/*
 * main.c — nimbox-sim, the nimbox device on the desk: the firmware ELF in
 * simavr with the board's LCD, keys and console (the harness library,
 * sim.h).
 *
 *   nimbox-sim ELF                    interactive, real time (a terminal)
 *   nimbox-sim --demo ELF SCRIPT      run a scenario, show the LCD per step
 *   nimbox-sim --check ELF SCRIPT...  scenarios as tests: ok/FAIL, a total
 *   nimbox-sim --bench ELF SCRIPT...  scenarios, printing what `measure` saw
 *   nimbox-sim --commands             the script commands (Markdown table)
 *   nimbox-sim --caps [ELF]           the capabilities: the table, or this
 *                                     board's values with the ELF
 *
 * The scenario scripts' language is script.h's; its commands are the table
 * in script_table.c, which --commands prints (docs/simulator.md holds that
 * printout, checked by `make check`).
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "sim/caps.h"
#include "sim/interactive.h"
#include "sim/script.h"
#include "sim/sim.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: nimbox-sim ELF                     interactive (stdin a terminal)\n"
            "       nimbox-sim --demo ELF SCRIPT       run a scenario, show each step\n"
            "       nimbox-sim --check ELF SCRIPT...   scenarios as tests\n"
            "       nimbox-sim --bench ELF SCRIPT...   scenarios, print measurements\n"
            "       nimbox-sim --commands              the script commands\n"
            "       nimbox-sim --caps [ELF]            the capabilities (with ELF: this\n"
            "                                          board's values)\n");
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

int main(int argc, char **argv)
{
    if (argc == 2 && argv[1][0] != '-') {
        if (!isatty(0) || !isatty(1)) {
            fprintf(stderr, "nimbox-sim: interactive mode needs a terminal; "
                            "use --demo ELF SCRIPT\n");
            return 2;
        }
        return interactive(argv[1]);
    }
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
    struct run r;
    memset(&r, 0, sizeof r);
    if (argc >= 4 && !strcmp(argv[1], "--demo") && argc == 4)
        r.mode = MODE_DEMO;
    else if (argc >= 4 && !strcmp(argv[1], "--check"))
        r.mode = MODE_CHECK;
    else if (argc >= 4 && !strcmp(argv[1], "--bench"))
        r.mode = MODE_BENCH;
    else {
        usage(stderr);
        return 2;
    }
    const char *elf = argv[2];
    for (int i = 3; i < argc; i++) {
        script_run_file(&r, elf, argv[i]);
        fflush(stdout);
    }
    /* the demo is a show: only a firmware that cannot run fails it */
    if (r.mode == MODE_DEMO)
        return r.fatal ? 1 : 0;
    printf("%u passed, %u failed\n", r.passed, r.failed);
    return r.failed ? 1 : 0;
}
