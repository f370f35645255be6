/*
 * console_test.h — the test build's own serial lines (built with
 * NIMBOX_TEST_HOOKS=1 into build/<board>/test/nimbox.elf, never flashed),
 * taken by the console and by its stand-in on boards without one
 * (console_none.c), so every board's test build can be hung for the
 * watchdog and have its games and puzzles pinned:
 *
 *   test-hang      never returns, with interrupts on, as a bug in the main
 *                  loop would: the watchdog must reset the device (a
 *                  settings save under way is finished first, so a hang
 *                  loses only what was not saved yet)
 *   test-seed N    the games and puzzles that follow are seeded with N
 *                  (the device seeds from key timing, which differs with
 *                  the board's clock); answers "seed pinned"
 */
#ifndef APP_CONSOLE_TEST_H
#define APP_CONSOLE_TEST_H

#include <stdint.h>

/* Take line (len bytes, no line end) if it is one of the test build's own;
 * 1 when it was (its answer sent), 0 for any other line. */
uint8_t console_test_line(const char *line, uint16_t len);

#endif
