/*
 * screens_verdict.c — the verdict lines (screens.h): what the coach says
 * about a position, in the longest wording that fits the display.
 *
 *   Pile 1: 3 to 1     the winning move, or "Every move loses"
 *   Pile 2: 9 to 3+5   (a take-and-break move splitting the pile)
 *   Move h8 to h1      on a map: the stone to move and where
 *   XOR 6: 2 winning   the detail screen's line 2
 *
 * Also the line for a position the engine refused ("Limit: heap 575").
 */
#include "app/screens_line.h"

/* The words around the numbers, each written as it is counted: a wording
 * is used when its numbers' digits and the length of its words fit. */
#define LEN(words) (sizeof(words) - 1u)
#define W_PILE "Pile"        /* then ' ' (the long wording) or 'P' alone */
#define W_COLON_SP ": "
#define W_COLON ":"
#define W_TO " to "
#define W_PLUS "+"
#define W_FULL_COLON "Full: "
#define W_FULL "Full "
#define W_MOVE "Move "
/* "Pile 1: 3 to 1", "P1: 3 to 1" (and "P1:3 to 1", cut if need be) */
#define PILE_LONG (LEN(W_PILE " ") + LEN(W_COLON_SP) + LEN(W_TO))
#define PILE_MID (LEN("P") + LEN(W_COLON_SP) + LEN(W_TO))
/* "Pile 2: 9 to 3+5", "P2:9 to 3+5" (and "P2 to 3+5", which fits) */
#define SPLIT_LONG (PILE_LONG + LEN(W_PLUS))
#define SPLIT_MID (LEN("P") + LEN(W_COLON) + LEN(W_TO) + LEN(W_PLUS))
/* "Full: P16 to 3+5", "Full P16:30+68" */
#define FULL_LONG (LEN(W_FULL_COLON) + LEN("P") + LEN(W_TO) + LEN(W_PLUS))
#define FULL_MID (LEN(W_FULL) + LEN("P") + LEN(W_COLON) + LEN(W_PLUS))
/* "Move c3 to a1" */
#define MOVE_LONG (LEN(W_MOVE) + LEN(W_TO))

/* A move that splits a pile in two: "Pile 2: 9 to 3+5", "P2:9 to 3+5"
 * when that is too long, else "P2 to 3+5", whose numbers always fit (the
 * pile's size is on line 1).  At the pile limit (full) the screen has no
 * room for the new pile: "Full: P2 to 3+5", "Full P2:3+5", and only when
 * even that is too long "P2 to 3+5". */
static void verdict_split(const struct game_result *res, uint8_t full)
{
    uint8_t n = (uint8_t)(line_digits((heap_t)(res->pile + 1u)) + line_digits(res->to) +
                          line_digits(res->split));
    uint8_t from = 0, to_word = 1;
    if (full) {
        if (n + FULL_LONG <= LCD_WIDTH) {
            line_add(NB_TEXT(W_FULL_COLON));
        } else if (n + FULL_MID <= LCD_WIDTH) {
            line_add(NB_TEXT(W_FULL));
            to_word = 0;
        }
    } else {
        n = (uint8_t)(n + line_digits(res->from));
        from = n + SPLIT_MID <= LCD_WIDTH;
        if (n + SPLIT_LONG <= LCD_WIDTH)
            line_add(NB_TEXT(W_PILE));
    }
    line_put(0, n + SPLIT_LONG <= LCD_WIDTH && !full ? ' ' : 'P');
    line_add_u((nb_uint_t)res->pile + 1u);
    if (from) {
        line_add(n + SPLIT_LONG <= LCD_WIDTH ? NB_TEXT(W_COLON_SP) : NB_TEXT(W_COLON));
        line_add_u(res->from);
    }
    line_add(to_word ? NB_TEXT(W_TO) : NB_TEXT(W_COLON));
    line_add_u(res->to);
    line_put(0, W_PLUS[0]);
    line_add_u(res->split);
}

/* A position's verdict: its winning move, or that every move loses. */
void screen_verdict(const struct game_result *res, uint8_t no_stones, uint8_t piles_full,
                    char *line)
{
    /* the longest wording that fits: "Pile 1: 3 to 1", "P1: ...", "P1:..."
     * (PILE_LONG, PILE_MID; the last one is cut if need be) */
    uint8_t digits;
    line_start(line);
    if (res->outcome == OUTCOME_WON) {
        line_add(NB_TEXT("Game over: won!"));
        return;
    }
    if (res->outcome == OUTCOME_LOSE) {
        line_add(no_stones ? NB_TEXT("No stones: lost") : NB_TEXT("Every move loses"));
        return;
    }
    if (res->split) {
        verdict_split(res, piles_full);
        return;
    }
    digits = (uint8_t)(line_digits((heap_t)(res->pile + 1u)) + line_digits(res->from) +
                       line_digits(res->to));
    line_add(digits + PILE_LONG <= LCD_WIDTH ? NB_TEXT(W_PILE " ") : NB_TEXT("P"));
    line_add_u((nb_uint_t)res->pile + 1u);
    line_add(digits + PILE_MID <= LCD_WIDTH ? NB_TEXT(W_COLON_SP) : NB_TEXT(W_COLON));
    line_add_u(res->from);
    line_add(NB_TEXT(W_TO));
    line_add_u(res->to);
}

/* Why the engine refused the position. */
void screen_refusal(const struct nb_error *err, char *line)
{
    line_start(line);
    if (err->code == ERR_HEAP_BEYOND_TABLE) {
        line_add(NB_TEXT("Limit: heap "));
        line_add_u(err->limit - 1u);
    } else {
        line_add(err->code == ERR_NO_PILES ? NB_TEXT("Add a pile") : NB_TEXT("Cannot solve"));
    }
}

/* A graph position's verdict: "Move c3 to a1". */
void screen_graph_verdict(const struct game_result *res, uint8_t grid_width,
                          uint8_t no_stones, char *line)
{
    /* "Move c3 to a1", or without "Move " when the node numbers are long */
    uint8_t names;
    if (res->outcome != OUTCOME_WIN) {
        screen_verdict(res, no_stones, 0, line);
        return;
    }
    names = (uint8_t)(line_node_width((node_t)res->from, grid_width) +
                      line_node_width((node_t)res->to, grid_width));
    line_start(line);
    if (names + MOVE_LONG <= LCD_WIDTH)
        line_add(NB_TEXT(W_MOVE));
    line_node((node_t)res->from, grid_width);
    line_add(NB_TEXT(W_TO));
    line_node((node_t)res->to, grid_width);
}

/* The detail screen's XOR line. */
void screen_xor_line(const struct rule *r, const heap_t *piles, uint8_t count,
                     const struct game_result *res, char *line)
{
    uint8_t i, big = 0, ones = 0;
    line_start(line);
    if (!rule_has_sg(r)) {   /* misere Nim */
        for (i = 0; i < count; i++) {
            big += piles[i] > 1;
            ones += piles[i] == 1;
        }
        if (big == 0) {
            /* every heap is 0 or 1: odd number of 1s loses */
            if (ones == 0) {
                line_add(NB_TEXT("No stones: won"));
            } else {
                line_add(NB_TEXT("1s: "));
                line_add_u(ones);
                line_add(ones & 1u ? NB_TEXT(" odd, lose") : NB_TEXT(" even, win"));
            }
            return;
        }
    }
    if (!res) {
        line_add(NB_TEXT("XOR ?: undecided"));
        return;
    }
    line_add(NB_TEXT("XOR "));
    line_add_u(res->nim_sum);
    if (res->outcome != OUTCOME_WIN) {
        line_add(NB_TEXT(": you lose"));
        return;
    }
    /* the count is whole within 16 columns ("XOR 9999: " is 10); the
     * word after it is cut short when the line is full */
    line_add(NB_TEXT(": "));
    line_add_u(res->winning_moves);
    line_add(NB_TEXT(" winning"));
}
