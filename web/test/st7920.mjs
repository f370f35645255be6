/*
 * st7920.mjs — the ST7920 model (src/st7920.js) driven as the firmware
 * drives it, pin by pin: CS high, each bit on SID before SCLK rises,
 * three bytes a transfer, then CS low; its pixels, its text read back
 * with the firmware's font (build/web/font_5x7.js), the text RAM over the
 * graphics, and each fault.  A planted case must fail: a sender that
 * changes SID only after SCLK has risen (each bit one edge late) draws a
 * picture the pixel check refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { St7920 } from '../src/st7920.js';

/* A panel on a bench: the pins, the time (us), and what to send. */
function bench(font = null) {
  let us = 0;
  const lcd = new St7920(font, 21, 4, () => us);
  const pins = { cs: 0, sid: 0, sclk: 0 };
  const set = (k, v) => {
    pins[k] = v;
    lcd.pins(pins.cs, pins.sid, pins.sclk);
  };
  /* one byte, SID set while SCLK is low (late: after SCLK rises) */
  const byte = (v, late) => {
    for (let i = 7; i >= 0; i--) {
      const bit = (v >> i) & 1;
      set('sclk', 0);
      if (!late) set('sid', bit);
      set('sclk', 1);
      if (late) set('sid', bit);
    }
  };
  /* a transfer: rs 0 an instruction, 1 data; then `gap` us */
  const send = (rs, v, { gap = 80, late = false, sync = rs ? 0xfa : 0xf8 } = {}) => {
    set('cs', 1);
    byte(sync, late);
    byte(v & 0xf0, late);
    byte((v << 4) & 0xf0, late);
    set('cs', 0);
    set('sclk', 0);
    us += gap;
  };
  const cmd = (v, gap) => send(0, v, { gap });
  const data = (v, o = {}) => send(1, v, o);
  /* the firmware's start: basic set, display on, clear (1.6 ms), the
   * extended set with graphics shown */
  const init = () => {
    cmd(0x30);
    cmd(0x0c);
    cmd(0x01, 1700);
    cmd(0x34);
    cmd(0x36);
  };
  /* the graphic RAM address: row, then word */
  const at = (row, word) => {
    cmd(0x80 | row);
    cmd(0x80 | word);
  };
  return { lcd, set, byte, send, cmd, data, init, at, time: () => us };
}

/* The glyph of character ch drawn into the graphic RAM at text cell
 * (col, row) of the 6-pixel grid: 8 glass rows, columns 6c..6c+5. */
function drawGlyph(b, font, ch, col, row) {
  const g = ch.charCodeAt(0) - font.first;
  const columns = [...font.bytes.slice(g * font.width, (g + 1) * font.width), 0];
  for (let r = 0; r < 8; r++) {
    const y = row * 8 + r;
    /* the 16-bit words the cell touches, read back and rewritten */
    for (let x0 = Math.floor((col * 6) / 16) * 16; x0 < col * 6 + 6; x0 += 16) {
      let word = 0;
      for (let x = x0; x < x0 + 16; x++) {
        const c = x - col * 6;
        const bit = c >= 0 && c < 6 ? (columns[c] >> r) & 1 : b.lcd.pixel(x, y);
        word = (word << 1) | bit;
      }
      b.at(y & 31, (y >= 32 ? 8 : 0) + x0 / 16);
      b.data(word >> 8);
      b.data(word & 0xff);
    }
  }
}

/* Runs the checks; log(line) hears ok/FAIL lines.  Returns the counts. */
export async function st7920Tests(webDir, log) {
  const r = { passed: 0, failed: 0 };
  const check = (what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} st7920: ${what}${ok ? '' : `\n     ${why}`}`);
  };
  const row = (lcd, y) => Array.from({ length: 128 }, (_, x) => lcd.pixel(x, y)).join('');

  /* power on: neither RAM blank, the display off */
  let b = bench();
  check('at power on the display is off, the text RAM \'*\', the graphic RAM 0xA5',
    !b.lcd.lit && b.lcd.ddram.every((w) => w[0] === 0x2a) && b.lcd.gdram[5][3] === 0xa5);

  /* the start and one word at the top left */
  b.init();
  check('after 0x30 0x0C 0x01 0x34 0x36: lit, graphics shown, the text RAM spaces, no fault',
    b.lcd.lit && b.lcd.g === 1 && b.lcd.re === 1 && b.lcd.ddram.every((w) => w[0] === 0x20 && w[1] === 0x20)
    && b.lcd.faults === 0, b.lcd.faultFirst);
  b.at(0, 0);
  b.data(0x80);
  b.data(0x01);
  b.data(0xc0);
  b.data(0x00);
  check('row 0, word 0: 0x8001 lights x 0 and 15; the next word 0xC000 x 16 and 17',
    row(b.lcd, 0).slice(0, 32) === '10000000000000011100000000000000', row(b.lcd, 0).slice(0, 32));
  check('the glass as the OLED\'s pages: page 0 column 0 bit 0, column 1 dark',
    (b.lcd.ram[0][0] & 1) === 1 && b.lcd.ram[0][1] === 0 && (b.lcd.ram[0][15] & 1) === 1);
  /* the lower half: words 8..15 of the same RAM rows */
  b.at(5, 8);
  b.data(0xff);
  b.data(0x00);
  b.at(31, 15);
  b.data(0x00);
  b.data(0x01);
  check('row 5, word 8 lights glass row 37, x 0..7; row 31 word 15\'s last bit is (127, 63)',
    row(b.lcd, 37).slice(0, 16) === '1111111100000000' && row(b.lcd, 5).slice(0, 8) === '10100101'
    && b.lcd.pixel(127, 63) === 1 && b.lcd.pixel(126, 63) === 0, `${row(b.lcd, 37).slice(0, 16)} ${row(b.lcd, 5).slice(0, 8)}`);
  check('no fault in all that', b.lcd.faults === 0, b.lcd.faultFirst);
  /* CS low half way drops the transfer */
  b.set('cs', 1);
  b.byte(0xfa);
  b.byte(0xf0);
  b.set('cs', 0);
  b.at(1, 0);
  b.data(0x3c);
  b.data(0x00);
  check('CS low in the middle of a transfer drops it; the next one is whole',
    row(b.lcd, 1).slice(0, 8) === '00111100' && b.lcd.faults === 0, `${row(b.lcd, 1).slice(0, 8)} ${b.lcd.faultFirst}`);
  /* display off: dark glass, the RAM kept */
  b.cmd(0x30);
  b.cmd(0x08);
  check('display off (0x08): the glass dark, the RAM kept', !b.lcd.lit && b.lcd.pixel(0, 0) === 1);

  /* the text read back with the firmware's font */
  const fontFile = path.join(webDir, 'font_5x7.js');
  if (!fs.existsSync(fontFile)) {
    check(`the font for the text (${fontFile})`, false, 'not built: make web');
  } else {
    const font = (await import(pathToFileURL(fontFile).href)).default;
    b = bench(font);
    b.init();
    for (let y = 0; y < 32; y++) {
      b.at(y, 0);
      for (let w = 0; w < 16; w++) {
        b.data(0);
        b.data(0);
      }
    }
    [...'Nim 3 4 5'].forEach((ch, i) => drawGlyph(b, font, ch, i, 0));
    [...'Pile 1: 3 to 1'].forEach((ch, i) => drawGlyph(b, font, ch, i, 3));
    check('text drawn as the firmware\'s 6-pixel cells reads back: rows 0 and 3',
      b.lcd.rowText(0).trimEnd() === 'Nim 3 4 5' && b.lcd.rowText(3).trimEnd() === 'Pile 1: 3 to 1' && b.lcd.faults === 0,
      `"${b.lcd.rowText(0)}" "${b.lcd.rowText(3)}" ${b.lcd.faultFirst}`);
    /* a character left in the text RAM: a block over the graphics */
    b.cmd(0x30);
    b.cmd(0x80);
    b.data(0x41);
    check('a character in the text RAM shows as an 8x16 block over the graphics, and the text no longer reads',
      b.lcd.rowText(0)[1] === '\x7f' && b.lcd.pixel(0, 15) === 1 && b.lcd.pixel(8, 15) === 0,
      `"${b.lcd.rowText(0)}"`);
  }

  /* the faults */
  const faulty = (what, steps, says) => {
    const f = bench();
    f.init();
    steps(f);
    check(`fault: ${what}`, f.lcd.faults > 0 && says.test(f.lcd.faultFirst), f.lcd.faultFirst || 'no fault');
  };
  faulty('a sync byte 0xFC (a read)', (f) => f.send(1, 0x12, { sync: 0xfc }), /sync byte 0xfc/);
  faulty('a nibble byte with low bits', (f) => {
    f.set('cs', 1);
    f.byte(0xf8);
    f.byte(0x35);
    f.byte(0x00);
    f.set('cs', 0);
  }, /nibble byte 0x35/);
  faulty('a byte 40 us after the one before', (f) => {
    f.cmd(0x34, 40);
    f.cmd(0x36);
  }, /still running \(32\.0 us early\)/);
  faulty('a byte 1 ms after a clear', (f) => {
    f.cmd(0x30);
    f.cmd(0x01, 1000);
    f.cmd(0x0c);
  }, /still running \(600\.0 us early\)/);
  faulty('a graphic RAM row past 63', (f) => f.at(64, 0), /row 64/);
  faulty('a graphic RAM word past 15', (f) => f.at(0, 16), /word 16/);
  faulty('data past a row\'s last word', (f) => {
    f.at(0, 15);
    for (let i = 0; i < 4; i++) f.data(0xff);
  }, /past graphic RAM row 0's last word/);
  faulty('graphics over a text RAM never cleared', (f) => {
    const g = bench();
    g.cmd(0x30);
    g.cmd(0x0c);
    g.cmd(0x36);
    g.at(0, 0);
    g.data(0xff);
    f.lcd.faults = g.lcd.faults;
    f.lcd.faultFirst = g.lcd.faultFirst;
  }, /never cleared: 0x01/);

  /* planted: SID changed after SCLK rose, each bit taken one edge late:
   * the pixel check must refuse the picture */
  const p = bench();
  p.init();
  p.at(2, 0);
  p.send(1, 0x81, { late: true });
  p.send(1, 0x00, { late: true });
  const drawn = row(p.lcd, 2).slice(0, 16);
  check('planted: bits set after SCLK rises are taken late, and the pixel check fails on them '
    + `(row 2 drawn ${drawn}, not 1000000100000000)`, drawn !== '1000000100000000' || p.lcd.faults > 0, drawn);
  return r;
}
