/*
 * oled-scripts.mjs — the simulator's own test of its OLED model played on
 * the page's model, so both give the OLED's script words one meaning:
 * host-tests/sim/oled/oled-test.c (raw TWI register code, no nimbox
 * driver), built by `make web` into build/web/oled-test.hex, runs on an
 * OLED board's definition (an ATmega328P at 16 MHz, the text grid 21x4
 * at 0x3C, as host-tests/sim/oled/run.sh builds the simulator); good.txt
 * must pass, and every `want_fail FILE "TEXT"` of run.sh must fail with
 * TEXT in its output, as it must in the simulator; and spi-test.c the
 * same way on an SPI board (spiScripts).  Without those files (or the
 * hex) it says so and checks nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadBoard } from './boards.mjs';
import { capabilities } from './guards.mjs';
import { playScript } from './script.mjs';
import { parseIntelHex } from '../src/hex.js';
import { Device } from '../src/device.js';

const DIR = 'host-tests/sim/oled';

/* Runs the scripts; log(line) hears ok/FAIL lines.  Returns counts. */
export async function oledScripts(root, webDir, log) {
  const r = { passed: 0, failed: 0, played: false };
  const check = (what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} oled-test: ${what}${ok ? '' : `\n     ${why}`}`);
  };
  const hex = path.join(webDir, 'oled-test.hex');
  const runSh = path.join(root, DIR, 'run.sh');
  const gen = path.join(webDir, 'gen');
  const host = fs.readdirSync(gen).filter((f) => f.endsWith('.js') && !f.endsWith('-test.js')).map((f) => f.slice(0, -3))
    .find((n) => {
      const t = fs.readFileSync(path.join(gen, `${n}.js`), 'utf8');
      return /display: "ssd1306"/.test(t) && /i2c: \{/.test(t) && /mcu: "atmega328p"/.test(t) && /fCpu: 16000000,/.test(t);
    });
  if (!fs.existsSync(hex) || !fs.existsSync(runSh) || !host) {
    console.log(`oled-test: not played (needs ${DIR}/, build/web/oled-test.hex and an ATmega328P OLED board)`);
    return r;
  }
  r.played = true;
  const board = await loadBoard(webDir, root, host);
  const def = { ...board.def, lcd: { ...board.def.lcd, cols: 21, rows: 4, power: null,
    i2c: { ...board.def.lcd.i2c, address: 0x3c } } };
  const flash = parseIntelHex(fs.readFileSync(hex, 'utf8'), def.chip.flashBytes);
  const caps = capabilities(def);
  const play = (file) => {
    const lines = [];
    const res = playScript(fs.readFileSync(path.join(root, DIR, file), 'utf8'), file, () => new Device(def, flash), caps,
      def.board, (l) => lines.push(l));
    return { res, text: lines.join('\n') };
  };
  const good = play('good.txt');
  check(`good.txt passes on ${host}'s pins (${good.res.passed} checks)`, good.res.failed === 0 && good.res.passed > 0,
    good.text.split('\n').filter((l) => !/^(ok|note)/.test(l)).join('\n'));
  const wants = [...fs.readFileSync(runSh, 'utf8').matchAll(/^want_fail (\S+) "([^"]*)"$/gm)];
  for (const [, file, text] of wants) {
    const bad = play(file);
    check(`${file} fails with "${text}"`, bad.res.failed > 0 && bad.text.includes(text), bad.text);
  }
  check(`run.sh names the planted files (${wants.length})`, wants.length > 0);
  await spiScripts(root, webDir, check);
  return r;
}

/* The same on SPI: spi-test.c (raw SPI register code, nano-oled's LCD=spi
 * pins), built into build/web/spi-test.hex, on an ATmega328P board with
 * the OLED on SPI (web/src/oled-spi.js); spi-good.txt must pass, every
 * `want_spi FILE "TEXT"` of run.sh must fail with TEXT. */
async function spiScripts(root, webDir, check) {
  const hex = path.join(webDir, 'spi-test.hex');
  const runSh = path.join(root, DIR, 'run.sh');
  const gen = path.join(webDir, 'gen');
  const host = fs.readdirSync(gen).filter((f) => f.endsWith('.js') && !f.endsWith('-test.js')).map((f) => f.slice(0, -3))
    .find((n) => {
      const t = fs.readFileSync(path.join(gen, `${n}.js`), 'utf8');
      return /display: "ssd1306"/.test(t) && /spi: \{/.test(t) && /mcu: "atmega328p"/.test(t) && /fCpu: 16000000,/.test(t);
    });
  if (!fs.existsSync(hex) || !host) {
    console.log('spi-test: not played (needs build/web/spi-test.hex and an ATmega328P board with the OLED on SPI)');
    return;
  }
  const board = await loadBoard(webDir, root, host);
  const def = { ...board.def, lcd: { ...board.def.lcd, power: null } };
  const flash = parseIntelHex(fs.readFileSync(hex, 'utf8'), def.chip.flashBytes);
  const caps = capabilities(def);
  const play = (file) => {
    const lines = [];
    const res = playScript(fs.readFileSync(path.join(root, DIR, file), 'utf8'), file, () => new Device(def, flash), caps,
      def.board, (l) => lines.push(l));
    return { res, text: lines.join('\n') };
  };
  const good = play('spi-good.txt');
  check(`spi-good.txt passes on ${host}'s pins (${good.res.passed} checks)`, good.res.failed === 0 && good.res.passed > 0,
    good.text.split('\n').filter((l) => !/^(ok|note)/.test(l)).join('\n'));
  const wants = [...fs.readFileSync(runSh, 'utf8').matchAll(/^want_spi (\S+) "([^"]*)"$/gm)];
  for (const [, file, text] of wants) {
    const bad = play(file);
    check(`${file} fails with "${text}"`, bad.res.failed > 0 && bad.text.includes(text), bad.text);
  }
  check(`run.sh names the planted SPI files (${wants.length})`, wants.length > 0);
}
