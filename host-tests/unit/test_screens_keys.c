/*
 * test_screens_keys.c — the Keys screen on the 16x2 display: each key by
 * name with the ladder's reading in millivolts (the widest within the
 * width), a button board's key alone, and the way out.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "hal/keys.h"
#include "app/screens.h"

/* The Keys screen: each key by name with the reading, the longest row
 * within the width, a button board's key alone, and the way out. */
static void test_keys_screen(void **state)
{
    static const char *const names[] = { "No key", "RIGHT", "UP", "DOWN", "LEFT", "SELECT" };
    char line[LCD_LINE], want[32];
    uint8_t k;
    (void)state;
    screen_keys(0, KEY_LEFT, 2002, line);
    assert_string_equal(line, "LEFT 2002 mV");
    screen_keys(0, KEY_RIGHT, 0, line);
    assert_string_equal(line, "RIGHT 0 mV");
    screen_keys(0, KEY_NONE, 4995, line);
    assert_string_equal(line, "No key 4995 mV");
    screen_keys(0, KEY_SELECT, 3618, line);
    assert_string_equal(line, "SELECT 3618 mV");
    screen_keys(0, KEY_SELECT, 65534, line);   /* the widest number */
    assert_string_equal(line, "SELECT 65534 mV");
    for (k = KEY_NONE; k <= KEY_SELECT; k++) {
        screen_keys(0, k, KEYS_HW_NO_MV, line);   /* buttons: the key only */
        assert_string_equal(line, names[k]);
        screen_keys(0, k, 488, line);
        snprintf(want, sizeof want, "%s 488 mV", names[k]);
        assert_string_equal(line, want);
    }
    screen_keys(1, KEY_UP, 488, line);
    assert_string_equal(line, "Hold SELECT=back");
    assert_int_equal(strlen(line), LCD_WIDTH);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keys_screen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
