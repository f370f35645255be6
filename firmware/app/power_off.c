/*
 * power_off.c — auto power-off's steps in the main loop, on boards with the
 * capability (board.mk: CAP_POWER_OFF; the others link power_off_none.c).
 *
 * Once the chosen time has passed without a key (ui_off.c decides): the
 * settings saved and on the EEPROM, the console's last bytes out, the
 * LCD's pins low and its supply cut, the MCU in power-down until a button
 * goes down (the power-off tune played to its end first); then the LCD
 * initialised again and redrawn as it was.  The
 * press that woke it is no key: key events are dropped until every key is
 * up again.  A console byte arriving while off is lost (docs/power.md).
 */
#include "app/power_off.h"

#include "app/settings.h"
#include "app/ui.h"
#include "hal/activity.h"
#include "hal/clock.h"
#include "hal/keys.h"
#include "hal/lcd.h"
#include "hal/power.h"
#include "hal/serial.h"
#include "hal/sound.h"

/* From a wake until every key is up. */
static uint8_t waking;

void power_off_console(uint32_t now_ms)
{
    ui_off_console(now_ms);
}

uint8_t power_off_due(uint32_t now_ms)
{
    if (!ui_off_due(now_ms))
        return 0;
    ui_off_prepare();
    return 1;
}

/* The settings were saved by the tick before it (ui_off_prepare); the
 * activity signal spans the wake (the press -> the screen redrawn). */
void power_off_switch(void)
{
    settings_flush();
    while (serial_tx_busy())
        ;
    /* the power-off tune (ui_off_prepare) to its end: no sound while off,
     * the buzzer's pin low */
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
    waking = 1;
}

uint8_t power_off_waking(void)
{
    return waking;
}

void power_off_idle(uint8_t keys_active)
{
    waking = waking && keys_active;
}
