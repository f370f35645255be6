/*
 * flash-faults.mjs — the flasher (src/flash/) against a bootloader that
 * misbehaves on purpose (fake-boot.mjs, STK500 v1 and v2 in JavaScript):
 * each fault ends in its FlashError and its sentence, never in a raw
 * exception or a result that is not one.  A byte that reads back wrong is
 * a verify error naming its address and both values (on each protocol);
 * a port that fails to close keeps the flash's result, and its error; an
 * image of 0xFF only is refused before the port opens; a transport that
 * throws undefined is a FlashError; the old Nano bootloader's 2 KiB
 * leaves 30720 bytes, said with the image's real size; a clean flash
 * leaves the image on the board at a finite rate.  Needs no build: run by
 * flash.mjs first, and alone (npm run mutants runs it).
 *   node web/test/flash-faults.mjs
 */
import { pathToFileURL } from 'node:url';
import { flashImage, imageBytes, imageExtent, CHIPS, Link, LinkTimeout } from '../src/flash/index.js';
import { FakeBoot } from './fake-boot.mjs';

/* An image of n bytes (the erased flash of flashBytes with a pattern in
 * its first n bytes, none of them 0xFF, so its size is n). */
export function patternImage(n, flashBytes = 32768) {
  const image = new Uint8Array(flashBytes).fill(0xff);
  for (let i = 0; i < n; i++) image[i] = (i * 7 + (i >> 8)) % 0xff;
  return image;
}

async function attempt(image, mcu, options) {
  try {
    return { result: await flashImage(image, mcu, options) };
  } catch (error) {
    return { error };
  }
}
const same = (a, b, n) => {
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return -1;
};
const isFlashError = (e, code) => e?.constructor?.name === 'FlashError' && e.code === code;

/* Runs every check through check(what, ok, why). */
export async function flashFaultTests(check) {
  const uno = (faults = {}, baud = 115200) => new FakeBoot({ faults, baud });
  const mega = (faults = {}) => new FakeBoot({ protocol: 'stk500v2', signature: [0x1e, 0x98, 0x01],
    flashBytes: 262144, faults });

  /* a clean flash: the image on the board, every phase, a finite rate
   * near the line's 11520 B/s (the bytes written and read back over the
   * seconds of writing and verifying) */
  const image = patternImage(3000);
  let board = uno();
  const phases = [];
  const events = [];
  let o = await attempt(image, 'atmega328p', {
    port: board.port(), onProgress: (p) => { events.push(p); if (!phases.includes(p.phase)) phases.push(p.phase); },
  });
  const rate = o.result?.bytesPerSecond;
  check(`fake Optiboot: 3000 B written as ${o.result?.bytes} B of whole pages, verified, started at `
    + `${Math.round(rate)} B/s of line time`, !o.error && o.result.bytes === 3072
    && same(board.flash, image, 3072) < 0 && board.left && board.closed === 1
    && Number.isFinite(rate) && rate > 5760 && rate < 11520
    && phases.join(' ') === 'reset sync check write verify start', o.error?.message || JSON.stringify(o.result));
  const writes = events.filter((p) => p.phase === 'write').map((p) => p.done);
  const secs = o.result ? Object.values(o.result.seconds) : [];
  const line = o.result ? (o.result.seconds.write + o.result.seconds.verify) : 0;
  check(`progress: the write's bytes page by page up to ${writes.at(-1)}, each phase's seconds on the line's clock `
    + `(write and verify ${line.toFixed(3)} s for ${2 * 3072} bytes at 11520 B/s)`,
  writes.join(' ') === [0, ...Array.from({ length: 24 }, (_, i) => 128 * (i + 1)), 3072].join(' ')
    && events.every((p) => p.seconds >= 0 && p.seconds < 5) && secs.every((x) => x >= 0 && x < 5)
    && line > (2 * 3072) / 11520 && line < (4 * 3072) / 11520 && o.result.total >= secs.reduce((a, b) => a + b, 0) - 1e-9,
  JSON.stringify({ writes, seconds: o.result?.seconds }));

  /* one wrong byte on read-back: a verify error naming it */
  board = uno({ wrongByteAt: 1234 });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  const want = image[1234].toString(16).padStart(2, '0').toUpperCase();
  const got = (image[1234] ^ 1).toString(16).padStart(2, '0').toUpperCase();
  check('fake Optiboot: one byte wrong on read-back is a verify error with its address and values',
    isFlashError(o.error, 'verify') && o.error.message.includes(`0x4d2: the board holds 0x${got}, the image 0x${want}`)
    && !board.left, o.error?.message || 'no error');
  board = uno({ wrongByteAt: 3071 });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('fake Optiboot: the last byte of the last page wrong on read-back: a verify error',
    isFlashError(o.error, 'verify') && /at 0xbff:/.test(o.error.message), o.error?.message || 'no error');
  const big = patternImage(70000, 262144);
  board = mega({ wrongByteAt: 69999 });
  o = await attempt(big, 'atmega2560', { port: board.port() });
  check('fake STK500 v2 (Mega): a wrong byte past 64 KiB on read-back is a verify error',
    isFlashError(o.error, 'verify') && /at 0x1116f:/.test(o.error.message), o.error?.message || 'no error');
  board = mega();
  o = await attempt(big, 'atmega2560', { port: board.port() });
  check('fake STK500 v2 (Mega): 70000 B flashed and verified', !o.error && o.result.bytes === 70144
    && same(board.flash, big, 70144) < 0 && board.left, o.error?.message);

  /* a wrong chip, named by its signature, nothing written */
  for (const [sig, says] of [[[0x1e, 0x97, 0x05], 'This board is an ATmega1284P'],
    [[0x1e, 0x98, 0x01], 'This board is an ATmega2560 (Mega 2560)'],
    [[0x1e, 0x94, 0x06], 'This board is an ATmega168'],
    [[0x1e, 0x95, 0x14], 'This board is a chip with signature 1E9514']]) {
    board = new FakeBoot({ signature: sig });
    o = await attempt(image, 'atmega328p', { port: board.port() });
    check(`signature ${sig.map((b) => b.toString(16)).join(' ')}: "${says}", nothing written`,
      isFlashError(o.error, 'signature') && o.error.message.startsWith(`${says}; the image is for the ATmega328P`)
      && board.pagesWritten === 0, o.error?.message);
  }
  board = new FakeBoot({ signature: [0x1e, 0x95, 0x0f] });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('the ATmega328P\'s own signature: flashed', !o.error, o.error?.message);

  /* no port, no bootloader, cancel, the other protocol, each said */
  o = await attempt(image, 'atmega328p', { port: null });
  check('no port chosen: said', isFlashError(o.error, 'no-port') && /^No port chosen: pick the board's serial port/
    .test(o.error.message), o.error?.message);
  o = await attempt(image, 'atmega1284p', { port: uno().port() });
  check('a chip without a serial bootloader: an ISP programmer named', isFlashError(o.error, 'no-bootloader')
    && /^The atmega1284p board has no serial bootloader: flash it with an ISP programmer \(make flash/.test(o.error.message),
    o.error?.message);
  const signal = { aborted: false };
  board = uno();
  o = await attempt(image, 'atmega328p', { port: board.port(), signal,
    onProgress: (p) => { if (p.phase === 'write' && p.done >= 1024) signal.aborted = true; } });
  check('cancel mid-write: said where', isFlashError(o.error, 'cancelled') && /^Cancelled during write at 1024 of 3072 bytes: the board holds an incomplete firmware\. Flash again to finish\.$/
    .test(o.error.message) && !board.left, o.error?.message);
  board = uno();
  o = await attempt(big, 'atmega2560', { port: board.port() });
  check('a Mega image on an Uno: the Uno\'s protocol answers, its signature refuses it, nothing written',
    isFlashError(o.error, 'signature') && o.error.signature === '1E950F' && board.pagesWritten === 0
    && /^This board is an ATmega328P \(Uno, Nano, Pro Mini\); the image is for the ATmega2560/.test(o.error.message),
    o.error?.message);
  board = uno({}, 57600);
  o = await attempt(big, 'atmega2560', { port: board.port() });
  check('nothing answering at 115200: each protocol tried, no retry for the Mega', isFlashError(o.error, 'no-answer')
    && /^The board did not answer its bootloader \(STK500 v2 at 115200 baud\)\. Is it the board chosen above, plugged in, and nothing else \(a serial monitor\) holding the port\? A port that cannot reset the board \(no DTR line\) starts no bootloader: press the board's reset button as you flash; nothing is written before its signature is read\. A board without a bootloader needs an ISP programmer\.$/
      .test(o.error.message) && o.error.retryBaud === 0, o.error?.message);

  /* an earlier sync's answer, late: dropped before the signature */
  board = uno({ lateSync: true });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('a late second answer to sync: dropped, the flash completes', !o.error && same(board.flash, image, 3072) < 0,
    o.error?.message);

  /* the port gone while the bootloader is being looked for: lost, not "no answer" */
  for (const [what, make] of [['Optiboot', uno], ['the Mega\'s', mega]]) {
    board = make({ writeThrows: { n: 1, value: new Error('The device has been lost.') } });
    o = await attempt(what === 'Optiboot' ? image : big, what === 'Optiboot' ? 'atmega328p' : 'atmega2560',
      { port: board.port() });
    check(`${what}: the port gone during sync: lost, said`, isFlashError(o.error, 'lost')
      && /went away \(The device has been lost\.: the cable pulled\?\) during sync/.test(o.error.message)
      && o.error.phase === 'sync', o.error?.message);
  }

  /* the Mega's answers spoilt: each said as the line out of step */
  for (const [how, says] of [['start', /not a message: 1C/], ['token', /not a message: 1B .* 0F/],
    ['seq', /answer to message \d+, not \d+/], ['sum', /answer checksum wrong/], ['command', /answer to 0x[0-9A-F]{2}, not 0x/],
    ['status', /failed \(status 0xC0\)/]]) {
    board = mega({ garble: { n: 12, how } });
    o = await attempt(big, 'atmega2560', { port: board.port() });
    check(`fake STK500 v2: an answer's ${how} spoilt: lost, out of step (${o.error?.message.match(/\(([^:]*)/)?.[1]})`,
      isFlashError(o.error, 'lost') && /answered out of step/.test(o.error.message) && says.test(o.error.message)
      && o.error.phase === 'write' && o.error.done > 0, o.error?.message);
  }
  board = mega({ shortRead: true });
  o = await attempt(big, 'atmega2560', { port: board.port() });
  check('fake STK500 v2: a page read back a byte short: a verify error, the missing byte said as --',
    isFlashError(o.error, 'verify') && /at 0xff: the board holds 0x--/.test(o.error.message), o.error?.message);

  /* close() failing: the result, or the error, stays */
  board = uno({ closeThrows: { value: new Error('close failed') } });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('a port whose close() throws after a verified flash: the flash\'s result',
    !o.error && o.result.bytes === 3072 && board.closed === 1, o.error?.message);
  board = uno({ closeThrows: { value: new Error('close failed') }, wrongByteAt: 5 });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('a port whose close() throws after a verify error: the verify error',
    isFlashError(o.error, 'verify'), o.error?.message);

  /* an image of 0xFF only: nothing to flash, said before the port opens */
  board = uno();
  o = await attempt(new Uint8Array(32768).fill(0xff), 'atmega328p', { port: board.port() });
  check('an image of 0xFF only: refused as empty, the port never opened',
    isFlashError(o.error, 'empty') && /nothing to flash/.test(o.error.message) && board.opened === 0,
    o.error?.message || JSON.stringify(o.result));

  /* a transport that throws undefined (or null): a FlashError */
  board = uno({ writeThrows: { n: 20, value: undefined } });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('a transport whose write throws undefined mid-way: lost, said', isFlashError(o.error, 'lost')
    && /went away \(undefined: the cable pulled\?\)/.test(o.error.message), `${o.error}`);
  board = uno({ readThrows: { n: 3, value: null } });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('a transport whose read throws null: lost, said', isFlashError(o.error, 'lost')
    && /went away \(null/.test(o.error.message), `${o.error}`);
  board = uno({ openThrows: { value: undefined } });
  o = await attempt(image, 'atmega328p', { port: board.port() });
  check('a port whose open() throws undefined: busy, said', isFlashError(o.error, 'busy')
    && /would not open \(undefined\)/.test(o.error.message), `${o.error}`);

  /* the old Nano bootloader: 2 KiB, 30720 bytes left; sizes said as they are */
  const old = CHIPS.atmega328p.bootloaders.atmegaboot;
  check('the old Nano bootloader is 2 KiB at 57600 baud', old.bootBytes === 2048 && old.baud === 57600);
  const fits = patternImage(30720);
  board = uno({}, 57600);
  o = await attempt(fits, 'atmega328p', { port: board.port(), bootloader: 'atmegaboot' });
  check('an image of 30720 B flashed beside the old Nano bootloader at its 57600',
    !o.error && same(board.flash, fits, 30720) < 0, o.error?.message);
  const over = patternImage(30721);
  board = uno({}, 57600);
  o = await attempt(over, 'atmega328p', { port: board.port(), bootloader: 'atmegaboot' });
  check('an image of 30721 B refused beside the old Nano bootloader, its real size and the limit said',
    isFlashError(o.error, 'too-large') && board.opened === 0
    && /The image is 30721 bytes; the ATmega328P holds 30720 beside the old Nano bootloader \(ATmegaBOOT, 2048 bytes\)/
      .test(o.error.message), o.error?.message || 'flashed');
  o = await attempt(patternImage(32257), 'atmega328p', { port: uno().port() });
  check('an image of 32257 B refused beside Optiboot, its real size said (not rounded to pages)',
    isFlashError(o.error, 'too-large') && /The image is 32257 bytes; the ATmega328P holds 32256 beside Optiboot \(512/
      .test(o.error.message), o.error?.message || 'flashed');
  o = await attempt(patternImage(32256), 'atmega328p', { port: uno().port() });
  check('an image of 32256 B fits beside Optiboot', !o.error, o.error?.message);
  o = await attempt(image, 'atmega328p', { port: uno().port(), bootloader: 'caterina' });
  check('an unknown bootloader named: refused', isFlashError(o.error, 'no-bootloader'), o.error?.message);

  /* no answer at 115200: the old bootloader's retry offered when it fits */
  board = uno({}, 57600);
  o = await attempt(fits, 'atmega328p', { port: board.port() });
  check('the old bootloader silent at 115200: its retry at 57600 offered',
    isFlashError(o.error, 'no-answer') && o.error.retryBaud === 57600 && o.error.retryBootloader === 'atmegaboot'
    && /retry at that rate/.test(o.error.message), o.error?.message);
  o = await attempt(over, 'atmega328p', { port: board.port() });
  check('the old bootloader silent at 115200 and an image of 30721 B: no retry, Optiboot asked for',
    isFlashError(o.error, 'no-answer') && !o.error.retryBaud
    && /this image \(30721 bytes\) does not fit beside it \(30720 bytes\): burn Optiboot/.test(o.error.message),
    o.error?.message);
  o = await attempt(fits, 'atmega328p', { port: board.port(), baud: 57600, bootloader: 'atmegaboot' });
  check('the retry as offered flashes it', !o.error && same(board.flash, fits, 30720) < 0, o.error?.message);
  board = mega();
  board.baud = 57600;
  o = await attempt(big, 'atmega2560', { port: board.port() });
  check('a silent Mega: no retry offered', isFlashError(o.error, 'no-answer') && !o.error.retryBaud,
    o.error?.message);

  /* the link: exactly the bytes asked for, in order, from a fresh start;
   * too few in time is a LinkTimeout saying how many came */
  const chunks = [Uint8Array.of(7, 8), Uint8Array.of(9)];
  let t = 0;
  const link = new Link({ read: async (ms) => { t += ms; return chunks.shift() || new Uint8Array(0); }, now: () => t });
  const first = await link.read(1, 10);
  const next = await link.read(2, 10);
  let late = null;
  try {
    await link.read(1, 10);
  } catch (e) {
    late = e;
  }
  check('the link reads exactly what is asked, in order; too few in time is a timeout',
    first.join() === '7' && next.join() === '8,9' && link.bytesIn === 3 && late instanceof LinkTimeout
    && late.got === 0 && /0 of 1 bytes came/.test(late.message), `${first} ${next} ${late}`);

  /* the image's size and extent */
  const two = new Uint8Array(512).fill(0xff);
  two[0] = 0;
  two[129] = 0xfe;
  check('an image\'s size is to its last programmed byte, its extent whole pages',
    imageBytes(two) === 130 && imageExtent(two, 128) === 256 && imageBytes(new Uint8Array(4).fill(0xff)) === 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = { passed: 0, failed: 0 };
  await flashFaultTests((what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} flash: ${what}${ok ? '' : `\n     ${why}`}`);
  });
  console.log(`${r.passed} passed, ${r.failed} failed`);
  process.exit(r.failed ? 1 : 0);
}
