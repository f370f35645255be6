/*
 * browser-encoder.mjs — the page's rotary encoder in Chromium
 * (chromium.mjs), on the build whose keys are one (web.mk's
 * WEB_ENCODER_BUILDS): the knob (<wokwi-ky-040>) is there in place of
 * the five keys, with its own help; the mouse wheel over it, the arrow
 * keys and a drag around it turn it, Enter and space click, Enter held
 * 0.8 s is a long click, and the pressed shaft clicks; each read back from
 * the glass.  Twelve wheel notches and five arrows given as fast as the
 * browser sends them count twelve and five: no detent lost or doubled.
 * The contacts on the board's A and B pins (PIND as the firmware reads
 * it) pass 01 11 10 00 clockwise, each state held its quarter (3 ms of
 * the device's time).  On a build whose encoder sits beside a kill button
 * and an ST7920 (mega-ramps-12864): the glass painted as the STN panel
 * and read back, the knob turned and clicked, and Escape and the KILL
 * button going back.
 *
 *   node web/test/browser-encoder.mjs [BUILD_WEB_DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { builds, options, sleep, startChromium } from './chromium.mjs';

const { webDir } = options();
const gen = (b) => fs.readFileSync(path.join(webDir, 'gen', `${b}.js`), 'utf8');
const encoders = builds(webDir).filter((b) => /keysDriver: "encoder"/.test(gen(b)));
const board = encoders.find((b) => /display: "hd44780"/.test(gen(b)));
const killBoard = encoders.find((b) => /display: "st7920"/.test(gen(b)) && /back: \{/.test(gen(b)));
const { page, check, rows, expectLcd, tap, open, finish } = await startChromium(webDir);
if (!board) {
  check('an encoder build on the page (web.mk: WEB_ENCODER_BUILDS)', false, `none in ${webDir}/gen`);
  await finish();
}

await open(board);
await expectLcd(`${board}: boots to the home screen`, 0, 'Nim 3 4 5', 5000);
const shown = await page.evaluate(() => ({
  knob: !document.getElementById('knob').hidden && document.getElementById('encoder').getBoundingClientRect().width > 0,
  keys: document.getElementById('keys').hidden,
  help: document.getElementById('help-encoder').hidden === false && document.getElementById('help-keys').hidden,
  /* no kill button on this board: none drawn */
  kill: document.getElementById('key-back').getBoundingClientRect().width,
  about: document.getElementById('about').textContent,
}));
check(`${board}: the knob in place of the five keys, its help, no kill button, "rotary encoder" in the description`,
  shown.knob && shown.keys && shown.help && shown.kill === 0 && /rotary encoder/.test(shown.about), JSON.stringify(shown));

/* the contacts as the firmware reads them: each change of A/B on PIND,
 * with the device's ms */
await page.evaluate(() => {
  const n = window.nimbox;
  n.contacts = [];
  const keys = n.device.keys;
  const set = keys.setContacts.bind(keys);
  keys.setContacts = (closed) => {
    set(closed);
    const dev = n.device;
    const { a, b } = dev.def.encoder;
    const pin = (p) => (dev.chip.cpu.data[dev.def.chip.ports[p.port].PIN] >> p.bit) & 1;
    n.contacts.push([(dev.cycles * 1000) / dev.fCpu, (pin(a) ? 0 : 1) | (pin(b) ? 0 : 2)]);
  };
});

const box = await page.locator('#encoder').boundingBox();
const centre = { x: box.x + (36.24 / 116) * box.width, y: box.y + (28.5 / 70.4) * box.height };
await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.9);

/* Enter clicks: the menu */
await tap('Enter');
await expectLcd(`${board}: Enter clicks (the menu)`, 0, '>SG values');
/* the wheel: a notch down, a detent clockwise (the next item) */
await page.mouse.move(centre.x + box.width * 0.3, centre.y);
await page.mouse.wheel(0, 100);
const [, afterOne] = [await sleep(300), await rows()];
check(`${board}: a wheel notch turns the menu one item (${afterOne[0].trimEnd()})`,
  afterOne[0].startsWith('>') && afterOne[0].trimEnd() !== '>SG values', afterOne[0]);
const wave = await page.evaluate(() => window.nimbox.contacts);
const states = wave.map(([, c]) => c);
const held = wave.slice(1).map(([t], i) => t - wave[i][0]);
check(`${board}: A and B on the pins: 01 11 10 00 for the detent, each held 3 ms (${held.map((h) => h.toFixed(2)).join(', ')})`,
  JSON.stringify(states) === '[1,3,2,0]' && held.every((h) => h >= 3 && h < 3.1), JSON.stringify(wave));
await page.mouse.wheel(0, 200);
await expectLcd(`${board}: two notches more: >Keys (3 detents from >SG values)`, 0, '>Keys');
await page.mouse.wheel(0, -300);
await expectLcd(`${board}: three notches up: back to >SG values`, 0, '>SG values');
/* the arrows: RIGHT and DOWN clockwise, LEFT and UP back */
await tap('ArrowRight');
await tap('ArrowDown');
await tap('ArrowDown');
await expectLcd(`${board}: RIGHT, DOWN, DOWN: >Keys`, 0, '>Keys');
await tap('ArrowUp');
await tap('ArrowLeft');
await tap('ArrowUp');
await expectLcd(`${board}: UP, LEFT, UP: >SG values`, 0, '>SG values');
/* a drag around the shaft: 60 degrees clockwise, three detents */
const at = (deg) => ({ x: centre.x + 40 * Math.cos((deg * Math.PI) / 180), y: centre.y + 40 * Math.sin((deg * Math.PI) / 180) });
let p = at(-90);
await page.mouse.move(p.x, p.y);
await page.mouse.down();
for (let d = -90; d <= -30; d += 5) {
  p = at(d);
  await page.mouse.move(p.x, p.y);
}
await page.mouse.up();
await expectLcd(`${board}: a drag of 60 degrees clockwise: >Keys`, 0, '>Keys');
/* space clicks; the key check; a long click (Enter held) goes back */
await tap('Space');
await expectLcd(`${board}: space clicks (the key check)`, 0, 'No key');
await page.keyboard.down('Enter');
await sleep(900);
await page.keyboard.up('Enter');
await expectLcd(`${board}: Enter held 0.9 s is a long click (back to the menu)`, 0, '>Keys');
/* the shaft pressed with the mouse clicks */
const shaft = await page.evaluate(() => {
  const r = document.getElementById('encoder').shadowRoot.querySelector('.handle').getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
});
await page.mouse.move(shaft.x, shaft.y);
await page.mouse.down();
await sleep(120);
await page.mouse.up();
await expectLcd(`${board}: the shaft pressed clicks (the key check)`, 0, 'No key');
await page.keyboard.down('Enter');
await sleep(900);
await page.keyboard.up('Enter');
await expectLcd(`${board}: back to the menu`, 0, '>Keys');
/* home, counting: fast notches and arrows, none lost or doubled */
await tap('ArrowDown');
await tap('ArrowDown');
await tap('ArrowDown');
await tap('ArrowDown');
const home = (await rows())[0].trimEnd();
if (home !== '>New game') {
  check(`${board}: four detents on from >Keys reach >New game`, false, home);
} else {
  await tap('Enter');
  await expectLcd(`${board}: New game: the home screen`, 0, 'Nim 3 4 5');
  await page.keyboard.down('Enter');
  await sleep(900);
  await page.keyboard.up('Enter');
  await expectLcd(`${board}: a long click: counting (the '*')`, 0, 'Nim 3 4 5      *');
  await page.mouse.move(centre.x + box.width * 0.3, centre.y);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 100);
  await expectLcd(`${board}: twelve notches as fast as they come: twelve stones more`, 0, 'Nim 15 4 5     *', 4000);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expectLcd(`${board}: five ArrowLeft as fast as they come: five fewer`, 0, 'Nim 10 4 5     *', 4000);
}
await page.screenshot({ path: path.join(webDir, 'screenshots', `${board}-encoder.png`) }).catch(() => {});

/* the ST7920 board with its kill button */
if (killBoard) {
  await open(killBoard);
  await expectLcd(`${killBoard}: boots to the home screen, read from the ST7920's glass`, 0, 'Nim 3 4 5', 8000);
  const look = await page.evaluate(() => {
    const el = document.getElementById('lcd');
    const d = el.imageData && el.imageData.data;
    const colours = new Set();
    for (let i = 0; d && i < d.length; i += 4) colours.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    return { tag: el.tagName.toLowerCase(), colours: [...colours], kill: !document.getElementById('key-back').hidden,
      help: !document.getElementById('help-back').hidden };
  });
  check(`${killBoard}: the glass on the 128x64 canvas in the STN panel's two colours, the KILL button and its help shown`,
    look.tag === 'wokwi-ssd1306' && look.colours.length === 2 && look.colours.includes('34,62,190')
    && look.kill && look.help, JSON.stringify(look));
  /* the home screen's first drawing keeps the main loop from the button
   * for 142 ms (measured in Node: the longest awake stretch after it), so
   * a click inside it is lost, as on the board: a pause first */
  await sleep(500);
  await tap('Enter');
  await expectLcd(`${killBoard}: Enter clicks (the menu)`, 0, '>SG values');
  await tap('ArrowDown');
  await expectLcd(`${killBoard}: a detent (the Mega's Timer2 reads the contacts)`, 0, '>Change rule');
  await tap('Escape');
  await expectLcd(`${killBoard}: Escape is the kill button: back`, 0, 'Nim 3 4 5');
  await tap('Enter');
  await expectLcd(`${killBoard}: the menu again`, 0, '>SG values');
  const kill = await page.locator('#key-back').boundingBox();
  await page.mouse.move(kill.x + kill.width / 2, kill.y + kill.height / 3);
  await page.mouse.down();
  await sleep(120);
  await page.mouse.up();
  await expectLcd(`${killBoard}: the KILL button pressed: back`, 0, 'Nim 3 4 5');
} else {
  console.log('note: no build with an ST7920 and a kill button on the page');
}
await finish();
