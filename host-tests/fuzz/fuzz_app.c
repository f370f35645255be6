/*
 * fuzz_app.c — fuzzes the whole device app on the host: the settings it
 * starts from, then console bytes interleaved with key events and clock
 * ticks, through the app's own modules (ui.c, screens.c, console.c,
 * settings.c), the portable HAL layers (keys.c, lcd.c) and the engine,
 * over the unit tests' fakes (fake_hw.c, fake_serial.c, fake_store.c).
 * fuzz.mk builds it once per board in FUZZ_BOARDS, with that board's
 * BOARD_LIMITS, board.h and built-in maps, as the firmware is built.
 *
 * Input: one byte, then the image, then events.  The first byte's value
 * % 3 picks the EEPROM: erased; the next RECORD_SIZE bytes as they are;
 * or those bytes with the header and CRC made right.  Its bit 2 starts the
 * clock 5 s before it wraps around 2^32.  Then each byte is one event:
 *   0xF0..0xF5      the key reading becomes none, right, up, down, left,
 *                   select (debounced by keys.c), then one main-loop pass
 *   0xF6 n          n+1 ms pass, a main-loop pass each millisecond
 *   0xF7 n          (n+1) s pass at once, then one pass (a long sleep)
 *   0xF8 n          ui_key at once: key 1 + n % 5, kind 1 + n / 5 % 3
 *   0xF9            a reset (watchdog or power): the app starts again
 *   0xFA n          console byte n (any value)
 *   anything else   that console byte
 * A main-loop pass is main.c's: keys_poll, ui_key for its event, ui_tick.
 *
 * Checked beyond the sanitizers: no misuse of the LCD controller and no
 * store access out of range after any event; a console line that had text
 * gets an answer ending in a newline; after any event the store holds a
 * record that reads back as SETTINGS_OK (the app writes defaults at start
 * when it could not use the image, and only ever saves what it holds).
 */
#include <string.h>
#include "app/console.h"
#include "host-tests/unit/fake_hw.h"
#include "host-tests/unit/fake_serial.h"
#include "host-tests/unit/fake_store.h"
#include "fuzz.h"
#include "fuzz_record.h"
#include "hal/keys.h"
#include "hal/lcd.h"
#include "app/settings.h"
#include "app/ui.h"

#define RECORD_SIZE (SETTINGS_HEADER + sizeof(struct settings) + SETTINGS_TRAILER)

static uint32_t now;

/* What must hold after every event. */
static void check_device(void)
{
    struct settings s;
    FUZZ_CHECK(fake_lcd_errors() == 0);
    FUZZ_CHECK(fake_store_out_of_range() == 0);
    FUZZ_CHECK(settings_load(&s) == SETTINGS_OK);
}

/* Power on (or reset): main.c's start, with the store as it is. */
static void boot(void)
{
    fake_lcd_reset();
    fake_keys_reset();
    fake_serial_reset();
    lcd_init();
    keys_init();
    ui_init(now);
    console_init();
    fake_serial_reset();   /* forget the banner */
}

/* One pass of main.c's loop with no serial byte waiting. */
static void pass(void)
{
    struct key_event ev;
    if (keys_poll(now, &ev))
        ui_key(&ev, now);
    ui_tick(now);
}

/* One console byte; a line with text must be answered. */
static void console(uint8_t byte)
{
    if (console_byte(byte)) {
        const char *sent = fake_serial_sent();
        size_t len = fake_serial_sent_length();
        FUZZ_CHECK(len > 0);
        if (len < 4000)   /* the fake keeps 4095 bytes */
            FUZZ_CHECK(sent[len - 1] == '\n');
        fake_serial_reset();
    }
}

/* The EEPROM from the input; returns the bytes used. */
static size_t load_image(uint8_t mode, const uint8_t *data, size_t size)
{
    uint8_t *cells = fake_store_cells();
    uint16_t n = (uint16_t)sizeof(struct settings);
    fake_store_erase();
    if (mode == 0)
        return 0;
    if (size > RECORD_SIZE)
        size = RECORD_SIZE;
    memcpy(cells, data, size);
    if (mode == 2) {
        fuzz_seal_record(cells, n);
    }
    return size;
}

/* One input: the device started from an image, then driven event by event. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t i;
    if (size < 1)
        return 0;
    now = (data[0] & 4u) ? UINT32_C(0xFFFFFFFF) - 5000u : 0;
    i = 1 + load_image((uint8_t)(data[0] % 3u), data + 1, size - 1);
    boot();
    check_device();
    while (i < size) {
        uint8_t b = data[i++], arg = i < size ? data[i] : 0;
        uint16_t k;
        struct key_event ev;
        if (b >= 0xF0 && b <= 0xF5) {
            fake_keys_set((uint8_t)(b - 0xF0));
            pass();
        } else if (b == 0xF6) {
            for (k = 0; k <= arg; k++) {
                now++;
                pass();
            }
            i++;
        } else if (b == 0xF7) {
            now += ((uint32_t)arg + 1u) * 1000u;
            pass();
            i++;
        } else if (b == 0xF8) {
            ev.key = (uint8_t)(1u + arg % 5u);
            ev.kind = (uint8_t)(1u + arg / 5u % 3u);
            ui_key(&ev, now);
            i++;
        } else if (b == 0xF9) {
            boot();
        } else if (b == 0xFA) {
            console(arg);
            i++;
        } else {
            console(b);
        }
        check_device();
    }
    return 0;
}
