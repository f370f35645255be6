/*
 * test_encoder.c — the rotary encoder (hal/encoder.c): the quadrature
 * decoder gives one step per detent either way, nothing for a turn taken
 * back before the detent, and exactly the detents turned under contact
 * bounce (fuzzed: every edge bouncing a random number of times, readings
 * missed, turns reversed half way); a jump over a state counts the way
 * the knob was going.  The events: one detent per poll and none lost,
 * the click on the button's release, the long click at 600 ms, the
 * button debounced, a clock that wraps.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "hal/encoder.h"

#if ENCODER_DEBOUNCE_MS != 10 || ENCODER_LONG_MS != 600
#error "test_encoder.c spells out the timings 10/600 ms"
#endif

/* ---- the decoder ---------------------------------------------------------- */

/* Clockwise from the detent: 11 01 00 10 (A leads). */
static const uint8_t cw[4] = { 1, 0, 2, 3 };
static const uint8_t ccw[4] = { 2, 0, 1, 3 };

static int feed_all(struct encoder *e, const uint8_t *ab, size_t n)
{
    int sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += encoder_feed(e, ab[i]);
    return sum;
}

static void test_one_detent_each_way(void **state)
{
    struct encoder e;
    (void)state;
    encoder_start(&e, ENCODER_REST);
    assert_int_equal(encoder_feed(&e, cw[0]), 0);
    assert_int_equal(encoder_feed(&e, cw[1]), 0);
    assert_int_equal(encoder_feed(&e, cw[2]), 0);
    assert_int_equal(encoder_feed(&e, cw[3]), 1);
    assert_int_equal(feed_all(&e, ccw, 4), -1);
    assert_int_equal(encoder_feed(&e, ccw[0]), 0);
    assert_int_equal(encoder_feed(&e, ccw[1]), 0);
    assert_int_equal(encoder_feed(&e, ccw[2]), 0);
    assert_int_equal(encoder_feed(&e, ccw[3]), -1);
}

static void test_turn_taken_back(void **state)
{
    struct encoder e;
    static const uint8_t back[] = { 1, 0, 2, 0, 1, 3 };   /* three quarters, back */
    static const uint8_t wobble[] = { 1, 3, 1, 3, 2, 3 };  /* one quarter either way */
    (void)state;
    encoder_start(&e, ENCODER_REST);
    assert_int_equal(feed_all(&e, back, sizeof back), 0);
    assert_int_equal(feed_all(&e, wobble, sizeof wobble), 0);
    assert_int_equal(feed_all(&e, cw, 4), 1);   /* and then a real one */
}

static void test_jump_counts_the_way_it_went(void **state)
{
    struct encoder e;
    static const uint8_t cw_missed[] = { 1, 2, 3 };    /* 00 not seen */
    static const uint8_t ccw_missed[] = { 2, 1, 3 };
    (void)state;
    encoder_start(&e, ENCODER_REST);
    assert_int_equal(feed_all(&e, cw_missed, 3), 1);
    assert_int_equal(feed_all(&e, ccw, 4), -1);
    assert_int_equal(feed_all(&e, ccw_missed, 3), -1);
}

static uint32_t rng = 12345u;
static uint32_t next_rand(uint32_t n)
{
    rng = rng * 1103515245u + 12345u;
    return (rng >> 16) % n;
}

/* One edge from state a to b (one contact changes), bouncing: the
 * contact flips back and forth up to 7 times first; each reading may be
 * missed (an interrupt that came late sees only the last). */
static int bouncy_edge(struct encoder *e, uint8_t a, uint8_t b, int miss)
{
    int sum = 0;
    uint32_t flips = next_rand(4) * 2u;   /* an even number of extra flips */
    for (uint32_t f = 0; f < flips; f++) {
        uint8_t s = (f % 2u == 0) ? b : a;
        if (!miss || next_rand(3) != 0)
            sum += encoder_feed(e, s);
    }
    sum += encoder_feed(e, b);
    return sum;
}

/* Random turns: each detent either way, bounced, some turned three
 * quarters or less and back (no detent); the sum must be the detents. */
static void fuzz(int miss)
{
    for (int run = 0; run < 200; run++) {
        struct encoder e;
        int expected = 0, got = 0;
        uint8_t at = ENCODER_REST;
        encoder_start(&e, ENCODER_REST);
        for (int d = 0; d < 300; d++) {
            const uint8_t *way = next_rand(2) ? cw : ccw;
            uint32_t quarters = next_rand(5) == 0 ? 1u + next_rand(3) : 4u;
            for (uint32_t q = 0; q < quarters; q++) {
                got += bouncy_edge(&e, at, way[q], miss);
                at = way[q];
            }
            if (quarters == 4)
                expected += way == cw ? 1 : -1;
            else
                for (int i = (int)quarters - 2; i >= -1; i--) {   /* back the way it came */
                    uint8_t prev = i >= 0 ? way[i] : (uint8_t)ENCODER_REST;
                    got += bouncy_edge(&e, at, prev, miss);
                    at = prev;
                }
        }
        assert_int_equal(got, expected);
    }
}

static void test_fuzzed_bounce_exact(void **state)
{
    (void)state;
    fuzz(0);
}

static void test_fuzzed_bounce_missed_readings_exact(void **state)
{
    (void)state;
    fuzz(1);
}

/* ---- the events ----------------------------------------------------------- */

static struct encoder_keys k;

static int setup(void **state)
{
    (void)state;
    encoder_keys_start(&k);
    return 0;
}

/* Polls every ms from t0 to t1 (inclusive) with the button as given;
 * counts the events of each key and kind. */
static int counts[KEY_LONG + 1][KEY_RELEASE + 1];
static uint32_t first_at[KEY_LONG + 1];
static uint32_t base;

static void run(uint32_t t0, uint32_t t1, uint8_t button, int16_t steps_first)
{
    struct key_event ev;
    for (uint32_t t = t0; t <= t1; t++) {
        if (encoder_poll(&k, base + t, t == t0 ? steps_first : 0, button, &ev)) {
            if (!counts[ev.key][ev.kind]++ && ev.kind == KEY_PRESS)
                first_at[ev.key] = t;
        }
    }
}

static void clear(void)
{
    for (int i = 0; i <= KEY_LONG; i++)
        for (int j = 0; j <= KEY_RELEASE; j++)
            counts[i][j] = 0;
}

static void test_detents_one_per_poll_none_lost(void **state)
{
    (void)state;
    clear();
    run(0, 0, 0, 250);
    assert_int_equal(counts[KEY_CW][KEY_PRESS], 1);
    assert_true(encoder_active(&k));
    run(1, 400, 0, -3);
    assert_int_equal(counts[KEY_CW][KEY_PRESS], 247);   /* 250 - 3: the rest */
    assert_int_equal(counts[KEY_CCW][KEY_PRESS], 0);
    assert_false(encoder_active(&k));
    run(401, 410, 0, -5);
    assert_int_equal(counts[KEY_CCW][KEY_PRESS], 5);
}

static void test_click(void **state)
{
    (void)state;
    clear();
    run(0, 99, 1, 0);   /* down 100 ms: nothing yet */
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 0);
    assert_true(encoder_active(&k));
    run(100, 109, 0, 0);   /* up: debounced at 110 */
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 0);
    run(110, 120, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 1);
    assert_int_equal(first_at[KEY_SELECT], 110);
    assert_int_equal(counts[KEY_SELECT][KEY_RELEASE], 1);
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 0);
    assert_false(encoder_active(&k));
}

static void test_long_click(void **state)
{
    (void)state;
    clear();
    run(0, 608, 1, 0);   /* down recognised at 10: long at 610 */
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 0);
    run(609, 1500, 1, 0);
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 1);
    assert_int_equal(first_at[KEY_LONG], 610);
    run(1501, 1600, 0, 0);
    assert_int_equal(counts[KEY_LONG][KEY_RELEASE], 1);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 0);   /* no click as well */
}

static void test_button_bounce_counts_once(void **state)
{
    (void)state;
    clear();
    for (uint32_t t = 0; t < 40; t += 2)   /* chatter, 1 ms each way */
        run(t, t + 1, t % 4 == 0, 0);
    run(40, 80, 1, 0);
    for (uint32_t t = 81; t < 120; t += 2)
        run(t, t + 1, t % 4 == 1, 0);
    run(121, 200, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 1);
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 0);
    /* a blip shorter than the debounce: nothing */
    run(201, 205, 1, 0);
    run(206, 300, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 1);
}

static void test_clock_wraps(void **state)
{
    (void)state;
    clear();
    base = UINT32_MAX - 50u;
    encoder_keys_start(&k);
    run(0, 700, 1, 0);
    run(701, 720, 0, 0);
    base = 0;
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 1);
    assert_int_equal(first_at[KEY_LONG], 610);
    assert_int_equal(counts[KEY_LONG][KEY_RELEASE], 1);
}

/* ---- the latched closing (the main loop busy) --------------------------- */

/* A press and release both between two polls (the loop busy 142 ms),
 * latched by the interrupt: one click, late but whole. */
static void test_click_between_polls_given_whole(void **state)
{
    (void)state;
    clear();
    run(0, 0, 0, 0);
    encoder_latch(&k);   /* closed from 20 to 120, unseen */
    assert_true(encoder_active(&k));
    run(142, 142, 0, 0);
    assert_true(encoder_active(&k));   /* the main loop keeps polling */
    run(143, 300, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 1);
    assert_int_equal(counts[KEY_SELECT][KEY_RELEASE], 1);
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 0);
    assert_true(first_at[KEY_SELECT] <= 142 + 2 * ENCODER_DEBOUNCE_MS + 1);
    assert_false(encoder_active(&k));
    /* the next one, as unseen: a click of its own */
    encoder_latch(&k);
    run(450, 600, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 2);
    assert_int_equal(counts[KEY_SELECT][KEY_RELEASE], 2);
}

/* A press the polls see (the latch set as well): its own click, not a
 * second one at its release; held, a long click alone. */
static void test_latch_of_a_seen_press_adds_nothing(void **state)
{
    (void)state;
    clear();
    encoder_latch(&k);
    run(0, 99, 1, 0);
    run(100, 200, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 1);
    encoder_latch(&k);
    run(300, 1000, 1, 0);
    encoder_latch(&k);   /* the release bouncing between two polls */
    run(1001, 1200, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 1);
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 1);
    assert_int_equal(counts[KEY_LONG][KEY_RELEASE], 1);
}

/* Chatter at both ends of a press, each closing latched and the polls
 * catching the contact open between: one click, never two. */
static void test_latched_bounce_counts_once(void **state)
{
    (void)state;
    clear();
    for (uint32_t t = 0; t < 8; t++) {   /* 8 ms of chatter, 1 ms each way */
        encoder_latch(&k);
        run(t, t, t % 2, 0);
    }
    run(8, 80, 1, 0);
    for (uint32_t t = 81; t < 89; t++) {
        encoder_latch(&k);
        run(t, t, t % 2, 0);
    }
    run(89, 300, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 1);
    assert_int_equal(counts[KEY_SELECT][KEY_RELEASE], 1);
    assert_int_equal(counts[KEY_LONG][KEY_PRESS], 0);
    /* chatter of a press wholly between two polls: the one latch */
    run(400, 400, 0, 0);
    encoder_latch(&k);
    encoder_latch(&k);
    encoder_latch(&k);
    run(550, 700, 0, 0);
    assert_int_equal(counts[KEY_SELECT][KEY_PRESS], 2);
    assert_int_equal(counts[KEY_SELECT][KEY_RELEASE], 2);
}

/* The reading shared with a back button's debouncer. */
static void test_reading_of_a_latched_button(void **state)
{
    uint8_t unseen = 0;
    (void)state;
    assert_int_equal(encoder_reading(&unseen, 0, 0, 0), 0);
    assert_int_equal(encoder_reading(&unseen, 0, 1, 0), 1);
    assert_int_equal(encoder_reading(&unseen, 1, 1, 0), 1);   /* seen */
    assert_int_equal(unseen, 0);
    assert_int_equal(encoder_reading(&unseen, 1, 0, 1), 0);   /* a release's bounce */
    assert_int_equal(unseen, 0);
    assert_int_equal(encoder_reading(&unseen, 1, 0, 0), 1);   /* missed */
    assert_int_equal(encoder_reading(&unseen, 0, 0, 0), 1);   /* until down */
    assert_int_equal(encoder_reading(&unseen, 0, 0, 1), 0);
    assert_int_equal(unseen, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_detent_each_way),
        cmocka_unit_test(test_turn_taken_back),
        cmocka_unit_test(test_jump_counts_the_way_it_went),
        cmocka_unit_test(test_fuzzed_bounce_exact),
        cmocka_unit_test(test_fuzzed_bounce_missed_readings_exact),
        cmocka_unit_test_setup(test_detents_one_per_poll_none_lost, setup),
        cmocka_unit_test_setup(test_click, setup),
        cmocka_unit_test_setup(test_long_click, setup),
        cmocka_unit_test_setup(test_button_bounce_counts_once, setup),
        cmocka_unit_test_setup(test_clock_wraps, setup),
        cmocka_unit_test_setup(test_click_between_polls_given_whole, setup),
        cmocka_unit_test_setup(test_latch_of_a_seen_press_adds_nothing, setup),
        cmocka_unit_test_setup(test_latched_bounce_counts_once, setup),
        cmocka_unit_test(test_reading_of_a_latched_button),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
