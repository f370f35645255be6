/*
 * flash-pty.mjs — the page's flasher and avrdude on the same simulated
 * link, one after the other: the simulator's bootloader mode
 * (nimbox-sim --bootloader, simavr, real time) serves the board's real
 * bootloader on a pty; the flasher (src/flash/) writes and verifies
 * nimbox.hex over the pty from Node onto the empty board, the firmware it
 * wrote answers `version`, then avrdude writes and verifies the same.  Prints both rates (bytes written
 * plus bytes verified, per second of write and verify) and their ratio.
 *   node web/test/flash-pty.mjs BOARD [ROOT]     (BOARD built: build/BOARD/)
 */
import fs from 'node:fs';
import path from 'node:path';
import tty from 'node:tty';
import { spawn, execFileSync, spawnSync } from 'node:child_process';
import { flashImage } from '../src/flash/index.js';
import { parseIntelHex } from '../src/hex.js';
import { BOOTLOADER_DIR, BOOTLOADERS } from './flash-board.mjs';

const board = process.argv[2] || 'uno-lcdshield';
const root = path.resolve(process.argv[3] || '.');
const dir = path.join(root, 'build', board);
const mega = board.startsWith('mega');
const mcu = mega ? 'atmega2560' : 'atmega328p';
const r = { passed: 0, failed: 0 };
const check = (what, ok, why = '') => {
  if (ok) r.passed++;
  else r.failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} flash pty: ${what}${ok ? '' : `\n     ${why}`}`);
};
const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

/* A transport (src/flash/link.js) on a pty; opening it is the reset. */
function ptyTransport(port, baud) {
  execFileSync('stty', ['-F', port, String(baud), 'raw', '-echo']);
  const fd = fs.openSync(port, 'r+');
  const stream = new tty.ReadStream(fd);
  const chunks = [];
  let wake = null;
  stream.on('data', (d) => { chunks.push(...d); if (wake) wake(); });
  return {
    async write(bytes) { fs.writeSync(fd, Buffer.from(bytes)); },
    async read(timeoutMs) {
      if (!chunks.length) {
        await new Promise((res) => { wake = res; setTimeout(res, timeoutMs); });
        wake = null;
      }
      return Uint8Array.from(chunks.splice(0));
    },
    async setSignals() {},   /* a pty has no modem lines: opening it reset the board */
    sleep,
    now: () => performance.now(),
    async close() {
      const closed = new Promise((res) => stream.once('close', res));
      stream.destroy();
      await closed;
      try {
        fs.closeSync(fd);   /* libuv reads through a reopened descriptor: this one is still open */
      } catch {
        /* already closed */
      }
      await sleep(50);   /* the board sees the port closed (a reset at the next open) */
    },
  };
}

const bootFile = path.join(BOOTLOADER_DIR, (mega ? BOOTLOADERS.stk500v2 : BOOTLOADERS.optiboot).file);
if (!fs.existsSync(bootFile)) {
  check(`${bootFile} is installed`, false, 'Debian\'s arduino-core-avr: tools/setup.sh installs it');
  process.exit(1);
}
const sim = spawn(path.join(dir, 'nimbox-sim'), ['--bootloader', bootFile, '--blank', '--timeout', '120',
  path.join(dir, 'nimbox.elf')], { stdio: ['ignore', 'pipe', 'inherit'] });
let out = '';
sim.stdout.on('data', (d) => { out += d; });
for (let i = 0; i < 100 && !/\/dev\/\S+\n/.test(out); i++) await sleep(50);
const port = (out.match(/(\/dev\/\S+)\n/) || [])[1];
try {
  const hexPath = path.join(dir, 'nimbox.hex');
  const image = parseIntelHex(fs.readFileSync(hexPath, 'utf8'), mega ? 262144 : 32768);
  const res = await flashImage(image, mcu, { port: { open: async (baud) => ptyTransport(port, baud) } });

  const t = ptyTransport(port, 115200);
  let text = '';
  const end = performance.now() + 3000;
  while (performance.now() < end && !/version\n/.test(text)) text += Buffer.from(await t.read(100)).toString('latin1');
  await t.write(Buffer.from('version\n'));
  await sleep(300);
  text += Buffer.from(await t.read(100)).toString('latin1');
  await t.close();
  check('the flasher wrote the empty board, and the firmware starts and answers version',
    new RegExp(`\\nnimbox \\S+ ${board}`).test(text), text);

  const a = spawnSync('avrdude', ['-p', mcu, '-c', mega ? 'wiring' : 'arduino', '-b', '115200', '-P', port, '-D',
    '-U', `flash:w:${hexPath}:i`], { encoding: 'utf8', timeout: 90000 });
  const said = a.stderr + a.stdout;
  const bytes = Number((said.match(/(\d+) bytes of flash verified/) || [])[1]);
  const secs = [...said.matchAll(/100% (\d+\.\d+)s/g)].map((m) => Number(m[1]));
  const avrdudeRate = (2 * bytes) / (secs[0] + secs[1]);
  check(`avrdude wrote and verified ${bytes} B (write ${secs[0]} s, verify ${secs[1]} s): ${Math.round(avrdudeRate)} B/s`,
    a.status === 0 && bytes > 0, said.slice(-600));
  check(`the page's flasher wrote and verified ${res.bytes} B (write ${res.seconds.write.toFixed(2)} s, verify `
    + `${res.seconds.verify.toFixed(2)} s): ${Math.round(res.bytesPerSecond)} B/s, `
    + `${(res.bytesPerSecond / avrdudeRate).toFixed(2)} of avrdude's`, res.bytesPerSecond > 0.5 * avrdudeRate);
} catch (e) {
  check('flashing over the pty', false, e.message);
} finally {
  sim.kill();
}
console.log(`${r.passed} passed, ${r.failed} failed`);
process.exit(r.failed ? 1 : 0);
