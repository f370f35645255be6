/*
 * flash-ui.js — the page's "Flash to my board" button: where the browser
 * has Web Serial (navigator.serial: Chrome, Edge, Opera on a desktop) the
 * person picks the board's port, and the flasher (flash/) resets the
 * board through DTR/RTS, speaks its bootloader's protocol, checks the
 * chip's signature, writes, verifies and starts the firmware shown on the
 * page, with a progress bar (each phase, its bytes and seconds) and a
 * cancel button.  Elsewhere the page offers the .hex as a download with
 * the avrdude line that writes it.  An error is said in the status line;
 * one that another baud rate may cure (a Nano's old bootloader) offers
 * the retry there.
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

/* The avrdude line that writes a board's nimbox.hex. */
export function avrdudeLine(def) {
  const chip = CHIPS[def.mcu];
  if (!chip) return `avrdude -p ${def.mcu} -c usbasp -U flash:w:nimbox.hex:i   (an ISP programmer)`;
  const programmer = chip.protocol === 'stk500v1' ? 'arduino' : 'wiring';
  return `avrdude -p ${def.mcu} -c ${programmer} -P PORT -b ${bootloaderBaud(def.mcu, def.fCpu)} -D -U flash:w:nimbox.hex:i`;
}

/* Wires the button; board() is the board the page shows ({ def, hex, flash }). */
export function setupFlash(board, $, serial = globalThis.navigator?.serial) {
  const button = $('flash-board');
  const cancel = $('flash-cancel');
  const bar = $('flash-progress');
  const status = $('flash-status');
  let signal = null;
  const fallback = () => {
    const b = board();
    const url = URL.createObjectURL(new Blob([b.hex], { type: 'text/plain' }));
    const link = $('flash-download');
    link.href = url;
    link.download = `nimbox-${b.def.name}.hex`;
    $('flash-avrdude').textContent = avrdudeLine(b.def).replace('nimbox.hex', `nimbox-${b.def.name}.hex`);
  };
  if (!serial) {
    $('flash-fallback').hidden = false;
    fallback();
    $('board').addEventListener('change', () => setTimeout(fallback, 0));
    window.addEventListener('hashchange', () => setTimeout(fallback, 0));
    return;
  }
  button.hidden = false;
  const run = async (baud) => {
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
        port, baud: baud || bootloaderBaud(b.def.mcu, b.def.fCpu), signal,
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
        retry.addEventListener('click', () => { retry.remove(); run(e.retryBaud); });
        status.append(' ', retry);
      }
    } finally {
      button.disabled = false;
      cancel.hidden = true;
      bar.hidden = true;
    }
  };
  button.addEventListener('click', () => run(0));
  cancel.addEventListener('click', () => { if (signal) signal.aborted = true; });
}
