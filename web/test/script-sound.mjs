/*
 * script-sound.mjs — the scenario commands about the buzzer, played on the
 * page's device (script.mjs hands them here): the tones its pin made, as
 * web/src/tones.js hears them, checked as the simulator checks them
 * (sim/script_sound.c): expect-tone takes the oldest tone not yet checked
 * or forgotten, waiting up to 2 s for one to be over.
 */
import { fail, pass, uint } from './script-args.mjs';

const TONE_WAIT_MS = 2000;

export const SOUND_COMMANDS = new Set(['expect-tone', 'expect-no-tone', 'expect-silent', 'tones',
  'tones-clear']);

function toneText(t) {
  return `${t.hz.toFixed(0)} Hz for ${t.ms.toFixed(1)} ms at ${t.atMs.toFixed(1)} ms`;
}

/* The tones heard and not yet checked (r.toneBase: how many were). */
function unchecked(r) {
  const dev = r.dev;
  dev.tones.settle(dev.cycles);
  return dev.tones.tones.slice(r.toneBase || 0);
}

function forget(r, n) {
  r.toneBase = (r.toneBase || 0) + n;
}

/* Runs one of SOUND_COMMANDS; 0 to go on. */
export function soundCommand(r, cmd, args, what) {
  const dev = r.dev;
  switch (cmd) {
    case 'expect-tone': {
      if (args.length !== 4) throw new Error('usage: expect-tone HZ PCT MS TOL');
      const [hz, pct, ms, tol] = args.map((a) => uint(a, what));
      if (!dev.def.buzzer) {
        fail(r, what, 'this board has no buzzer pin');
        break;
      }
      for (let waited = 0; unchecked(r).length === 0 && waited < TONE_WAIT_MS; waited++) dev.runMs(1);
      const t = unchecked(r)[0];
      if (!t) {
        fail(r, what, `no tone within ${TONE_WAIT_MS} ms`);
        break;
      }
      forget(r, 1);
      if (Math.abs(t.hz - hz) > (hz * pct) / 100) {
        fail(r, what, `heard ${toneText(t)}: off by ${((100 * (t.hz - hz)) / hz).toFixed(1)} %`);
      } else if (Math.abs(t.ms - ms) > tol) {
        fail(r, what, `heard ${toneText(t)}: its length off by ${(t.ms - ms).toFixed(1)} ms`);
      } else {
        pass(r, `${what} (${toneText(t)})`);
      }
      break;
    }
    case 'expect-no-tone': {
      dev.runMs(uint(args[0], 'expect-no-tone MS'));
      const left = unchecked(r);
      if (left.length) {
        fail(r, what, `${left.length} tones, the first ${toneText(left[0])}`);
        forget(r, left.length);
      } else if (dev.buzzerHz) {
        fail(r, what, 'a tone sounds');
      } else {
        pass(r, what);
      }
      break;
    }
    case 'expect-silent':
      if (dev.buzzerHz) fail(r, what, 'a tone sounds');
      else if (dev.buzzerHigh) fail(r, what, 'the buzzer pin is left high');
      else pass(r, what);
      break;
    case 'tones':
      for (const t of unchecked(r)) r.log(`     tone: ${toneText(t)}`);
      break;
    case 'tones-clear':
      forget(r, unchecked(r).length);
      break;
    default:
      throw new Error(`not a sound command: ${cmd}`);
  }
  return 0;
}
