/*
 * display.h — the display's model in the simulator, one interface for
 * every controller, chosen from the board's display (board.mk's DISPLAY,
 * which reaches the code as -DDISPLAY_<NAME>=1) in one place: display.c.
 * lcd.c attaches, resets and powers the model through it; the pixel
 * glass's readers (oled_view.c: the text, the cursor and the stones as
 * the scenarios' checks read them; png.c, the braille view) read any
 * model with pixels through it.
 */
#ifndef SIM_DISPLAY_H
#define SIM_DISPLAY_H

#include <stddef.h>
#include <stdint.h>

#ifndef DISPLAY_ST7920
#define DISPLAY_ST7920 0
#endif
#ifndef DISPLAY_SSD1306
#define DISPLAY_SSD1306 0
#endif
/* A display whose glass is 128x64 pixels, its text read from them. */
#define SIM_DISPLAY_PIXELS (DISPLAY_SSD1306 || DISPLAY_ST7920)

struct sim_display {
    const char *name;                /* the descriptor's: "st7920" ... */
    /* A fresh module (its power-on state) on its bus: 0, or -1 with the
     * reason in sim_error().  NULL: the HD44780 on lcd.c's own pins. */
    int (*attach)(void);
    /* The MCU reset (the module keeps its RAM and state). */
    void (*after_reset)(void);
    /* Its supply switched (BOARD_LCD_POWER_PORT). */
    void (*power)(int on);
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
    /* Its state in words for the print's first line ("on, contrast
     * 207"). */
    void (*state)(char *buf, size_t size);
};

/* The board's display. */
const struct sim_display *sim_display(void);

/* The ST7920's model (st7920.c). */
extern const struct sim_display sim_display_st7920;
/* Faults of the ST7920's bus and instructions since it came on (a wrong
 * sync byte, a read, nibble bytes with low bits set, an instruction
 * before the last one's time, an address off the RAM), and the first. */
unsigned sim_st7920_faults(void);
const char *sim_st7920_fault_first(void);
/* Instructions and data bytes taken since sim_open. */
unsigned sim_st7920_bytes(void);

#endif
