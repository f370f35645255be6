/*
 * screens_verdict.c — the verdict lines (screens.h): what the coach says
 * about a position, in the longest wording that fits the display.
 *
 *   Pile 1: 3 to 1     the winning move, or "Every move loses"
 *   Pile 2: 9 to 3+5   (a take-and-break move splitting the pile)
 *   Move h8 to h1      on a map: the stone to move and where
 *   XOR 6: 2 winning   the detail screen's line 2
 *   Table N: 2 winning misere:RULE's (Bouton for take:M, pow2, half;
 *                      Table for the flash tables' rules): P or N
 *
 * Also the line for a position the engine refused ("Limit: heap 575",
 * "Limit: 36 tokens" past a misere table).
 */
#include "app/screens_line.h"

/* A position's verdict: its winning move, or that every move loses.  The
 * move in the longest wording that fits (each written, then the next one
 * in its place if it did not fit; the last is cut if need be):
 *   "Pile 1: 3 to 1", "P1: 3 to 1", "P1:3 to 1";
 *   a split: "Pile 2: 9 to 3+5", "P2:9 to 3+5", "P2 to 3+5" (whose
 *   numbers always fit: the pile's size is on line 1);
 *   a split at the pile limit (full: the screen has no room for the new
 *   pile): "Full: P2 to 3+5", "Full P2:3+5", "P2 to 3+5". */
void screen_verdict(const struct game_result *res, uint8_t no_stones, uint8_t piles_full,
                    char *line)
{
    uint8_t form, full = res->split && piles_full;
    line_start(line);
    if (res->outcome == OUTCOME_WON) {
        line_add(NB_TEXT("Game over: won!"));
        return;
    }
    if (res->outcome == OUTCOME_LOSE) {
        line_add(no_stones ? NB_TEXT("No stones: lost") : NB_TEXT("Every move loses"));
        return;
    }
    for (form = 0;; form++) {
        line_start(line);
        if (full && form < 2u)
            line_add(form == 0 ? NB_TEXT("Full: P") : NB_TEXT("Full P"));
        else
            line_add(form == 0 ? NB_TEXT("Pile ") : NB_TEXT("P"));
        line_add_u((nb_uint_t)res->pile + 1u);
        if (!(res->split && (full || form == 2u))) {
            line_add((res->split ? form == 0 : form < 2u) ? NB_TEXT(": ") : NB_TEXT(":"));
            line_add_u(res->from);
        }
        line_add(full && form == 1u ? NB_TEXT(":") : NB_TEXT(" to "));
        line_add_u(res->to);
        if (res->split) {
            line_put(0, '+');
            line_add_u(res->split);
        }
        if (line_fits() || form == 2u)
            return;
    }
}

/* Why the engine refused the position. */
void screen_refusal(const struct nb_error *err, char *line)
{
    line_start(line);
    if (err->code == ERR_HEAP_BEYOND_TABLE) {
        line_add(NB_TEXT("Limit: heap "));
        line_add_u(err->limit - 1u);
#if NB_MISERE_FLASH
    } else if (err->code == ERR_MISERE_BOUND) {   /* past the misere table */
        line_add(NB_TEXT("Limit: "));
        line_add_u(err->limit);
        line_add(NB_TEXT(" tokens"));
#endif
    } else {
        line_add(err->code == ERR_NO_PILES ? NB_TEXT("Add a pile") : NB_TEXT("Cannot solve"));
    }
}

/* A graph position's verdict: "Move c3 to a1", or without "Move " when the
 * node numbers are long. */
void screen_graph_verdict(const struct game_result *res, uint8_t grid_width,
                          uint8_t no_stones, char *line)
{
    uint8_t form;
    if (res->outcome != OUTCOME_WIN) {
        screen_verdict(res, no_stones, 0, line);
        return;
    }
    for (form = 0;; form++) {
        line_start(line);
        if (form == 0)
            line_add(NB_TEXT("Move "));
        line_node((node_t)res->from, grid_width);
        line_add(NB_TEXT(" to "));
        line_node((node_t)res->to, grid_width);
        if (line_fits() || form == 1u)
            return;
    }
}

/* The detail screen's XOR line. */
void screen_xor_line(const struct rule *r, const heap_t *piles, uint8_t count,
                     const struct game_result *res, char *line)
{
    uint8_t i, big = 0, ones = 0;
    line_start(line);
    if (rule_is_misere_search(r) && res) {
        /* misere:RULE: Bouton's rule on the SG values, or the table */
        line_add(rule_flags(r) & RULE_MISERE_NIMLIKE ? NB_TEXT("Bouton") : NB_TEXT("Table"));
        if (res->outcome == OUTCOME_WON) {
            line_add(NB_TEXT(": won"));
        } else if (res->outcome != OUTCOME_WIN) {
            line_add(NB_TEXT(" P: you lose"));
        } else {
            line_add(NB_TEXT(" N: "));
            line_add_u(res->winning_moves);
            line_add(NB_TEXT(" winning"));
        }
        return;
    }
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
