/*
 * oled.mjs — checks of the page's OLED model (web/src/ssd1306.js and
 * oled-glass.js) with the byte sequences the contract between the
 * firmware and both simulators gives, apart from any firmware: the init
 * sequence, control bytes in all four forms, text drawn cell by cell and
 * read back through the firmware's font (hal/font_5x7.c, read by
 * web/font.mjs), the cursor's inverted cell, stones counted from the pixels, the
 * SH1106's 2-column offset and its RAM read after a dummy byte, the
 * SSD1306's status reads, the horizontal mode, sleep and wake, the
 * current; the planted wrong sequences each fault or fail a check; and
 * the scenario commands (script-oled.mjs) played on a device of the
 * model alone, passing on the right screen and failing on a wrong one.
 */
import { readFont } from '../font.mjs';
import { Ssd1306 } from '../src/ssd1306.js';
import { playScript } from './script.mjs';
import { capabilities } from './guards.mjs';

const INIT_COMMON = [0xae, 0xd5, 0x80, 0xa8, 0x3f, 0xd3, 0x00, 0x40];
const INIT_TAIL = [0xa1, 0xc8, 0xda, 0x12, 0x81, 0xcf, 0xd9, 0xf1, 0xdb, 0x40, 0xa4, 0xa6];
const FILLED = [0x1c, 0x3e, 0x3e, 0x3e, 0x1c];
const HOLLOW = [0x1c, 0x22, 0x22, 0x22, 0x1c];
const MARKER = [0x7f, 0x3e, 0x1c, 0x08, 0x00];

/* A driver of the contract's sequences on a model (o). */
class Writer {
  constructor(o) {
    this.o = o;
  }

  /* one transfer: the address acknowledged, then the bytes */
  xfer(...bytes) {
    this.o.begin(false);
    for (const b of bytes) this.o.write(b);
  }

  cmds(...c) {
    this.xfer(0x00, ...c);
  }

  /* page addressing: page, RAM column, then the data */
  at(page, col, bytes) {
    this.cmds(0xb0 | page, col & 15, 0x10 | (col >> 4));
    this.xfer(0x40, ...bytes);
  }

  init() {
    const o = this.o;
    this.cmds(...INIT_COMMON, ...(o.sh1106 ? [] : [0x8d, 0x14, 0x20, 0x02]), ...INIT_TAIL);
    for (let p = 0; p < 8; p++) this.at(p, o.offset, new Array(128).fill(0));
    this.cmds(0xaf);
  }

  /* text at cell (c, r) with the font, cell cur inverted (the cursor) */
  text(font, c, r, s, cur = -1) {
    const bytes = [];
    for (let i = 0; i < s.length; i++) {
      const g = s.charCodeAt(i) - font.first;
      const inv = c + i === cur ? 0xff : 0;
      for (let k = 0; k < font.width; k++) bytes.push(font.bytes[g * font.width + k] ^ inv);
      bytes.push(inv);
    }
    this.at(r, this.o.offset + 6 * c, bytes);
  }

  /* a pile: marked or not, kept filled stones then hollow ones */
  pile(page, marked, filled, hollow) {
    const bytes = [...(marked ? MARKER : [0, 0, 0, 0, 0]), 0, 0, 0];
    for (let k = 0; k < filled + hollow; k++) bytes.push(...(k < filled ? FILLED : HOLLOW), 0, 0);
    this.at(page, this.o.offset, bytes);
  }

  read(n) {
    this.o.begin(true);
    return Array.from({ length: n }, () => this.o.read());
  }
}

/* A device of the model alone, for the scenario commands' checks. */
function fakeDevice(o, rows = 4, cols = 21) {
  const def = { display: 'ssd1306', name: 'oled-units', ladder: null, fCpu: 16e6, mcu: 'atmega328p', baud: 115200,
    lcd: { transport: 'ssd1306', rows, cols, power: null }, limits: {}, maps: [] };
  return { def, lcd: o, expander: o, bus: {}, row: (i) => o.rowText(i), keys: { mv: 0 } };
}

/* Runs every check; log(line) hears ok/FAIL lines.  Returns counts. */
export function oledTests(root, log) {
  const r = { passed: 0, failed: 0 };
  const check = (what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} oled: ${what}${ok ? '' : `\n     ${why}`}`);
  };
  const font = readFont(root);
  const make = (chip = 'ssd1306') => {
    const o = new Ssd1306(0x3c, font, 21, 4, () => 0, chip);
    return { o, w: new Writer(o) };
  };

  /* the SSD1306: init, status reads, text, cursor, stones */
  let { o, w } = make();
  check('acknowledges 0x3C only', o.acks(0x3c) && !o.acks(0x3d) && !o.acks(0x27));
  check('power-on: dark, status 0x43 (bit 6: display off)', !o.lit && w.read(1)[0] === 0x43);
  w.init();
  check('the init sequence: lit, contrast 207, no fault', o.lit && o.contrast === 207 && o.faults === 0,
    `${o.lit} ${o.contrast} ${o.faultFirst}`);
  check('SSD1306: every read byte is the status, 0x03 with the display on', w.read(3).join() === '3,3,3');
  w.text(font, 0, 0, 'Nim 3 4 5');
  w.text(font, 3, 1, 'SG 2', 4);
  w.text(font, 19, 3, '~!');
  check('text drawn cell by cell reads back', o.rowText(0) === `Nim 3 4 5${' '.repeat(12)}`
    && o.rowText(1).trimEnd() === '   SG 2' && o.rowText(3).endsWith('~!'), `|${o.rowText(0)}|${o.rowText(1)}|`);
  check('an inverted cell is the cursor, at (4, 1)', o.cursor().x === 4 && o.cursor().y === 1 && o.cursorOn,
    JSON.stringify(o.cursor()));
  w.pile(4, true, 3, 2);
  w.pile(5, false, 2, 0);
  w.at(6, 7, new Array(40).fill(0x3c));
  const s4 = o.glass.stones(4);
  const s5 = o.glass.stones(5);
  const s6 = o.glass.stones(6);
  check('stones: page 4 marked, 3 filled, 2 hollow', s4.marked && s4.filled === 3 && s4.hollow === 2 && !s4.other,
    JSON.stringify(s4));
  check('stones: page 5 plain, 2 filled', !s5.marked && s5.filled === 2 && !s5.hollow && !s5.other, JSON.stringify(s5));
  check('stones: a bar is one "other" item', s6.other === 1 && !s6.filled, JSON.stringify(s6));
  check('the glass: page 7 dark, page 4 lit', o.glass.at(7, 50) === 0 && o.glass.at(4, 0) === 0x7f);
  /* the contract's two single-byte forms: 0x80 command, 0xC0 data */
  const glyphA = font.bytes.slice((0x41 - font.first) * font.width, (0x42 - font.first) * font.width);
  w.xfer(0x80, 0xb2, 0x80, 0x00, 0x80, 0x10, ...[...glyphA, 0].flatMap((b) => [0xc0, b]));
  check('control bytes 0x80 (one command) and 0xC0 (one data byte) draw "A" at (0, 2)', o.rowText(2).startsWith('A'),
    o.rowText(2));
  check('the status read with the display off is 0x43', (w.cmds(0xae), w.read(1)[0] === 0x43) && !o.lit);
  check('asleep: no text, 10 uA', (w.cmds(0x8d, 0x10), o.rowText(0).trim() === '' && o.currentUa === 10));
  w.cmds(0x8d, 0x14, 0xaf, 0x81, 0x40);
  check('woken: the text again, contrast 64, no fault', o.lit && o.contrast === 64 && o.rowText(0).startsWith('Nim')
    && o.faults === 0, o.faultFirst);
  const ua = o.currentUa;
  const lit = o.glass.litPixels();
  check('lit: the current is 3 mA and 10 uA a lit pixel at full contrast', lit > 100
    && Math.abs(ua - (3000 + (10 * lit * 64) / 255)) < 1e-6, `${ua} uA, ${lit} pixels`);

  /* the wrong screens a text check must not pass */
  ({ o, w } = make());
  w.init();
  w.text(font, 0, 0, 'Nim');
  w.at(0, 5, [0x01]);
  check('a cell whose 6th column is lit reads as no character', o.rowText(0)[0] === '\x7f' && o.rowText(0)[1] === 'i',
    JSON.stringify(o.rowText(0)));
  w.at(0, 6, [0x7f, 0x00, 0x7f, 0x00, 0x00]);
  check('a cell matching no glyph reads as no character', o.rowText(0)[1] === '\x7f');
  w.cmds(0xa0, 0xc0);
  check('without the remaps (0xA1, 0xC8) the picture is turned round: no text', o.rowText(0)[2] !== 'm');

  /* horizontal addressing wraps to the next page; no fault */
  ({ o, w } = make());
  w.init();
  w.cmds(0x20, 0x00, 0x21, 0, 127, 0x22, 0, 7);
  w.xfer(0x40, ...new Array(129).fill(0x08));
  check('horizontal mode: byte 129 lands on page 1, column 0, no fault',
    o.ram[1][0] === 0x08 && o.ram[1][1] === 0 && o.faults === 0, o.faultFirst);

  /* the SH1106: the offset, the chip told apart by its RAM read */
  ({ o, w } = make('sh1106'));
  w.init();
  check('SH1106: no charge pump needed, no fault', o.lit && o.faults === 0, o.faultFirst);
  w.at(7, 0, [0xa5, 0x5a]);
  w.cmds(0xb7, 0x00, 0x10);
  w.xfer(0x40);
  check('SH1106: a read gives a dummy byte, then the RAM (0xA5, 0x5A)', w.read(3).join() === '0,165,90');
  w.at(7, 0, [0, 0]);
  w.text(font, 0, 0, 'Nim 3 4 5');
  check('SH1106: text at RAM column 2 on is the glass\'s column 0', o.rowText(0).startsWith('Nim 3 4 5'), o.rowText(0));
  w.pile(4, true, 3, 2);
  check('SH1106: stones through the offset', o.glass.stones(4).filled === 3 && o.glass.stones(4).marked);
  w.at(1, 0, [...glyphA, 0]);
  check('SH1106: text drawn without the offset reads as no text', !o.rowText(1).startsWith('A'), o.rowText(1));
  w.at(0, 126, [1, 2, 3, 4, 5, 6]);
  check('SH1106: data up to RAM column 131 is no fault', o.faults === 0, o.faultFirst);
  w.at(0, 131, [1, 2]);
  check('SH1106 planted: data at column 132 faults', o.faults === 1
    && /data at column 132 of page 0: past the RAM's last column, 131/.test(o.faultFirst), o.faultFirst);

  /* the SSD1306's planted wrong sequences */
  ({ o, w } = make());
  w.init();
  w.at(0, 125, [1, 2, 3, 4]);
  check('planted: data at column 128 faults', /data at column 128 of page 0: past the RAM's last column, 127/
    .test(o.faultFirst), o.faultFirst);
  ({ o, w } = make());
  w.init();
  w.cmds(0xb8);
  check('planted: page 8 faults', /page 8 \(0xB8\): a page above 7/.test(o.faultFirst), o.faultFirst);
  ({ o, w } = make());
  w.init();
  w.cmds(0xae, 0x8d, 0x10, 0xaf);
  check('planted: display on with the pump off faults, and stays dark',
    /display on \(0xAF\) with the charge pump off/.test(o.faultFirst) && !o.lit, o.faultFirst);
  ({ o, w } = make());
  w.cmds(...INIT_COMMON, 0x8d, 0x14, ...INIT_TAIL, 0xaf);
  w.cmds(0x22, 0, 8);
  check('planted: a page window past 7 faults', /page window 0\.\.8/.test(o.faultFirst), o.faultFirst);

  /* the scenario commands, on a device of the model alone */
  ({ o, w } = make());
  w.init();
  w.text(font, 0, 0, 'Nim 3 4 5');
  w.pile(4, true, 3, 2);
  const dev = fakeDevice(o);
  const caps = capabilities({ ...dev.def, eepromBytes: 1024, powerOff: 0, sound: 0, limits: {
    'heap-max': 1, piles: 1, 'sub-amounts': 1, 'sub-table': 1, 'octal-table': 1, 'octal-digits': 1, 'graph-nodes': 1,
    'graph-edges': 1, terms: 1, 'grundy-max': 1, 'line-max': 1, play: 0, 'play-weigh': 0, puzzle: 0, console: 0,
    'console-maps': 0, picture: 0, diagrams: 0 } });
  const lines = [];
  const play = (text) => playScript(text, 'oled-units', () => dev, caps, 'oled-units', (l) => lines.push(l));
  const good = play(['requires oled=1', 'expect-lcd 0 Nim 3 4 5', 'expect-stones 4 3 2 marked', 'expect-stones 4 3 2',
    'expect-pixels-blank 7', 'expect-oled on contrast=207', '[oled=0] expect-oled off', 'expect-max-oled-ua 8000',
    'expect-board ........ ........', 'expect-bars 20 0 0', 'expect-band-row 31 none']
    .join('\n'));
  check('script: the right screen passes expect-lcd, -stones, -pixels-blank, -oled, -board, -bars, -band-row',
    good.passed === 9 && good.failed === 0, lines.join('\n'));
  lines.length = 0;
  const wrong = ['expect-stones 4 2 3 marked', 'expect-stones 4 3 2 plain', 'expect-pixels-blank 4',
    'expect-oled off', 'expect-oled on contrast=64', 'expect-lcd 0 Nim 3 4 6', 'expect-band-row 3 none',
    'expect-board .......o', 'expect-bars 2 1'];
  const bad = wrong.map((t) => play(t).failed);
  check('script: each wrong expectation fails', bad.every((n) => n === 1), `${bad.join()}\n${lines.join('\n')}`);
  check('script: expect-stones says what it found',
    lines.some((l) => l.includes('page 4 shows 3 filled, 2 hollow, 0 other, marked')), lines.join('\n'));
  check('script: expect-band-row says where the row is lit',
    lines.some((l) => /band row 3 is lit at 0-3,/.test(l)), lines.join('\n'));
  lines.length = 0;
  const fault = play('expect-oled on\noled chip ssd1306\nexpect-oled off');
  check('script: `oled chip` puts in a new module (dark)', fault.failed === 0 && fault.passed === 2, lines.join('\n'));
  w.cmds(0xb9);
  lines.length = 0;
  const faulted = play('expect-pixels-blank 0\nexpect-pixels-blank 1');
  check('script: a command fault fails the script once, naming it',
    faulted.failed === 1 && lines.some((l) => l.includes('page 9 (0xB9): a page above 7 (1 command faults in all)')),
    lines.join('\n'));
  lines.length = 0;
  const usage = play('expect-stones 8 1 1');
  check('script: a page above 7 in a check is a malformed line', usage.stopped
    && lines.some((l) => l.includes('usage: expect-stones 8 1 1')), lines.join('\n'));
  lines.length = 0;
  const i2c = play('lcd-i2c absent');
  check('script: lcd-i2c on the OLED stops the script, as in the simulator', i2c.stopped
    && lines.some((l) => l.includes("this board's LCD is not on I2C")), lines.join('\n'));
  const lcdDev = { ...fakeDevice(o), def: { ...dev.def, display: 'hd44780' } };
  const none = playScript('expect-oled on', 'oled-units', () => lcdDev, caps, 'x', (l) => lines.push(l));
  check('script: on a board without the OLED the commands stop the script', none.stopped && none.failed === 1);
  return r;
}
