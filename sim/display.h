/*
 * display.h — the display's model in the simulator, one interface for
 * every controller.  The build chooses the model: the board's display
 * descriptor (boards/displays/<name>.mk) names its simulator files
 * (DISPLAY_SIM_SRC, and DISPLAY_SIM_SRC_<bus> for its bus), and sim.mk
 * compiles the common files and those alone; one of them defines
 * sim_display().  No common file asks which display it is: what one
 * needs of it is here (its bus's trace signals, its faults, its own
 * scenario commands, whether it has pixels), and the words the
 * capabilities print come from the descriptor (caps.c).
 * lcd.c attaches, resets and powers the model through it; the pixel
 * glass's readers (display.c: the glass, the stones, the braille;
 * png.c; the text a pixel display reads back, oled_view.c) read any
 * model with pixels through it.
 */
#ifndef SIM_DISPLAY_H
#define SIM_DISPLAY_H

#include <stddef.h>
#include <stdint.h>

struct run;
struct script_cmd;

/* A display's own scenario command (the OLED's expect-oled ...): its
 * name in script_table.c and its handler (script.h's SCRIPT_HANDLER). */
struct sim_display_cmd {
    const char *name;
    int (*run)(struct run *r, const struct script_cmd *c, const char *what, const char *rest);
};

struct sim_display {
    const char *name;                /* the descriptor's: "st7920" ... */
    /* A fresh module (its power-on state) on its bus: 0, or -1 with the
     * reason in sim_error(). */
    int (*attach)(void);
    /* The MCU reset (the module keeps its RAM and state). */
    void (*after_reset)(void);
    /* Its supply switched (BOARD_LCD_POWER_PORT). */
    void (*power)(int on);
    /* Its bus's signals added to the trace (sim_trace_add). */
    void (*trace)(void);
    /* Faults of its bus and controller since it came on, the first in
     * words, and what they are called in the failure ("command
     * faults"); NULL: it counts none of its own (lcd.c's timing checks
     * aside). */
    unsigned (*faults)(void);
    const char *(*fault_first)(void);
    const char *faults_called;
    /* Bytes its bus has taken since sim_open (--bench's redraw figure);
     * NULL: not counted. */
    unsigned (*bytes)(void);
    /* Its own scenario commands, ended by { NULL }; NULL: none.  A
     * command of another display stops the script (script_display.c). */
    const struct sim_display_cmd *commands;
    /* ---- a glass of pixels (NULL on a character LCD) ---- */
    /* 1 while the panel shows anything. */
    int (*lit)(void);
    /* The 8 pixels down at page (0 top) and column x (0 left) as drawn
     * (bit 0 the top), lit or not; 0 outside the glass. */
    uint8_t (*drawn)(int page, int x);
    /* The same as the panel shows them (dark: 0; inverted ...). */
    uint8_t (*shown)(int page, int x);
    /* A counter that moves with every change of what is drawn. */
    uint32_t (*changes)(void);
    /* Its state in words for the print's first line ("OLED on,
     * contrast 207"). */
    void (*state)(char *buf, size_t size);
    /* Its colours for a picture of the glass (png.c): the dark and the
     * lit pixels' red, green, blue. */
    void (*palette)(uint8_t rgb[6]);
};

/* The board's display (defined by the display's own model file). */
const struct sim_display *sim_display(void);

/* ---- display.c: the glass of a display with pixels ---- */
#define GLASS_PAGES 8
#define GLASS_WIDTH 128
#define GLASS_HEIGHT 64
/* 1 when the board's display is a glass of pixels. */
int sim_display_pixels(void);
/* Bytes the display's bus has taken since sim_open (0: not counted). */
unsigned sim_display_bytes(void);
/* The byte the glass shows at a page (0 top) and column x (0 left),
 * through the model's shown(); 0 while the panel is dark, outside the
 * glass, or on a display without pixels. */
uint8_t sim_glass(int page, int x);
/* The stones read from a page of the glass: filled, hollow, other items,
 * and whether the pile is marked (x 0..6). */
void sim_glass_stones(int page, int *filled, int *hollow, int *other, int *marked);
/* Line 0..15 of the glass in braille (64 characters, 2x4 pixels each,
 * UTF-8) into buf (193 bytes hold it). */
#define GLASS_BRAILLE_LINES 16
void sim_glass_braille(int line, char *buf, size_t size);
/* ---- png.c ---- */
/* The glass written to path as a PNG (4x scale, the panel's colours):
 * 0, or -1 with errno set. */
int sim_glass_png(const char *path);
/* ---- png_read.c ---- */
/* The glass now against the PNG at path as sim_glass_png writes it: 0
 * with the pixels that differ counted in *differ (the first at *first_x,
 * *first_y), or -1 with why it could not be read. */
int sim_glass_png_compare(const char *path, int *differ, int *first_x, int *first_y, char *why,
                          size_t size);

#endif
