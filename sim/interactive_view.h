/*
 * interactive_view.h — what the interactive front end shows
 * (interactive_view.c): the console's scroll-back, wrapped to the
 * terminal's width, and the screen drawn from the simulator's state.
 * The loop and the keys are interactive.c's.
 */
#ifndef SIM_INTERACTIVE_VIEW_H
#define SIM_INTERACTIVE_VIEW_H

#include <stddef.h>
#include <stdint.h>

#define VIEW_LOG_KEEP 1000  /* console rows kept for scrolling back */
#define VIEW_LOG_WIDTH 240  /* the widest row a console line is wrapped to */
#define VIEW_LINE_MAX 8192  /* the longest console line taken whole */
#define VIEW_KEY_QUEUE 32
#define VIEW_HOLD 0x100     /* a queued key's flag: held until the next key */

struct view {
    char log[VIEW_LOG_KEEP][VIEW_LOG_WIDTH];
    unsigned nlog;           /* rows ever logged (the last VIEW_LOG_KEEP kept) */
    unsigned scroll;         /* rows scrolled back from the newest */
    int prompt;              /* typing a console line */
    char input[128];
    size_t ninput;
    int held;                /* key down now (enum sim_key), 0: none */
    int holding;             /* ... and held until the next key */
    uint64_t held_since;     /* the cycle it went down */
    int hold_armed;          /* `h` typed: the next key is held */
    int queue[VIEW_KEY_QUEUE];   /* enum sim_key, | VIEW_HOLD */
    unsigned nqueue;
    char status[120];
    const char *elf;
    const char *eeprom;      /* the EEPROM's file (NULL: none) */
    double speed;            /* simulated seconds per real second */
    double note_hz;          /* the buzzer's tone beside the LCD (0: none, -1: a beep) */
};

/* A console line (or a note) appended to the scroll-back, wrapped into
 * rows as wide as the terminal has room for. */
void view_log(struct view *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Scroll back (rows > 0) or forward (< 0), kept within what is kept. */
void view_scroll(struct view *v, int rows);
/* Console rows shown at once on this terminal (at least 3). */
unsigned view_log_rows(void);
/* Draws everything (the cursor home first, the rest cleared); no row is
 * wider than the terminal, so the title stays on the top row. */
void view_draw(const struct view *v);

#endif
