/*
 * test_console.c — the serial console's line handling against the fake
 * serial HAL: the banner, answers, CR/LF/CRLF endings, blank lines, errors
 * naming the word at fault, and a line longer than the buffer refused once
 * with nothing overflowing.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "console.h"
#include "fake_serial.h"

/* Feed a string byte by byte; returns how many lines were handled. */
static unsigned feed(const char *bytes)
{
    unsigned lines = 0;
    while (*bytes)
        lines += console_byte((uint8_t)*bytes++);
    return lines;
}

static void setup_console(void)
{
    fake_serial_reset();
    console_init();
    fake_serial_reset();   /* forget the banner */
}

static void test_banner(void **state)
{
    (void)state;
    fake_serial_reset();
    console_init();
    assert_int_equal(strncmp(fake_serial_sent(), "nimbox ", 7), 0);
    assert_non_null(strstr(fake_serial_sent(), "move RULE POS..."));
    assert_int_equal(fake_serial_sent()[strlen(fake_serial_sent()) - 1], '\n');
}

static void test_move_answers(void **state)
{
    (void)state;
    setup_console();
    assert_int_equal(feed("move nim 3 4 5\n"), 1);
    assert_string_equal(fake_serial_sent(), "win 1 3 1\n");
    fake_serial_reset();
    feed("move nim 1 2 3\n");
    assert_string_equal(fake_serial_sent(), "lose\n");
}

static void test_line_endings(void **state)
{
    (void)state;
    setup_console();
    /* CR alone, CR LF as one end, LF alone */
    assert_int_equal(feed("move nim 1 1\r"), 1);
    assert_int_equal(feed("move nim 2\r\n"), 1);
    assert_int_equal(feed("move misere 0\n"), 1);
    assert_string_equal(fake_serial_sent(), "lose\nwin 1 2 0\nwon\n");
}

static void test_blank_lines_ignored(void **state)
{
    (void)state;
    setup_console();
    assert_int_equal(feed("\n\r\n   \n"), 0);
    assert_string_equal(fake_serial_sent(), "");
}

static void test_errors_name_the_word(void **state)
{
    (void)state;
    setup_console();
    feed("move nim 3 x\n");
    assert_string_equal(fake_serial_sent(),
                        "error: argument 3 'x': not a number (digits 0-9 only)\n");
    fake_serial_reset();
    feed("frob 1\n");
    assert_string_equal(fake_serial_sent(), "error: 'frob': unknown command (move, grundy)\n");
    fake_serial_reset();
    feed("move dag:chess 0=1\n");
    assert_string_equal(fake_serial_sent(), "error: argument 1 'dag:chess': no such graph\n");
}

static void test_long_line_refused_once(void **state)
{
    char line[CONSOLE_LINE_MAX * 3];
    size_t i;
    (void)state;
    setup_console();
    /* a valid-looking command far longer than the buffer */
    strcpy(line, "move nim");
    for (i = strlen(line); i + 2 < sizeof line - 1; i += 2)
        memcpy(line + i, " 1", 2);
    line[i] = 0;
    assert_int_equal(feed(line), 0);          /* nothing answered before the end */
    assert_string_equal(fake_serial_sent(), "");
    assert_int_equal(feed("\n"), 1);
    /* one error line, nothing else */
    assert_int_equal(strncmp(fake_serial_sent(), "error: line too long", 20), 0);
    assert_ptr_equal(strchr(fake_serial_sent(), '\n'),
                     fake_serial_sent() + strlen(fake_serial_sent()) - 1);
    /* the console is usable right after */
    fake_serial_reset();
    feed("move nim 1 2 3\n");
    assert_string_equal(fake_serial_sent(), "lose\n");
}

static void test_longest_line_accepted(void **state)
{
    char line[CONSOLE_LINE_MAX + 1];
    size_t i, ones = 0;
    (void)state;
    setup_console();
    /* exactly CONSOLE_LINE_MAX - 1 characters: the most that fits */
    strcpy(line, "move nim");
    for (i = strlen(line); i + 2 <= CONSOLE_LINE_MAX - 1; i += 2, ones++)
        memcpy(line + i, " 1", 2);
    while (i < CONSOLE_LINE_MAX - 1)
        line[i++] = ' ';
    line[i] = 0;
    assert_int_equal(strlen(line), CONSOLE_LINE_MAX - 1);
    feed(line);
    feed("\n");
    /* heaps of 1: an odd count wins by taking one */
    assert_string_equal(fake_serial_sent(), ones % 2 ? "win 1 1 0\n" : "lose\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_banner),
        cmocka_unit_test(test_move_answers),
        cmocka_unit_test(test_line_endings),
        cmocka_unit_test(test_blank_lines_ignored),
        cmocka_unit_test(test_errors_name_the_word),
        cmocka_unit_test(test_long_line_refused_once),
        cmocka_unit_test(test_longest_line_accepted),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
