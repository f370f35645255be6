/*
 * lcd_pins.c — the HD44780 on the MCU's own pins, as the board's display
 * (sim/display.h): RS, E and D4..D7 where board.h puts them (RW tied to
 * ground on every board), each wired to lcd.c's model and its timing
 * check, and the backlight's pin watched.  The HD44780 descriptor
 * (boards/displays/hd44780.mk) names this file for its pins bus.
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <stdint.h>

#include <simavr/sim_io.h>
#include <simavr/parts/hd44780.h>

#include "board.h"

static const struct {
    char port;
    int bit;
    int model_irq;
    enum lcd_pin pin;
    const char *name;   /* in the trace */
} pins[] = {
    { BOARD_LCD_RS_PORT, BOARD_LCD_RS_BIT, IRQ_HD44780_RS, LCD_PIN_RS, "lcd_rs" },
    { BOARD_LCD_E_PORT, BOARD_LCD_E_BIT, IRQ_HD44780_E, LCD_PIN_E, "lcd_e" },
    { BOARD_LCD_D4_PORT, BOARD_LCD_D4_BIT, IRQ_HD44780_D4, LCD_PIN_D4, "lcd_d4" },
    { BOARD_LCD_D5_PORT, BOARD_LCD_D5_BIT, IRQ_HD44780_D5, LCD_PIN_D5, "lcd_d5" },
    { BOARD_LCD_D6_PORT, BOARD_LCD_D6_BIT, IRQ_HD44780_D6, LCD_PIN_D6, "lcd_d6" },
    { BOARD_LCD_D7_PORT, BOARD_LCD_D7_BIT, IRQ_HD44780_D7, LCD_PIN_D7, "lcd_d7" },
};
#define NPINS (sizeof pins / sizeof pins[0])

static void pin_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    sim_lcd_pin_edge((enum lcd_pin)(intptr_t)param, value);
}

static void backlight_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    sim_lcd_set_backlight(value ? 1 : 0);
}

/* Each port pin to the model's input and to the timing check. */
static int attach(void)
{
    struct hd44780_t *lcd = sim_lcd_model();
    for (size_t i = 0; i < NPINS; i++) {
        avr_irq_t *src = sim_port_irq(pins[i].port, pins[i].bit);
        if (!src) {
            sim_set_error("no port %c bit %d on this MCU", pins[i].port, pins[i].bit);
            return -1;
        }
        avr_connect_irq(src, lcd->irq + pins[i].model_irq);
        avr_irq_register_notify(src, pin_hook, (void *)(intptr_t)pins[i].pin);
    }
    avr_irq_t *bl = sim_port_irq(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT);
    if (bl)
        avr_irq_register_notify(bl, backlight_hook, NULL);
    return 0;
}

/* The reset made every pin an input without a word to the pins' IRQs,
 * which keep their last levels; the firmware drives them low before
 * anything else, and simavr does not pass on a DDR write, so they are
 * set low here, where the LCD's model and the timing check would
 * otherwise read a stale high data bit into the next init. */
static void after_reset(void)
{
    for (size_t i = 0; i < NPINS; i++) {
        avr_irq_t *p = sim_port_irq(pins[i].port, pins[i].bit);
        if (p && p->value)
            avr_raise_irq(p, 0);
    }
}

static void trace(void)
{
    for (size_t i = 0; i < NPINS; i++)
        sim_trace_add(sim_port_irq(pins[i].port, pins[i].bit), 1, pins[i].name);
    sim_trace_add(sim_port_irq(BOARD_LCD_BACKLIGHT_PORT, BOARD_LCD_BACKLIGHT_BIT), 1, "backlight");
}

static const struct sim_display hd44780_pins = {
    .name = "hd44780",
    .attach = attach,
    .after_reset = after_reset,
    .trace = trace,
};

const struct sim_display *sim_display(void)
{
    return &hd44780_pins;
}
