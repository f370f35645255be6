/*
 * flash-browser.mjs — the page's "Flash to my board" in headless Chromium
 * (build/web/index.html from file://), with a stand-in navigator.serial
 * whose port carries the bytes to a board with its real bootloader
 * emulated in the page itself (flash-page-board.mjs, bundled here with
 * esbuild: boot-board.mjs on avr8js, the bootloader's hex from Debian's
 * arduino-core-avr passed in), so the page's own flasher (src/flash-ui.js,
 * src/flash/) runs over Web Serial's streams against the bootloader with
 * no round trip to Node per read, and no recorded transcript.  The Uno is
 * flashed from empty through Optiboot (the page shows each phase, then
 * Done; the flash holds the image; the firmware answers), then its play
 * and practice sets over it; a Mega's image on that Uno is refused by
 * signature; the Mega is flashed through its STK500 v2 bootloader; a
 * Nano's old bootloader is flashed through the "Retry at 57600 baud" the
 * page offers; without Web Serial the page offers the .hex and its
 * avrdude line instead of the button.  First, in Node, the bench's board
 * is shown to keep the bootloader's timing while it counts its polling
 * turns instead of running them.  Each flash's wall time is printed.
 *   node web/test/flash-browser.mjs WEB_DIR [ROOT] [--screenshot FILE]
 * (FILE: the page while it writes; FILE-fallback.png: without Web Serial)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadBoard } from './boards.mjs';
import { BootBoard, bootloaderHex, loadBootloader, BOOTLOADER_DIR } from './flash-board.mjs';
import { flashImage } from '../src/flash/index.js';
import { CHROMIUM, requireChromium } from './chromium.mjs';

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
requireChromium('Flash to my board');
if (!fs.existsSync(BOOTLOADER_DIR)) {
  check(`${BOOTLOADER_DIR} is installed`, false, 'tools/setup.sh web installs it (Debian\'s arduino-core-avr)');
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(1);
}
const { chromium } = await import('playwright-core');

/* The board and the stand-in Web Serial, bundled for the page. */
const { build } = await import('esbuild');
const benchScript = (await build({
  entryPoints: [fileURLToPath(new URL('flash-page-board.mjs', import.meta.url))],
  bundle: true, write: false, format: 'iife', platform: 'browser', logLevel: 'silent',
})).outputFiles[0].text;
const toBase64 = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64');

/* The bench's board counts a bootloader's polling turns instead of
 * running them (boot-board.mjs): the same flash in Node with and without
 * that takes the same line time to the millisecond, and leaves the same
 * flash (the first 4 KB of the Uno's image: reset, sync, write, verify). */
{
  const { def, flash: whole } = await loadBoard(webDir, root, 'uno-lcdshield');
  const flash = Uint8Array.from(whole).fill(0xff, 0x1000);   /* its first 4 KB: 32 pages */
  const run = async (skipPolls) => {
    const board = new BootBoard(def, loadBootloader('optiboot', def.chip.flashBytes), null, { skipPolls });
    const t0 = Date.now();
    const res = await flashImage(flash, def.mcu, { port: board.port() });
    return { board, res, wall: (Date.now() - t0) / 1000 };
  };
  const counted = await run(true);
  const ran = await run(false);
  const line = (r) => Object.entries(r.res.seconds).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ');
  check(`polling turns counted, not run: the same line times (${line(counted)} s) as run (${line(ran)} s), `
    + `the same flash; ${counted.wall.toFixed(1)} s here, ${ran.wall.toFixed(1)} s run`,
  line(counted) === line(ran) && counted.board.skippedCycles > 0
    && counted.board.flash.every((b, i) => b === ran.board.flash[i]), `${line(counted)} / ${line(ran)}`);
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
  await page.addInitScript({ content: benchScript });
  const hexes = {};
  /* a new board on the bench: def's chip with bootName's bootloader and
   * app (an old application's flash) or an empty application section */
  const setBoard = (boardDef, bootName, app = null) => page.evaluate((b) => window.flashBench.setBoard(b),
    { def: boardDef, bootName, bootHex: (hexes[bootName] ||= bootloaderHex(bootName)), app: app && toBase64(app) });
  const boardFlash = async () => new Uint8Array(Buffer.from(await page.evaluate(() => window.flashBench.flashBase64()), 'base64'));
  /* bytes 0..end of the board's flash equal image's: the first difference, or -1 */
  const differs = (got, image, end) => {
    for (let i = 0; i < end; i++) if (got[i] !== image[i]) return i;
    return -1;
  };
  const lastProgrammed = (image, end) => {
    while (end > 0 && image[end - 1] === 0xff) end--;
    return end;
  };

  /* the top of the page down to the element sel */
  const clipTo = async (p, sel) => {
    const box = await p.locator(sel).boundingBox();
    return { x: 0, y: 0, width: 800, height: Math.ceil(box.y + box.height + 8) };
  };
  let shotTaken = false;
  const PHASE_WORDS = ['Resetting', 'Waiting', 'Checking', 'Writing', 'Verifying', 'Starting'];
  /* the page on board name, a board set on the bench, then the button */
  const flashOn = async (name, bench) => {
    await page.goto(`${url}#${name}`);
    await page.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
    await bench();
    /* the screenshot's flash at the line's own pace, so its seconds are a real board's */
    if (shot && !shotTaken) await page.evaluate(() => { window.flashBench.realTime = true; });
    await page.evaluate((w) => window.flashBench.watchPhases(w), PHASE_WORDS);
    const seen = shot && !shotTaken ? setInterval(async () => {
      const t = await page.textContent('#flash-status').catch(() => '');
      if (!shotTaken && /Writing: [1-9]\d{4} of/.test(t)) {
        shotTaken = true;
        await page.screenshot({ path: shot, clip: await clipTo(page, '#flash-status') });
      }
    }, 20) : null;
    const t0 = Date.now();
    await page.click('#flash-board');
    const res = await finished();
    clearInterval(seen);
    return { ...res, seconds: (Date.now() - t0) / 1000 };
  };
  /* the flash the page started: its status once the cancel button hides */
  const finished = async () => {
    await page.waitForFunction(() => !document.getElementById('flash-cancel').hidden, null, { timeout: 5000 }).catch(() => {});
    await page.waitForFunction(() => document.getElementById('flash-cancel').hidden, null, { timeout: 120000 });
    return { status: await page.textContent('#flash-status'), phases: await page.evaluate(() => window.flashBench.seen) };
  };
  const times = [];
  const suite0 = Date.now();

  const visible = await page.goto(`${url}#uno-lcdshield`).then(() => page.isVisible('#flash-board'));
  check('the button is there where navigator.serial is', visible);
  const { status, phases, seconds } = await flashOn('uno-lcdshield', () => setBoard(def, 'optiboot'));
  times.push(`Uno ${seconds.toFixed(1)} s`);
  let at = differs(await boardFlash(), flash, lastProgrammed(flash, def.chip.flashBytes - 512));
  check(`the Uno flashed from empty through Optiboot (${seconds.toFixed(1)} s): ${status}`,
    /^Done: \d+ bytes written and verified/.test(status) && at < 0, `${status}; first difference at ${at}`);
  check(`the progress named the phases (${phases.join(', ')})`, phases.includes('Writing') && phases.includes('Verifying'));
  /* the firmware's answer to `version` (XON, flow control, dropped) */
  const version = async () => (await page.evaluate(() => window.flashBench.talk('version\n'))).replace(/[\x11\x13]/g, '');
  let said = await version();
  check('the firmware it wrote starts and answers', /^nimbox \S+ uno-lcdshield/m.test(said), said);

  /* the Uno's other feature sets, each flashed over the one before */
  for (const set of ['uno-lcdshield-play', 'uno-lcdshield-practice']) {
    if (!fs.existsSync(path.join(webDir, 'gen', `${set}.js`))) continue;
    const image = (await loadBoard(webDir, root, set)).flash;
    const before = await boardFlash();
    const res = await flashOn(set, () => setBoard(def, 'optiboot', before));
    times.push(`${set.replace('uno-lcdshield-', '')} ${res.seconds.toFixed(1)} s`);
    /* the application section, below Optiboot */
    at = differs(await boardFlash(), image, lastProgrammed(image, def.chip.flashBytes - 512));
    check(`the Uno's ${set.replace('uno-lcdshield-', '')} set flashed over the coach (${res.seconds.toFixed(1)} s): ${res.status}`,
      /^Done: \d+ bytes written and verified/.test(res.status) && at < 0, `${res.status}; first difference at ${at}`);
    said = await version();
    check(`the ${set.replace('uno-lcdshield-', '')} set's firmware starts and answers`,
      /^nimbox \S+ uno-lcdshield/m.test(said), said);
  }

  if (fs.existsSync(path.join(webDir, 'gen', 'mega-lcdshield.js'))) {
    /* a Mega's image on this Uno: refused by signature */
    const res = await flashOn('mega-lcdshield', () => setBoard(def, 'optiboot', flash));
    const after = await boardFlash();
    at = differs(after, flash, def.chip.flashBytes - 512);
    check(`a Mega image on an Uno: refused by signature, nothing written (${res.seconds.toFixed(1)} s)`,
      /This board is an ATmega328P/.test(res.status) && at < 0, `${res.status}; first difference at ${at}`);

    /* the Mega through its STK500 v2 bootloader: written, verified, started */
    const mega = await loadBoard(webDir, root, 'mega-lcdshield');
    const m = await flashOn('mega-lcdshield', () => setBoard(mega.def, 'stk500v2'));
    times.push(`Mega ${m.seconds.toFixed(1)} s`);
    const end = lastProgrammed(mega.flash, mega.def.chip.flashBytes);
    at = differs(await boardFlash(), mega.flash, end);
    check(`the Mega flashed from empty through its STK500 v2 bootloader (${end} B, ${m.seconds.toFixed(1)} s): ${m.status}`,
      /^Done: \d+ bytes written and verified/.test(m.status) && at < 0, `${m.status}; first difference at ${at}`);
    said = await version();
    check('the Mega\'s firmware starts and answers', /^nimbox \S+ mega-lcdshield/m.test(said), said);
  }

  /* a Nano's old bootloader: no answer at 115200, the page's retry at 57600 flashes it */
  const first = await flashOn('uno-lcdshield', () => setBoard(def, 'atmegaboot'));
  const retry = page.locator('#flash-status button');
  const offered = /retry at that rate/.test(first.status) && (await retry.count()) === 1
    && /57600/.test(await retry.textContent());
  let second = { status: '' };
  const retried = Date.now();
  if (offered) {
    await retry.click();
    second = await finished();
  }
  const retrySeconds = (Date.now() - retried) / 1000;
  times.push(`old bootloader ${first.seconds.toFixed(1)} s + retry ${retrySeconds.toFixed(1)} s`);
  at = differs(await boardFlash(), flash, lastProgrammed(flash, 0x7800));
  check(`old bootloader: "Retry at 57600 baud" offered (${first.seconds.toFixed(1)} s), and it flashes the board `
    + `(${retrySeconds.toFixed(1)} s): ${second.status}`,
  offered && /^Done: /.test(second.status) && at < 0, `${first.status} / ${second.status}; first difference at ${at}`);
  said = await version();
  check('the firmware the old bootloader took starts and answers', /^nimbox \S+ uno-lcdshield/m.test(said), said);
  console.log(`     flashes: ${times.join(', ')}; ${((Date.now() - suite0) / 1000).toFixed(1)} s in all`);

  /* no Web Serial: the download and the avrdude line */
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const plain = await browser.newPage({ viewport: { width: 800, height: 720 } });
  await plain.addInitScript(() => { delete Navigator.prototype.serial; });
  await plain.goto(`${url}#uno-lcdshield`);
  await plain.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
  const line = await plain.textContent('#flash-avrdude');
  if (shot) await plain.screenshot({ path: shot.replace(/\.png$/, '-fallback.png'), clip: await clipTo(plain, '#flash-fallback') });
  check(`without Web Serial: no button, the .hex and "${line}"`, !(await plain.isVisible('#flash-board'))
    && (await plain.isVisible('#flash-download')) && /avrdude -p atmega328p -c arduino .*-b 115200/.test(line), line);
  await browser.close();
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
