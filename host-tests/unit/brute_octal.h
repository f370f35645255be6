/*
 * brute_octal.h — exhaustive game-tree search over sums of heaps under a
 * take-and-break (octal) code, for the tests, without the Sprague-Grundy
 * theorem: a position (a multiset of heaps) is lost for the player to move
 * iff every move (removing j tokens from one heap and leaving what digit
 * dj allows: nothing, one heap, or two non-empty heaps) leads to a won
 * position.  Recursion with a memo over multisets.
 *
 * brute_octal_sg separately gives one heap's SG value by a direct mex over
 * its options (a split's value the XOR of its parts), for heaps 0..max.
 */
#ifndef HOST_TESTS_UNIT_BRUTE_OCTAL_H
#define HOST_TESTS_UNIT_BRUTE_OCTAL_H

#include <stdint.h>

#define BRUTE_OCTAL_MAX_HEAP 12
#define BRUTE_OCTAL_MAX_DIGITS 16

struct brute_octal {
    unsigned digits[BRUTE_OCTAL_MAX_DIGITS];   /* d1..dk */
    unsigned k;
};

/* A legal move on one heap `from`: removing from - to - split tokens and
 * leaving `to` (0: nothing) or, with split != 0, two heaps to and split. */
int brute_octal_is_move(const struct brute_octal *o, unsigned from, unsigned to,
                        unsigned split);

/* 1 if the position heaps[0..count) (each <= BRUTE_OCTAL_MAX_HEAP) is lost
 * for the player to move. */
int brute_octal_lost(const struct brute_octal *o, const unsigned *heaps, unsigned count);

/* Moves of pile i of heaps[0..count) that leave a lost position, counted
 * by what the pile becomes (distinct results); *first gets the preferred
 * one (fewest tokens removed, one heap before two, smallest first heap). */
unsigned brute_octal_winning(const struct brute_octal *o, const unsigned *heaps,
                             unsigned count, unsigned i, unsigned *to, unsigned *split);

/* SG values of heaps 0..max by direct mex (sg[0..max]). */
void brute_octal_sg(const struct brute_octal *o, unsigned max, unsigned *sg);

/* Forget the memo (another code). */
void brute_octal_reset(void);

#endif
