/*
 * ui_play.c — a game (PLAY): a person against nimbox (core/play.h at the
 * level set up), or two people, on the coach's rule, from the start set up
 * in ui_play_setup.c.
 *
 * Line 1: whose turn ("You", "Me": nimbox, "P1", "P2") and the piles (on
 * a map, the stones NODE:COUNT), the cursor on the chosen pile.  A move:
 * LEFT/RIGHT choose the pile, DOWN lowers it through its legal moves only
 * (play_pile_option: fewest stones taken first; with take-and-break each
 * amount's splits follow it), UP takes stones back (past the pile as it
 * was: the pile choice again), LEFT cancels, SELECT plays it; line 2 says
 * the move ("Pile 2: 5 to 3", on a map "Move a8 to a1": the stone chosen,
 * then one of its node's targets).  Two players: UP at the pile choice
 * shows the coach's hint, counted for the player to move.  Holding SELECT
 * at the pile choice leaves the game.
 *
 * nimbox's move comes after a pause of PLAY_PAUSE_MS (the computation
 * itself is not padded), in words on line 2 ("I take 2 from 3", "I move
 * a8 to a1") with its pile marked by the cursor.  The computation is
 * signalled on the activity pin like a key's answer, so the simulator can
 * time it.  The end: the winner on line 1 and against nimbox the score at
 * the level on line 2, kept in the saved settings; SELECT plays again with
 * the same setup, LEFT goes back to it.
 */
#include "app/screens_play.h"
#include "app/ui_play.h"
#include "app/ui_state.h"
#include "core/maps.h"
#include "core/play.h"
#include "hal/activity.h"
#include "hal/clock.h"
#include "hal/lcd.h"

#define PLAY_PAUSE_MS 700u
/* Held SELECT at the pile choice leaves the game after this many repeats
 * (about 1.3 s). */
#define PLAY_LEAVE_REPEATS 5u
/* Random starts: tries to meet the outcome drawn for the first player. */
#define PLAY_RANDOM_TRIES 40u

enum { PH_PICK, PH_AMOUNT, PH_THINK, PH_OVER, PH_REFUSED };

static struct {
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
    uint32_t think_until;
    struct play_move last;
    struct play_rng rng;
    struct nb_error err;
} g;

/* Pile i's size, or term i's node. */
static heap_t size_of(uint16_t i)
{
    return ui_is_graph() ? (heap_t)g.terms[i].node : g.piles[i];
}

static nb_uint_t moves_of(uint16_t i)
{
    return play_pile_moves(&ui.rule, size_of(i));
}

/* The first pile with a move at or after `from`, else any; count when none. */
static uint16_t pile_with_move(uint16_t from)
{
    uint16_t i;
    for (i = 0; i < g.count; i++) {
        uint16_t j = (uint16_t)((from + i) % g.count);
        if (moves_of(j))
            return j;
    }
    return g.count;
}

static int analyse(struct game_result *res)
{
    if (ui.rule_error.code != ERR_NONE) {
        g.err = ui.rule_error;
        return 1;
    }
    if (ui_is_graph())
        return game_analyse_graph(&ui.rule, g.terms, g.count, res, &g.err);
    return game_analyse_heaps(&ui.rule, g.piles, g.count, res, &g.err);
}

/* The move the entry stands at. */
static void entered(struct play_move *m)
{
    struct rule_option o;
    heap_t h = size_of(g.pile);
    play_pile_option(&ui.rule, h, g.option, &o);
    m->pile = g.pile;
    m->from = h;
    m->to = o.to;
    m->split = o.split;
}

/* A random position: won for the first player or lost, by a coin. */
static void random_start(void)
{
    struct game_result res;
    uint8_t want = (uint8_t)play_random(&g.rng, 2), tries, i;
    for (tries = 0; tries < PLAY_RANDOM_TRIES; tries++) {
        if (ui_is_graph()) {
            uint16_t nodes = maps_graph(ui.s.map)->node_count;
            g.count = (uint16_t)(1u + play_random(&g.rng, 3));
            if (g.count > UI_MAX_TERMS)
                g.count = UI_MAX_TERMS;
            for (i = 0; i < g.count; i++) {
                g.terms[i].node = (node_t)play_random(&g.rng, nodes);
                g.terms[i].count = 1;
            }
            game_merge_terms(g.terms, &g.count, &g.err);
        } else {
            g.count = (uint16_t)(3u + play_random(&g.rng, 2));
            if (g.count > UI_MAX_PILES)
                g.count = UI_MAX_PILES;
            for (i = 0; i < g.count; i++)
                g.piles[i] = (heap_t)(1u + play_random(&g.rng, NB_HEAP_MAX < 15 ? NB_HEAP_MAX : 15));
        }
        if (analyse(&res) == 0 && (res.outcome == OUTCOME_WIN) == want)
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
                g.terms[n++] = ui.s.terms[i];
        g.count = n;
        game_merge_terms(g.terms, &g.count, &g.err);
    } else if (ui_is_graph()) {
        g.count = 1;
        g.terms[0].node = (node_t)(maps_graph(ui.s.map)->node_count - 1u);
        g.terms[0].count = 1;
    } else if (s == PLAY_START_COACH) {
        g.count = ui.s.count;
        for (i = 0; i < g.count; i++)
            g.piles[i] = ui.s.piles[i];
    } else {
        g.count = s == PLAY_START_1357 ? 4u : 3u;
        if (g.count > UI_MAX_PILES)
            g.count = UI_MAX_PILES;
        flash_read_into(g.piles, classic[s == PLAY_START_1357 ? 0 : 1], g.count * sizeof(heap_t));
    }
}

/* The game is over when the player to move has no move; the rule says
 * whether that player has lost (normal play) or won (misere). */
static void next_turn(void)
{
    struct game_result res;
    uint16_t p = pile_with_move(g.pile < g.count ? g.pile : 0);
    g.hint = 0;
    g.turn ^= 1u;
    if (p == g.count) {
        if (analyse(&res)) {
            g.phase = PH_REFUSED;
            return;
        }
        g.winner = res.outcome == OUTCOME_WON ? g.turn : (uint8_t)(g.turn ^ 1u);
        g.phase = PH_OVER;
        if (play_setup.mode == PLAY_VS_NIMBOX) {
            uint8_t l = (uint8_t)(play_setup.level - 1u);
            if (ui.s.play_games[l] < 0xFFFFu) {
                ui.s.play_games[l]++;
                ui.s.play_wins[l] = (uint16_t)(ui.s.play_wins[l] + (g.winner == 0));
            }
            ui.save_due = 1;
            ui.save_now = 1;
        }
        return;
    }
    if (!g.shown)
        g.pile = (uint8_t)p;
    if (play_setup.mode == PLAY_VS_NIMBOX && g.turn == 1) {
        g.phase = PH_THINK;
        g.think_until = clock_ms() + PLAY_PAUSE_MS;
    } else {
        g.phase = PH_PICK;
    }
}

/* Play m (checked again by the referee); 0, or the game is refused. */
static int play(const struct play_move *m)
{
    int code;
    if (!play_is_legal(&ui.rule, m->from, m->to, m->split))
        return 1;   /* not played: the entry stays as it was */
    if (ui_is_graph())
        code = play_apply_graph(g.terms, &g.count, UI_MAX_TERMS, m, &g.err);
    else
        code = play_apply_heaps(g.piles, &g.count, UI_MAX_PILES, m, &g.err);
    if (code) {
        g.phase = PH_REFUSED;
        return code;
    }
    next_turn();
    return 0;
}

/* nimbox's move, timed on the activity pin. */
static void nimbox_moves(void)
{
    struct play_move m;
    uint16_t i;
    int code;
    activity_set(1);
    if (ui_is_graph())
        code = play_choose_graph(&ui.rule, g.terms, g.count, play_setup.level, &g.rng, &m, &g.err);
    else
        code = play_choose_heaps(&ui.rule, g.piles, g.count, play_setup.level, &g.rng, &m, &g.err);
    if (code || m.pile == PLAY_NONE) {
        g.phase = PH_REFUSED;
        return;
    }
    g.last = m;
    g.shown = 1;
    g.pile = (uint8_t)m.pile;
    if (play(&m)) {
        g.phase = PH_REFUSED;   /* the referee refused nimbox's own move */
        return;
    }
    if (ui_is_graph())
        for (i = 0; i < g.count; i++)   /* mark where the stone went */
            if (g.terms[i].node == m.to)
                g.pile = (uint8_t)i;
}

#if NIMBOX_TEST_HOOKS
static uint8_t seed_pinned;
static uint32_t seed_pin;

void ui_play_test_seed(uint32_t seed)
{
    seed_pinned = 1;
    seed_pin = seed;
}
#endif

void ui_play_begin(void)
{
    struct game_result res;
    if (ui.engine_stale)
        ui_apply_rule();
    error_clear(&g.err);
    play_seed(&g.rng, g.rng.s ^ (clock_ms() * 2654435761u));
#if NIMBOX_TEST_HOOKS
    if (seed_pinned)   /* the test build's pinned seed instead */
        play_seed(&g.rng, seed_pin);
#endif
    ui.screen = UI_PLAY;
    start_position();
    g.hints[0] = g.hints[1] = 0;
    g.shown = 0;
    g.pile = 0;
    g.drawn = 0;
    g.turn = play_setup.mode == PLAY_TWO ? 0u
           : play_setup.first == PLAY_FIRST_COIN ? (uint8_t)play_random(&g.rng, 2)
                                                 : play_setup.first;
    /* next_turn hands the move on: start from the other side */
    g.turn ^= 1u;
    if (analyse(&res)) {
        g.phase = PH_REFUSED;
        return;
    }
    next_turn();
}

/* ---- drawing -------------------------------------------------------------- */

static void draw_row(const char *prefix, const struct play_move *entering)
{
    heap_t shown[UI_MAX_PILES];
    char line[LCD_LINE];
    uint8_t col, i;
    ui.cursor = g.pile;
    if (ui_is_graph()) {
        screen_term_row(prefix, g.terms, (uint8_t)g.count, (uint8_t)(2u * g.pile),
                        maps_grid_width(ui.s.map), line, &col);
        lcd_show_line(0, line);
    } else {
        for (i = 0; i < g.count; i++)
            shown[i] = g.piles[i];
        if (entering)
            shown[g.pile] = entering->to;
        col = ui_show_row(prefix, shown, (uint8_t)g.count);
    }
    lcd_cursor(col, 0, g.phase == PH_PICK || g.phase == PH_AMOUNT || g.shown);
}

static void draw_play(void)
{
    char line[LCD_LINE];
    struct play_move m;
    struct game_result res;
    uint8_t grid = ui_is_graph() ? maps_grid_width(ui.s.map) : 0;
    uint8_t due = g.phase == PH_THINK && (int32_t)(clock_ms() - g.think_until) >= 0;
    if (g.drawn && !due)
        return;
    if (due)
        nimbox_moves();
    g.drawn = 1;
    if (g.phase == PH_REFUSED) {
        ui_show_text(0, NB_TEXT("Game refused"));
        screen_refusal(&g.err, line);
        lcd_show_line(1, line);
        lcd_cursor(0, 0, 0);
    } else if (g.phase == PH_OVER) {
        uint8_t l = (uint8_t)(play_setup.level - 1u);
        screen_play_winner(play_setup.mode == PLAY_TWO, g.winner, g.hints[g.winner], line);
        lcd_show_line(0, line);
        if (play_setup.mode == PLAY_TWO)
            ui_show_text(1, NB_TEXT("SELECT: again"));
        else {
            screen_play_score(play_setup.level, ui.s.play_wins[l], ui.s.play_games[l], line);
            lcd_show_line(1, line);
        }
        lcd_cursor(0, 0, 0);
    } else {
        const char *who = play_setup.mode == PLAY_TWO ? (g.turn ? "P2 " : "P1 ")
                                                      : (g.turn ? "Me " : "You ");
        if (g.phase == PH_AMOUNT) {
            entered(&m);
            screen_play_move(&m, (uint8_t)ui_is_graph(), grid, 0, line);
        } else if (g.phase == PH_THINK) {
            line[0] = 0;
            screen_append(line, NB_TEXT("My move..."));
        } else if (g.hint && analyse(&res) == 0) {
            if (ui_is_graph())
                screen_graph_verdict(&res, grid, 0, line);
            else
                screen_verdict(&res, 0, g.count >= UI_MAX_PILES, line);
        } else if (g.shown) {
            screen_play_move(&g.last, (uint8_t)ui_is_graph(), grid, 1, line);
        } else {
            line[0] = 0;
            screen_append(line, ui_is_graph() ? NB_TEXT("Choose a stone") : NB_TEXT("Choose a pile"));
        }
        lcd_show_line(1, line);
        draw_row(who, g.phase == PH_AMOUNT && !ui_is_graph() ? &m : 0);
    }
    activity_set(0);
}

/* ---- keys ----------------------------------------------------------------- */

static void key_pick(uint8_t key)
{
    switch (key) {
    case KEY_LEFT:
        if (g.pile > 0)
            g.pile--;
        return;
    case KEY_RIGHT:
        if (g.pile + 1u < g.count)
            g.pile++;
        return;
    case KEY_DOWN:
        if (moves_of(g.pile)) {
            g.phase = PH_AMOUNT;
            g.option = 0;
            g.shown = 0;
            g.hint = 0;
        }
        return;
    case KEY_UP:
        if (play_setup.mode == PLAY_TWO && !g.hint) {
            g.hint = 1;
            if (g.hints[g.turn] < 255)
                g.hints[g.turn]++;
        }
        return;
    case KEY_SELECT:
        if (ui.held_repeats == PLAY_LEAVE_REPEATS)
            ui_go_edit();
        return;
    }
}

static void key_amount(uint8_t key)
{
    struct play_move m;
    nb_uint_t step = ui.held_repeats >= 20 ? 10u : 1u, last = moves_of(g.pile) - 1u;
    switch (key) {
    case KEY_DOWN:
        g.option = last - g.option < step ? last : g.option + step;
        return;
    case KEY_UP:
        if (g.option == 0)
            g.phase = PH_PICK;
        else
            g.option = g.option < step ? 0 : g.option - step;
        return;
    case KEY_LEFT:
        g.phase = PH_PICK;
        return;
    case KEY_SELECT:
        if (ui.held_repeats == 0) {
            entered(&m);
            play(&m);
        }
        return;
    }
}

static void key_play(uint8_t key)
{
    g.drawn = 0;
    switch (g.phase) {
    case PH_PICK:
        key_pick(key);
        return;
    case PH_AMOUNT:
        key_amount(key);
        return;
    case PH_OVER:
        if (key == KEY_SELECT && ui.held_repeats == 0)
            ui_play_begin();
        else if (key == KEY_LEFT)
            ui_play_setup_open(play_setup.mode);
        return;
    case PH_REFUSED:
        if (ui.held_repeats == 0)
            ui_go_edit();
        return;
    }
}

const struct ui_screen NB_FLASH ui_screen_play = { draw_play, key_play, UI_LIVE | UI_SELECT_REPEATS };
