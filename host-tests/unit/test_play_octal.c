/*
 * test_play_octal.c — nimbox as an opponent on take-and-break codes
 * (kayles, dawson and other octal games) against exhaustive search
 * (brute_octal.c: no Sprague-Grundy theory).
 *
 * On every position of 1..3 piles with heaps up to 9: each pile's options
 * as play.c lists them are exactly the legal moves and splits
 * (play_is_legal agrees with brute_octal_is_move); every level's move
 * (several seeds) is legal; `none` comes exactly when there is no move;
 * level 5 moves into a lost position whenever the position is won.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>
#include "brute.h"
#include "brute_octal.h"
#include "core/play.h"
#include "support.h"

#define SEEDS 3

/* One octal code: options, legality, every level's move, level 5 wins. */
static void check_octal(const char *text, const unsigned *digits, unsigned k)
{
    struct brute_octal o;
    struct rule r;
    unsigned h[4], count, idx, i, a, b;
    memset(&o, 0, sizeof o);
    memcpy(o.digits, digits, k * sizeof *digits);
    o.k = k;
    brute_octal_reset();
    test_parse_rule(text, &r);
    for (a = 0; a <= 9; a++) {   /* options of a pile of a */
        unsigned legal = 0;
        nb_uint_t n = play_pile_moves(&r, a);
        for (i = 0; i < a; i++)
            for (b = 0; b < a; b++)
                if ((b == 0 || (i > 0 && i <= b)) && i + b < a) {
                    int is = brute_octal_is_move(&o, a, i, b);
                    legal += is != 0;
                    assert_int_equal(play_is_legal(&r, a, i, b) != 0, is != 0);
                }
        assert_int_equal(n, legal);
        for (i = 0; i < n; i++) {
            struct rule_option opt;
            play_pile_option(&r, a, i, &opt);
            assert_true(brute_octal_is_move(&o, a, (unsigned)opt.to, (unsigned)opt.split));
        }
    }
    for (idx = 0; (count = brute_position(idx, 9, h)) != 0; idx++) {
        heap_t heaps[4];
        unsigned level, seed, after[4], moves = 0;
        for (i = 0; i < count; i++) {
            heaps[i] = h[i];
            moves += (unsigned)play_pile_moves(&r, h[i]);
        }
        for (level = 1; level <= 5; level++)
            for (seed = 1; seed <= SEEDS; seed++) {
                struct play_move m;
                struct play_rng g;
                struct nb_error err;
                unsigned n = count;
                play_seed(&g, seed + idx * 31u);
                assert_int_equal(play_choose_heaps(&r, heaps, (uint16_t)count, (uint8_t)level,
                                                   &g, &m, &err), 0);
                if (moves == 0) {
                    assert_int_equal(m.pile, PLAY_NONE);
                    continue;
                }
                assert_true(m.pile < count && m.from == h[m.pile]);
                assert_true(brute_octal_is_move(&o, (unsigned)m.from, (unsigned)m.to,
                                                (unsigned)m.split));
                memcpy(after, h, sizeof after);
                after[m.pile] = (unsigned)m.to;
                if (m.split)
                    after[n++] = (unsigned)m.split;
                if (level == 5 && !brute_octal_lost(&o, h, count) &&
                    !brute_octal_lost(&o, after, n))
                    fail_msg("%s %u %u %u: level 5 missed the win", text, h[0], h[1], h[2]);
            }
    }
}

static void test_octal_rules(void **state)
{
    static const unsigned kayles[] = { 7, 7 }, dawson[] = { 0, 7 }, c137[] = { 1, 3, 7 },
                          c4[] = { 4 }, c06[] = { 0, 6 }, c156[] = { 1, 5, 6 };
    (void)state;
    check_octal("kayles", kayles, 2);
    check_octal("dawson", dawson, 2);
    check_octal("octal:0.137", c137, 3);
    check_octal("octal:0.4", c4, 1);
    check_octal("octal:0.06", c06, 2);
    check_octal("octal:0.156", c156, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_octal_rules),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
