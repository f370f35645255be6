/*
 * ui_sound.c — the buzzer as the screens and the console use it: each
 * event's tune (hal/sound.h) played as the Sound setting allows (every
 * tune, all but the key click, or none; settings.h), and the setting
 * itself: the menu's "Sound" item (ui_menu.c) and the console's `sound`
 * command (console.c) change it through here.  On a board without a
 * buzzer (no CAP_SOUND) nothing is played and there is no setting.
 */
#include "app/ui.h"
#include "app/ui_state.h"
#include "hal/sound.h"

void ui_sound(uint8_t tune)
{
    ui.sounded = 1;
#if CAP_SOUND
    /* on (0) plays every tune, no clicks (1) all but the click */
    if (ui.s.sound + (tune == SOUND_CLICK) < SETTINGS_SOUND_OFF)
        sound_play(tune);
#else
    (void)tune;
#endif
}

#if CAP_SOUND
uint8_t ui_sound_setting(void)
{
    return ui.s.sound;
}

void ui_sound_set(uint8_t setting)
{
    ui.s.sound = setting < SETTINGS_SOUND_COUNT ? setting : SETTINGS_SOUND_ON;
    ui.save_due = 1;
    ui.save_now = 1;
}
#endif
