/*
 * ui_play_game.c — the turn flow of a game (PLAY, drawn and keyed in
 * ui_play.c): the start the setup chose (ui_play_setup.c), a move played
 * and checked by the referee, the turn handed on, nimbox's move, the end.
 *
 * nimbox's move comes after a pause of PLAY_PAUSE_MS (the computation
 * itself is not padded).  The computation is signalled on the activity pin
 * like a key's answer, so the simulator can time it.  The game is over
 * when the player to move has no move; when nimbox made that last move, it
 * shows for PLAY_LAST_MS (or until a key) before the result.  Against
 * nimbox the score at the level is kept in the saved settings.  nimbox's
 * move, a win, a loss and a refusal each play their tune (ui_sound.c).
 */
#include "app/ui_play.h"
#include "app/ui.h"
#include "app/ui_play_game.h"
#include "core/maps.h"
#include "hal/activity.h"
#include "hal/clock.h"
#include "hal/sound.h"

#define PLAY_PAUSE_MS 700u
/* nimbox's last move shows this long before the result. */
#define PLAY_LAST_MS 1500u
/* Random starts: tries to meet the outcome drawn for the first player. */
#define PLAY_RANDOM_TRIES 40u

struct play_game game;
const struct ui_entry play_entry = { game.piles, game.terms, &game.count };

/* The position analysed; 0, or the error is in game.err. */
int play_game_analyse(struct game_result *res)
{
    if (ui.rule_error.code != ERR_NONE) {
        game.err = ui.rule_error;
        return 1;
    }
    if (ui_is_graph())
        return game_analyse_graph(&ui.rule, game.terms, game.count, res, &game.err);
    return game_analyse_heaps(&ui.rule, game.piles, game.count, res, &game.err);
}

/* A random position: won for the first player or lost, by a coin. */
static void random_start(void)
{
    struct game_result res;
    uint8_t want = (uint8_t)play_random(&game.rng, 2), tries, i;
    for (tries = 0; tries < PLAY_RANDOM_TRIES; tries++) {
        if (ui_is_graph()) {
            uint16_t nodes = maps_graph(ui.s.map)->node_count;
            game.count = (uint16_t)(1u + play_random(&game.rng, 3));
            if (game.count > UI_MAX_TERMS)
                game.count = UI_MAX_TERMS;
            for (i = 0; i < game.count; i++) {
                game.terms[i].node = (node_t)play_random(&game.rng, nodes);
                game.terms[i].count = 1;
            }
            game_merge_terms(game.terms, &game.count, &game.err);
        } else {
            game.count = (uint16_t)(3u + play_random(&game.rng, 2));
            if (game.count > UI_MAX_PILES)
                game.count = UI_MAX_PILES;
            for (i = 0; i < game.count; i++)
                game.piles[i] = (heap_t)(1u + play_random(&game.rng,
                                                          NB_HEAP_MAX < 15 ? NB_HEAP_MAX : 15));
        }
        if (play_game_analyse(&res) == 0 && (res.outcome == OUTCOME_WIN) == want)
            return;
    }
}

/* The position the setup chose. */
static void start_position(void)
{
    static const heap_t NB_FLASH classic[2][4] = { { 1, 3, 5, 7 }, { 3, 4, 5, 0 } };
    uint16_t i, n;
    uint8_t s = play_setup.start;
    if (s == PLAY_START_RANDOM) {
        random_start();
    } else if (ui_is_graph() && s == PLAY_START_COACH) {
        for (i = n = 0; i < ui.s.term_count; i++)
            if (ui.s.terms[i].count)
                game.terms[n++] = ui.s.terms[i];
        game.count = n;
        game_merge_terms(game.terms, &game.count, &game.err);
    } else if (ui_is_graph()) {
        game.count = 1;
        game.terms[0].node = (node_t)(maps_graph(ui.s.map)->node_count - 1u);
        game.terms[0].count = 1;
    } else if (s == PLAY_START_COACH) {
        game.count = ui.s.count;
        for (i = 0; i < game.count; i++)
            game.piles[i] = ui.s.piles[i];
    } else {
        game.count = s == PLAY_START_1357 ? 4u : 3u;
        if (game.count > UI_MAX_PILES)
            game.count = UI_MAX_PILES;
        flash_read_into(game.piles, classic[s == PLAY_START_1357 ? 0 : 1],
                        game.count * sizeof(heap_t));
    }
}

/* The game is over when the player to move has no move; the rule says
 * whether that player has lost (normal play) or won (misere). */
static void next_turn(void)
{
    struct game_result res;
    uint16_t p = ui_entry_first_with_move(&play_entry, game.pile < game.count ? game.pile : 0);
    game.hint = 0;
    game.turn ^= 1u;
    if (p == game.count) {
        if (play_game_analyse(&res)) {
            game.phase = PH_REFUSED;
            ui_sound(SOUND_ERROR);
            return;
        }
        game.winner = res.outcome == OUTCOME_WON ? game.turn : (uint8_t)(game.turn ^ 1u);
        game.phase = PH_OVER;
        game.think_until = clock_ms();   /* (the end's texts take turns from now) */
        if (play_setup.mode == PLAY_VS_NIMBOX && game.turn == 0 && game.shown) {
            game.phase = PH_LAST;   /* nimbox moved last: show its move first */
            game.think_until = clock_ms() + PLAY_LAST_MS;
        }
        /* a win rises, a loss to nimbox falls; between two players the
         * winner's tune */
        ui_sound(play_setup.mode == PLAY_VS_NIMBOX && game.winner != 0 ? SOUND_LOSS : SOUND_WIN);
        if (play_setup.mode == PLAY_VS_NIMBOX) {
            uint8_t l = (uint8_t)(play_setup.level - 1u);
            if (ui.s.play_games[l] < 0xFFFFu) {
                ui.s.play_games[l]++;
                ui.s.play_wins[l] = (uint16_t)(ui.s.play_wins[l] + (game.winner == 0));
            }
            ui.save_due = 1;
            ui.save_now = 1;
        }
        return;
    }
    if (!game.shown)
        game.pile = (uint8_t)p;
    if (play_setup.mode == PLAY_VS_NIMBOX && game.turn == 1) {
        game.phase = PH_THINK;
        game.think_until = clock_ms() + PLAY_PAUSE_MS;
    } else {
        game.phase = PH_PICK;
    }
}

/* Play m (checked again by the referee); 0, or the game is refused. */
int play_game_play(const struct play_move *m)
{
    int code;
    if (!play_is_legal(&ui.rule, m->from, m->to, m->split)) {
        ui_sound(SOUND_ERROR);
        return 1;   /* not played: the entry stays as it was */
    }
    if (ui_is_graph())
        code = play_apply_graph(game.terms, &game.count, UI_MAX_TERMS, m, &game.err);
    else
        code = play_apply_heaps(game.piles, &game.count, UI_MAX_PILES, m, &game.err);
    if (code) {
        game.phase = PH_REFUSED;
        return code;
    }
    game.tossed = 0;
    next_turn();
    return 0;
}

/* nimbox's move, timed on the activity pin. */
void play_game_nimbox_moves(void)
{
    struct play_move m;
    uint16_t i;
    int code;
    activity_set(1);
    if (ui_is_graph())
        code = play_choose_graph(&ui.rule, game.terms, game.count, play_setup.level, &game.rng,
                               &m, &game.err);
    else
        code = play_choose_heaps(&ui.rule, game.piles, game.count, play_setup.level, &game.rng,
                               &m, &game.err);
    if (code || m.pile == PLAY_NONE) {
        game.phase = PH_REFUSED;
        return;
    }
    game.last = m;
    game.shown = 1;
    game.pile = (uint8_t)m.pile;
    /* (the end of the game's tune, if this move ends it, follows at once) */
    ui_sound(SOUND_REPLY);
    if (play_game_play(&m)) {
        game.phase = PH_REFUSED;   /* the referee refused nimbox's own move */
        return;
    }
    if (ui_is_graph())
        for (i = 0; i < game.count; i++)   /* mark where the stone went */
            if (game.terms[i].node == m.to)
                game.pile = (uint8_t)i;
}

/* Start a game as play_setup says. */
void ui_play_begin(void)
{
    struct game_result res;
    if (ui.engine_stale)
        ui_apply_rule();
    error_clear(&game.err);
    ui_seed(&game.rng);
    ui.screen = UI_PLAY;
    start_position();
    game.hints[0] = game.hints[1] = 0;
    game.shown = 0;
    game.pile = 0;
    game.drawn = 0;
    game.tossed = play_setup.mode == PLAY_VS_NIMBOX && play_setup.first == PLAY_FIRST_COIN;
    game.turn = play_setup.mode == PLAY_TWO ? 0u
           : game.tossed ? (uint8_t)play_random(&game.rng, 2) : play_setup.first;
    /* next_turn hands the move on: start from the other side */
    game.turn ^= 1u;
    if (play_game_analyse(&res)) {
        game.phase = PH_REFUSED;
        return;
    }
    next_turn();
}
