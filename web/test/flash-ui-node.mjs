/*
 * flash-ui-node.mjs — the page's "Flash to my board" (src/flash-ui.js)
 * in Node: its button, progress bar, status line and cancel on stand-in
 * elements, and a stand-in Web Serial (requestPort, open, the streams,
 * setSignals, close) over a bootloader in JavaScript (fake-boot.mjs), so
 * the page's own transport and flow run without a browser: a flash says
 * each phase then Done with its bytes; a board with the old Nano
 * bootloader says it did not answer and offers "Retry at 57600 baud",
 * which flashes it; Cancel stops a flash and says so; a closed chooser is
 * "No port chosen".  (flash-browser.mjs does the same in Chromium against
 * the real bootloaders.)  Called by flash.mjs, and alone (npm run mutants):
 *   node web/test/flash-ui-node.mjs
 */
import { pathToFileURL } from 'node:url';
import { setupFlash } from '../src/flash-ui.js';
import { FakeBoot } from './fake-boot.mjs';
import { patternImage } from './flash-faults.mjs';

const DEF = {
  name: 'uno-lcdshield', board: 'uno-lcdshield', mcu: 'atmega328p', fCpu: 16000000, dist: 'uno-lcdshield-coach',
  flashing: { bootloader: 'optiboot', programmer: 'arduino', baud: 115200, fuses: { low: '0xFF', high: '0xDE', extended: '0xFC' } },
};
const tick = () => new Promise((res) => setTimeout(res, 0));

/* A Web Serial port (the parts the page uses) over boot's transport. */
function serialPort(boot) {
  let t = null;
  return {
    async open({ baudRate }) { t = await boot.port().open(baudRate); },
    writable: { getWriter: () => ({ write: (bytes) => t.write(bytes), releaseLock() {} }) },
    readable: {
      getReader: () => {
        let cancelled = false;   /* a cancelled reader's read ends, as Web Serial's does */
        return {
          async read() {
            while (!cancelled) {
              const got = await t.read(1);
              if (got.length) return { value: got, done: false };
              await tick();
            }
            return { value: undefined, done: true };
          },
          async cancel() { cancelled = true; },
          releaseLock() {},
        };
      },
    },
    setSignals: (s) => t.setSignals(s),
    close: () => t.close(),
  };
}

/* The page's controls on stand-in elements, wired by setupFlash. */
function page(image, serial) {
  const el = {};
  const statuses = [];   /* every text the status line was given */
  const $ = (id) => {
    el[id] ||= { id, hidden: true, text: '', href: '#', disabled: false, children: [], on: {}, onText: null,
      get textContent() { return this.text; },
      set textContent(t) {
        this.text = t;
        if (id === 'flash-status') statuses.push(t);
        if (this.onText) this.onText(t);
      },
      addEventListener(type, fn) { this.on[type] = fn; },
      append(...parts) { this.children.push(...parts); } };
    return el[id];
  };
  globalThis.window ||= { addEventListener: () => {} };
  globalThis.document ||= {
    createElement: () => ({ on: {}, addEventListener(type, fn) { this.on[type] = fn; }, remove() { this.removed = true; } }),
  };
  setupFlash(() => ({ def: DEF, hex: ':00000001FF\n', flash: image }), $, serial);
  /* clicks el and waits until the button is enabled again (the flash over) */
  const click = async (target) => {
    target.on.click();
    await tick();
    while ($('flash-board').disabled) await tick();
  };
  return { el: $, statuses, click };
}

export async function flashUiTests(check) {
  const image = patternImage(3000);
  let boot = new FakeBoot();
  let p = page(image, { requestPort: async () => serialPort(boot) });
  const button = p.el('flash-board');
  check('the page on a board with a bootloader: the button shown', !button.hidden && p.el('flash-fallback').hidden);
  await p.click(button);
  const done = p.el('flash-status').textContent;
  check(`the page's flash over Web Serial: "${done}"`, done === 'Done: 3072 bytes written and verified in '
    + `${(done.match(/in (\d+\.\d) s/) || [])[1]} s; the board runs nimbox (uno-lcdshield).`
    && boot.flash.subarray(0, 3072).every((b, i) => b === image[i]) && boot.left
    && p.el('flash-cancel').hidden && p.el('flash-progress').hidden && !button.disabled, done);
  const seen = p.statuses.join('\n');
  const p4 = '\\d+\\.\\d s';
  check('its status line went through each phase, the bytes written counted (not the signature\'s 3), the phases '
    + 'before said with their seconds', /^Resetting the board: 0\.\d s$/m.test(seen)
    && /^reset 0\.\d s · Waiting for its bootloader: 0\.\d s$/m.test(seen)
    && new RegExp(`^reset ${p4} · sync ${p4} · Checking the chip: ${p4}$`, 'm').test(seen)
    && new RegExp(`^reset ${p4} · sync ${p4} · check ${p4} · Writing: \\d+ of 3072 bytes, ${p4}$`, 'm').test(seen)
    && new RegExp(`^reset ${p4} · sync ${p4} · check ${p4} · write ${p4} · Verifying: \\d+ of 3072 bytes, ${p4}$`, 'm').test(seen)
    && new RegExp(`· verify ${p4} · Starting the firmware: ${p4}$`, 'm').test(seen)
    && !/Checking the chip: \d+ of/.test(seen), seen);

  /* the old Nano bootloader: no answer, the retry at 57600 offered, and it flashes */
  boot = new FakeBoot({ baud: 57600 });
  p = page(image, { requestPort: async () => serialPort(boot) });
  await p.click(p.el('flash-board'));
  const said = p.el('flash-status');
  const retry = said.children.find((c) => c.textContent);
  check(`no answer at 115200: said, "${retry?.textContent}" offered`, /did not answer its bootloader \(STK500 v1 at 115200/
    .test(said.textContent) && retry?.textContent === 'Retry at 57600 baud' && boot.pagesWritten === 0, said.textContent);
  if (retry) {
    await p.click(retry);
    check('the retry at 57600 flashes the board with the old bootloader', retry.removed
      && /^Done: 3072 bytes written and verified/.test(said.textContent)
      && boot.flash.subarray(0, 3072).every((b, i) => b === image[i]), said.textContent);
  }

  /* cancel mid-write */
  boot = new FakeBoot();
  p = page(image, { requestPort: async () => serialPort(boot) });
  let during = null;
  p.el('flash-status').onText = (t) => {
    if (during || !/Writing: [1-9]/.test(t)) return;
    during = { disabled: p.el('flash-board').disabled, cancel: !p.el('flash-cancel').hidden,
      bar: !p.el('flash-progress').hidden, max: p.el('flash-progress').max, value: p.el('flash-progress').value };
    p.el('flash-cancel').on.click();
  };
  await p.click(p.el('flash-board'));
  check('while it flashes: the button disabled, Cancel and the progress bar shown',
    during && during.disabled && during.cancel && during.bar && during.max === 3072 && during.value > 0,
    JSON.stringify(during));
  check('Cancel mid-write: said', /^Cancelled during write at \d+ of 3072 bytes/.test(p.el('flash-status').textContent),
    p.el('flash-status').textContent);

  /* the chooser closed */
  p = page(image, { requestPort: async () => { throw new Error('No port selected by the user.'); } });
  await p.click(p.el('flash-board'));
  check('the port chooser closed: "No port chosen", no retry offered', /^No port chosen/.test(p.el('flash-status').textContent)
    && p.el('flash-status').children.length === 0, p.el('flash-status').textContent);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = { passed: 0, failed: 0 };
  await flashUiTests((what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} flash: ${what}${ok ? '' : `\n     ${why}`}`);
  });
  console.log(`${r.passed} passed, ${r.failed} failed`);
  process.exit(r.failed ? 1 : 0);
}
