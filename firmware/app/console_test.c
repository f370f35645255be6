/*
 * console_test.c — the test build's own serial lines (console_test.h):
 * compiled into the test build only (NIMBOX_TEST_HOOKS=1); the firmware
 * that is flashed has none of it.
 */
#include "app/console_test.h"

#if NIMBOX_TEST_HOOKS
#include <string.h>
#include "app/settings.h"
#include "app/ui.h"
#include "core/scan.h"
#include "core/text.h"
#include "hal/serial.h"

#define TEST_HANG "test-hang"
#define TEST_HANG_LEN (sizeof TEST_HANG - 1u)
#define TEST_SEED "test-seed "
#define TEST_SEED_LEN (sizeof TEST_SEED - 1u)

uint8_t console_test_line(const char *line, uint16_t len)
{
    const char *answer = NB_TEXT("seed pinned\n");
    nb_uint_t seed;
    char c;
    if (len == TEST_HANG_LEN && !memcmp(line, TEST_HANG, TEST_HANG_LEN)) {
        settings_flush();
        for (;;)
            __asm__ __volatile__("");
    }
    if (len <= TEST_SEED_LEN || memcmp(line, TEST_SEED, TEST_SEED_LEN) != 0 ||
        scan_parse_uint(line + TEST_SEED_LEN, (uint16_t)(len - TEST_SEED_LEN), 0xFFFFFFFFul,
                        &seed) != 0)
        return 0;
    ui_test_seed((uint32_t)seed);
    while ((c = text_flash_char(answer++)) != 0)
        serial_write((uint8_t)c);
    return 1;
}
#endif
