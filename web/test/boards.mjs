/*
 * boards.mjs — a board for the Node tests, as the page gets it: the
 * definition generated from board.h (build/web/gen/<board>.js) and the
 * firmware images through the page's own HEX loader (the chip's
 * nimbox.hex, and the test build's, which also takes `test-hang`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseIntelHex } from '../src/hex.js';

/* { def, flash, testFlash } of board name (testFlash null if not built). */
export async function loadBoard(webDir, root, name) {
  const def = (await import(pathToFileURL(path.join(webDir, 'gen', `${name}.js`)).href)).default;
  const flash = parseIntelHex(fs.readFileSync(path.join(root, 'build', name, 'nimbox.hex'), 'utf8'),
    def.chip.flashBytes);
  const testHex = path.join(webDir, 'gen', `${name}-test.hex`);
  const testFlash = fs.existsSync(testHex)
    ? parseIntelHex(fs.readFileSync(testHex, 'utf8'), def.chip.flashBytes) : null;
  return { def, flash, testFlash };
}
