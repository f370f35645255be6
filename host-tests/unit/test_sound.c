/*
 * test_sound.c — the buzzer as the device uses it (app/ui_sound.c, the
 * console's `sound`, the menu's item), against the fake buzzer that logs
 * the tunes asked for: a key clicks, an answer chirps, an error beeps, as
 * the Sound setting allows (on, no clicks, off); the setting from the
 * console and the menu, saved and read back.  Built without a buzzer, it
 * checks the opposite: no tune, no `sound` command, no menu item.  (The
 * tones themselves are heard from the pin in the simulator:
 * host-tests/sim/scenarios/sound.txt.)
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "app/console.h"
#include "app/settings.h"
#include "app/ui.h"
#include "fake_hw.h"
#include "fake_serial.h"
#include "fake_store.h"
#include "hal/lcd.h"
#include "hal/sound.h"

static void feed(const char *bytes)
{
    while (*bytes)
        console_byte((uint8_t)*bytes++);
}

static void key(uint8_t k)
{
    struct key_event ev;
    ev.key = k;
    ev.kind = KEY_PRESS;
    ui_key(&ev, 5000);
    ev.kind = KEY_RELEASE;
    ui_key(&ev, 5100);
}

/* A fresh device past its splash, nothing logged. */
static void start(void)
{
    fake_store_erase();
    fake_lcd_reset();
    lcd_init();
    ui_init(0);
    settings_flush();
    key(KEY_LEFT);   /* ends the splash */
    fake_serial_reset();
    fake_sound_reset();
}

#if CAP_SOUND

static void test_defaults_play_everything(void **state)
{
    (void)state;
    start();
    key(KEY_UP);
    assert_int_equal(fake_sound_count(), 1);
    assert_int_equal(fake_sound_tune(0), SOUND_CLICK);
    feed("move nim 3 4 5\n");
    assert_string_equal(fake_serial_sent(), "win 1 3 1\n");
    assert_int_equal(fake_sound_tune(1), SOUND_READY);
    feed("frob\n");
    assert_int_equal(fake_sound_tune(2), SOUND_ERROR);
    assert_int_equal(fake_sound_count(), 3);
}

static void test_console_sets_and_says(void **state)
{
    (void)state;
    start();
    feed("sound\n");
    assert_string_equal(fake_serial_sent(), "sound on\n");
    fake_serial_reset();
    feed("  sound clicks \n");
    assert_string_equal(fake_serial_sent(), "sound clicks\n");
    fake_sound_reset();
    key(KEY_UP);
    assert_int_equal(fake_sound_count(), 0);   /* no click */
    feed("move nim\n");
    assert_int_equal(fake_sound_count(), 1);
    assert_int_equal(fake_sound_tune(0), SOUND_ERROR);
    fake_serial_reset();
    feed("sound off\n");
    assert_string_equal(fake_serial_sent(), "sound off\n");
    fake_sound_reset();
    key(KEY_UP);
    feed("move nim 3 4 5\n");
    feed("frob\n");
    assert_int_equal(fake_sound_count(), 0);
    fake_serial_reset();
    feed("sound\n");
    assert_string_equal(fake_serial_sent(), "sound off\n");
}

static void test_console_refuses(void **state)
{
    (void)state;
    start();
    feed("sound loud\n");
    assert_string_equal(fake_serial_sent(), "error: sound on|clicks|off\n");
    assert_int_equal(fake_sound_tune(0), SOUND_ERROR);
    fake_serial_reset();
    feed("sound on off\n");
    assert_string_equal(fake_serial_sent(), "error: sound on|clicks|off\n");
    fake_serial_reset();
    /* another word is not this command */
    feed("soundoff\n");
    assert_non_null(strstr(fake_serial_sent(), "unknown command"));
    fake_serial_reset();
    feed("sound\n");
    assert_string_equal(fake_serial_sent(), "sound on\n");
}

/* The menu's item: DOWN until it shows, SELECT steps on -> no clicks ->
 * off -> on. */
static void test_menu_item(void **state)
{
    unsigned i;
    (void)state;
    start();
    key(KEY_SELECT);
    for (i = 0; i < 16 && strncmp(fake_lcd_row(0), ">Sound", 6); i++)
        key(KEY_DOWN);
    assert_string_equal(fake_lcd_row(0), ">Sound on       ");
    key(KEY_SELECT);
    assert_string_equal(fake_lcd_row(0), ">Sound no clicks");
    key(KEY_SELECT);
    assert_string_equal(fake_lcd_row(0), ">Sound off      ");
    fake_serial_reset();
    feed("sound\n");
    assert_string_equal(fake_serial_sent(), "sound off\n");
    key(KEY_SELECT);
    assert_string_equal(fake_lcd_row(0), ">Sound on       ");
}

/* Saved like the other settings: back after a restart (a value past the
 * choices makes a record invalid: test_settings.c). */
static void test_saved(void **state)
{
    struct settings s;
    (void)state;
    start();
    feed("sound clicks\n");
    ui_tick(6000);   /* the console's change saves at the next tick */
    settings_flush();
    assert_int_equal(settings_load(&s), SETTINGS_OK);
    assert_int_equal(s.sound, SETTINGS_SOUND_NO_CLICKS);
    fake_lcd_reset();
    lcd_init();
    ui_init(0);
    fake_serial_reset();
    feed("sound\n");
    assert_string_equal(fake_serial_sent(), "sound clicks\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults_play_everything),
        cmocka_unit_test(test_console_sets_and_says),
        cmocka_unit_test(test_console_refuses),
        cmocka_unit_test(test_menu_item),
        cmocka_unit_test(test_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

#else
/* A build without a buzzer (hal/sound_none.c on the device): keys, answers
 * and errors ask for no tune, `sound` is no command, and the menu has no
 * Sound item. */
static void test_silent(void **state)
{
    unsigned i;
    (void)state;
    start();
    key(KEY_UP);
    feed("move nim 3 4 5\n");
    assert_string_equal(fake_serial_sent(), "win 1 3 1\n");
    feed("frob\n");
    assert_int_equal(fake_sound_count(), 0);
    fake_serial_reset();
    feed("sound\n");
    assert_non_null(strstr(fake_serial_sent(), "unknown command"));
    assert_int_equal(fake_sound_count(), 0);
    key(KEY_SELECT);
    for (i = 0; i < 16; i++) {
        assert_true(strncmp(fake_lcd_row(0), ">Sound", 6) != 0);
        assert_true(strncmp(fake_lcd_row(1), " Sound", 6) != 0);
        key(KEY_DOWN);
    }
    assert_int_equal(fake_sound_count(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_silent),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
#endif
