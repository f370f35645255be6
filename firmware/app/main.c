/*
 * main.c — the device: start the hardware, then handle console bytes, key
 * events and time, sleeping whenever there is nothing to do.
 *
 * While no key is down the main loop wakes every MAIN_IDLE_POLL_MS to poll
 * the keys and the timeouts (and at once for a received byte or a button's
 * pin change); while one is down, every millisecond.  The watchdog is
 * kicked once per pass: a pass that never ends resets the device, which
 * comes back with its saved settings.  A settings save goes on in the
 * background, one EEPROM cell per pass (settings_step), so keys, console
 * and screen keep working while it is written.
 *
 * On boards that can switch themselves off (hal/power.h: POWER_CAN_OFF),
 * once the chosen time has passed without a key: the settings saved and
 * on the EEPROM, the console's last bytes out, the LCD's pins low and its
 * supply cut, the MCU in power-down until a button goes down; then the LCD
 * initialised again and redrawn as it was (the power-off tune played to
 * its end first: no sound while off).  The press that woke it is no
 * key: key events are dropped until every key is up again.  A console
 * byte arriving while off is lost (docs/power.md).
 */
#include "hal/activity.h"
#include "hal/clock.h"
#include "app/console.h"
#include "hal/keys.h"
#include "hal/lcd.h"
#include "hal/power.h"
#include "hal/serial.h"
#include "hal/sound.h"
#include "app/settings.h"
#include "app/ui.h"

#define MAIN_IDLE_POLL_MS 8

#if POWER_CAN_OFF
#include "app/settings.h"

#if !(defined(BOARD_KEYS_BUTTONS) && BOARD_KEYS_BUTTONS)
#error "auto power-off wakes on a button's pin change: it needs discrete buttons"
#endif

/* Off until a button goes down, then the screen as it was; the activity
 * signal spans the wake (the press -> the screen redrawn).  The settings
 * were saved by the tick before it (ui_off_prepare). */
static void switch_off(void)
{
    settings_flush();
    while (serial_tx_busy())
        ;
    /* the power-off tune to its end: the buzzer silent, its pin low */
    while (sound_busy())
        power_idle();
    lcd_power_off();
    /* a release or a bounce wakes it too: asleep again while no button is
     * down (and not at all if one is down already) */
    while (!keys_hw_any())
        power_off_sleep();
    activity_set(1);
    lcd_power_on();
    keys_init();
    ui_off_woke(clock_ms());
    activity_set(0);
}
#endif

int main(void)
{
    struct key_event ev;
    /* the activity signal spans boot: reset to the first screen drawn */
    activity_init();
    activity_set(1);
    sound_init();
    clock_init();
    serial_init();
    lcd_init();
    keys_init();
    ui_init(clock_ms());
    activity_set(0);
    console_init();
    power_watchdog_start();
    for (;;) {
        uint8_t busy = 0;
        int16_t byte;
#if POWER_CAN_OFF
        static uint8_t waking;   /* from a wake until every key is up */
        uint8_t off_now = 0;
#endif
        power_watchdog_kick();
        while ((byte = serial_read()) != SERIAL_NONE) {
            if (byte == SERIAL_LOST) {
                console_lost();
                continue;
            }
            if (byte == '\r' || byte == '\n')
                activity_set(1);
            console_byte((uint8_t)byte);
            activity_set(0);
            busy = 1;
#if POWER_CAN_OFF
            ui_off_console(clock_ms());
#endif
        }
#if POWER_CAN_OFF
        /* the tick below saves what is due first */
        if (ui_off_due(clock_ms())) {
            ui_off_prepare();
            off_now = 1;
        }
#endif
        if (keys_poll(clock_ms(), &ev)) {
#if POWER_CAN_OFF
            if (waking)
                continue;   /* the waking press and its release are no key */
#endif
            /* a release changes nothing on screen: no activity pulse */
            activity_set(ev.kind != KEY_RELEASE);
            ui_key(&ev, clock_ms());
            activity_set(0);
            busy = 1;
        }
        ui_tick(clock_ms());
        /* the settings record, a cell each time the EEPROM is free: the
         * end of each cell's write wakes the loop (hal/avr/store.c) */
        settings_step();
#if POWER_CAN_OFF
        if (off_now) {
            switch_off();
            waking = 1;
            continue;
        }
#endif
        if (!busy) {
            uint8_t active = keys_active();
#if POWER_CAN_OFF
            waking = waking && active;
#endif
            clock_wake_every(active ? 1 : MAIN_IDLE_POLL_MS);
            power_idle();
        }
    }
}
