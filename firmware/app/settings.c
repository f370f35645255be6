/*
 * settings.c — the settings record in the store: header, the struct's
 * bytes, CRC (see settings.h).  Reading checks, in order: blank, magic,
 * version and size, CRC, then every value against the board's limits and
 * built-in maps, so nothing the UI later indexes with can be out of range.
 * The rule is saved by its family's stable identifier, so a firmware with
 * more rules (or another menu order) still reads it as the same rule.
 */
#include "app/settings.h"
#include "core/maps.h"
#include "core/rule.h"
#include "hal/store.h"
#include "board.h"

/* The record must fit the board's EEPROM (board.h); the host tests, whose
 * heaps are wider, use a larger fake store. */
#if defined(BOARD_EEPROM_BYTES) && defined(__AVR__)
typedef char settings_record_fits_eeprom[(SETTINGS_HEADER + sizeof(struct settings) +
                                          SETTINGS_TRAILER <= BOARD_EEPROM_BYTES) ? 1 : -1];
#endif

uint16_t settings_crc16(const uint8_t *p, uint16_t n, uint16_t crc)
{
    while (n--) {
        uint8_t i;
        crc ^= (uint16_t)((uint16_t)*p++ << 8);
        for (i = 0; i < 8; i++)
            crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
    }
    return crc;
}

/* The header this firmware writes. */
static void header_make(uint8_t *h)
{
    h[0] = SETTINGS_MAGIC;
    h[1] = SETTINGS_VERSION;
    h[2] = (uint8_t)(sizeof(struct settings) & 0xFFu);
    h[3] = (uint8_t)(sizeof(struct settings) >> 8);
}

/* The record's CRC over header and struct. */
static uint16_t record_crc(const uint8_t *h, const struct settings *s)
{
    return settings_crc16((const uint8_t *)s, sizeof *s,
                          settings_crc16(h, SETTINGS_HEADER, 0xFFFFu));
}

/* Every heap of a list within 0..max (or 1..max with nonzero). */
static uint8_t heaps_within(const heap_t *v, uint8_t n, heap_t max, uint8_t nonzero)
{
    while (n--) {
        if (*v > max || (nonzero && *v == 0))
            return 0;
        v++;
    }
    return 1;
}

/* 1 when every value of *s is within the board's limits and maps. */
static uint8_t settings_valid(const struct settings *s)
{
    uint8_t i;
    struct rule r;
    struct nb_error err;
    if (rule_set_id(&r, s->rule_id, &err) != 0 || s->light >= SETTINGS_LIGHT_COUNT ||
        s->code.len < 1 || s->code.len > NB_OCTAL_MAX_DIGITS ||
        s->take_max < 1 || s->take_max > UI_MAX_TAKE ||
        s->amount_count < 1 || s->amount_count > UI_MAX_AMOUNTS ||
        s->count < 1 || s->count > UI_MAX_PILES ||
        !heaps_within(s->amounts, s->amount_count, UI_MAX_AMOUNT, 1) ||
        !heaps_within(s->piles, s->count, NB_HEAP_MAX, 0))
        return 0;
    for (i = 0; i < s->code.len; i++)
        if (s->code.digit[i] > 7)
            return 0;
    /* the map and its position matter only while a map is the rule, and
     * a firmware with other maps may have been flashed since */
    if (rule_param(&r) == RULE_PARAM_MAP) {
        node_t nodes;
        if (s->map >= maps_count() || s->term_count < 1 || s->term_count > UI_MAX_TERMS)
            return 0;
        nodes = maps_graph(s->map)->node_count;
        for (i = 0; i < s->term_count; i++)
            if (s->terms[i].node >= nodes || s->terms[i].count > NB_HEAP_MAX)
                return 0;
    }
    return 1;
}

uint8_t settings_load(struct settings *s)
{
    uint8_t h[SETTINGS_HEADER], want[SETTINGS_HEADER], c[SETTINGS_TRAILER];
    uint16_t crc;
    store_read(0, h, SETTINGS_HEADER);
    if (h[0] == 0xFF && h[1] == 0xFF && h[2] == 0xFF && h[3] == 0xFF)
        return SETTINGS_BLANK;
    if (h[0] != SETTINGS_MAGIC)
        return SETTINGS_DAMAGED;
    header_make(want);
    if (h[1] != want[1] || h[2] != want[2] || h[3] != want[3])
        return SETTINGS_OTHER_VERSION;
    store_read(SETTINGS_HEADER, s, sizeof *s);
    store_read(SETTINGS_HEADER + sizeof *s, c, SETTINGS_TRAILER);
    crc = record_crc(h, s);
    if (c[0] != (uint8_t)(crc & 0xFFu) || c[1] != (uint8_t)(crc >> 8))
        return SETTINGS_DAMAGED;
    return settings_valid(s) ? SETTINGS_OK : SETTINGS_INVALID;
}

void settings_save(const struct settings *s)
{
    uint8_t h[SETTINGS_HEADER], c[SETTINGS_TRAILER];
    uint16_t crc;
    header_make(h);
    crc = record_crc(h, s);
    c[0] = (uint8_t)(crc & 0xFFu);
    c[1] = (uint8_t)(crc >> 8);
    store_write(0, h, SETTINGS_HEADER);
    store_write(SETTINGS_HEADER, s, sizeof *s);
    store_write(SETTINGS_HEADER + sizeof *s, c, SETTINGS_TRAILER);
}
