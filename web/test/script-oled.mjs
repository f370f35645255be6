/*
 * script-oled.mjs — the scenario commands for a board with a 128x64 OLED
 * (`oled=1`), played on the page's device (script.mjs hands them here) as
 * the simulator plays them (sim/script_oled.c):
 *
 *  - `oled SETTING [ARG]`: the module (`address N`, `absent`, `present`,
 *    `chip ssd1306|sh1106`: another module, as at its power-on) and the
 *    bus's faults as `lcd-i2c` has them (script-i2c.mjs);
 *  - `expect-stones PAGE FILLED HOLLOW [marked|plain] [other=N]`: the page's
 *    stones read from the pixels (web/src/oled-glass.js), N other items
 *    (0 unless said) from x 7 on; fails with what it found;
 *  - `expect-pixels-blank PAGE`: every column of the page dark;
 *  - `expect-board ROW...`, `expect-bars N H...`, `expect-band-row Y RUNS`:
 *    the band's diagrams (a map's board, the SG plot's bars, a row of
 *    dots) read from the pixels as sim/script_band.c reads them;
 *  - `expect-oled on|off [contrast=N]`: lit (display on and, on an
 *    SSD1306, its pump on) or dark, and the contrast;
 *  - `expect-max-oled-ua UA`: the module's current by the simulator's
 *    model (web/src/ssd1306.js).
 * On a board without the OLED each of them stops the script; the pixels'
 * checks read an ST7920's glass too (st7920.js).  The
 * controller's command faults (a page above 7, data past the RAM, display
 * on with the pump off) fail the script at the line that caused them
 * (oledFaults, after every command, and at the end), the first named,
 * once.
 */
import { failLcd, fail, number, pass, uint } from './script-args.mjs';
import { displayOf } from '../src/displays.js';

export const OLED_COMMANDS = new Set(['oled', 'expect-stones', 'expect-pixels-blank', 'expect-oled',
  'expect-max-oled-ua', 'expect-board', 'expect-bars', 'expect-band-row']);
/* the band's first glass page, the board's first column, a plot heap's columns */
const BAND_PAGE = 4;
const BOARD_X = 48;
const HEAP_PITCH = 3;

/* Band dot (x, y), y 0..31. */
const bandDot = (oled, x, y) => (oled.glass.at(BAND_PAGE + (y >> 3), x) >> (y & 7)) & 1;

/* A board's square (file, top row 0) as a character: o r x . or ?. */
function square(oled, file, top) {
  let bits = 0;
  for (let c = 0; c < 3; c++) {
    for (let k = 0; k < 3; k++) bits |= bandDot(oled, BOARD_X + 4 * file + c, 4 * top + k) << (c * 3 + k);
  }
  return { 0x1ff: 'o', 0x1ef: 'r', 0x155: 'x', 0: '.', 0x010: '.' }[bits] || '?';
}

/* A plot's bar at column x: the lit run from band row 30 up. */
function bar(oled, x) {
  let n = 0;
  for (let y = 30; y >= 0 && bandDot(oled, x, y); y--) n++;
  return n;
}

/* Band row y's lit runs, as `0-2,9` (or `none`). */
function rowRuns(oled, y) {
  const runs = [];
  for (let x = 0; x < 128; x++) {
    if (!bandDot(oled, x, y) || (x > 0 && bandDot(oled, x - 1, y))) continue;
    let e = x;
    while (e + 1 < 128 && bandDot(oled, e + 1, y)) e++;
    runs.push(e > x ? `${x}-${e}` : `${x}`);
  }
  return runs.length ? runs.join(',') : 'none';
}

/* RUNS (`0-2,9` or `none`) as the set of columns, or null when malformed. */
function parseRuns(text) {
  const lit = new Set();
  if (text === 'none') return lit;
  for (const part of text.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return null;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (a > b || b > 127) return null;
    for (let x = a; x <= b; x++) lit.add(x);
  }
  return lit;
}
const NO_OLED = 'this board has no OLED (guard the line with [oled=1])';

/* A page number 0..7, or the usage. */
function page(word, what) {
  const n = number(word);
  if (n === null || n > 7) throw new Error(`usage: ${what}`);
  return n;
}

/* Runs one of OLED_COMMANDS; 0 to go on, -1 to stop the script. */
export function oledCommand(r, cmd, args, what, busSetting) {
  const dev = r.dev;
  /* the module's own commands need the OLED; the pixels' any 128x64
   * display (the ST7920's too, as sim/script_band.c reads it) */
  const moduleOnly = ['oled', 'expect-oled', 'expect-max-oled-ua'].includes(cmd);
  if (moduleOnly ? dev.def.display !== 'ssd1306' : !displayOf(dev.def).pixels) {
    fail(r, what, NO_OLED);
    return -1;
  }
  const oled = dev.lcd;
  switch (cmd) {
    case 'oled': {
      if (!args.length || args.length > 2) throw new Error('usage: oled SETTING [ARG]');
      let err = '';
      if (args[0] === 'chip') {
        if (!oled.setChip(args[1] || '')) err = 'chip: ssd1306 or sh1106';
      } else if (args[0] === 'wiring') err = "unknown setting 'wiring'";
      else if (dev.onSpi) {
        /* on SPI: there or not (taken out or put in: dark, as at its
         * power-on), as sim/oled.c */
        if (args[0] === 'absent' || args[0] === 'present') {
          oled.present = args[0] === 'present';
          oled.chipReset();
        } else err = `unknown setting '${args[0]}' (on SPI: chip, absent, present)`;
      } else err = busSetting(dev, args[0], args[1], true);
      if (err) {
        fail(r, what, err);
        return -1;
      }
      return 0;
    }
    case 'expect-stones': {
      /* PAGE FILLED HOLLOW [marked|plain] [other=N] */
      const opt = args.slice(3);
      const mark = opt[0] && !opt[0].startsWith('other=') ? opt.shift() : null;
      const otherWord = opt.shift();
      if (args.length < 3 || opt.length || (mark && !['marked', 'plain'].includes(mark))
          || (otherWord !== undefined && !/^other=\d+$/.test(otherWord))) {
        throw new Error(`usage: ${what}`);
      }
      const other = otherWord === undefined ? 0 : Number(otherWord.slice(6));
      const p = page(args[0], what);
      const filled = uint(args[1], what);
      const hollow = uint(args[2], what);
      const s = oled.glass.stones(p);
      if (s.filled !== filled || s.hollow !== hollow || s.other !== other
          || (mark && s.marked !== (mark === 'marked'))) {
        failLcd(r, what, `page ${p} shows ${s.filled} filled, ${s.hollow} hollow, ${s.other} other, `
          + `${s.marked ? 'marked' : 'plain'}`);
      } else pass(r, what);
      return 0;
    }
    case 'expect-pixels-blank': {
      if (args.length !== 1) throw new Error(`usage: ${what}`);
      const p = page(args[0], what);
      for (let x = 0; x < 128; x++) {
        const v = oled.glass.at(p, x);
        if (v) {
          failLcd(r, what, `page ${p}: column ${x} is 0x${v.toString(16).toUpperCase().padStart(2, '0')}`);
          return 0;
        }
      }
      pass(r, what);
      return 0;
    }
    case 'expect-board': {
      const width = args[0] ? args[0].length : 0;
      if (!args.length || args.length > 8 || args.some((w) => w.length !== width || width > 8
        || !/^[.orx]+$/.test(w))) throw new Error(`usage: ${what}`);
      const seen = args.map((_, t) => Array.from({ length: width }, (__, f) => square(oled, f, t)).join(''));
      if (seen.join(' ') !== args.join(' ')) failLcd(r, what, `the board shows ${seen.join(' ')}`);
      else pass(r, what);
      return 0;
    }
    case 'expect-bars': {
      const first = args.length >= 2 ? uint(args[0], what) : null;
      if (first === null || first + args.length - 1 > Math.floor(128 / HEAP_PITCH)) {
        throw new Error(`usage: ${what}`);
      }
      const want = args.slice(1).map((w) => uint(w, what));
      const seen = want.map((_, i) => bar(oled, (first + i) * HEAP_PITCH));
      if (seen.join(' ') !== want.join(' ')) failLcd(r, what, `the bars from heap ${first} are ${seen.join(' ')}`);
      else pass(r, what);
      return 0;
    }
    case 'expect-band-row': {
      const y = args.length === 2 ? uint(args[0], what) : null;
      const lit = args.length === 2 ? parseRuns(args[1]) : null;
      if (y === null || y > 31 || !lit) throw new Error(`usage: ${what}`);
      let same = true;
      for (let x = 0; x < 128; x++) if (!!bandDot(oled, x, y) !== lit.has(x)) same = false;
      if (!same) failLcd(r, what, `band row ${y} is lit at ${rowRuns(oled, y)}`);
      else pass(r, what);
      return 0;
    }
    case 'expect-oled': {
      const opt = args[1] ? /^contrast=(.+)$/.exec(args[1]) : null;
      const contrast = opt ? number(opt[1]) : null;
      if (args.length < 1 || args.length > 2 || !['on', 'off'].includes(args[0])
        || (args[1] && (contrast === null || contrast > 255))) {
        throw new Error(`usage: ${what}`);
      }
      if (oled.lit !== (args[0] === 'on')) {
        fail(r, what, `the OLED is ${oled.lit ? 'on' : 'off'} (display ${oled.displayOnFlag
          ? 'on, its charge pump off' : 'off'})`);
      } else if (args[1] && oled.contrast !== contrast) fail(r, what, `the contrast is ${oled.contrast}`);
      else pass(r, what);
      return 0;
    }
    default: {   /* expect-max-oled-ua UA */
      if (args.length !== 1) throw new Error(`usage: ${what}`);
      const ua = uint(args[0], what);
      const now = oled.currentUa;
      if (now > ua) fail(r, what, `the OLED draws ${now.toFixed(0)} uA`);
      else pass(r, `${what} (${now.toFixed(1)} uA)`);
      return 0;
    }
  }
}

/* The OLED's command faults, once a script: a failure naming the first,
 * at the line that was running (what). */
export function oledFaults(r, what) {
  const oled = r.dev && displayOf(r.dev.def).pixels ? r.dev.lcd : null;
  if (!oled || !oled.faults || r.oledReported) return;
  r.oledReported = true;
  failLcd(r, what, `${oled.faultFirst} (${oled.faults} command faults in all)`);
}
