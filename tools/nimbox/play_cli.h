/*
 * play_cli.h — `nimbox reply`'s options and `nimbox play`, a game in the
 * terminal against the engine's opponent (core/play.h).
 */
#ifndef TOOLS_NIMBOX_PLAY_CLI_H
#define TOOLS_NIMBOX_PLAY_CLI_H

#include <stddef.h>
#include <stdint.h>
#include "core/command.h"
#include "core/play.h"

struct play_options {
    uint8_t level;      /* 1-5 */
    uint8_t me_first;   /* play: the person moves first */
    uint8_t seeded;     /* --seed given */
    uint32_t seed;
};

extern const char play_usage_reply[];
extern const char play_usage_play[];

/* Take --level, --seed (and for play --first) off the front of the
 * arguments; 0, or EXIT_BAD_INPUT after an error line. */
int play_parse_options(const char *cmd, int *argc, char ***argv, struct play_options *o);

/* Parse a person's move line ("I TO", "I A+B", on a map "U V") on the
 * position heaps[0..count) (terms on a map) into *m, its numbers whole
 * (leading zeros and all); 0, or prints why it is refused (no such pile
 * or stone, illegal under rule_text; numbers said as typed) and returns
 * 1, or returns 2 for a line that is not a move at all (nothing printed). */
int play_read_move(const struct rule *r, const char *rule_text, const heap_t *heaps,
                   const struct node_term *terms, uint16_t count, const char *line,
                   struct play_move *m);

/* One line of the person's input into line[0..size) (play, puzzle):
 * when the input is not a terminal it is echoed, and a line that does
 * not end in a newline (the input's last) gets one, so what follows
 * starts a line of its own.  0: a line; 1: the input ended; 2: a line
 * longer than size - 2 characters, read to its end and said too long
 * (never taken as two). */
int play_input_line(char *line, size_t size, int interactive);

/* Is line the one word `word` (blanks around it allowed)? */
int play_says(const char *line, const char *word);

/* `nimbox play ARGS...` with main.c's graph lookup (dag:NAME, dag:FILE);
 * the exit status. */
int play_main(int argc, char **argv,
              int (*find_graph)(void *ctx, const char *name, uint16_t len,
                                const struct graph **g, struct nb_error *err));

#endif
