/*
 * ssd1306.js — a 128x64 OLED module on the page's I2C bus (i2c.js), or
 * on its SPI (oled-spi.js: spiWrite, DC for the control byte), for
 * boards built with LCD_TRANSPORT := ssd1306: an SSD1306 (128-column
 * RAM) or an SH1106 (132 columns, the glass showing 2..129), at 0x3C or
 * 0x3D.  What the glass shows, as text, stones and pixels, is
 * oled-glass.js; the scenario runner and the page read it through this.
 *
 * The controller as its datasheets describe it over I2C, and as the
 * simulator's model has it (sim/oled.c), byte for byte:
 *   - after the address, a control byte: 0x00 a stream of commands,
 *     0x40 a stream of display-RAM data, 0x80 one command then another
 *     control byte, 0xC0 one data byte then another control byte; a
 *     command's arguments may come in either form;
 *   - page addressing (0xB0|page, 0x00|low nibble, 0x10|high nibble of
 *     the column; the column moves on by one after each data byte), and
 *     on the SSD1306 the horizontal and vertical modes (0x20, with 0x21
 *     and 0x22's windows, wrapping within them);
 *   - display on/off (0xAF/0xAE), the SSD1306's charge pump (0x8D 0x14
 *     on, 0x10 off; off at power-on), contrast (0x81), inversion
 *     (0xA6/0xA7), all pixels on (0xA5), the column and row remaps (0xA1,
 *     0xC8); the timing commands are taken and ignored;
 *   - a read: on the SSD1306 every byte is the status byte (0x03 with the
 *     display on, 0x43 off: bit 6); on the SH1106, after a data control
 *     byte, a dummy byte and then the RAM at the column pointer, which
 *     moves on with each byte (after a command control byte, its status).
 * A fault is kept for the scenario runner, which fails the script naming
 * the first: a page above 7 (0xB8..0xBF, or 0x22's window), a data byte
 * with the column past the last RAM column in page addressing (127 on
 * the SSD1306, 131 on the SH1106; the byte is dropped), and display on
 * with the SSD1306's charge pump off.
 *
 * The module's supply current is the simulator's model too: lit, 3 mA
 * plus 10 uA per lit pixel at full contrast, scaled by the contrast;
 * dark with the SSD1306's pump on 500 uA; asleep 10 uA; unpowered 0.
 */
import { OledGlass } from './oled-glass.js';

export const OLED_PAGES = 8;
export const OLED_WIDTH = 128;
export const OLED_HEIGHT = 64;
const RAM_MAX = 132;
const X_CONTROL = 0;
const X_CMDS = 1;
const X_DATA = 2;
const X_ONE_CMD = 3;
const X_ONE_DATA = 4;
const MODE_HORIZONTAL = 0;
const MODE_PAGE = 2;

const hex2 = (v) => v.toString(16).toUpperCase().padStart(2, '0');

export class Ssd1306 {
  /* A module at address (7 bits), an SSD1306 unless chip is 'sh1106';
   * font: the firmware's 5x7 font (web/font.mjs), cols x rows the text
   * grid board.h gives; now() the device's time in ms (for the faults). */
  constructor(address, font, cols, rows, now = () => 0, chip = 'ssd1306') {
    this.address = address;
    this.present = true;
    this.powered = true;
    this.now = now;
    this.sh1106 = chip === 'sh1106';
    this.ram = Array.from({ length: OLED_PAGES }, () => new Uint8Array(RAM_MAX));
    this.faults = 0;
    this.faultFirst = '';
    this.version = 0;
    this.writes = 0;
    this.glass = new OledGlass(this, font, cols, rows);
    /* on SPI: RES pulsed since the supply came on (oled-spi.js) */
    this.resPulsed = false;
    this.chipReset();
  }

  get chip() {
    return this.sh1106 ? 'sh1106' : 'ssd1306';
  }

  /* Another module put in ('ssd1306' or 'sh1106'), as at its power-on
   * (false: no such chip). */
  setChip(name) {
    if (name !== 'ssd1306' && name !== 'sh1106') return false;
    this.sh1106 = name === 'sh1106';
    this.chipReset();
    return true;
  }

  /* The power-on state of the controller (its RAM is noise on a real
   * module; blank here, as in the simulator). */
  chipReset() {
    for (const p of this.ram) p.fill(0);
    this.page = 0;
    this.col = 0;
    this.mode = MODE_PAGE;
    this.colStart = 0;
    this.colEnd = 127;
    this.pageStart = 0;
    this.pageEnd = 7;
    this.displayOnFlag = false;
    this.pumpOn = false;
    this.inverted = false;
    this.allOn = false;
    this.segRemap = false;
    this.comRemap = false;
    this.contrast = 0x7f;
    this.xfer = X_CONTROL;
    this.dataMode = false;
    this.dummy = false;
    this.cmd = 0;
    this.args = [];
    this.argsLeft = 0;
    this.version++;
  }

  get ramCols() {
    return this.sh1106 ? 132 : 128;
  }

  /* The RAM column the glass's column 0 shows. */
  get offset() {
    return this.sh1106 ? 2 : 0;
  }

  /* Lit: powered, the display on and, on an SSD1306, its pump on. */
  get lit() {
    return this.powered && this.displayOnFlag && (this.sh1106 || this.pumpOn);
  }

  fault(what) {
    this.faults++;
    if (this.faults === 1) {
      this.faultFirst = `OLED ${this.sh1106 ? 'SH1106' : 'SSD1306'} fault at ${this.now().toFixed(3)} ms: ${what}`;
    }
  }

  /* ---- the bus's side (i2c.js) ---- */

  /* Is it there to answer at all? */
  get answers() {
    return this.present && this.powered;
  }

  /* Does it acknowledge a (7 bits)? */
  acks(a) {
    return this.answers && a === this.address;
  }

  /* Its address acknowledged: a read or a write begins. */
  begin(read) {
    if (read) this.dummy = true;
    else this.xfer = X_CONTROL;
  }

  /* The module's supply switched: on again, as at power-on. */
  power(on) {
    this.powered = on;
    if (on) this.chipReset();
    if (on) this.resPulsed = false;
    this.version++;
  }

  /* A byte written (at its ACK). */
  write(v) {
    this.writes++;
    switch (this.xfer) {
      case X_CONTROL:
        this.dataMode = (v & 0x40) !== 0;
        this.xfer = v & 0x80 ? (this.dataMode ? X_ONE_DATA : X_ONE_CMD) : this.dataMode ? X_DATA : X_CMDS;
        break;
      case X_CMDS:
        this.commandByte(v);
        break;
      case X_DATA:
        this.dataByte(v);
        break;
      case X_ONE_CMD:
        this.commandByte(v);
        this.xfer = X_CONTROL;
        break;
      default:
        this.dataByte(v);
        this.xfer = X_CONTROL;
    }
  }

  /* ---- on SPI (oled-spi.js): DC says what each byte is ---- */

  /* A byte taken with DC high (display data) or low (a command or its
   * argument), as the simulator's sim_oled_spi_write. */
  spiWrite(v, dc) {
    if (dc && this.argsLeft) {
      this.fault(`data 0x${hex2(v)} while command 0x${hex2(this.cmd)} waits for its argument (DC high too soon)`);
      this.argsLeft = 0;
    }
    this.xfer = dc ? X_DATA : X_CMDS;
    this.dataMode = dc;
    this.write(v);
  }

  /* A byte read. */
  read() {
    if (!this.sh1106) return this.displayOnFlag ? 0x03 : 0x43;
    if (!this.dataMode) return this.displayOnFlag ? 0x00 : 0x40;
    if (this.dummy) {
      this.dummy = false;
      return 0x00;
    }
    const v = this.col < this.ramCols ? this.ram[this.page][this.col] : 0;
    if (this.col < 255) this.col++;
    return v;
  }

  /* ---- the controller ---- */

  ramPut(page, col, v) {
    if (this.ram[page][col] === v) return;
    this.ram[page][col] = v;
    this.version++;
  }

  dataByte(v) {
    if (this.sh1106 || this.mode === MODE_PAGE) {
      if (this.col >= this.ramCols) {
        this.fault(`data at column ${this.col} of page ${this.page}: past the RAM's last column, ${this.ramCols - 1}`);
      } else {
        this.ramPut(this.page, this.col, v);
      }
      if (this.col < 255) this.col++;
      return;
    }
    this.ramPut(this.page, Math.min(this.col, 127), v);
    if (this.mode === MODE_HORIZONTAL) {
      if (this.col >= this.colEnd) {
        this.col = this.colStart;
        this.page = this.page >= this.pageEnd ? this.pageStart : this.page + 1;
      } else this.col++;
    } else if (this.page >= this.pageEnd) {
      this.page = this.pageStart;
      this.col = this.col >= this.colEnd ? this.colStart : this.col + 1;
    } else this.page++;
  }

  /* The arguments a command takes. */
  argsOf(c) {
    if ([0x81, 0xa8, 0xd3, 0xd5, 0xd9, 0xda, 0xdb, 0xad].includes(c)) return 1;
    if (this.sh1106) return 0;
    if (c === 0x8d || c === 0x20) return 1;
    if (c === 0x21 || c === 0x22 || c === 0xa3) return 2;
    if (c === 0x26 || c === 0x27) return 6;
    if (c === 0x29 || c === 0x2a) return 5;
    return 0;
  }

  commandByte(v) {
    if (this.argsLeft) {
      this.args.push(v);
      if (--this.argsLeft === 0) this.command(this.cmd, this.args);
      return;
    }
    this.cmd = v;
    this.args = [];
    this.argsLeft = this.argsOf(v);
    if (!this.argsLeft) this.command(v, this.args);
  }

  flag(name, v) {
    if (this[name] === v) return;
    this[name] = v;
    this.version++;
  }

  /* A whole command with its arguments a. */
  command(c, a) {
    if (c <= 0x0f) this.col = (this.col & 0xf0) | c;
    else if (c <= 0x1f) this.col = (this.col & 0x0f) | ((c & 0x0f) << 4);
    else if (c === 0x20) {
      if ((a[0] & 3) !== 3) this.mode = a[0] & 3;
    } else if (c === 0x21) {
      this.colStart = a[0] & 0x7f;
      this.col = this.colStart;
      this.colEnd = a[1] & 0x7f;
    } else if (c === 0x22) {
      if (a[0] > 7 || a[1] > 7) this.fault(`page window ${a[0]}..${a[1]}: a page above 7`);
      this.pageStart = a[0] & 7;
      this.page = this.pageStart;
      this.pageEnd = a[1] & 7;
    } else if (c === 0x81) this.flag('contrast', a[0]);
    else if (c === 0x8d) this.flag('pumpOn', (a[0] & 0x04) !== 0);
    else if (c === 0xa0 || c === 0xa1) this.flag('segRemap', (c & 1) === 1);
    else if (c === 0xa4 || c === 0xa5) this.flag('allOn', (c & 1) === 1);
    else if (c === 0xa6 || c === 0xa7) this.flag('inverted', (c & 1) === 1);
    else if (c === 0xae) this.flag('displayOnFlag', false);
    else if (c === 0xaf) {
      if (!this.sh1106 && !this.pumpOn) this.fault('display on (0xAF) with the charge pump off (0x8D 0x14 first)');
      this.flag('displayOnFlag', true);
    } else if (c >= 0xb0 && c <= 0xbf) {
      if (c > 0xb7) this.fault(`page ${c & 0x0f} (0x${c.toString(16).toUpperCase()}): a page above 7`);
      this.page = c & 7;
    } else if (c >= 0xc0 && c <= 0xcf) this.flag('comRemap', (c & 0x08) !== 0);
    /* 0x40-0x7F (start line), the timing and hardware settings, 0xE3 and
     * the SH1106's pump voltage and read-modify-write: taken, no effect */
  }

  /* The supply current now (uA), by the simulator's model. */
  get currentUa() {
    if (!this.powered) return 0;
    if (this.lit) {
      const lit = this.glass.litPixels();
      const pixels = this.allOn ? OLED_WIDTH * OLED_HEIGHT : this.inverted ? OLED_WIDTH * OLED_HEIGHT - lit : lit;
      return 3000 + (10 * pixels * this.contrast) / 255;
    }
    return !this.sh1106 && this.pumpOn ? 500 : 10;
  }

  /* ---- what the LCD's readers ask (script-checks.mjs, device.js) ---- */

  rowText(r) {
    return this.glass.rowText(r);
  }

  /* The cursor's (inverted) cell { x, y }, or { x: -1, y: -1 }. */
  cursor() {
    return this.glass.cursor();
  }

  /* For the LCD's checks: the text is shown while the panel is lit, and
   * a cursor is on wherever a cell is drawn inverted. */
  get displayOn() {
    return this.lit;
  }

  get cursorOn() {
    return this.glass.cursor().x >= 0;
  }

  get blinkOn() {
    return false;
  }

  /* an OLED has no backlight: it glows while lit */
  get backlight() {
    return this.lit;
  }

  /* an OLED has no busy time to break */
  get busyErrors() {
    return 0;
  }
}
