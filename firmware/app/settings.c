/*
 * settings.c — the settings records in the store: header, the struct's
 * bytes, CRC, rotating over slots (see settings.h).  Reading takes the
 * newest slot whose magic, version, size and CRC are right, then checks
 * every value against the board's limits and built-in maps, so nothing the
 * UI later indexes with can be out of range.
 * Saving is a record written a cell at a time from the main loop
 * (settings_step), never a splice, and only of a state the loader would
 * take (see settings.h).  A slot is unmarked before its record is written
 * and marked last, so a save cut short, whatever its torn cell holds,
 * leaves no record that passes for one and hides none.
 * The rule is saved by its family's stable identifier, so a firmware with
 * more rules (or another menu order) still reads it as the same rule.
 */
#include "app/settings.h"
#include "app/ui_play.h"
#include "core/maps.h"
#include "core/rule.h"
#include "core/text.h"
#include "hal/store.h"
#include "board.h"

#define SLOT_BYTES (SETTINGS_HEADER + sizeof(struct settings) + SETTINGS_TRAILER)
/* As many slots as fit, at most 64 (seq, mod 256, orders up to 127). */
#define SLOT_COUNT (SETTINGS_STORE_BYTES / SLOT_BYTES > 64u ? 64u : SETTINGS_STORE_BYTES / SLOT_BYTES)

/* Two slots at least, or a save cut short could lose the settings. */
typedef char settings_two_slots_fit[SLOT_COUNT >= 2u ? 1 : -1];

/* Where the next save goes, and its seq. */
static uint8_t next_slot;
static uint8_t next_seq;

/* The CRC continued by one byte. */
static uint16_t crc_byte(uint16_t crc, uint8_t b)
{
    uint8_t i;
    crc ^= (uint16_t)((uint16_t)b << 8);
    for (i = 0; i < 8; i++)
        crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
    return crc;
}

uint16_t settings_crc16(const uint8_t *p, uint16_t n, uint16_t crc)
{
    while (n--)
        crc = crc_byte(crc, *p++);
    return crc;
}

/* The header this firmware writes, with save counter seq. */
static void header_make(uint8_t *h, uint8_t seq)
{
    h[0] = SETTINGS_MAGIC;
    h[1] = SETTINGS_VERSION;
    h[2] = (uint8_t)(sizeof(struct settings) & 0xFFu);
    h[3] = (uint8_t)(sizeof(struct settings) >> 8);
    h[4] = seq;
}

static uint16_t slot_addr(uint8_t slot)
{
    return (uint16_t)(slot * SLOT_BYTES);
}

uint8_t settings_slots(void)
{
    return (uint8_t)SLOT_COUNT;
}

uint8_t settings_next_slot(void)
{
    return next_slot;
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
#if CAP_POWER_OFF
    if (s->off >= SETTINGS_OFF_COUNT)
        return 0;
#endif
#if CAP_SOUND
    if (s->sound >= SETTINGS_SOUND_COUNT)
        return 0;
#endif
#if CAP_PUZZLE
    for (i = 0; i < PUZZLE_FAMILIES; i++)
        if (s->puzzle_streak[i] > s->puzzle_best[i])
            return 0;
#endif
#if CAP_PLAY
    for (i = 0; i < 5; i++)
        if (s->play_wins[i] > s->play_games[i])
            return 0;
    if (s->play_start >= PLAY_STARTS || s->play_first >= PLAY_FIRSTS ||
        s->play_level < 1 || s->play_level > 5)
        return 0;
#endif
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

/* What the header of slot `slot` says: SETTINGS_OK (this firmware's
 * record, not yet checked by its CRC; its seq in *seq), SETTINGS_BLANK,
 * SETTINGS_OTHER_VERSION or SETTINGS_DAMAGED. */
static uint8_t slot_header(uint8_t slot, uint8_t *seq)
{
    uint8_t h[SETTINGS_HEADER], want[SETTINGS_HEADER];
    store_read(slot_addr(slot), h, SETTINGS_HEADER);
    if (h[0] == 0xFF && h[1] == 0xFF && h[2] == 0xFF && h[3] == 0xFF)
        return SETTINGS_BLANK;
    /* no firmware writes version 0xFF: an erased version cell behind a
     * magic is a first save cut in its first cell, not another version */
    if (h[0] != SETTINGS_MAGIC || h[1] == 0xFF)
        return SETTINGS_DAMAGED;
    header_make(want, h[4]);
    if (h[1] != want[1] || h[2] != want[2] || h[3] != want[3])
        return SETTINGS_OTHER_VERSION;
    *seq = h[4];
    return SETTINGS_OK;
}

/* Read slot `slot` (its header already found right) into *s; 1 when its
 * CRC is right too. */
static uint8_t slot_intact(uint8_t slot, struct settings *s)
{
    uint8_t h[SETTINGS_HEADER], c[SETTINGS_TRAILER];
    uint16_t crc, at = slot_addr(slot);
    store_read(at, h, SETTINGS_HEADER);
    store_read((uint16_t)(at + SETTINGS_HEADER), s, sizeof *s);
    store_read((uint16_t)(at + SETTINGS_HEADER + sizeof *s), c, SETTINGS_TRAILER);
    crc = record_crc(h, s);
    return c[0] == (uint8_t)(crc & 0xFFu) && c[1] == (uint8_t)(crc >> 8);
}

/* What the splash says of each status but SETTINGS_OK, in the enum's
 * order (checked here, beside the enum's own file): SETTINGS_INVALID's
 * is SETTINGS_DAMAGED's. */
static const char NB_FLASH news[] = "\0Fresh settings\0Unknown settings\0Settings reset\0Settings damaged";
typedef char news_in_status_order[SETTINGS_BLANK == 1 && SETTINGS_OTHER_VERSION == 2 &&
                                  SETTINGS_RESET == 3 && SETTINGS_DAMAGED == 4 &&
                                  SETTINGS_INVALID == 5 ? 1 : -1];

const char *settings_news(uint8_t status)
{
    return text_flash_nth(news, status < SETTINGS_DAMAGED ? status : SETTINGS_DAMAGED);
}

uint8_t settings_load(struct settings *s)
{
    uint8_t slot, seq = 0, newest = 0, seen = SETTINGS_BLANK, got, any = 0;
    uint8_t best, best_age, tried_age = 0, tried_slot = 0, tried = 0;
    uint8_t only_first = 1;   /* every slot after the first is blank */
    settings_flush();
    /* the newest seq among this firmware's headers: ages count back from it */
    for (slot = 0; slot < SLOT_COUNT; slot++) {
        got = slot_header(slot, &seq);
        if (got != SETTINGS_BLANK && slot)
            only_first = 0;
        if (got == SETTINGS_OK) {
            if (!any || (int8_t)(uint8_t)(seq - newest) > 0)
                newest = seq;
            any = 1;
        } else if (got == SETTINGS_OTHER_VERSION ||
                   (got == SETTINGS_DAMAGED && seen == SETTINGS_BLANK)) {
            seen = got;   /* another version says most about what happened */
        }
    }
    /* Newest first, by (age, slot): the first whose CRC holds is the
     * record.  A save unmarks its slot before writing it (see below), so
     * a slot cut short is no candidate at all; still, every slot not yet
     * checked stays one, ties of age included, so a damaged slot (or one
     * a firmware without the mark left torn) that claims the newest's
     * sequence number cannot hide it. */
    while (any) {
        best = 0xFF;
        best_age = 0xFF;
        for (slot = 0; slot < SLOT_COUNT; slot++) {
            uint8_t age;
            if (slot_header(slot, &seq) != SETTINGS_OK)
                continue;
            age = (uint8_t)(newest - seq);
            if ((!tried || age > tried_age || (age == tried_age && slot > tried_slot)) &&
                age < best_age) {
                best = slot;
                best_age = age;
            }
        }
        if (best == 0xFF)
            break;
        if (slot_intact(best, s)) {
            /* the next save goes after it: over a slot cut short, if
             * any, never over the record in use */
            next_slot = (uint8_t)((best + 1u) % SLOT_COUNT);
            next_seq = (uint8_t)(newest - best_age + 1u);
            return settings_valid(s) ? SETTINGS_OK : SETTINGS_INVALID;
        }
        tried = 1;
        tried_age = best_age;
        tried_slot = best;
        seen = SETTINGS_DAMAGED;
    }
    next_slot = 0;
    next_seq = 0;
    /* only the first slot written, and not whole: the very first save (a
     * blank chip's defaults) was cut short; there was nothing to lose */
    if (seen == SETTINGS_DAMAGED && only_first)
        return SETTINGS_RESET;
    return seen;
}

/* The save under way (src NULL: none): the record for next_slot, its
 * struct read from *src as it is written; pos is the step to take next:
 * 0, unmark the slot (its magic cell made 0), so no part-written record
 * can ever pass for one, whatever old CRC the slot holds; 1 ..
 * SLOT_BYTES-1, the record's byte pos; SLOT_BYTES, the magic, which
 * makes the record whole.  Between saves, settings_save() uses it to
 * compare *s with the newest record. */
static struct {
    const struct settings *src;
    uint16_t pos;
    uint16_t crc_want;   /* the CRC of the header and *src when (re)started */
    uint16_t crc_run;    /* the CRC of the bytes written (or found) so far */
    uint8_t restart;     /* begin the record again, from *src as it is now */
    uint8_t h[SETTINGS_HEADER];
} sv;

/* Byte pos of the record of *sv.src. */
static uint8_t record_byte(uint16_t pos)
{
    if (pos < SETTINGS_HEADER)
        return sv.h[pos];
    pos = (uint16_t)(pos - SETTINGS_HEADER);
    if (pos < sizeof(struct settings))
        return ((const uint8_t *)sv.src)[pos];
    return pos == sizeof(struct settings) ? (uint8_t)(sv.crc_want & 0xFFu)
                                          : (uint8_t)(sv.crc_want >> 8);
}

/* The record of *sv.src with save counter seq, from its first step. */
static void record_begin(uint8_t seq)
{
    sv.restart = 0;
    header_make(sv.h, seq);
    sv.pos = 0;
    sv.crc_run = 0xFFFFu;
    sv.crc_want = record_crc(sv.h, sv.src);
}

void settings_save(const struct settings *s)
{
    uint16_t pos;
    uint8_t b, under_way = sv.src != 0;
    sv.src = s;
    if (!under_way) {
        /* the newest record holds *s, CRC and all: nothing to write */
        record_begin((uint8_t)(next_seq - 1u));
        for (pos = 0; pos < SLOT_BYTES; pos++) {
            store_read((uint16_t)(slot_addr((uint8_t)(next_slot ? next_slot - 1u : SLOT_COUNT - 1u)) + pos),
                       &b, 1);
            if (b != record_byte(pos))
                break;
        }
        if (pos == SLOT_BYTES) {
            sv.src = 0;
            return;
        }
    }
    /* a save under way starts over in its slot, with *s as it is now */
    sv.restart = 1;
    settings_step();
}

/* The cells of the save under way, while the store is free; kept out of
 * line, so the main loop's idle pass (settings_step with nothing to save)
 * stays a test of one pointer. */
static void __attribute__((noinline)) write_cells(void)
{
    uint8_t b;
    uint16_t pos;
    while (sv.src && !store_busy()) {
        if (sv.restart) {
            /* a record begins only from a state the loader would take:
             * in the middle of an edit (a 0 amount, the drop mark) it
             * waits, and the record before stays the newest */
            if (!settings_valid(sv.src))
                return;
            record_begin(next_seq);
        }
        /* at the CRC: the struct changed under the part written, so the
         * record would be a splice; write it again as it is now */
        if (sv.pos == SLOT_BYTES - SETTINGS_TRAILER && sv.crc_run != sv.crc_want) {
            sv.restart = 1;
            continue;
        }
        /* step 0 unmarks the slot (0 at the magic), step SLOT_BYTES marks
         * it (the magic); the CRC runs over the record as it will read */
        pos = sv.pos < SLOT_BYTES ? sv.pos : 0u;
        b = sv.pos && pos ? record_byte(pos) : sv.pos ? SETTINGS_MAGIC : 0u;
        sv.crc_run = crc_byte(sv.crc_run, sv.pos ? b : SETTINGS_MAGIC);
        /* a cell that holds b already is passed over; one started keeps
         * the store busy, and its end wakes the main loop */
        store_update((uint16_t)(slot_addr(next_slot) + pos), b);
        if (++sv.pos > SLOT_BYTES) {
            next_slot = (uint8_t)((next_slot + 1u) % SLOT_COUNT);
            next_seq++;
            sv.src = 0;
        }
    }
}

void settings_step(void)
{
    if (sv.src)
        write_cells();
}

uint8_t settings_busy(void)
{
    return sv.src != 0 || store_busy();
}

void settings_flush(void)
{
    while (settings_busy()) {
        /* a save waiting for an edit to end cannot be finished now: it is
         * given up, and the newest record stays the one in use */
        if (sv.src && sv.restart && !store_busy() && !settings_valid(sv.src))
            sv.src = 0;
        settings_step();
    }
}
