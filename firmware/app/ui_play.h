/*
 * ui_play.h — what the play screens share (private to ui_play_setup.c,
 * ui_play.c and ui_play_game.c): the game being set up, and starting it.
 *
 * PLAY_SETUP (ui_play_setup.c) chooses the start, who moves first and
 * nimbox's level; PLAY is the game itself, against nimbox or between two
 * people, on the coach's rule: its screen and move entry in ui_play.c, its
 * turn flow in ui_play_game.c.
 */
#ifndef APP_UI_PLAY_H
#define APP_UI_PLAY_H

#include <stdint.h>

/* Opponents. */
#define PLAY_VS_NIMBOX 0
#define PLAY_TWO 1

/* Starts (setup's values). */
#define PLAY_START_1357 0   /* 1-3-5-7 (a map: one stone on its last node) */
#define PLAY_START_345 1    /* 3-4-5 (not offered on a map) */
#define PLAY_START_RANDOM 2 /* won and lost for the first player alike */
#define PLAY_START_COACH 3  /* the coach's position */
#define PLAY_STARTS 4

/* nimbox's level until one is chosen. */
#define PLAY_LEVEL_DEFAULT 3

/* Who moves first. */
#define PLAY_FIRST_YOU 0
#define PLAY_FIRST_NIMBOX 1
#define PLAY_FIRST_COIN 2
#define PLAY_FIRSTS 3

/* The setup on screen; start, first and level are the saved settings'
 * (play_start, play_first, play_level), kept across power-off. */
struct play_setup {
    uint8_t mode;    /* PLAY_VS_NIMBOX or PLAY_TWO */
    uint8_t field;   /* the field on screen: 0 start, 1 first, 2 level */
    uint8_t start;   /* PLAY_START_... */
    uint8_t first;   /* PLAY_FIRST_... */
    uint8_t level;   /* 1..5 */
};

extern struct play_setup play_setup;

/* Open the setup screen for mode (the menu's items). */
void ui_play_setup_open(uint8_t mode);
/* Start a game as play_setup says (setup's SELECT). */
void ui_play_begin(void);
/* The game's menu (PLAY_MENU, ui_play_menu.c): back to the game, leave
 * it, the scores at every level. */
void ui_play_menu_open(void);

#endif
