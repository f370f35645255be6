/*
 * ui_off.c — auto power-off as the screens see it, on boards with the
 * capability (board.mk: CAP_POWER_OFF; only they compile this file): the
 * chosen time without a key, the save before the power goes, and the
 * return.  The switching itself is power_off.c's (the LCD, power-down,
 * the wake); the setting is the menu's "Off after" item (ui_menu.c).
 *
 * The device goes off only after a whole minute or more without a key
 * event, so never in the middle of a press or a table build; on waking
 * every screen comes back as it was (the RAM kept everything), the
 * backlight on.
 */
#include "app/ui.h"
#include "app/ui_picture.h"
#include "app/ui_state.h"
#include "hal/sound.h"

uint16_t ui_off_minutes(uint8_t i)
{
    static const uint16_t NB_FLASH minutes[SETTINGS_OFF_COUNT] = SETTINGS_OFF_CHOICES;
    uint16_t m;
    flash_read_into(&m, &minutes[i < SETTINGS_OFF_COUNT ? i : 0], sizeof m);
    return m;
}

/* The last console byte's time (a console session keeps it on). */
static uint32_t console_ms;

void ui_off_console(uint32_t now_ms)
{
    console_ms = now_ms;
}

/* Asked at every wake of the main loop (125 a second when idle), it
 * looks once in 256 ms only (so the device goes off up to 256 ms after
 * the chosen time), and keeps the choice's milliseconds until it
 * changes: the idle wake stays as short as it was. */
uint8_t ui_off_due(uint32_t now_ms)
{
    static uint8_t looked;      /* now_ms / 256 when it last looked */
    static uint8_t choice = 0xFF;
    static uint32_t after_ms;   /* the choice in milliseconds; 0: never */
    uint32_t since;
    if ((uint8_t)(now_ms >> 8) == looked)
        return 0;
    looked = (uint8_t)(now_ms >> 8);
    if (ui.s.off != choice) {
        choice = ui.s.off;
        after_ms = (uint32_t)ui_off_minutes(choice) * 60000u;
    }
    if (after_ms == 0)
        return 0;
    since = (int32_t)(console_ms - ui.last_key_ms) > 0 ? console_ms : ui.last_key_ms;
    return now_ms - since >= after_ms;
}

void ui_off_prepare(void)
{
    /* the next tick saves what a screen left would, by its own rules (a
     * screen that may hold a 0 amount saves nothing); nothing changed,
     * nothing asked */
    if (ui.save_due)
        ui.save_now = 1;
    /* main.c lets it end before the power goes */
    ui_sound(SOUND_OFF);
}

void ui_off_woke(uint32_t now_ms)
{
    ui.last_key_ms = now_ms;
    ui.light_off = 0;
    /* the display set up afresh: its picture band blank until drawn */
    ui_picture_due();
}
