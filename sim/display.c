/*
 * display.c — what every board's simulator reads of its display through
 * sim/display.h, whichever display that is: the glass of a display with
 * pixels (the byte shown at a page and column; nothing on a character
 * LCD), the stones in its picture band, the glass in braille, and the
 * bytes its bus has taken.  The model itself (sim_display) is the
 * display's own file's, the one the build compiles for the board's
 * display (its descriptor's DISPLAY_SIM_SRC).
 *
 * Stones (the picture band, pages 4..7): from x 7 on, each run of
 * non-zero columns is one item; five wide with a middle column 0x3E is
 * a filled stone, 0x22 a hollow one, anything else "other"; a non-zero
 * column in x 0..6 marks the pile.
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <stdio.h>
#include <string.h>

int sim_display_pixels(void)
{
    return sim_display()->shown != NULL;
}

unsigned sim_display_bytes(void)
{
    return sim_display()->bytes ? sim_display()->bytes() : 0;
}

/* What the glass's model has drawn at a page and column, lit or not. */
static uint8_t glass_ram(int page, int x)
{
    return sim_display_pixels() ? sim_display()->drawn(page, x) : 0;
}

uint8_t sim_glass(int page, int x)
{
    if (!sim_core.open || !sim_display_pixels())
        return 0;
    return sim_display()->shown(page, x);
}

void sim_glass_stones(int page, int *filled, int *hollow, int *other, int *marked)
{
    *filled = *hollow = *other = *marked = 0;
    for (int x = 0; x < 7; x++)
        if (glass_ram(page, x))
            *marked = 1;
    for (int x = 7; x < GLASS_WIDTH;) {
        if (!glass_ram(page, x)) {
            x++;
            continue;
        }
        int start = x;
        while (x < GLASS_WIDTH && glass_ram(page, x))
            x++;
        uint8_t mid = glass_ram(page, start + 2);
        if (x - start == 5 && mid == 0x3E)
            ++*filled;
        else if (x - start == 5 && mid == 0x22)
            ++*hollow;
        else
            ++*other;
    }
}

/* Braille: 2x4 pixels a character (dots 1-2-3-7 the left column, 4-5-6-8
 * the right), U+2800 plus the dots' bits, in UTF-8. */
void sim_glass_braille(int line, char *buf, size_t size)
{
    static const uint8_t dot[2][4] = { { 0x01, 0x02, 0x04, 0x40 }, { 0x08, 0x10, 0x20, 0x80 } };
    size_t n = 0;
    for (int x = 0; x < GLASS_WIDTH && n + 4 <= size; x += 2) {
        unsigned bits = 0;
        for (int dx = 0; dx < 2; dx++)
            for (int dy = 0; dy < 4; dy++) {
                int y = line * 4 + dy;
                if ((sim_glass(y / 8, x + dx) >> (y % 8)) & 1)
                    bits |= dot[dx][dy];
            }
        buf[n++] = (char)0xE2;
        buf[n++] = (char)(0xA0 | bits >> 6);
        buf[n++] = (char)(0x80 | (bits & 0x3F));
    }
    buf[n < size ? n : size - 1] = 0;
}
