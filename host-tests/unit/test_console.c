/*
 * test_console.c — the serial console's line handling against the fake
 * serial HAL: the banner, answers, CR/LF/CRLF endings, blank lines, errors
 * naming the word at fault, a line longer than the buffer refused once
 * with nothing overflowing (by one character, or far longer), lines that lost bytes or hold bytes other than
 * printable ASCII refused (never run, never echoed raw), and XON/XOFF
 * ignored.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "app/console.h"
#include "core/command.h"
#include "fake_serial.h"
#include "app/version.h"
#include "board.h"
#include "core/maps.h"
#include "support.h"

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

/* Take-and-break lines answer on the console exactly as the engine's
 * command language answers the host (splits, periods), and their errors
 * end in the same sentence. */
static void test_octal_lines_as_the_host(void **state)
{
    static const char *const lines[] = {
        "move kayles 5", "move kayles 9 4 1", "move dawson 4", "move dawson 7 7",
        "move octal:0.137 12 30", "move octal:.77 10 10", "move kayles 70 71 72",
        "grundy kayles 20", "grundy dawson 30", "grundy octal:0.4 10",
        "move octal:0.78 3", "move octal:77 3", "move octal:0. 3", "move kayles:3 1",
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        struct command_io io = { &test_out, 0, 0, 0, 0 };
        struct nb_error err;
        char line[80], host[512];
        int code;
        error_clear(&err);
        test_out_reset();
        code = command_line(&io, lines[i], (uint16_t)strlen(lines[i]), 0, &err);
        if (code) {
            test_out_reset();
            error_write(&err, &test_out, command_write_names);
        }
        snprintf(host, sizeof host, "%s%s", test_out_text(), code ? "\n" : "");
        setup_console();
        snprintf(line, sizeof line, "%s\n", lines[i]);
        assert_int_equal(feed(line), 1);
        if (code == 0) {
            assert_string_equal(fake_serial_sent(), host);
        } else {
            const char *sent = fake_serial_sent();
            size_t n = strlen(sent), m = strlen(host);
            assert_true(strncmp(sent, "error: ", 7) == 0);
            assert_true(n > m && strcmp(sent + n - m, host) == 0);
        }
    }
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
    assert_string_equal(fake_serial_sent(), "error: 'frob': unknown command (move RULE POS... | "
                                            "grundy RULE N | reply RULE POS... | help | version)\n");
    fake_serial_reset();
    feed("move dag:chess 0=1\n");
    /* the board's maps listed, every one the build carries */
    {
        char want[256] = "error: argument 1 'dag:chess': no such graph (maps:";
        uint8_t i;
        for (i = 0; i < maps_count(); i++) {
            strcat(want, " ");
            strcat(want, maps_name(i));
        }
        strcat(want, ")\n");
        assert_string_equal(fake_serial_sent(), want);
    }
}

/* Squares on a grid map as the screens show them (a1 node 0, h8 node 63
 * on rook), in any case, the same answers as the nodes' numbers; a square
 * off the grid is refused with the last one named, a rank that would wrap
 * when multiplied too. */
static void test_squares(void **state)
{
    char want[128];
    static const char *const off[] = { "i1=1", "a9=1", "a0=1", "a=1", "a2305843009213693953=1",
                                       "h99999999999999999999999=1" };
    size_t i;
    (void)state;
    setup_console();
    feed("move dag:rook 63=1 1=1 9=2\n");
    snprintf(want, sizeof want, "%s", fake_serial_sent());
    assert_int_equal(strncmp(want, "win ", 4), 0);
    fake_serial_reset();
    feed("move dag:rook h8=1 B1=1 b2=2\n");
    assert_string_equal(fake_serial_sent(), want);
    for (i = 0; i < sizeof off / sizeof off[0]; i++) {
        char line[64];
        fake_serial_reset();
        snprintf(line, sizeof line, "move dag:rook %s\n", off[i]);
        feed(line);
        snprintf(want, sizeof want, "error: argument 2 '%s': no such square (a1..h8)\n", off[i]);
        assert_string_equal(fake_serial_sent(), want);
    }
    /* a map without a grid takes numbers only */
    fake_serial_reset();
    feed("move dag:sample1 a1=1\n");
    assert_string_equal(fake_serial_sent(), "error: argument 2 'a1=1': expected NODE=COUNT\n");
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

/* One character more than the longest: refused, as far longer ones are. */
static void test_one_too_long_refused(void **state)
{
    char line[CONSOLE_LINE_MAX + 1];
    size_t i;
    (void)state;
    setup_console();
    strcpy(line, "move nim");
    for (i = strlen(line); i + 2 <= CONSOLE_LINE_MAX; i += 2)
        memcpy(line + i, " 1", 2);
    while (i < CONSOLE_LINE_MAX)
        line[i++] = ' ';
    line[i] = 0;
    assert_int_equal(strlen(line), CONSOLE_LINE_MAX);
    feed(line);
    assert_int_equal(feed("\n"), 1);
    assert_int_equal(strncmp(fake_serial_sent(), "error: line too long", 20), 0);
}

/* Feed len bytes (NULs included). */
static unsigned feed_bytes(const char *bytes, size_t len)
{
    unsigned lines = 0;
    size_t i;
    for (i = 0; i < len; i++)
        lines += console_byte((uint8_t)bytes[i]);
    return lines;
}

static void test_every_bad_byte_refused(void **state)
{
    char line[16];
    char want[64];
    unsigned b;
    (void)state;
    for (b = 0; b < 256; b++) {
        int allowed = (b >= 0x20 && b < 0x7f) || b == '\t';
        if (allowed || b == '\r' || b == '\n' || b == 0x11 || b == 0x13)
            continue;
        setup_console();
        memcpy(line, "move nim 1", 10);
        line[7] = (char)b;   /* "move ni?1": column 8 */
        line[10] = '\n';
        assert_int_equal(feed_bytes(line, 11), 1);
        snprintf(want, sizeof want, "error: column 8: byte \\x%02x not allowed\n", b);
        assert_string_equal(fake_serial_sent(), want);
    }
}

static void test_nul_after_keyword(void **state)
{
    (void)state;
    setup_console();
    assert_int_equal(feed_bytes("move\0 nim 1\n", 12), 1);
    assert_string_equal(fake_serial_sent(), "error: column 5: byte \\x00 not allowed\n");
    fake_serial_reset();
    /* the next line is whole again */
    feed("move nim 1\n");
    assert_string_equal(fake_serial_sent(), "win 1 1 0\n");
}

static void test_first_fault_only(void **state)
{
    (void)state;
    setup_console();
    /* two bad bytes: one error, for the first */
    feed_bytes("\x01\x02\n", 3);
    assert_string_equal(fake_serial_sent(), "error: column 1: byte \\x01 not allowed\n");
}

static void test_xon_xoff_ignored(void **state)
{
    (void)state;
    setup_console();
    feed("\x13move nim\x11 3 4 5\x13\n");
    assert_string_equal(fake_serial_sent(), "win 1 3 1\n");
}

static void test_lost_bytes_refuse_the_line(void **state)
{
    (void)state;
    setup_console();
    /* "move nim 73" lost its end and the next line's start: the splice
     * "move nim 73 42" must not be answered */
    feed("move nim 73");
    console_lost();
    assert_string_equal(fake_serial_sent(), "error: input lost; line discarded\n");
    /* a second loss in the same line says nothing more */
    console_lost();
    assert_int_equal(feed(" 42\n"), 1);
    assert_string_equal(fake_serial_sent(), "error: input lost; line discarded\n");
    /* in step again after the newline */
    fake_serial_reset();
    feed("move nim 1 2 3\n");
    assert_string_equal(fake_serial_sent(), "lose\n");
}

static void test_lost_between_lines(void **state)
{
    (void)state;
    setup_console();
    /* a loss right after a newline: the next line may have lost its start */
    console_lost();
    feed("nim 3 4 5\n");
    assert_string_equal(fake_serial_sent(), "error: input lost; line discarded\n");
}

/* A CR, a loss, then an LF: the LF ends the line that lost bytes (the
 * CR's own LF may have been among them), so the next intact line runs. */
/* `version`'s line: the board, then the display the (fake) driver found
 * (hal/lcd.h's lcd_describe: size, then the driver's word). */
#define LCD_SIZE_TEXT(c, r) #c "x" #r
#define LCD_SIZE(c, r) LCD_SIZE_TEXT(c, r)
#define VERSION_LINE                                                             \
    "nimbox " NIMBOX_VERSION " " BOARD_NAME ", lcd "                             \
    LCD_SIZE(BOARD_LCD_COLS, BOARD_LCD_ROWS) " fake\n"

static void test_lost_after_a_cr(void **state)
{
    (void)state;
    setup_console();
    feed("version\r");
    fake_serial_reset();
    console_lost();
    feed("\n");
    feed("version\n");
    assert_string_equal(fake_serial_sent(), "error: input lost; line discarded\n"
                                            VERSION_LINE);
    /* and CR LF pairs after it are one line end again */
    fake_serial_reset();
    feed("version\r\nversion\r\n");
    assert_string_equal(fake_serial_sent(), VERSION_LINE VERSION_LINE);
}

static void test_help_and_version(void **state)
{
    (void)state;
    setup_console();
    feed("help\n");
    assert_non_null(strstr(fake_serial_sent(),
                           "move RULE POS... | grundy RULE N | reply RULE POS... | help | version"));
    assert_non_null(strstr(fake_serial_sent(), "rules: nim, misere, take:M"));
    assert_int_equal(strchr(fake_serial_sent(), '\n') - fake_serial_sent() + 1,
                     (long)strlen(fake_serial_sent()));
    fake_serial_reset();
    feed("  version \n");
    assert_string_equal(fake_serial_sent(), VERSION_LINE);
    fake_serial_reset();
    /* a word that only starts like them is not them */
    feed("helpme\n");
    assert_int_equal(strncmp(fake_serial_sent(), "error: 'helpme': unknown command", 32), 0);
    fake_serial_reset();
    /* they take no arguments */
    feed("version 2\n");
    assert_string_equal(fake_serial_sent(), "error: argument 1 '2': unexpected extra input\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_banner),
        cmocka_unit_test(test_move_answers),
        cmocka_unit_test(test_octal_lines_as_the_host),
        cmocka_unit_test(test_line_endings),
        cmocka_unit_test(test_blank_lines_ignored),
        cmocka_unit_test(test_errors_name_the_word),
        cmocka_unit_test(test_squares),
        cmocka_unit_test(test_long_line_refused_once),
        cmocka_unit_test(test_longest_line_accepted),
        cmocka_unit_test(test_one_too_long_refused),
        cmocka_unit_test(test_every_bad_byte_refused),
        cmocka_unit_test(test_nul_after_keyword),
        cmocka_unit_test(test_first_fault_only),
        cmocka_unit_test(test_xon_xoff_ignored),
        cmocka_unit_test(test_lost_bytes_refuse_the_line),
        cmocka_unit_test(test_lost_between_lines),
        cmocka_unit_test(test_lost_after_a_cr),
        cmocka_unit_test(test_help_and_version),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
