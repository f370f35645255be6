/*
 * encoder.mjs — the page's rotary encoder, checked on its own: the
 * contacts' waveform (src/encoder.js: a full quadrature cycle a detent,
 * A leading clockwise, the quarters' length, the bounce's flips within
 * the simulator's bounds), the page's knob queue (each state held a
 * quarter, detents never merged or dropped however fast they are asked
 * for), the keys on an encoder board (SELECT its button, the other four
 * refused), Timer 0's compare flag in CTC mode as the chip raises it
 * (chip.js: the clock's 1 ms and 8 ms ticks), and the scenario
 * runner's planted encoder cases (host-tests/sim/self/, as
 * host-tests/sim/self/run.sh expects them of the simulator) on the
 * page's encoder build, and `turn` refused on a board without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AVRTimer, CPU, timer0Config } from 'avr8js';
import { CCW_CLOSED, CW_CLOSED, EncoderQueue, detentSteps } from '../src/encoder.js';
import { Chip } from '../src/chip.js';
import { ctcFlagAtClear } from '../src/timers.js';
import { Keys } from '../src/keys.js';
import { Device } from '../src/device.js';
import { displayOf } from '../src/displays.js';
import { loadBoard } from './boards.mjs';
import { capabilities } from './guards.mjs';
import { playScript } from './script.mjs';

/* The simulator's planted encoder cases and what each must end with
 * (host-tests/sim/self/run.sh): [file, passed, failed, a line of the log]. */
const PLANTED = [
  ['wrong-turn.txt', 1, 1, /^FAIL wrong-turn\.txt:9 expect-lcd 0 Nim 4 4 5/m],
  ['wrong-turn-back.txt', 0, 1, /^ {5}row 0 is "Nim 2 4 5 {6}\*"$/m],
  ['wrong-click.txt', 0, 1, /^ {5}row 0 is ">SG values"$/m],
  ['wrong-long-click.txt', 0, 1, /^ {5}row 0 is ">SG values"$/m],
  ['encoder-keys-refused.txt', 0, 1, /right: nano-i2c-play-encoder's keys are a rotary encoder/],
];

/* The contacts' states of a step list, repeats merged. */
const states = (steps) => steps.map(([c]) => c).filter((c, i, a) => i === 0 || c !== a[i - 1]);

/* Timer 0 in CTC (OCR0A 124, prescaler 1024) with or without the page's
 * fix: { at, tcnt } when OCF0A is first raised. */
function firstCompare(fixed) {
  const cpu = new CPU(new Uint16Array(0x4000));
  const timer = new AVRTimer(cpu, timer0Config);
  if (fixed) {
    ctcFlagAtClear(timer, cpu, { TCCRA: timer0Config.TCCRA, TCCRB: timer0Config.TCCRB });
  }
  cpu.writeData(timer0Config.TCCRA, 2);   /* WGM01: CTC */
  cpu.writeData(timer0Config.OCRA, 124);
  cpu.writeData(timer0Config.TCCRB, 5);   /* clk/1024 */
  for (let i = 0; i < 200000; i++) {
    cpu.cycles += 1;
    cpu.tick();
    if (cpu.data[timer0Config.TIFR] & 2) return { at: cpu.cycles, tcnt: cpu.readData(timer0Config.TCNT) };
  }
  return { at: -1, tcnt: -1 };
}

/* Runs the checks; log(line) hears ok/FAIL lines.  Returns the counts. */
export async function encoderTests(root, webDir, boards, log) {
  const r = { passed: 0, failed: 0 };
  const check = (what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} encoder: ${what}${ok ? '' : `\n     ${why}`}`);
  };

  /* the waveform: one full cycle a detent, each quarter a fourth */
  const cw = detentSteps(2, 50, 16000000);
  check('a detent clockwise: A closes, then B, A opens, then B (01 11 10 00), twice for two',
    JSON.stringify(states(cw)) === JSON.stringify([...CW_CLOSED, ...CW_CLOSED]) && JSON.stringify(CW_CLOSED) === '[1,3,2,0]',
    JSON.stringify(states(cw)));
  check('each quarter of a 50 ms detent is 12.5 ms (200000 cycles at 16 MHz)',
    cw.every(([, t]) => t === 200000), JSON.stringify(cw));
  const ccw = detentSteps(-1, 20, 8000000);
  check('anticlockwise B leads (10 11 01 00), 5 ms a quarter at 8 MHz',
    JSON.stringify(states(ccw)) === JSON.stringify(CCW_CLOSED) && ccw.every(([, t]) => t === 40000)
    && JSON.stringify(CCW_CLOSED) === '[2,3,1,0]', JSON.stringify(ccw));
  const seed = { seed: 12345 };
  const bouncy = detentSteps(3, 4, 16000000, seed);
  const total = bouncy.reduce((a, [, t]) => a + t, 0);
  const flips = bouncy.filter(([, t]) => t <= 640);
  const settled = bouncy.filter(([, t]) => t > 640);
  check('with bounce: 3 detents of 4 ms still last 12 ms (192000 cycles) in all', total === 192000, String(total));
  check('with bounce: every flip 5-40 us (80-640 cycles), each quarter ends on its state, the detents\' order kept',
    flips.every(([, t]) => t >= 80) && JSON.stringify(settled.map(([c]) => c))
      === JSON.stringify([...CW_CLOSED, ...CW_CLOSED, ...CW_CLOSED]), JSON.stringify(bouncy.slice(0, 12)));
  check(`with bounce: 2, 4 or 6 flips before each change (${flips.length} in 12 quarters)`,
    flips.length >= 24 && flips.length <= 72 && flips.length % 2 === 0, String(flips.length));
  check('the bounce advances the chatter seed as the simulator does', seed.seed !== 12345);

  /* the page's knob: queued detents, each state a quarter of device time */
  let now = 0;
  const seen = [];
  const q = new EncoderQueue(() => now, (c) => seen.push([now, c]), 3);
  q.turn(2);
  q.turn(-1);
  for (let i = 0; i < 100 && q.dueMs() !== Infinity; i++) {
    now = Math.max(now, q.dueMs());
    q.apply();
  }
  check('knob: two detents and one back, in order (01 11 10 00 01 11 10 00 10 11 01 00)',
    JSON.stringify(seen.map(([, c]) => c)) === JSON.stringify([...CW_CLOSED, ...CW_CLOSED, ...CCW_CLOSED]),
    JSON.stringify(seen));
  check('knob: each state held 3 ms of the device\'s time',
    seen.every(([t], i) => i === 0 || t - seen[i - 1][0] === 3), JSON.stringify(seen));
  const rest = now;
  now += 1;
  const before = seen.length;
  q.turn(1);
  q.apply();
  const waited = seen.length === before && q.dueMs() === rest + 3 && q.queuedDetents === 1;
  now = rest + 3;
  q.apply();
  check('knob: a detent asked for 1 ms after the last comes once the rest has been held its quarter',
    waited && seen.length === before + 1 && seen[before][0] === rest + 3, JSON.stringify(seen.slice(before)));

  /* the keys on an encoder board */
  const def = { name: 'enc', ladder: null, buttons: null,
    encoder: { a: { port: 'D', bit: 2 }, b: { port: 'D', bit: 3 }, sw: { port: 'D', bit: 4 } } };
  const keys = new Keys(def);
  const pins = {};
  keys.attach({ ports: { D: { setPin: (bit, high) => { pins[bit] = high; } } } });
  keys.setContacts(1);
  const aClosed = pins[2] === false && pins[3] === true && pins[4] === true;
  keys.set(['select']);
  check('keys: a closed contact reads low, the open one high; SELECT is the button',
    aClosed && pins[4] === false && pins[2] === false, JSON.stringify(pins));
  let refused = '';
  try {
    keys.set(['right']);
  } catch (e) {
    refused = e.message;
  }
  check('keys: RIGHT on an encoder board is refused, naming the encoder', /rotary encoder/.test(refused), refused);

  /* Timer 0's compare in CTC mode: raised as the counter clears */
  const chip = firstCompare(true);
  const bare = firstCompare(false);
  check(`timer 0 CTC: OCF0A at ${125 * 1024} cycles with TCNT0 at 0 (avr8js alone: ${bare.at}, TCNT0 ${bare.tcnt})`,
    chip.at >= 125 * 1024 && chip.at < 125 * 1024 + 16 && chip.tcnt === 0, JSON.stringify(chip));

  /* and so on the page's chip (a board's, running NOPs) */
  if (boards.length) {
    const { def } = await loadBoard(webDir, root, boards[0]);
    const c = new Chip(def, new Uint8Array(def.chip.flashBytes), new Uint8Array(def.chip.eepromEnd + 1));
    const t = def.chip.timer0;
    c.cpu.writeData(t.TCCRA, 2);
    c.cpu.writeData(t.OCRA, 124);
    c.cpu.writeData(t.TCCRB, 5);
    const start = c.cpu.cycles;
    while (!(c.cpu.data[t.TIFR] & 2) && c.cpu.cycles - start < 200000) c.run(c.cpu.cycles + 1);
    const tcnt = c.cpu.readData(t.TCNT);
    check(`timer 0 CTC on ${boards[0]}'s chip: OCF0A after ${c.cpu.cycles - start} cycles, TCNT0 ${tcnt}`,
      c.cpu.cycles - start >= 125 * 1024 && c.cpu.cycles - start < 125 * 1024 + 16 && tcnt === 0);
  }

  /* the planted encoder cases on the page's encoder build */
  /* the planted cases' texts are the Nano's 16x2: an encoder board with a
   * character LCD; encoder-none.txt on a board without an encoder */
  const defs = [];
  for (const b of boards) defs.push([b, (await loadBoard(webDir, root, b)).def]);
  const encBoard = (defs.find(([, d]) => d.encoder && !displayOf(d).pixels) || [])[0];
  const other = (defs.find(([, d]) => !d.encoder) || [])[0];
  const play = async (name, file) => {
    const board = await loadBoard(webDir, root, name);
    const lines = [];
    const text = fs.readFileSync(path.join(root, 'host-tests/sim/self', file), 'utf8');
    const res = playScript(text, file, () => new Device(board.def, board.flash), capabilities(board.def),
      board.def.board || name, (l) => lines.push(l));
    return { res, out: lines.join('\n') };
  };
  if (!encBoard) {
    log('note encoder: no encoder build among the boards: its planted cases not played');
  } else {
    for (const [file, p, f, says] of PLANTED) {
      const { res, out } = await play(encBoard, file);
      check(`${encBoard} ${file}: ${p} passed, ${f} failed, said`, res.passed === p && res.failed === f && says.test(out),
        `${res.passed} passed, ${res.failed} failed\n${out}`);
    }
  }
  if (other) {
    const { res, out } = await play(other, 'encoder-none.txt');
    check(`${other} encoder-none.txt: turn refused, the script ended`, res.passed === 0 && res.failed === 1
      && res.stopped && /this board has no rotary encoder/.test(out), out);
  }
  return r;
}
