/*
 * oled_model.c — the OLED (oled.c) behind the simulator's display
 * interface (sim/display.h): the glass as drawn (the RAM through the
 * SH1106's column offset and the remaps the firmware sets; without them
 * the picture turned round, as on the module) and as shown (dark while
 * the panel is, inverted, all on), its state in words and its colours
 * (the pixels' pale blue dimmer at a low contrast), its trace, faults
 * and commands: the board's display where it is the OLED (its
 * descriptor names this file).
 */
#include "sim/harness.h"
#include "sim/display.h"
#include "sim/oled.h"

#include <stdio.h>
#include <string.h>

static uint8_t reverse8(uint8_t v)
{
    uint8_t r = 0;
    for (int i = 0; i < 8; i++)
        r = (uint8_t)(r | ((v >> i) & 1) << (7 - i));
    return r;
}

/* The RAM byte behind a page and column of the glass, through the
 * offset and the remaps, lit or not. */
static uint8_t oled_drawn(int page, int x)
{
    if (page < 0 || page >= OLED_PAGES || x < 0 || x >= OLED_WIDTH)
        return 0;
    const struct oled_panel *P = sim_oled_panel();
    int off = P->sh1106 ? 2 : 0;
    int col = P->seg_remap ? x + off : off + OLED_WIDTH - 1 - x;
    if (P->com_remap)
        return sim_oled_ram(page, col);
    return reverse8(sim_oled_ram(OLED_PAGES - 1 - page, col));
}

static uint8_t oled_shown(int page, int x)
{
    if (!sim_oled_lit())
        return 0;
    if (sim_oled_panel()->all_on)
        return 0xFF;
    uint8_t v = oled_drawn(page, x);
    return sim_oled_panel()->inverted ? (uint8_t)~v : v;
}

static void oled_state(char *buf, size_t size)
{
    snprintf(buf, size, "OLED %s, contrast %d", sim_oled_lit() ? "on" : "off",
             sim_oled_contrast());
}

/* The dark panel; its pixels' pale blue, dimmer at a low contrast. */
static void oled_palette(uint8_t rgb[6])
{
    double k = 0.45 + 0.55 * sim_oled_contrast() / 255.0;
    const uint8_t c[6] = { 8, 10, 14, (uint8_t)(150 * k), (uint8_t)(215 * k), (uint8_t)(255 * k) };
    memcpy(rgb, c, 6);
}

/* Its bus's lines, and its light (the panel lit); each byte it takes is
 * lcd_byte. */
static void oled_trace(void)
{
    sim_trace_add(sim_lcd_model_irq(-1), 1, "backlight");
    sim_oled_bus.trace();
}

static const struct sim_display ssd1306 = {
    .name = "ssd1306",
    .attach = sim_oled_attach,
    .after_reset = sim_oled_after_reset,
    .power = sim_oled_power,
    .trace = oled_trace,
    .faults = sim_oled_faults,
    .fault_first = sim_oled_fault_first,
    .faults_called = "command faults",
    .bytes = sim_oled_bytes,
    .commands = sim_oled_commands,
    .lit = sim_oled_lit,
    .drawn = oled_drawn,
    .shown = oled_shown,
    .changes = sim_oled_changes,
    .state = oled_state,
    .palette = oled_palette,
};

const struct sim_display *sim_display(void)
{
    return &ssd1306;
}
