/*
 * stk500v2.js — STK500 version 2, as the Mega 2560's bootloader speaks
 * it: every message framed MESSAGE_START (0x1B), a sequence number, a
 * 16-bit length, TOKEN (0x0E), the body and an XOR checksum of it all;
 * the answer echoes the command and a status (0x00: OK).  The Mega's
 * bootloader erases each page as it is programmed, in order from 0 (its
 * chip erase answers FAILED), so pages go in order.  Addresses are in
 * words, bit 31 set for the 2560's far flash.
 */
import { ProtocolError, hex2 } from './stk500v1.js';
import { LinkTimeout } from './link.js';

const START = 0x1b;
const TOKEN = 0x0e;
const STATUS_OK = 0x00;
const SIGN_ON = 0x01;
const LOAD_ADDRESS = 0x06;
const ENTER_PROGMODE = 0x10;
const LEAVE_PROGMODE = 0x11;
const PROGRAM_FLASH = 0x13;
const READ_FLASH = 0x14;
const READ_SIGNATURE = 0x1b;

export class Stk500v2 {
  constructor(link) {
    this.link = link;
    this.seq = 1;
    this.replyMs = 1000;
  }

  /* One message out, its answer's body back (checked). */
  async message(body, replyMs = this.replyMs) {
    const seq = this.seq;
    this.seq = (this.seq + 1) & 0xff;
    const frame = [START, seq, body.length >> 8, body.length & 0xff, TOKEN, ...body];
    frame.push(frame.reduce((a, b) => a ^ b, 0));
    await this.link.write(frame);
    const head = await this.link.read(5, replyMs);
    if (head[0] !== START || head[4] !== TOKEN) {
      throw new ProtocolError(`not a message: ${[...head].map(hex2).join(' ')}`);
    }
    if (head[1] !== seq) throw new ProtocolError(`answer to message ${head[1]}, not ${seq}`);
    const n = (head[2] << 8) | head[3];
    const rest = await this.link.read(n + 1, replyMs);
    const sum = [...head, ...rest].reduce((a, b) => a ^ b, 0);
    if (sum !== 0) throw new ProtocolError('answer checksum wrong');
    const answer = rest.subarray(0, n);
    if (answer[0] !== body[0]) throw new ProtocolError(`answer to 0x${hex2(answer[0])}, not 0x${hex2(body[0])}`);
    if (answer[1] !== STATUS_OK) throw new ProtocolError(`command 0x${hex2(body[0])} failed (status 0x${hex2(answer[1])})`);
    return answer;
  }

  async sync(totalMs) {
    const end = this.link.now() + totalMs;
    while (this.link.now() < end) {
      await this.link.drain();
      try {
        await this.message([SIGN_ON], 200);
        await this.link.drain(100);   /* an earlier try's answer, late */
        await this.message([ENTER_PROGMODE, 200, 100, 25, 32, 0, 0x53, 3, 0xac, 0x53, 0, 0]);
        return true;
      } catch (e) {
        if (!(e instanceof LinkTimeout) && !(e instanceof ProtocolError)) throw e;
      }
    }
    return false;
  }

  async signature() {
    const sig = [];
    for (let i = 0; i < 3; i++) sig.push((await this.message([READ_SIGNATURE, 4, 0x30, 0, i]))[2]);
    return Uint8Array.from(sig);
  }

  async loadAddress(byteAddress) {
    const word = (byteAddress >>> 1) | 0x80000000;
    await this.message([LOAD_ADDRESS, (word >>> 24) & 0xff, (word >> 16) & 0xff, (word >> 8) & 0xff, word & 0xff]);
  }

  async programPage(byteAddress, data) {
    await this.loadAddress(byteAddress);
    await this.message([PROGRAM_FLASH, data.length >> 8, data.length & 0xff, 0xc1, 10, 0x40, 0x4c, 0x20, 0, 0, ...data]);
  }

  async readPage(byteAddress, length) {
    await this.loadAddress(byteAddress);
    const answer = await this.message([READ_FLASH, length >> 8, length & 0xff, 0x20]);
    return answer.subarray(2, 2 + length);
  }

  async leave() {
    await this.message([LEAVE_PROGMODE, 1, 1]);
  }
}
