/*
 * test_lcd_text.c — the LCD text layer (hal/lcd.c) over the fake HD44780:
 * only changed characters are sent, the address is set only when the
 * controller's counter is elsewhere, whole lines are padded and cut, the
 * cursor stays put, and the screen reads right after many updates.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "fake_hw.h"
#include "hal/hd44780.h"
#include "hal/lcd.h"

#define COLS BOARD_LCD_COLS
#define BLANK "                "   /* COLS spaces */

static int setup(void **state)
{
    (void)state;
    fake_lcd_reset();
    lcd_init();
    fake_lcd_log_clear();
    return 0;
}

/* The shadow and the controller agree on every row. */
static void assert_shadow_matches(void)
{
    uint8_t row;
    for (row = 0; row < BOARD_LCD_ROWS; row++)
        assert_memory_equal(lcd_row_text(row), fake_lcd_row(row), COLS);
}

static void assert_rows(const char *row0, const char *row1)
{
    assert_string_equal(fake_lcd_row(0), row0);
    assert_string_equal(fake_lcd_row(1), row1);
    assert_shadow_matches();
    assert_int_equal(fake_lcd_errors(), 0);
}

static void test_init_clears_and_shows(void **state)
{
    (void)state;
    fake_lcd_reset();
    assert_string_equal(fake_lcd_row(0), "????????????????");
    lcd_init();
    assert_int_equal(fake_lcd_inits(), 1);
    assert_true(fake_lcd_display_on());
    assert_false(fake_lcd_cursor_on());
    assert_true(fake_lcd_backlight());
    assert_int_equal(fake_lcd_address(), 0);
    assert_rows(BLANK, BLANK);
    assert_int_equal(fake_lcd_data_count(), 0);
    assert_null(lcd_row_text(BOARD_LCD_ROWS));
}

static void test_first_text_sets_its_address(void **state)
{
    (void)state;
    lcd_print_at(0, 0, "nimbox");
    /* after clear a real controller's counter is at 0x00, but the layer
     * does not rely on it (simavr's model keeps the old one): one address */
    assert_int_equal(fake_lcd_addr_count(), 1);
    assert_int_equal(fake_lcd_data_count(), 6);
    assert_int_equal(fake_lcd_command_count(), 1);
    assert_rows("nimbox          ", BLANK);
    fake_lcd_log_clear();
    /* spaces on a blank screen are no change: each word needs its address */
    lcd_print_at(0, 1, "Nim 3 4 5");
    assert_int_equal(fake_lcd_data_count(), 6);
    assert_int_equal(fake_lcd_addr_count(), 4);
    assert_rows("nimbox          ", "Nim 3 4 5       ");
}

static void test_only_changed_chars_sent(void **state)
{
    const struct fake_lcd_op *log;
    (void)state;
    lcd_print_at(0, 0, "Pile 1: 3 to 1");
    fake_lcd_log_clear();

    lcd_print_at(0, 0, "Pile 1: 3 to 1");   /* the same: nothing */
    assert_int_equal(fake_lcd_log_len(), 0);

    lcd_print_at(0, 0, "Pile 1: 5 to 1");   /* one character differs */
    log = fake_lcd_log();
    assert_int_equal(fake_lcd_log_len(), 2);
    assert_false(log[0].is_data);
    assert_int_equal(log[0].value, HD44780_SET_DDRAM | 8);
    assert_true(log[1].is_data);
    assert_int_equal(log[1].value, '5');
    assert_rows("Pile 1: 5 to 1  ", BLANK);
}

static void test_address_only_when_needed(void **state)
{
    const struct fake_lcd_op *log;
    (void)state;
    lcd_print_at(0, 0, "ABCDEFGHIJKLMNOP");
    fake_lcd_log_clear();

    /* a run of adjacent changes: one address, then the counter follows */
    lcd_print_at(3, 0, "xyz");
    assert_int_equal(fake_lcd_addr_count(), 1);
    assert_int_equal(fake_lcd_data_count(), 3);
    assert_int_equal(fake_lcd_log()[0].value, HD44780_SET_DDRAM | 3);
    fake_lcd_log_clear();

    /* changes with an unchanged character between: two addresses */
    lcd_print_at(0, 0, "1BC3");   /* A->1 at 0 and x->3 at 3 (B, C stay) */
    log = fake_lcd_log();
    assert_int_equal(fake_lcd_log_len(), 4);
    assert_int_equal(log[0].value, HD44780_SET_DDRAM | 0);
    assert_int_equal(log[1].value, '1');
    assert_int_equal(log[2].value, HD44780_SET_DDRAM | 3);
    assert_int_equal(log[3].value, '3');
    fake_lcd_log_clear();

    /* the counter is now at 4: a change there needs no address */
    lcd_print_at(4, 0, "Q");
    assert_int_equal(fake_lcd_addr_count(), 0);
    assert_int_equal(fake_lcd_data_count(), 1);
    assert_rows("1BC3QzGHIJKLMNOP", BLANK);
}

static void test_second_row_address(void **state)
{
    const struct fake_lcd_op *log;
    (void)state;
    lcd_print_at(0, 1, "rowTwo");
    log = fake_lcd_log();
    assert_int_equal(log[0].value, HD44780_SET_DDRAM | 0x40);
    assert_int_equal(fake_lcd_addr_count(), 1);
    assert_rows(BLANK, "rowTwo          ");
    fake_lcd_log_clear();

    /* the end of row 0 does not run into row 1 (counter 0x10, not 0x40) */
    lcd_print_at(15, 0, "!");
    lcd_print_at(0, 1, "R");
    log = fake_lcd_log();
    assert_int_equal(fake_lcd_log_len(), 4);
    assert_int_equal(log[0].value, HD44780_SET_DDRAM | 0x0F);
    assert_int_equal(log[2].value, HD44780_SET_DDRAM | 0x40);
    assert_rows("               !", "RowTwo          ");
}

static void test_print_at_cuts_and_ignores_off_screen(void **state)
{
    (void)state;
    lcd_print_at(12, 0, "abcdefgh");
    assert_int_equal(fake_lcd_data_count(), 4);
    assert_rows("            abcd", BLANK);
    fake_lcd_log_clear();
    lcd_print_at(COLS, 0, "x");
    lcd_print_at(200, 1, "x");
    lcd_print_at(0, BOARD_LCD_ROWS, "x");
    lcd_print_at(0, 255, "x");
    lcd_print_at(3, 1, "");
    assert_int_equal(fake_lcd_log_len(), 0);
    assert_rows("            abcd", BLANK);
}

static void test_show_line_pads_and_cuts(void **state)
{
    (void)state;
    lcd_show_line(1, "0123456789abcdefXYZ");
    assert_int_equal(fake_lcd_data_count(), 16);
    assert_rows(BLANK, "0123456789abcdef");
    fake_lcd_log_clear();

    lcd_show_line(1, "01");   /* the rest becomes spaces: 14 characters change */
    assert_int_equal(fake_lcd_data_count(), 14);
    assert_int_equal(fake_lcd_addr_count(), 1);
    assert_rows(BLANK, "01              ");
    fake_lcd_log_clear();

    lcd_show_line(1, "01");
    lcd_show_line(1, "01   ");
    assert_int_equal(fake_lcd_log_len(), 0);

    lcd_show_line(0, "");
    assert_int_equal(fake_lcd_log_len(), 0);
    lcd_show_line(2, "off the screen");
    assert_int_equal(fake_lcd_log_len(), 0);
    assert_rows(BLANK, "01              ");
}

static void test_cursor(void **state)
{
    const struct fake_lcd_op *log;
    (void)state;
    lcd_show_line(0, "Nim 3 4 5");
    fake_lcd_log_clear();

    lcd_cursor(4, 0, 1);
    lcd_flush();
    log = fake_lcd_log();
    assert_int_equal(fake_lcd_log_len(), 2);
    assert_int_equal(log[0].value, HD44780_DISPLAY_ON | HD44780_CURSOR_ON);
    assert_int_equal(log[1].value, HD44780_SET_DDRAM | 4);
    assert_true(fake_lcd_cursor_on());
    assert_int_equal(fake_lcd_address(), 4);
    fake_lcd_log_clear();

    lcd_cursor(4, 0, 1);   /* already there */
    lcd_flush();
    assert_int_equal(fake_lcd_log_len(), 0);

    /* writing elsewhere: the counter (the cursor) is put back once, at
     * the flush, however many calls drew */
    lcd_show_line(1, "Pile 1: 3 to 1");
    assert_int_not_equal(fake_lcd_address(), 4);
    lcd_print_at(4, 0, "7");   /* at the cursor: counter moves to 5 */
    assert_int_equal(fake_lcd_address(), 5);
    fake_lcd_log_clear();
    lcd_flush();
    assert_int_equal(fake_lcd_log_len(), 1);
    assert_int_equal(fake_lcd_address(), 4);
    assert_rows("Nim 7 4 5       ", "Pile 1: 3 to 1  ");
    fake_lcd_log_clear();

    lcd_cursor(6, 0, 1);   /* move: only the address */
    lcd_flush();
    assert_int_equal(fake_lcd_log_len(), 1);
    assert_int_equal(fake_lcd_address(), 6);
    fake_lcd_log_clear();

    lcd_cursor(6, 0, 0);
    assert_int_equal(fake_lcd_log_len(), 1);
    assert_int_equal(fake_lcd_log()[0].value, HD44780_DISPLAY_ON);
    assert_false(fake_lcd_cursor_on());
    assert_true(fake_lcd_display_on());
    fake_lcd_log_clear();
    lcd_cursor(0, 0, 0);   /* already hidden */
    assert_int_equal(fake_lcd_log_len(), 0);

    lcd_cursor(2, 1, 1);
    lcd_flush();
    assert_true(fake_lcd_cursor_on());
    assert_int_equal(fake_lcd_address(), 0x42);
    lcd_cursor(COLS, 1, 1);   /* off the screen: hidden */
    assert_false(fake_lcd_cursor_on());
    assert_int_equal(fake_lcd_errors(), 0);
}

static void test_backlight(void **state)
{
    (void)state;
    lcd_backlight(0);
    assert_false(fake_lcd_backlight());
    lcd_backlight(1);
    assert_true(fake_lcd_backlight());
    lcd_backlight(0);
    lcd_backlight(7);
    assert_true(fake_lcd_backlight());
}

/* The module's supply cut and restored: the screen comes back as it was
 * (text, cursor, backlight) from the text layer's copy alone, after a
 * fresh init; nothing is sent while it is off. */
static void test_power_cycle_redraws(void **state)
{
    char row0[COLS + 1], row1[COLS + 1];
    unsigned inits;
    (void)state;
    lcd_show_line(0, "Nim 3 4 5");
    lcd_show_line(1, "Take 2 from 3");
    lcd_cursor(4, 0, 1);
    memcpy(row0, fake_lcd_row(0), COLS + 1);
    memcpy(row1, fake_lcd_row(1), COLS + 1);
    inits = fake_lcd_inits();
    lcd_power_off();
    assert_false(fake_lcd_powered());
    assert_false(fake_lcd_backlight());
    assert_string_not_equal(fake_lcd_row(0), row0);
    lcd_power_on();
    assert_true(fake_lcd_powered());
    assert_int_equal(fake_lcd_inits(), inits + 1);
    assert_string_equal(fake_lcd_row(0), row0);
    assert_string_equal(fake_lcd_row(1), row1);
    assert_true(fake_lcd_display_on());
    assert_true(fake_lcd_cursor_on());
    assert_int_equal(fake_lcd_address(), 4);
    assert_true(fake_lcd_backlight());
    assert_shadow_matches();
    /* later writes still send only changes, at the right address */
    fake_lcd_log_clear();
    lcd_print_at(4, 0, "4");
    assert_int_equal(fake_lcd_data_count(), 1);
    assert_memory_equal(fake_lcd_row(0), "Nim 4 4 5", 9);
    assert_int_equal(fake_lcd_errors(), 0);
}

/* Drawing while the module is off is a fault the fake counts (so the
 * test above would see one). */
static void test_write_while_off_is_counted(void **state)
{
    (void)state;
    lcd_power_off();
    lcd_show_line(0, "lost");
    assert_true(fake_lcd_errors() > 0);
}

/* Many random updates: the controller's screen always equals a plain
 * model of what was asked, and every character sent was a real change. */
static void test_random_updates(void **state)
{
    char model[BOARD_LCD_ROWS][COLS];
    unsigned step;
    (void)state;
    memset(model, ' ', sizeof model);
    srand(12345);
    for (step = 0; step < 3000; step++) {
        char text[24];
        uint8_t row = (uint8_t)(rand() % BOARD_LCD_ROWS);
        uint8_t col = (uint8_t)(rand() % (COLS + 2));
        size_t len = (size_t)(rand() % 20);
        size_t i;
        size_t changes = 0;
        for (i = 0; i < len; i++)
            text[i] = "ab  "[rand() % 4];
        text[len] = '\0';
        fake_lcd_log_clear();
        if (rand() % 3 == 0) {
            for (i = 0; i < COLS; i++) {
                char c = i < len ? text[i] : ' ';
                changes += model[row][i] != c;
                model[row][i] = c;
            }
            lcd_show_line(row, text);
        } else {
            for (i = 0; i < len && col + i < COLS; i++) {
                changes += model[row][col + i] != text[i];
                model[row][col + i] = text[i];
            }
            lcd_print_at(col, row, text);
        }
        assert_int_equal(fake_lcd_data_count(), changes);
        assert_true(fake_lcd_addr_count() <= changes);
        assert_memory_equal(fake_lcd_row(0), model[0], COLS);
        assert_memory_equal(fake_lcd_row(1), model[1], COLS);
        assert_shadow_matches();
    }
    assert_int_equal(fake_lcd_errors(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_init_clears_and_shows, setup),
        cmocka_unit_test_setup(test_first_text_sets_its_address, setup),
        cmocka_unit_test_setup(test_only_changed_chars_sent, setup),
        cmocka_unit_test_setup(test_address_only_when_needed, setup),
        cmocka_unit_test_setup(test_second_row_address, setup),
        cmocka_unit_test_setup(test_print_at_cuts_and_ignores_off_screen, setup),
        cmocka_unit_test_setup(test_show_line_pads_and_cuts, setup),
        cmocka_unit_test_setup(test_cursor, setup),
        cmocka_unit_test_setup(test_backlight, setup),
        cmocka_unit_test_setup(test_random_updates, setup),
        cmocka_unit_test_setup(test_power_cycle_redraws, setup),
        cmocka_unit_test_setup(test_write_while_off_is_counted, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
