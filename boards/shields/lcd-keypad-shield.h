/*
 * lcd-keypad-shield.h — what the "LCD Keypad Shield" is, whatever Arduino
 * it sits on: a 16x2 HD44780 and five keys on A0 (ADC0) through a resistor
 * ladder, at 5 V.  Plain constants; included by the board.h of each board
 * that carries the shield, which adds the MCU pins the shield lands on.
 *
 * The ladder is read against the same 5 V it hangs from (AVCC), so a
 * reading is a fraction of the supply and the supply's own tolerance
 * cancels out; what moves the readings is the shield's revision and its
 * resistors.  The revisions whose readings are published differ by up to
 * half a volt per key, so the keys are given per variant below, and the
 * decoder's thresholds (hal/keys_ladder.h) are derived from every variant
 * and checked at compile time to tell them all apart, each key +-5 %.
 */
#ifndef BOARDS_SHIELDS_LCD_KEYPAD_SHIELD_H
#define BOARDS_SHIELDS_LCD_KEYPAD_SHIELD_H

#define BOARD_LCD_COLS 16
#define BOARD_LCD_ROWS 2

#define BOARD_KEYS_LADDER 1
#define BOARD_KEYS_ADC_CHANNEL 0
#define BOARD_VCC_MV 5000

/* Each key's millivolts at 5 V on each known variant (10-bit counts
 * x 5000 / 1024, rounded), RIGHT UP DOWN LEFT SELECT (RIGHT shorts A0 to
 * ground):
 *
 *   0  DFRobot DFR0009 V1.0: 0 144 329 504 741 counts, from the sample
 *      sketch by M. Bramwell (DFRobot, 2010)
 *   1  DFRobot V1.1: about 0 100 257 410 640 counts, the same sketch's
 *      V1.1 section (its thresholds 50/250/450/650/850); most clones are
 *      laid out like it, LEFT near 2.0 V and SELECT near 3.1 V
 *   2  a clone measured with a meter (rctractorguy.com, 2014): 0, 0.65,
 *      1.49, 2.33 and 3.5 V
 *
 * SainSmart publishes thresholds only (below 50/200/400/600/800 counts),
 * no readings, so it has no row; its 400 (1953 mV) lies 49 mV under
 * variant 1's LEFT.  With no key down A0 is pulled up to the supply:
 * full scale, 1023 counts (4995 mV), taken as BOARD_KEY_NONE_MV on every
 * variant.
 *
 * BOARD_KEYS_VARIANT_MV(v, k): variant v's key k, k numbered as enum key
 * in hal/keys.h (1 RIGHT, 2 UP, 3 DOWN, 4 LEFT, 5 SELECT; anything else:
 * no key).  Integer constant expressions, so #if can use them.  A new
 * variant: a row here, BOARD_KEYS_VARIANTS and BOARD_KEYS_VARIANT_NAMES
 * one more (keys_ladder.h folds up to four). */
#define BOARD_KEYS_VARIANTS 3
#define BOARD_KEYS_VARIANT_NAMES "DFR0009 V1.0", "DFR0009 V1.1", "clone 2014"
#define BOARD_KEY_NONE_MV 5000
#define BOARD_KEYS_ROW(k, right, up, down, left, select)                                \
    ((k) == 1 ? (right) : (k) == 2 ? (up) : (k) == 3 ? (down) : (k) == 4 ? (left) :    \
     (k) == 5 ? (select) : BOARD_KEY_NONE_MV)
#define BOARD_KEYS_VARIANT_MV(v, k)                                                     \
    ((v) == 0 ? BOARD_KEYS_ROW(k, 0, 703, 1606, 2461, 3618) :                           \
     (v) == 1 ? BOARD_KEYS_ROW(k, 0, 488, 1255, 2002, 3125) :                           \
                BOARD_KEYS_ROW(k, 0, 650, 1490, 2330, 3500))

/* What `press KEY` puts on A0 in the simulator: variant 1's readings, the
 * layout whose LEFT a decoder built on V1.0 alone reads as DOWN. */
#define BOARD_KEYS_SIM_VARIANT 1
#define BOARD_KEY_RIGHT_MV BOARD_KEYS_VARIANT_MV(BOARD_KEYS_SIM_VARIANT, 1)
#define BOARD_KEY_UP_MV BOARD_KEYS_VARIANT_MV(BOARD_KEYS_SIM_VARIANT, 2)
#define BOARD_KEY_DOWN_MV BOARD_KEYS_VARIANT_MV(BOARD_KEYS_SIM_VARIANT, 3)
#define BOARD_KEY_LEFT_MV BOARD_KEYS_VARIANT_MV(BOARD_KEYS_SIM_VARIANT, 4)
#define BOARD_KEY_SELECT_MV BOARD_KEYS_VARIANT_MV(BOARD_KEYS_SIM_VARIANT, 5)

#endif
