/*
 * screens_play.c — the play screens' sentences (screens_play.h): the
 * setup's fields, a move in words (nimbox's, or one being entered), the
 * winner and the score.  Built from screen_append and screen_append_u, so
 * every line is cut at the display's width (nimbox's move in the longest
 * wording that fits, its numbers whole).
 */
#include "app/screens_line.h"
#include "app/screens_move.h"
#include "app/screens_play.h"
#include "core/text.h"

/* The values' words, NUL-separated, by field (text_flash_nth). */
static const char NB_FLASH starts[] = "1-3-5-7\0" "3-4-5\0" "random\0" "coach's";
static const char NB_FLASH firsts[] = "you\0" "nimbox\0" "coin toss";

void screen_play_field(uint8_t field, uint8_t value, uint8_t graph, char *line)
{
    line_start(line);
    if (field == 0) {
        line_add(NB_TEXT("Start: "));
        line_add(graph && value <= 1 ? NB_TEXT("1 stone")
                                                : text_flash_nth(starts, value));
    } else if (field == 1) {
        line_add(NB_TEXT("First: "));
        line_add(text_flash_nth(firsts, value));
    } else {
        line_add(NB_TEXT("Level: "));
        line_add_u(value);
    }
}

void screen_play_move(const struct play_move *m, uint8_t graph, uint8_t grid_width, char *line)
{
    /* "Me: pile 3, 5 to 4", else "Me: P3, 5 to 4", else "Me: P3 to 4"
     * (the pile's size is on line 1), else "P16 to 4999+4999"; on a map
     * "Me: a8 to a1" */
    uint8_t form;
    for (form = 0;; form++) {
        line_start(line);
        if (form < 3u)
            line_add(NB_TEXT("Me: "));
        if (!graph) {
            line_add(form == 0 ? NB_TEXT("pile ") : NB_TEXT("P"));
            line_add_u((nb_uint_t)m->pile + 1u);
            line_add(form < 2u ? NB_TEXT(", ") : NB_TEXT(" "));
        }
        line_move(m, graph, grid_width, form < 2u);
        if (line_fits() || form == 3u || graph)
            return;
    }
}

void screen_play_winner(uint8_t two_players, uint8_t winner, uint8_t hints, uint8_t level,
                        char *line)
{
    line_start(line);
    if (!two_players) {
        line_add(winner == 0 ? NB_TEXT("You won at L") : NB_TEXT("nimbox won at L"));
        line_add_u(level);
        if (winner == 0)
            line_add(NB_TEXT("!"));
        return;
    }
    line_add(winner == 0 ? NB_TEXT("P1 won") : NB_TEXT("P2 won"));
    if (hints) {
        line_add(NB_TEXT(" ("));
        line_add_u(hints);
        line_add(hints == 1 ? NB_TEXT(" hint)") : NB_TEXT(" hints)"));
    }
}

/* The joins of the score's wordings, longest first. */
static const char NB_FLASH score_joins[] = " - nimbox \0-nimbox \0, me \0-";

void screen_play_score(uint16_t wins, uint16_t losses, char *line)
{
    /* "You 4 - nimbox 3", else "You 40-nimbox 35", else "You 400, me
     * 350", else "You 40000-35000": both numbers whole */
    uint8_t form;
    for (form = 0;; form++) {
        line_start(line);
        line_add(NB_TEXT("You "));
        line_add_u(wins);
        line_add(text_flash_nth(score_joins, form));
        line_add_u(losses);
        if (line_fits() || form == 3u)
            return;
    }
}

void screen_play_level_score(uint8_t level, uint16_t wins, uint16_t losses, char *line)
{
    /* "L3 you 4, me 3", else "L3: 40000-35000": both numbers whole */
    char mark = line[0];
    uint8_t form;
    for (form = 0;; form++) {
        line_start(line);
        if (mark)
            line_put(0, mark);
        line_put(0, 'L');
        line_add_u(level);
        line_add(form == 0 ? NB_TEXT(" you ") : NB_TEXT(": "));
        line_add_u(wins);
        line_add(form == 0 ? NB_TEXT(", me ") : NB_TEXT("-"));
        line_add_u(losses);
        if (line_fits() || form)
            return;
    }
}

void screen_play_toss(uint8_t nimbox_first, char *line)
{
    line_start(line);
    line_add(nimbox_first ? NB_TEXT("Toss: I go first") : NB_TEXT("Toss: you first"));
}
