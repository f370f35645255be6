/*
 * interactive_view.h — what the interactive front end shows
 * (interactive_view.c): the console's scroll-back and the screen drawn
 * from the simulator's state.  The loop and the keys are interactive.c's.
 */
#ifndef NIMBOX_SIM_INTERACTIVE_VIEW_H
#define NIMBOX_SIM_INTERACTIVE_VIEW_H

#include <stddef.h>

#define VIEW_LOG_KEEP 200   /* console lines kept for scrolling back */
#define VIEW_LOG_WIDTH 100
#define VIEW_KEY_QUEUE 32

struct view {
    char log[VIEW_LOG_KEEP][VIEW_LOG_WIDTH];
    unsigned nlog;           /* lines ever logged (the last VIEW_LOG_KEEP kept) */
    unsigned scroll;         /* lines scrolled back from the newest */
    int prompt;              /* typing a console line */
    char input[128];
    size_t ninput;
    int held;                /* key held now (enum sim_key) */
    int queue[VIEW_KEY_QUEUE];
    unsigned nqueue;
    char status[120];
    const char *elf;
    double speed;            /* simulated seconds per real second */
};

/* A console line (or a note) appended to the scroll-back. */
void view_log(struct view *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Scroll back (lines > 0) or forward (< 0), kept within what is kept. */
void view_scroll(struct view *v, int lines);
/* Console lines shown at once on this terminal (at least 8). */
unsigned view_log_rows(void);
/* Draws everything (the cursor home first, the rest cleared). */
void view_draw(const struct view *v);

#endif
