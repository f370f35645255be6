/*
 * ui_play.c — a game's screen (PLAY): a person against nimbox (core/play.h
 * at the level set up), or two people, on the coach's rule; the turn flow
 * behind it (the start, moves played, nimbox's move, the end) is in
 * ui_play_game.c.  This file draws the game and enters a person's move.
 *
 * Line 1: whose turn ("You", "Me": nimbox, "P1", "P2") and the piles (on
 * a map, the stones NODE:COUNT), the cursor on the chosen pile.  A move:
 * LEFT/RIGHT choose the pile, DOWN lowers it through its legal moves only
 * (play_pile_option: fewest stones taken first; with take-and-break each
 * amount's splits follow it), UP takes stones back (past the pile as it
 * was: the pile choice again), LEFT cancels, SELECT plays it; line 2 says
 * the move as it would be played ("Play 5 to 3?", on a map "Play a8 to
 * a1?": the stone chosen, then one of its node's targets), worded unlike
 * the coach's hint ("Pile 2: 5 to 3").  LEFT/RIGHT skip piles without a
 * move; from one (the cursor marking nimbox's emptied pile) DOWN enters a
 * move on the next pile with one, and LEFT or RIGHT with no such pile
 * that way go there too.  Two players: UP at the pile choice shows the
 * coach's hint, counted for the player to move.  SELECT at the pile
 * choice opens the game's menu (ui_play_menu.c: back, leave, the scores);
 * held, it leaves the game.  A coin toss is announced on line 2 ("Toss:
 * you first") until the first move.
 *
 * nimbox's move shows in words on line 2 ("Me: P3, 5 to 4", "Me: a8 to
 * a1") with its pile marked by the cursor, its last move too, for a
 * moment (or until a key) before the result.  On a graphic display's
 * picture band the piles are stones, as on the home screen, around the
 * cursor's: the move line 2 shows, or the one being entered, marked, the
 * stones it takes drawn hollow (for a split, those that leave the table;
 * its second part is the next pile); on a grid map, with the diagrams
 * (ui_diagram.c), the board, the move's stone a ring and its square a
 * cross.  The end: the winner on line
 * 1 ("nimbox won at L5"), below it against nimbox the score at the level
 * ("You 0 - nimbox 2"), then "SELECT: again" and "LEFT: setup" (on two
 * rows in turn on line 2, UI_TURN_MS each, the score first; on four rows
 * one a row); SELECT plays again with the same setup, LEFT goes back to
 * it.
 */
#include "app/screens_move.h"
#include "app/screens_play.h"
#include "app/ui_play.h"
#include "app/ui_play_game.h"
#include "app/ui_diagram.h"
#include "app/ui_picture.h"
#include "app/screens_picture.h"
#include "core/maps.h"
#include "hal/activity.h"
#include "hal/clock.h"
#include "hal/lcd.h"

/* The move the entry stands at. */
static void entered(struct play_move *m)
{
    ui_entry_move(&play_entry, game.pile, game.option, m);
}

/* ---- drawing -------------------------------------------------------------- */

/* What the end says below the winner: against nimbox the score at the
 * level (0), then what SELECT (1) and LEFT (2) do. */
static const char NB_FLASH end_keys[] = "SELECT: again\0LEFT: setup";

/* The first of them on line 2: on two rows each in turn (from the end's
 * moment, the score first), two players' keys alone; on four rows all at
 * once from line 2 down. */
static uint8_t end_first(void)
{
    uint8_t two = play_setup.mode == PLAY_TWO;
    return (uint8_t)(two + (BOARD_LCD_ROWS >= 4 ? 0u : ui_turn(game.think_until, (uint8_t)(3u - two))));
}

static void draw_row(const char *prefix, const struct play_move *entering, uint8_t grid)
{
    uint8_t col = ui_entry_row(&play_entry, prefix, game.pile, entering, grid);
    lcd_cursor(col, 0, game.phase == PH_PICK || game.phase == PH_AMOUNT || game.shown);
}

static void draw_play(void)
{
    char line[LCD_LINE];
    struct play_move m;
    struct game_result res;
    uint8_t grid = ui_is_graph() ? maps_grid_width(ui.s.map) : 0;
    uint8_t due = (game.phase == PH_THINK || game.phase == PH_LAST) &&
                  (int32_t)(clock_ms() - game.think_until) >= 0;
    if (game.drawn && !due && !(game.phase == PH_OVER && end_first() != game.end_shown))
        return;
    if (due && game.phase == PH_LAST)
        game.phase = PH_OVER;
    else if (due)
        play_game_nimbox_moves();
    game.drawn = 1;
    ui_picture_due();   /* (nimbox's move comes on a tick, not a key) */
    if (game.phase == PH_REFUSED) {
        ui_show_text(0, NB_TEXT("Game refused"));
        screen_refusal(&game.err, line);
        lcd_show_line(1, line);
        lcd_cursor(0, 0, 0);
    } else if (game.phase == PH_OVER) {
        uint8_t l = (uint8_t)(play_setup.level - 1u), row, k;
        screen_play_winner(play_setup.mode == PLAY_TWO, game.winner, game.hints[game.winner],
                           play_setup.level, line);
        lcd_show_line(0, line);
        game.end_shown = k = end_first();
        for (row = 1; row < (BOARD_LCD_ROWS >= 4 ? 4u : 2u); row++, k++) {
            line[0] = 0;
            if (k == 0)
                screen_play_score(ui.s.play_wins[l],
                                  (uint16_t)(ui.s.play_games[l] - ui.s.play_wins[l]), line);
            else if (k <= 2u)
                screen_append(line, text_flash_nth(end_keys, (uint8_t)(k - 1u)));
            lcd_show_line(row, line);
        }
        lcd_cursor(0, 0, 0);
    } else {
        const char *who = play_setup.mode == PLAY_TWO ? (game.turn ? "P2 " : "P1 ")
                                                      : (game.turn ? "Me " : "You ");
        if (game.phase == PH_AMOUNT) {
            entered(&m);
            screen_move_entry(&m, (uint8_t)ui_is_graph(), grid, line);
        } else if (game.tossed) {
            screen_play_toss(game.turn, line);
        } else if (game.phase == PH_THINK) {
            line[0] = 0;
            screen_append(line, NB_TEXT("My move..."));
        } else if (game.hint && play_game_analyse(&res) == 0) {
            ui_verdict(&res, 0, game.count >= UI_MAX_PILES, line);
        } else if (game.shown) {
            screen_play_move(&game.last, (uint8_t)ui_is_graph(), grid, line);
        } else {
            line[0] = 0;
            screen_append(line, ui_is_graph() ? NB_TEXT("Choose a stone") : NB_TEXT("Choose a pile"));
        }
        lcd_show_line(1, line);
        draw_row(who, game.phase == PH_AMOUNT ? &m : 0, grid);
    }
    if (BOARD_LCD_ROWS >= 4 && game.phase != PH_OVER) {
        /* (the end's texts gone when a game starts again) */
        lcd_show_line(2, "");
        lcd_show_line(3, "");
    }
    activity_set(0);
}

/* ---- the picture band (a graphic display's: ui_picture.c) ------------------ */

uint8_t ui_play_picture(uint8_t *cursor)
{
    *cursor = game.pile;
    return ui_is_graph() ? 0u : (uint8_t)game.count;
}

void ui_play_pile_picture(uint8_t i, struct pile_picture *p)
{
    struct play_move m;
    p->stones = game.piles[i];
    p->take = 0;
    p->marked = 0;
    if (game.phase == PH_AMOUNT && i == game.pile) {
        entered(&m);      /* the move being entered: its stones still there */
    } else if (game.shown && i == game.last.pile) {
        m = game.last;    /* the move line 2 shows: its stones put back */
        p->stones = (heap_t)(m.from - m.split);
    } else {
        return;
    }
    p->take = (heap_t)(m.from - m.to - m.split);
    p->marked = 1;
}

uint8_t ui_play_map(const struct node_term **terms, uint8_t *count, struct play_move *m)
{
    *terms = game.terms;
    *count = (uint8_t)game.count;
    if (game.phase == PH_AMOUNT) {
        entered(m);       /* the move being entered: the stone and its target */
        return 1;
    }
    *m = game.last;       /* the move line 2 shows: where the stone was, and is */
    return game.shown;
}

/* ---- keys ----------------------------------------------------------------- */

/* The pile with a move after (step 1) or before (step -1, as 0xFFFF) the
 * cursor's; none that way: the cursor's own, or when it has no move (it
 * marks nimbox's emptied pile) the next one with a move. */
static uint8_t pile_toward(uint16_t step)
{
    uint16_t i = ui_entry_toward(&play_entry, game.pile, step);
    return (uint8_t)(i < game.count ? i : ui_entry_first_with_move(&play_entry, game.pile));
}

static void key_pick(uint8_t key)
{
    switch (key) {
    case KEY_LEFT:
        game.pile = pile_toward(0xFFFFu);
        return;
    case KEY_RIGHT:
        game.pile = pile_toward(1u);
        return;
    case KEY_DOWN:
        /* the cursor may mark nimbox's emptied pile: the next with a move */
        game.pile = (uint8_t)ui_entry_first_with_move(&play_entry, game.pile);
        game.phase = PH_AMOUNT;
        game.option = 0;
        game.shown = 0;
        game.hint = 0;
        return;
    case KEY_UP:
        if (play_setup.mode == PLAY_TWO && !game.hint) {
            game.hint = 1;
            if (game.hints[game.turn] < 255)
                game.hints[game.turn]++;
        }
        return;
    case KEY_SELECT:
        if (ui.held_repeats == 0)
            ui_play_menu_open();
        return;
    }
}

static void key_amount(uint8_t key)
{
    struct play_move m;
    uint8_t done = ui_entry_key(&play_entry, game.pile, &game.option, key);
    if (done == UI_ENTRY_CANCEL)
        game.phase = PH_PICK;
    else if (done == UI_ENTRY_TAKE) {
        entered(&m);
        play_game_play(&m);
    }
}

static void key_play(uint8_t key)
{
    game.drawn = 0;
    switch (game.phase) {
    case PH_PICK:
        key_pick(key);
        return;
    case PH_AMOUNT:
        key_amount(key);
        return;
    case PH_LAST:
        game.phase = PH_OVER;   /* any key: the result now */
        game.think_until = clock_ms();   /* (its texts' turns from now) */
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
