/*
 * test_command_table.c — the command table (core/command.h) as both front
 * ends meet it: every row runs on the device's console and through the
 * host command's dispatcher (never "unknown command"), and appears in the
 * console's `help` and banner and in `nimbox --help`; every command of the
 * host's own is dispatched and listed too; a row that takes no arguments
 * refuses one.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/console.h"
#include "core/command.h"
#include "fake_serial.h"
#include "support.h"
#include "tools/nimbox/cli.h"

/* A console line, fed byte by byte; what the console answered. */
static const char *console_says(const char *line)
{
    fake_serial_reset();
    while (*line)
        console_byte((uint8_t)*line++);
    console_byte('\n');
    return fake_serial_sent();
}

/* cli_main on argv (argc words); stdout and stderr into out (size bytes,
 * both streams one after the other); returns the exit status. */
static int host_says(int argc, char **argv, char *out, size_t size)
{
    FILE *f = tmpfile();
    int saved_out = dup(1), saved_err = dup(2), status;
    size_t n;
    assert_non_null(f);
    fflush(stdout);
    fflush(stderr);
    dup2(fileno(f), 1);
    dup2(fileno(f), 2);
    status = cli_main(argc, argv);
    fflush(stdout);
    fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    close(saved_out);
    close(saved_err);
    rewind(f);
    n = fread(out, 1, size - 1, f);
    out[n] = 0;
    fclose(f);
    return status;
}

/* Row i's name (the host keeps the table's texts in ordinary memory). */
static const char *name(uint8_t i)
{
    return command_name(i);
}

static void test_rows_exist(void **state)
{
    (void)state;
    /* move, grundy, help and version at least; reply where play is built */
    assert_true(command_count() >= 4);
    assert_true(command_count() == 4 + CAP_PLAY);
}

static void test_every_row_runs_on_the_console(void **state)
{
    uint8_t i;
    char unknown[64];
    (void)state;
    for (i = 0; i < command_count(); i++) {
        const char *said = console_says(name(i));
        snprintf(unknown, sizeof unknown, "error: '%s': unknown command", name(i));
        assert_null(strstr(said, unknown));
        assert_true(strlen(said) > 0);
    }
    /* every row in upper case too, as rules and maps are taken */
    for (i = 0; i < command_count(); i++) {
        char upper[16];
        size_t k;
        for (k = 0; k + 1 < sizeof upper && name(i)[k]; k++)
            upper[k] = (char)(name(i)[k] - 'a' + 'A');
        upper[k] = 0;
        snprintf(unknown, sizeof unknown, "error: '%s': unknown command", upper);
        assert_null(strstr(console_says(upper), unknown));
    }
    /* a name that is no row is refused, and the refusal lists every row */
    {
        const char *said = console_says("frob");
        assert_non_null(strstr(said, "unknown command"));
        for (i = 0; i < command_count(); i++)
            assert_non_null(strstr(said, name(i)));
    }
}

static void test_every_row_in_the_console_help_and_banner(void **state)
{
    uint8_t i;
    char entry[80];
    char help[1024], banner[1024];
    (void)state;
    snprintf(help, sizeof help, "%s", console_says("help"));
    fake_serial_reset();
    console_init();
    snprintf(banner, sizeof banner, "%s", fake_serial_sent());
    for (i = 0; i < command_count(); i++) {
        snprintf(entry, sizeof entry, "%s%s%s", name(i), *command_args(i) ? " " : "",
                 command_args(i));
        assert_non_null(strstr(help, entry));
        assert_non_null(strstr(banner, entry));
    }
    assert_non_null(strstr(help, "; rules: nim"));
}

static void test_every_row_runs_on_the_host(void **state)
{
    uint8_t i;
    char out[8192], unknown[64];
    (void)state;
    for (i = 0; i < command_count(); i++) {
        char *argv[] = { "nimbox", (char *)name(i), "--help", 0 };
        snprintf(unknown, sizeof unknown, "unknown command '%s'", name(i));
        assert_int_equal(host_says(3, argv, out, sizeof out), 0);
        assert_null(strstr(out, unknown));
        assert_non_null(strstr(out, "usage: nimbox "));
    }
    /* the rows' own answers, through the dispatcher */
    {
        char *argv[] = { "nimbox", "version", 0 };
        assert_int_equal(host_says(2, argv, out, sizeof out), 0);
        assert_int_equal(strncmp(out, "nimbox ", 7), 0);
    }
    {
        char *argv[] = { "nimbox", "grundy", "nim", "3", 0 };
        assert_int_equal(host_says(4, argv, out, sizeof out), 0);
        assert_string_equal(out, "0 1 2 3\n");
    }
}

static void test_every_command_in_the_host_help(void **state)
{
    uint8_t i;
    char out[8192], entry[160], missing[2048];
    char *argv[] = { "nimbox", "--help", 0 };
    char *none[] = { "nimbox", 0 };
    (void)state;
    assert_int_equal(host_says(2, argv, out, sizeof out), 0);
    assert_int_equal(host_says(1, none, missing, sizeof missing), 2);
    for (i = 0; i < command_count(); i++) {
        snprintf(entry, sizeof entry, "  nimbox %s", name(i));
        assert_non_null(strstr(out, entry));
        assert_non_null(strstr(missing, name(i)));
    }
    /* the host's own commands (play, solve, maps at least): listed, and
     * dispatched */
    {
        uint8_t j;
        assert_true(cli_host_command_count() >= 3);
        for (j = 0; j < cli_host_command_count(); j++) {
            const char *own = cli_host_command_name(j);
            char *help[] = { "nimbox", (char *)own, "--help", 0 };
            char one[4096];
            snprintf(entry, sizeof entry, "  nimbox %s", own);
            assert_non_null(strstr(out, entry));
            assert_non_null(strstr(missing, own));
            assert_int_equal(host_says(3, help, one, sizeof one), 0);
            assert_non_null(strstr(one, "usage: nimbox "));
        }
    }
}

static void test_rows_without_arguments_refuse_one(void **state)
{
    uint8_t i;
    (void)state;
    for (i = 0; i < command_count(); i++) {
        char line[64];
        if (*command_args(i))
            continue;
        snprintf(line, sizeof line, "%s extra", name(i));
        assert_string_equal(console_says(line), "error: argument 1 'extra': unexpected extra input\n");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows_exist),
        cmocka_unit_test(test_every_row_runs_on_the_console),
        cmocka_unit_test(test_every_row_in_the_console_help_and_banner),
        cmocka_unit_test(test_every_row_runs_on_the_host),
        cmocka_unit_test(test_every_command_in_the_host_help),
        cmocka_unit_test(test_rows_without_arguments_refuse_one),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
