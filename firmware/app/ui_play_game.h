/*
 * ui_play_game.h — the game in progress (private to ui_play_game.c and
 * ui_play.c): its position, whose turn it is and the phase of that turn,
 * and the steps that move it on (a move played, nimbox's move).
 */
#ifndef APP_UI_PLAY_GAME_H
#define APP_UI_PLAY_GAME_H

#include <stdint.h>
#include "app/ui_entry.h"
#include "app/ui_state.h"
#include "core/play.h"

/* The phase of a turn: choosing a pile, entering the move on it, nimbox
 * thinking, nimbox's last move shown before the result, the game over,
 * the game refused by the engine. */
enum { PH_PICK, PH_AMOUNT, PH_THINK, PH_LAST, PH_OVER, PH_REFUSED };

struct play_game {
    heap_t piles[UI_MAX_PILES];
    struct node_term terms[UI_MAX_TERMS];
    uint16_t count;        /* piles, or terms on a map */
    uint8_t phase;
    uint8_t turn;          /* 0: you (P1), 1: nimbox (P2) */
    uint8_t pile;          /* the chosen pile (term) */
    nb_uint_t option;      /* the move being entered: its option's index */
    uint8_t shown;         /* line 2 shows nimbox's move */
    uint8_t hint;          /* line 2 shows the coach's hint */
    uint8_t hints[2];
    uint8_t winner;
    uint8_t drawn;
    uint8_t end_shown;     /* PH_OVER: the first of its texts on line 2 (ui_play.c) */
    uint8_t tossed;        /* line 2 announces the coin toss (until the first move) */
    uint32_t think_until;  /* nimbox's move is due; PH_LAST: the result is */
    struct play_move last;
    struct play_rng rng;
    struct nb_error err;
};

extern struct play_game game;

/* The game's position for entering a move (ui_entry.h). */
extern const struct ui_entry play_entry;
/* The position analysed; 0, or non-zero with the error in game.err. */
int play_game_analyse(struct game_result *res);
/* Play m (checked again by the referee); 0, or the game is refused. */
int play_game_play(const struct play_move *m);
/* nimbox's move, timed on the activity pin. */
void play_game_nimbox_moves(void);

#endif
