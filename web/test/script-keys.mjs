/*
 * script-keys.mjs — the scenario commands that press keys (press, hold,
 * hold-keys, chatter, key-down, the ladder's millivolt commands, and
 * `rule NAME`, which presses keys until the LCD shows the rule), and on
 * a board whose keys are a rotary encoder turn, click and long-click
 * (sim/script_encoder.c; the waveform: src/encoder.js), with the
 * simulator's own hold and settle times, chatter pattern and bounce.
 */
import { fail, failLcd, key, number, textArg, uint } from './script-args.mjs';
import { chooseRule } from './rule.mjs';
import { detentSteps } from '../src/encoder.js';

const PRESS_HOLD_MS = 100;
const PRESS_AFTER_MS = 50;
export const KEY_COMMANDS = new Set([
  'press', 'hold', 'hold-keys', 'chatter', 'key-down', 'press-mv', 'hold-mv', 'set-mv', 'rule',
  'turn', 'click', 'long-click',
]);
const LONG_CLICK_MS = 800;
const TURN_MS = 50;
const SCRIPT_MS_MAX = 86400000;

/* A number in [lo, hi], or the usage naming the range (sim's parse_range). */
function inRange(word, name, lo, hi, what) {
  const n = number(word);
  if (n === null || n < lo || n > hi) throw new Error(`usage: ${what} (${name}: ${lo} to ${hi})`);
  return n;
}

/* turn N [MS_PER_DETENT] [bounce] read: { n, ms, bounce }. */
function turnArgs(rest, what) {
  const m = /^([+-]?)(\S+)(?:\s+([0-9]\S*))?(?:\s+(\S+))?\s*$/.exec(rest.trim());
  if (!m || (m[4] !== undefined && m[4] !== 'bounce')) throw new Error(`usage: ${what} (turn N [MS_PER_DETENT] [bounce])`);
  return {
    n: inRange(m[2], 'N', 1, 100000, what) * (m[1] === '-' ? -1 : 1),
    ms: m[3] === undefined ? TURN_MS : inRange(m[3], 'MS_PER_DETENT', 1, 10000, what),
    bounce: m[4] !== undefined,
  };
}

/* The knob turned: the contacts' states, each held its cycles (the
 * chatter seed shared with `chatter`, as in sim/). */
function turnKnob(r, { n, ms, bounce }) {
  const holder = { seed: r.chatterSeed };
  for (const [closed, cycles] of detentSteps(n, ms, r.dev.fCpu, bounce ? holder : null)) {
    r.dev.keys.setContacts(closed);
    r.dev.runCycles(cycles);
  }
  r.chatterSeed = holder.seed;
}

/* A key bouncing for MS, then down (the simulator's pattern and seed). */
function runChatter(r, k, ms) {
  const dev = r.dev;
  const end = dev.cycles + Math.round((ms * dev.fCpu) / 1000);
  let on = true;
  while (dev.cycles < end) {
    if (on) dev.press(k);
    else dev.release();
    on = !on;
    r.chatterSeed = (Math.imul(r.chatterSeed, 1103515245) + 12345) >>> 0;
    const quarter = 4 + ((r.chatterSeed >>> 16) % 9);
    const step = Math.floor((quarter * dev.fCpu) / 4000);
    dev.runCycles(Math.min(step, end - dev.cycles));
  }
  dev.press(k);
}

/* A press held HOLD ms, then the settle time after the release. */
function pressKey(dev, k, hold = PRESS_HOLD_MS) {
  dev.press(k);
  dev.runMs(hold);
  dev.release();
  dev.runMs(PRESS_AFTER_MS);
}

/* The commands that press keys (0: go on; -1: stop). */
export function keyCommand(r, cmd, rest, args, what) {
  const dev = r.dev;
  switch (cmd) {
    case 'press':
      pressKey(dev, key(args[0], what), args[1] ? uint(args[1], what) : PRESS_HOLD_MS);
      break;
    case 'rule': {
      const name = textArg(rest);
      if (!name || name.includes(' ')) throw new Error('usage: rule NAME');
      const why = chooseRule(dev, name, (k) => pressKey(dev, k));
      if (why) {
        failLcd(r, what, why);
        return -1;
      }
      break;   /* an action: a note */
    }
    case 'hold':
      dev.press(key(args[0], what));
      dev.runMs(uint(args[1], what));
      dev.release();
      break;
    case 'hold-keys':
      dev.press(...(args[0] || '').split('+').map((k) => key(k, what)));
      dev.runMs(uint(args[1], what));
      dev.release();
      break;
    case 'chatter':
      runChatter(r, key(args[0], what), uint(args[1], what));
      break;
    case 'key-down':
      dev.press(key(args[0], what));
      dev.runMs(args[1] ? uint(args[1], what) : 0);
      break;
    case 'press-mv':
    case 'hold-mv':
    case 'set-mv': {
      if (!dev.def.ladder) {
        fail(r, what, `${dev.def.name} has no key ladder (guard the line)`);
        return -1;
      }
      dev.keys.setMv(uint(args[0], what));
      const ms = cmd === 'press-mv' ? (args[1] ? uint(args[1], what) : PRESS_HOLD_MS)
        : cmd === 'hold-mv' ? uint(args[1], what) : args[1] ? uint(args[1], what) : 0;
      dev.runMs(ms);
      if (cmd !== 'set-mv') dev.release();
      if (cmd === 'press-mv') dev.runMs(PRESS_AFTER_MS);
      break;
    }
    case 'turn':
    case 'click':
    case 'long-click': {
      if (cmd !== 'turn' && args.length > 1) throw new Error(`usage: ${what} (${cmd} [MS])`);
      const turn = cmd === 'turn' ? turnArgs(rest, what) : null;
      const ms = turn ? 0 : args.length ? inRange(args[0], 'MS', 0, SCRIPT_MS_MAX, what)
        : cmd === 'click' ? PRESS_HOLD_MS : LONG_CLICK_MS;
      if (!dev.def.encoder) {
        fail(r, what, 'this board has no rotary encoder (guard the line with [keys=encoder])');
        return -1;
      }
      if (turn) turnKnob(r, turn);
      else pressKey(dev, 'select', ms);
      break;
    }
    default:
      break;
  }
  return 0;
}
