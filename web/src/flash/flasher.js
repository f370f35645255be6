/*
 * flasher.js — writes a firmware image to a board through the bootloader
 * it came with, with no dependency on the browser: the port is a
 * transport (link.js) opened by the caller's open(baud).
 *
 * The flow, each step a phase the progress callback hears (bytes done of
 * bytes to do, seconds on the line's clock):
 *   reset    DTR and RTS dropped and raised: the board's reset capacitor
 *            pulls RESET, the bootloader starts (Optiboot stays only
 *            after such an external reset)
 *   sync     the bootloader's protocol answers (STK500 v1 for Optiboot,
 *            v2 for the Mega's), within the time its timeout allows
 *   check    the chip's signature against the image's MCU: a wrong board
 *            is refused before a byte is written
 *   write    page by page from address 0
 *   verify   every page read back and compared
 *   start    the bootloader told to leave: it starts the firmware
 * Every failure is a FlashError with a code and a sentence for a person;
 * nothing half done is reported as done, and a port that fails to close
 * afterwards changes neither the result nor the error.  Codes: no-port,
 * busy (it would not open), no-bootloader, empty (an image of 0xFF only:
 * nothing to write), too-large, no-answer (retryBaud and
 * retryBootloader set when another bootloader may answer), signature,
 * lost (the line went quiet or away mid-way), verify, cancelled.
 */
import { Link, LinkTimeout } from './link.js';
import { Stk500v1, hex2 } from './stk500v1.js';
import { Stk500v2 } from './stk500v2.js';

/* The chips whose boards come with a serial bootloader, and the
 * bootloaders each may carry (the first the one flashed by default; its
 * size is the boot section the image must leave free). */
export const CHIPS = {
  atmega328p: {
    name: 'ATmega328P', signature: [0x1e, 0x95, 0x0f], flashBytes: 32768,
    pageBytes: 128, protocol: 'stk500v1',
    bootloaders: {
      optiboot: { name: 'Optiboot', kind: '', bootBytes: 512, baud: 115200 },
      atmegaboot: { name: 'the old Nano bootloader', kind: 'ATmegaBOOT', bootBytes: 2048, baud: 57600 },
    },
  },
  atmega2560: {
    name: 'ATmega2560', signature: [0x1e, 0x98, 0x01], flashBytes: 262144,
    pageBytes: 256, protocol: 'stk500v2',
    bootloaders: {
      stk500v2: { name: 'the Mega\'s bootloader', kind: 'STK500 v2', bootBytes: 8192, baud: 115200 },
    },
  },
};
const SIGNATURES = {
  '1E950F': 'an ATmega328P (Uno, Nano, Pro Mini)',
  '1E9801': 'an ATmega2560 (Mega 2560)',
  '1E9705': 'an ATmega1284P',
  '1E9406': 'an ATmega168',
};

export class FlashError extends Error {
  constructor(code, message, extra = {}) {
    super(message);
    this.code = code;
    Object.assign(this, extra);
  }
}

/* The image's size: up to its last programmed byte (flash: the erased
 * image, 0xFF elsewhere). */
export function imageBytes(flash) {
  let end = flash.length;
  while (end > 0 && flash[end - 1] === 0xff) end--;
  return end;
}

/* The bytes to write: the image padded to whole pages with 0xFF. */
export function imageExtent(flash, pageBytes) {
  return Math.ceil(imageBytes(flash) / pageBytes) * pageBytes;
}

/* The baud rate a board's bootloader speaks: 115200 on every board
 * (the Pro Mini's Optiboot is its 8 MHz build, which talks at 115200, as
 * its board.mk flashes it); an old ATmegaBOOT's 57600 is the retry. */
export function bootloaderBaud(mcu, fCpu) {
  void mcu; void fCpu;
  return 115200;
}

/*
 * Flashes image (Uint8Array, the erased flash with the firmware in it)
 * for mcu through port.  options:
 *   port         { open(baud) -> transport } or null (none chosen)
 *   baud         the bootloader's rate (bootloaderBaud's by default)
 *   bootloader   which of the chip's bootloaders (CHIPS) the board has:
 *                the room the image may take (the first by default)
 *   onProgress   ({phase, done, total, seconds}) each step
 *   signal       { aborted } checked between pages (cancel)
 * Resolves { bytes, seconds: {phase: s}, bytesPerSecond } once the
 * firmware was written, verified and started; rejects with a FlashError.
 */
export async function flashImage(image, mcu, options = {}) {
  const chip = CHIPS[mcu];
  if (!options.port) throw new FlashError('no-port', 'No port chosen: pick the board\'s serial port to flash it.');
  if (!chip) {
    throw new FlashError('no-bootloader', `The ${mcu} board has no serial bootloader: `
      + 'flash it with an ISP programmer (make flash, docs/flashing.md).');
  }
  const boot = chip.bootloaders[options.bootloader || Object.keys(chip.bootloaders)[0]];
  if (!boot) throw new FlashError('no-bootloader', `The ${chip.name} has no bootloader called ${options.bootloader}.`);
  const size = imageBytes(image);
  if (size === 0) {
    throw new FlashError('empty', 'The image is empty (every byte 0xFF): there is nothing to flash. '
      + 'Choose a board whose firmware is built.');
  }
  const room = chip.flashBytes - boot.bootBytes;
  if (size > room) {
    throw new FlashError('too-large', `The image is ${size} bytes; the ${chip.name} holds ${room} `
      + `beside ${boot.name} (${boot.kind ? `${boot.kind}, ` : ''}${boot.bootBytes} bytes): it does not fit.`);
  }
  const total = imageExtent(image, chip.pageBytes);
  const baud = options.baud || boot.baud;
  const progress = options.onProgress || (() => {});
  const signal = options.signal || { aborted: false };
  let transport;
  try {
    transport = await options.port.open(baud);
  } catch (e) {
    throw new FlashError('busy', `The port would not open (${describe(e)}): is another program `
      + '(a serial monitor, the Arduino IDE, another tab) holding it?');
  }
  const link = new Link(transport);
  const proto = chip.protocol === 'stk500v1' ? new Stk500v1(link) : new Stk500v2(link);
  const seconds = {};
  let phase = 'reset';
  let start = link.now();
  let done = 0;
  let of = 0;
  const enter = (p, n = 0) => {
    seconds[phase] = (link.now() - start) / 1000;
    progress({ phase, done, total: of, seconds: seconds[phase] });   /* the phase's end */
    phase = p;
    start = link.now();
    done = 0;
    of = n;
    progress({ phase, done, total: n, seconds: 0 });
  };
  const step = (n, of) => {
    done = n;
    progress({ phase, done, total: of, seconds: (link.now() - start) / 1000 });
    if (signal.aborted) {
      throw new FlashError('cancelled', `Cancelled during ${phase} at ${n} of ${of} bytes: the board `
        + 'holds an incomplete firmware. Flash again to finish.');
    }
  };
  const t0 = link.now();
  try {
    progress({ phase, done: 0, total: 0, seconds: 0 });
    await resetBoard(transport, link);
    enter('sync');
    if (!(await proto.sync(1500))) {
      /* the other protocol may answer: then the board is another one,
       * and its signature says which */
      const other = chip.protocol === 'stk500v1' ? new Stk500v2(link) : new Stk500v1(link);
      await resetBoard(transport, link);
      if (!(await other.sync(1200))) throw noAnswer(chip, baud, size);
      checkSignature(chip, await other.signature());
    }
    enter('check', 3);
    checkSignature(chip, await proto.signature());
    step(3, 3);
    enter('write', total);
    for (let a = 0; a < total; a += chip.pageBytes) {
      await proto.programPage(a, image.subarray(a, a + chip.pageBytes));
      step(a + chip.pageBytes, total);
    }
    enter('verify', total);
    for (let a = 0; a < total; a += chip.pageBytes) {
      const back = await proto.readPage(a, chip.pageBytes);
      for (let i = 0; i < chip.pageBytes; i++) {
        if (back[i] !== image[a + i]) {
          throw new FlashError('verify', `Verify failed at 0x${(a + i).toString(16)}: the board holds `
            + `0x${hex2(back[i])}, the image 0x${hex2(image[a + i])}. Flash again.`);
        }
      }
      step(a + chip.pageBytes, total);
    }
    enter('start', 1);
    await proto.leave();
    step(1, 1);
    seconds[phase] = (link.now() - start) / 1000;
  } catch (e) {
    await closeQuietly(transport);
    throw asFlashError(e, phase, done, total);
  }
  await closeQuietly(transport);
  const all = (link.now() - t0) / 1000;
  return { bytes: total, seconds, total: all, bytesPerSecond: (2 * total) / (seconds.write + seconds.verify) };
}

/* DTR and RTS dropped, then raised: the reset pulse through the board's
 * capacitor starts its bootloader. */
async function resetBoard(transport, link) {
  await transport.setSignals({ dataTerminalReady: false, requestToSend: false });
  await link.sleep(100);
  await transport.setSignals({ dataTerminalReady: true, requestToSend: true });
  await link.sleep(20);
}

/* Closes the port; a failure there is not the flash's (the firmware is
 * written and verified, or the error already said what went wrong). */
async function closeQuietly(transport) {
  try {
    await transport.close?.();
  } catch {
    /* the port goes with the page, or the next open says it is held */
  }
}

/* What a thrown value says: its message, or the value itself (a
 * transport may throw anything, undefined included). */
function describe(e) {
  if (e && typeof e.message === 'string' && e.message) return e.message;
  return String(e);
}

/* Refuses a chip that is not the image's, before a byte is written. */
function checkSignature(chip, sig) {
  const key = [...sig].map(hex2).join('');
  if (key !== chip.signature.map(hex2).join('')) {
    throw new FlashError('signature', `This board is ${SIGNATURES[key] || `a chip with signature ${key}`}; `
      + `the image is for the ${chip.name}. Nothing was written: choose the board you have.`,
    { signature: key });
  }
}

/* No answer: the retry with the chip's other bootloader (the old Nano's
 * ATmegaBOOT at 57600) offered when the image fits beside it. */
function noAnswer(chip, baud, size) {
  const old = chip.bootloaders.atmegaboot;
  const room = old ? chip.flashBytes - old.bootBytes : 0;
  let retry = '';
  if (old && baud !== old.baud) {
    retry = size <= room ? ` A Nano with the old bootloader talks at ${old.baud} baud: retry at that rate.`
      : ` A Nano with the old bootloader talks at ${old.baud} baud, but this image (${size} bytes) does `
        + `not fit beside it (${room} bytes): burn Optiboot on it first (docs/flashing.md).`;
  }
  const offer = old && retry && size <= room;
  return new FlashError('no-answer', `The board did not answer its bootloader (${chip.protocol === 'stk500v1'
    ? 'STK500 v1' : 'STK500 v2'} at ${baud} baud). Is it the board chosen above, `
    + 'plugged in, and nothing else (a serial monitor) holding the port? A port that cannot '
    + 'reset the board (no DTR line) starts no bootloader: press the board\'s reset button as '
    + 'you flash; nothing is written before its signature is read. A board without a '
    + 'bootloader needs an ISP programmer.' + retry,
  { retryBaud: offer ? old.baud : 0, retryBootloader: offer ? 'atmegaboot' : null });
}

/* Any failure as a FlashError: a line that went quiet or away mid-way is
 * 'lost', and says where. */
function asFlashError(e, phase, done, total) {
  if (e instanceof FlashError) return e;
  const where = total ? ` at ${done} of ${total} bytes` : '';
  const why = e instanceof LinkTimeout ? 'stopped answering (a byte lost on the line?)'
    : e?.code === 'protocol' ? `answered out of step (${e.message}: a byte lost?)`
    : `went away (${describe(e)}: the cable pulled?)`;
  return new FlashError('lost', `The board ${why} during ${phase}${where}. Nothing is done: `
    + 'the firmware on the board is incomplete. Flash again: the reset starts its bootloader.',
  { phase, done });
}
