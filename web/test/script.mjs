/*
 * script.mjs — plays one simulator scenario script (the language of
 * docs/simulator.md, written for host-tests/sim's simavr harness) on the
 * page's own device model (web/src/device.js over avr8js), so the page
 * is held to the same behaviour as the simulator, with the one meaning
 * both runners give the language:
 *
 *  - A line that asserts something (expect-*, expect-max-ms, ...) is one
 *    pass or one fail; an action (press, send, rule, eeprom-set, lcd-i2c,
 *    measure, ...) that asserts nothing is a note.  After each script the
 *    caller prints `N notes, S skipped`; the last count line of a run is
 *    `P passed, F failed`.
 *  - Anything that ends a script early (an unknown command, a malformed
 *    line: a bad number, an extra argument, an empty expect-lcd-has or
 *    expect-eeprom; a failed `rule`; a paste that never goes quiet within
 *    its bound) is one failure, `FAIL FILE:LINE reason`.
 *  - Numbers are decimal (`010` is ten) or hexadecimal after `0x`.
 *  - A line the page cannot play is skipped and listed (`skip FILE:LINE
 *    command`), and counted: a check of what the page does not model
 *    (the stack paint, the LCD's supply, power shares) is skipped alone; a command whose effect
 *    the rest depends on (a power cut or power-on, power-down) and a
 *    known disagreement with simavr (known.mjs) skip the rest of their
 *    section: up to the next `# ==` heading comment, or the end.
 *  - expect-no-busy checks the HD44780's timing at the simulator's
 *    oscillator (LCD_KHZ, 190 kHz as in `make check`), with its formula.
 *
 * Every command of sim/script_table.c that means something here is done
 * as the simulator does it (same hold and settle times, the same chatter
 * pattern, replies waited for up to 2 s, `rule NAME` by reading the LCD:
 * rule.mjs, the paste check: replies.mjs, the buzzer's tones:
 * script-sound.mjs, the I2C backpack: script-i2c.mjs, the OLED's pixels,
 * state and faults: script-oled.mjs, the checks of the
 * screen, EEPROM and timing, the reply's latency and the awake
 * stretches: script-checks.mjs); guards and `requires`
 * are read as sim/script.c reads them (guards.mjs).  An LCD write while
 * the controller was busy fails the script at the end unless
 * `expect-no-busy` said so already.
 */
import { conditionsHold } from './guards.mjs';
import { known } from './known.mjs';
import { CHECK_COMMANDS, checkCommand } from './script-checks.mjs';
import { fail } from './script-args.mjs';
import { I2C_COMMANDS, i2cCommand, setting as busSetting } from './script-i2c.mjs';
import { OLED_COMMANDS, oledCommand, oledFaults } from './script-oled.mjs';
import { KEY_COMMANDS, keyCommand } from './script-keys.mjs';
import { SOUND_COMMANDS, soundCommand } from './script-sound.mjs';

/* The HD44780's oscillator the timing check assumes (the simulator's
 * --lcd-khz in `make check`). */
export const LCD_KHZ = Number(process.env.LCD_KHZ || 190);

/* Checks of what the page does not model: the line alone is skipped. */
const SKIP_LINE = new Map([
  ['stack', 'the .hex has no symbol for the end of .bss (no stack paint)'],
  ['expect-max-stack', 'the .hex has no symbol for the end of .bss (no stack paint)'],
  ['expect-lcd-power', 'the page has no LCD supply switch (on: skipped alone; off: the section)'],
  ['expect-off-lost', 'the page has no power-down'],
  ['power-shares-begin', 'the page keeps no power shares'],
  ['power-shares', 'the page keeps no power shares'],
  ['screenshot', 'the page writes no PNG of the OLED (`make screenshots` takes the page itself)'],
  ['expect-picture', 'the page compares no PNG (the simulator compares the glass with docs/images)'],
]);
/* Commands the rest of a section depends on, which the page cannot do:
 * the rest of the section is skipped. */
const SKIP_SECTION = new Map([
  ['expect-power-down', 'the page has no power-down'],
  ['power-cut', 'the page cannot cut the power'],
  ['power-cut-at', 'the page cannot cut the power'],
  ['power-cut-write', 'the page cannot cut the power'],
  ['expect-power-cut', 'the page cannot cut the power'],
  ['power-on', 'the page cannot cut the power'],
  ['cut-sweep', 'the page cannot cut the power'],
  ['cut-sweep-end', 'the page cannot cut the power'],
]);
/* Arguments of the commands that take words (TEXT commands are not
 * here): [fewest, most]; more is a malformed line, as in sim/. */
const ARITY = {
  wait: [1, 1], press: [1, 2], hold: [2, 2], release: [0, 1], 'hold-keys': [2, 2], chatter: [2, 2],
  'key-down': [1, 2], 'press-mv': [1, 2], 'hold-mv': [2, 2], 'set-mv': [1, 2], rule: [1, 1],
  flow: [1, 2], 'replies-begin': [0, 0], 'replies-end': [1, 2], 'expect-no-busy': [0, 0],
  stack: [0, 0], 'expect-max-stack': [1, 1], reset: [0, 0], 'eeprom-set': [2, Infinity],
  'eeprom-fill': [1, 1], 'expect-eeprom': [2, Infinity], 'eeprom-keep': [1, 1], 'eeprom-restore': [1, 1],
  'eeprom-wear': [0, 0], 'eeprom-wear-clear': [0, 0], 'expect-max-eeprom-writes': [1, 1],
  'lcd-margin': [0, 0], 'expect-backlight': [1, 1], 'expect-sleep-share': [2, 2], 'awake-clear': [0, 0],
  'expect-max-awake': [1, 1], 'expect-lcd-power': [1, 1], 'expect-power-down': [2, 2],
  'lcd-snapshot': [0, 0], 'expect-lcd-snapshot': [0, 0], 'expect-off-lost': [1, 1],
  'power-shares-begin': [0, 0], 'torn-cell': [1, 2], 'power-cut': [0, 0], 'power-cut-at': [1, 1],
  'power-cut-write': [1, 2], 'expect-power-cut': [0, 1], 'power-on': [0, 0], 'cut-sweep-end': [0, 0],
  'expect-tone': [4, 4], 'expect-no-tone': [1, 1], 'expect-silent': [0, 0], tones: [0, 0],
  'tones-clear': [0, 0], 'lcd-i2c': [1, 2], 'expect-blinks': [2, 2], 'expect-max-ms': [2, 2],
  'expect-max-cycles': [2, 2], oled: [1, 2], 'expect-stones': [3, 5], 'expect-pixels-blank': [1, 1],
  'expect-oled': [1, 2], 'expect-max-oled-ua': [1, 1], screenshot: [1, Infinity],
  'expect-board': [1, 8], 'expect-bars': [2, Infinity], 'expect-band-row': [2, 2],
  turn: [1, 3], click: [0, 1], 'long-click': [0, 1],
};
const SECTION = /^#\s*==/;

/* Plays script text (from file, for messages) on a fresh device made by
 * makeDevice(), on the board named board with capabilities caps
 * (guards.mjs); log(line) gets ok/note/skip/FAIL lines.  Returns the
 * counts (passed, failed, notes, skipped, known), skips (the skipped
 * lines, `FILE:LINE command`), rest (a `requires` left the rest of the
 * script out) and stopped (it ended early). */
export function playScript(text, file, makeDevice, caps, board, log) {
  const r = {
    passed: 0, failed: 0, notes: 0, skipped: 0, known: 0, adapted: 0, skips: [], rest: false,
    stopped: false, file, line: 0, log, caps, board,
  };
  r.dev = makeDevice();
  r.dev.lcd.khz = LCD_KHZ;
  r.chatterSeed = 12345;
  r.answers = [];
  r.busyReported = false;
  r.ran = new Map();   /* command text -> when it last ran (a count) */
  r.count = 0;
  let skipping = null;   /* why the rest of this section is skipped */
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    r.line = i + 1;
    const raw = lines[i].replace(/\r$/, '').replaceAll('$BOARD', board);
    if (SECTION.test(raw.trim())) skipping = null;
    let code;
    const before = r.passed + r.failed + r.skipped;
    try {
      code = skipping ? skipLine(r, raw) : command(r, raw);
    } catch (e) {
      code = -1;
      fail(r, raw.trim(), e.message);
    }
    /* the OLED's command faults fail the script at the line that caused them */
    if (!skipping) oledFaults(r, raw.trim());
    if (typeof code === 'string') {
      skipping = code;   /* the rest of the section: this line is counted already */
      code = 0;
    } else if (code === 0 && r.passed + r.failed + r.skipped === before && isCommand(raw)) {
      r.notes++;
      r.log(`note ${file}:${r.line} ${raw.trim()}`);
    }
    if (code === 1) r.rest = true;
    if (code === -1) {
      r.stopped = true;
      r.log(`stop ${file}:${r.line}: the rest of the script is not run`);
    }
    if (code !== 0) break;
  }
  oledFaults(r, 'end of script');
  if (r.dev.lcd.busyErrors && !r.busyReported) {
    fail(r, 'end of script', `${r.dev.lcd.busyErrors} HD44780 writes while it was busy; the first at `
      + `${r.dev.lcd.firstViolation}`);
  }
  return r;
}

/* Is the line a command (not blank, not a comment, not `requires`)? */
function isCommand(raw) {
  const p = raw.trim();
  return p !== '' && p[0] !== '#' && !/^(\[[^\]]*\]\s*)?requires\b/.test(p);
}

/* A line skipped, counted and listed. */
function skipped(r, what, why = '') {
  r.skipped++;
  r.skips.push(`${r.file}:${r.line} ${what}`);
  r.log(`skip ${r.file}:${r.line} ${what}${why ? ` -- ${why}` : ''}`);
}

/* A line in a skipped section: counted when it would run here; a
 * `requires` is still read. */
function skipLine(r, raw) {
  const g = guard(r, raw);
  if (!g.holds || !g.rest || g.rest[0] === '#') return 0;
  if (/^requires\b/.test(g.rest)) return command(r, raw);
  skipped(r, g.rest);
  return 0;
}

/* A line's guard read: { holds, rest } (rest: the command). */
function guard(r, raw) {
  let p = raw.trim();
  if (p[0] !== '[') return { holds: true, rest: p };
  const close = p.indexOf(']');
  if (close < 0) throw new Error("no ']' after the guard");
  let g;
  try {
    g = conditionsHold(p.slice(1, close), r.caps);
  } catch (e) {
    throw new Error(`guard: ${e.message}`);
  }
  p = p.slice(close + 1).trim();
  return { holds: g.holds, rest: p };
}

/* 0: go on; 1: the rest is not for this board; -1: stop; a string: the
 * rest of the section is skipped, for that reason. */
function command(r, raw) {
  const g = guard(r, raw);
  const p = g.rest;
  if (!p || p[0] === '#' || !g.holds) return 0;
  const m = /^(\S+)\s*(.*)$/.exec(p);
  const cmd = m[1];
  const rest = m[2];
  const args = rest.split(/\s+/).filter(Boolean);
  const what = p;

  if (cmd === 'requires') {
    const req = conditionsHold(rest, r.caps);
    if (!req.holds) {
      r.log(`not here ${r.file}:${r.line} (needs ${req.why}): the rest of the script is for other boards`);
      return 1;
    }
    return 0;
  }
  if (cmd === 'repeat') {
    const rm = /^(\S+)\s+(.+)$/.exec(rest);
    const n = rm && /^(0[xX][0-9a-fA-F]+|[0-9]+)$/.test(rm[1]) ? Number(rm[1]) : 0;
    if (!n || rm[2].startsWith('repeat')) throw new Error('usage: repeat N CMD [; CMD]...');
    for (let round = 0; round < n; round++) {
      for (const part of rm[2].split(';')) {
        const code = command(r, part);
        if (code !== 0) return code;
      }
    }
    return 0;
  }
  const arity = ARITY[cmd];
  if (arity && (args.length < arity[0] || args.length > arity[1])) {
    throw new Error(`usage: ${cmd} takes ${arity[0] === arity[1] ? arity[0] : `${arity[0]} to ${arity[1]}`} `
      + `arguments, not ${args.length}`);
  }
  const k = known(r.file, p, r.caps, (t) => (r.ran.has(t) ? r.ran.get(t) : -1));
  r.ran.set(p, r.count++);
  if (k) {
    r.known++;
    const why = `known disagreement with simavr: ${k.why}`;
    skipped(r, what, why);
    if (k.stop) {
      r.log('     the rest of this section is skipped');
      return why;
    }
    return 0;
  }
  if (cmd === 'expect-lcd-power' && args[0] === 'off') {
    skipped(r, what, 'not modelled here: the page has no LCD supply switch; the rest of this section is skipped');
    return 'the LCD off';
  }
  if (SKIP_LINE.has(cmd)) {
    skipped(r, what, `not modelled here: ${SKIP_LINE.get(cmd)}`);
    return 0;
  }
  if (SKIP_SECTION.has(cmd)) {
    skipped(r, what, `not modelled here: ${SKIP_SECTION.get(cmd)}; the rest of this section is skipped`);
    return SKIP_SECTION.get(cmd);
  }
  if (KEY_COMMANDS.has(cmd)) return keyCommand(r, cmd, rest, args, what);
  if (SOUND_COMMANDS.has(cmd)) return soundCommand(r, cmd, args, what);
  if (I2C_COMMANDS.has(cmd)) return i2cCommand(r, cmd, args, what);
  if (OLED_COMMANDS.has(cmd)) return oledCommand(r, cmd, args, what, busSetting);
  if (CHECK_COMMANDS.has(cmd)) return checkCommand(r, cmd, rest, args, what);
  throw new Error(`unknown command "${cmd}"`);
}
