/*
 * scenarios.mjs — the Node test of the page's emulator (no browser): the
 * simulator's scenario scripts (host-tests/sim/scenarios/*.txt, and
 * host-tests/sim/test-build/*.txt on the test build) played on every
 * board through web/src/ (script.mjs), plus the checks of what the page
 * adds to avr8js (units.mjs: the HEX loader, the HD44780 model, the UDRE
 * fix, the reset that rebuilds the chip; oled.mjs: the OLED model;
 * oled-scripts.mjs: the simulator's own OLED test on it; encoder.mjs: the
 * rotary encoder's waveform, knob and planted cases; st7920.mjs: the
 * ST7920 model fed pin by pin).  Closes with "N passed, M
 * failed" and exits non-zero on any failure.
 *
 *   node web/test/scenarios.mjs [--verbose] [--with FILE]... [BUILD_WEB_DIR] [SCRIPT...]
 * Boards: $WEB_BOARDS, or every build/web/gen/<board>.js.  SCRIPT names
 * keep only the scenarios ending so (a name that matches none fails);
 * each --with FILE is one more script played on every board after the
 * others, $BOARD in its path being the board's name (a FILE not there
 * fails).  A script that plays no check on any board (empty, comments
 * only, every line skipped or guarded out) fails: a runner that passes on
 * nothing is a runner that tests nothing (runner-self-test.mjs plants
 * each case).  Without
 * --with or SCRIPT, the generated ones `make check` also gives the
 * simulator are played: the 300-line paste (build/host/flood-scenario.txt)
 * and the board's maps' SG rows (build/$BOARD/maps/sg-scenario.txt), each
 * with a notice where it is not built; the soak (600 simulated seconds)
 * is the simulator's alone.
 * $WEB_ONCE_BOARD (make check's groups, each a process of its own): the
 * parts a whole run plays once (the runner's self-test, the units, the
 * ONCE scripts) are played by the run whose boards hold it, on it, and
 * every other run says it left them there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBoard } from './boards.mjs';
import { capabilities } from './guards.mjs';
import { playScript } from './script.mjs';
import { unitTests } from './units.mjs';
import { oledTests } from './oled.mjs';
import { oledScripts } from './oled-scripts.mjs';
import { keyQueueTests } from './key-queue.mjs';
import { encoderTests } from './encoder.mjs';
import { st7920Tests } from './st7920.mjs';
import { Device } from '../src/device.js';
import { runnerSelfTest } from './runner-self-test.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const verbose = argv.includes('--verbose');
const writeSkips = argv.includes('--write-skips');
const SKIPS = path.join(root, 'web/test/skips.txt');
const SKIPS_HEAD = `# skips.txt — the scenario lines the page cannot play, per board and script
# (web/test/scenarios.mjs lists each as \`skip FILE:LINE command\`): BOARD SCRIPT COUNT.
# The page's suite fails when a script skips more lines than said here.
# Written by: node web/test/scenarios.mjs --write-skips (after a change that meant it).
`;
const extra = [];
const rest = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--with' && i + 1 < argv.length) extra.push(argv[++i]);
  else if (argv[i] !== '--verbose' && argv[i] !== '--write-skips') rest.push(argv[i]);
}
const DEFAULT_EXTRA = ['build/host/flood-scenario.txt', 'build/$BOARD/maps/sg-scenario.txt'];
const webDir = path.resolve(root, rest.find((a) => !a.endsWith('.txt')) || 'build/web');
const only = rest.filter((a) => a.endsWith('.txt'));
const genDir = path.join(webDir, 'gen');
const built = fs.readdirSync(genDir).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)).sort();
const boards = (process.env.WEB_BOARDS || '').split(/\s+/).filter(Boolean);
if (!boards.length) boards.push(...built);

const scriptsIn = (dir) => fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.txt'))
  .sort().map((f) => path.join(dir, f));
let normal = scriptsIn('host-tests/sim/scenarios');
let testBuild = scriptsIn('host-tests/sim/test-build');
const given = new Set(extra);   /* asked for: not there is a failure */
if (!extra.length && !only.length) extra.push(...DEFAULT_EXTRA);
const unmatched = only.filter((o) => ![...normal, ...testBuild].some((f) => f.endsWith(o)));
if (only.length) {
  normal = normal.filter((f) => only.some((o) => f.endsWith(o)));
  testBuild = testBuild.filter((f) => only.some((o) => f.endsWith(o)));
}

/* Scripts played on the first board only: an hour of simulated saves
 * that depends on the page's EEPROM model (one for every chip: the
 * EEPROM's registers sit at the same addresses on the three) and the
 * settings code, the same on every board (the simulator plays it on
 * every board, each EEPROM size). */
const ONCE = ['eeprom-wear.txt'];
const played = new Map();   /* script -> the board it was played on */
/* A scenario script played to its end on one board is played again only
 * on a board that differs in its chip, display or keys (the page's
 * models) or in a capability the script itself asks about (its
 * `requires` and `[...]` lines: a set, a clock, the LCD's columns); the
 * simulator plays every script on every board, each firmware.  A script
 * cut short by its `requires` (a play script on a coach set, say) is
 * played on the next board of the same kind too; the generated scripts
 * (the paste, the board's SG rows) are every board's own. */
const playedWhole = new Map();   /* the script and that view of the board -> the board */
const askedCaps = (text) => {
  const names = new Set();
  const conds = [...text.matchAll(/^\s*requires\s+(.*)$/gm)].map((m) => m[1])
    .concat([...text.matchAll(/^\s*\[([^\]]*)\]/gm)].map((m) => m[1]));
  for (const c of conds) for (const m of c.matchAll(/([a-z][a-z0-9-]*)\s*(?:!?=|!?~|<=?|>=?)/g)) names.add(m[1]);
  return [...names].sort();
};
const viewOf = (file, text, caps) => [file, caps.mcu.value, caps.lcd.value, caps.keys.value,
  ...askedCaps(text).map((n) => `${n}=${caps[n] ? caps[n].value : '?'}`)].join('|');

/* the board the ONCE scripts are played on, and whether this run plays
 * the once-a-run parts at all (WEB_ONCE_BOARD names a board of another
 * run: it plays them) */
const onceBoard = (!only.length && process.env.WEB_ONCE_BOARD) || boards[0];
const onceHere = boards.includes(onceBoard);

let passed = 0;
let failed = 0;
let notes = 0;
let skipped = 0;
let knownLines = 0;
let adapted = 0;
/* script -> { checks played, runs left out by `requires`, runs }, every board together */
const checked = new Map();
for (const o of unmatched) {
  failed++;
  console.log(`FAIL ${o}: matches no script of host-tests/sim/scenarios or host-tests/sim/test-build`);
}
if (!boards.length) {
  failed++;
  console.log(`FAIL no board: ${genDir} has none and WEB_BOARDS names none`);
}
const skipCounts = new Map();   /* "board file" -> lines skipped */
const t0 = performance.now();
const log = (line) => {
  if (verbose || !(line.startsWith('ok ') || line.startsWith('note ') || line.startsWith('     '))) console.log(line);
};

if (!only.length && !onceHere) {
  console.log(`the runner's self-test, the units and ${ONCE.join(', ')}: played by the run of ${onceBoard} `
    + '(WEB_ONCE_BOARD), not this one');
}
if (!only.length && onceHere) {
  const t = await runnerSelfTest(webDir, boards[0], log);
  passed += t.passed;
  failed += t.failed;
  console.log(`${'the runner (it fails on nothing played)'.padEnd(44)} ${t.passed} passed, ${t.failed} failed`);
}

if (!only.length && onceHere) {
  const u = await unitTests(root, webDir, boards, log);
  passed += u.passed;
  failed += u.failed;
  console.log(`${'units (hex, LCD, USART, reset, paste, guards, scripts)'.padEnd(44)} ${u.passed} passed, `
    + `${u.failed} failed`);
  const o = oledTests(root, log);
  passed += o.passed;
  failed += o.failed;
  console.log(`${'units (the OLED model, its script commands)'.padEnd(44)} ${o.passed} passed, ${o.failed} failed`);
  const k = keyQueueTests(log);
  passed += k.passed;
  failed += k.failed;
  console.log(`${'units (the page\'s key queue)'.padEnd(44)} ${k.passed} passed, ${k.failed} failed`);
  const e = await encoderTests(root, webDir, boards, log);
  passed += e.passed;
  failed += e.failed;
  console.log(`${'units (the rotary encoder, Timer 0\'s CTC)'.padEnd(44)} ${e.passed} passed, ${e.failed} failed`);
  const st = await st7920Tests(webDir, log);
  passed += st.passed;
  failed += st.failed;
  console.log(`${'units (the ST7920 model)'.padEnd(44)} ${st.passed} passed, ${st.failed} failed`);
  const s = await oledScripts(root, webDir, log);
  passed += s.passed;
  failed += s.failed;
  if (s.played) console.log(`${'the simulator\'s OLED test (oled-test.c)'.padEnd(44)} ${s.passed} passed, ${s.failed} failed`);
}

for (const name of boards) {
  const board = await loadBoard(webDir, root, name);
  const caps = capabilities(board.def);
  /* an encoder board plays the encoder's own scenarios alone, as in the
   * simulator (check.mk's ENCODER_SCENARIOS: the rest press the five keys),
   * or where its display has pixels (their texts are the Nano's 16x2)
   * those of its display; unless scripts are named */
  const own = caps.oled.value ? `lcd=${caps.lcd.value}` : 'keys=encoder';
  const scripts = caps.keys.value === 'encoder' && !only.length
    ? normal.filter((f) => new RegExp(`^requires.*${own}\\b`, 'm').test(fs.readFileSync(path.resolve(root, f), 'utf8')))
    : normal;
  const runs = scripts.map((f) => [f, board.flash]);
  if (board.testFlash) runs.push(...testBuild.map((f) => [f, board.testFlash]));
  else console.log(`${name}: no test build (gen/${name}-test.hex): host-tests/sim/test-build/ not played`);
  for (const e of extra) {
    const file = e.replaceAll('$BOARD', name);
    if (fs.existsSync(path.resolve(root, file))) runs.push([file, board.flash]);
    else if (given.has(e)) {
      failed++;
      console.log(`FAIL ${name}: --with ${file}: no such file`);
    } else console.log(`${name}: no ${file} (not built): not played`);
  }
  const mine = { passed: 0, failed: 0, notes: 0, skipped: 0, known: 0, rest: 0, stopped: 0 };
  const tBoard = performance.now();
  for (const [file, flash] of runs) {
    const t = performance.now();
    const once = ONCE.includes(path.basename(file)) ? path.basename(file) : null;
    if (once && (played.has(once) || name !== onceBoard)) {
      console.log(`${name} ${once}: played on ${played.get(once) || onceBoard} (the page's EEPROM model is one for `
        + 'every chip)');
      continue;
    }
    if (once) played.set(once, name);
    const text = fs.readFileSync(path.resolve(root, file), 'utf8');
    const shared = file.startsWith('host-tests/sim/') ? viewOf(file, text, caps) : null;
    if (shared && playedWhole.has(shared) && !only.length) {
      console.log(`${name} ${path.basename(file)}: played to its end on ${playedWhole.get(shared)} `
        + '(the same chip, display, keys and what the script asks)');
      continue;
    }
    const r = playScript(text, path.basename(file), () => new Device(board.def, flash), caps, board.def.board || name, log);
    passed += r.passed;
    failed += r.failed;
    notes += r.notes;
    skipped += r.skipped;
    knownLines += r.known;
    adapted += r.adapted;
    for (const k of Object.keys(mine)) mine[k] += Number(r[k]);
    if (shared && !r.rest && !r.stopped) playedWhole.set(shared, name);
    const label = `${name} ${file.startsWith('host-tests/sim/') ? path.relative('host-tests/sim', file) : file}`;
    if (r.skipped) skipCounts.set(`${name} ${label.split(' ')[1]}`, r.skipped);
    const script = label.split(' ')[1];
    const c = checked.get(script) || { checks: 0, leftOut: 0, runs: 0 };
    checked.set(script, { checks: c.checks + r.passed + r.failed, leftOut: c.leftOut + (r.rest ? 1 : 0), runs: c.runs + 1 });
    console.log(`${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    console.log(`${r.notes} notes, ${r.skipped} skipped`);
    console.log(`${r.passed} passed, ${r.failed} failed`);
  }
  console.log(`${name}: ${runs.length} scripts, ${mine.passed} passed, ${mine.failed} failed, ${mine.notes} notes, `
    + `${mine.skipped} lines skipped (${mine.known} known), ${mine.rest} scripts cut short by \`requires\`, `
    + `${mine.stopped} ended early (${((performance.now() - tBoard) / 1000).toFixed(1)} s)`);
}

/* every script played at least one check somewhere (a script that every
 * board's `requires` left out is not played at all: said) */
for (const [script, c] of checked) {
  if (c.checks > 0) continue;
  if (c.leftOut === c.runs) {
    console.log(`note ${script}: every board here left it out (requires): not played`);
  } else {
    failed++;
    console.log(`FAIL ${script}: no check played on any board (empty, comments only, or every line skipped)`);
  }
}

/* the skips against the committed list: more than it says fails */
if (writeSkips) {
  if (only.length) {
    console.error('--write-skips: only on a whole run (no SCRIPT names)');
    process.exit(2);
  }
  fs.writeFileSync(SKIPS, `${SKIPS_HEAD}${[...skipCounts].sort().map(([k, n]) => `${k} ${n}`).join('\n')}\n`);
  console.log(`wrote ${path.relative(root, SKIPS)}: ${skipCounts.size} scripts with skipped lines`);
} else {
  const expected = readSkips();
  for (const [k, n] of skipCounts) {
    const allowed = expected.get(k) || 0;
    if (n > allowed) {
      failed++;
      console.log(`FAIL skips: ${k}: ${n} lines skipped, ${allowed} expected (${path.relative(root, SKIPS)}; `
        + 'after a change that meant it: node web/test/scenarios.mjs --write-skips)');
    } else if (n < allowed) {
      console.log(`note skips: ${k}: ${n} lines skipped, fewer than the ${allowed} expected: lower the list`);
    }
  }
}

console.log(`skipped: ${skipped} lines the page cannot play (listed above as skip FILE:LINE), ${knownLines} of them `
  + 'known disagreements with simavr (web/test/known.mjs)');
console.log(`adapted: ${adapted} ADC readings checked at the datasheet's 1024 steps instead of simavr's 1023`);
console.log(`time: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(`${notes} notes, ${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/* web/test/skips.txt: "BOARD FILE COUNT" lines, # comments */
function readSkips() {
  const m = new Map();
  if (!fs.existsSync(SKIPS)) return m;
  for (const line of fs.readFileSync(SKIPS, 'utf8').split('\n')) {
    const t = line.trim();
    if (!t || t[0] === '#') continue;
    const w = t.split(/\s+/);
    m.set(`${w[0]} ${w[1]}`, Number(w[2]));
  }
  return m;
}
