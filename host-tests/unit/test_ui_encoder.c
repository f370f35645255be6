/*
 * test_ui_encoder.c — the screens on a rotary encoder (app/ui_encoder.c):
 * what each of its keys is on each screen.  A list turns UP/DOWN
 * (clockwise the next item, or one more on take:M) and a long click is
 * LEFT; a screen of piles or digits moves (LEFT/RIGHT) until a long click
 * makes turning count (UP/DOWN, clockwise more; in a game or a puzzle one
 * stone more to take, DOWN), a click confirming a number (moving again)
 * or, in a game or a puzzle, playing the move; every screen comes up
 * moving; the key check leaves on a long click.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "app/ui_encoder.h"
#include "app/ui_state.h"
#include "hal/keys.h"

static int setup(void **state)
{
    (void)state;
    ui.screen = UI_KEYS;
    (void)ui_encoder_key(KEY_NONE);   /* counting forgotten on the way */
    return 0;
}

static void test_lists_turn_up_and_down(void **state)
{
    static const uint8_t lists[] = { UI_MENU, UI_RULE, UI_PLAY_MENU };
    (void)state;
    for (size_t i = 0; i < sizeof lists; i++) {
        ui.screen = lists[i];
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_DOWN);
        assert_int_equal(ui_encoder_key(KEY_CCW), KEY_UP);
        assert_int_equal(ui_encoder_key(KEY_SELECT), KEY_SELECT);
        assert_int_equal(ui_encoder_key(KEY_LONG), KEY_LEFT);
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_DOWN);   /* no counting here */
        assert_false(ui_encoder_counting());
    }
    ui.screen = UI_TAKE;   /* take:M: clockwise one more */
    assert_int_equal(ui_encoder_key(KEY_CW), KEY_UP);
    assert_int_equal(ui_encoder_key(KEY_LONG), KEY_LEFT);
}

static void test_piles_move_then_count(void **state)
{
    static const uint8_t numbers[] = { UI_EDIT, UI_SUB, UI_CODE, UI_PLAY_SETUP };
    (void)state;
    for (size_t i = 0; i < sizeof numbers; i++) {
        ui.screen = UI_MENU;
        (void)ui_encoder_key(KEY_NONE);
        ui.screen = numbers[i];
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_RIGHT);
        assert_int_equal(ui_encoder_key(KEY_CCW), KEY_LEFT);
        assert_false(ui_encoder_counting());
        assert_int_equal(ui_encoder_key(KEY_LONG), KEY_NONE);
        assert_true(ui_encoder_counting());
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_UP);
        assert_int_equal(ui_encoder_key(KEY_CCW), KEY_DOWN);
        /* a click confirms: moving again, nothing else */
        assert_int_equal(ui_encoder_key(KEY_SELECT), KEY_NONE);
        assert_false(ui_encoder_counting());
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_RIGHT);
        assert_int_equal(ui_encoder_key(KEY_SELECT), KEY_SELECT);   /* moving: SELECT */
        /* a long click back and forth */
        assert_int_equal(ui_encoder_key(KEY_LONG), KEY_NONE);
        assert_int_equal(ui_encoder_key(KEY_LONG), KEY_NONE);
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_RIGHT);
    }
}

static void test_game_counts_stones_to_take(void **state)
{
    static const uint8_t games[] = { UI_PLAY, UI_PUZZLE };
    (void)state;
    for (size_t i = 0; i < sizeof games; i++) {
        ui.screen = games[i];
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_RIGHT);
        assert_int_equal(ui_encoder_key(KEY_LONG), KEY_NONE);
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_DOWN);
        assert_int_equal(ui_encoder_key(KEY_CCW), KEY_UP);
        /* the click plays the move, and moving comes back */
        assert_int_equal(ui_encoder_key(KEY_SELECT), KEY_SELECT);
        assert_false(ui_encoder_counting());
        assert_int_equal(ui_encoder_key(KEY_CW), KEY_RIGHT);
    }
}

static void test_a_screen_comes_up_moving(void **state)
{
    (void)state;
    ui.screen = UI_EDIT;
    assert_int_equal(ui_encoder_key(KEY_LONG), KEY_NONE);
    assert_true(ui_encoder_counting());
    ui.screen = UI_MENU;   /* (a click went to the menu) */
    assert_false(ui_encoder_counting());
    assert_int_equal(ui_encoder_key(KEY_LONG), KEY_LEFT);
    ui.screen = UI_EDIT;
    assert_false(ui_encoder_counting());
    assert_int_equal(ui_encoder_key(KEY_CW), KEY_RIGHT);
}

static void test_keys_screen_long_click_to_menu(void **state)
{
    (void)state;
    ui.screen = UI_KEYS;
    assert_int_equal(ui_encoder_key(KEY_SELECT), KEY_SELECT);
    assert_int_equal(ui_encoder_key(KEY_LONG), KEY_NONE);
    assert_int_equal(ui.screen, UI_MENU);
}

static void test_five_keys_pass(void **state)
{
    (void)state;
    ui.screen = UI_EDIT;
    for (uint8_t k = KEY_RIGHT; k < KEY_SELECT; k++)
        assert_int_equal(ui_encoder_key(k), k);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_lists_turn_up_and_down, setup),
        cmocka_unit_test_setup(test_piles_move_then_count, setup),
        cmocka_unit_test_setup(test_game_counts_stones_to_take, setup),
        cmocka_unit_test_setup(test_a_screen_comes_up_moving, setup),
        cmocka_unit_test_setup(test_keys_screen_long_click_to_menu, setup),
        cmocka_unit_test_setup(test_five_keys_pass, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
