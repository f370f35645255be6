/*
 * test_oled.c — the OLED's drawing (hal/oled.c) over a fake bus that
 * plays the chip: it parses the control bytes (oled_bus_control),
 * commands and data of each transfer into a 132-column RAM of 8 pages, as an SSD1306 or an SH1106,
 * and counts what the contract forbids (a page above 7, a column past the
 * RAM, display on with the charge pump off, a byte outside a transfer).
 * The cells' bytes, the cursor's bit, the SH1106's offset, the chip test,
 * sleep and wake, the light, and the picture band's keys are checked on
 * that RAM.
 *
 * hal/oled.c is compiled into this test (the firmware's build takes it
 * only on an OLED board; the other tests link the HD44780's seam).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "hal/font_5x7.h"
#include "hal/oled.c"

/* ---- the fake chip --------------------------------------------------------- */

#define RAM_COLS 132

static struct {
    uint8_t sh1106;              /* the chip played */
    uint8_t ram[OLED_PAGES][RAM_COLS];
    uint8_t page, col;           /* the RAM pointer */
    uint8_t in_transfer;
    uint8_t want_control;        /* the next byte is a control byte */
    uint8_t single;              /* the control byte said: one byte, then another control */
    uint8_t is_data;             /* the bytes after it are data */
    uint8_t arg_of;              /* a two-byte command waiting for its argument */
    uint8_t display_on, pump_on, contrast, addressing;
    unsigned starts, data_bytes, faults;
    uint8_t commands[512];       /* every command byte, in order */
    unsigned n_commands;
} chip;

static char grid[OLED_ROWS][OLED_COLS];   /* the text layer's copy */

char oled_text_at(uint8_t col, uint8_t row)
{
    return grid[row][col];
}

static void chip_reset(uint8_t sh)
{
    memset(&chip, 0, sizeof chip);
    memset(chip.ram, 0xEE, sizeof chip.ram);   /* power-on noise */
    chip.sh1106 = sh;
    chip.pump_on = sh;   /* the SH1106's DC-DC is on from reset */
    chip.addressing = 2;
    memset(grid, ' ', sizeof grid);
}

static uint8_t takes_argument(uint8_t c)
{
    return c == 0xD5 || c == 0xA8 || c == 0xD3 || c == 0x8D || c == 0x20 ||
           c == 0xDA || c == 0x81 || c == 0xD9 || c == 0xDB || c == 0xAD;
}

static void chip_command(uint8_t c)
{
    if (chip.n_commands < sizeof chip.commands)
        chip.commands[chip.n_commands++] = c;
    if (chip.arg_of) {
        uint8_t op = chip.arg_of;
        chip.arg_of = 0;
        if (op == 0x8D && !chip.sh1106)
            chip.pump_on = (c & 0x04) != 0;
        else if (op == 0x81)
            chip.contrast = c;
        else if (op == 0x20)
            chip.addressing = c;
        return;
    }
    if (takes_argument(c))
        chip.arg_of = c;
    else if (c >= 0xB0 && c <= 0xBF)
        chip.page = (uint8_t)(c & 0x0F);
    else if (c <= 0x0F)
        chip.col = (uint8_t)((chip.col & 0xF0) | c);
    else if (c >= 0x10 && c <= 0x1F)
        chip.col = (uint8_t)((chip.col & 0x0F) | (c & 0x0F) << 4);
    else if (c == 0xAE)
        chip.display_on = 0;
    else if (c == 0xAF) {
        if (!chip.pump_on)
            chip.faults++;   /* an SSD1306 switched on without its pump */
        chip.display_on = 1;
    }
}

static void chip_data(uint8_t b)
{
    uint8_t last = chip.sh1106 ? RAM_COLS - 1 : OLED_WIDTH - 1;
    if (chip.page > 7 || chip.col > last || chip.addressing != 2) {
        chip.faults++;
        return;
    }
    chip.ram[chip.page][chip.col++] = b;
    chip.data_bytes++;
}

void oled_bus_start(void)
{
    if (chip.in_transfer)
        chip.faults++;
    chip.in_transfer = 1;
    chip.want_control = 1;
    chip.starts++;
}

/* A control byte where one is due (on SPI: the DC pin set); one where
 * a byte is due would be taken as a command on I2C. */
void oled_bus_control(uint8_t b)
{
    if (!chip.in_transfer || !chip.want_control) {
        chip.faults++;
        return;
    }
    chip.single = (b & 0x80) != 0;
    chip.is_data = (b & 0x40) != 0;
    chip.want_control = 0;
}

/* A command or data byte, as the control before it said; none said (on
 * I2C it would be read as a control byte, on SPI with DC as it was). */
void oled_bus_byte(uint8_t b)
{
    if (!chip.in_transfer || chip.want_control) {
        chip.faults++;
        return;
    }
    if (chip.is_data)
        chip_data(b);
    else
        chip_command(b);
    if (chip.single)
        chip.want_control = 1;
}

void oled_bus_stop(void)
{
    if (!chip.in_transfer)
        chip.faults++;
    chip.in_transfer = 0;
}

/* An SH1106 reads its RAM (a dummy byte first); an SSD1306 its status. */
void oled_bus_read(uint8_t *got, uint8_t n)
{
    uint8_t i;
    if (chip.in_transfer)
        chip.faults++;
    for (i = 0; i < n; i++) {
        if (!chip.sh1106)
            got[i] = chip.display_on ? 0x03 : 0x43;
        else if (i == 0)
            got[i] = 0x00;
        else
            got[i] = chip.ram[chip.page][chip.col++];
    }
}

/* ---- helpers ---------------------------------------------------------------- */

static uint8_t glyph(char c, uint8_t x)
{
    return font_5x7[((uint8_t)c - FONT_5X7_FIRST) * FONT_5X7_WIDTH + x];
}

/* The six RAM bytes of cell (col, row) are c's glyph and its blank
 * column, all six inverted where the cursor is said to be. */
static void assert_cell(uint8_t col, uint8_t row, char c, uint8_t cursor)
{
    uint8_t x, base = (uint8_t)(col * 6 + (chip.sh1106 ? 2 : 0)), inverted = cursor ? 0xFF : 0;
    for (x = 0; x < 5; x++)
        assert_int_equal(chip.ram[row][base + x], glyph(c, x) ^ inverted);
    assert_int_equal(chip.ram[row][base + 5], inverted);
}

static void begin(uint8_t sh)
{
    chip_reset(sh);
    oled_begin(sh);
    oled_cursor(0, 0, 0);   /* (a test before may have left it shown) */
    oled_flush();
}

static int setup_ssd1306(void **state)
{
    (void)state;
    begin(0);
    return 0;
}

static void text(uint8_t col, uint8_t row, const char *s)
{
    for (; *s; s++, col++) {
        grid[row][col] = *s;
        oled_cell(col, row, *s);
    }
}

/* ---- tests -------------------------------------------------------------------- */

static void test_begin_clears_and_switches_on(void **state)
{
    uint8_t p, x;
    (void)state;
    for (p = 0; p < OLED_PAGES; p++)
        for (x = 0; x < OLED_WIDTH; x++)
            assert_int_equal(chip.ram[p][x], 0);
    assert_true(chip.display_on);
    assert_true(chip.pump_on);
    assert_int_equal(chip.addressing, 2);
    assert_int_equal(chip.contrast, OLED_CONTRAST_FULL);
    assert_int_equal(chip.faults, 0);
    assert_false(chip.in_transfer);
    assert_int_equal(chip.commands[0], 0xAE);   /* off first */
    assert_int_equal(chip.commands[chip.n_commands - 1], 0xAF);   /* on last */
}

static void test_cell_bytes(void **state)
{
    (void)state;
    text(2, 1, "A");
    oled_flush();
    assert_cell(2, 1, 'A', 0);
    assert_cell(1, 1, ' ', 0);
    assert_int_equal(chip.ram[1][OLED_WIDTH - 2], 0);
    text(20, 3, "~");
    oled_flush();
    assert_cell(20, 3, '~', 0);
    assert_int_equal(chip.ram[3][126], 0);
    assert_int_equal(chip.ram[3][127], 0);
    assert_int_equal(chip.faults, 0);
}

static void test_row_shares_one_transfer(void **state)
{
    unsigned starts;
    uint8_t col;
    (void)state;
    starts = chip.starts;
    text(0, 2, "nimbox: 21 cells here");
    oled_flush();
    assert_int_equal(chip.starts - starts, 1);
    for (col = 0; col < OLED_COLS; col++)
        assert_cell(col, 2, "nimbox: 21 cells here"[col], 0);
    /* a cell elsewhere needs its own address */
    text(5, 0, "x");
    text(9, 0, "y");
    oled_flush();
    assert_int_equal(chip.starts - starts, 3);
    assert_int_equal(chip.faults, 0);
}

static void test_cursor_inverts_its_cell(void **state)
{
    uint8_t p, x;
    (void)state;
    text(0, 0, "SG 3");
    oled_cursor(3, 0, 1);
    oled_flush();
    assert_cell(3, 0, '3', 1);
    assert_cell(2, 0, ' ', 0);
    /* text drawn over the cursor's cell stays inverted */
    text(3, 0, "4");
    oled_flush();
    assert_cell(3, 0, '4', 1);
    /* moved: the old cell loses it, the new (a blank) gets it */
    oled_cursor(10, 2, 1);
    oled_flush();
    assert_cell(3, 0, '4', 0);
    assert_cell(10, 2, ' ', 1);
    oled_cursor(10, 2, 0);
    oled_flush();
    for (p = 0; p < OLED_ROWS; p++)   /* no cell's blank column lit */
        for (x = 5; x < OLED_WIDTH; x += 6)
            assert_int_equal(chip.ram[p][x], 0);
    assert_cell(3, 0, '4', 0);
    assert_int_equal(chip.faults, 0);
}

/* The font's glyphs all differ; g j p q y alone use the eighth line (their
 * descenders), so the cursor (an inverted cell) never makes one letter
 * another's or a digit's look, and "g8" reads g-eight. */
static void test_font_descenders(void **state)
{
    uint8_t a, b, x;
    (void)state;
    for (a = 0; a < FONT_5X7_GLYPHS; a++) {
        char c = (char)(FONT_5X7_FIRST + a);
        uint8_t low = 0;
        for (x = 0; x < FONT_5X7_WIDTH; x++)
            low |= (uint8_t)(glyph(c, x) & 0x80);
        if (c == 'g' || c == 'j' || c == 'p' || c == 'q' || c == 'y')
            assert_int_equal(low, 0x80);
        else
            assert_int_equal(low, 0);
        for (b = 0; b < a; b++) {
            uint8_t same = 1;
            for (x = 0; x < FONT_5X7_WIDTH; x++)
                same &= (uint8_t)(glyph(c, x) == glyph((char)(FONT_5X7_FIRST + b), x));
            assert_false(same);
        }
    }
    /* the 'g' under the cursor is no '9' under it, nor a plain '9' */
    text(0, 1, "g8");
    oled_cursor(0, 1, 1);
    oled_flush();
    assert_cell(0, 1, 'g', 1);
    assert_cell(1, 1, '8', 0);
    for (x = 0; x < 5; x++)
        assert_int_not_equal(glyph('g', x), glyph('9', x));
    oled_cursor(0, 1, 0);
    oled_flush();
}

static uint8_t stripes(uint8_t page, uint8_t x, const void *ctx)
{
    (void)ctx;
    return (uint8_t)(x ^ page);
}

static void test_picture_key_skips(void **state)
{
    unsigned bytes;
    uint8_t x;
    (void)state;
    oled_picture_page(1, 42, stripes, NULL);
    for (x = 0; x < OLED_WIDTH; x++)
        assert_int_equal(chip.ram[5][x], x ^ 1);
    bytes = chip.data_bytes;
    oled_picture_page(1, 42, stripes, NULL);   /* the same key: nothing */
    assert_int_equal(chip.data_bytes, bytes);
    oled_picture_page(2, 42, stripes, NULL);   /* another page: its own key */
    assert_int_equal(chip.data_bytes, bytes + OLED_WIDTH);
    oled_picture_page(1, 43, stripes, NULL);   /* a new key: drawn */
    assert_int_equal(chip.data_bytes, bytes + 2 * OLED_WIDTH);
    oled_picture_clear();
    for (x = 0; x < OLED_WIDTH; x++)
        assert_int_equal(chip.ram[5][x], 0);
    bytes = chip.data_bytes;
    oled_picture_page(1, 43, stripes, NULL);   /* forgotten by the clear */
    assert_int_equal(chip.data_bytes, bytes + OLED_WIDTH);
    oled_picture_page(4, 1, stripes, NULL);    /* no page 4 in the band */
    assert_int_equal(chip.data_bytes, bytes + OLED_WIDTH);
    assert_int_equal(chip.faults, 0);
    assert_false(chip.in_transfer);
}

static void test_sh1106_offset_and_chip_test(void **state)
{
    (void)state;
    chip_reset(1);
    assert_true(oled_chip_test());
    assert_int_equal(chip.ram[7][0], 0);   /* the test's bytes cleared */
    assert_int_equal(chip.ram[7][1], 0);
    oled_begin(1);
    assert_int_equal(chip.ram[0][0], 0xEE);   /* columns 0, 1 not shown: left */
    text(0, 0, "A");
    text(20, 0, "Z");
    oled_flush();
    assert_cell(0, 0, 'A', 0);
    assert_cell(20, 0, 'Z', 0);
    oled_picture_page(3, 1, stripes, NULL);   /* up to RAM column 129 */
    assert_int_equal(chip.ram[7][129], 127 ^ 3);
    assert_int_equal(chip.faults, 0);
    chip_reset(0);
    assert_false(oled_chip_test());
    assert_int_equal(chip.faults, 0);
}

static void test_sleep_wake_light(void **state)
{
    (void)state;
    text(0, 0, "kept");
    oled_sleep();
    assert_false(chip.display_on);
    assert_false(chip.pump_on);
    oled_wake();
    assert_true(chip.display_on);
    assert_int_equal(chip.faults, 0);   /* the pump was on first */
    assert_cell(0, 0, 'k', 0);          /* RAM kept: nothing redrawn */
    assert_int_equal(chip.contrast, OLED_CONTRAST_FULL);
    oled_light(0);              /* the light's timeout: dimmed */
    assert_int_equal(chip.contrast, OLED_CONTRAST_DIM);
    assert_true(chip.display_on);
    oled_light(1);
    assert_int_equal(chip.contrast, OLED_CONTRAST_FULL);
    assert_int_equal(chip.faults, 0);
}

static void test_redraw_after_supply_cut(void **state)
{
    (void)state;
    memcpy(grid[1], "  redrawn", 9);
    oled_cursor(0, 3, 1);
    chip_reset(0);              /* the supply cut: the chip's RAM lost */
    memcpy(grid[1], "  redrawn", 9);
    oled_begin(0);              /* the cursor kept */
    oled_redraw_text();
    assert_cell(2, 1, 'r', 0);
    assert_cell(8, 1, 'n', 0);
    assert_cell(0, 3, ' ', 1);
    assert_int_equal(chip.faults, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_begin_clears_and_switches_on, setup_ssd1306),
        cmocka_unit_test_setup(test_cell_bytes, setup_ssd1306),
        cmocka_unit_test_setup(test_row_shares_one_transfer, setup_ssd1306),
        cmocka_unit_test_setup(test_cursor_inverts_its_cell, setup_ssd1306),
        cmocka_unit_test_setup(test_font_descenders, setup_ssd1306),
        cmocka_unit_test_setup(test_picture_key_skips, setup_ssd1306),
        cmocka_unit_test_setup(test_sh1106_offset_and_chip_test, setup_ssd1306),
        cmocka_unit_test_setup(test_sleep_wake_light, setup_ssd1306),
        cmocka_unit_test_setup(test_redraw_after_supply_cut, setup_ssd1306),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
