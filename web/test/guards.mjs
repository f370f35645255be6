/*
 * guards.mjs — which scenario lines run on which board, read exactly as
 * the simulator reads them (sim/caps.c, sim/script.c).  A line may start
 * with a guard, `[COND COND...] COMMAND`, and `requires COND...` skips the
 * rest of a script where a condition fails.  A condition is a capability,
 * an operator and a value, with no blanks: `=` and `!=` for any kind,
 * `<` `<=` `>` `>=` for numbers (a number may carry Hz, kHz or MHz:
 * `clock=8MHz`), `~` and `!~` for "the list holds" (`maps~large`).  Every
 * condition of a guard must hold.  An unknown capability, a wrong
 * operator for its kind or a missing value is an error, never false.
 *
 * The capabilities are the simulator's, with its values, taken from the
 * board's generated definition (web/board-def.in): keys and eeprom and
 * baud from board.h, clock and mcu from board.mk (the simulator reads
 * them from the ELF's .mmcu section, which the same board.mk fills), the
 * engine's limits from BOARD_LIMITS with the firmware's defaults
 * (web/limits.in), maps from MAPS in menu order; power-cuts is 0 (the
 * simulator's 1) and settings-slots 0 (read from the EEPROM there).
 */
import { displayOf } from '../src/displays.js';

const NUMBER = 'number';
const WORD = 'word';
const LIST = 'list';

/* name -> { kind, value } for a board's generated definition; the order
 * is sim/caps.c's. */
export function capabilities(def) {
  const num = (value) => ({ kind: NUMBER, value: BigInt(value) });
  const caps = {
    keys: { kind: WORD, value: def.ladder ? 'ladder' : def.encoder ? 'encoder' : 'buttons' },
    clock: num(def.fCpu),
    mcu: { kind: WORD, value: def.mcu },
    baud: num(def.baud),
  };
  for (const name of ['heap-max', 'piles', 'sub-amounts', 'sub-table', 'octal-table', 'octal-digits',
    'graph-nodes', 'graph-edges', 'terms', 'grundy-max', 'line-max', 'play', 'play-weigh', 'puzzle']) {
    if (!(name in def.limits)) throw new Error(`${def.name}: no limit '${name}' in the definition`);
    caps[name] = num(def.limits[name]);
  }
  caps.lcd = { kind: WORD, value: displayOf(def).word(def) };
  /* 1: the display is a 128x64 OLED (its pixels: expect-stones...) */
  caps.oled = num(displayOf(def).pixels ? 1 : 0);
  /* 1: the display is 128x64 pixels (the OLED's or the ST7920's) */
  caps.pixels = num(displayOf(def).pixels ? 1 : 0);
  /* the pins board.h sets at reset (a RAMPS' heaters low): the page does
   * not check them (expect-safe-pins is the simulator's) */
  caps['safe-pins'] = num(0);
  /* an active buzzer's beeps (expect-beep): the page hears none */
  caps.beeper = num(0);
  caps['lcd-rows'] = num(def.lcd.rows);
  caps['lcd-cols'] = num(def.lcd.cols);
  /* a switched LCD supply that the build switches off (auto power-off) */
  caps['lcd-power'] = num(def.lcd && def.lcd.power && def.powerOff ? 1 : 0);
  caps.eeprom = num(def.eepromBytes);
  /* the page's emulator cannot pull the plug (the simulator's power-cut
   * commands): scripts that need it say `requires power-cuts=1` first */
  caps['power-cuts'] = num(0);
  caps['settings-slots'] = num(0);
  caps.console = num(def.limits.console);
  caps['console-maps'] = num(def.limits['console-maps']);
  /* misere:RULE from tables in flash (board.mk MISERE_TABLES) */
  caps['misere-flash'] = num(def.limits['misere-flash'] ?? 0);
  caps.picture = num(def.limits.picture);
  caps.diagrams = num(def.limits.diagrams);
  caps.sound = num(def.sound ? 1 : 0);
  caps.maps = { kind: LIST, value: def.maps.join(' ') };
  return caps;
}

/* A capability's value as text, as `nimbox-sim --caps` prints it. */
export function capText(caps, name) {
  const c = caps[name];
  if (c.kind !== NUMBER) return c.value;
  if (name === 'clock' && c.value % 1000000n === 0n) return `${c.value / 1000000n}MHz`;
  return String(c.value);
}

/* A number with an optional Hz/kHz/MHz unit ("8MHz"), or null. */
function quantity(s) {
  const m = /^(\d+)(MHz|kHz|Hz)?$/.exec(s);
  if (!m) return null;
  const n = BigInt(m[1]);
  return m[2] === 'MHz' ? n * 1000000n : m[2] === 'kHz' ? n * 1000n : n;
}

/* Whether the blank- or comma-separated list holds word. */
function listHolds(list, word) {
  return list.split(/[ \t,]+/).filter(Boolean).includes(word);
}

const OPS = ['!=', '>=', '<=', '!~', '=', '>', '<', '~'];

/* One condition: { holds, why } ; throws when it cannot be read. */
function evalOne(caps, cond) {
  const name = /^[a-z0-9-]*/.exec(cond)[0];
  if (!name || !Object.hasOwn(caps, name)) {
    throw new Error(`unknown capability in "${cond}" (\`nimbox-sim --caps\` lists them)`);
  }
  const c = caps[name];
  const after = cond.slice(name.length);
  const op = OPS.find((o) => after.startsWith(o));
  const want = op ? after.slice(op.length) : '';
  const listOp = !!op && op.includes('~');
  const orderOp = !!op && (op[0] === '<' || op[0] === '>');
  const w = c.kind === NUMBER ? quantity(want) : null;
  if (!op || !want || listOp !== (c.kind === LIST) || (c.kind === NUMBER && w === null)
    || (orderOp && c.kind !== NUMBER)) {
    const how = c.kind === LIST ? '~ or !~ a name' : c.kind === NUMBER ? '= != < <= > >= a number'
      : '= or != a word';
    throw new Error(`cannot read "${cond}" (${name}: ${how})`);
  }
  let holds;
  if (listOp) holds = listHolds(c.value, want) === (op === '~');
  else if (c.kind === NUMBER) {
    const v = c.value;
    holds = op === '=' ? v === w : op === '!=' ? v !== w : op === '<' ? v < w
      : op === '<=' ? v <= w : op === '>' ? v > w : v >= w;
  } else holds = (capText(caps, name) === want) === (op === '=');
  return { holds, why: holds ? '' : `${cond}: here ${name}=${capText(caps, name)}` };
}

/* Whether every blank-separated condition holds: { holds, why } (why
 * names the first that fails); throws on one it cannot read. */
export function conditionsHold(conds, caps) {
  for (const cond of conds.split(/[ \t]+/).filter(Boolean)) {
    const r = evalOne(caps, cond);
    if (!r.holds) return r;
  }
  return { holds: true, why: '' };
}
