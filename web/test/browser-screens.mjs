/*
 * browser-screens.mjs — the screens docs/device.md shows as images, in the
 * page in Chromium (chromium.mjs): each reached by its keys (shots.mjs)
 * from the settings erased (the Erase settings button: "Fresh settings",
 * then 3 4 5), on the Uno, the Mega (play) or promini-handheld (20x4);
 * its display, once it shows the picture the shot names or after 8 s,
 * must be that picture, which must be one of device.md's: among them
 * whole games against nimbox and between two players.  Each screen is
 * shot into build/web/screenshots/, or with --screenshots DIR (`make
 * screenshots`: docs/images/) together with the whole page (page.png).
 * Shot into build/web/screenshots/, each must also be its committed image
 * docs/images/screen-NAME.png within png.mjs's tolerance (a wrong picture
 * there fails), and, planted, the first must not be the second's image.
 *
 *   node web/test/browser-screens.mjs [--screenshots DIR] [BUILD_WEB_DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { builds, KEYS, ROOT, options, sleep, startChromium } from './chromium.mjs';
import { SHOTS, shotWrong } from './shots.mjs';
import { CHANNEL_STEP, MAX_DIFFERENT, decodePng, pictureDiffers } from './png.mjs';

const { docsDir, webDir } = options();
const outDir = path.join(webDir, 'screenshots');
const deviceMd = path.join(ROOT, 'docs/device.md');
const { page, check, rows, lcdShows, tap, open, reply, finish } = await startChromium(webDir, { docs: !!docsDir });
fs.mkdirSync(docsDir || outDir, { recursive: true });
const boards = builds(webDir);
const imagesDir = path.join(ROOT, 'docs/images');
const tolerance = `at most ${MAX_DIFFERENT * 100} % of the pixels a channel more than ${CHANNEL_STEP} apart`;
/* why the shot FILE is not the committed image NAME (null: it is) */
const notImage = (file, name) => {
  try {
    return pictureDiffers(decodePng(fs.readFileSync(file)), decodePng(fs.readFileSync(path.join(imagesDir, name))));
  } catch (e) {
    return `${name}: ${e.message}`;
  }
};

/* the screens of docs/device.md, each from a fresh EEPROM */
const shotBoard = boards.includes('uno-lcdshield') ? 'uno-lcdshield' : boards[0];
let shotOn = shotBoard;
await open(shotBoard);
for (const shot of SHOTS) {
  /* a shot may name its board (play: not on the Uno) */
  const want = shot.board && boards.includes(shot.board) ? shot.board : shotBoard;
  if (want !== shotOn) {
    await open(want);
    shotOn = want;
  }
  await page.locator('#forget').click();
  await page.locator('h1').click();
  const fresh = (await lcdShows(1, 'Fresh settings', 2000))[0] && (await lcdShows(0, 'Nim 3 4 5', 4000))[0];
  if (!fresh) check(`screen ${shot.name}: Erase settings starts it afresh`, false, 'no "Fresh settings", then 3 4 5');
  for (const key of shot.keys) await (key === 'pause' ? sleep(1000) : tap(key));
  if (shot.held) {
    await page.keyboard.down(KEYS[shot.held]);
    await sleep(200);
  }
  /* its picture awaited (a game's last screens come on the device's
   * clock, which a busy machine slows), then what the LCD shows judged */
  const end = Date.now() + 8000;
  let lcd = await rows();
  while (Date.now() < end && lcd.map((r) => r.trimEnd()).join('\n') !== shot.picture.join('\n')) {
    await sleep(50);
    lcd = await rows();
  }
  await sleep(100);
  lcd = await rows();
  const shotFile = path.join(docsDir || outDir, `screen-${shot.name}.png`);
  await page.locator('#lcd').screenshot({ path: shotFile });
  if (shot.held) await page.keyboard.up(KEYS[shot.held]);
  const wrong = shotWrong(shot, lcd, deviceMd);
  check(`screen ${shot.name} (${shot.what}) shows its picture in docs/device.md`, !wrong, wrong);
  if (!docsDir) {
    const differs = notImage(shotFile, `screen-${shot.name}.png`);
    check(`screen ${shot.name} is docs/images/screen-${shot.name}.png (${tolerance})`, !differs,
      `${differs} (make screenshots shoots it again)`);
    /* planted: the first screen against the second's image must differ */
    if (shot === SHOTS[0]) {
      const other = `screen-${SHOTS[1].name}.png`;
      check(`planted: screen ${shot.name} is not docs/images/${other}`, !!notImage(shotFile, other), 'the same picture');
    }
  }
}
if (docsDir) {
  if (shotOn !== shotBoard) await open(shotBoard);
  await page.locator('#forget').click();
  await open(shotBoard);   /* a fresh console log */
  await lcdShows(0, 'Nim 3 4 5', 4000);
  await page.locator('#line').fill('move nim 3 4 5');
  await page.locator('#line').press('Enter');
  await reply('win 1 3 1');
  await page.screenshot({ path: path.join(docsDir, 'page.png'), fullPage: true });
}

await finish();
