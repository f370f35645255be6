/*
 * ui.c — the device's screens as a state machine (ui.h), and what every
 * screen shares (ui_state.h).
 *
 * A key event goes to the current screen's key handler, found in the
 * table of screens below; then that screen (or the one it moved to) is
 * drawn.  Time moves the splash on, redraws live screens, saves the
 * settings once the position has been still SAVE_STILL_MS (or a screen was
 * left) and switches the backlight off after the chosen timeout.  A key
 * taken clicks once its screen is drawn (ui_sound.c); a refusal on the
 * position, or an answer that said "Working...", plays its own tune
 * instead, and so does a screen that played one (a game's end).
 *
 * The screens themselves: ui_position.c (EDIT: the position and the hint;
 * DETAIL: each pile's SG value and the XOR), ui_menu.c (MENU), ui_rule.c
 * (RULE, TAKE, SUB, CODE: choosing a rule and its parameter), ui_keys.c
 * (KEYS: the key check), ui_play_setup.c and ui_play.c (PLAY_SETUP, PLAY:
 * a game against nimbox or between two players, where the board plays);
 * auto power-off's side of the screens is ui_off.c (where the board has
 * it); the practice mode is ui_puzzle.c (PUZZLE, where the board has
 * it); the engine's side (the rule's tables, the position analysed) is
 * ui_engine.c, the drawing they share ui_draw.c.  They depend on this core,
 * never the other way: home (EDIT) and the starting position are the
 * core's (ui_go_edit, ui_new_game).
 * docs/device.md shows each.
 */
#include "app/ui.h"
#include "app/ui_encoder.h"
#include "app/ui_play.h"
#include "app/ui_picture.h"
#include "app/ui_state.h"
#include "app/version.h"
#if UI_ENCODER
#include "hal/encoder.h"
#endif
#include "core/maps.h"
#include "hal/clock.h"
#include "hal/lcd.h"
#include "hal/sound.h"

#include <string.h>

#define SPLASH_MS 1500u
#define UI_DEFAULT_AMOUNTS 3
/* The settings are saved once the position has been still this long, and
 * when a screen is left.  10 s, not 3: measured in the simulator over an
 * hour of steady coaching (host-tests/sim/scenarios/eeprom-wear.txt), with
 * the records rotating over the Uno's 7 slots, the hottest EEPROM cell took
 * 21 writes an hour at 3 s (150 000 in ten years of two hours a day, over
 * the 100 000 the datasheet gives) and 4 at 10 s (29 000). */
#define SAVE_STILL_MS 10000u
/* The octal code before one is chosen: Dawson's chess, 0.137. */
#define UI_DEFAULT_CODE { 3, { 1, 3, 7 } }

struct ui_state ui;

/* The screens by id (NB_FLASH: read with flash_read_into). */
static const struct ui_screen *const NB_FLASH screens[UI_SCREEN_COUNT] = {
    [UI_SPLASH] = 0,   /* drawn once by ui_init; any key or the timeout ends it */
    [UI_EDIT] = &ui_screen_edit,
    [UI_MENU] = &ui_screen_menu,
    [UI_DETAIL] = &ui_screen_detail,
    [UI_RULE] = &ui_screen_rule,
    [UI_TAKE] = &ui_screen_take,
    [UI_SUB] = &ui_screen_sub,
    [UI_CODE] = &ui_screen_code,
    [UI_KEYS] = &ui_screen_keys,
#if CAP_PUZZLE
    [UI_PUZZLE] = &ui_screen_puzzle,
#endif
#if CAP_PLAY
    [UI_PLAY_SETUP] = &ui_screen_play_setup,
    [UI_PLAY] = &ui_screen_play,
    [UI_PLAY_MENU] = &ui_screen_play_menu,
#endif
};

/* The current screen's handlers; 0 on the splash. */
static uint8_t current(struct ui_screen *sc)
{
    const struct ui_screen *p;
    flash_read_into(&p, &screens[ui.screen], sizeof p);
    if (!p)
        return 0;
    flash_read_into(sc, p, sizeof *sc);
    return 1;
}

uint8_t ui_is_graph(void)
{
    return (uint8_t)rule_is_graph(&ui.rule);
}

uint8_t ui_edit_items(void)
{
    return ui_is_graph() ? (uint8_t)(2u * ui.s.term_count) : ui.s.count;
}

void ui_go_edit(void)
{
    ui.screen = UI_EDIT;
    ui.cursor = ui.edit_cursor < ui_edit_items() ? ui.edit_cursor : (uint8_t)(ui_edit_items() - 1u);
    ui_evaluate();
}

void ui_new_game(void)
{
    if (ui_is_graph()) {
        ui.s.term_count = 1;
        ui.s.terms[0].node = (node_t)(maps_graph(ui.s.map)->node_count - 1u);
        ui.s.terms[0].count = 1;
    } else {
        ui.s.count = 3;
        ui.s.piles[0] = 3;
        ui.s.piles[1] = 4;
        ui.s.piles[2] = 5;
    }
    ui.edit_cursor = 0;
}

void ui_use_rule(uint8_t family)
{
    uint8_t was_graph = ui_is_graph();
    rule_select(&ui.rule, family, &ui.rule_error);   /* kayles: its code */
    if (rule_param(&ui.rule) == RULE_PARAM_NUMBER)
        ui.rule.take_max = ui.take_choice;
    ui_apply_rule();
    if (ui_is_graph() || was_graph)
        ui.edit_cursor = 0;
    ui_go_edit();
}

/* ---- shared keys -------------------------------------------------------- */

/* Step for UP/DOWN: grows while the key is held (ui_state.h). */
static heap_t step_size(void)
{
    return ui.held_repeats >= UI_REPEATS_STEP_100 ? 100u
           : ui.held_repeats >= UI_REPEATS_STEP_10 ? 10u : 1u;
}

/* Written so nothing can wrap: on the AVR a 16-bit heap_t promotes to
 * unsigned int, where max - step would. */
heap_t ui_step_up(heap_t v, heap_t max)
{
    heap_t s = step_size();
    return (heap_t)(max - v) < s ? max : (heap_t)(v + s);
}

heap_t ui_step_down(heap_t v, heap_t min)
{
    heap_t s = step_size();
    return (heap_t)(v - min) < s ? min : (heap_t)(v - s);
}

uint16_t ui_light_seconds(uint8_t i)
{
    static const uint16_t NB_FLASH seconds[SETTINGS_LIGHT_COUNT] = SETTINGS_LIGHT_CHOICES;
    uint16_t s;
    flash_read_into(&s, &seconds[i < SETTINGS_LIGHT_COUNT ? i : 0], sizeof s);
    return s;
}

static void draw(void)
{
    struct ui_screen sc;
    static uint8_t drawn = UI_SCREEN_COUNT;   /* the screen last drawn */
    /* a console line may have replaced the engine's tables since: every
     * screen shows SG values from the rule's own */
    if (ui.engine_stale)
        ui_apply_rule();
    /* rows below the second belong to the screen that draws them: blank
     * when another screen comes */
    if (BOARD_LCD_ROWS > 2 && ui.screen != drawn) {
        uint8_t row;
        for (row = 2; row < BOARD_LCD_ROWS; row++)
            lcd_show_line(row, "");
        drawn = ui.screen;
    }
    if (current(&sc))
        sc.draw();
#if UI_ENCODER
    ui_encoder_mark();
#endif
    ui_picture_due();
}

/* ---- events ------------------------------------------------------------- */

void ui_key(const struct key_event *ev, uint32_t now_ms)
{
    uint8_t screen = ui.screen;
    uint8_t key = ev->key;
    struct ui_screen sc;
    ui.last_key_ms = now_ms;
    if (ev->kind == KEY_RELEASE) {
        ui.held_repeats = 0;
        ui.swallow = 0;
        return;
    }
    /* with the backlight off, the first press only switches it on */
    if (ui.light_off) {
        ui.light_off = 0;
        ui.swallow = 1;
        lcd_backlight(1);
    }
    if (ui.swallow) {
#if UI_ENCODER
        if (ev->key == KEY_CW || ev->key == KEY_CCW)
            ui.swallow = 0;   /* a detent has no release */
#endif
        return;
    }
#if UI_ENCODER
    /* an encoder's key as the screen's (ui_encoder.c); none: turning
     * switched between moving and counting, only drawn */
    key = ui_encoder_key(ev->key);
#endif
    ui.worked = 0;
    ui.sounded = 0;
    ui.save_due = 1;
    if (ev->kind == KEY_PRESS)
        ui.held_repeats = 0;
    else if (ui.held_repeats < 255)
        ui.held_repeats++;
    if (!current(&sc)) {
        ui_go_edit();   /* the splash: any key ends it */
    } else {
        /* SELECT acts once per press (unless the screen counts its
         * repeats); the others repeat while held */
        if (ev->kind == KEY_REPEAT && key == KEY_SELECT && !(sc.flags & UI_SELECT_REPEATS))
            return;
#if UI_ENCODER
        if (key != KEY_NONE)
#endif
            sc.key(key);
    }
#if UI_ENCODER
    /* a fast spin: the screen drawn for the last of the detents waiting,
     * so it keeps up with the knob (each one is taken) */
    if ((key == KEY_UP || key == KEY_DOWN || key == KEY_LEFT || key == KEY_RIGHT) &&
        encoder_pending() && ui.screen == screen)
        return;
#endif
    draw();
    /* once the screen shows the answer (so its timer never runs inside
     * the key's work): the click, or a refusal's or a long answer's tune
     * (it said "Working..."), unless the key's screen played its own */
    if (!ui.sounded)
        ui_sound(ui.screen == UI_EDIT && ui.refused ? SOUND_ERROR
                 : ui.worked                        ? SOUND_READY
                                                    : SOUND_CLICK);
    if (ui.screen != screen)
        ui.save_now = 1;
}

/* Keep the rule in the settings and save them (written in the background
 * by settings_step; unchanged bytes are not written again). */
static void save(void)
{
    /* (misere:RULE as its family's identifier with RULE_MISERE_ID_BIT) */
    ui.s.rule_id = (uint8_t)(rule_id(&ui.rule) |
                             (rule_is_misere_search(&ui.rule) ? RULE_MISERE_ID_BIT : 0));
    /* the M of take:M is kept while other rules are played, so the rule
     * list offers the last one set */
    if (rule_param(&ui.rule) == RULE_PARAM_NUMBER)
        ui.s.take_max = ui.rule.take_max;
    settings_save(&ui.s);
    ui.save_due = 0;
    ui.save_now = 0;
}

/* The backlight's timeout in ms (0: always on), for the setting it was
 * worked out for (none yet: 0xFF). */
static uint32_t light_ms;
static uint8_t light_for = 0xFF;

void ui_tick(uint32_t now_ms)
{
    uint32_t idle = now_ms - ui.last_key_ms;
    struct ui_screen sc;
    uint8_t has = current(&sc);
    ui_position_later();
    ui_picture_later();
    if (!has && (int32_t)(now_ms - ui.splash_until) >= 0) {
        ui_go_edit();
        draw();
    } else if (has && (sc.flags & UI_LIVE)) {
        sc.draw();
#if UI_ENCODER
        ui_encoder_mark();
#endif
    }
    /* a screen that may hold a 0 amount (the drop mark) saves once left */
    if (ui.save_due && (ui.save_now || idle >= SAVE_STILL_MS) &&
        !(has && (sc.flags & UI_HOLDS_ZERO)))
        save();
    if (ui.light_off)
        return;   /* (most idle passes: nothing more to look at) */
    if (ui.s.light != light_for) {
        /* the timeout in ms, worked out once per setting, not per wake */
        light_for = ui.s.light;
        light_ms = (uint32_t)ui_light_seconds(light_for) * 1000u;
    }
    if (light_ms && idle >= light_ms) {
        ui.light_off = 1;
        lcd_backlight(0);
    }
}

#if NIMBOX_TEST_HOOKS
static uint8_t seed_pinned;
static uint32_t seed_pin;

/* Pin the seed of the games and puzzles that follow (test builds). */
void ui_test_seed(uint32_t seed)
{
    seed_pinned = 1;
    seed_pin = seed;
}
#endif

void ui_seed(struct play_rng *g)
{
    play_seed(g, g->s ^ (clock_ms() * 2654435761u));
#if NIMBOX_TEST_HOOKS
    if (seed_pinned)   /* the test build's pinned seed instead */
        play_seed(g, seed_pin);
#endif
}

void ui_init(uint32_t now_ms)
{
    static const struct octal_code default_code = UI_DEFAULT_CODE;
    uint8_t i, status = settings_load(&ui.s);
    char line[6 + LCD_LINE];   /* "Rule: " and a name cut at the width */
    ui.rule.graph = 0;
    ui.take_choice = 3;
    if (status != SETTINGS_OK) {
        memset(&ui.s, 0, sizeof ui.s);   /* fields with no default of their own: 0 */
        /* the first rule of the menu (nim): ui.rule.family is 0 */
        ui.rule.family = 0;
        ui.s.rule_id = rule_id(&ui.rule);
        ui.s.code = default_code;
        ui.s.take_max = 3;
        ui.s.light = SETTINGS_LIGHT_DEFAULT;
#if CAP_POWER_OFF
        ui.s.off = SETTINGS_OFF_DEFAULT;
#endif
#if CAP_PLAY
        ui.s.play_level = PLAY_LEVEL_DEFAULT;   /* start 1-3-5-7, you first: 0 */
#endif
        for (i = 0; i < UI_DEFAULT_AMOUNTS; i++)
            ui.s.amounts[i] = i == 0 ? 1u : i == 1 ? 3u : 4u;
        ui.s.amount_count = UI_DEFAULT_AMOUNTS;
        ui_new_game();
    }
    /* the saved family (settings_load checked it exists); kayles and
     * dawson set their code, octal:CODE plays the saved one */
    rule_set_id(&ui.rule, ui.s.rule_id, &ui.rule_error);
    rule_select(&ui.rule, ui.rule.family, &ui.rule_error);
    ui.rule.code = rule_param(&ui.rule) == RULE_PARAM_CODE ? ui.s.code : ui.rule.code;
    ui.rule.take_max = ui.s.take_max;
    ui.engine_stale = 1;
    ui.last_key_ms = now_ms;
    ui.screen = UI_SPLASH;
    ui.splash_until = now_ms + SPLASH_MS;
    ui_show_text(0, NB_TEXT("nimbox v" NIMBOX_VERSION));
    if (status == SETTINGS_OK) {
        line[0] = 0;
        screen_append(line, NB_TEXT("Rule: "));
        screen_rule_name(&ui.rule, ui.s.amounts, ui.s.amount_count, ui.s.map, line + 6);
        lcd_show_line(1, line);
    } else {
        ui_show_text(1, settings_news(status));
    }
    lcd_cursor(0, 0, 0);
    /* the defaults saved, so the next start finds them and says nothing:
     * a whole record, 3.3 ms an EEPROM byte (0.5 s on the Uno, 0.8 s on
     * the Mega), written by the main loop in the background */
    if (status != SETTINGS_OK)
        settings_save(&ui.s);
}
