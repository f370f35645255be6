/*
 * ssd1306_spi.c (AVR) — the 128x64 OLED (SSD1306 or SH1106) in its 7-pin
 * SPI form (GND VCC D0=SCK D1=MOSI RES DC CS) on the MCU's hardware SPI,
 * behind the display seam (hal/display.h): the bus hal/oled.c draws on,
 * the module's reset, its power and what it says of itself (the seam's
 * other calls are hal/oled_display.c's, the same on every bus).
 *
 * The bus: 4-wire SPI, master, mode 0 (SCK idle low, the chips latch
 * MOSI on its rising edge), most significant bit first.  CS low selects
 * the module for a transfer (oled_bus_start .. oled_bus_stop); DC says
 * what each byte is: low a command, high display data.  The drawing's
 * control bytes (hal/oled.h: OLED_CTRL_*) are not sent: their D/C bit
 * (bit 6) is DC's level for the bytes that follow.  Each byte waits for
 * the one before to be out (SPIF), so DC never changes under a byte.
 * SCK, MOSI and the SS pin (an output here, so the SPI stays master)
 * are the chip's (board.h: BOARD_SPI_*); CS, DC and RES the board's
 * (BOARD_OLED_CS_*, BOARD_OLED_DC_*, BOARD_OLED_RES_*).
 *
 * The clock: F_CPU / 2 where that is within the chip's serial clock, the
 * next divider down where it is not: the SSD1306's datasheet allows 10
 * MHz (a 100 ns cycle): 8 MHz on a 16 MHz Nano, 4 MHz on the 8 MHz
 * 1284P; the SH1106 is driven at 4 MHz at most (the rate U8g2, the usual
 * library for these modules, gives it): F_CPU / 4 on 16 MHz.  A byte is
 * then 8 SCK periods (1 us at 8 MHz) against 22.5 us on 400 kHz I2C.
 *
 * The chip: SPI has no read (the modules bring out no MISO), so the
 * SH1106 cannot be told from the SSD1306 as on I2C; the build says which
 * (board.mk: OLED_CHIP, -DDISPLAY_OLED_SH1106).  Wrong, a person sees it
 * at once: an SSD1306 build on an SH1106 draws everything two columns to
 * the left (the first cell's left edge cut off) over two columns of
 * power-on noise at the right edge; an SH1106 build on an SSD1306 leaves
 * the glass dark (its setup turns the SH1106's DC-DC on, not the
 * SSD1306's charge pump, without which the panel does not light).
 * Nothing answers on SPI either, so the display counts as present
 * whenever the bus is set up: display_describe names the chip built for
 * and the bus ("ssd1306 spi"), nothing found.
 *
 * Reset: RES held low from display_init's start while the supply and
 * the controller settle (50 ms, as on I2C; the datasheets ask at least
 * 3 us), then high, then the setup.  Power: lcd_power_off puts the
 * display to sleep (hal/oled.c), and on a board with a supply switch
 * (BOARD_LCD_POWER_PORT) then drives every line to the module low and
 * cuts its supply (no line feeds it through its inputs); lcd_power_on
 * wakes it, or after a cut supply resets it, sets it up again and
 * redraws the text.
 */
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <string.h>
#include <util/delay.h>

#include "board.h"
#include "hal/avr/avr_pins.h"
#include "hal/display.h"
#include "hal/lcd.h"
#include "hal/oled.h"

#if BOARD_LCD_COLS != OLED_COLS || BOARD_LCD_ROWS != OLED_ROWS
#error "an OLED board's text grid is 21x4 (BOARD_LCD_COLS, BOARD_LCD_ROWS)"
#endif
#ifndef DISPLAY_OLED_SH1106
#error "the OLED's chip on SPI is the build's choice (OLED_CHIP: -DDISPLAY_OLED_SH1106=0 or 1)"
#endif

/* the chip's fastest serial clock (Hz), and the divider that keeps SCK
 * within it: SPCR's SPR1:0 and SPSR's SPI2X */
#if DISPLAY_OLED_SH1106
#define OLED_SPI_MAX_HZ 4000000UL
#else
#define OLED_SPI_MAX_HZ 10000000UL
#endif
#if F_CPU / 2UL <= OLED_SPI_MAX_HZ
#define OLED_SPI_SPR 0
#define OLED_SPI_2X 1
#elif F_CPU / 4UL <= OLED_SPI_MAX_HZ
#define OLED_SPI_SPR 0
#define OLED_SPI_2X 0
#elif F_CPU / 8UL <= OLED_SPI_MAX_HZ
#define OLED_SPI_SPR _BV(SPR0)
#define OLED_SPI_2X 1
#else
#error "ssd1306_spi: F_CPU / 8 is over the chip's serial clock"
#endif

static uint8_t open;     /* CS is low: a transfer is open */
static uint8_t sending;  /* a byte went out since SPI was set up (SPIF to wait for) */

/* The byte before out of the shift register (SPIF up); nothing before
 * the first.  SPIF rises 8 SCK periods after SPDR was written, so the
 * wait is bounded by the clock itself. */
static void spi_wait(void)
{
    if (sending)
        while (!(SPSR & _BV(SPIF)))
            ;
}

void oled_bus_start(void)
{
    spi_wait();
    PIN_LOW(BOARD_OLED_CS_PORT, BOARD_OLED_CS_BIT);
    open = 1;
}

void oled_bus_control(uint8_t control)
{
    spi_wait();   /* DC only between bytes */
    if (control & OLED_CTRL_DATA)
        PIN_HIGH(BOARD_OLED_DC_PORT, BOARD_OLED_DC_BIT);
    else
        PIN_LOW(BOARD_OLED_DC_PORT, BOARD_OLED_DC_BIT);
}

void oled_bus_byte(uint8_t b)
{
    if (!open)
        return;
    spi_wait();
    SPDR = b;   /* (writing SPDR after SPSR was read with SPIF up clears it) */
    sending = 1;
}

void oled_bus_stop(void)
{
    spi_wait();
    PIN_HIGH(BOARD_OLED_CS_PORT, BOARD_OLED_CS_BIT);
    open = 0;
}

/* SPI has no read: got is left as it was. */
void oled_bus_read(uint8_t *got, uint8_t n)
{
    (void)got;
    (void)n;
}

/* CS high (deselected), DC low, RES low (the module held in reset), SCK
 * and MOSI low: every line to the module an output; the SPI master on,
 * mode 0, MSB first, at the chip's clock. */
static void spi_on(void)
{
    PIN_HIGH(BOARD_OLED_CS_PORT, BOARD_OLED_CS_BIT);
    PIN_OUTPUT(BOARD_OLED_CS_PORT, BOARD_OLED_CS_BIT);
    PIN_LOW(BOARD_OLED_DC_PORT, BOARD_OLED_DC_BIT);
    PIN_OUTPUT(BOARD_OLED_DC_PORT, BOARD_OLED_DC_BIT);
    PIN_LOW(BOARD_OLED_RES_PORT, BOARD_OLED_RES_BIT);
    PIN_OUTPUT(BOARD_OLED_RES_PORT, BOARD_OLED_RES_BIT);
    PIN_LOW(BOARD_SPI_SCK_PORT, BOARD_SPI_SCK_BIT);
    PIN_OUTPUT(BOARD_SPI_SCK_PORT, BOARD_SPI_SCK_BIT);
    PIN_LOW(BOARD_SPI_MOSI_PORT, BOARD_SPI_MOSI_BIT);
    PIN_OUTPUT(BOARD_SPI_MOSI_PORT, BOARD_SPI_MOSI_BIT);
    PIN_OUTPUT(BOARD_SPI_SS_PORT, BOARD_SPI_SS_BIT);
#ifdef PRR0
    PRR0 &= (uint8_t)~_BV(PRSPI);
#else
    PRR &= (uint8_t)~_BV(PRSPI);
#endif
    SPCR = (uint8_t)(_BV(SPE) | _BV(MSTR) | OLED_SPI_SPR);
    SPSR = OLED_SPI_2X ? _BV(SPI2X) : 0;
    sending = 0;
    open = 0;
}

void display_init(void)
{
    spi_on();
#ifdef BOARD_LCD_POWER_PORT
    /* the module's supply on */
    PIN_LOW(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
    /* RES low while the supply and the controller settle (both
     * datasheets ask for no command within the first milliseconds),
     * then the module out of reset */
    _delay_ms(50);
    PIN_HIGH(BOARD_OLED_RES_PORT, BOARD_OLED_RES_BIT);
    oled_begin(DISPLAY_OLED_SH1106);
}

void display_power_off(void)
{
    oled_sleep();
#ifdef BOARD_LCD_POWER_PORT
    spi_wait();
    SPCR = 0;
    /* every line low, so none feeds the module once its supply is cut */
    PIN_LOW(BOARD_OLED_CS_PORT, BOARD_OLED_CS_BIT);
    PIN_LOW(BOARD_OLED_DC_PORT, BOARD_OLED_DC_BIT);
    PIN_LOW(BOARD_OLED_RES_PORT, BOARD_OLED_RES_BIT);
    PIN_LOW(BOARD_SPI_SCK_PORT, BOARD_SPI_SCK_BIT);
    PIN_LOW(BOARD_SPI_MOSI_PORT, BOARD_SPI_MOSI_BIT);
    PIN_HIGH(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
    PIN_OUTPUT(BOARD_LCD_POWER_PORT, BOARD_LCD_POWER_BIT);
#endif
}

/* Nothing answers on SPI: the display is taken as there. */
uint8_t display_present(void)
{
    return 1;
}

void display_describe(char *out)
{
    strcpy_P(out, DISPLAY_OLED_SH1106 ? PSTR("sh1106 spi") : PSTR("ssd1306 spi"));
}
