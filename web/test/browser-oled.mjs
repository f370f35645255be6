/*
 * browser-oled.mjs — the OLED boards' page in Chromium (headless, driven
 * by playwright-core: chromium.mjs): the board shows <wokwi-ssd1306>
 * and no LCD, its canvas carries the very pixels of the model's glass
 * (web/src/oled-glass.js: every lit pixel lit, every dark one dark), the
 * text read back from them is the home screen, a key changes both, and
 * the coach's picture band, where the firmware draws it, holds stones
 * alone (read from the pixels).  Each
 * OLED board's screen is shot (build/web/screenshots/, or DIR with
 * --screenshots: `make screenshots` puts screen-oled-*.png beside the
 * LCD's images).
 *
 *   node web/test/browser-oled.mjs [--screenshots DIR] [BUILD_WEB_DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { builds, covering, options, sleep, startChromium } from './chromium.mjs';

const { docsDir, webDir } = options();
const outDir = docsDir || path.join(webDir, 'screenshots');
/* the OLED builds (display ssd1306); of them the covering ones
 * ($COVERING_BUILDS: each OLED board's clock once; browser.mjs opens the
 * others) */
const oled = builds(webDir).filter((b) => /^\s*display: "ssd1306",/m.test(fs.readFileSync(path.join(webDir, 'gen', `${b}.js`), 'utf8')));
const boards = oled.some(covering) ? oled.filter(covering) : oled;
const { page, url, check, tap, finish } = await startChromium(webDir, { docs: !!docsDir });
if (!boards.length) console.log(`no OLED board in ${path.relative(process.cwd(), webDir)}/gen: nothing to check`);
fs.mkdirSync(outDir, { recursive: true });

/* The text rows from the glass, and the canvas against the glass: the
 * pixels that differ (lit where dark or dark where lit), and how many
 * are lit. */
const look = () => page.evaluate(() => {
  const dev = window.nimbox.device;
  const el = document.getElementById('lcd');
  const canvas = el.shadowRoot && el.shadowRoot.querySelector('canvas');
  const img = canvas ? canvas.getContext('2d').getImageData(0, 0, 128, 64).data : null;
  let differ = 0;
  let lit = 0;
  for (let y = 0; img && y < 64; y++) {
    for (let x = 0; x < 128; x++) {
      const on = (dev.lcd.glass.at(y >> 3, x) >> (y & 7)) & 1;
      const shown = img[(y * 128 + x) * 4] > 60;
      if (on !== (shown ? 1 : 0)) differ++;
      if (shown) lit++;
    }
  }
  const stones = [4, 5, 6, 7].map((p) => dev.lcd.glass.stones(p));
  return { tag: el.tagName.toLowerCase(), canvas: !!canvas, differ, lit, stones,
    rows: Array.from({ length: dev.def.lcd.rows }, (_, i) => dev.row(i).trimEnd()) };
});
async function until(fn, ms = 4000) {
  const end = Date.now() + ms;
  let got;
  do {
    got = await look();
    if (fn(got)) return got;
    await sleep(50);
  } while (Date.now() < end);
  return got;
}
for (const board of boards) {
  await page.goto('about:blank');
  await page.goto(`${url}#${board}`);
  await page.waitForFunction(() => window.nimbox && window.nimbox.ready !== null, null, { timeout: 10000 });
  await page.locator('#forget').click();
  await page.locator('h1').click();
  let g = await until((s) => s.rows[0] === 'Nim 3 4 5' && s.differ === 0);
  check(`${board}: the OLED (<wokwi-ssd1306>) is shown in place of the LCD`, g.tag === 'wokwi-ssd1306' && g.canvas,
    JSON.stringify(g.tag));
  check(`${board}: boots to the home screen, read from the glass`, g.rows[0] === 'Nim 3 4 5', g.rows.join('|'));
  /* (not a blank glass: the home screen's text alone lights 198 pixels;
   * the stones below it come on the main loop's next pass) */
  check(`${board}: the canvas shows the glass pixel for pixel (${g.lit} lit)`, g.differ === 0 && g.lit > 150,
    `${g.differ} pixels differ`);
  const about = await page.locator('#about').innerText();
  check(`${board}: the description names the OLED`, /OLED 128x64/.test(about), about);
  await page.locator('#lcd').screenshot({ path: path.join(outDir, `screen-oled-${board}-home.png`) });
  await tap('ArrowUp');
  g = await until((s) => s.rows[0] === 'Nim 4 4 5' && s.differ === 0);
  check(`${board}: ArrowUp adds a stone, on the glass and the canvas`, g.rows[0] === 'Nim 4 4 5' && g.differ === 0,
    `${g.rows.join('|')}; ${g.differ} pixels differ`);
  const piles = g.stones.filter((s) => s.filled + s.hollow > 0);
  console.log(`     ${board}: picture band: ${g.stones.map((s) => `${s.filled}+${s.hollow}${s.marked ? '*' : ''}`
    + `${s.other ? ` (${s.other} other)` : ''}`).join(', ')}`);
  /* (the firmware's screens draw the band: until they do, said, not checked) */
  if (piles.length) {
    check(`${board}: the picture band's stones are all stones (${piles.length} piles read from the pixels)`,
      g.stones.every((s) => !s.other), JSON.stringify(g.stones));
  } else console.log(`note ${board}: the firmware draws no stones in the picture band (pages 4-7 blank)`);
  await tap('ArrowDown');
  await until((s) => s.rows[0] === 'Nim 3 4 5');
  await page.locator('#lcd').screenshot({ path: path.join(outDir, `screen-oled-${board}.png`) });
  if (docsDir) await page.screenshot({ path: path.join(outDir, `page-oled-${board}.png`), fullPage: true });
}

await finish();
