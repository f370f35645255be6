/*
 * st7920.js — the ST7920 128x64 graphic LCD (the "12864" of a 3D
 * printer's Full Graphic Smart Controller) in serial mode, watching the
 * three pins board.h names (device.js calls pins() at every change):
 *
 * The bus: while CS is high, SID is taken at each rising edge of SCLK,
 * the top bit first.  A transfer is a sync byte (five ones, R/W, RS, a
 * zero: 0xF8 an instruction, 0xFA data), then the byte's high nibble
 * and its low nibble, each in the top four bits of a byte.  CS going
 * low drops a transfer half sent.
 *
 * The controller: the basic instruction set (clear 0x01: the text RAM
 * spaces, its address 0; display on/off 0x08-0x0F; the text RAM's
 * address 0x80 | a; function set 0x20-0x3F, RE its bit 2) and the
 * extended one (RE 1: function set's bit 1 G shows the graphic RAM; an
 * address is two instructions, 0x80 | row then 0x80 | word).  The
 * graphic RAM is 32 rows of 16 words (16 bits, the top bit leftmost); a
 * 128x64 panel shows glass rows 0..31 from words 0..7 and rows 32..63
 * from words 8..15 of RAM rows 0..31.  Data writes two bytes a word and
 * moves to the next word.  The text RAM is 32 words of two characters,
 * the panel's four lines of 16 at words 0x00, 0x10, 0x08, 0x18, shown
 * over the graphics while the display is on (the datasheet: the two
 * RAMs are XORed on the glass).  The model has no copy of the chip's
 * 8x16 font: a character not a space is drawn as a solid 8x16 block
 * that inverts the graphics under it, so a text RAM the firmware never
 * cleared shows on the glass, and no text can be read through it.  At
 * power on neither RAM is blank (the datasheet does not say what it
 * holds): the model fills the text RAM with '*' and the graphic RAM
 * with 0xA5.
 *
 * Faults (counted; the first said in full, faultFirst): a sync byte
 * neither 0xF8 nor 0xFA (serial mode has no read), a nibble byte with
 * its low four bits set, a byte complete less than 72 us after the one
 * before (1.6 ms after a clear), a graphic RAM address off the RAM (a
 * row past 63, a word past 15), data past a row's last word, and
 * graphics drawn while the display is on and the text RAM holds a
 * character.
 *
 * The glass as the OLED's is read (oled-glass.js: its pages of eight
 * rows, the firmware's 6-pixel font, the stones), through ram, the
 * glass's pages built from both RAMs; paint() draws it as a blue STN
 * panel with white pixels.
 */
import { OledGlass } from './oled-glass.js';

const EXEC_US = 72;
const CLEAR_US = 1600;
const ROWS = 32;
const ROW_BYTES = 32;
const WIDTH = 128;
const PAGES = 8;
const LINE_WORD = [0x00, 0x10, 0x08, 0x18];
export const ST7920_ON = [232, 240, 255];
export const ST7920_OFF = [34, 62, 190];

export class St7920 {
  /* The panel, its text read with font in a cols x rows grid (board.h's);
   * micros(): the device's time in microseconds. */
  constructor(font, cols, rows, micros = () => 0) {
    this.micros = micros;
    this.faults = 0;
    this.faultFirst = '';
    this.bytes = 0;
    this.version = 0;
    this.cs = 0;
    this.sclk = 0;
    this.powered = true;
    this.glass = new OledGlass(this, font, cols, rows);
    this.chipReset();
  }

  /* The module as at power on. */
  chipReset() {
    this.re = 0;
    this.g = 0;
    this.d = 0;
    this.addrStep = 0;
    this.gy = 0;
    this.gx = 0;
    this.half = 0;
    this.ac = 0;
    this.acHalf = 0;
    this.gdram = Array.from({ length: ROWS }, () => new Uint8Array(ROW_BYTES).fill(0xa5));
    this.ddram = Array.from({ length: 32 }, () => [0x2a, 0x2a]);
    this.bits = 0;
    this.shift = 0;
    this.step = 0;
    this.busyUntil = -Infinity;
    this.changed();
  }

  changed() {
    this.version++;
    this.pages = null;
  }

  fault(what) {
    this.faults++;
    if (this.faults === 1) this.faultFirst = `ST7920 fault at ${(this.micros() / 1000).toFixed(3)} ms: ${what}`;
  }

  /* ---- the pins (device.js) ---- */

  /* The levels of CS, SID and SCLK now (0 or 1 each). */
  pins(cs, sid, sclk) {
    if (!cs) this.bits = this.step = 0;   /* a transfer ends with CS */
    if (cs && sclk && !this.sclk) {
      this.shift = ((this.shift << 1) | sid) & 0xff;
      if (++this.bits === 8) {
        this.bits = 0;
        this.byteIn(this.shift);
      }
    }
    this.cs = cs;
    this.sclk = sclk;
  }

  /* A whole byte of the serial transfer. */
  byteIn(v) {
    if (this.step === 0) {
      if (v !== 0xf8 && v !== 0xfa) {
        this.fault(`sync byte 0x${v.toString(16)} (0xf8 or 0xfa)`);
        return;
      }
      this.rs = (v >> 1) & 1;
      this.step = 1;
      return;
    }
    if (v & 0x0f) this.fault(`nibble byte 0x${v.toString(16)}: its low four bits set`);
    if (this.step === 1) {
      this.high = v & 0xf0;
      this.step = 2;
      return;
    }
    this.step = 0;
    const b = this.high | (v >> 4);
    const now = this.micros();
    if (now < this.busyUntil) {
      this.fault(`${this.rs ? 'data' : 'instruction'} 0x${b.toString(16)} while the last is still running `
        + `(${(this.busyUntil - now).toFixed(1)} us early)`);
    }
    this.bytes++;
    const clear = !this.rs && !this.re && b === 0x01;
    this.busyUntil = now + (clear ? CLEAR_US : EXEC_US);
    if (this.rs) this.data(b);
    else this.instruction(b);
  }

  instruction(c) {
    if (c & 0x80) {
      if (!this.re) {                 /* the text RAM's address */
        this.ac = c & 0x1f;
        this.acHalf = 0;
      } else if (this.addrStep === 0) {   /* the graphic RAM's row */
        if ((c & 0x7f) > 63) this.fault(`graphic RAM row ${c & 0x7f} (0..63)`);
        this.gy = c & 0x3f;
        this.addrStep = 1;
      } else {                        /* then its word */
        if ((c & 0x7f) > 15) this.fault(`graphic RAM word ${c & 0x7f} (0..15)`);
        this.gx = c & 0x0f;
        this.half = 0;
        this.addrStep = 0;
      }
      return;
    }
    if ((c & 0xe0) === 0x20) {        /* function set: RE, and G when RE */
      this.re = (c >> 2) & 1;
      if (this.re && this.g !== ((c >> 1) & 1)) {
        this.g = (c >> 1) & 1;
        this.changed();
      }
      this.addrStep = 0;
      return;
    }
    if (this.re) return;   /* standby, scroll, reverse: not used */
    if (c === 0x01) {                 /* clear: the text RAM spaces */
      for (const w of this.ddram) w.fill(0x20);
      this.ac = 0;
      this.acHalf = 0;
      this.changed();
    } else if ((c & 0xf8) === 0x08 && this.d !== ((c >> 2) & 1)) {
      this.d = (c >> 2) & 1;          /* display on/off */
      this.changed();
    }
  }

  data(v) {
    if (!this.re) {
      this.ddram[this.ac][this.acHalf] = v;
      this.changed();
      if (++this.acHalf === 2) {
        this.acHalf = 0;
        this.ac = (this.ac + 1) & 0x1f;
      }
      return;
    }
    if (this.gy >= ROWS) {
      this.fault(`data at graphic RAM row ${this.gy}: the RAM has 32`);
      return;
    }
    if (this.gx === 16) {
      this.fault(`data past graphic RAM row ${this.gy}'s last word`);
      return;
    }
    if (this.d) {
      const shown = this.ddram.findIndex((w) => w[0] !== 0x20 || w[1] !== 0x20);
      if (shown >= 0) this.fault(`graphics drawn while the text RAM shows a character at word ${shown} (never cleared: 0x01)`);
    }
    const row = this.gdram[this.gy];
    if (row[this.gx * 2 + this.half] !== v) {
      row[this.gx * 2 + this.half] = v;
      this.changed();
    }
    if (++this.half === 2) {
      this.half = 0;
      this.gx++;   /* 16: past the row's last word */
    }
  }

  /* ---- the glass ---- */

  /* Pixel (x, y) as drawn: the graphic RAM where G is set, a text
   * character a solid block inverting it. */
  pixel(x, y) {
    const byte = (y >= 32 ? 16 : 0) + (x >> 3);
    let on = this.g && (this.gdram[y & 31][byte] >> (7 - (x & 7))) & 1;
    const ch = x >> 3;
    if (this.ddram[LINE_WORD[y >> 4] + (ch >> 1)][ch & 1] !== 0x20) on = !on;
    return on ? 1 : 0;
  }

  /* The glass as the OLED's RAM is laid out (oled-glass.js): 8 pages of
   * 128 columns, bit 0 a page's top row. */
  get ram() {
    if (!this.pages) {
      this.pages = Array.from({ length: PAGES }, (_, p) => {
        const col = new Uint8Array(WIDTH);
        for (let x = 0; x < WIDTH; x++) {
          for (let r = 0; r < 8; r++) col[x] |= this.pixel(x, p * 8 + r) << r;
        }
        return col;
      });
    }
    return this.pages;
  }

  /* what oled-glass.js asks of a panel: no offset, no remaps, no
   * inversion; lit while powered with the display on */
  get offset() {
    return 0;
  }

  get segRemap() {
    return true;
  }

  get comRemap() {
    return true;
  }

  get allOn() {
    return false;
  }

  get inverted() {
    return false;
  }

  get contrast() {
    return 255;
  }

  get lit() {
    return this.powered && this.d === 1;
  }

  /* The glass into an RGBA image (128x64), as the STN panel looks. */
  paint(data) {
    this.glass.paint(data, ST7920_ON, ST7920_OFF);
  }

  /* ---- what the LCD's readers ask (script-checks.mjs, device.js) ---- */

  rowText(r) {
    return this.glass.rowText(r);
  }

  cursor() {
    return this.glass.cursor();
  }

  get displayOn() {
    return this.lit;
  }

  get cursorOn() {
    return this.glass.cursor().x >= 0;
  }

  get blinkOn() {
    return false;
  }

  /* its LED backlight is always on (the controller has no switch for it) */
  get backlight() {
    return true;
  }

  /* the 72 us between bytes is checked as a fault, not as the HD44780's busy */
  get busyErrors() {
    return 0;
  }
}
