/*
 * settings.h — what the device remembers across power-off: the rule and its
 * parameters, the position for heap rules and for the chosen map, and the
 * backlight timeout.  The UI edits a struct settings in place; this module
 * writes it to the store (EEPROM) as one record and reads it back.
 *
 * The record:
 *
 *   'N'  SETTINGS_VERSION  size (2 bytes, little-endian)  seq  struct  CRC-16
 *
 * size is sizeof(struct settings) of the firmware that wrote it, seq counts
 * the saves (mod 256), the CRC (CCITT, 0xFFFF start) covers everything
 * before it.  A record is used only when all of that matches this firmware
 * and every value is within the board's limits; otherwise the caller falls
 * back to defaults.
 *
 * Wear: the EEPROM is divided into as many record slots as fit
 * (SETTINGS_SLOTS), and each save goes to the slot after the newest, so a
 * cell is written at most once per SETTINGS_SLOTS saves, the magic cell
 * twice (a save first unmarks its slot and marks it again last, so no
 * part-written record can pass for one by a chance match of an old CRC);
 * a save that would write the same record again writes nothing.  Loading checks every
 * slot's CRC and takes the newest intact one (by seq): a save cut short
 * by a power loss leaves the one before it in use, whatever the cell the
 * cut hit was left holding (its old value, the new one, 0xFF or any
 * other), and the next save goes to the slot after the one in use.
 *
 * Saving does not stop the device: settings_save() starts the record and
 * settings_step(), called from the main loop, writes it a cell at a time
 * as the store is free (3.3 ms a cell on an EEPROM; the device handles
 * keys, console and screen in between).  The record is read from the
 * caller's struct as it is written, its CRC last: when the struct changed
 * under a part already written (the running CRC differs from the one the
 * save began with), or settings_save() is called again meanwhile, the
 * save starts over in the same slot with the struct as it is then (cells
 * that hold their value already are not written again).  So the slot is
 * never a splice of two states, and until its CRC is written the record
 * before it stays the newest intact one.  A record (re)starts only from a
 * struct the loader would take (every value within the limits): while
 * the struct is in the middle of an edit (a 0 amount on the sub-amount
 * screen) the save waits.  settings_flush() waits for the save to end,
 * before anything that stops the main loop; a save still waiting for an
 * edit to end is given up there (the record before it stays in use).
 */
#ifndef APP_SETTINGS_H
#define APP_SETTINGS_H

#include <stdint.h>
#include "core/game.h"
#include "core/puzzle.h"
#include "core/limits.h"
#include "core/rule.h"
#include "board.h"

/* Bump when the meaning of a field changes (a changed size shows itself).
 * 2: the rule by its family's stable identifier (rule.h), an octal code.
 * 3: records rotate over slots, with a save counter in the header.
 * 4: the score against nimbox per level (boards with CAP_PLAY).
 * 5: the auto power-off time (boards with CAP_POWER_OFF); a version 4
 *    record is refused (the splash says "Unknown settings") and the
 *    defaults are written in its place.
 * 6: what the buzzer plays (boards with CAP_SOUND).
 * 7: the practice mode's streak and best streak per rule family (boards
 *    with CAP_PUZZLE); the game's setup (start, first, level: CAP_PLAY). */
#define SETTINGS_VERSION 7
#define SETTINGS_MAGIC 'N'
/* Bytes before the struct (magic, version, size, seq) and after it (CRC). */
#define SETTINGS_HEADER 5
#define SETTINGS_TRAILER 2

/* The store the records rotate over: the board's EEPROM; the host tests'
 * fake store otherwise (host heaps are wider, so records are longer). */
#ifndef SETTINGS_STORE_BYTES
#if defined(__AVR__)
#define SETTINGS_STORE_BYTES BOARD_EEPROM_BYTES
#else
#define SETTINGS_STORE_BYTES 16384u
#endif
#endif

/* What the keys can build: the engine's limits, capped for a 16x2 screen. */
#define UI_MAX_PILES (NB_MAX_PILES < 99 ? NB_MAX_PILES : 99)
#define UI_MAX_AMOUNTS (NB_SUB_MAX_AMOUNTS < 16 ? NB_SUB_MAX_AMOUNTS : 16)
#define UI_MAX_TERMS (NB_MAX_TERMS < 99 ? NB_MAX_TERMS : 99)
#define UI_MAX_AMOUNT 99u
#define UI_MAX_TAKE 99u

/* Backlight timeouts a person can choose, in seconds (0: always on). */
#define SETTINGS_LIGHT_CHOICES { 10, 30, 60, 300, 0 }
#define SETTINGS_LIGHT_COUNT 5
#define SETTINGS_LIGHT_DEFAULT 1   /* 30 s */

/* Auto power-off, on boards with the capability (CAP_POWER_OFF, from the
 * build's capabilities.h: boards/features.mk): minutes without a key
 * before the device switches itself off (0: never).  Compiled out
 * elsewhere: no field, no menu item. */
#ifndef CAP_POWER_OFF
#error "CAP_POWER_OFF comes from the build's capabilities.h (boards/features.mk)"
#endif
#if CAP_POWER_OFF
#define SETTINGS_OFF_CHOICES { 1, 2, 5, 10, 30, 0 }
#define SETTINGS_OFF_COUNT 6
#define SETTINGS_OFF_DEFAULT 2   /* 5 min */
#endif

/* The buzzer, on boards with one (CAP_SOUND, from the build's
 * capabilities.h: boards/features.mk): every tune, every tune but the key
 * click, or none.  Compiled out elsewhere: no field, no menu item, no
 * console command. */
#ifndef CAP_SOUND
#error "CAP_SOUND comes from the build's capabilities.h (boards/features.mk)"
#endif
#if CAP_SOUND
#define SETTINGS_SOUND_ON 0          /* the default (a fresh record is zeroed) */
#define SETTINGS_SOUND_NO_CLICKS 1
#define SETTINGS_SOUND_OFF 2
#define SETTINGS_SOUND_COUNT 3
#endif

struct settings {
    uint8_t rule_id;          /* the rule family's stable identifier (rule.h's table) */
    uint8_t map;              /* the built-in map of a dag rule */
    heap_t take_max;          /* M of take:M, 1..UI_MAX_TAKE */
    uint8_t amount_count;     /* sub: 1..UI_MAX_AMOUNTS amounts of 1..UI_MAX_AMOUNT */
    uint8_t count;            /* heap rules: 1..UI_MAX_PILES piles */
    uint8_t term_count;       /* dag: 1..UI_MAX_TERMS entries */
    uint8_t light;            /* backlight timeout: index into SETTINGS_LIGHT_CHOICES */
#if CAP_POWER_OFF
    uint8_t off;              /* auto power-off: index into SETTINGS_OFF_CHOICES */
#endif
#if CAP_SOUND
    uint8_t sound;            /* the buzzer: SETTINGS_SOUND_ON, _NO_CLICKS or _OFF */
#endif
    struct octal_code code;   /* octal:0.CODE: 1..NB_OCTAL_MAX_DIGITS digits 0-7 */
    heap_t amounts[UI_MAX_AMOUNTS];
    heap_t piles[UI_MAX_PILES];
    struct node_term terms[UI_MAX_TERMS];
#if CAP_PUZZLE
    /* the practice mode (Puzzle): right answers in a row and the best run,
     * per rule family (index: its stable identifier less 1, rule.h) */
    uint8_t puzzle_streak[PUZZLE_FAMILIES];
    uint8_t puzzle_best[PUZZLE_FAMILIES];
#endif
#if CAP_PLAY
    uint16_t play_games[5];   /* games against nimbox at level 1..5 */
    uint16_t play_wins[5];    /* ... and those the person won */
    uint8_t play_start;       /* the game's setup: the start (PLAY_START_...), */
    uint8_t play_first;       /* who moves first (PLAY_FIRST_...), */
    uint8_t play_level;       /* nimbox's level 1..5 (app/ui_play.h) */
#endif
};

enum settings_status {
    SETTINGS_OK = 0,
    SETTINGS_BLANK,           /* never written (erased EEPROM reads 0xFF) */
    SETTINGS_OTHER_VERSION,   /* written by a firmware with another layout */
    SETTINGS_RESET,           /* no record: the very first save was cut short
                               * (only the first slot written, not whole) */
    SETTINGS_DAMAGED,         /* bad magic or CRC */
    SETTINGS_INVALID          /* intact, but a value is outside this board's limits
                               * (the last two: the splash says "Settings damaged") */
};

/* What the splash says once of a status other than SETTINGS_OK ("Fresh
 * settings", ...), an NB_FLASH string. */
const char *settings_news(uint8_t status);
/* CRC-16/CCITT of n bytes, continuing from crc (start with 0xFFFF). */
uint16_t settings_crc16(const uint8_t *p, uint16_t n, uint16_t crc);
/* Read the record into *s, after any save under way; returns an enum
 * settings_status.  On anything but SETTINGS_OK, *s holds garbage: fill
 * it with defaults. */
uint8_t settings_load(struct settings *s);
/* Start writing *s as the newest record, into the slot after the last
 * one (only changed bytes reach the EEPROM; nothing when the newest record
 * holds *s); *s must stay in place until the save ends (see above). */
void settings_save(const struct settings *s);
/* Write the next cells of the save under way while the store is free
 * (the main loop calls it every pass; returns at once when nothing to do). */
void settings_step(void);
/* 1 while a save is under way. */
uint8_t settings_busy(void);
/* Wait until the save under way is on the store (before a reset or power-off). */
void settings_flush(void);
/* How many slots the records rotate over, and the slot the next save
 * goes to. */
uint8_t settings_slots(void);
uint8_t settings_next_slot(void);

#endif
