/*
 * display.c — the board's display model, chosen from its name in this one
 * place (sim/display.h): the ST7920 (st7920.c), the OLED (oled.c), an
 * HD44780 on a PCF8574 backpack (lcd_i2c.c), or an HD44780 on the MCU's
 * pins, which lcd.c wires itself (no attach).
 */
#include "sim/harness.h"
#include "sim/display.h"
#include "sim/oled.h"

#if DISPLAY_ST7920
const struct sim_display *sim_display(void)
{
    return &sim_display_st7920;
}
#elif LCD_TRANSPORT_SSD1306
extern const struct sim_display sim_display_ssd1306;
const struct sim_display *sim_display(void)
{
    return &sim_display_ssd1306;
}
#elif LCD_TRANSPORT_PCF8574
static int pcf8574_attach(void)
{
    return sim_i2c_lcd_attach(sim_lcd_model());
}

static const struct sim_display hd44780_pcf8574 = {
    .name = "hd44780",
    .attach = pcf8574_attach,
    .after_reset = sim_i2c_lcd_after_reset,
    .power = sim_i2c_lcd_power,
};

const struct sim_display *sim_display(void)
{
    return &hd44780_pcf8574;
}
#else
static const struct sim_display hd44780_pins = { .name = "hd44780" };

const struct sim_display *sim_display(void)
{
    return &hd44780_pins;
}
#endif
