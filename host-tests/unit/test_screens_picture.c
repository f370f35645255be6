/*
 * test_screens_picture.c — a pile's page of the picture band, read back
 * from its columns the way the simulators read the glass (stones by their
 * shape, the marker by any dot left of the stones, a bar's count by the
 * font): every pile from 0 to 17 stones with every number taken, the
 * marker, a bar with its digits, and the keys that tell pages apart.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "app/screens_picture.h"
#include "hal/font_5x7.h"

struct seen {
    unsigned filled, hollow, other, marked;
};

/* The page as the simulators read it: from column 7 on, each run of
 * non-blank columns is an item; five wide with a middle column of 0x3E a
 * filled stone, of 0x22 a hollow one; anything else another item.  A dot
 * in columns 0..6 is the marker. */
static struct seen read_page(const struct pile_picture *p)
{
    struct seen s = { 0, 0, 0, 0 };
    uint8_t col[PICTURE_WIDTH];
    unsigned x;
    for (x = 0; x < PICTURE_WIDTH; x++)
        col[x] = picture_pile_column(p, (uint8_t)x);
    for (x = 0; x < 7; x++)
        if (col[x])
            s.marked = 1;
    for (x = 7; x < PICTURE_WIDTH;) {
        unsigned start = x;
        if (!col[x]) {
            x++;
            continue;
        }
        while (x < PICTURE_WIDTH && col[x])
            x++;
        if (x - start == 5 && col[start + 2] == 0x3E)
            s.filled++;
        else if (x - start == 5 && col[start + 2] == 0x22)
            s.hollow++;
        else
            s.other++;
    }
    return s;
}

/* Stones one by one: the kept ones filled, the taken ones hollow, for
 * every pile that fits and every number taken; the marker only where
 * asked; nothing on lines 0, 6 and 7 of the page. */
static void test_stones_counted(void **state)
{
    struct pile_picture p;
    heap_t n, t;
    uint8_t x;
    (void)state;
    for (n = 0; n <= PICTURE_STONES_MAX; n++) {
        for (t = 0; t <= n; t++) {
            struct seen s;
            p.stones = n;
            p.take = t;
            p.marked = (uint8_t)(t > 0);
            s = read_page(&p);
            assert_int_equal(s.filled, n - t);
            assert_int_equal(s.hollow, t);
            assert_int_equal(s.other, 0);
            assert_int_equal(s.marked, t > 0);
            for (x = 8; x < PICTURE_WIDTH; x++)
                assert_int_equal(picture_pile_column(&p, x) & 0xC1, 0);
        }
    }
}

/* The kept stones come first: a hollow stone never before a filled one. */
static void test_taken_last(void **state)
{
    struct pile_picture p = { 6, 2, 1 };
    unsigned k;
    (void)state;
    for (k = 0; k < 6; k++)
        assert_int_equal(picture_pile_column(&p, (uint8_t)(8 + 7 * k + 2)), k < 4 ? 0x3E : 0x22);
}

/* One stone past the most drawn: a bar, with the pile's count in the
 * font's digits at the right edge, none of it read as stones. */
static void test_bar_with_count(void **state)
{
    static const heap_t piles[] = { PICTURE_STONES_MAX + 1, 99, 255, 4095 };
    unsigned i;
    (void)state;
    for (i = 0; i < sizeof piles / sizeof piles[0]; i++) {
        struct pile_picture p = { piles[i], 3, 1 };
        struct seen s = read_page(&p);
        char digits[8];
        unsigned d, len, c;
        assert_int_equal(s.filled + s.hollow, 0);
        assert_true(s.other >= 2);
        assert_int_equal(s.marked, 1);
        len = (unsigned)snprintf(digits, sizeof digits, "%u", (unsigned)piles[i]);
        for (d = 0; d < len; d++) {
            unsigned x0 = PICTURE_WIDTH - (len - d) * FONT_5X7_CELL;
            for (c = 0; c < FONT_5X7_WIDTH; c++)
                assert_int_equal(picture_pile_column(&p, (uint8_t)(x0 + c)),
                                 font_5x7[(digits[d] - FONT_5X7_FIRST) * FONT_5X7_WIDTH + c]);
            assert_int_equal(picture_pile_column(&p, (uint8_t)(x0 + FONT_5X7_WIDTH)), 0);
        }
    }
}

/* A page's key decodes to what it shows (so equal keys, equal pages), and
 * is never 0 (the blank page's). */
static void test_keys(void **state)
{
    struct pile_picture p;
    heap_t n, t;
    uint8_t m;
    (void)state;
    for (m = 0; m < 2; m++)
        for (n = 0; n < 300; n++)
            for (t = 0; t <= n; t++) {
                uint32_t k;
                p.stones = n;
                p.take = t;
                p.marked = m;
                k = picture_pile_key(&p);
                assert_int_not_equal(k, 0);
                assert_int_equal((k >> 30) & 1u, m);
                assert_int_equal((k >> 15) & 0x7FFFu, t);
                assert_int_equal(k & 0x7FFFu, n);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stones_counted),
        cmocka_unit_test(test_taken_last),
        cmocka_unit_test(test_bar_with_count),
        cmocka_unit_test(test_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
