/*
 * serial.js — the console's far end: what a USB-serial adapter and a
 * terminal are to the device.  Bytes to the device are queued and go to
 * the USART back to back, one frame (10 bit times of the board's baud
 * rate, 8N1) each, as a paste from a terminal arrives: a byte enters the
 * chip's two-byte receive buffer when its frame ends, or is an overrun
 * when the firmware left both places unread (counted: overruns).  Bytes
 * queued before the firmware has enabled its receiver wait in the queue
 * (a page may be typed into while the device boots).  Bytes from the
 * device are cut into lines ('\n' ends one, '\r' is dropped); XON and
 * XOFF are flow control, never text: a sender that honours them stops
 * `skid` bytes after an XOFF (the frame on the wire finishes) and goes on
 * at XON (the page's does; the scenario runner's ignores them unless a
 * script says `flow xonxoff SKID`).  The reply's latency is kept as the
 * simulator keeps it (sim/uart.c): from the cycle the last queued byte
 * reached the USART to the first byte out after it (replyLatency()).
 */

export const XON = 0x11;
export const XOFF = 0x13;

export class SerialLink {
  /* onLine(text) hears every complete line from the device. */
  constructor(fCpu, baud, onLine) {
    this.fCpu = fCpu;
    this.baud = baud;
    this.onLine = onLine;
    this.queue = [];
    this.partial = '';
    this.honourFlow = false;
    this.skid = 0;
    this.skidLeft = 0;
    this.flowOff = false;
    this.feeding = false;
    this.chip = null;
    this.bytesOut = 0;
    this.xoffs = 0;
    this.xons = 0;
    this.overruns = 0;
    this.sendDone = 0;         /* chip cycles: the last queued byte reached the USART */
    this.replyFirst = null;    /* chip cycles: the first byte out after that */
    this.replyWaiting = false;
  }

  /* Connects to a (new) chip's USART; the queue carries over. */
  attach(chip) {
    this.chip = chip;
    this.feeding = false;
    this.flowOff = false;   /* a reset device has asked for nothing */
    chip.usart.onByteTransmit = (b) => this.fromDevice(b);
    this.feed();
  }

  /* Queues text (a string of byte values 0..255) for the device. */
  send(text) {
    for (let i = 0; i < text.length; i++) this.queue.push(text.charCodeAt(i) & 0xff);
    this.feed();
  }

  /* Bytes still waiting to go to the device. */
  pending() {
    return this.queue.length;
  }

  /* The sender honours XON/XOFF (stopping skid bytes after XOFF), or not. */
  setFlow(honour, skid = 0) {
    this.honourFlow = honour;
    this.skid = skid;
    if (!honour) this.flowOff = false;
    this.feed();
  }

  /* Starts the next byte on its way if the line is free: its frame ends
   * one frame time later, in the receiver. */
  feed() {
    const chip = this.chip;
    if (!chip || this.feeding || this.queue.length === 0) return;
    if (this.honourFlow && this.flowOff && this.skidLeft === 0) return;
    const frame = Math.max(1, Math.round((this.fCpu * 10) / this.baud));
    this.feeding = true;
    if (!chip.usart.rxEnable) {
      /* the receiver is off (the firmware is starting): look again a frame later */
      chip.cpu.addClockEvent(() => {
        if (this.chip !== chip) return;
        this.feeding = false;
        this.feed();
      }, frame);
      return;
    }
    if (this.honourFlow && this.flowOff) this.skidLeft--;
    const byte = this.queue.shift();
    chip.cpu.addClockEvent(() => {
      if (this.chip !== chip) return;   /* reset while on the wire: lost */
      if (chip.receive(byte) === 'overrun') this.overruns++;
      if (this.queue.length === 0) {
        this.sendDone = chip.cpu.cycles;
        this.replyFirst = null;
        this.replyWaiting = true;
      }
      this.feeding = false;
      this.feed();
    }, frame);
  }

  /* Cycles from the last byte sent to the first byte of the reply, or
   * null when no reply has begun since. */
  replyLatency() {
    return this.replyWaiting || this.replyFirst === null ? null : this.replyFirst - this.sendDone;
  }

  fromDevice(b) {
    this.bytesOut++;
    if (b === XOFF) {
      this.xoffs++;
      if (!this.flowOff) this.skidLeft = this.skid;
      this.flowOff = true;
      return;
    }
    if (b === XON) {
      this.xons++;
      this.flowOff = false;
      this.feed();
      return;
    }
    if (this.replyWaiting) {
      this.replyFirst = this.chip.cpu.cycles;
      this.replyWaiting = false;
    }
    if (b === 0x0d) return;
    if (b === 0x0a) {
      const line = this.partial;
      this.partial = '';
      this.onLine(line);
      return;
    }
    this.partial += String.fromCharCode(b);
  }
}
