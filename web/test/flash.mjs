/*
 * flash.mjs — the page's flasher (src/flash/) against the boards' REAL
 * bootloaders running in avr8js (flash-board.mjs): Optiboot on the Uno,
 * the Mega's STK500 v2 bootloader, the old ATmegaBOOT of early Nanos (and
 * of 8 MHz Pro Minis, at 57600), all read from Debian's arduino-core-avr
 * package.  Every board built (build/web/gen) is flashed from empty, its flash compared with the image, and its firmware starts
 * and answers `version`.  Each fault ends in its message, and a second
 * try then flashes the board: no port; no answer (a Nano's old bootloader
 * at 57600, retried at that rate; a board with no bootloader); a Mega's
 * image on an Uno, refused by signature before a byte is written; a byte
 * lost and the cable pulled mid-write; an image too large; cancel.  First
 * the faults no real bootloader makes on cue (flash-faults.mjs: a byte
 * wrong on read-back, a close that throws, an empty image, ...) and what
 * the page says about flashing each board (flash-hints.mjs) and its
 * button's flow on a stand-in Web Serial (flash-ui-node.mjs).
 *   node web/test/flash.mjs WEB_DIR [ROOT]      (boards: build/web/gen, or $FLASH_BOARDS)
 * Prints ok/FAIL lines and `N passed, M failed`; exit 1 on a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { flashImage, imageExtent, bootloaderBaud } from '../src/flash/index.js';
import { loadBoard } from './boards.mjs';
import { BootBoard, loadBootloader, BOOTLOADER_DIR } from './flash-board.mjs';
import { flashFaultTests } from './flash-faults.mjs';
import { flashHintTests } from './flash-hints.mjs';
import { flashUiTests } from './flash-ui-node.mjs';

const webDir = path.resolve(process.argv[2] || 'build/web');
const root = path.resolve(process.argv[3] || '.');
const r = { passed: 0, failed: 0 };
const check = (what, ok, why = '') => {
  if (ok) r.passed++;
  else r.failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} flash: ${what}${ok ? '' : `\n     ${why}`}`);
};

/* The outcome of one flashImage: { result } or { error }. */
async function attempt(image, mcu, options) {
  try {
    return { result: await flashImage(image, mcu, options) };
  } catch (error) {
    return { error };
  }
}

/* The board's firmware answers `version` over a port opened on it. */
async function answers(board) {
  const t = await board.port().open(board.def.baud);
  board.console = '';
  /* the reset on opening: the bootloader's wait, then the banner (later
   * where the display is looked for and not found: an OLED's 8 MHz
   * handheld takes over 2 s), waited for up to 6 s */
  await t.sleep(1800);
  for (let waited = 1800; waited < 6000 && !/nimbox [^\n]*\n/.test(board.console); waited += 100) await t.sleep(100);
  const banner = board.console;
  await t.write(new TextEncoder().encode('version\n'));
  await t.sleep(100);
  await t.close();
  const reply = board.console.slice(banner.length);
  /* a build without the console starts with a banner that says so and
     answers every line with one error line */
  const noConsole = /^\W*nimbox \S+ \S+: no console in this build$/m.test(banner)
    && /^error: no console in this build$/m.test(reply);
  return { ok: (/nimbox .*version/.test(banner) && /^nimbox \S+ \S+/m.test(reply)) || noConsole, banner, reply };
}

const same = (a, b, n) => {
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return -1;
};

async function flashesFromEmpty(name, bootName) {
  const { def, flash } = await loadBoard(webDir, root, name);
  const boot = loadBootloader(bootName, def.chip.flashBytes);
  const board = new BootBoard(def, boot);
  const phases = [];
  const started = Date.now();
  const out = await attempt(flash, def.mcu, {
    /* the package's Optiboot is the 16 MHz build: at 8 MHz, 57600 baud */
    port: board.port(), baud: def.fCpu <= 8000000 ? 57600 : bootloaderBaud(def.mcu, def.fCpu),
    onProgress: (p) => { if (!phases.includes(p.phase)) phases.push(p.phase); },
  });
  const wall = (Date.now() - started) / 1000;
  if (out.error) {
    check(`${name}: flashed through ${bootName}`, false, out.error.message);
    return null;
  }
  const res = out.result;
  const n = imageExtent(flash, 128);
  const at = same(board.flash, flash, n);
  check(`${name}: ${res.bytes} B written and verified through ${bootName} in ${res.total.toFixed(2)} s `
    + `of line time (write ${res.seconds.write.toFixed(2)} s, verify ${res.seconds.verify.toFixed(2)} s, `
    + `${Math.round(res.bytesPerSecond)} B/s; ${wall.toFixed(1)} s here), phases ${phases.join(' ')}`,
  at < 0 && phases.join(' ') === 'reset sync check write verify start', `first difference at ${at}`);
  const a = await answers(board);
  check(`${name}: the firmware starts and answers version (or that it has no console)`, a.ok, `banner ${JSON.stringify(a.banner)} reply ${JSON.stringify(a.reply)}`);
  return { def, flash, board, boot };
}

async function main() {
  await flashFaultTests(check);
  await flashHintTests(check, webDir, root);
  await flashUiTests(check);
  if (!fs.existsSync(BOOTLOADER_DIR)) {
    check('the Arduino bootloaders are installed', false,
      `no ${BOOTLOADER_DIR}: install Debian's arduino-core-avr (tools/setup.sh installs it)`);
    return;
  }
  /* every board built with a serial bootloader: Optiboot on every
   * ATmega328P (the Pro Mini's play image, 32220 B, does not fit beside
   * its stock 2 KiB ATmegaBOOT, which is why its docs burn Optiboot; the
   * package's Optiboot is the 16 MHz build, which on the Pro Mini's
   * 8 MHz talks at 57600 baud, the same protocol as the 8 MHz build's
   * 115200), the Mega's STK500v2 */
  /* (FLASH_BOARDS: the builds to flash, when not every one the page has) */
  const only = (process.env.FLASH_BOARDS || '').split(/\s+/).filter(Boolean);
  const built = fs.readdirSync(path.join(webDir, 'gen')).filter((f) => /^[a-z0-9-]+\.js$/.test(f))
    .map((f) => f.slice(0, -3)).filter((n) => !only.length || only.includes(n)).sort((a, b) => (a === 'uno-lcdshield' ? -1 : b === 'uno-lcdshield' ? 1 : a.localeCompare(b)));
  const flashed = {};
  for (const name of built) {
    const { def } = await loadBoard(webDir, root, name);
    const bootName = def.mcu === 'atmega2560' ? 'stk500v2' : def.mcu !== 'atmega328p' ? null
      : 'optiboot';
    if (bootName) {
      flashed[name] = await flashesFromEmpty(name, bootName);
    } else {
      const o = await attempt(new Uint8Array(16).fill(0xff), def.mcu, { port: {} });
      check(`${name} (${def.mcu}): no serial bootloader, an ISP programmer named`,
        o.error?.code === 'no-bootloader' && /ISP programmer/.test(o.error.message), o.error?.message);
    }
  }
  const uno = flashed['uno-lcdshield'];
  const mega = flashed['mega-lcdshield'];
  if (!uno) return;
  const { def, flash } = uno;
  const mcu = def.mcu;

  /* no port */
  let o = await attempt(flash, mcu, { port: null });
  check('no port chosen: said', o.error?.code === 'no-port' && /No port chosen/.test(o.error.message), o.error?.message);

  o = await attempt(flash, mcu, { port: { open: async () => { throw new Error('Failed to open serial port.'); } } });
  check('a port held by another program: said', o.error?.code === 'busy'
    && /would not open \(Failed to open serial port.\): is another program/.test(o.error.message), o.error?.message);
  o = await attempt(flash, 'atmega1284p', { port: {} });
  check('the handheld\'s ATmega1284P: no serial bootloader, an ISP programmer named',
    o.error?.code === 'no-bootloader' && /ISP programmer/.test(o.error.message), o.error?.message);

  /* a Nano with the old bootloader: no answer at 115200, retry at 57600 */
  const oldBoard = new BootBoard({ ...def }, loadBootloader('atmegaboot', def.chip.flashBytes));
  o = await attempt(flash, mcu, { port: oldBoard.port() });
  check('old bootloader: no answer at 115200, a retry at 57600 offered',
    o.error?.code === 'no-answer' && o.error.retryBaud === 57600 && /57600 baud: retry/.test(o.error.message), o.error?.message);
  o = await attempt(flash, mcu, { port: oldBoard.port(), baud: o.error?.retryBaud, bootloader: o.error?.retryBootloader });
  check('old bootloader: the retry at 57600 flashes it', !o.error && same(oldBoard.flash, flash, imageExtent(flash, 128)) < 0,
    o.error?.message);

  /* no bootloader: a board that runs only its application */
  const bare = new BootBoard(def, { bytes: flash, start: 0 });
  o = await attempt(flash, mcu, { port: bare.port() });
  check('no bootloader: no answer, an ISP programmer named', o.error?.code === 'no-answer'
    && /without a bootloader needs an ISP programmer/.test(o.error.message), o.error?.message);

  /* a Mega's image on an Uno: the signature refuses it before writing */
  if (mega) {
    const board = new BootBoard(def, loadBootloader('optiboot', def.chip.flashBytes), flash);
    const before = Uint8Array.from(board.flash);
    o = await attempt(mega.flash, 'atmega2560', { port: board.port() });
    check('a Mega image on an Uno: refused by signature, nothing written',
      o.error?.code === 'signature' && /This board is an ATmega328P/.test(o.error.message)
      && same(board.flash, before, before.length) < 0, o.error?.message);
  }

  /* a byte lost mid-write, then the cable pulled: each said, then a second try completes */
  const board = new BootBoard(def, loadBootloader('optiboot', def.chip.flashBytes));
  board.dropByte(9000);
  o = await attempt(flash, mcu, { port: board.port() });
  check('a byte lost mid-write: said, nothing reported done', o.error?.code === 'lost'
    && /Nothing is done/.test(o.error.message) && o.error.phase === 'write', o.error?.message);
  o = await attempt(flash, mcu, { port: board.port() });
  check('after the lost byte a second try completes', !o.error && same(board.flash, flash, imageExtent(flash, 128)) < 0,
    o.error?.message);
  let pulled = false;
  o = await attempt(flash, mcu, {
    port: board.port(),
    onProgress: (p) => { if (p.phase === 'write' && p.done >= 8192 && !pulled) { pulled = true; board.unplug(); } },
  });
  check('the cable pulled mid-write: said', o.error?.code === 'lost' && /went away/.test(o.error.message), o.error?.message);
  board.plugIn();
  o = await attempt(flash, mcu, { port: board.port() });
  const a = o.error ? { ok: false } : await answers(board);
  check('plugged in again, a second try completes and the firmware starts', !o.error && a.ok, o.error?.message);

  /* cancel */
  const signal = { aborted: false };
  o = await attempt(flash, mcu, {
    port: board.port(), signal, onProgress: (p) => { if (p.phase === 'write' && p.done >= 4096) signal.aborted = true; },
  });
  check('cancel mid-write: said', o.error?.code === 'cancelled' && /Flash again/.test(o.error.message), o.error?.message);

  /* too large */
  const big = Uint8Array.from(flash);
  big[def.chip.flashBytes - 512] = 0;
  o = await attempt(big, mcu, { port: board.port() });
  check('an image larger than the flash beside the bootloader: refused', o.error?.code === 'too-large'
    && /is 32257 bytes; the ATmega328P holds 32256 beside Optiboot/.test(o.error.message), o.error?.message);
}

await main();
console.log(`${r.passed} passed, ${r.failed} failed`);
process.exit(r.failed ? 1 : 0);
