/*
 * fuzz_settings.c — fuzzes the settings decoder (firmware/app/settings.c)
 * on an EEPROM image, built with a board's limits (fuzz.mk builds one per
 * board in FUZZ_BOARDS, as the device would decode it), and the UI
 * starting from whatever it decoded.
 *
 * Input: the EEPROM's first bytes (the rest reads 0xFF, erased).  Each
 * input is decoded twice: as it is, then with the header and CRC made
 * right for its bytes, so values the CRC would hide reach the range
 * checks and the UI.
 *
 * Checked beyond the sanitizers: the status is one of enum
 * settings_status; no read outside the store; a record accepted has every
 * value within the board's limits and maps, and saved again into an
 * erased store reads back the same struct bytes (in the next slot: records
 * rotate); the UI starts from the image
 * (and shows its first screen after the splash) with no misuse of the
 * LCD, and leaves a record that reads back as SETTINGS_OK.
 */
#include <string.h>
#include "host-tests/unit/fake_hw.h"
#include "host-tests/unit/fake_store.h"
#include "fuzz.h"
#include "fuzz_record.h"
#include "hal/keys.h"
#include "hal/lcd.h"
#include "core/maps.h"
#include "core/rule.h"
#include "app/settings.h"
#include "app/ui.h"

#define RECORD_SIZE (SETTINGS_HEADER + sizeof(struct settings) + SETTINGS_TRAILER)

static uint8_t image[FAKE_STORE_SIZE];

/* Every value of an accepted record within the limits settings.h states. */
static void check_values(const struct settings *s)
{
    uint8_t i;
    struct rule r;
    struct nb_error err;
    FUZZ_CHECK(rule_set_id(&r, s->rule_id, &err) == 0 && s->light < SETTINGS_LIGHT_COUNT);
    FUZZ_CHECK(s->code.len >= 1 && s->code.len <= NB_OCTAL_MAX_DIGITS);
    for (i = 0; i < s->code.len; i++)
        FUZZ_CHECK(s->code.digit[i] <= 7);
    FUZZ_CHECK(s->take_max >= 1 && s->take_max <= UI_MAX_TAKE);
    FUZZ_CHECK(s->amount_count >= 1 && s->amount_count <= UI_MAX_AMOUNTS);
    FUZZ_CHECK(s->count >= 1 && s->count <= UI_MAX_PILES);
    for (i = 0; i < s->amount_count; i++)
        FUZZ_CHECK(s->amounts[i] >= 1 && s->amounts[i] <= UI_MAX_AMOUNT);
    for (i = 0; i < s->count; i++)
        FUZZ_CHECK(s->piles[i] <= NB_HEAP_MAX);
    if (s->rule_id == RULE_ID_DAG) {
        FUZZ_CHECK(s->map < maps_count());
        FUZZ_CHECK(s->term_count >= 1 && s->term_count <= UI_MAX_TERMS);
        for (i = 0; i < s->term_count; i++)
            FUZZ_CHECK(s->terms[i].node < maps_graph(s->map)->node_count &&
                       s->terms[i].count <= NB_HEAP_MAX);
    }
}

/* A save into an erased store writes one record, in the slot after the
 * one the record was loaded from (records rotate over slots), with the
 * next save counter: its struct bytes are the image's, as they were. */
static void check_saved_bytes(void)
{
    uint16_t at, found = 0;
    for (at = 0; at + RECORD_SIZE <= FAKE_STORE_SIZE; at = (uint16_t)(at + RECORD_SIZE)) {
        if (fake_store_cells()[at] != SETTINGS_MAGIC)
            continue;
        found++;
        FUZZ_CHECK(memcmp(fake_store_cells() + at + SETTINGS_HEADER, image + SETTINGS_HEADER,
                          sizeof(struct settings)) == 0);
    }
    FUZZ_CHECK(found == 1);
}

/* Decode the image in the store, check, then start the UI from it. */
static void decode(void)
{
    struct settings s, again;
    uint8_t status;
    memcpy(fake_store_cells(), image, FAKE_STORE_SIZE);
    memset(&s, 0xA5, sizeof s);
    status = settings_load(&s);
    /* one of the statuses by name, whatever their order */
    FUZZ_CHECK(status == SETTINGS_OK || status == SETTINGS_BLANK || status == SETTINGS_OTHER_VERSION
               || status == SETTINGS_RESET || status == SETTINGS_DAMAGED || status == SETTINGS_INVALID);
    FUZZ_CHECK(fake_store_out_of_range() == 0);
    if (status == SETTINGS_OK) {
        check_values(&s);
        fake_store_erase();
        settings_save(&s);
        memset(&again, 0x5A, sizeof again);
        FUZZ_CHECK(settings_load(&again) == SETTINGS_OK);
        FUZZ_CHECK(memcmp(&s, &again, sizeof s) == 0);
        check_saved_bytes();
    }
    /* the device starting from this image */
    fake_store_erase();
    memcpy(fake_store_cells(), image, FAKE_STORE_SIZE);
    fake_lcd_reset();
    fake_keys_reset();
    lcd_init();
    keys_init();
    ui_init(0);
    ui_tick(5000);
    FUZZ_CHECK(fake_lcd_errors() == 0 && fake_store_out_of_range() == 0);
    FUZZ_CHECK(settings_load(&again) == SETTINGS_OK);
}

/* One input: an EEPROM image, decoded as it is and with a right CRC. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint16_t n = (uint16_t)sizeof(struct settings);
    if (size > FAKE_STORE_SIZE)
        return 0;
    memset(image, 0xFF, sizeof image);
    memcpy(image, data, size);
    decode();
    /* the same bytes with a header and CRC this firmware accepts */
    fuzz_seal_record(image, n);
    decode();
    return 0;
}
