/*
 * ui_off.c — auto power-off as the screens see it, on boards that can cut
 * the LCD's supply (settings.h: SETTINGS_OFF): the chosen time without a
 * key, the save before the power goes, and the return.  The switching
 * itself is main.c's (the LCD, power-down, the wake); the setting is the
 * menu's "Off after" item (ui_menu.c).
 *
 * The device goes off only after a whole minute or more without a key
 * event, so never in the middle of a press or a table build; on waking
 * every screen comes back as it was (the RAM kept everything), the
 * backlight on.
 */
#include "app/ui.h"
#include "app/ui_state.h"

#if SETTINGS_OFF

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

uint8_t ui_off_due(uint32_t now_ms)
{
    uint16_t m = ui_off_minutes(ui.s.off);
    uint32_t since = (int32_t)(console_ms - ui.last_key_ms) > 0 ? console_ms : ui.last_key_ms;
    return m != 0 && now_ms - since >= (uint32_t)m * 60000u;
}

void ui_off_prepare(uint32_t now_ms)
{
    /* what a screen left would save, by the tick's own rules (a screen
     * that may hold a 0 amount saves nothing) */
    ui.save_now = 1;
    ui_tick(now_ms);
}

void ui_off_woke(uint32_t now_ms)
{
    ui.last_key_ms = now_ms;
    ui.light_off = 0;
}

#else
/* ISO C wants a declaration in every file. */
typedef int ui_off_compiled_out;
#endif
