/*
 * script_oled.c — scenario commands for a board with a 128x64 OLED
 * (`oled=1`): the module and the bus set as a fault scenario needs them
 * (`oled`), the glass checked from its pixels (expect-stones,
 * expect-pixels-blank), the panel's state (expect-oled), the model's
 * current (expect-max-oled-ua) and the glass saved as a PNG (screenshot)
 * or held to one (expect-picture).
 * The text checks (expect-lcd ...) read the OLED through oled_view.c.
 */
#include "sim/display.h"
#include "sim/oled.h"
#include "sim/script.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>


/* oled SETTING [ARG]: the module's address, presence, chip, or a fault
 * of the bus */
SCRIPT_HANDLER(cmd_oled)
{
    char setting[32], arg[32], err[160];
    (void)c;
    if (!parse_setting(rest, setting, sizeof setting, arg, sizeof arg))
        return CMD_USAGE;
    if (sim_oled_set(setting, arg[0] ? arg : NULL, err, sizeof err) != 0)
        return script_stop(r, what, "%s", err);
    return CMD_OK;
}

/* A page number 0..7 at *p; 1 if read. */
static int parse_page(const char *s, unsigned long *page, const char **end)
{
    return parse_range(s, "PAGE", 0, OLED_PAGES - 1, page, end);
}

#if SIM_DISPLAY_PIXELS
/* expect-stones PAGE FILLED HOLLOW [marked|plain] [other=N] */
SCRIPT_HANDLER(cmd_expect_stones)
{
    unsigned long page, filled, hollow, other = 0;
    const char *q;
    char mark[32] = "", word[32] = "", more[8];
    (void)c;
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
    sim_oled_stones((int)page, &f, &h, &o, &m);
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
    if (!parse_page(rest, &page, NULL))
        return CMD_USAGE;
    for (int x = 0; x < OLED_WIDTH; x++) {
        uint8_t v = sim_oled_glass((int)page, x);
        if (v) {
            script_fail_lcd(r, what, "page %lu: column %d is 0x%02X", page, x, v);
            return CMD_OK;
        }
    }
    script_pass(r, what);
    return CMD_OK;
}

#else /* a board without pixels: each of these stops the script */
#define NO_PIXELS_HANDLER(fn)                                                                \
    SCRIPT_HANDLER(fn)                                                                       \
    {                                                                                        \
        (void)rest;                                                                          \
        (void)c;                                                                             \
        return script_stop(r, what, "this board's display has no pixels (guard the line with [pixels=1])"); \
    }
NO_PIXELS_HANDLER(cmd_expect_stones)
NO_PIXELS_HANDLER(cmd_expect_pixels_blank)
#endif

#if LCD_TRANSPORT_SSD1306
/* expect-oled on|off [contrast=N] */
SCRIPT_HANDLER(cmd_expect_oled)
{
    char state[8] = "", opt[32] = "", more[8];
    const char *p = rest;
    unsigned long contrast = 0;
    (void)c;
    if (script_next_text(&p, state, sizeof state) != 1 || script_next_text(&p, opt, sizeof opt) < 0 ||
        script_next_text(&p, more, sizeof more) != 0 || (strcmp(state, "on") && strcmp(state, "off")) ||
        (opt[0] && (strncmp(opt, "contrast=", 9) || !parse_range(opt + 9, "contrast", 0, 255, &contrast, NULL))))
        return CMD_USAGE;
    int on = !strcmp(state, "on");
    if (sim_oled_lit() != on)
        script_fail(r, what, "the OLED is %s", sim_oled_lit() ? "on"
                    : sim_oled_panel()->display_on ? "dark (display on, its charge pump off)"
                    : "off (display off)");
    else if (opt[0] && (unsigned long)sim_oled_contrast() != contrast)
        script_fail(r, what, "the contrast is %d", sim_oled_contrast());
    else
        script_pass(r, what);
    return CMD_OK;
}

/* expect-max-oled-ua UA */
SCRIPT_HANDLER(cmd_expect_max_oled_ua)
{
    unsigned long ua;
    (void)c;
    if (!parse_uint(rest, &ua, NULL))
        return CMD_USAGE;
    double now = sim_oled_current_ua();
    if (now > (double)ua)
        script_fail(r, what, "the OLED draws %.0f uA", now);
    else
        script_pass_note(r, what, "%.1f uA", now);
    return CMD_OK;
}

/* screenshot FILE */
SCRIPT_HANDLER(cmd_screenshot)
{
    char path[1024];
    (void)c;
    if (!text_arg(rest, path, sizeof path) || !path[0])
        return CMD_USAGE;
    if (sim_oled_png(path) != 0)
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
    if (!text_arg(rest, path, sizeof path) || !path[0])
        return CMD_USAGE;
    if (sim_oled_png_compare(path, &differ, &x, &y, why, sizeof why) != 0)
        script_fail(r, what, "%s: %s", path, why);
    else if (differ)
        script_fail(r, what, "%d of the glass's %d pixels differ from %s, the first at x %d, y %d",
                    differ, OLED_WIDTH * OLED_HEIGHT, path, x, y);
    else
        script_pass_note(r, what, "the glass is %s", path);
    return CMD_OK;
}
/* measure-oled-sweep LABEL: the last whole-glass sweep (page 0's first
 * data byte -> page 7's last), newer than the one measured before */
SCRIPT_HANDLER(cmd_measure_oled_sweep)
{
    char label[64];
    uint64_t first, last;
    unsigned n = sim_oled_sweep(&first, &last);
    (void)c;
    if (!word_arg(rest, label, sizeof label))
        return CMD_USAGE;
    if (n == r->oled_sweeps_measured)
        script_fail(r, what, "no whole-glass sweep (pages 0-7, 128 columns each, in order) %s",
                    n ? "since the last measure" : "yet");
    else
        script_record_measure(r, what, label, last - first, 0);
    r->oled_sweeps_measured = n;
    return CMD_OK;
}
#else /* a board without the OLED: each of these stops the script */
#define NO_OLED_HANDLER(fn)                                                                  \
    SCRIPT_HANDLER(fn)                                                                       \
    {                                                                                        \
        (void)c, (void)rest, (void)parse_page;                                               \
        return script_stop(r, what, "this board has no OLED (guard the line with [oled=1])"); \
    }
NO_OLED_HANDLER(cmd_expect_oled)
NO_OLED_HANDLER(cmd_expect_max_oled_ua)
NO_OLED_HANDLER(cmd_screenshot)
NO_OLED_HANDLER(cmd_expect_picture)
NO_OLED_HANDLER(cmd_measure_oled_sweep)
#endif

void script_oled_check(struct run *r, const char *what)
{
    if (sim_st7920_faults() && !r->oled_reported) {
        r->oled_reported = 1;
        script_fail_lcd(r, what, "%s (%u faults in all)", sim_st7920_fault_first(),
                        sim_st7920_faults());
    }
    if (sim_oled_faults() && !r->oled_reported) {
        r->oled_reported = 1;
        script_fail_lcd(r, what, "%s (%u command faults in all)", sim_oled_fault_first(),
                        sim_oled_faults());
    }
}

#if !LCD_TRANSPORT_SSD1306
/* A board without the OLED: no module to set, no faults. */
int sim_oled_set(const char *what, const char *arg, char *err, size_t errsize)
{
    (void)what;
    (void)arg;
    snprintf(err, errsize, "this board has no OLED (guard the line with [oled=1])");
    return -1;
}

unsigned sim_oled_faults(void)
{
    return 0;
}

const char *sim_oled_fault_first(void)
{
    return "";
}
#endif
