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
 * Auto power-off has a step at each place of the loop (power_off.h): on
 * boards with it, the switch off after the chosen time and the wake
 * (power_off.c); on the others, steps that do nothing (power_off_none.c).
 */
#include "hal/activity.h"
#include "hal/clock.h"
#include "app/console.h"
#include "app/power_off.h"
#include "hal/keys.h"
#include "hal/lcd.h"
#include "hal/power.h"
#include "hal/serial.h"
#include "hal/sound.h"
#include "app/settings.h"
#include "app/ui.h"

#define MAIN_IDLE_POLL_MS 8

int main(void)
{
    struct key_event ev;
    power_init();
    /* the activity signal spans boot: reset to the first screen drawn */
    activity_init();
    activity_set(1);
    sound_init();
    clock_init();
    serial_init();
    lcd_init();
    keys_init();
    ui_init(clock_ms());
    lcd_flush();
    activity_set(0);
    console_init();
    power_watchdog_start();
    for (;;) {
        uint8_t busy = 0, off_now;
        int16_t byte;
        uint32_t now;
        power_watchdog_kick();
        while ((byte = serial_read()) != SERIAL_NONE) {
            if (byte == SERIAL_LOST) {
                console_lost();
                continue;
            }
            if (byte == '\r' || byte == '\n')
                activity_set(1);
            console_byte((uint8_t)byte);
            lcd_flush();
            activity_set(0);
            busy = 1;
            power_off_console(clock_ms());
        }
        /* the tick below saves what is due first */
        /* one reading of the clock for the pass (every call costs cycles
         * on each of its wakes), read again after a key's work */
        now = clock_ms();
        off_now = power_off_due(now);
        if (keys_poll(now, &ev)) {
            if (power_off_waking())
                continue;   /* the waking press and its release are no key */
            /* a release changes nothing on screen: no activity pulse */
            activity_set(ev.kind != KEY_RELEASE);
            ui_key(&ev, now);
            lcd_flush();   /* the answer on the glass */
            activity_set(0);
            busy = 1;
            now = clock_ms();
        }
        ui_tick(now);
        lcd_tick(now);   /* a batching LCD's drawing flushed; the no-display blink */
        /* the settings record, a cell each time the EEPROM is free: the
         * end of each cell's write wakes the loop (hal/avr/store.c) */
        settings_step();
        if (off_now) {
            power_off_switch();
            continue;
        }
        if (!busy) {
            uint8_t active = keys_active();
            power_off_idle(active);
            clock_wake_every(active ? 1 : MAIN_IDLE_POLL_MS);
            power_idle();
        }
    }
}
