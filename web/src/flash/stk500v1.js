/*
 * stk500v1.js — STK500 version 1, as Optiboot (the Uno, the Nano, the Pro
 * Mini) and the older ATmegaBOOT speak it: each command ends with
 * CRC_EOP (0x20) and is answered INSYNC (0x14) ... OK (0x10).  Only the
 * commands a bootloader needs: sync, signature, load address (in words),
 * program and read a page of flash, leave (the bootloader starts the
 * application).
 */
import { LinkTimeout } from './link.js';

const INSYNC = 0x14;
const OK = 0x10;
const EOP = 0x20;
const GET_SYNC = 0x30;
const READ_SIGN = 0x75;
const LOAD_ADDRESS = 0x55;
const PROG_PAGE = 0x64;
const READ_PAGE = 0x74;
const LEAVE_PROGMODE = 0x51;
const FLASH = 0x46;   /* 'F' */

/* A reply that is not INSYNC ... OK: the line lost sync (code 'protocol'). */
export class ProtocolError extends Error {
  constructor(what) {
    super(what);
    this.code = 'protocol';
  }
}

export class Stk500v1 {
  constructor(link) {
    this.link = link;
    this.replyMs = 500;
  }

  /* Sends cmd (with EOP) and returns the n bytes between INSYNC and OK. */
  async command(bytes, n = 0, replyMs = this.replyMs) {
    await this.link.write([...bytes, EOP]);
    const head = await this.link.read(1, replyMs);
    if (head[0] !== INSYNC) throw new ProtocolError(`not in sync: 0x${hex2(head[0])}`);
    const body = n ? await this.link.read(n, replyMs) : new Uint8Array(0);
    const tail = await this.link.read(1, replyMs);
    if (tail[0] !== OK) throw new ProtocolError(`no OK after the reply: 0x${hex2(tail[0])}`);
    return body;
  }

  /* In sync within totalMs (the bootloader may still be blinking its LED
   * after the reset): true, or false when it never answered. */
  async sync(totalMs) {
    const end = this.link.now() + totalMs;
    while (this.link.now() < end) {
      await this.link.drain();
      try {
        await this.command([GET_SYNC], 0, 200);
        /* an earlier try's answer may still come: let it, then drop it */
        await this.link.drain(100);
        return true;
      } catch (e) {
        if (!(e instanceof LinkTimeout) && !(e instanceof ProtocolError)) throw e;
      }
    }
    return false;
  }

  async signature() {
    return this.command([READ_SIGN], 3);
  }

  async programPage(byteAddress, data) {
    await this.loadAddress(byteAddress);
    await this.command([PROG_PAGE, data.length >> 8, data.length & 0xff, FLASH, ...data]);
  }

  async readPage(byteAddress, length) {
    await this.loadAddress(byteAddress);
    return this.command([READ_PAGE, length >> 8, length & 0xff, FLASH], length);
  }

  async leave() {
    await this.command([LEAVE_PROGMODE]);
  }

  async loadAddress(byteAddress) {
    const word = byteAddress >> 1;
    await this.command([LOAD_ADDRESS, word & 0xff, (word >> 8) & 0xff]);
  }
}

export function hex2(b) {
  return b === undefined ? '--' : b.toString(16).padStart(2, '0').toUpperCase();
}
