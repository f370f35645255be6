/*
 * link.js — the serial line under the bootloader protocols: exact reads
 * with a deadline over a transport, whatever carries the bytes.
 *
 * A transport is five functions, so the same protocols run over Web
 * Serial in the page and over an emulated board (or a pty) in Node:
 *   write(bytes)            Promise; throws when the port is gone
 *   read(timeoutMs)         Promise of a Uint8Array: what came within the
 *                           time (empty when nothing did); throws when gone
 *   setSignals({dataTerminalReady, requestToSend})   Promise
 *   sleep(ms)               Promise, resolved ms later on the line's clock
 *   now()                   milliseconds on the line's clock
 * and close().  A transport that fails throws; the flasher turns that into
 * its "the port went away" error.
 */

/* A timeout: the bootloader did not answer in time (code 'timeout'). */
export class LinkTimeout extends Error {
  constructor(wanted, got) {
    super(`timeout: ${got} of ${wanted} bytes came`);
    this.code = 'timeout';
    this.got = got;
  }
}

export class Link {
  constructor(transport) {
    this.t = transport;
    this.buf = [];
    this.bytesOut = 0;
    this.bytesIn = 0;
  }

  async write(bytes) {
    this.bytesOut += bytes.length;
    await this.t.write(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
  }

  /* Exactly n bytes, all within timeoutMs, or LinkTimeout. */
  async read(n, timeoutMs) {
    const end = this.t.now() + timeoutMs;
    while (this.buf.length < n) {
      const left = end - this.t.now();
      if (left <= 0) throw new LinkTimeout(n, this.buf.length);
      const got = await this.t.read(left);
      for (const b of got) this.buf.push(b);
    }
    this.bytesIn += n;
    return Uint8Array.from(this.buf.splice(0, n));
  }

  /* Drops whatever waits, and what comes within quietMs. */
  async drain(quietMs = 0) {
    this.buf.length = 0;
    if (quietMs > 0) {
      const end = this.t.now() + quietMs;
      while (this.t.now() < end) await this.t.read(end - this.t.now());
    }
  }

  sleep(ms) { return this.t.sleep(ms); }
  now() { return this.t.now(); }
}
