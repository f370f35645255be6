/*
 * test_settings.c — the settings record in the store (firmware/app/
 * settings.c) and what the UI does with it at start: a round trip keeps
 * every byte; every single damaged byte, a blank store, another version or
 * size, and values outside the board's limits are each refused with their
 * own status; saving again writes only the bytes that changed.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "fake_hw.h"
#include "fake_store.h"
#include "hal/lcd.h"
#include "core/maps.h"
#include "core/rule.h"
#include "app/settings.h"
#include "app/ui.h"
#include "app/ui_play.h"

#define RECORD_SIZE (SETTINGS_HEADER + sizeof(struct settings) + SETTINGS_TRAILER)

/* A valid settings struct with something in every field. */
static void sample(struct settings *s)
{
    uint8_t i;
    memset(s, 0, sizeof *s);
    s->rule_id = RULE_ID_SUB;
    s->code.len = 3;
    s->code.digit[0] = 1;
    s->code.digit[1] = 3;
    s->code.digit[2] = 7;
    s->map = 0;
    s->take_max = 7;
    s->amount_count = 3;
    s->amounts[0] = 1;
    s->amounts[1] = 3;
    s->amounts[2] = 4;
    s->count = 4;
    for (i = 0; i < 4; i++)
        s->piles[i] = (heap_t)(10u * i + 1u);
    s->term_count = 1;
    s->terms[0].node = 0;
    s->terms[0].count = 2;
    s->light = 2;
#if CAP_POWER_OFF
    s->off = SETTINGS_OFF_COUNT - 1;
#endif
#if CAP_PUZZLE
    s->puzzle_streak[RULE_ID_KAYLES - 1] = 3;
    s->puzzle_best[RULE_ID_KAYLES - 1] = 7;
#endif
#if CAP_PLAY
    s->play_start = PLAY_STARTS - 1;
    s->play_first = PLAY_FIRST_COIN;
    s->play_level = 4;
#endif
}

static int setup(void **state)
{
    struct settings t;
    (void)state;
    fake_store_erase();
    settings_load(&t);   /* as at boot: the next save goes to slot 0 */
    return 0;
}

static void test_crc_of_the_standard_check_string(void **state)
{
    (void)state;
    /* CRC-16/CCITT-FALSE of "123456789" is 0x29B1 */
    assert_int_equal(settings_crc16((const uint8_t *)"123456789", 9, 0xFFFFu), 0x29B1);
    /* in two parts: the same */
    assert_int_equal(settings_crc16((const uint8_t *)"6789", 4,
                                    settings_crc16((const uint8_t *)"12345", 5, 0xFFFFu)),
                     0x29B1);
}

static void test_blank_store(void **state)
{
    struct settings s;
    (void)state;
    assert_int_equal(settings_load(&s), SETTINGS_BLANK);
}

static void test_round_trip(void **state)
{
    struct settings a, b;
    (void)state;
    sample(&a);
    settings_save(&a);
    assert_int_equal(fake_store_cells()[0], SETTINGS_MAGIC);
    assert_int_equal(fake_store_cells()[1], SETTINGS_VERSION);
    memset(&b, 0xA5, sizeof b);
    assert_int_equal(settings_load(&b), SETTINGS_OK);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(fake_store_out_of_range(), 0);
}

/* Two records (slots 0 and 1), the same byte damaged in both. */
static void test_every_damaged_byte_is_refused(void **state)
{
    struct settings a, b;
    uint8_t *cells = fake_store_cells();
    size_t i;
    (void)state;
    sample(&a);
    settings_save(&a);
    a.piles[0]++;
    settings_save(&a);
    for (i = 0; i < RECORD_SIZE; i++) {
        uint8_t keep = cells[i], keep1 = cells[RECORD_SIZE + i];
        uint8_t got;
        cells[i] = (uint8_t)(keep ^ 0x10u);
        cells[RECORD_SIZE + i] = (uint8_t)(keep1 ^ 0x10u);
        got = settings_load(&b);
        cells[i] = keep;
        cells[RECORD_SIZE + i] = keep1;
        /* the magic and the payload: damaged; version and size: another version */
        if (i == 1 || i == 2 || i == 3)
            assert_int_equal(got, SETTINGS_OTHER_VERSION);
        else
            assert_int_equal(got, SETTINGS_DAMAGED);
    }
    assert_int_equal(settings_load(&b), SETTINGS_OK);
    assert_memory_equal(&a, &b, sizeof a);
}

/* The only record there is (slot 0: the first save, the defaults of a
 * blank chip) damaged: nothing else was ever saved, so "reset". */
static void test_a_damaged_first_record_is_a_reset(void **state)
{
    struct settings a, b;
    uint8_t *cells = fake_store_cells();
    (void)state;
    sample(&a);
    settings_save(&a);
    cells[SETTINGS_HEADER + 2u] ^= 0x10u;
    assert_int_equal(settings_load(&b), SETTINGS_RESET);
    cells[1] = SETTINGS_VERSION + 1;   /* another version's, though: said so */
    assert_int_equal(settings_load(&b), SETTINGS_OTHER_VERSION);
}

static void test_other_versions(void **state)
{
    struct settings a, b;
    uint8_t *cells = fake_store_cells();
    (void)state;
    sample(&a);
    settings_save(&a);
    a.piles[0]++;
    settings_save(&a);
    cells[RECORD_SIZE + 1u] = SETTINGS_VERSION + 1;
    cells[1] = SETTINGS_VERSION + 1;
    assert_int_equal(settings_load(&b), SETTINGS_OTHER_VERSION);
    /* an older firmware's record (version 4: no auto power-off time) */
    cells[1] = SETTINGS_VERSION - 1;
    assert_int_equal(settings_load(&b), SETTINGS_OTHER_VERSION);
    cells[1] = SETTINGS_VERSION;
    cells[2] = (uint8_t)(cells[2] + 2u);   /* a struct of another size */
    assert_int_equal(settings_load(&b), SETTINGS_OTHER_VERSION);
}

static uint8_t load_after_saving(const struct settings *s);

/* A record the first firmware wrote (version 1: the rule by its place in
 * the menu, no octal code) is refused as another version, even with a
 * good CRC over its own size, and the device starts from defaults, saying
 * so once. */
static void test_version_1_record_refused(void **state)
{
    uint8_t *cells = fake_store_cells();
    uint16_t size = (uint16_t)(sizeof(struct settings) - sizeof(struct octal_code)), crc, i;
    struct settings b;
    (void)state;
    cells[0] = SETTINGS_MAGIC;
    cells[1] = 1;
    cells[2] = (uint8_t)(size & 0xFFu);
    cells[3] = (uint8_t)(size >> 8);
    for (i = 0; i < size; i++)
        cells[SETTINGS_HEADER + i] = 0;
    cells[SETTINGS_HEADER] = 4;   /* the old enum's sub */
    crc = settings_crc16(cells, (uint16_t)(SETTINGS_HEADER + size), 0xFFFFu);
    cells[SETTINGS_HEADER + size] = (uint8_t)(crc & 0xFFu);
    cells[SETTINGS_HEADER + size + 1u] = (uint8_t)(crc >> 8);
    assert_int_equal(settings_load(&b), SETTINGS_OTHER_VERSION);
    fake_lcd_reset();
    lcd_init();
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Unknown settings");
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Rule: nim       ");
}

/* The rule is saved by its family's identifier: each named family comes
 * back as itself, and the splash names it. */
static void test_rule_saved_by_identifier(void **state)
{
    static const struct { uint8_t id; const char *splash; } rules[] = {
        { RULE_ID_KAYLES, "Rule: kayles     " }, { RULE_ID_DAWSON, "Rule: dawson     " },
        { RULE_ID_OCTAL, "Rule: octal:0.137" }, { RULE_ID_HALF, "Rule: half       " },
    };
    struct settings a;
    size_t i;
    (void)state;
    for (i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        sample(&a);
        a.rule_id = rules[i].id;
        assert_int_equal(load_after_saving(&a), SETTINGS_OK);
        fake_lcd_reset();
        lcd_init();
        ui_init(0);
        assert_memory_equal(fake_lcd_row(1), rules[i].splash, 16);
    }
    /* an octal code is digits 0-7, 1 to NB_OCTAL_MAX_DIGITS of them */
    sample(&a); a.code.digit[1] = 8;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.code.len = 0;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.code.len = NB_OCTAL_MAX_DIGITS + 1;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.code.len = NB_OCTAL_MAX_DIGITS;
    assert_int_equal(load_after_saving(&a), SETTINGS_OK);
}

/* Write s as a record with a valid CRC into slot 0, as a firmware with
 * other limits or maps would have (settings_save writes only what this
 * one's loader takes), and load it back. */
static uint8_t load_after_saving(const struct settings *s)
{
    struct settings b;
    uint8_t *cells = fake_store_cells();
    uint16_t crc;
    fake_store_erase();
    cells[0] = SETTINGS_MAGIC;
    cells[1] = SETTINGS_VERSION;
    cells[2] = (uint8_t)(sizeof *s & 0xFFu);
    cells[3] = (uint8_t)(sizeof *s >> 8);
    cells[4] = 0;
    memcpy(cells + SETTINGS_HEADER, s, sizeof *s);
    crc = settings_crc16(cells, (uint16_t)(SETTINGS_HEADER + sizeof *s), 0xFFFFu);
    cells[SETTINGS_HEADER + sizeof *s] = (uint8_t)(crc & 0xFFu);
    cells[SETTINGS_HEADER + sizeof *s + 1u] = (uint8_t)(crc >> 8);
    return settings_load(&b);
}

/* What the loader refuses is never written: settings_save of a struct
 * outside the limits leaves the store as it was. */
static void test_an_invalid_struct_is_never_saved(void **state)
{
    struct settings a, b;
    (void)state;
    sample(&a);
    settings_save(&a);
    settings_flush();
    a.amounts[2] = 0;   /* the drop mark of the amounts' screen */
    settings_save(&a);
    settings_flush();
    assert_int_equal(settings_load(&b), SETTINGS_OK);
    assert_int_equal(b.amounts[2], 4);
    assert_int_equal(settings_next_slot(), 1);
}

static void test_values_outside_the_limits(void **state)
{
    struct settings a;
    (void)state;
    sample(&a); a.rule_id = 0;   /* no family has it */
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.rule_id = RULE_ID_DAWSON + 1;   /* no family has it yet */
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.light = SETTINGS_LIGHT_COUNT;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
#if CAP_POWER_OFF
    sample(&a); a.off = SETTINGS_OFF_COUNT;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.off = 0;
    assert_int_equal(load_after_saving(&a), SETTINGS_OK);
#endif
#if CAP_PUZZLE
    sample(&a); a.puzzle_streak[0] = 1;   /* a streak past the best */
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
#endif
#if CAP_PLAY
    sample(&a); a.play_level = 0;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.play_level = 6;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.play_start = PLAY_STARTS;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.play_first = PLAY_FIRSTS;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
#endif
#if CAP_SOUND
    sample(&a); a.sound = SETTINGS_SOUND_COUNT;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.sound = SETTINGS_SOUND_OFF;
    assert_int_equal(load_after_saving(&a), SETTINGS_OK);
#endif
    sample(&a); a.take_max = 0;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.take_max = UI_MAX_TAKE + 1;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.count = 0;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.count = UI_MAX_PILES + 1;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.amount_count = UI_MAX_AMOUNTS + 1;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.amounts[2] = 0;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.amounts[1] = UI_MAX_AMOUNT + 1;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    /* a map position is checked only while a map is the rule */
    sample(&a); a.term_count = 0;
    assert_int_equal(load_after_saving(&a), SETTINGS_OK);
    a.rule_id = RULE_ID_DAG;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.rule_id = RULE_ID_DAG; a.map = maps_count();
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.rule_id = RULE_ID_DAG; a.terms[0].node = maps_graph(0)->node_count;
    assert_int_equal(load_after_saving(&a), SETTINGS_INVALID);
    sample(&a); a.rule_id = RULE_ID_DAG; a.terms[0].node = (node_t)(maps_graph(0)->node_count - 1u);
    assert_int_equal(load_after_saving(&a), SETTINGS_OK);
}

static void test_saving_again_writes_only_changes(void **state)
{
    struct settings a;
    unsigned first;
    (void)state;
    sample(&a);
    settings_save(&a);
    first = fake_store_writes();
    assert_true(first > 0);
    settings_save(&a);
    assert_int_equal(fake_store_writes(), first);   /* nothing new */
    assert_int_equal(settings_next_slot(), 1);
}

/* Saves rotate over the slots: after ten laps no cell has been written
 * more than once a lap (plus its first write on a blank store), and the
 * newest record is the one loaded, the save counter wrapping past 255. */
static void test_saves_rotate_over_the_slots(void **state)
{
    struct settings a, b;
    unsigned k, n = settings_slots(), saves = 10u * n > 300u ? 10u * n : 300u;
    (void)state;
    assert_true(n >= 2);
    sample(&a);
    for (k = 0; k < saves; k++) {
        a.piles[0] = (heap_t)(k % 97u);
        a.piles[1] = (heap_t)(k % 89u);
        settings_save(&a);
    }
    /* the magic cell twice a save into its slot (unmarked, then the
     * record made whole), every other cell once at most */
    assert_true(fake_store_most_writes() <= 2u * ((saves + n - 1u) / n) + 1u);
    assert_int_equal(settings_load(&b), SETTINGS_OK);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(settings_next_slot(), saves % n);
    assert_int_equal(fake_store_out_of_range(), 0);
}

/* A save cut short (the newest slot damaged, as by a power loss half way
 * through) leaves the record before it in use, across a reset. */
static void test_newest_damaged_slot_falls_back(void **state)
{
    struct settings a, b;
    uint8_t *cells = fake_store_cells();
    (void)state;
    sample(&a);
    a.piles[0] = 7;
    settings_save(&a);   /* slot 0 */
    a.piles[0] = 8;
    settings_save(&a);   /* slot 1 */
    cells[RECORD_SIZE + SETTINGS_HEADER + 1u] ^= 0x40u;
    assert_int_equal(settings_load(&b), SETTINGS_OK);
    assert_int_equal(b.piles[0], 7);
    /* the next save goes after the one in use, over the damaged slot */
    assert_int_equal(settings_next_slot(), 1);
    b.piles[0] = 9;
    settings_save(&b);
    assert_int_equal(settings_load(&a), SETTINGS_OK);
    assert_int_equal(a.piles[0], 9);
    /* every slot damaged: the defaults, and the device says so */
    cells[SETTINGS_HEADER + 1u] ^= 0x40u;
    cells[RECORD_SIZE + SETTINGS_HEADER + 1u] ^= 0x40u;
    assert_int_equal(settings_load(&a), SETTINGS_DAMAGED);
}

/* The UI at start: defaults on a blank store, said once; then the rule. */
static void test_ui_start_says_it_once(void **state)
{
    (void)state;
    fake_lcd_reset();
    lcd_init();
    ui_init(0);
    assert_string_equal(lcd_row_text(1) ? fake_lcd_row(1) : "", "Fresh settings  ");
    /* the defaults were written: the next start finds them */
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Rule: nim       ");
    /* the only record damaged: defaults again, said once */
    fake_store_cells()[SETTINGS_HEADER] ^= 0x01u;
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Settings reset  ");
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Rule: nim       ");
    /* two records (the defaults, then a change), both damaged */
    {
        struct settings t;
        assert_int_equal(settings_load(&t), SETTINGS_OK);
        t.piles[0] = 9;
        settings_save(&t);
        settings_flush();
    }
    fake_store_cells()[SETTINGS_HEADER] ^= 0x01u;
    fake_store_cells()[RECORD_SIZE + SETTINGS_HEADER] ^= 0x01u;
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Settings damaged");
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Rule: nim       ");
    fake_store_cells()[1] = SETTINGS_VERSION + 1;
    fake_store_cells()[RECORD_SIZE + 1u] = SETTINGS_VERSION + 1;
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Unknown settings");
    ui_init(0);
    assert_string_equal(fake_lcd_row(1), "Rule: nim       ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_crc_of_the_standard_check_string, setup),
        cmocka_unit_test_setup(test_blank_store, setup),
        cmocka_unit_test_setup(test_round_trip, setup),
        cmocka_unit_test_setup(test_every_damaged_byte_is_refused, setup),
        cmocka_unit_test_setup(test_a_damaged_first_record_is_a_reset, setup),
        cmocka_unit_test_setup(test_an_invalid_struct_is_never_saved, setup),
        cmocka_unit_test_setup(test_other_versions, setup),
        cmocka_unit_test_setup(test_values_outside_the_limits, setup),
        cmocka_unit_test_setup(test_saving_again_writes_only_changes, setup),
        cmocka_unit_test_setup(test_saves_rotate_over_the_slots, setup),
        cmocka_unit_test_setup(test_newest_damaged_slot_falls_back, setup),
        cmocka_unit_test_setup(test_ui_start_says_it_once, setup),
        cmocka_unit_test_setup(test_version_1_record_refused, setup),
        cmocka_unit_test_setup(test_rule_saved_by_identifier, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
