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
 *  - `expect-oled on|off [contrast=N]`: lit (display on and, on an
 *    SSD1306, its pump on) or dark, and the contrast;
 *  - `expect-max-oled-ua UA`: the module's current by the simulator's
 *    model (web/src/ssd1306.js).
 * On a board without the OLED each of them stops the script.  The
 * controller's command faults (a page above 7, data past the RAM, display
 * on with the pump off) fail the script at the line that caused them
 * (oledFaults, after every command, and at the end), the first named,
 * once.
 */
import { failLcd, fail, number, pass, uint } from './script-args.mjs';

export const OLED_COMMANDS = new Set(['oled', 'expect-stones', 'expect-pixels-blank', 'expect-oled',
  'expect-max-oled-ua']);
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
  if (dev.def.display !== 'ssd1306') {
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
      else err = busSetting(dev, args[0], args[1], true);
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
  const oled = r.dev && r.dev.def.display === 'ssd1306' ? r.dev.lcd : null;
  if (!oled || !oled.faults || r.oledReported) return;
  r.oledReported = true;
  failLcd(r, what, `${oled.faultFirst} (${oled.faults} command faults in all)`);
}
