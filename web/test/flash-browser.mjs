/*
 * flash-browser.mjs — the page's "Flash to my board" in headless Chromium
 * (build/web/index.html from file://), with a stand-in navigator.serial
 * whose port carries the bytes to a board with its real bootloader
 * emulated here in Node (flash-board.mjs): no recorded transcript.  The
 * Uno is flashed from empty through Optiboot (the page shows each phase,
 * then Done; the flash holds the image; the firmware answers), a Mega's
 * image on that Uno is refused by signature, a Nano's old bootloader is
 * flashed through the "Retry at 57600 baud" the page offers, and without
 * Web Serial the
 * page offers the .hex and its avrdude line instead of the button.
 *   node web/test/flash-browser.mjs WEB_DIR [ROOT] [--screenshot FILE]
 * (FILE: the page while it writes; FILE-fallback.png: without Web Serial)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadBoard } from './boards.mjs';
import { BootBoard, loadBootloader, BOOTLOADER_DIR } from './flash-board.mjs';

const CHROMIUM = '/usr/bin/chromium';
const args = process.argv.slice(2);
const shotAt = args.indexOf('--screenshot');
const shot = shotAt >= 0 ? args.splice(shotAt, 2)[1] : null;
const webDir = path.resolve(args[0] || 'build/web');
const root = path.resolve(args[1] || '.');
let passed = 0;
let failed = 0;
const check = (what, ok, why = '') => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} flash page: ${what}${ok ? '' : `\n     ${why}`}`);
};
if (!fs.existsSync(CHROMIUM) || !fs.existsSync(BOOTLOADER_DIR)) {
  check(`${CHROMIUM} and ${BOOTLOADER_DIR} are installed`, false, 'tools/setup.sh web installs them');
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(1);
}
const { chromium } = await import('playwright-core');

/* The stand-in Web Serial, in the page: each call goes to Node. */
function standIn() {
  const port = {
    readable: null,
    writable: null,
    async open(options) {
      /* this opening's number: a read left from a closed one gets nothing */
      const gen = await window.boardOpen(options.baudRate);
      port.readable = new ReadableStream({
        async pull(c) {
          /* a read waits until bytes come, as a port's does */
          let bytes;
          do bytes = await window.boardRead(gen, 20); while (bytes && bytes.length === 0);
          if (bytes) c.enqueue(Uint8Array.from(bytes));
        },
      });
      port.writable = new WritableStream({ write: (chunk) => window.boardWrite(Array.from(chunk)) });
    },
    setSignals: (s) => window.boardSignals(!!(s.dataTerminalReady || s.requestToSend)),
    async close() { await window.boardSignals(false); },
  };
  Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port } });
}

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nimbox-flash-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, headless: true, viewport: { width: 800, height: 720 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = context.pages()[0] || (await context.newPage());
  page.on('pageerror', (e) => check('no error in the page', false, e.message));
  const url = pathToFileURL(path.join(webDir, 'index.html')).href;
  const { def, flash } = await loadBoard(webDir, root, 'uno-lcdshield');
  let board = new BootBoard(def, loadBootloader('optiboot', def.chip.flashBytes));
  await page.exposeFunction('boardWrite', (bytes) => { board.hostWrite(bytes); });
  await page.exposeFunction('boardSignals', (on) => { board.setSignals(on); });
  let opened = 0;
  await page.exposeFunction('boardOpen', (baud) => {
    board.hostBaud = baud;
    board.setSignals(true);
    return ++opened;
  });
  /* the board's time kept at most at the wall clock's (the page's
   * timeouts are real time) */
  let wall0 = Date.now();
  let board0 = board.ms();
  await page.exposeFunction('boardRead', async (gen, ms) => {
    if (gen !== opened) return null;   /* a read of a port closed since */
    const end = board.now() + Math.round(ms * board.f / 1000);
    while (!board.toHost.length && board.now() < end) board.runTo(Math.min(end, board.now() + board.f / 2000));
    const ahead = (board.ms() - board0) - (Date.now() - wall0);
    if (ahead > 0) await new Promise((r) => setTimeout(r, ahead));
    else if (ahead < -200) { wall0 = Date.now(); board0 = board.ms(); }
    return board.toHost.splice(0);
  });
  await page.addInitScript(standIn);

  let shotTaken = false;
  const flashOn = async (name) => {
    await page.goto(`${url}#${name}`);
    await page.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
    const phases = new Set();
    const seen = setInterval(async () => {
      const t = await page.textContent('#flash-status').catch(() => '');
      for (const p of ['Resetting', 'Waiting', 'Checking', 'Writing', 'Verifying', 'Starting']) if (t.includes(p)) phases.add(p);
      if (shot && !shotTaken && /Writing: [1-9]\d{4} of/.test(t)) {
        shotTaken = true;
        await page.screenshot({ path: shot, clip: { x: 0, y: 0, width: 800, height: 205 } });
      }
    }, 50);
    await page.click('#flash-board');
    await page.waitForFunction(() => !document.getElementById('flash-cancel').hidden, null, { timeout: 5000 }).catch(() => {});
    await page.waitForFunction(() => document.getElementById('flash-cancel').hidden, null, { timeout: 120000 });
    clearInterval(seen);
    return { status: await page.textContent('#flash-status'), phases: [...phases] };
  };

  const visible = await page.goto(`${url}#uno-lcdshield`).then(() => page.isVisible('#flash-board'));
  check('the button is there where navigator.serial is', visible);
  const started = Date.now();
  const { status, phases } = await flashOn('uno-lcdshield');
  const n = 28160;
  let same = true;
  for (let i = 0; i < n; i++) if (board.flash[i] !== flash[i]) same = false;
  check(`the Uno flashed from empty through Optiboot (${((Date.now() - started) / 1000).toFixed(1)} s): ${status}`,
    /^Done: \d+ bytes written and verified/.test(status) && same, status);
  check(`the progress named the phases (${phases.join(', ')})`, phases.includes('Writing') && phases.includes('Verifying'));
  const t = await board.port().open(115200);
  board.console = '';
  await t.sleep(1800);
  await t.write(new TextEncoder().encode('version\n'));
  await t.sleep(100);
  check('the firmware it wrote starts and answers', /^nimbox \S+ uno-lcdshield/m.test(board.console), board.console);

  /* the Uno's other feature sets, each flashed over the one before */
  for (const set of ['uno-lcdshield-play', 'uno-lcdshield-practice']) {
    if (!fs.existsSync(path.join(webDir, 'gen', `${set}.js`))) continue;
    const image = (await loadBoard(webDir, root, set)).flash;
    board = new BootBoard(def, loadBootloader('optiboot', def.chip.flashBytes), board.flash);
    wall0 = Date.now();
    board0 = board.ms();
    const res = await flashOn(set);
    let end = def.chip.flashBytes - 512;   /* the application section, below Optiboot */
    while (end > 0 && image[end - 1] === 0xff) end--;
    let ok = true;
    for (let i = 0; i < end; i++) if (board.flash[i] !== image[i]) ok = false;
    check(`the Uno's ${set.replace('uno-lcdshield-', '')} set flashed over the coach: ${res.status}`,
      /^Done: \d+ bytes written and verified/.test(res.status) && ok, res.status);
  }

  /* a Mega's image on this Uno: refused by signature */
  board = new BootBoard(def, loadBootloader('optiboot', def.chip.flashBytes), flash);
  wall0 = Date.now();
  board0 = board.ms();
  if (fs.existsSync(path.join(webDir, 'gen', 'mega-lcdshield.js'))) {
    const before = Uint8Array.from(board.flash);
    const res = await flashOn('mega-lcdshield');
    check('a Mega image on an Uno: refused by signature, nothing written',
      /This board is an ATmega328P/.test(res.status) && board.flash.every((b, i) => b === before[i]), res.status);
  }

  /* the Mega through its STK500 v2 bootloader: written, verified, started */
  if (fs.existsSync(path.join(webDir, 'gen', 'mega-lcdshield.js'))) {
    const mega = await loadBoard(webDir, root, 'mega-lcdshield');
    board = new BootBoard(mega.def, loadBootloader('stk500v2', mega.def.chip.flashBytes));
    wall0 = Date.now();
    board0 = board.ms();
    const megaStarted = Date.now();
    const res = await flashOn('mega-lcdshield');
    let megaSame = true;
    let end = mega.def.chip.flashBytes;   /* the image: up to its last programmed byte */
    while (end > 0 && mega.flash[end - 1] === 0xff) end--;
    for (let i = 0; i < end; i++) if (board.flash[i] !== mega.flash[i]) megaSame = false;
    check(`the Mega flashed from empty through its STK500 v2 bootloader (${end} B, `
      + `${((Date.now() - megaStarted) / 1000).toFixed(1)} s): ${res.status}`,
    /^Done: \d+ bytes written and verified/.test(res.status) && megaSame, res.status);
    const mt = await board.port().open(115200);
    board.console = '';
    await mt.sleep(1800);
    await mt.write(new TextEncoder().encode('version\n'));
    await mt.sleep(100);
    check('the Mega\'s firmware starts and answers', /^nimbox \S+ mega-lcdshield/m.test(board.console), board.console);
  }

  /* a Nano's old bootloader: no answer at 115200, the page's retry at 57600 flashes it */
  board = new BootBoard(def, loadBootloader('atmegaboot', def.chip.flashBytes));
  wall0 = Date.now();
  board0 = board.ms();
  const first = await flashOn('uno-lcdshield');
  const retry = page.locator('#flash-status button');
  const offered = /retry at that rate/.test(first.status) && (await retry.count()) === 1
    && /57600/.test(await retry.textContent());
  let second = '';
  if (offered) {
    await retry.click();
    await page.waitForFunction(() => !document.getElementById('flash-cancel').hidden, null, { timeout: 5000 }).catch(() => {});
    await page.waitForFunction(() => document.getElementById('flash-cancel').hidden, null, { timeout: 120000 });
    second = await page.textContent('#flash-status');
  }
  check(`old bootloader: "Retry at 57600 baud" offered, and it flashes the board: ${second}`,
    offered && /^Done: /.test(second), `${first.status} / ${second}`);

  /* no Web Serial: the download and the avrdude line */
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const plain = await browser.newPage({ viewport: { width: 800, height: 720 } });
  await plain.addInitScript(() => { delete Navigator.prototype.serial; });
  await plain.goto(`${url}#uno-lcdshield`);
  await plain.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
  const line = await plain.textContent('#flash-avrdude');
  if (shot) await plain.screenshot({ path: shot.replace(/\.png$/, '-fallback.png'), clip: { x: 0, y: 0, width: 800, height: 205 } });
  check(`without Web Serial: no button, the .hex and "${line}"`, !(await plain.isVisible('#flash-board'))
    && (await plain.isVisible('#flash-download')) && /avrdude -p atmega328p -c arduino .*-b 115200/.test(line), line);
  await browser.close();
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
