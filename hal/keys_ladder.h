/*
 * keys_ladder.h — five keys on one analog input through a resistor ladder
 * (BOARD_KEYS_LADDER boards): which key a voltage means.  Portable, so the
 * host tests check it.
 *
 * The board lists each key's millivolts on every known variant of its
 * ladder (BOARD_KEYS_VARIANT_MV(v, k), BOARD_KEYS_VARIANTS of them; see
 * boards/shields/lcd-keypad-shield.h).  A key's reading may lie anywhere in
 * its band: the variant's value +-KEYS_LADDER_SPREAD, i.e. +-5 % of the
 * reading (resistor tolerances; the ladder is ratiometric, so the supply
 * adds nothing), but never narrower than +-KEYS_LADDER_FLOOR_MV: RIGHT
 * shorts the input to ground, where 5 % of 0 V is no band at all, yet the
 * ADC's offset and the switch's contact resistance still give a few
 * counts.  "No key" is the pull-up, full scale: its band is 5 % of the
 * supply below it (a reference a little above the shield's own 5 V).
 *
 * Each boundary between neighbouring keys lies midway between the highest
 * band edge of the lower key over every variant and the lowest band edge
 * of the upper key over every variant.  The preprocessor checks that every
 * band of every variant keeps KEYS_LADDER_GUARD_MV clear of the boundaries
 * (#error otherwise), so no key of any known shield, 5 % off, can read as
 * another.  A reading exactly on a boundary belongs to the higher key.
 *
 * With the shield's three variants (mV): 244 | 965 | 1794 | 2776 | 4274,
 * each 107 mV or more from the nearest band (DOWN/LEFT, 1687 | 1901).
 */
#ifndef HAL_KEYS_LADDER_H
#define HAL_KEYS_LADDER_H

#include <stdint.h>

#include "board.h"

#if !(defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER)
#error "keys_ladder.h: board.h wires no key ladder (BOARD_KEYS_LADDER)"
#endif

#define KEYS_LADDER_SPREAD_PCT 5
/* The narrowest band, each side: 5 ADC counts at 5 V. */
#define KEYS_LADDER_FLOOR_MV 25
/* Room each band keeps from a boundary: two ADC counts (the conversion to
 * millivolts rounds down by up to one; the ADC is good to +-2 counts). */
#define KEYS_LADDER_GUARD_MV 10

/* A reading's spread (5 %, rounded up) and its band's edges. */
#define KEYS_LADDER_SPREAD(mv)                                                          \
    (((mv) * KEYS_LADDER_SPREAD_PCT + 99) / 100 > KEYS_LADDER_FLOOR_MV                  \
         ? ((mv) * KEYS_LADDER_SPREAD_PCT + 99) / 100                                   \
         : KEYS_LADDER_FLOOR_MV)
#define KEYS_LADDER_LO(mv) ((mv) - KEYS_LADDER_SPREAD(mv))
#define KEYS_LADDER_HI(mv) ((mv) + KEYS_LADDER_SPREAD(mv))

/* Key k (enum key order, 6 = no key) over every variant: the highest upper
 * edge and the lowest lower edge.  Folds four variants; a missing one
 * repeats variant 0. */
#if BOARD_KEYS_VARIANTS < 1 || BOARD_KEYS_VARIANTS > 4
#error "keys_ladder: 1..4 ladder variants (add terms to the folds below for more)"
#endif
#define KEYS_LADDER_MV(v, k) BOARD_KEYS_VARIANT_MV((v) < BOARD_KEYS_VARIANTS ? (v) : 0, k)
#define KEYS_LADDER_MAX(a, b) ((a) > (b) ? (a) : (b))
#define KEYS_LADDER_MIN(a, b) ((a) < (b) ? (a) : (b))
#define KEYS_LADDER_HI_MAX(k)                                                           \
    KEYS_LADDER_MAX(KEYS_LADDER_MAX(KEYS_LADDER_HI(KEYS_LADDER_MV(0, k)),               \
                                    KEYS_LADDER_HI(KEYS_LADDER_MV(1, k))),              \
                    KEYS_LADDER_MAX(KEYS_LADDER_HI(KEYS_LADDER_MV(2, k)),               \
                                    KEYS_LADDER_HI(KEYS_LADDER_MV(3, k))))
#define KEYS_LADDER_LO_MIN(k)                                                           \
    KEYS_LADDER_MIN(KEYS_LADDER_MIN(KEYS_LADDER_LO(KEYS_LADDER_MV(0, k)),               \
                                    KEYS_LADDER_LO(KEYS_LADDER_MV(1, k))),              \
                    KEYS_LADDER_MIN(KEYS_LADDER_LO(KEYS_LADDER_MV(2, k)),               \
                                    KEYS_LADDER_LO(KEYS_LADDER_MV(3, k))))

/* The boundary above key k: midway between k's highest edge and k+1's
 * lowest. */
#define KEYS_LADDER_BOUNDARY(k) ((KEYS_LADDER_HI_MAX(k) + KEYS_LADDER_LO_MIN((k) + 1)) / 2)
/* A boundary that keeps the guard from both bands. */
#define KEYS_LADDER_SEPARATES(k)                                                        \
    (KEYS_LADDER_HI_MAX(k) + KEYS_LADDER_GUARD_MV <= KEYS_LADDER_BOUNDARY(k) &&           \
     KEYS_LADDER_BOUNDARY(k) + KEYS_LADDER_GUARD_MV <= KEYS_LADDER_LO_MIN((k) + 1))

/* Boundaries: a reading below KEYS_LADDER_RIGHT_UP is RIGHT, and so on. */
#define KEYS_LADDER_RIGHT_UP KEYS_LADDER_BOUNDARY(1)
#define KEYS_LADDER_UP_DOWN KEYS_LADDER_BOUNDARY(2)
#define KEYS_LADDER_DOWN_LEFT KEYS_LADDER_BOUNDARY(3)
#define KEYS_LADDER_LEFT_SELECT KEYS_LADDER_BOUNDARY(4)
#define KEYS_LADDER_SELECT_NONE KEYS_LADDER_BOUNDARY(5)

#if !KEYS_LADDER_SEPARATES(1)
#error "keys_ladder: RIGHT and UP overlap on some variant (+-5 %)"
#endif
#if !KEYS_LADDER_SEPARATES(2)
#error "keys_ladder: UP and DOWN overlap on some variant (+-5 %)"
#endif
#if !KEYS_LADDER_SEPARATES(3)
#error "keys_ladder: DOWN and LEFT overlap on some variant (+-5 %)"
#endif
#if !KEYS_LADDER_SEPARATES(4)
#error "keys_ladder: LEFT and SELECT overlap on some variant (+-5 %)"
#endif
#if !KEYS_LADDER_SEPARATES(5)
#error "keys_ladder: SELECT and no key overlap on some variant (+-5 %)"
#endif
#if KEYS_LADDER_SELECT_NONE >= BOARD_VCC_MV || KEYS_LADDER_RIGHT_UP <= 0
#error "keys_ladder: the boundaries must lie inside 0..BOARD_VCC_MV"
#endif

/* The key (enum key in keys.h) a reading of mv millivolts means. */
uint8_t keys_ladder_classify(uint16_t mv);

#endif
