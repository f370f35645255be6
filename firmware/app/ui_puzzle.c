/*
 * ui_puzzle.c — the practice mode (PUZZLE, the menu's Puzzle): the device
 * sets a position under the coach's rule (core/puzzle.c: won or lost,
 * larger as the streak grows), the person answers with the move they
 * think wins, or says no move wins, and the device grades it.
 *
 * Line 1: the rule's tag and the piles (on a map the stones NODE:COUNT),
 * the cursor on the chosen pile; line 2 "Streak 3, best 5".  LEFT/RIGHT
 * choose a pile (piles without a move are skipped; LEFT past the first
 * goes home), DOWN enters a move on it through its legal moves only
 * ("Play 7 to 6?"; UP takes stones back, LEFT cancels), SELECT answers
 * with it.  UP at the pile choice asks "No move wins?": SELECT answers
 * that, any other key goes back.
 *
 * The grade: "Right! Streak 4" or "Wrong: streak 0" over the coach's
 * winning move ("Pile 2: 7 to 2", "Every move loses"); DOWN shows why
 * (the pile's SG value and the XOR after the move, screens_puzzle.h), UP
 * the grade again; SELECT sets the next puzzle, LEFT goes home.  A right
 * answer plays the win's tune, a wrong one the loss's (ui_sound.c).  The
 * streak and the best streak are kept per rule family in the saved
 * settings.  Each visit is seeded from the clock (ui_seed).
 */
#include "app/screens_puzzle.h"
#include "app/ui_entry.h"
#include "app/ui.h"
#include "app/ui_state.h"
#include "core/maps.h"
#include "hal/lcd.h"
#include "hal/sound.h"

/* Phases: choosing a pile, entering a move on it, asking "no move wins?",
 * graded, why, refused by the engine. */
enum { PZ_PICK, PZ_AMOUNT, PZ_NONE, PZ_GRADED, PZ_WHY, PZ_REFUSED };

static struct {
    struct puzzle_position pos;
    struct play_rng rng;
    nb_uint_t option;   /* the move being entered: its option's index */
    uint8_t phase;
    uint8_t pile;
    uint8_t right;      /* the last answer's grade */
} pz;

/* The family's streak slot (its identifier less 1, within the table). */
static uint8_t slot(void)
{
    uint8_t id = rule_id(&ui.rule);
    return (uint8_t)(id >= 1 && id <= PUZZLE_FAMILIES ? id - 1u : 0u);
}

/* The puzzle's position for entering a move (ui_entry.h). */
static const struct ui_entry entry = { pz.pos.p.heaps, pz.pos.p.terms, &pz.pos.count };

static nb_uint_t moves_of(uint8_t i)
{
    return ui_entry_moves(&entry, i);
}

/* The move the entry stands at. */
static void entered(struct play_move *m)
{
    ui_entry_move(&entry, pz.pile, pz.option, m);
}

/* The next puzzle at the family's streak; the cursor on the first pile
 * with a move. */
static void next_puzzle(void)
{
    uint8_t i;
    pz.phase = PZ_REFUSED;
    if (!ui_engine_ready() ||
        puzzle_make(&ui.rule, ui.s.puzzle_streak[slot()], &pz.rng, &pz.pos, &ui.error) != 0)
        return;
    for (i = 0; i + 1u < pz.pos.count && !moves_of(i); i++)
        ;
    pz.pile = i;
    pz.phase = PZ_PICK;
}

/* Open the practice mode (the menu's Puzzle). */
void ui_puzzle_open(void)
{
    ui_seed(&pz.rng);
    ui.screen = UI_PUZZLE;
    next_puzzle();
}

/* Grade an answer (m, or 0: no move wins) and count it. */
static void answer(const struct play_move *m)
{
    struct puzzle_grade g;
    uint8_t f = slot();
    if (!ui_engine_ready() || puzzle_grade(&ui.rule, &pz.pos, m, &g, &ui.error) != 0) {
        pz.phase = PZ_REFUSED;
        ui_sound(SOUND_ERROR);
        return;
    }
    pz.right = g.right;
    /* right: the rising tune; wrong: the falling one */
    ui_sound(g.right ? SOUND_WIN : SOUND_LOSS);
    puzzle_count(g.right, &ui.s.puzzle_streak[f], &ui.s.puzzle_best[f]);
    ui.save_due = 1;
    pz.phase = PZ_GRADED;
}

/* ---- drawing -------------------------------------------------------------- */

static void draw_puzzle(void)
{
    char line[LCD_LINE];
    struct puzzle_grade g;
    struct play_move m;
    uint8_t f = slot(), grid = ui_is_graph() ? maps_grid_width(ui.s.map) : 0;
    if (pz.phase >= PZ_GRADED && pz.phase != PZ_REFUSED &&
        (!ui_engine_ready() || puzzle_grade(&ui.rule, &pz.pos, 0, &g, &ui.error) != 0))
        pz.phase = PZ_REFUSED;
    if (pz.phase == PZ_AMOUNT)
        entered(&m);
    if (pz.phase == PZ_REFUSED) {
        ui_show_text(0, NB_TEXT("Puzzle refused"));
        screen_refusal(&ui.error, line);
    } else if (pz.phase == PZ_WHY) {
        screen_puzzle_why(0, &ui.rule, &pz.pos, &g, grid, line);
        lcd_show_line(0, line);
        screen_puzzle_why(1, &ui.rule, &pz.pos, &g, grid, line);
    } else if (pz.phase == PZ_GRADED) {
        screen_puzzle_grade(pz.right, ui.s.puzzle_streak[f], line);
        lcd_show_line(0, line);
        ui_verdict(&g.res, 0, 0, line);
    } else {
        if (pz.phase == PZ_AMOUNT) {
            screen_move_entry(&m, (uint8_t)ui_is_graph(), grid, line);
        } else if (pz.phase == PZ_NONE) {
            line[0] = 0;
            screen_append(line, NB_TEXT("No move wins?"));
        } else {
            screen_puzzle_ask(ui.s.puzzle_streak[f], ui.s.puzzle_best[f], line);
        }
        lcd_show_line(1, line);
        /* line 1: the rule's tag and the piles, the entered move applied */
        screen_rule_tag(&ui.rule, line);
        screen_append(line, NB_TEXT(" "));
        lcd_cursor(ui_entry_row(&entry, line, pz.pile, pz.phase == PZ_AMOUNT ? &m : 0, grid),
                   0, 1);
        return;
    }
    lcd_show_line(1, line);
    lcd_cursor(0, 0, 0);
}

/* ---- keys ----------------------------------------------------------------- */

/* The pile with a move after (step 1) or before (step 0xFFFF) the
 * cursor's; the cursor's own when there is none. */
static uint8_t pile_toward(uint16_t step)
{
    uint16_t i = ui_entry_toward(&entry, pz.pile, step);
    return (uint8_t)(i < pz.pos.count ? i : pz.pile);
}

static void key_pick(uint8_t key)
{
    uint8_t p;
    switch (key) {
    case KEY_LEFT:
        p = pile_toward(0xFFFFu);
        if (p == pz.pile)
            ui_go_edit();
        pz.pile = p;
        return;
    case KEY_RIGHT:
        pz.pile = pile_toward(1u);
        return;
    case KEY_DOWN:
        if (moves_of(pz.pile)) {
            pz.phase = PZ_AMOUNT;
            pz.option = 0;
        }
        return;
    case KEY_UP:
        pz.phase = PZ_NONE;
        return;
    }
}

static void key_amount(uint8_t key)
{
    struct play_move m;
    uint8_t done = ui_entry_key(&entry, pz.pile, &pz.option, key);
    if (done == UI_ENTRY_CANCEL)
        pz.phase = PZ_PICK;
    else if (done == UI_ENTRY_TAKE) {
        entered(&m);
        answer(&m);
    }
}

static void key_puzzle(uint8_t key)
{
    switch (pz.phase) {
    case PZ_PICK:
        key_pick(key);
        return;
    case PZ_AMOUNT:
        key_amount(key);
        return;
    case PZ_NONE:
        if (key == KEY_SELECT)
            answer(0);
        else
            pz.phase = PZ_PICK;
        return;
    case PZ_REFUSED:
        ui_go_edit();
        return;
    }
    /* graded, or why */
    if (key == KEY_SELECT)
        next_puzzle();
    else if (key == KEY_LEFT)
        ui_go_edit();
    else if (key == KEY_DOWN)
        pz.phase = PZ_WHY;
    else if (key == KEY_UP)
        pz.phase = PZ_GRADED;
}

const struct ui_screen NB_FLASH ui_screen_puzzle = { draw_puzzle, key_puzzle, 0 };
