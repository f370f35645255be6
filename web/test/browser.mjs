/*
 * browser.mjs — the page in a real browser (chromium.mjs: Debian's
 * Chromium, headless), on every build it offers: each loads (its ready
 * time, from a fresh document), shows the board's display element
 * (<wokwi-lcd1602>, <wokwi-lcd2004> or <wokwi-ssd1306>), boots to the home
 * screen and names its hardware on the console.  On the covering builds
 * ($COVERING_BUILDS: each chip, display, key wiring and capability once;
 * every build without it) it goes on: keys by the keyboard and the
 * mouse, a console line and its reply (or the one error line of a build
 * without a console), the settings across a reload (once per EEPROM
 * size), Reset.  Before them, on the default board: the first visit and
 * the next, the help and the docs it links to, a click on a label and one
 * of no length, a key held (it repeats), the window losing focus with a
 * key down (the key comes up), Erase settings, the buzzer through
 * WebAudio (off until a click, a tone's pitch, muted); the idle page's
 * CPU time over 10 s (while the first board saves its settings).  After
 * them: a board switched by the URL's hash (the Nano's practice set, its
 * Puzzle entered), a game against nimbox on the Nano's play set, and
 * Erase settings forgetting the position saved.  Screenshots go to
 * build/web/screenshots/.  (device.md's screens: browser-screens.mjs.)
 *
 *   node web/test/browser.mjs [BUILD_WEB_DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { builds, covering, KEYS, options, sleep, startChromium } from './chromium.mjs';

const { webDir } = options();
const outDir = path.join(webDir, 'screenshots');
const { page, context, url, profile, check, rows, lcdShows, expectLcd, tap, releaseAfter, open, reply, finish } = await startChromium(webDir);

/* the processes of this Chromium (its renderers: type renderer): CPU
 * seconds used so far */
function chromiumCpuSeconds(type = '') {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes(profile) || (type && !cmd.includes(`--type=${type}`))) continue;
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch { /* gone */ }
  }
  return ticks / 100;
}

fs.mkdirSync(outDir, { recursive: true });
const boards = builds(webDir);

{
  /* a fresh browser: the page opens on the default board, then on the
   * last one chosen */
  await page.goto(url);
  await page.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
  let first = await page.evaluate(() => window.nimbox.board);
  check(`a first visit opens on the default board (${first})`, first === 'uno-lcdshield', first);
  const silent = await page.evaluate(() => window.nimbox.audio());
  check(`the sound is off until a click (audio context: ${silent.context}, muted)`,
    silent.context === 'none' && silent.muted && (await page.locator('#mute').innerText()) === 'Sound: off',
    JSON.stringify(silent));
  /* (one with the five keys: the help checked below is theirs) */
  const other = boards.find((b) => b !== 'uno-lcdshield'
    && !/keysDriver: "encoder"/.test(fs.readFileSync(path.join(webDir, 'gen', `${b}.js`), 'utf8')));
  if (other) {
    await page.locator('#board').selectOption(other);
    await page.goto(url);
    await page.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
    first = await page.evaluate(() => window.nimbox.board);
    check(`the next visit opens on the board last chosen (${first})`, first === other, first);
  }
  /* the help beside the device, and the docs it links to */
  const help = await page.locator('#help').innerText();
  check('the help says what the keys do and what "Pile 1: 3 to 1" means',
    ['LEFT / RIGHT', 'UP / DOWN', 'SELECT', 'Pile 1: 3 to 1', 'Play nimbox'].every((t) => help.includes(t)), help);
  const links = await page.locator('#help a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  check(`the help links to the docs (${links.join(', ')})`,
    links.length > 0 && links.every((l) => fs.existsSync(path.join(webDir, l))), links.join(' '));
  /* rendered: HTML with its headings, no Markdown left, every image there */
  for (const l of links.filter((x) => fs.existsSync(path.join(webDir, x)))) {
    const html = fs.readFileSync(path.join(webDir, l), 'utf8');
    const imgs = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    const missing = imgs.filter((src) => !fs.existsSync(path.join(webDir, path.dirname(l), src)));
    check(`${l} is rendered HTML (${imgs.length} images, all there)`, /\.html$/.test(l) && /<h1[ >]/.test(html)
      && !/<!--|^#+ |!\[/m.test(html) && !missing.length, `missing images: ${missing.join(' ')}`);
  }
  /* the help sits beside the device, not under it, on a wide window */
  await page.setViewportSize({ width: 1100, height: 720 });
  const dev = await page.locator('.device').boundingBox();
  const helpBox = await page.locator('#help').boundingBox();
  await page.setViewportSize({ width: 800, height: 720 });
  check('the help is beside the device', helpBox.x >= dev.x + dev.width && helpBox.y < dev.y + dev.height,
    `device ${JSON.stringify(dev)}, help ${JSON.stringify(helpBox)}`);

  await open('uno-lcdshield');
  await expectLcd('uno-lcdshield: boots to the home screen (for the label and short clicks)', 0, 'Nim 3 4 5', 5000);
  /* a click on a key's label presses the key */
  const label = page.locator('#key-up .label');
  const labelBox = await label.boundingBox();
  await page.mouse.move(labelBox.x + labelBox.width / 2, labelBox.y + labelBox.height / 2);
  await page.mouse.down();   /* (held 100 ms of the device's time, as tap()) */
  await releaseAfter(100);
  await page.mouse.up();
  await expectLcd('a click on the label UP presses UP', 0, 'Nim 4 4 5');
  /* a click of no length at all (press and release in one task, shorter
   * than any debounce) still presses the key */
  await page.evaluate(() => {
    const b = document.getElementById('key-down').shadowRoot.querySelector('button');
    b.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    b.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  });
  await expectLcd('a click shorter than the debounce still presses DOWN', 0, 'Nim 3 4 5');
  await page.evaluate(() => {
    const b = document.getElementById('key-select').shadowRoot.querySelector('button');
    b.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    b.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  });
  await expectLcd('and one on SELECT opens the menu (one press, not a long one)', 0, '>SG values');
  await tap('left');
  await expectLcd('LEFT goes home again', 0, 'Nim 3 4 5');
  /* a key held repeats; a key down when the window loses focus comes up
   * (its keyup never reaches the page) */
  await page.keyboard.down(KEYS.up);
  await sleep(1500);
  await page.keyboard.up(KEYS.up);
  await sleep(150);
  const held = (await rows())[0].trimEnd();
  const heldTo = Number((/^Nim (\d+) 4 5$/.exec(held) || [])[1]);
  check(`UP held 1.5 s repeats (${held})`, heldTo >= 6, `row 0 is "${held}"`);
  await page.keyboard.down(KEYS.up);
  await sleep(150);
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await sleep(150);
  const afterBlur = (await rows())[0];
  await sleep(800);
  const later = (await rows())[0];
  const pressed = await page.evaluate(() => document.getElementById('key-up').pressed);
  await page.keyboard.up(KEYS.up);
  check(`the window losing focus lets go of a key held down (${afterBlur.trimEnd()}, then no repeat)`,
    afterBlur === later && !pressed, `row 0 went "${afterBlur.trimEnd()}" -> "${later.trimEnd()}", key drawn pressed: ${pressed}`);
  await page.locator('#forget').click();
  await page.locator('h1').click();
  await expectLcd('Erase settings: a fresh start at 3 4 5', 0, 'Nim 3 4 5', 4000);

  /* the buzzer through WebAudio: on since the first click (open() clicks
   * the title), a tone of the pin reaches the oscillator; muted, none */
  const audio = () => page.evaluate(() => window.nimbox.audio());
  const until = async (test, ms) => {
    const end = Date.now() + ms;
    let a;
    do {
      a = await audio();
      if (test(a)) return [true, a];
      await sleep(10);
    } while (Date.now() < end);
    return [false, a];
  };
  let [ok, a] = await until((s) => s.context !== 'none', 2000);
  check(`after a click the sound is on (audio context ${a.context})`, ok && a.started && !a.muted
    && (await page.locator('#mute').innerText()) === 'Sound: on', JSON.stringify(a));
  const played0 = a.tonesPlayed;
  await page.evaluate(() => window.nimbox.send('frob'));
  [ok, a] = await until((s) => s.tonesPlayed > played0 && Math.abs(s.hz - 622) < 13
    && s.context === 'running', 3000);
  check(`an error line's tone reaches the running oscillator (${a.hz.toFixed(0)} Hz, 622 Hz within 2 %)`,
    ok, JSON.stringify(a));
  [ok, a] = await until((s) => s.context === 'suspended', 3000);
  check('a second of silence suspends the audio context (an idle page costs nothing)', ok, JSON.stringify(a));
  await page.locator('#mute').click();
  await page.locator('h1').click();
  await sleep(400);
  const played1 = (await audio()).tonesPlayed;
  await page.evaluate(() => window.nimbox.send('frob'));
  const moved = await page.waitForFunction(() => document.getElementById('buzzer').hasSignal, null,
    { timeout: 3000, polling: 5 }).then(() => true).catch(() => false);
  await sleep(600);
  a = await audio();
  check('muted: the buzzer element moves, the speaker stays silent', moved && a.muted && a.gain === 0
    && a.tonesPlayed === played1 && (await page.locator('#mute').innerText()) === 'Sound: off',
  JSON.stringify(a));
  await page.locator('#mute').click();
  a = await audio();
  check('the toggle turns it on again', !a.muted, JSON.stringify(a));

  /* the default board first: it keeps the reload check for its EEPROM */
  const reloaded = new Map();   /* EEPROM -> the board whose settings survived a reload */
  let idleMeasured = false;
  for (const board of [...boards].sort((a, b) => (b === 'uno-lcdshield') - (a === 'uno-lcdshield'))) {
    const ready = await open(board);
    check(`${board}: page ready in ${ready.toFixed(0)} ms from its own load (at most 1000)`, ready <= 1000);
    await expectLcd(`${board}: boots to the home screen`, 0, 'Nim 3 4 5', 5000);
    const shape = await page.evaluate(() => {
      const el = document.getElementById('lcd');
      const { lcd } = window.nimbox.device.def;
      const oled = window.nimbox.pixels();
      return { tag: el.tagName.toLowerCase(), cols: lcd.cols, rows: lcd.rows, oled,
        shown: oled ? [lcd.cols, lcd.rows] : [el.numCols, el.numRows] };
    });
    const tag = shape.oled ? 'wokwi-ssd1306' : shape.rows === 4 ? 'wokwi-lcd2004' : 'wokwi-lcd1602';
    check(`${board}: a ${shape.cols}x${shape.rows} display is drawn by <${tag}>`,
      shape.tag === tag && shape.shown.join('x') === `${shape.cols}x${shape.rows}`, JSON.stringify(shape));
    /* the firmware names its hardware (uno-lcdshield for every Uno build) */
    const banner = await page.evaluate(() => window.nimbox.lines[0] || '');
    const hardware = await page.evaluate(() => window.nimbox.device.def.board || window.nimbox.device.def.name);
    check(`${board}: banner on the console`, banner.startsWith(`nimbox 0.1 ${hardware}`), banner);
    if (!covering(board)) {
      /* its chip, display, keys and capabilities are a covering build's:
       * it loads, boots and names itself; the keys are theirs */
      await page.screenshot({ path: path.join(outDir, `${board}.png`) });
      continue;
    }
    await tap('up');
    await expectLcd(`${board}: ArrowUp adds a stone`, 0, 'Nim 4 4 5');
    const box = await page.locator('#key-down').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.down();   /* (held 100 ms of the device's time, as tap()) */
    await releaseAfter(100, null, '#key-down');
    await page.mouse.up();
    await expectLcd(`${board}: a mouse press on DOWN takes one`, 0, 'Nim 3 4 5');
    await tap('select');
    await expectLcd(`${board}: Enter is SELECT (the menu)`, 0, '>SG values');
    await tap('left');
    await expectLcd(`${board}: ArrowLeft goes back`, 0, 'Nim 3 4 5');
    await page.locator('#line').fill('move nim 3 4 5');
    await page.locator('#line').press('Enter');
    /* a board without the console answers every line with one error line */
    const consoleHere = await page.evaluate(() => window.nimbox.device.def.limits.console);
    const want = consoleHere ? 'win 1 3 1' : 'error: no console in this build';
    const shown = await page.evaluate(() => ({
      placeholder: document.getElementById('line').placeholder,
      hint: !document.getElementById('console-hint').hidden,
      about: document.getElementById('about').textContent,
    }));
    check(`${board}: the page offers the console only if the build has one (${shown.placeholder})`,
      consoleHere ? shown.placeholder.startsWith('move') && shown.hint && / baud/.test(shown.about)
        : /no console/.test(shown.placeholder) && !shown.hint && /no console/.test(shown.about), JSON.stringify(shown));
    check(`${board}: a console line gets its reply`, await reply(want));
    const logText = await page.locator('#log').innerText();
    check(`${board}: the console shows the line and the reply`, logText.includes('> move nim 3 4 5') && logText.includes(want));
    await page.locator('h1').click();
    await tap('up');
    await tap('up');
    await expectLcd(`${board}: two more stones`, 0, 'Nim 5 4 5');
    /* the settings across a reload: the page's localStorage, the same
     * for every board of one EEPROM size (the ATmega328P's 1 KB, the
     * ATmega2560's and ATmega1284P's 4 KB: their EEPROM registers sit at
     * the same addresses), so once per size (13 s each) */
    const mcu = await page.evaluate(() => `${window.nimbox.device.def.chip.eepromEnd + 1} B`);
    if (reloaded.has(mcu)) {
      console.log(`skipped: ${board}: the settings across a reload (checked on ${reloaded.get(mcu)}, `
        + `the same EEPROM, ${mcu})`);
      await page.locator('#reset').click();
      await expectLcd(`${board}: Reset starts the firmware again`, 0, 'nimbox v0.1', 1000);
      await page.screenshot({ path: path.join(outDir, `${board}.png`) });
      continue;
    }
    reloaded.set(mcu, board);
    /* still for 10 s, the device saves; the first save into a blank slot
     * writes the whole record, up to 0.9 s at 3.3 ms a byte (the Mega's
     * ends 10.9 s after the key): waited for until the EEPROM has been
     * still for 0.6 s, changed and kept in localStorage (at most 20 s).
     * The first board's wait is the idle page's measure too. */
    const saving = idleMeasured ? null : measureIdle();
    idleMeasured = true;
    const saved = await page.waitForFunction((start) => {
      const n = window.nimbox;
      const hex = Array.from(n.device.eeprom, (b) => b.toString(16).padStart(2, '0')).join('');
      if (hex !== n.lastHex) {
        n.lastHex = hex;
        n.stillSince = performance.now();
      }
      return hex !== start && !n.device.eepromBusy && performance.now() - n.stillSince > 600
        && localStorage.getItem(`nimbox.eeprom.${n.board}`) === hex;
    }, await page.evaluate(() => Array.from(window.nimbox.device.eeprom,
      (b) => b.toString(16).padStart(2, '0')).join('')), { timeout: 20000, polling: 100 })
      .then(() => true).catch(() => false);
    if (saving) await saving;
    check(`${board}: the settings saved to localStorage within 20 s`, saved);
    await open(board);
    await expectLcd(`${board}: after a reload the splash names the saved rule`, 1, 'Rule: nim', 2000);
    await expectLcd(`${board}: after a reload the position is back (EEPROM in localStorage)`, 0, 'Nim 5 4 5', 8000);
    await page.locator('#reset').click();
    await expectLcd(`${board}: Reset starts the firmware again`, 0, 'nimbox v0.1', 1000);
    await expectLcd(`${board}: and it comes back to the position`, 0, 'Nim 5 4 5', 3000);
    await page.screenshot({ path: path.join(outDir, `${board}.png`) });
  }

  /* the board switched by the URL's hash, in the same document: a
   * practice set (the Nano's), its Puzzle entered */
  const puzzleBoard = ['nano-i2c-practice', 'uno-lcdshield-practice'].find((b) => boards.includes(b));
  if (puzzleBoard) {
    await page.evaluate(() => {
      window.sameDocument = true;
    });
    await page.evaluate((b) => {
      location.hash = `#${b}`;
    }, puzzleBoard);
    const switched = await page.waitForFunction((b) => window.nimbox.board === b, puzzleBoard, { timeout: 3000 })
      .then(() => true).catch(() => false);
    const same = await page.evaluate(() => window.sameDocument === true && document.getElementById('board').value);
    check(`the URL's hash #${puzzleBoard} switches the board in the same page`, switched && same === puzzleBoard,
      `board ${await page.evaluate(() => window.nimbox.board)}, picker ${same}`);
    await page.locator('h1').click();
    await page.locator('#forget').click();
    await page.locator('h1').click();
    await expectLcd(`${puzzleBoard}: boots to the home screen`, 0, 'Nim 3 4 5', 5000);
    await tap('select');
    for (let i = 0; i < 6 && (await rows())[0].trimEnd() !== '>Puzzle'; i++) await tap('up');
    await expectLcd(`${puzzleBoard}: the menu offers Puzzle`, 0, '>Puzzle', 500);
    await tap('select');
    const [okStreak, puzzleRows] = await lcdShows(1, 'Streak 0, best 0', 2000);
    check(`${puzzleBoard}: Puzzle sets a position (${puzzleRows[0].trimEnd()} / ${puzzleRows[1].trimEnd()})`,
      okStreak && /^Nim( \d+)+$/.test(puzzleRows[0].trimEnd()), puzzleRows.join(' / '));
  }

  /* a play set (the Nano's): a game against nimbox started, a stone
   * taken, and nimbox's reply */
  const playBoard = ['nano-i2c-play', 'uno-lcdshield-play'].find((b) => boards.includes(b));
  if (playBoard) {
    await open(playBoard);
    await page.locator('#forget').click();
    await page.locator('h1').click();
    await expectLcd(`${playBoard}: boots to the home screen`, 0, 'Nim 3 4 5', 5000);
    await tap('select');
    for (let i = 0; i < 8 && (await rows())[0].trimEnd() !== '>Play nimbox'; i++) await tap('down');
    await expectLcd(`${playBoard}: the menu offers Play nimbox`, 0, '>Play nimbox', 500);
    await tap('select');
    await expectLcd(`${playBoard}: the play setup`, 1, 'Start: 1-3-5-7', 2000);
    await tap('select');
    await expectLcd(`${playBoard}: your move`, 0, 'You 1 3 5 7', 2000);
    for (const key of ['down', 'select']) await tap(key);   /* one stone from the first pile */
    const [replied] = await lcdShows(1, null, 4000, (r) => /^Me: P\d, \d+ to \d+$/.test(r));
    await sleep(300);   /* the I2C LCD's rows written through */
    const replyRows = (await rows()).map((r) => r.trimEnd());
    check(`${playBoard}: nimbox answers your move (${replyRows.join(' / ')})`,
      replied && /^You 0 \d+ \d+ \d+$/.test(replyRows[0]) && /^Me: P\d, /.test(replyRows[1]), replyRows.join(' / '));
  }
}

/* The idle page's CPU share over 10 s (its check), from now. */
async function measureIdle() {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
  const task0 = await metric('TaskDuration');
  const cpu0 = chromiumCpuSeconds();
  const renderer0 = chromiumCpuSeconds('renderer');
  const frames0 = await page.evaluate(() => window.nimbox.frames);
  await sleep(10000);
  const taskShare = ((await metric('TaskDuration')) - task0) / 10 * 100;
  const cpuShare = (chromiumCpuSeconds() - cpu0) / 10 * 100;
  const rendererShare = (chromiumCpuSeconds('renderer') - renderer0) / 10 * 100;
  const frames = (await page.evaluate(() => window.nimbox.frames)) - frames0;
  await cdp.detach();
  console.log(`idle 10 s: the page's renderer ${rendererShare.toFixed(1)} % of a core (its main thread's tasks `
    + `${taskShare.toFixed(1)} % of the wall clock), all Chromium processes ${cpuShare.toFixed(1)} %, ${frames} frames`);
  /* CPU time, not the tasks' wall-clock length: on a busy machine a task
   * waiting for a core lasts longer without costing more */
  check(`idle page: its renderer at most 5 % of a core (${rendererShare.toFixed(1)} % CPU time)`, rendererShare <= 5);
}

/* Erase settings: the position the boards' checks left saved on the
 * default board (5 4 5) is gone, "Fresh settings", then 3 4 5, after a
 * reload too */
{
  const home = boards.includes('uno-lcdshield') ? 'uno-lcdshield' : boards[0];
  await open(home);
  const savedBefore = (await lcdShows(0, 'Nim 5 4 5', 4000))[0];
  await page.locator('#forget').click();
  await page.locator('h1').click();
  const fresh = (await lcdShows(1, 'Fresh settings', 2000))[0] && (await lcdShows(0, 'Nim 3 4 5', 4000))[0];
  await open(home);
  const still = (await lcdShows(0, 'Nim 3 4 5', 4000))[0];
  check('Erase settings: the saved position (5 4 5) is gone: "Fresh settings", then 3 4 5, after a reload too',
    savedBefore && fresh && still, `saved before ${savedBefore}, fresh ${fresh}, after a reload ${still}`);
}

await finish();
