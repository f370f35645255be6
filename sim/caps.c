/*
 * caps.c — the capabilities a scenario line can be guarded by (caps.h).
 *
 * Their values come from where the firmware's own do: the key wiring and
 * the console's baud from board.h; the engine's limits from the -D flags
 * of the board's BOARD_LIMITS (board.mk), which the Makefile passes to the
 * simulator's build as to the firmware's, with the defaults of the very
 * headers the firmware reads (core/limits.h, app/console.h); the built-in
 * maps from MAPS (SIM_MAPS, set by the Makefile from the same list the
 * firmware's maps are compiled from); the clock and the MCU from the
 * ELF's .mmcu section as simavr loaded it; the settings' slots from the
 * first record the firmware wrote into the EEPROM.
 */
#include "sim/caps.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/console.h"
#include "board.h"
#include "core/limits.h"
#include "sim/display.h"
#include "sim/sim.h"

#ifndef SIM_MAPS
#error "sim: SIM_MAPS (the firmware's built-in maps) is set by the Makefile"
#endif

enum cap_kind { CAP_NUMBER, CAP_WORD, CAP_LIST };

struct cap {
    const char *name;
    enum cap_kind kind;
    unsigned long long number;   /* CAP_NUMBER, unless value() says */
    const char *text;            /* CAP_WORD, CAP_LIST */
    const char *meaning;
    const char *source;
};

#if defined(BOARD_LCD_POWER_PORT) && CAP_POWER_OFF
#define CAPS_LCD_POWER 1
#else
#define CAPS_LCD_POWER 0
#endif
#if defined(BOARD_BUZZER_ACTIVE) && CAP_SOUND
#define CAPS_BEEPER 1
#else
#define CAPS_BEEPER 0
#endif
/* how many pins board.h sets safe at reset (BOARD_SAFE_PINS) */
#ifdef BOARD_SAFE_PINS
#define CAPS_SAFE_PIN_ONE(port, bit, level) +1
#define CAPS_SAFE_PINS (0 BOARD_SAFE_PINS(CAPS_SAFE_PIN_ONE))
#else
#define CAPS_SAFE_PINS 0
#endif

#if !defined(CAP_SOUND) || !defined(CAP_CONSOLE) || !defined(CAP_PLAY) || !defined(CAP_PUZZLE) || \
    !defined(CAP_POWER_OFF) || !defined(CAP_PICTURE) || !defined(CAP_DIAGRAMS)
#error "the capabilities come from the build's capabilities.h (boards/features.mk)"
#endif

#define LIMIT(name, macro, meaning, where) \
    { name, CAP_NUMBER, (unsigned long long)(macro), NULL, meaning, where }

static struct cap caps[] = {
    { "keys", CAP_WORD, 0, NULL,
      "`ladder` (a resistor ladder on an ADC pin), `buttons` (a pin each) or `encoder` (a rotary "
      "encoder and its button)",
      "board.h: BOARD_KEYS_LADDER / BOARD_KEYS_BUTTONS / BOARD_KEYS_ENCODER" },
    { "clock", CAP_NUMBER, 0, NULL, "the CPU clock in Hz (`8MHz`, `16MHz`, `16000000` alike)",
      "the ELF's .mmcu section (F_CPU)" },
    { "mcu", CAP_WORD, 0, NULL, "the MCU simavr runs", "the ELF's .mmcu section (MCU)" },
    { "baud", CAP_NUMBER, BOARD_UART_BAUD, NULL, "the console's baud rate", "board.h: BOARD_UART_BAUD" },
    LIMIT("heap-max", NB_HEAP_MAX, "the largest heap", "board.mk BOARD_LIMITS: NB_HEAP_MAX"),
    LIMIT("piles", NB_MAX_PILES, "most piles in a position", "board.mk BOARD_LIMITS: NB_MAX_PILES"),
    LIMIT("sub-amounts", NB_SUB_MAX_AMOUNTS, "most amounts in a `sub:` rule",
          "board.mk BOARD_LIMITS: NB_SUB_MAX_AMOUNTS"),
    LIMIT("sub-table", NB_SUB_TABLE, "entries of the subtraction SG table (heaps 0..N-1)",
          "board.mk BOARD_LIMITS: NB_SUB_TABLE"),
    LIMIT("octal-table", NB_OCTAL_TABLE, "entries of the take-and-break SG table",
          "board.mk BOARD_LIMITS: NB_OCTAL_TABLE"),
    LIMIT("octal-digits", NB_OCTAL_MAX_DIGITS, "most digits of an `octal:0.CODE` rule",
          "board.mk BOARD_LIMITS: NB_OCTAL_MAX_DIGITS"),
    LIMIT("graph-nodes", NB_GRAPH_MAX_NODES, "most nodes of a graph",
          "board.mk BOARD_LIMITS: NB_GRAPH_MAX_NODES"),
    LIMIT("graph-edges", NB_GRAPH_MAX_EDGES, "most edges of a graph",
          "board.mk BOARD_LIMITS: NB_GRAPH_MAX_EDGES"),
    LIMIT("terms", NB_MAX_TERMS, "most NODE=COUNT terms in a graph position",
          "board.mk BOARD_LIMITS: NB_MAX_TERMS"),
    LIMIT("grundy-max", NB_GRUNDY_MAX, "the largest N of `grundy RULE N`",
          "board.mk BOARD_LIMITS: NB_GRUNDY_MAX"),
    LIMIT("line-max", CONSOLE_LINE_MAX, "the console's line buffer (lines up to one less)",
          "board.mk BOARD_LIMITS: CONSOLE_LINE_MAX (default app/console.h)"),
    LIMIT("console-maps", NB_CONSOLE_MAPS,
          "1: the console takes a grid map's squares for nodes (h8=1) and lists the maps for an "
          "unknown one; 0: left out", "board.mk BOARD_LIMITS: NB_CONSOLE_MAPS (default core/limits.h)"),
    LIMIT("play", CAP_PLAY, "1: play against nimbox (the menu's Play nimbox and Two players, the console's `reply`); 0: left out",
          "capabilities.h: CAP_PLAY (the feature set, boards/features.mk)"),
    LIMIT("play-weigh", NB_PLAY_WEIGH,
          "1: level 5 weighs its moves in a lost position (core/play_score.c); 0: the light "
          "strategy (core/play_light.c)", "board.mk BOARD_LIMITS: NB_PLAY_WEIGH (default core/limits.h)"),
    LIMIT("misere-flash", NB_MISERE_FLASH,
          "1: misere:RULE without the search (Bouton's rule for take:M, pow2 and half, tables in "
          "flash for the rules MISERE_TABLES names, core/misere_table.h); 0: misere Nim only",
          "board.mk MISERE_TABLES (NB_MISERE_FLASH, core/limits.h)"),
    LIMIT("puzzle", CAP_PUZZLE, "1: the menu's Puzzle (the practice mode); 0: left out",
          "capabilities.h: CAP_PUZZLE (the feature set, boards/features.mk)"),
    { "lcd", CAP_WORD, 0,
      SIM_DISPLAY_WORD,
      "the display and its bus, in one word: `parallel` (an HD44780 on the MCU's pins), "
      "`pcf8574` (an HD44780 on an I2C backpack), `ssd1306` (a 128x64 OLED on I2C, SSD1306 "
      "or SH1106), `ssd1306-spi` (the same OLED on SPI) or `st7920` (a 128x64 graphic LCD "
      "in serial mode on three pins)",
      "board.mk: DISPLAY, DISPLAY_BUS (boards/displays/)" },
    { "oled", CAP_NUMBER, SIM_DISPLAY_OLED, NULL,
      "1: the display is a 128x64 OLED (its pixels: `expect-stones`, `expect-oled`...); 0: a "
      "character LCD", "board.mk: DISPLAY (ssd1306)" },
    { "pixels", CAP_NUMBER, SIM_DISPLAY_PIXELS, NULL,
      "1: the display is 128x64 pixels, the text read from them (`expect-stones`, the "
      "picture band); 0: a character LCD", "board.mk: DISPLAY (boards/displays/: ssd1306, st7920)" },
    { "lcd-rows", CAP_NUMBER, BOARD_LCD_ROWS, NULL, "the display's rows (2 or 4)",
      "board.h: BOARD_LCD_ROWS; the OLED's, its descriptor (boards/displays/ssd1306.mk)" },
    { "lcd-cols", CAP_NUMBER, BOARD_LCD_COLS, NULL, "the display's columns (16 or 20; 21 on the OLED)",
      "board.h: BOARD_LCD_COLS; the OLED's, its descriptor (boards/displays/ssd1306.mk)" },
    { "safe-pins", CAP_NUMBER, CAPS_SAFE_PINS, NULL,
      "the pins board.h sets at reset before anything else (a RAMPS' heaters low, its drivers "
      "disabled: `expect-safe-pins`); 0: none", "board.h: BOARD_SAFE_PINS" },
    { "lcd-power", CAP_NUMBER, CAPS_LCD_POWER, NULL,
      "1: the LCD's supply has a switch and the build switches itself off (auto power-off); "
      "0: not", "board.h: BOARD_LCD_POWER_PORT, capabilities.h: CAP_POWER_OFF" },
    LIMIT("eeprom", BOARD_EEPROM_BYTES, "EEPROM bytes", "board.h: BOARD_EEPROM_BYTES"),
    { "power-cuts", CAP_NUMBER, 1, NULL,
      "1: the harness can cut the power (`power-cut`, `power-on`, `cut-sweep`); the page's "
      "emulator (web/) says 0", "sim/power.c" },
    { "settings-slots", CAP_NUMBER, 0, NULL,
      "the slots the settings records rotate over: the EEPROM's bytes over a record's, at most "
      "64 (0 until the firmware has written its first record; then kept for the script, "
      "whatever a save does to that record)",
      "the EEPROM: the size field of the record at address 0 (app/settings.h)" },
    { "console", CAP_NUMBER, CAP_CONSOLE, NULL,
      "1: the serial console; 0: the port answers every line with one error line "
      "(app/console_none.c)", "capabilities.h: CAP_CONSOLE (the feature set, boards/features.mk)" },
    { "picture", CAP_NUMBER, CAP_PICTURE, NULL,
      "1: the home screen draws the piles as stones on the OLED's lower half "
      "(app/ui_picture.c); 0: not", "capabilities.h: CAP_PICTURE (the display's pixels, boards/features.mk)" },
    { "diagrams", CAP_NUMBER, CAP_DIAGRAMS, NULL,
      "1: the OLED's lower half draws a grid map's board and the SG values' plot "
      "(app/ui_diagram.c); 0: not", "capabilities.h: CAP_DIAGRAMS (the display's pixels and the flash, "
      "boards/features.mk)" },
    { "sound", CAP_NUMBER, CAP_SOUND, NULL,
      "1: a buzzer plays the tunes (the pin: board.h BOARD_BUZZER_*); 0: silent",
      "capabilities.h: CAP_SOUND (a buzzer: boards/features.mk)" },
    { "beeper", CAP_NUMBER, CAPS_BEEPER, NULL,
      "1: the buzzer is an active one, its pitch its own (each note a beep: `expect-beep`); 0: a "
      "piezo whose tones have pitches (`expect-tone`), or none",
      "board.h: BOARD_BUZZER_ACTIVE (board.mk: HARDWARE beeper)" },
    { "maps", CAP_LIST, 0, SIM_MAPS, "the built-in maps, in menu order (`maps~large`: it is there)",
      "MAPS (board.mk, or `make MAPS=...`)" },
};
#define NCAPS (sizeof caps / sizeof caps[0])

/* The settings' slots from the record the firmware writes first, at
 * address 0: 'N', the version, the struct's size (little-endian), seq,
 * the struct, a CRC of 2 bytes; 0 while there is none. */
static unsigned slots_known;   /* kept once read, until caps_forget */

static unsigned settings_slots(void)
{
    uint8_t h[4];
    uint32_t size = sim_eeprom_size();
    if (slots_known)
        return slots_known;
    if (sim_eeprom_read(0, h, sizeof h) != 0 || h[0] != 'N' || (h[2] == 0xFF && h[3] == 0xFF))
        return 0;
    uint32_t record = 5u + (uint32_t)(h[2] | h[3] << 8) + 2u;
    slots_known = size / record > 64u ? 64u : (unsigned)(size / record);
    return slots_known;
}

void caps_forget(void)
{
    slots_known = 0;
}

/* Fills in the values known only at run time. */
static void caps_update(void)
{
    for (size_t i = 0; i < NCAPS; i++) {
        if (!strcmp(caps[i].name, "keys"))
            caps[i].text = sim_keys_ladder() ? "ladder" : sim_keys_encoder() ? "encoder" : "buttons";
        else if (!strcmp(caps[i].name, "clock"))
            caps[i].number = sim_frequency();
        else if (!strcmp(caps[i].name, "mcu"))
            caps[i].text = sim_mcu();
        else if (!strcmp(caps[i].name, "settings-slots"))
            caps[i].number = settings_slots();
    }
}

/* A number with an optional Hz/kHz/MHz unit ("8MHz"); 0 if s is none. */
static int parse_quantity(const char *s, unsigned long long *v)
{
    char *end;
    if (!isdigit((unsigned char)*s))
        return 0;
    unsigned long long n = strtoull(s, &end, 10);
    if (!strcmp(end, "MHz"))
        n *= 1000000ull;
    else if (!strcmp(end, "kHz"))
        n *= 1000ull;
    else if (*end && strcmp(end, "Hz"))
        return 0;
    *v = n;
    return 1;
}

/* The value as text ("16MHz" for a clock). */
static void cap_value(const struct cap *c, char *buf, size_t size)
{
    if (c->kind != CAP_NUMBER)
        snprintf(buf, size, "%s", c->text ? c->text : "");
    else if (!strcmp(c->name, "clock") && c->number % 1000000ull == 0)
        snprintf(buf, size, "%lluMHz", c->number / 1000000ull);
    else
        snprintf(buf, size, "%llu", c->number);
}

/* Whether the blank-separated list holds word. */
static int list_holds(const char *list, const char *word)
{
    size_t len = strlen(word);
    for (const char *p = list; *p;) {
        p += strspn(p, " \t,");
        size_t n = strcspn(p, " \t,");
        if (n == len && n && !strncmp(p, word, len))
            return 1;
        p += n;
    }
    return 0;
}

/* One condition NAME OP VALUE: 1 holds, 0 not, -1 unreadable. */
static int eval_one(const char *cond, char *why, size_t why_size)
{
    static const char *const ops[] = { "!=", ">=", "<=", "!~", "=", ">", "<", "~" };
    size_t n = strspn(cond, "abcdefghijklmnopqrstuvwxyz0123456789-");
    const struct cap *c = NULL;
    for (size_t i = 0; i < NCAPS && n; i++)
        if (strlen(caps[i].name) == n && !strncmp(caps[i].name, cond, n))
            c = &caps[i];
    if (!c) {
        snprintf(why, why_size, "unknown capability in \"%s\" (`nimbox-sim --caps` lists them)",
                 cond);
        return -1;
    }
    const char *op = NULL;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0] && !op; i++)
        if (!strncmp(cond + n, ops[i], strlen(ops[i])))
            op = ops[i];
    const char *want = op ? cond + n + strlen(op) : "";
    int list_op = op && strchr(op, '~');
    int order_op = op && (op[0] == '<' || op[0] == '>');
    unsigned long long w = 0;
    if (!op || !*want || (list_op != (c->kind == CAP_LIST)) ||
        (c->kind == CAP_NUMBER && !parse_quantity(want, &w)) ||
        (order_op && c->kind != CAP_NUMBER)) {
        snprintf(why, why_size, "cannot read \"%s\" (%s: %s)", cond, c->name,
                 c->kind == CAP_LIST ? "~ or !~ a name" : c->kind == CAP_NUMBER
                     ? "= != < <= > >= a number" : "= or != a word");
        return -1;
    }
    char have[256];
    cap_value(c, have, sizeof have);
    int holds;
    if (list_op)
        holds = list_holds(c->text, want) == (op[0] == '~');
    else if (c->kind == CAP_NUMBER)
        holds = !strcmp(op, "=") ? c->number == w : !strcmp(op, "!=") ? c->number != w
              : !strcmp(op, "<") ? c->number < w : !strcmp(op, "<=") ? c->number <= w
              : !strcmp(op, ">") ? c->number > w : c->number >= w;
    else
        holds = (strcmp(have, want) == 0) == (op[0] == '=');
    if (!holds)
        snprintf(why, why_size, "%s: here %s=%s", cond, c->name, have);
    return holds;
}

int caps_eval(const char *conds, char *why, size_t why_size)
{
    char cond[128];
    caps_update();
    why[0] = 0;
    for (const char *p = conds; *p;) {
        p += strspn(p, " \t");
        size_t n = strcspn(p, " \t");
        if (!n)
            break;
        if (n >= sizeof cond) {
            snprintf(why, why_size, "condition too long");
            return -1;
        }
        memcpy(cond, p, n);
        cond[n] = 0;
        int v = eval_one(cond, why, why_size);
        if (v != 1)
            return v;
        p += n;
    }
    return 1;
}

void caps_print_table(FILE *out)
{
    fprintf(out, "| capability | | from |\n| --- | --- | --- |\n");
    for (size_t i = 0; i < NCAPS; i++)
        fprintf(out, "| `%s` | %s | %s |\n", caps[i].name, caps[i].meaning, caps[i].source);
}

void caps_print_values(FILE *out)
{
    char v[256];
    caps_update();
    for (size_t i = 0; i < NCAPS; i++) {
        cap_value(&caps[i], v, sizeof v);
        fprintf(out, "%s=%s\n", caps[i].name, v);
    }
}
