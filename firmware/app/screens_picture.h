/*
 * screens_picture.h — the piles drawn as stones, for a graphic display's
 * picture band (hal/lcd.h: lcd_picture_page): pure functions that give a
 * pile's page of 128 columns one column byte at a time (bit 0 the top), so
 * no pixel buffer is kept and the host tests read every column.
 *
 * A pile's page: the winning pile's marker (a triangle) in columns 0..4;
 * then up to PICTURE_STONES_MAX stones of 5x5 dots, 7 columns apart from
 * column 8, the stones kept filled and the stones the winning move takes
 * hollow, after them.  A larger pile is a bar, filled for the stones kept
 * and outlined for those taken, with its count in digits at the right.
 */
#ifndef APP_SCREENS_PICTURE_H
#define APP_SCREENS_PICTURE_H

#include <stdint.h>
#include "core/limits.h"

/* the most stones drawn one by one; a larger pile is a bar */
#define PICTURE_STONES_MAX 17u
/* the columns of a page */
#define PICTURE_WIDTH 128u

/* One pile on its page. */
struct pile_picture {
    heap_t stones;     /* the pile */
    heap_t take;       /* stones the winning move takes (0: none) */
    uint8_t marked;    /* 1: the winning move is on this pile */
};

/* Column x (0..PICTURE_WIDTH-1) of pile p's page. */
uint8_t picture_pile_column(const struct pile_picture *p, uint8_t x);

/* What p's page shows, as one number (equal numbers, equal pages; never 0,
 * the blank page's). */
uint32_t picture_pile_key(const struct pile_picture *p);

#endif
