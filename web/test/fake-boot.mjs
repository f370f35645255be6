/*
 * fake-boot.mjs — a bootloader written in JavaScript, for the flasher's
 * fault tests (flash-faults.mjs): no chip, no avr8js, a line clock that
 * moves only when bytes go (10 bits each at the baud rate) or the
 * flasher waits, so a whole flash takes milliseconds here and its rates
 * come out as the line's.  It speaks STK500 v1 (Optiboot's subset) or v2
 * (the Mega's), answers only at its own baud rate and only after a reset
 * (DTR/RTS dropped and raised), keeps the flash it was given, and can
 * misbehave on purpose:
 *   wrongByteAt    an address whose byte reads back with bit 0 flipped
 *   closeThrows    close() throws this value ({ value })
 *   openThrows     open() throws this value ({ value })
 *   writeThrows    the n-th write throws this value ({ n, value })
 *   readThrows     the n-th read throws this value ({ n, value })
 *   lateSync       the first sync answered twice, the second 50 ms late
 *                  (a bootloader still answering an earlier try)
 *   shortRead      a page read back one byte short (v2)
 *   garble         the n-th v2 answer spoilt: { n, how: start, token,
 *                  seq, sum, command or status }
 * The real bootloaders in avr8js (flash-board.mjs) are flash.mjs's.
 */

const V1 = { sync: 0x30, sign: 0x75, address: 0x55, prog: 0x64, read: 0x74, leave: 0x51 };
const V2 = { signOn: 0x01, address: 0x06, enter: 0x10, leave: 0x11, prog: 0x13, read: 0x14, sign: 0x1b };

export class FakeBoot {
  constructor({ protocol = 'stk500v1', signature = [0x1e, 0x95, 0x0f], flashBytes = 32768, baud = 115200,
    faults = {} } = {}) {
    this.protocol = protocol;
    this.signature = signature;
    this.flash = new Uint8Array(flashBytes).fill(0xff);
    this.baud = baud;
    this.faults = faults;
    this.clock = 0;
    this.listening = false;   /* the bootloader runs: after a reset */
    this.signals = false;
    this.left = false;        /* told to start the firmware */
    this.opened = 0;
    this.closed = 0;
    this.writes = 0;
    this.reads = 0;
    this.pagesWritten = 0;
    this.in = [];
    this.out = [];
    this.address = 0;
    this.later = [];          /* [{ at, bytes }]: answers not yet on the line */
    this.answers = 0;
  }

  /* A port ({ open(baud) }) on this board. */
  port() {
    const boot = this;
    return {
      async open(baud) {
        if ('openThrows' in boot.faults) throw boot.faults.openThrows.value;
        boot.opened++;
        boot.lineBaud = baud;
        return boot.transport();
      },
    };
  }

  transport() {
    const boot = this;
    const fault = (which, n) => {
      const f = boot.faults[which];
      if (f && f.n === n) throw f.value;
    };
    return {
      async write(bytes) {
        boot.writes++;
        fault('writeThrows', boot.writes);
        boot.clock += (bytes.length * 10 * 1000) / boot.lineBaud;
        while (boot.later.length && boot.later[0].at <= boot.clock) boot.out.push(...boot.later.shift().bytes);
        if (boot.lineBaud !== boot.baud || !boot.listening) return;   /* garbage to it, or nobody there */
        for (const b of bytes) boot.in.push(b);
        boot.parse();
      },
      async read(timeoutMs) {
        boot.reads++;
        fault('readThrows', boot.reads);
        while (boot.later.length && boot.later[0].at <= boot.clock + timeoutMs && !boot.out.length) {
          const l = boot.later.shift();
          boot.clock = Math.max(boot.clock, l.at);
          boot.out.push(...l.bytes);
        }
        if (!boot.out.length) {
          boot.clock += timeoutMs;
          return new Uint8Array(0);
        }
        const got = Uint8Array.from(boot.out.splice(0, boot.out.length));
        boot.clock += (got.length * 10 * 1000) / boot.lineBaud;
        return got;
      },
      async setSignals(s) {
        const up = !!(s.dataTerminalReady || s.requestToSend);
        if (up && !boot.signals) boot.reset();
        boot.signals = up;
      },
      async sleep(ms) { boot.clock += ms; },
      now: () => boot.clock,
      async close() {
        boot.closed++;
        if ('closeThrows' in boot.faults) throw boot.faults.closeThrows.value;
      },
    };
  }

  reset() {
    this.listening = true;
    this.left = false;
    this.in.length = 0;
    this.out.length = 0;
  }

  /* The byte at a that goes back to the host (the planted fault). */
  readBack(a) {
    return a === this.faults.wrongByteAt ? this.flash[a] ^ 0x01 : this.flash[a];
  }

  parse() {
    for (;;) {
      const used = this.protocol === 'stk500v1' ? this.parseV1() : this.parseV2();
      if (!used) return;
      this.in.splice(0, used);
    }
  }

  /* One STK500 v1 command from the input, if whole: the bytes it took. */
  parseV1() {
    const c = this.in;
    if (!c.length) return 0;
    const ok = (n, body = []) => {
      if (c.length < n) return 0;
      if (c[n - 1] !== 0x20) return n;   /* no CRC_EOP: Optiboot ignores it */
      this.out.push(0x14, ...body, 0x10);
      return n;
    };
    switch (c[0]) {
      case V1.sync:
        if (this.faults.lateSync && !this.lateDone && c.length >= 2) {
          this.lateDone = true;
          this.later.push({ at: this.clock + 50, bytes: [0x14, 0x10] });
        }
        return ok(2);
      case V1.sign: return ok(2, this.signature);
      case V1.address:
        if (c.length >= 4) this.address = (c[1] | (c[2] << 8)) * 2;
        return ok(4);
      case V1.prog: {
        if (c.length < 4) return 0;
        const n = (c[1] << 8) | c[2];
        if (c.length < 5 + n) return 0;
        this.flash.set(c.slice(4, 4 + n), this.address);
        this.pagesWritten++;
        return ok(5 + n);
      }
      case V1.read: {
        if (c.length < 5) return 0;
        const n = (c[1] << 8) | c[2];
        const body = [];
        for (let i = 0; i < n; i++) body.push(this.readBack(this.address + i));
        return ok(5, body);
      }
      case V1.leave: {
        const n = ok(2);
        if (n) this.left = true;
        return n;
      }
      default: return 1;   /* not a command: dropped */
    }
  }

  /* One STK500 v2 message from the input, if whole: the bytes it took. */
  parseV2() {
    const c = this.in;
    if (!c.length) return 0;
    if (c[0] !== 0x1b) return 1;
    if (c.length < 5) return 0;
    const n = (c[2] << 8) | c[3];
    if (c.length < 6 + n) return 0;
    const body = c.slice(5, 5 + n);
    if (c.slice(0, 6 + n).reduce((a, b) => a ^ b, 0) !== 0) return 6 + n;
    const answer = this.answerV2(body);
    const g = this.faults.garble && this.faults.garble.n === ++this.answers ? this.faults.garble.how : '';
    if (g === 'command') answer[0] ^= 0x80;
    if (g === 'status') answer[1] = 0xc0;
    const frame = [g === 'start' ? 0x1c : 0x1b, g === 'seq' ? (c[1] + 1) & 0xff : c[1], answer.length >> 8,
      answer.length & 0xff, g === 'token' ? 0x0f : 0x0e, ...answer];
    frame.push(frame.reduce((a, b) => a ^ b, 0) ^ (g === 'sum' ? 1 : 0));
    this.out.push(...frame);
    return 6 + n;
  }

  answerV2(body) {
    switch (body[0]) {
      case V2.signOn: return [V2.signOn, 0, 8, ...'AVRISP_2'.split('').map((ch) => ch.charCodeAt(0))];
      case V2.enter: return [V2.enter, 0];
      case V2.sign: return [V2.sign, 0, this.signature[body[4]], 0];
      case V2.address:
        this.address = (((body[1] & 0x7f) << 24) | (body[2] << 16) | (body[3] << 8) | body[4]) * 2;
        return [V2.address, 0];
      case V2.prog: {
        const n = (body[1] << 8) | body[2];
        this.flash.set(body.slice(10, 10 + n), this.address);
        this.pagesWritten++;
        return [V2.prog, 0];
      }
      case V2.read: {
        const n = (body[1] << 8) | body[2];
        const data = [];
        if (this.faults.shortRead) {   /* a byte and the closing status missing */
          for (let i = 0; i < n - 1; i++) data.push(this.readBack(this.address + i));
          return [V2.read, 0, ...data];
        }
        for (let i = 0; i < n; i++) data.push(this.readBack(this.address + i));
        return [V2.read, 0, ...data, 0];
      }
      case V2.leave:
        this.left = true;
        return [V2.leave, 0];
      default: return [body[0], 0xc0];   /* STATUS_CMD_FAILED */
    }
  }
}
