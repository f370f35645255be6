/*
 * displays.js — the page's display models, chosen from a board
 * definition's display name (web/board-def.in: def.display, from the
 * board's DISPLAY, boards/displays/) here and nowhere else.  Each entry
 * says what the page needs of that display: whether it has pixels, the
 * element that shows it, how its model is built and wired to the
 * device (the model itself, and the device on the I2C bus for it: a
 * backpack, the OLED itself, or none; or the OLED on the SPI; a display
 * on the MCU's own pins other than the HD44780's, wirePins), how a pixel
 * display is painted where it is not the OLED's white (paint), how it is
 * described, and its `lcd` word for the scenarios' guards.
 */
import { HD44780 } from './hd44780.js';
import { Pcf8574 } from './pcf8574.js';
import { Ssd1306 } from './ssd1306.js';
import { St7920 } from './st7920.js';

const hex = (n) => `0x${n.toString(16)}`;

const DISPLAYS = {
  /* an HD44780 character LCD, on the pins or behind a PCF8574 backpack */
  hd44780: {
    pixels: false,
    element: (def) => (def.lcd.rows === 4 ? 'wokwi-lcd2004' : 'wokwi-lcd1602'),
    /* micros(): the device's time in microseconds */
    attach(def, micros) {
      const lcd = new HD44780(def.lcd.cols, def.lcd.rows, micros);
      return { lcd, onBus: def.lcd.i2c ? new Pcf8574(def.lcd.i2c.address, lcd) : null };
    },
    describe: (def) => `LCD ${def.lcd.cols}x${def.lcd.rows}`
      + (def.lcd.i2c ? ` on a PCF8574 I2C backpack (${hex(def.lcd.i2c.address)})` : ''),
    word: (def) => def.lcd.transport,
  },
  /* a 128x64 OLED (SSD1306 or SH1106) on I2C: the display and the device
   * on the bus at once; or on SPI (def.lcd.spi: oled-spi.js wires it to
   * the chip's SPI), the module the chip the build is for */
  ssd1306: {
    pixels: true,
    element: () => 'wokwi-ssd1306',
    /* millis(): the device's time in milliseconds */
    attach(def, micros, millis) {
      const spi = def.lcd.spi;
      const lcd = new Ssd1306(spi ? 0 : def.lcd.i2c.address, def.lcd.font, def.lcd.cols, def.lcd.rows,
        millis, spi ? spi.chip : 'ssd1306');
      return { lcd, onBus: spi ? null : lcd, onSpi: spi ? lcd : null };
    },
    describe: (def) => `OLED 128x64 (${def.lcd.spi ? def.lcd.spi.chip.toUpperCase()
      : 'SSD1306 or SH1106'}, text ${def.lcd.cols}x${def.lcd.rows}) `
      + (def.lcd.spi ? 'on SPI' : `on I2C (${hex(def.lcd.i2c.address)})`),
    /* the scenarios' `lcd` word (sim/caps.c): the bus named where it is
     * not I2C */
    word: (def) => (def.lcd.spi ? 'ssd1306-spi' : def.lcd.transport),
  },
  /* a 128x64 ST7920 LCD in serial mode on three of the MCU's pins: its
   * glass on the OLED's canvas, painted as its blue STN panel */
  st7920: {
    pixels: true,
    element: () => 'wokwi-ssd1306',
    attach(def, micros) {
      return { lcd: new St7920(def.lcd.font, def.lcd.cols, def.lcd.rows, micros), onBus: null };
    },
    /* CS, SID and SCLK as the chip drives them, at every change of their ports */
    wirePins(chip, def, lcd) {
      const { cs, sid, sclk } = def.lcd.serial;
      const ports = def.chip.ports;
      const data = chip.cpu.data;
      const bit = (pin) => (data[ports[pin.port].PORT] >> pin.bit) & 1;
      const update = () => lcd.pins(bit(cs), bit(sid), bit(sclk));
      for (const port of new Set([cs.port, sid.port, sclk.port])) chip.ports[port].addListener(update);
      lcd.pins(0, 0, 0);   /* the pins are inputs after any reset */
    },
    paint: (lcd, data) => lcd.paint(data),
    word: () => 'st7920',
    describe: (def) => `LCD 128x64 (ST7920, text ${def.lcd.cols}x${def.lcd.rows}) in serial mode on `
      + `${['cs', 'sid', 'sclk'].map((k) => `P${def.lcd.serial[k].port}${def.lcd.serial[k].bit}`).join(', ')}`,
  },
};

/* The display model of board definition def; an unknown name is refused. */
export function displayOf(def) {
  const d = Object.prototype.hasOwnProperty.call(DISPLAYS, def.display) ? DISPLAYS[def.display] : null;
  if (!d) throw new Error(`${def.name}: no display model '${def.display}' (displays.js has ${Object.keys(DISPLAYS).join(', ')})`);
  return d;
}
