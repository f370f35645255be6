/*
 * console_none.c — the serial port on boards without the console
 * (board.mk: CAP_CONSOLE := 0, a build that gives the console's flash to
 * play): it says so once at boot, and answers every line with one error
 * line, so that a person at a serial monitor is never left without an
 * answer.  A line ends at CR, LF or CR LF, as on the console; blank lines
 * are ignored like there.  The test build takes its own lines here too
 * (console_test.h).
 */
#include "app/console.h"
#include "app/console_test.h"

#include "app/version.h"
#include "board.h"
#include "core/text.h"
#include "hal/lcd.h"
#include "hal/serial.h"

static uint8_t line_has_text;   /* a byte other than a blank since the line began */

#if NIMBOX_TEST_HOOKS
/* The test build's own lines (console_test.h): the line's bytes, and how
 * many came (past the buffer: none of those lines). */
static char test_line[24];
static uint8_t test_len;
#endif

/* Send an NB_FLASH string. */
static void put_flash(const char *s)
{
    char c;
    while ((c = text_flash_char(s++)) != 0)
        serial_write((uint8_t)c);
}

void console_init(void)
{
    put_flash(NB_TEXT("nimbox " NIMBOX_VERSION " " BOARD_NAME ": no console in this build\n"));
    line_has_text = 0;
}

uint8_t console_byte(uint8_t byte)
{
    if (byte != '\r' && byte != '\n') {
        if (byte != ' ' && byte != '\t' && byte != 0x11 && byte != 0x13)
            line_has_text = 1;
#if NIMBOX_TEST_HOOKS
        if (test_len <= sizeof test_line) {
            if (test_len < sizeof test_line)
                test_line[test_len] = (char)byte;
            test_len++;
        }
#endif
        return 0;
    }
#if NIMBOX_TEST_HOOKS
    {
        uint8_t n = test_len;
        test_len = 0;
        if (line_has_text && n <= sizeof test_line && console_test_line(test_line, n)) {
            line_has_text = 0;
            return 1;
        }
    }
#endif
    if (!line_has_text)
        return 0;   /* a blank line, or LF after CR */
    line_has_text = 0;
    put_flash(NB_TEXT("error: no console in this build\n"));
    return 1;
}

void console_lost(void)
{
}
