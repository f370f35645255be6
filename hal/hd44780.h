/*
 * hd44780.h — the HD44780 controller driver beneath the display seam
 * (hal/display_hd44780.c, the character LCD side of hal/display.h): one
 * implementation per target (hal/avr/hd44780.c over the board's transport,
 * hal/avr/lcd_bus.h; host tests link a fake that records what it is sent).  Every call returns only after the
 * controller's execution time (37 us, 1.52 ms for clear and home), as the
 * real chip needs when its busy flag cannot be read.
 */
#ifndef HAL_HD44780_H
#define HAL_HD44780_H

#include <stdint.h>

#define HD44780_CLEAR 0x01
#define HD44780_HOME 0x02
#define HD44780_ENTRY_INCREMENT 0x06
#define HD44780_DISPLAY_ON 0x0C
#define HD44780_CURSOR_ON 0x02   /* or'ed into HD44780_DISPLAY_ON */
#define HD44780_FUNCTION_4BIT_2LINE 0x28
#define HD44780_SET_DDRAM 0x80

/* Power-on initialisation into 4-bit, two-line mode (waits >40 ms first,
 * then the 3-3-3-2 nibble sequence and HD44780_FUNCTION_4BIT_2LINE).  Leaves
 * the display off; clearing, entry mode and display on are the caller's
 * (lcd_init does them).  Switches the module's supply (boards with
 * BOARD_LCD_POWER_PORT) and the backlight on. */
void hd44780_init(void);
/* The module off (boards with BOARD_LCD_POWER_PORT, a supply switch): its
 * pins and the backlight low, then its supply cut.  hd44780_init switches
 * it on again and must follow before anything is sent. */
void hd44780_power_off(void);
/* Send a command byte. */
void hd44780_command(uint8_t cmd);
/* Send a character to the current DDRAM address. */
void hd44780_data(uint8_t ch);
/* Switch the backlight: on (nonzero) or off (0). */
void hd44780_backlight(uint8_t on);
/* A run of writes is over: a transport that batches them (I2C) sends
 * what it holds and frees its bus. */
void hd44780_flush(void);
/* 1 when the transport holds writes back until hd44780_flush (I2C), 0
 * when each goes out at once (the pins). */
uint8_t hd44780_batches(void);
/* 1 when hd44780_init found a controller that answers, 0 when none did
 * (every call then does nothing). */
uint8_t hd44780_present(void);
/* The longest hd44780_describe text (without its NUL). */
#define HD44780_DESCRIBE_MAX 40
/* What hd44780_init found, as text: "parallel", "pcf8574 0x27 common", or
 * "none: WHY"; at most HD44780_DESCRIBE_MAX characters and a NUL. */
void hd44780_describe(char *out);

#endif
