/*
 * flash-page-board.mjs — the board with its real bootloader
 * (boot-board.mjs) inside the page, behind a stand-in navigator.serial,
 * for flash-browser.mjs: bundled by esbuild and added to the page before
 * its own script, so the page's flasher (src/flash-ui.js, src/flash/)
 * talks to the emulated bootloader through Web Serial's streams with no
 * round trip to Node per read.  window.flashBench is the test's handle:
 *   setBoard({ def, bootName, bootHex, app })  a new board (app: base64
 *                        of an old application's flash, or null)
 *   flashBase64()        the board's flash now
 *   talk(text)           the port opened at 115200 as a terminal does (a
 *                        reset), 1.8 s, text sent, 0.1 s: what came back
 *   watchPhases(words)   records which of words the flash status shows
 *   seen                 those words, as recorded
 *   realTime             true: the board kept in step with the wall clock
 *                        throughout, as a real one (for a screenshot whose
 *                        seconds are a real board's)
 *
 * The board's clock and the page's.  The bootloaders time out on their
 * own clock (Optiboot's watchdog 1 s after the last byte, ATmegaBOOT's and
 * the Mega's loop counts of about a second), and the page's flasher times
 * out on the wall clock (a 200 ms sync try, 1.5 s of them, 0.5 s or 1 s
 * for a reply).  The board runs in slices between the page's own tasks:
 *  - ahead of the wall clock, as fast as it runs, while the exchange is
 *    the board's to finish: host bytes not yet through the line, its own
 *    bytes not yet at the host, or an answer that may still be due
 *    (GRACE_MS of board time after the host's last byte went in: Optiboot
 *    says INSYNC, writes the page for 8 ms, then says OK).  Nothing on
 *    either side waits on the wall clock then: the page only waits for
 *    the bytes, and the board only for the line.  The page gets no task
 *    in between (only promise jobs: its flasher's chain), so its
 *    timeouts cannot fire while the answer is being computed, however
 *    slowly a loaded machine runs the page.  Once the board's bytes are
 *    handed over, the page's flasher runs its promise chain (and writes
 *    its next command) before the board goes on.
 *  - otherwise (the host's turn, an answer that does not come, a reset
 *    the host has not yet followed up), in step with the wall clock from
 *    where it got to: a gap the page leaves, or a timeout it waits out,
 *    is as long on the board's clock, so the bootloaders' timeouts and
 *    the page's see the same silence, as on a real line.
 * The lead the board has taken is kept; it never runs behind on purpose
 * (a slow machine makes it lag, and it catches up).
 */
import { BootBoard, bootloaderFromHex } from './boot-board.mjs';

const GRACE_MS = 50;
const SLICE_MS = 1;
const YIELD_EVERY_MS = 8;

const bench = { board: null, opened: 0, wake: null, seen: [] };

const fromBase64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
function toBase64(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/* A task boundary that no timer clamps (setTimeout nested is 4 ms). */
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const nextTask = () => new Promise((res) => {
  waiting.push(res);
  channel.port2.postMessage(0);
});

/* The exchange is the board's to finish (see the top of this file). */
function boardsTurn(board) {
  return board.toChip.length > 0 || board.fromChip.length > 0
    || board.now() - board.lineFree < GRACE_MS * board.f / 1000;
}

/* Runs the board while the port opened as number gen is open, and hands
 * its bytes to the port's readable stream (see the top of this file). */
async function pump(board, gen, controller) {
  const f = board.f;
  let lead = board.ms() - performance.now();   /* board ms - wall ms while idle */
  let yielded = performance.now();
  while (gen === bench.opened && board === bench.board) {
    const busy = !bench.realTime && boardsTurn(board);
    const step = board.now() + SLICE_MS * f / 1000;
    const until = busy ? step : Math.min(step, (performance.now() + lead) * f / 1000);
    if (until > board.now()) board.runTo(until);
    if (busy) lead = Math.max(lead, board.ms() - performance.now());
    if (board.toHost.length) {
      try {
        controller.enqueue(Uint8Array.from(board.toHost.splice(0)));
      } catch {
        return;   /* the stream was cancelled */
      }
      /* the page's flasher takes them and writes its next command in
       * its promise chain: all of it runs before the next task */
      await nextTask();
      yielded = performance.now();
      continue;
    }
    if (busy) {
      /* no task boundary while the exchange is the board's: none of the
       * page's timers can fire before the answer is in its hands, however
       * slowly this machine runs the page */
      await null;
    } else if (until <= board.now() + 1) {
      /* caught up with the wall clock: wait for it, or for a write */
      await new Promise((res) => {
        bench.wake = res;
        setTimeout(res, 1);
      });
      yielded = performance.now();
    } else if (performance.now() - yielded > YIELD_EVERY_MS) {
      await nextTask();   /* the page's timers and drawing, Playwright's calls */
      yielded = performance.now();
    } else {
      await null;
    }
  }
}

/* The stand-in Web Serial port on the bench's board. */
const port = {
  readable: null,
  writable: null,
  async open(options) {
    const board = bench.board;
    if (!board.plugged) throw new Error('NetworkError: The device has been lost.');
    const gen = ++bench.opened;
    board.hostBaud = options.baudRate;
    board.setSignals(true);   /* opening a port raises DTR and RTS */
    port.readable = new ReadableStream({
      start(controller) { pump(board, gen, controller); },
      cancel() { if (bench.opened === gen) bench.opened++; },
    });
    port.writable = new WritableStream({
      write(chunk) {
        board.hostWrite(Array.from(chunk));
        bench.wake?.();
      },
    });
  },
  async setSignals(s) { bench.board.setSignals(!!(s.dataTerminalReady || s.requestToSend)); },
  async close() {
    bench.opened++;
    bench.board.setSignals(false);
  },
};
Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port }, configurable: true });

bench.setBoard = ({ def, bootName, bootHex, app }) => {
  bench.opened++;
  bench.realTime = false;
  bench.board = new BootBoard(def, bootloaderFromHex(bootName, bootHex, def.chip.flashBytes),
    app ? fromBase64(app) : null);
};
bench.flashBase64 = () => toBase64(bench.board.flash);
bench.talk = async (text) => {
  const board = bench.board;
  const t = await board.port().open(115200);
  board.console = '';
  await t.sleep(1800);
  await t.write(new TextEncoder().encode(text));
  await t.sleep(100);
  return board.console;
};
bench.watchPhases = (words) => {
  bench.seen = [];
  const status = document.getElementById('flash-status');
  const note = () => {
    for (const w of words) if (status.textContent.includes(w) && !bench.seen.includes(w)) bench.seen.push(w);
  };
  bench.observer?.disconnect();
  bench.observer = new MutationObserver(note);
  bench.observer.observe(status, { childList: true, characterData: true, subtree: true });
};
window.flashBench = bench;
