/*
 * test_play_referee.c — the device's game (app/ui_play.c, ui_play_game.c)
 * against the unit tests' fakes: its referee.  A game of two players on
 * the coach's rule from 1-3-5-7, keys pressed as a person would; a move
 * the rule does not allow (an entry standing past the pile's moves, a
 * split in Nim) is refused with the error's tune, and the game is as it
 * was: the piles, whose turn, the phase of entering a move.  A legal move
 * beside it is played, so the referee is not simply refusing all.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "app/settings.h"
#include "app/ui.h"
#include "app/ui_play.h"
#include "app/ui_play_game.h"
#include "fake_hw.h"
#include "fake_serial.h"
#include "fake_store.h"
#include "hal/lcd.h"
#include "hal/sound.h"

/* A key pressed and let go (SELECT acts on a press, not a repeat). */
static void key(uint8_t k)
{
    struct key_event ev;
    ev.key = k;
    ev.kind = KEY_PRESS;
    ui_key(&ev, 5000);
    ev.kind = KEY_RELEASE;
    ui_key(&ev, 5100);
}

/* A fresh device past its splash, a game of two players on its rule
 * (Nim) begun from 1-3-5-7, the first player's pile 4 (7 stones) chosen
 * for a move. */
static void begin_game(void)
{
    static const heap_t start[] = { 1, 3, 5, 7 };
    fake_store_erase();
    fake_lcd_reset();
    lcd_init();
    ui_init(0);
    settings_flush();
    key(KEY_LEFT);   /* ends the splash */
    assert_string_equal(rule_spelling(&ui.rule), "nim");
    ui_play_setup_open(PLAY_TWO);
    play_setup.start = PLAY_START_1357;
    ui_play_begin();
    assert_int_equal(game.phase, PH_PICK);
    assert_int_equal(game.count, 4);
    assert_memory_equal(game.piles, start, sizeof start);
    key(KEY_RIGHT);
    key(KEY_RIGHT);
    key(KEY_RIGHT);
    key(KEY_DOWN);
    assert_int_equal(game.phase, PH_AMOUNT);
    assert_int_equal(game.pile, 3);
    fake_sound_reset();
}

/* The game is still at the first player's move on 1-3-5-7, entering on
 * pile 4, after an error's tune. */
static void assert_refused(void)
{
    static const heap_t start[] = { 1, 3, 5, 7 };
    assert_int_equal(game.count, 4);
    assert_memory_equal(game.piles, start, sizeof start);
    assert_int_equal(game.turn, 0);
    assert_int_equal(game.phase, PH_AMOUNT);
    assert_int_equal(game.pile, 3);
#if CAP_SOUND
    assert_int_equal(fake_sound_tune(fake_sound_count() - 1u), SOUND_ERROR);
#endif
}

/* SELECT on an entry past the pile's moves (Nim's 8th option of 7 stones
 * would leave more than it had): refused, nothing changed. */
static void test_entry_past_the_moves(void **state)
{
    (void)state;
    begin_game();
    game.option = ui_entry_moves(&play_entry, game.pile);
    key(KEY_SELECT);
    assert_refused();
}

/* A move handed to the game that Nim has not (a split, 7 to 1+2) is
 * refused; the legal 7 to 6 then is played and the turn goes on. */
static void test_split_in_nim_then_legal(void **state)
{
    static const heap_t after[] = { 1, 3, 5, 6 };
    struct play_move m = { 3, 7, 1, 2 };
    (void)state;
    begin_game();
    assert_int_not_equal(play_game_play(&m), 0);
    assert_refused();
    game.option = 0;   /* the fewest stones: 7 to 6 */
    key(KEY_SELECT);
    assert_int_equal(game.count, 4);
    assert_memory_equal(game.piles, after, sizeof after);
    assert_int_equal(game.turn, 1);
    assert_int_equal(game.phase, PH_PICK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_entry_past_the_moves),
        cmocka_unit_test(test_split_in_nim_then_legal),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
