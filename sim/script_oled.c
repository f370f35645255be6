/*
 * script_oled.c — scenario commands for a board whose display is a
 * 128x64 glass of pixels (`pixels=1`): the glass checked from its pixels
 * (expect-stones, expect-pixels-blank) and saved as a PNG (screenshot)
 * or held to one (expect-picture), each stopping the script on a board
 * without pixels; the display's own commands (the OLED's `oled`,
 * expect-oled, expect-max-oled-ua, measure-oled-sweep: oled_script.c)
 * handed to the board's display, which has them or not
 * (script_display_own); and the display's faults reported.
 * The text checks (expect-lcd ...) read the glass through oled_view.c.
 */
#include "sim/display.h"
#include "sim/script.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* what a board without the OLED says to the OLED's own commands */
#define NO_OLED "this board has no OLED (guard the line with [oled=1])"

int script_display_own(struct run *r, const struct script_cmd *c, const char *what,
                       const char *rest, const char *absent)
{
    const struct sim_display_cmd *own = sim_display()->commands;
    for (; own && own->name; own++)
        if (!strcmp(own->name, c->name))
            return own->run(r, c, what, rest);
    return script_stop(r, what, "%s", absent);
}

/* the OLED's own commands (oled_script.c); `oled`'s SETTING [ARG] read
 * first on every board, a malformed line refused as such */
SCRIPT_HANDLER(cmd_oled)
{
    char setting[32], arg[32];
    if (!parse_setting(rest, setting, sizeof setting, arg, sizeof arg))
        return CMD_USAGE;
    return script_display_own(r, c, what, rest, NO_OLED);
}

SCRIPT_HANDLER(cmd_expect_oled)
{
    return script_display_own(r, c, what, rest, NO_OLED);
}

SCRIPT_HANDLER(cmd_expect_max_oled_ua)
{
    return script_display_own(r, c, what, rest, NO_OLED);
}

SCRIPT_HANDLER(cmd_measure_oled_sweep)
{
    return script_display_own(r, c, what, rest, NO_OLED);
}

/* A board whose display has no pixels: the command stops the script
 * (1), having said so. */
static int no_pixels(struct run *r, const char *what)
{
    if (sim_display_pixels())
        return 0;
    script_stop(r, what, "this board's display has no pixels (guard the line with [pixels=1])");
    return 1;
}

/* A page number 0..7 at *p; 1 if read. */
static int parse_page(const char *s, unsigned long *page, const char **end)
{
    return parse_range(s, "PAGE", 0, GLASS_PAGES - 1, page, end);
}

/* expect-stones PAGE FILLED HOLLOW [marked|plain] [other=N] */
SCRIPT_HANDLER(cmd_expect_stones)
{
    unsigned long page, filled, hollow, other = 0;
    const char *q;
    char mark[32] = "", word[32] = "", more[8];
    (void)c;
    if (no_pixels(r, what))
        return CMD_STOP;
    if (!parse_page(rest, &page, &q) || !parse_uint(q, &filled, &q) || !parse_uint(q, &hollow, &q) ||
        script_next_text(&q, mark, sizeof mark) < 0 || script_next_text(&q, word, sizeof word) < 0 ||
        script_next_text(&q, more, sizeof more) != 0)
        return CMD_USAGE;
    if (!strncmp(mark, "other=", 6) && !word[0]) {   /* other=N without a mark */
        memcpy(word, mark, sizeof word);
        mark[0] = '\0';
    }
    if ((mark[0] && strcmp(mark, "marked") && strcmp(mark, "plain")) ||
        (word[0] && (strncmp(word, "other=", 6) || !parse_uint(word + 6, &other, NULL))))
        return CMD_USAGE;
    int f, h, o, m;
    sim_glass_stones((int)page, &f, &h, &o, &m);
    if ((unsigned long)f != filled || (unsigned long)h != hollow || (unsigned long)o != other ||
        (mark[0] && m != !strcmp(mark, "marked")))
        script_fail_lcd(r, what, "page %lu shows %d filled, %d hollow, %d other, %s", page, f, h, o,
                        m ? "marked" : "plain");
    else
        script_pass(r, what);
    return CMD_OK;
}

/* expect-pixels-blank PAGE */
SCRIPT_HANDLER(cmd_expect_pixels_blank)
{
    unsigned long page;
    (void)c;
    if (no_pixels(r, what))
        return CMD_STOP;
    if (!parse_page(rest, &page, NULL))
        return CMD_USAGE;
    for (int x = 0; x < GLASS_WIDTH; x++) {
        uint8_t v = sim_glass((int)page, x);
        if (v) {
            script_fail_lcd(r, what, "page %lu: column %d is 0x%02X", page, x, v);
            return CMD_OK;
        }
    }
    script_pass(r, what);
    return CMD_OK;
}

/* screenshot FILE */
SCRIPT_HANDLER(cmd_screenshot)
{
    char path[1024];
    (void)c;
    if (no_pixels(r, what))
        return CMD_STOP;
    if (!text_arg(rest, path, sizeof path) || !path[0])
        return CMD_USAGE;
    if (sim_glass_png(path) != 0)
        return script_stop(r, what, "cannot write %s: %s", path, strerror(errno));
    return CMD_OK;
}

/* expect-picture FILE: the glass pixel for pixel as the PNG FILE shows it
 * (a picture `screenshot` wrote; docs/images/oled-*.png) */
SCRIPT_HANDLER(cmd_expect_picture)
{
    char path[1024], why[200];
    int differ, x, y;
    (void)c;
    if (no_pixels(r, what))
        return CMD_STOP;
    if (!text_arg(rest, path, sizeof path) || !path[0])
        return CMD_USAGE;
    if (sim_glass_png_compare(path, &differ, &x, &y, why, sizeof why) != 0)
        script_fail(r, what, "%s: %s", path, why);
    else if (differ)
        script_fail(r, what, "%d of the glass's %d pixels differ from %s, the first at x %d, y %d",
                    differ, GLASS_WIDTH * GLASS_HEIGHT, path, x, y);
    else
        script_pass_note(r, what, "the glass is %s", path);
    return CMD_OK;
}

void script_oled_check(struct run *r, const char *what)
{
    const struct sim_display *d = sim_display();
    if (d->faults && d->faults() && !r->oled_reported) {
        r->oled_reported = 1;
        script_fail_lcd(r, what, "%s (%u %s in all)", d->fault_first(), d->faults(),
                        d->faults_called);
    }
}
