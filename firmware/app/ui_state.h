/*
 * ui_state.h — what the screens share (private to firmware/app/ui*.c).
 *
 * The device is a set of screens, each a struct ui_screen of handlers in
 * its own file (ui_position.c: the position and its SG values; ui_menu.c:
 * the menu, itself a table of items; ui_rule.c: choosing a rule and its
 * parameter; ui_keys.c: the key check; ui_play_setup.c, ui_play.c: play,
 * where the board plays), and auto power-off's side (ui_off.c, where the
 * board has it).  ui.c keeps the table of screens by id, the state below,
 * and what every screen needs: the engine, home and the starting
 * position, the steps of a held key, drawing helpers, saving.
 *
 * Adding a screen: a file with its draw and key handlers and its struct
 * ui_screen, an id in enum ui_screen_id, a row in ui.c's table, and
 * whatever leads to it (a menu item in ui_menu.c's table, usually).
 */
#ifndef APP_UI_STATE_H
#define APP_UI_STATE_H

#include <stdint.h>
#include "app/screens.h"
#include "app/settings.h"
#include "core/game.h"
#include "core/play.h"
#include "core/rule.h"
#include "hal/keys.h"

/* Screen ids: rows of ui.c's table (its initialisers name them, so the
 * order here means nothing). */
enum ui_screen_id {
    UI_SPLASH,
    UI_EDIT,
    UI_MENU,
    UI_DETAIL,
    UI_RULE,
    UI_TAKE,
    UI_SUB,
    UI_CODE,
    UI_KEYS,
    UI_PLAY_SETUP,
    UI_PLAY,
    UI_PUZZLE,
    UI_PLAY_MENU,
    UI_SCREEN_COUNT
};

/* Flags of a screen. */
#define UI_LIVE 0x01            /* redrawn at every tick */
#define UI_SELECT_REPEATS 0x02  /* SELECT's repeats reach its key handler */
#define UI_HOLDS_ZERO 0x04      /* the settings may hold a 0 amount here: no saving */

/* A screen: draw the whole of it; a key press or repeat (enum key). */
struct ui_screen {
    void (*draw)(void);
    void (*key)(uint8_t key);
    uint8_t flags;
};

extern const struct ui_screen NB_FLASH ui_screen_edit;
extern const struct ui_screen NB_FLASH ui_screen_detail;
extern const struct ui_screen NB_FLASH ui_screen_menu;
extern const struct ui_screen NB_FLASH ui_screen_rule;
extern const struct ui_screen NB_FLASH ui_screen_take;
extern const struct ui_screen NB_FLASH ui_screen_sub;
extern const struct ui_screen NB_FLASH ui_screen_code;
extern const struct ui_screen NB_FLASH ui_screen_keys;
extern const struct ui_screen NB_FLASH ui_screen_play_setup;
extern const struct ui_screen NB_FLASH ui_screen_play;
extern const struct ui_screen NB_FLASH ui_screen_puzzle;
extern const struct ui_screen NB_FLASH ui_screen_play_menu;

struct ui_state {
    uint8_t screen;          /* enum ui_screen_id */
    uint32_t splash_until;
    struct rule rule;
    struct settings s;       /* what is saved: position, rule, parameters, light */
    uint8_t engine_stale;
    uint8_t save_due;        /* a key since the last save */
    uint8_t save_now;        /* a screen was left: save at the next tick */
    uint8_t light_off;       /* the backlight timed out */
    uint8_t swallow;         /* the key that woke the backlight: ignore until released */
    uint32_t last_key_ms;
    uint8_t cursor;          /* pile, entry field, amount, digit or menu item */
    uint8_t edit_cursor;     /* pile or entry field to return to */
    uint8_t choice;          /* rule being chosen */
    heap_t take_choice;
    uint8_t held_repeats;    /* repeats since the key went down */
    struct game_result result;
    struct nb_error error;
    uint8_t refused;
    struct nb_error rule_error;   /* the rule could not be set up */
    uint8_t sounded;         /* a tune was asked for since the key came (ui_sound.c) */
    uint8_t worked;          /* "Working..." was shown since the key came (ui_engine.c) */
};

extern struct ui_state ui;

/* Does the rule play on a map's nodes? */
uint8_t ui_is_graph(void);
/* Start the rule's tables (a long build says "Working..." on line 2). */
void ui_apply_rule(void);
/* The rule's tables started if the console or a change left them stale;
 * 0 with the rule's refusal in ui.error when they cannot be. */
uint8_t ui_engine_ready(void);
/* Analyse the position on screen into ui.result (or ui.refused). */
void ui_evaluate(void);
/* Items the cursor moves over on the edit screen: piles, or two fields
 * (node, count) per entry. */
uint8_t ui_edit_items(void);
/* Home: the position, the cursor where it was. */
void ui_go_edit(void);
/* On a four-row display: the rows EDIT draws after its hint (the SG of
 * each pile, their XOR), if due; called by every tick. */
void ui_position_later(void);
/* The starting position: piles 3 4 5, or one stone on a map's last node. */
void ui_new_game(void);
/* Play rule table row `family` (take:M with the M chosen), then go home. */
void ui_use_rule(uint8_t family);
/* A held key's step grows: 10 after this many repeats, then 100 (the
 * repeat rate is hal/keys.h's). */
#define UI_REPEATS_STEP_10 20u
#define UI_REPEATS_STEP_100 40u
/* v plus / minus the step of a held key (1, then 10, then 100), kept
 * within max / min without wrapping. */
heap_t ui_step_up(heap_t v, heap_t max);
heap_t ui_step_down(heap_t v, heap_t min);
/* A position's verdict line (screens.h's, on heaps or on the map in use):
 * its winning move or that every move loses (ui_draw.c, as the two
 * below). */
void ui_verdict(const struct game_result *res, uint8_t no_stones, uint8_t piles_full,
                char *line);
/* An NB_FLASH text as a whole row. */
void ui_show_text(uint8_t row, const char *text);
/* Row 0: prefix and a row of numbers with ui.cursor's in view; returns its
 * column, for the cursor. */
uint8_t ui_show_row(const char *prefix, const heap_t *values, uint8_t count);

/* A line that says two or three things on two rows takes them in turn:
 * which of n is due UI_TURN_MS each since `since` (0 before it). */
#define UI_TURN_MS 2500u
uint8_t ui_turn(uint32_t since, uint8_t n);
/* DETAIL at the pile (or entry) the edit cursor was on. */
void ui_position_detail(void);
/* Remove the pile (or entry) the edit cursor was on (the last is emptied). */
void ui_position_delete(void);
/* RULE with the rule in play chosen. */
void ui_rule_open(void);
/* The backlight timeout of settings choice i, in seconds (0: always on). */
uint16_t ui_light_seconds(uint8_t i);
/* PUZZLE with a new puzzle (the menu's Puzzle, ui_puzzle.c). */
void ui_puzzle_open(void);
/* Seed g for a new game or puzzle: its state mixed with the clock (the
 * milliseconds of the key that started it), or the test build's pinned
 * seed. */
void ui_seed(struct play_rng *g);

#endif
