/*
 * script-checks.mjs — the scenario commands about time, the console, the
 * screen and the EEPROM, played on the page's device (script.mjs hands
 * them here) as the simulator plays them (sim/script_checks.c,
 * sim/script_console.c, sim/script_power.c, sim/script_cut.c):
 *
 *  - measure LABEL: the activity pin's last whole pulse (key recognised
 *    -> screen written), newer than the last measure, in the page's own
 *    cycles; measure-reply LABEL: the last byte of the line sent to the
 *    first byte of the reply (serial.js, as sim/uart.c); expect-max-ms /
 *    expect-max-cycles LABEL N check either;
 *  - awake-clear / expect-max-awake MS: the longest stretch the core
 *    stayed awake (chip.js, as sim/run.c), afresh from awake-clear;
 *  - lcd-snapshot / expect-lcd-snapshot: the rows and the cursor (its
 *    place, or -1,-1 when hidden);
 *  - expect-lcd-one-of ROW TEXT TEXT...: the same text by place as every
 *    such check before it;
 *  - eeprom-keep / eeprom-restore NAME: the EEPROM's bytes kept and put
 *    back; torn-cell is taken (it only matters to a power cut);
 *  - replies-end strict|lossy [S]: the paste check, given up after S
 *    simulated seconds (10 unless told): `timed out after S s`, which
 *    ends the script.
 */
import { ANSWERS_MAX, answerLines, checkReplies, runUntilQuiet } from './replies.mjs';
import { adcExpectation } from './known.mjs';
import { fail, failLcd, pass, textArg, uint, unescape } from './script-args.mjs';

const REPLY_WAIT_MS = 2000;
const REPLIES_END_S = 10;
const WEAR_TOP = 5;
const EEPROM_IMAGES_MAX = 8;

export const CHECK_COMMANDS = new Set([
  'wait', 'release', 'send', 'send-bytes', 'flow', 'expect-lcd', 'expect-lcd-has', 'expect-reply',
  'expect-reply-prefix', 'expect-no-busy', 'replies-begin', 'expect-answer', 'replies-end', 'reset',
  'eeprom-set', 'eeprom-fill', 'expect-eeprom', 'eeprom-keep', 'eeprom-restore', 'eeprom-wear',
  'eeprom-wear-clear', 'expect-max-eeprom-writes', 'lcd-margin', 'expect-backlight', 'expect-sleep-share',
  'lcd-snapshot', 'expect-lcd-snapshot', 'expect-lcd-one-of', 'torn-cell', 'measure', 'expect-max-ms',
  'expect-max-cycles', 'measure-reply', 'awake-clear', 'expect-max-awake',
]);

/* The screen now: its rows, trailing blanks dropped, and the cursor. */
function screen(dev) {
  const rows = [];
  for (let i = 0; i < dev.def.lcd.rows; i++) rows.push(dev.row(i).replace(/\s+$/, ''));
  const l = dev.lcd;
  const c = l.cursor();
  const shown = l.displayOn && (l.cursorOn || l.blinkOn) && c.x >= 0 && c.x < dev.def.lcd.cols;
  return { rows, cursor: shown ? [c.x, c.y] : [-1, -1] };
}

/* The quoted (or bare) texts of expect-lcd-one-of, in order. */
function texts(s) {
  const out = [];
  const re = /\s*(?:"([^"]*)"|(\S+))/y;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push(m[1] !== undefined ? m[1] : m[2]);
  if (s.slice(re.lastIndex).trim()) throw new Error('usage: expect-lcd-one-of ROW TEXT TEXT...');
  return out;
}

/* Runs one of CHECK_COMMANDS; 0 to go on, -1 to stop the script. */
export function checkCommand(r, cmd, rest, args, what) {
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
      /* the line as written, its trailing blanks dropped (the same in sim/) */
      dev.send(`${rest.replace(/\s+$/, '')}\n`);
      break;
    case 'send-bytes':
      dev.send(unescape(rest));
      break;
    case 'flow':
      if (args[0] === 'xonxoff' && args.length === 2) dev.serial.setFlow(true, uint(args[1], what));
      else if (args[0] === 'off' && args.length === 1) dev.serial.setFlow(false);
      else throw new Error('usage: flow xonxoff SKID | flow off');
      break;
    case 'expect-lcd':
    case 'expect-lcd-has':
      expectLcd(r, cmd, rest, what);
      break;
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
        fail(r, what, `${dev.lcd.busyErrors} HD44780 writes while it was busy; the first at ${dev.lcd.firstViolation}`);
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
      return repliesEnd(r, what, args);
    case 'reset':
      dev.reset();
      break;
    case 'eeprom-set':
    case 'eeprom-fill':
    case 'expect-eeprom':
      eepromBytes(r, cmd, args, what);
      break;
    case 'eeprom-keep':
      if (!(r.images ||= new Map()).has(args[0]) && r.images.size >= EEPROM_IMAGES_MAX) {
        throw new Error(`at most ${EEPROM_IMAGES_MAX} names for eeprom-keep`);
      }
      r.images.set(args[0], Uint8Array.from(dev.eeprom));
      break;
    case 'eeprom-restore':
      if (!r.images || !r.images.has(args[0])) {
        fail(r, what, `nothing kept under "${args[0]}"`);
        return -1;
      }
      dev.eeprom.set(r.images.get(args[0]));
      break;
    case 'torn-cell':
      if (!['old', 'new', 'erased', 'random'].includes(args[0])) throw new Error(`usage: ${what}`);
      if (args[1] !== undefined) uint(args[1], what);
      r.torn = args[0];   /* only a power cut reads it, and the page has none */
      break;
    case 'eeprom-wear':
      eepromWear(r);
      break;
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
      r.log(l.narrowest ? `     lcd timing at ${l.khz} kHz: narrowest slack ${text(l.narrowest)}; `
        + `smallest share ${text(l.tightest)}` : `     lcd timing at ${l.khz} kHz: no transfer yet`);
      break;
    }
    case 'expect-backlight': {
      const want = args[0];
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
    case 'lcd-snapshot':
      r.snapshot = screen(dev);
      break;
    case 'expect-lcd-snapshot':
      expectSnapshot(r, what);
      break;
    case 'expect-lcd-one-of':
      expectOneOf(r, rest, what);
      break;
    case 'measure':
      measure(r, rest, what);
      break;
    case 'measure-reply': {
      const label = textArg(rest);
      if (!label || /\s/.test(label)) throw new Error('usage: measure-reply LABEL');
      const cycles = dev.serial.replyLatency();
      if (cycles === null) fail(r, what, 'no reply has begun since the last line sent');
      else {
        const ms = (cycles * 1000) / dev.fCpu;
        (r.measures ||= new Map()).set(label, { cycles, ms });
        r.log(`     ${label}: ${ms.toFixed(3)} ms, ${cycles} cycles (the page's own)`);
      }
      break;
    }
    case 'awake-clear':
      dev.chip.clearAwake();
      break;
    case 'expect-max-awake': {
      const a = dev.awakeLongest();
      const ms = (a.cycles * 1000) / dev.fCpu;
      const from = (a.at * 1000) / dev.fCpu;
      if (ms <= uint(args[0], what)) pass(r, `${what} (longest: ${ms.toFixed(3)} ms from ${from.toFixed(3)} ms)`);
      else fail(r, what, `awake ${ms.toFixed(3)} ms at a stretch from ${from.toFixed(3)} ms`);
      break;
    }
    case 'expect-max-ms':
    case 'expect-max-cycles':
      expectMax(r, cmd, args, what);
      break;
    default:
      throw new Error(`not a check command: ${cmd}`);
  }
  return 0;
}

/* expect-lcd ROW TEXT / expect-lcd-has ROW TEXT (TEXT not empty). */
function expectLcd(r, cmd, rest, what) {
  const dev = r.dev;
  const rm = /^(\S+)(?:\s+(.*))?$/.exec(rest.trim());
  const row = rm ? uint(rm[1], what) : null;
  if (row === null || row >= dev.def.lcd.rows) throw new Error(`bad row: ${what}`);
  let want = textArg(rm[2] || '');
  if (cmd === 'expect-lcd-has' && !want) throw new Error('usage: expect-lcd-has ROW TEXT (TEXT not empty)');
  let note = '';
  const adc = dev.def.ladder && adcExpectation(want, dev.keys.mv, dev.def.vccMv);
  if (adc) {
    want = adc.text;
    note = ` (${adc.note})`;
    r.adapted++;
  }
  const got = dev.row(row).replace(/\s+$/, '');
  const ok = cmd === 'expect-lcd' ? got === want : got.includes(want);
  if (ok) pass(r, what + note);
  else failLcd(r, what, `row ${row} is "${got}"`);
}

/* eeprom-set ADDR BYTE..., eeprom-fill BYTE, expect-eeprom ADDR BYTE... */
function eepromBytes(r, cmd, args, what) {
  const dev = r.dev;
  const nums = args.map((a) => uint(a, what));
  if (cmd === 'eeprom-fill') {
    if (nums[0] > 255) throw new Error('usage: eeprom-fill BYTE');
    dev.eeprom.fill(nums[0]);
    return;
  }
  const [addr, ...bytes] = nums;
  if (bytes.some((b) => b > 255)) throw new Error(`usage: ${cmd} ADDR BYTE...`);
  if (addr + bytes.length > dev.eeprom.length) {
    fail(r, what, `outside the EEPROM (${dev.eeprom.length} bytes)`);
    return;
  }
  if (cmd === 'eeprom-set') {
    dev.eeprom.set(bytes, addr);
    return;
  }
  const bad = bytes.findIndex((b, i) => dev.eeprom[addr + i] !== b);
  if (bad < 0) pass(r, what);
  else fail(r, what, `byte ${addr + bad} is 0x${dev.eeprom[addr + bad].toString(16).padStart(2, '0')}`);
}

function eepromWear(r) {
  const dev = r.dev;
  const hours = (dev.cycles - dev.wearSince) / dev.fCpu / 3600;
  const cells = [...dev.wear.keys()].filter((a) => dev.wear[a]).sort((a, b) => dev.wear[b] - dev.wear[a] || a - b)
    .slice(0, WEAR_TOP);
  r.log(`     eeprom wear: ${dev.wearTotal} writes in ${(hours * 60).toFixed(1)} simulated minutes`
    + (cells.length ? cells.map((a, i) => `${i ? ';' : '; hottest'} cell ${a}: ${dev.wear[a]} writes `
      + `(${(hours > 0 ? dev.wear[a] / hours : 0).toFixed(1)} per hour)`).join('') : '; no cell written'));
}

function expectSnapshot(r, what) {
  if (!r.snapshot) {
    fail(r, what, 'no lcd-snapshot before it');
    return;
  }
  const now = screen(r.dev);
  const row = now.rows.findIndex((t, i) => t !== r.snapshot.rows[i]);
  if (row >= 0) failLcd(r, what, `row ${row} is "${now.rows[row]}", was "${r.snapshot.rows[row]}"`);
  else if (now.cursor.join() !== r.snapshot.cursor.join()) {
    failLcd(r, what, `the cursor is at ${now.cursor.join(',')}, was at ${r.snapshot.cursor.join(',')} (-1: hidden)`);
  } else pass(r, what);
}

function expectOneOf(r, rest, what) {
  const rm = /^(\S+)\s+(.*)$/.exec(rest.trim());
  const row = rm ? uint(rm[1], what) : null;
  if (row === null || row >= r.dev.def.lcd.rows) throw new Error(`bad row: ${what}`);
  const alts = texts(rm[2]);
  if (alts.length < 2) throw new Error('usage: expect-lcd-one-of ROW TEXT TEXT...');
  const got = r.dev.row(row).replace(/\s+$/, '');
  const found = alts.indexOf(got);
  if (found < 0) failLcd(r, what, `row ${row} is "${got}"`);
  else if (r.pick !== undefined && r.pick !== found) {
    failLcd(r, what, `a mixture: row ${row} is "${got}" (text ${found + 1}), a row before showed text ${r.pick + 1}`);
  } else {
    r.pick = found;
    pass(r, what);
  }
}

/* measure LABEL: the activity pin's last pulse, in the page's cycles. */
function measure(r, rest, what) {
  const label = textArg(rest);
  if (!label) throw new Error('usage: measure LABEL');
  const p = r.dev.activityPulse;
  if (!p) {
    fail(r, what, 'no activity pulse yet');
  } else if (r.lastPulse === p) {
    fail(r, what, 'no new activity pulse since the last measure');
  } else {
    r.lastPulse = p;
    const cycles = p.fall - p.rise;
    const ms = (cycles * 1000) / r.dev.fCpu;
    (r.measures ||= new Map()).set(label, { cycles, ms });
    r.log(`     ${label}: ${ms.toFixed(3)} ms, ${cycles} cycles (the page's own)`);
  }
}

/* expect-max-ms LABEL MS / expect-max-cycles LABEL N */
function expectMax(r, cmd, args, what) {
  const limit = uint(args[1], what);
  const m = r.measures && r.measures.get(args[0]);
  if (!m) {
    fail(r, what, `no measurement called "${args[0]}" before this line`);
    return;
  }
  const got = cmd === 'expect-max-cycles' ? m.cycles : m.ms;
  const said = `${m.ms.toFixed(3)} ms (${m.cycles} cycles)`;
  if (got > limit) fail(r, what, `${args[0]} took ${said}, over ${limit}${cmd === 'expect-max-ms' ? ' ms' : ' cycles'}`);
  else pass(r, `${what} (${said})`);
}

/* replies-end strict|lossy [S]: the paste check (replies.mjs); a console
 * that never goes quiet within S simulated seconds ends the script. */
function repliesEnd(r, what, args) {
  if (!['strict', 'lossy'].includes(args[0])) throw new Error('usage: replies-end strict|lossy [S]');
  const bound = args[1] !== undefined ? uint(args[1], what) : REPLIES_END_S;
  const dev = r.dev;
  const quiet = runUntilQuiet(dev, bound * 1000);
  const replies = [];
  for (let line = dev.nextLine(); line !== null; line = dev.nextLine()) replies.push(line);
  const c = checkReplies(r.answers, replies, args[0] === 'lossy');
  const s = dev.serial;
  const msg = `${what}: ${r.answers.length} answers, ${replies.length} replies, ${c.lostErrors} input-lost errors, `
    + `${c.lostLines} answer lines lost; XOFF ${s.xoffs}, XON ${s.xons}, USART overruns ${s.overruns}`;
  r.answers = [];
  if (!quiet) {
    fail(r, msg, `timed out after ${bound} s: the console never went quiet (${s.pending()} bytes still to send)`);
    return -1;
  }
  if (!c.ok) fail(r, msg, c.why);
  else if (s.overruns) fail(r, msg, 'bytes arrived while the USART held two unread ones');
  else pass(r, msg);
  return 0;
}
