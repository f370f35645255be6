/*
 * flash-hints.mjs — what the page says about flashing each board it
 * offers (src/flash-ui.js), against the facts: the .hex it offers is
 * named as `make dist` names it (one build released into a scratch
 * folder by the real make dist-one); each board's avrdude line is
 * docs/flashing.md's (its table, port aside); a board without a
 * bootloader gets no "Flash to my board" button and no word of Web
 * Serial flashing it, but its ISP programmer's fuse line, the very one
 * `make fuses` prints; a board whose stock bootloader must be replaced
 * (the table's "burnt once") says so before anything else.  The page's
 * part runs on stand-in elements (setupFlash with and without Web
 * Serial).  Called by flash.mjs with the page's build folder, and alone:
 *   node web/test/flash-hints.mjs WEB_DIR ROOT
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { resolveObjectURL } from 'node:buffer';
import { pathToFileURL } from 'node:url';
import { avrdudeLine, downloadName, flashNote, fuseLine, serialFlashable, setupFlash } from '../src/flash-ui.js';

/* make, run from the tree's root as a person would (not as a sub-make
 * of the make that runs the tests). */
function make(root, args) {
  const env = { ...process.env };
  for (const k of ['MAKEFLAGS', 'MFLAGS', 'MAKELEVEL', 'MAKEOVERRIDES']) delete env[k];
  return execFileSync('make', ['-s', '--no-print-directory', ...args], { cwd: root, env, encoding: 'utf8' });
}

/* docs/flashing.md's table: { board: { bootloader, line } } */
function docsTable(root) {
  const rows = {};
  const text = fs.readFileSync(path.join(root, 'docs/flashing.md'), 'utf8');
  for (const m of text.matchAll(/^\| ([a-z0-9-]+) \| ([^|]+) \| `(avrdude [^`]+)` \|$/gm)) {
    rows[m[1]] = { bootloader: m[2].trim(), line: m[3] };
  }
  return rows;
}

/* The page's flash controls on stand-in elements: { el, fire } */
function standInPage(def, serial) {
  const el = {};
  const listeners = {};
  const $ = (id) => {
    el[id] ||= { id, hidden: id === 'flash-board' || id === 'flash-fallback', textContent: '', href: '#',
      disabled: false, addEventListener: (type, fn) => { (listeners[`${id}:${type}`] ||= []).push(fn); } };
    return el[id];
  };
  globalThis.window ||= { addEventListener: () => {} };
  setupFlash(() => ({ def, hex: ':00000001FF\n' }), $, serial);
  return el;
}

export async function flashHintTests(check, webDir, root) {
  const gen = path.join(webDir, 'gen');
  const defs = [];
  for (const f of fs.readdirSync(gen).filter((n) => /^[a-z0-9-]+\.js$/.test(n)).sort()) {
    defs.push((await import(pathToFileURL(path.join(gen, f)).href)).default);
  }

  /* the download's name: what make dist-one writes for the same build */
  const released = defs.find((d) => fs.existsSync(path.join(root, 'build', d.name, 'nimbox.elf')));
  if (released) {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nimbox-dist-'));
    let files = [];
    try {
      make(root, [`BOARD=${released.name}`, `DIST_DIR=${dist}`, 'dist-one']);
      files = fs.readdirSync(dist).filter((n) => n.endsWith('.hex'));
    } catch (e) {
      files = [`(make dist-one failed: ${e.message.split('\n')[0]})`];
    }
    fs.rmSync(dist, { recursive: true, force: true });
    check(`${released.name}: the page's download is named ${downloadName(released)}, as make dist names it`,
      files.length === 1 && files[0] === downloadName(released), `make dist-one wrote ${files.join(' ')}`);
  } else {
    check('a build with its nimbox.elf, to release with make dist-one', false, `none of ${defs.map((d) => d.name)}`);
  }

  /* each board of docs/flashing.md's table the page offers */
  const table = docsTable(root);
  let compared = 0;
  for (const def of defs) {
    const row = table[def.name];
    if (!row) continue;
    compared++;
    const port = (row.line.match(/ -P (\S+)/) || [])[1];
    const line = avrdudeLine(def, port);
    check(`${def.name}: the page's avrdude line is docs/flashing.md's`, line === row.line,
      `page: ${line}\n     docs: ${row.line}`);
    const note = flashNote(def);
    if (/^none/.test(row.bootloader)) {
      const fuses = make(root, [`BOARD=${def.name}`, 'fuses']).split('\n')[1].trim();
      check(`${def.name}: no bootloader: no Web Serial, an ISP programmer and make fuses' line (${fuseLine(def)})`,
        !serialFlashable(def) && fuseLine(def) === fuses && note.includes(fuses)
        && /no bootloader: Web Serial cannot flash it/.test(note) && note.indexOf(fuses) < note.indexOf('flash:w:'),
      `note: ${note}\n     make fuses: ${fuses}`);
    } else {
      const named = /STK500v2/.test(row.bootloader) ? 'STK500 v2' : 'Optiboot';
      check(`${def.name}: flashed over its serial port (${row.bootloader}): the note names ${named}`, serialFlashable(def)
        && note.startsWith(`It flashes through ${named === 'Optiboot' ? 'Optiboot' : 'the Mega 2560\'s STK500 v2 bootloader'} `
          + `at ${def.flashing.baud} baud.`), note);
    }
    if (/the Nano's "new bootloader"/.test(row.bootloader)) {
      check(`${def.name}: the old Nano bootloader's 57600 and its watchdog loop said`,
        /old bootloader \(ATmegaBOOT, 57600 baud\).*loops after a watchdog reset: burn Optiboot/.test(note), note);
    }
    if (/burnt once/.test(row.bootloader)) {
      check(`${def.name}: Optiboot burnt once first, said`, /burn Optiboot.* once with an ISP programmer/.test(note)
        && /ATmegaBOOT/.test(note), note);
    }
  }
  check(`the page's boards in docs/flashing.md's table: ${compared}`, compared > 0,
    `none of ${defs.map((d) => d.name).join(' ')} in docs/flashing.md's table`);

  /* the OLED Nano's note is the Nano's */
  const nanos = defs.filter((d) => /^nano-/.test(d.board));
  check(`the Nanos' notes (${nanos.map((d) => d.name).join(' ')}) say the same of the old bootloader`,
    nanos.length > 0 && nanos.every((d) => flashNote(d).includes('ATmegaBOOT, 57600 baud')),
    nanos.map(flashNote).join('\n     '));

  /* the page: the button only where Web Serial flashes the board */
  const serial = { requestPort: async () => { throw new Error('no'); } };
  for (const def of defs) {
    const flashable = serialFlashable(def);
    const withSerial = standInPage(def, serial);
    const without = standInPage(def, undefined);
    check(`${def.name}: the page ${flashable ? 'offers' : 'does not offer'} Flash to my board; the download `
      + `${downloadName(def)} and "${avrdudeLine(def)}"${flashable ? ', Web Serial named without it' : ', no Web Serial named'}`,
    withSerial['flash-board'].hidden === !flashable && withSerial['flash-fallback'].hidden === flashable
      && without['flash-board'].hidden && !without['flash-fallback'].hidden
      && without['flash-web-serial'].hidden === !flashable && withSerial['flash-web-serial'].hidden
      && without['flash-download'].download === downloadName(def)
      && without['flash-avrdude'].textContent === avrdudeLine(def)
      && without['flash-note'].textContent === flashNote(def),
    JSON.stringify({ withSerial, without }, null, 1));
  }

  /* the download holds the board's .hex, and follows the board chosen */
  if (defs.length >= 2) {
    const [a, b] = [defs.find(serialFlashable), defs.find((d) => !serialFlashable(d)) || defs[1]];
    let shown = { def: a, hex: ':00000001FF\n' };
    const el = {};
    const on = {};
    const $ = (id) => (el[id] ||= { id, hidden: true, textContent: '', href: '#', disabled: false,
      addEventListener: (type, fn) => { on[`${id}:${type}`] = fn; } });
    globalThis.window = { addEventListener: (type, fn) => { on[`window:${type}`] = fn; } };
    setupFlash(() => shown, $, undefined);
    const first = el['flash-download'].href;
    const firstText = await resolveObjectURL(first)?.text();
    shown = { def: b, hex: ':0100000055AA\n:00000001FF\n' };
    on['board:change']();
    await new Promise((res) => setTimeout(res, 5));
    const second = el['flash-download'].href;
    const secondText = await resolveObjectURL(second)?.text();
    shown = { def: a, hex: ':00000001FF\n' };
    on['window:hashchange']();
    await new Promise((res) => setTimeout(res, 5));
    check(`the download holds the board's .hex and follows the board chosen (${a.name}, then ${b.name} by the `
      + 'picker, then back by the hash), the old one released, its note and avrdude line with it',
    firstText === ':00000001FF\n' && secondText === ':0100000055AA\n:00000001FF\n' && !resolveObjectURL(first)
      && !resolveObjectURL(second) && el['flash-download'].download === downloadName(a)
      && el['flash-note'].textContent === flashNote(a) && / -P PORT -D /.test(el['flash-avrdude'].textContent),
    JSON.stringify({ firstText, secondText, el }));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = { passed: 0, failed: 0 };
  const root = path.resolve(process.argv[3] || '.');
  await flashHintTests((what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} flash: ${what}${ok ? '' : `\n     ${why}`}`);
  }, path.resolve(root, process.argv[2] || 'build/web'), root);
  console.log(`${r.passed} passed, ${r.failed} failed`);
  process.exit(r.failed ? 1 : 0);
}
