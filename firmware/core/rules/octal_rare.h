/*
 * octal_rare.h — the take-and-break table's sparse-space method
 * (octal_rare.c), shared with its table (octal.c); where NB_OCTAL_RARE
 * is 0 (the boards) there is none and the table takes every split.
 */
#ifndef CORE_RULES_OCTAL_RARE_H
#define CORE_RULES_OCTAL_RARE_H

#include "core/limits.h"
#include "core/rule.h"

/* A heap's place in the octal table. */
#if NB_OCTAL_TABLE <= 65535L
typedef uint16_t oct_index_t;
#else
typedef uint32_t oct_index_t;
#endif

#if NB_OCTAL_RARE
/* Splits looked at while the table grows (its work: two values XORed and
 * marked), counted against NB_OCTAL_WORK. */
typedef uint64_t oct_work_t;

/* Forget the rare heaps (a new code's table). */
void octal_rare_reset(void);

/* Heap n's value just entered the table (table[0..n]): list it if it is
 * rare, and at each power of two from 512 choose the mask again from the
 * whole table. */
void octal_rare_note(const sg_small_t *table, oct_index_t n, const struct octal_code *c,
                     uint8_t t);

/* Does the rare heaps' list answer the next value (a mask was found that
 * leaves few of them)? */
uint8_t octal_rare_on(void);

/* The split options of heap n (table[0..n-1]) marked in seen[] with stamp
 * (its single options already are) as far as the mex needs them; returns
 * the mex, the same as every split's gives.  *work grows by the splits
 * looked at. */
/* The split options of heap n (table[0..n-1]) marked in seen[] with stamp
 * (its single options already are) as far as the mex needs them; returns
 * the mex, the same as every split's gives. */
uint16_t octal_rare_mex(const sg_small_t *table, oct_index_t n, const struct octal_code *c,
                        uint8_t t, uint8_t *seen, uint8_t stamp);

/* The table's work: w more splits looked at; is any left (NB_OCTAL_WORK,
 * 0 no bound); how much so far (for the tests' measure of the method). */
void octal_rare_spent(oct_work_t w);
uint8_t octal_rare_work_left(void);
oct_work_t octal_table_work(void);

/* Is the period test due at table size n?  Every 16th value up to 4096,
 * then at multiples of the largest power of two up to a 256th of n (at
 * most 256 tests per doubling of a long table). */
uint8_t octal_rare_test_due(oct_index_t n);

#define OCTAL_WORK_LEFT() octal_rare_work_left()
#define OCTAL_TEST_DUE(n) octal_rare_test_due(n)
#else
/* (the boards: no bound on the work but the table's size; the period
 * test at every 16th value) */
#define OCTAL_WORK_LEFT() 1
#define OCTAL_TEST_DUE(n) (((n) & 15u) == 0)
#endif

#endif
