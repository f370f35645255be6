/*
 * chromium.mjs — what the page's Chromium suites share (browser.mjs, the
 * boards; browser-screens.mjs, device.md's screens; browser-oled.mjs, the
 * OLED boards): Debian's Chromium started headless through playwright-core
 * (no browser download) on a profile of its own, the page opened from
 * file:// on a build, its display read back as text, keys pressed with
 * the keyboard, ok/FAIL lines and the closing "N passed, M failed".
 *
 * Without Chromium (/usr/bin/chromium, or $NIMBOX_CHROMIUM) a suite
 * fails, unless NIMBOX_NO_CHROMIUM=1 says to go without it: then it says
 * loudly that it was skipped, and `make check` counts it as a suite
 * skipped (host-tests/suites.sh), not a suite passed or broken.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.NIMBOX_CHROMIUM || '/usr/bin/chromium';
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const KEYS = { right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', select: 'Enter' };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/* Returns once Chromium is there; without it ends the suite (what: what
 * it would have opened): exit 0 with a "skipped suite:" line where
 * NIMBOX_NO_CHROMIUM=1 says to go without it (never for the docs'
 * images, docs), else exit 1 with one failure. */
export function requireChromium(what, { docs = false } = {}) {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.env.NIMBOX_NO_CHROMIUM === '1' && !docs) {
    console.log('!'.repeat(72));
    console.log(`skipped suite: NIMBOX_NO_CHROMIUM=1 and no ${CHROMIUM}: ${what} NOT opened in a browser, `
      + 'none of its checks ran');
    console.log('skipped: install the Debian package chromium (or set NIMBOX_CHROMIUM) to run them');
    console.log('!'.repeat(72));
    console.log('0 passed, 0 failed');
    process.exit(0);
  }
  console.log(`FAIL ${CHROMIUM} not found (Debian package chromium, or NIMBOX_CHROMIUM=PATH): ${what} `
    + 'cannot be opened in a browser');
  console.log(`     install chromium, or set NIMBOX_NO_CHROMIUM=1 to skip this suite${docs ? ' (not when taking the docs\' images)' : ''}: `
    + 'make check then counts it as skipped');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/* The command line's options: --screenshots DIR (docs images) and the
 * build's web folder (build/web). */
export function options(argv = process.argv.slice(2)) {
  const args = [...argv];
  const shotsAt = args.indexOf('--screenshots');
  const docsDir = shotsAt >= 0 ? path.resolve(ROOT, args.splice(shotsAt, 2)[1]) : null;
  const webDir = path.resolve(ROOT, args[0] || 'build/web');
  return { docsDir, webDir };
}

/* Every build the page offers (build/web/gen/<build>.js), by name. */
export function builds(webDir) {
  return fs.readdirSync(path.join(webDir, 'gen')).filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3)).sort();
}

/* Whether build b is one whose keys, console and settings are played
 * ($COVERING_BUILDS: each chip, display, key wiring and capability once;
 * every build without it). */
export function covering(b) {
  const list = (process.env.COVERING_BUILDS || '').split(/\s+/).filter(Boolean);
  return !list.length || list.includes(b);
}

/* A suite's Chromium and page on webDir's index.html: { page, context,
 * url, check, finish, profile, and the page's helpers below }. */
export async function startChromium(webDir, { docs = false } = {}) {
  let passed = 0;
  let failed = 0;
  const check = (what, ok, why = '') => {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : `\n     ${why}`}`);
  };
  requireChromium('the page', { docs });
  const { chromium } = await import('playwright-core');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nimbox-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 800, height: 720 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] || (await context.newPage());
  page.on('pageerror', (e) => check('no error in the page', false, e.message));
  const url = pathToFileURL(path.join(webDir, 'index.html')).href;

  /* the display's rows (2 or 4), from the LCD element's characters; the
   * OLED's text grid read back from its glass (browser-oled.mjs checks
   * that the element is painted with the glass's pixels) */
  const rows = () => page.evaluate(() => {
    const el = document.getElementById('lcd');
    const dev = window.nimbox.device;
    if (window.nimbox.pixels()) return Array.from({ length: dev.def.lcd.rows }, (_, i) => dev.row(i));
    const t = String.fromCharCode(...el.characters);
    return Array.from({ length: el.numRows }, (_, i) => t.slice(i * el.numCols, (i + 1) * el.numCols));
  });
  /* [whether row shows text (or passes test) within ms, the rows last read] */
  async function lcdShows(row, text, ms = 3000, test = null) {
    const end = Date.now() + ms;
    let got;
    do {
      got = await rows();
      if (test ? test(got[row].trimEnd()) : got[row].trimEnd() === text) return [true, got];
      await sleep(20);
    } while (Date.now() < end);
    return [false, got];
  }
  async function expectLcd(what, row, text, ms) {
    const [ok, got] = await lcdShows(row, text, ms);
    check(what, ok, `row ${row} is "${got[row].trimEnd()}", wanted "${text}"`);
  }
  /* Waits in the page until its device has run holdMs of its own time,
   * then dispatches there the release (a keyup of key; a mouseup on the
   * button of the <wokwi-pushbutton> button names, a selector, which
   * releases on its own button's mouseup alone; else a pointerup, a key's
   * label's release): the press the firmware sees lasts holdMs of the
   * device's time (give or take a frame), however late this process runs.
   * (A hold timed here, on the wall clock, grew past the 500 ms
   * auto-repeat delay on a loaded machine: two stones for one tap.) */
  function releaseAfter(holdMs, key, button) {
    return page.evaluate(([ms, k, sel]) => new Promise((resolve) => {
      const dev = window.nimbox.device;
      const now = () => (dev.cycles * 1000) / dev.fCpu;
      const until = now() + ms;
      const poll = () => {
        if (now() < until) { setTimeout(poll, 2); return; }
        if (sel) {
          document.querySelector(sel).shadowRoot.querySelector('button')
            .dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        } else {
          document.dispatchEvent(k ? new KeyboardEvent('keyup', { key: k, bubbles: true })
            : new PointerEvent('pointerup', { bubbles: true }));
        }
        resolve();
      };
      poll();
    }), [holdMs, key, button]);
  }
  /* a key (left, up, ...) pressed for 100 ms of the device's time, then ms of rest */
  async function tap(key, ms = 90) {
    await page.keyboard.down(KEYS[key] || key);
    await releaseAfter(100, KEYS[key] || key);
    await page.keyboard.up(KEYS[key] || key);
    await sleep(ms);
  }
  /* The page on board, loaded afresh (a new document: not a change of
   * the hash alone); returns the ms from the navigation to its first frame. */
  async function open(board) {
    const target = `${url}#${board}`;
    if (page.url() === target) await page.reload();
    else {
      if (page.url().split('#')[0] === url) await page.goto('about:blank');
      await page.goto(target);
    }
    await page.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
    await page.locator('h1').click();   /* the keyboard to the page, not the console */
    return page.evaluate(() => window.nimbox.ready);
  }
  /* whether the console shows the reply text within ms */
  async function reply(text, ms = 3000) {
    const handle = await page.waitForFunction((t) => window.nimbox.lines.includes(t), text, { timeout: ms })
      .catch(() => null);
    return handle !== null;
  }
  /* closes Chromium, prints the counts and exits (1 on a failure) */
  async function finish() {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  }
  return { page, context, url, profile, check, rows, lcdShows, expectLcd, tap, releaseAfter, open, reply, finish };
}
