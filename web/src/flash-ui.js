/*
 * flash-ui.js — the page's "Flash to my board" button: where the browser
 * has Web Serial (navigator.serial: Chrome, Edge, Opera on a desktop) the
 * person picks the board's port, and the flasher (flash/) resets the
 * board through DTR/RTS, speaks its bootloader's protocol, checks the
 * chip's signature, writes, verifies and starts the firmware shown on the
 * page, with a progress bar (each phase, its bytes and seconds) and a
 * cancel button.  Elsewhere the page offers the .hex (named as `make
 * dist` names it: BOARD-SET.hex) as a download with the avrdude line that
 * writes it.  Each board's note says what its flashing needs first, from
 * board.mk's facts (the definition's flashing) and docs/flashing.md's: a
 * board without a bootloader (the handheld) gets no button, its ISP
 * programmer's fuse and flash lines instead; a Pro Mini's Optiboot is
 * burnt once before the serial line flashes it.  An error is said in the
 * status line; one that another bootloader may cure (a Nano's old one)
 * offers the retry there.
 */
import { flashImage, CHIPS, bootloaderBaud } from './flash/index.js';

const PHASES = { reset: 'Resetting the board', sync: 'Waiting for its bootloader', check: 'Checking the chip',
  write: 'Writing', verify: 'Verifying', start: 'Starting the firmware' };

/* A transport (flash/link.js) over a Web Serial port. */
export function webSerialTransport(port) {
  let reader = null;
  let pending = null;
  const now = () => performance.now();
  return {
    async write(bytes) {
      const w = port.writable.getWriter();
      try {
        await w.write(bytes);
      } finally {
        w.releaseLock();
      }
    },
    async read(timeoutMs) {
      reader ||= port.readable.getReader();
      pending ||= reader.read();
      let timer;
      const timeout = new Promise((res) => { timer = setTimeout(() => res(null), timeoutMs); });
      const got = await Promise.race([pending, timeout]);
      clearTimeout(timer);
      if (got === null) return new Uint8Array(0);
      pending = null;
      if (got.done) throw new Error('the port closed');
      return got.value;
    },
    setSignals: (s) => port.setSignals(s),
    sleep: (ms) => new Promise((res) => setTimeout(res, ms)),
    now,
    async close() {
      if (reader) {
        await reader.cancel().catch(() => {});
        reader.releaseLock();
      }
      await port.close().catch(() => {});
    },
  };
}

/* The released image's file name (tools/dist.sh: BOARD-SET.hex). */
export function downloadName(def) {
  return `${def.dist}.hex`;
}

/* The avrdude line that writes a board's image, as docs/flashing.md
 * gives it (port: where the board is, PORT for the person to fill in). */
export function avrdudeLine(def, port = 'PORT') {
  const f = def.flashing;
  if (f.bootloader === 'none') return `avrdude -p ${def.mcu} -c ${f.programmer} -U flash:w:${downloadName(def)}:i`;
  return `avrdude -p ${def.mcu} -c ${f.programmer} -b ${f.baud} -P ${port} -D -U flash:w:${downloadName(def)}:i`;
}

/* The ISP programmer's line that writes the fuses (as `make fuses`). */
export function fuseLine(def) {
  const { low, high, extended } = def.flashing.fuses;
  return `avrdude -p ${def.mcu} -c ${def.flashing.programmer} -U lfuse:w:${low}:m -U hfuse:w:${high}:m `
    + `-U efuse:w:${extended}:m`;
}

/* Whether the page can flash the board over its serial port: it has a
 * bootloader the flasher speaks. */
export function serialFlashable(def) {
  return def.flashing.bootloader !== 'none' && !!CHIPS[def.mcu];
}

/* What a board's owner must know before flashing it, by its hardware
 * (docs/flashing.md's table and sections): '' when nothing. */
const BEFORE = {
  'promini-handheld': 'A Pro Mini comes with ATmegaBOOT (57600 baud), which loops after a watchdog reset: '
    + 'burn Optiboot\'s 8 MHz build on it once with an ISP programmer (docs/flashing.md, Burning Optiboot); '
    + 'from then on it flashes at 115200 baud through a 3.3 V USB-serial adapter on its 6-pin header (DTR resets it).',
  'nano-i2c': 'A Nano with the old bootloader (ATmegaBOOT, 57600 baud) takes it at 57600 but loops after a '
    + 'watchdog reset: burn Optiboot on it once (docs/flashing.md).',
};
BEFORE['nano-oled'] = BEFORE['nano-i2c'];

/* The board's flashing note: its bootloader, what comes first. */
export function flashNote(def) {
  const f = def.flashing;
  if (f.bootloader === 'none') {
    return `This board has no bootloader: Web Serial cannot flash it. With an ISP programmer (${f.programmer}) `
      + `on its 6-pin ISP header, the fuses first: ${fuseLine(def)} (a fresh chip runs at 1 MHz: add -B 32), `
      + `then the image: ${avrdudeLine(def)} (docs/flashing.md).`;
  }
  const boot = f.bootloader === 'optiboot' ? 'Optiboot' : 'the Mega 2560\'s STK500 v2 bootloader';
  return `It flashes through ${boot} at ${f.baud} baud.${BEFORE[def.board] ? ` ${BEFORE[def.board]}` : ''}`;
}

/* Wires the button; board() is the board the page shows ({ def, hex, flash }). */
export function setupFlash(board, $, serial = globalThis.navigator?.serial) {
  const button = $('flash-board');
  const cancel = $('flash-cancel');
  const bar = $('flash-progress');
  const status = $('flash-status');
  let signal = null;
  /* the board's note, download and avrdude line, and whether the button shows */
  const refresh = () => {
    const b = board();
    const url = URL.createObjectURL(new Blob([b.hex], { type: 'text/plain' }));
    const link = $('flash-download');
    if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
    link.href = url;
    link.download = downloadName(b.def);
    $('flash-avrdude').textContent = avrdudeLine(b.def);
    $('flash-note').textContent = flashNote(b.def);
    const viaSerial = !!serial && serialFlashable(b.def);
    button.hidden = !viaSerial;
    $('flash-fallback').hidden = viaSerial;
    $('flash-web-serial').hidden = !!serial || !serialFlashable(b.def);
  };
  refresh();
  $('board').addEventListener('change', () => setTimeout(refresh, 0));
  window.addEventListener('hashchange', () => setTimeout(refresh, 0));
  if (!serial) return;
  const run = async (baud, bootloader) => {
    const b = board();
    let picked = null;
    try {
      picked = await serial.requestPort();
    } catch {
      picked = null;   /* the person closed the chooser */
    }
    const port = picked && {
      async open(rate) {
        await picked.open({ baudRate: rate });
        return webSerialTransport(picked);
      },
    };
    signal = { aborted: false };
    button.disabled = true;
    cancel.hidden = false;
    bar.hidden = false;
    const times = [];
    let last = null;
    try {
      const res = await flashImage(b.flash, b.def.mcu, {
        port, baud: baud || bootloaderBaud(b.def.mcu, b.def.fCpu), bootloader, signal,
        onProgress: (p) => {
          if (last && last.phase !== p.phase) times.push(`${last.phase} ${last.seconds.toFixed(1)} s`);
          last = p;
          bar.max = p.total || 1;
          bar.value = p.done;
          const bytes = p.total > 3 ? `${p.done} of ${p.total} bytes, ` : '';
          status.textContent = `${[...times, `${PHASES[p.phase]}: ${bytes}${p.seconds.toFixed(1)} s`].join(' · ')}`;
        },
      });
      status.textContent = `Done: ${res.bytes} bytes written and verified in ${res.total.toFixed(1)} s; `
        + `the board runs nimbox (${b.def.name}).`;
    } catch (e) {
      status.textContent = e.message;
      if (e.retryBaud) {
        const retry = document.createElement('button');
        retry.type = 'button';
        retry.textContent = `Retry at ${e.retryBaud} baud`;
        retry.addEventListener('click', () => { retry.remove(); run(e.retryBaud, e.retryBootloader); });
        status.append(' ', retry);
      }
    } finally {
      button.disabled = false;
      cancel.hidden = true;
      bar.hidden = true;
    }
  };
  button.addEventListener('click', () => run(0, undefined));
  cancel.addEventListener('click', () => { if (signal) signal.aborted = true; });
}
