/*
 * script.mjs — plays one simulator scenario script (the language of
 * docs/simulator.md, written for host-tests/sim's simavr harness) on the
 * page's own device model (web/src/device.js over avr8js), so the page
 * is held to the same behaviour as the simulator.
 *
 * Every command of sim/script_table.c that means something here is done
 * as the simulator does it (same hold and settle times, the same chatter
 * pattern, replies waited for up to 2 s, `rule NAME` by reading the LCD:
 * rule.mjs, the paste check: replies.mjs, the buzzer's tones:
 * script-sound.mjs, the I2C backpack's settings and faults:
 * script-i2c.mjs); guards and `requires` are read
 * as sim/script.c reads them (guards.mjs).  A few commands measure what
 * only the simavr harness can: cycle-exact activity pulses and reply
 * latencies (measure, measure-reply, expect-max-ms, expect-max-cycles),
 * awake stretches (awake-clear, expect-max-awake)
 * and the stack paint (stack, expect-max-stack; the .hex has no symbol
 * for the end of .bss).  Those print "skipped: not supported here" and
 * are counted as skipped.  The page models no LCD supply switch and no
 * power-down (a board with auto power-off: docs/power.md), so the first
 * command that checks them cuts the script short, counted as skipped
 * (POWER); so does the first power cut (CUTS: the page cannot pull the
 * plug).  As in the simulator, an unreadable line, an
 * unknown command or a failed `rule` stops the script, and an LCD write
 * while the controller was busy fails it at the end unless
 * `expect-no-busy` said so already.
 */
import { conditionsHold } from './guards.mjs';
import { adcExpectation, known } from './known.mjs';
import { ANSWERS_MAX, answerLines, checkReplies, runUntilQuiet } from './replies.mjs';
import { fail, failLcd, pass, textArg, uint, unescape } from './script-args.mjs';
import { I2C_COMMANDS, i2cCommand } from './script-i2c.mjs';
import { KEY_COMMANDS, keyCommand } from './script-keys.mjs';
import { SOUND_COMMANDS, soundCommand } from './script-sound.mjs';

const REPLY_WAIT_MS = 2000;
const WEAR_TOP = 5;
/* Commands about the LCD's supply and power-down: not modelled here. */
const POWER = new Set([
  'expect-lcd-power', 'expect-power-down', 'power-shares-begin', 'power-shares', 'lcd-snapshot',
  'expect-lcd-snapshot', 'expect-off-lost',
]);
/* Power cuts and power-on (sim/script_cut.c): not modelled here. */
const CUTS = new Set([
  'torn-cell', 'power-cut', 'power-cut-at', 'power-cut-write', 'expect-power-cut', 'power-on',
  'eeprom-keep', 'eeprom-restore', 'expect-lcd-one-of', 'cut-sweep', 'cut-sweep-end',
]);
const UNSUPPORTED = new Set([
  'measure', 'measure-reply', 'expect-max-ms', 'expect-max-cycles', 'stack', 'expect-max-stack',
  'awake-clear', 'expect-max-awake',
]);

/* Plays script text (from file, for messages) on a fresh device made by
 * makeDevice(), on the board named board with capabilities caps
 * (guards.mjs); log(line) gets ok/FAIL/skip lines.  Returns counts; rest
 * is true when a `requires` left the rest of the script out. */
export function playScript(text, file, makeDevice, caps, board, log) {
  const r = {
    passed: 0, failed: 0, skipped: 0, known: 0, adapted: 0, rest: false, file, line: 0, log, caps, board,
  };
  r.dev = makeDevice();
  r.chatterSeed = 12345;
  r.answers = [];
  r.busyReported = false;
  r.ran = new Map();   /* command text -> when it last ran (a count) */
  r.count = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    r.line = i + 1;
    let code;
    try {
      code = command(r, lines[i].replace(/\r$/, '').replaceAll('$BOARD', board));
    } catch (e) {
      fail(r, lines[i].trim(), e.message);
      code = -1;
    }
    if (code === 1) r.rest = true;
    if (code !== 0) break;
  }
  if (r.dev.lcd.busyErrors && !r.busyReported) {
    fail(r, 'end of script', `${r.dev.lcd.busyErrors} HD44780 writes while it was busy`);
  }
  return r;
}

/* 0: go on; 1: the rest is not for this board; -1: stop. */
function command(r, raw) {
  let p = raw.trim();
  if (!p || p[0] === '#') return 0;
  if (p[0] === '[') {
    const close = p.indexOf(']');
    if (close < 0) throw new Error("no ']' after the guard");
    let g;
    try {
      g = conditionsHold(p.slice(1, close), r.caps);
    } catch (e) {
      throw new Error(`guard: ${e.message}`);
    }
    p = p.slice(close + 1).trim();
    if (!g.holds) return 0;
  }
  const m = /^(\S+)\s*(.*)$/.exec(p);
  if (!m) throw new Error('unknown command ""');
  const cmd = m[1];
  const rest = m[2];
  const args = rest.split(/\s+/).filter(Boolean);
  const what = p;

  if (cmd === 'requires') {
    const g = conditionsHold(rest, r.caps);
    if (!g.holds) {
      r.log(`skip ${r.file}:${r.line} (needs ${g.why})`);
      return 1;
    }
    return 0;
  }
  if (cmd === 'repeat') {
    const rm = /^(\d+)\s+(.+)$/.exec(rest);
    if (!rm || Number(rm[1]) === 0 || rm[2].startsWith('repeat')) throw new Error('usage: repeat N CMD [; CMD]...');
    for (let round = 0; round < Number(rm[1]); round++) {
      for (const part of rm[2].split(';')) {
        const code = command(r, part);
        if (code !== 0) return code;
      }
    }
    return 0;
  }
  const k = known(r.file, p, r.caps, (t) => (r.ran.has(t) ? r.ran.get(t) : -1));
  r.ran.set(p, r.count++);
  if (k) {
    r.known++;
    r.log(`skip ${r.file}:${r.line} ${what} -- known disagreement with simavr: ${k.why}`);
    return k.stop ? -1 : 0;
  }
  if (KEY_COMMANDS.has(cmd)) return keyCommand(r, cmd, rest, args, what);
  if (SOUND_COMMANDS.has(cmd)) return soundCommand(r, cmd, args, what);
  if (I2C_COMMANDS.has(cmd)) return i2cCommand(r, cmd, args, what);
  if (POWER.has(cmd)) {
    r.skipped++;
    r.log(`skip ${r.file}:${r.line} ${what} -- not modelled here: the page has no LCD supply switch or `
      + 'power-down (docs/web.md); the rest of the script is not run');
    return 1;
  }
  if (CUTS.has(cmd)) {
    r.skipped++;
    r.log(`skip ${r.file}:${r.line} ${what} -- not modelled here: the page cannot cut the power; `
      + 'the rest of the script is not run');
    return 1;
  }
  if (UNSUPPORTED.has(cmd)) {
    r.skipped++;
    r.log(`skip ${r.file}:${r.line} ${what} -- skipped: not supported here`);
    return 0;
  }
  return otherCommand(r, cmd, rest, args, what);
}

function otherCommand(r, cmd, rest, args, what) {
  const dev = r.dev;
  switch (cmd) {
    case 'wait':
      dev.runMs(uint(args[0], 'wait MS'));
      break;
    case 'release':
      dev.release();
      dev.runMs(args[0] ? uint(args[0], what) : 0);
      break;
    case 'send':
      dev.send(`${rest.trimStart().replace(/[\r\n]+$/, '')}\n`);
      break;
    case 'send-bytes':
      dev.send(unescape(rest.trimStart()));
      break;
    case 'flow':
      if (args[0] === 'xonxoff' && args.length === 2) dev.serial.setFlow(true, uint(args[1], what));
      else if (args[0] === 'off' && args.length === 1) dev.serial.setFlow(false);
      else throw new Error('usage: flow xonxoff SKID | flow off');
      break;
    case 'expect-lcd':
    case 'expect-lcd-has': {
      const rm = /^(\d+)(?:\s+(.*))?$/.exec(rest.trim());
      if (!rm || Number(rm[1]) >= dev.def.lcd.rows) throw new Error('bad row');
      let want = textArg(rm[2] || '');
      let note = '';
      const adc = dev.def.ladder && adcExpectation(want, dev.keys.mv, dev.def.vccMv);
      if (adc) {
        want = adc.text;
        note = ` (${adc.note})`;
        r.adapted++;
      }
      const got = dev.row(Number(rm[1])).replace(/\s+$/, '');
      const ok = cmd === 'expect-lcd' ? got === want : got.includes(want);
      if (ok) pass(r, what + note);
      else failLcd(r, what, `row ${rm[1]} is "${got}"`);
      break;
    }
    case 'expect-reply':
    case 'expect-reply-prefix': {
      const want = textArg(rest);
      if (!dev.runUntilLine(REPLY_WAIT_MS)) {
        fail(r, what, `no console line within ${REPLY_WAIT_MS} ms (${dev.serial.pending()} bytes still to send)`);
        break;
      }
      const got = dev.nextLine().replace(/\s+$/, '');
      const ok = cmd === 'expect-reply' ? got === want : got.startsWith(want);
      if (ok) pass(r, what);
      else fail(r, what, `got "${got}"`);
      break;
    }
    case 'expect-no-busy':
      if (dev.lcd.busyErrors === 0) pass(r, what);
      else {
        r.busyReported = true;
        fail(r, what, `${dev.lcd.busyErrors} HD44780 writes while it was busy`);
      }
      break;
    case 'replies-begin':
      r.answers = [];
      break;
    case 'expect-answer':
      if (r.answers.length >= ANSWERS_MAX) {
        fail(r, what, 'too many answers in one block');
        return -1;
      }
      r.answers.push(answerLines(textArg(rest)));
      break;
    case 'replies-end':
      repliesEnd(r, what, args);
      break;
    case 'reset':
      dev.reset();
      break;
    case 'eeprom-set':
    case 'eeprom-fill': {
      const nums = args.map((a) => Number(a));
      if (nums.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`usage: ${cmd}`);
      if (cmd === 'eeprom-fill') {
        if (nums.length !== 1 || nums[0] > 255) throw new Error('usage: eeprom-fill BYTE');
        dev.eeprom.fill(nums[0]);
      } else {
        const [addr, ...bytes] = nums;
        if (!bytes.length || bytes.some((b) => b > 255)) throw new Error('usage: eeprom-set ADDR BYTE...');
        if (addr + bytes.length > dev.eeprom.length) {
          fail(r, what, `outside the EEPROM (${dev.eeprom.length} bytes)`);
          break;
        }
        dev.eeprom.set(bytes, addr);
      }
      pass(r, what);
      break;
    }
    case 'expect-eeprom': {
      const [addr, ...bytes] = args.map((a) => Number(a));
      const bad = bytes.findIndex((b, i) => dev.eeprom[addr + i] !== b);
      if (bad < 0) pass(r, what);
      else fail(r, what, `byte ${addr + bad} is 0x${(dev.eeprom[addr + bad] ?? 0).toString(16).padStart(2, '0')}`);
      break;
    }
    case 'eeprom-wear': {
      const hours = (dev.cycles - dev.wearSince) / dev.fCpu / 3600;
      const cells = [...dev.wear.keys()].filter((a) => dev.wear[a]).sort((a, b) => dev.wear[b] - dev.wear[a] || a - b)
        .slice(0, WEAR_TOP);
      r.log(`     eeprom wear: ${dev.wearTotal} writes in ${(hours * 60).toFixed(1)} simulated minutes`
        + (cells.length ? cells.map((a, i) => `${i ? ';' : '; hottest'} cell ${a}: ${dev.wear[a]} writes `
          + `(${(hours > 0 ? dev.wear[a] / hours : 0).toFixed(1)} per hour)`).join('') : '; no cell written'));
      break;
    }
    case 'eeprom-wear-clear':
      dev.clearWear();
      break;
    case 'expect-max-eeprom-writes': {
      const limit = uint(args[0], 'expect-max-eeprom-writes N');
      let hot = 0;
      for (let a = 1; a < dev.wear.length; a++) if (dev.wear[a] > dev.wear[hot]) hot = a;
      if (dev.wear[hot] > limit) fail(r, what, `cell ${hot} written ${dev.wear[hot]} times`);
      else pass(r, `${what} (hottest cell: ${dev.wear[hot]} writes)`);
      break;
    }
    case 'lcd-margin': {
      const l = dev.lcd;
      const text = (m) => `${m.slackUs.toFixed(1)} us (${((100 * m.slackUs) / m.needUs).toFixed(1)} % of `
        + `${m.needUs.toFixed(1)} us) after ${m.what}`;
      r.log(l.narrowest ? `     lcd timing at 270 kHz: narrowest slack ${text(l.narrowest)}; smallest share ${text(l.tightest)}`
        : '     lcd timing at 270 kHz: no transfer yet');
      break;
    }
    case 'expect-backlight': {
      const want = textArg(rest);
      if (want !== 'on' && want !== 'off') throw new Error('usage: expect-backlight on|off');
      if (dev.backlight === (want === 'on')) pass(r, what);
      else fail(r, what, `the backlight is ${dev.backlight ? 'on' : 'off'}`);
      break;
    }
    case 'expect-sleep-share': {
      const pct = uint(args[0], what);
      const ms = uint(args[1], what);
      const c0 = dev.cycles;
      const s0 = dev.sleepCycles;
      dev.runMs(ms);
      const share = (100 * (dev.sleepCycles - s0)) / (dev.cycles - c0);
      if (share >= pct) pass(r, `${what} (${share.toFixed(3)} % asleep)`);
      else fail(r, what, `asleep ${share.toFixed(3)} % of the time`);
      break;
    }
    default:
      fail(r, what, `unknown command "${cmd}"`);
      return -1;
  }
  return 0;
}

/* replies-end strict|lossy: the paste check (replies.mjs). */
function repliesEnd(r, what, args) {
  if (args.length !== 1 || !['strict', 'lossy'].includes(args[0])) throw new Error('usage: replies-end strict|lossy');
  const dev = r.dev;
  const quiet = runUntilQuiet(dev);
  const replies = [];
  for (let line = dev.nextLine(); line !== null; line = dev.nextLine()) replies.push(line);
  const c = checkReplies(r.answers, replies, args[0] === 'lossy');
  const s = dev.serial;
  const msg = `${what}: ${r.answers.length} answers, ${replies.length} replies, ${c.lostErrors} input-lost errors, `
    + `${c.lostLines} answer lines lost; XOFF ${s.xoffs}, XON ${s.xons}, USART overruns ${s.overruns}`;
  r.answers = [];
  if (!quiet) fail(r, msg, `the console never went quiet (${s.pending()} bytes still to send)`);
  else if (!c.ok) fail(r, msg, c.why);
  else if (s.overruns) fail(r, msg, 'bytes arrived while the USART held two unread ones');
  else pass(r, msg);
}
