/*
 * boot-board.mjs — a board with its real bootloader on avr8js (the
 * page's chip, src/chip.js), behind a USB-serial bridge, for the flasher's
 * tests, in Node (flash-board.mjs reads the bootloader from Debian's
 * arduino-core-avr package) and in the page (flash-page-board.mjs): no
 * dependency on Node here.
 *
 * What avr8js leaves out and this adds, as sim/bootloader.c does in simavr:
 *  - Self-programming.  SPM is a no-op in avr8js: here a write to SPMCSR
 *    does what the SPM after it would (fill the page buffer from R1:R0,
 *    erase or write the page at RAMPZ:Z), only from the boot section (the
 *    fuses' BOOTSZ), and SPMEN reads set for the page erase and write time
 *    (4 ms) while the CPU goes on, as the RWW section lets it.
 *  - Timer 1 for Optiboot's LED flashes (the Uno build models only the
 *    timers the firmware uses).
 *  - Resets: power-on (PORF), the reset capacitor on DTR/RTS (a rising
 *    DTR or RTS: EXTRF), the watchdog (WDRF), each a new chip on the same
 *    flash, started at the boot section (BOOTRST).
 *  - The line: the host's bytes reach the USART one 10-bit frame apart at
 *    the host's baud rate (a rate more than 4.5 % off the USART's loses
 *    every byte both ways); the chip's bytes go out one frame apart and
 *    reach the host in USB packets (64 bytes, or latencyMs after the
 *    first).  Faults: dropByte(n) loses the n-th byte from the host from
 *    now; unplug() cuts the cable (the board loses power).
 */
import { AVRTimer, timer1Config } from 'avr8js';
import { Chip } from '../src/chip.js';
import { parseIntelHex } from '../src/hex.js';

export const BOOTLOADERS = {
  optiboot: { file: 'optiboot/optiboot_atmega328.hex', start: 0x7e00 },
  atmegaboot: { file: 'atmega/ATmegaBOOT_168_atmega328.hex', start: 0x7800 },
  atmegaboot8: { file: 'atmega/ATmegaBOOT_168_atmega328_pro_8MHz.hex', start: 0x7800 },
  stk500v2: { file: 'stk500v2/stk500boot_v2_mega2560.hex', start: 0x3e000 },
};
const SPMCSR = 0x57;
const RAMPZ = 0x5b;
const PORF = 0x01;
const EXTRF = 0x02;
const WDRF = 0x08;
const TIFR1 = 0x36;
const SREG = 0x5f;
const SREG_I = 0x80;
const PAGE = { atmega328p: 128, atmega2560: 256 };

export class BootBoard {
  /* def: the board's definition; boot: loadBootloader's; app: an old
   * application (the erased flash with it) or null for an empty one. */
  constructor(def, boot, app = null, { latencyMs = 1, skipPolls = true } = {}) {
    this.skipPolls = skipPolls;
    this.def = def;
    this.f = def.fCpu;
    this.page = PAGE[def.mcu];
    this.bootStart = boot.start;
    this.flash = new Uint8Array(def.chip.flashBytes).fill(0xff);
    if (app) this.flash.set(app.subarray(0, boot.start));
    this.flash.set(boot.bytes.subarray(boot.start), boot.start);
    this.eeprom = new Uint8Array(def.eepromBytes).fill(0xff);
    this.latencyCycles = Math.round(latencyMs * this.f / 1000);
    this.baseCycles = 0;        /* cycles of the chips before this one */
    this.toChip = [];           /* host bytes not yet on the line */
    this.lineFree = 0;          /* when the host's line is free (cycle) */
    this.fromChip = [];         /* [cycle the byte is whole, byte] */
    this.chipLineFree = 0;
    this.toHost = [];           /* bytes the host has */
    this.hostBaud = 115200;
    this.dropAt = -1;
    this.sentBytes = 0;
    this.plugged = true;
    this.resets = { power: 0, external: 0, watchdog: 0 };
    this.console = '';
    this.powerOn(PORF);
  }

  now() { return this.baseCycles + this.chip.cpu.cycles; }
  ms() { return this.now() * 1000 / this.f; }

  /* A new chip on the same flash, in its boot section, MCUSR = flag. */
  powerOn(flag) {
    if (this.chip) this.baseCycles += this.chip.cpu.cycles;
    const chip = new Chip(this.def, this.flash, this.eeprom);
    this.chip = chip;
    chip.cpu.pc = this.bootStart / 2;
    chip.cpu.data[this.def.chip.watchdog.MCUSR] = flag;
    if (this.def.ladder) chip.adc.channelValues[this.def.ladder.channel] = this.def.ladder.noneMv / 1000;
    if (this.def.mcu === 'atmega328p' && !(this.def.buzzer && this.def.buzzer.timer === 1)) {
      this.timer1 = new AVRTimer(chip.cpu, timer1Config);
    }
    this.selfProgramming(chip);
    if (this.skipPolls) this.skipPolling(chip);
    chip.usart.onByteTransmit = (b) => this.chipSends(b);
    this.fromChip = this.fromChip.filter(([t]) => t <= this.now());
  }

  selfProgramming(chip) {
    const cpu = chip.cpu;
    const temp = new Uint16Array(this.page / 2).fill(0xffff);
    let busyUntil = 0;
    this.spmBusyUntil = () => busyUntil;
    const busyCycles = Math.round(0.004 * this.f);
    cpu.readHooks[SPMCSR] = () => (cpu.data[SPMCSR] & ~1) | (cpu.cycles < busyUntil ? 1 : 0);
    cpu.writeHooks[SPMCSR] = (value) => {
      cpu.data[SPMCSR] = value & ~1;
      if (!(value & 1) || cpu.pc * 2 < this.bootStart) return true;   /* SPM works from the boot section only */
      const z = (cpu.data[31] << 8) | cpu.data[30] | (this.def.mcu === 'atmega2560' ? cpu.data[RAMPZ] << 16 : 0);
      const base = z & ~(this.page - 1);
      const op = value & 0x1e;
      if (op === 0) {
        temp[(z & (this.page - 1)) >> 1] = cpu.data[0] | (cpu.data[1] << 8);
      } else if (op === 0x02 && base < this.bootStart) {
        this.writeFlash(base, new Uint8Array(this.page).fill(0xff));
        busyUntil = cpu.cycles + busyCycles;
      } else if (op === 0x04 && base < this.bootStart) {
        this.writeFlash(base, new Uint8Array(temp.buffer.slice(0)));
        temp.fill(0xffff);
        busyUntil = cpu.cycles + busyCycles;
      }
      return true;
    };
  }

  /* A bootloader waits in loops that only read a flag: a byte received
   * (UCSR0A), a page written (SPMCSR), Timer 1 overflowed for its LED
   * (TIFR1).  Such a loop, once seen to go round, goes round until the
   * next thing that can change the flag: a clock event (a timer step,
   * the USART's frame, the watchdog), the next byte from the host (the end
   * of the run: runTo stops there), the end of the page write.  Up to
   * there its turns are counted, not run (skippedCycles): the same
   * cycles pass, the flag is read at the same cycle as it would be, and
   * the board costs next to nothing while it waits. */
  skipPolling(chip) {
    const cpu = chip.cpu;
    const c = this.def.chip;
    this.skippedCycles ||= 0;
    const watch = (addr, bound) => {
      const before = cpu.readHooks[addr];
      const loops = new Map();
      cpu.readHooks[addr] = (a) => {
        const value = before ? before(a) : cpu.data[a];
        let loop = loops.get(cpu.pc);
        if (loop === undefined) loops.set(cpu.pc, (loop = pollLoop(cpu.progMem, cpu.pc, addr)));
        if (!loop || !loop.waits(value) || (cpu.data[SREG] & SREG_I && cpu.nextInterrupt >= 0)) return value;
        const event = cpu.nextClockEvent;
        const until = Math.min(event ? event.cycles : Infinity, this.runTarget ?? 0, bound());
        const turns = Math.floor((until - cpu.cycles) / loop.period) - 2;
        if (turns > 0) {
          cpu.cycles += turns * loop.period;
          this.skippedCycles += turns * loop.period;
        }
        return value;
      };
    };
    watch(c.usart0.UCSRA, () => Infinity);
    watch(SPMCSR, () => this.spmBusyUntil());
    watch(TIFR1, () => Infinity);
  }

  writeFlash(addr, bytes) {
    this.flash.set(bytes, addr);
    new Uint8Array(this.chip.cpu.progMem.buffer).set(bytes, addr);
  }

  frameCycles(baud) { return Math.round(this.f * 10 / baud); }
  ratesDiffer() {
    const chip = this.chip.usart.baudRate;
    return !chip || Math.abs(this.hostBaud / chip - 1) > 0.045;
  }

  chipSends(b) {
    const now = this.now();
    const frame = this.frameCycles(this.chip.usart.baudRate || this.hostBaud);
    this.chipLineFree = Math.max(this.chipLineFree, now) + frame;
    if (this.ratesDiffer()) return;
    this.fromChip.push([this.chipLineFree, b]);
  }

  /* The host's side: bytes written, DTR/RTS, the rate. */
  hostWrite(bytes) {
    if (!this.plugged) throw new Error('NetworkError: The device has been lost.');
    for (const b of bytes) this.toChip.push(b);
  }

  setSignals(asserted) {
    if (!this.plugged) throw new Error('NetworkError: The device has been lost.');
    if (asserted && !this.signals) {
      this.resets.external++;
      this.powerOn(EXTRF);
    }
    this.signals = asserted;
  }

  dropByte(n) { this.dropAt = this.sentBytes + n; }
  unplug() {
    this.plugged = false;
    this.toChip.length = 0;
    this.toHost.length = 0;
    this.fromChip.length = 0;
  }
  plugIn() {
    this.plugged = true;
    this.signals = false;
    this.resets.power++;
    this.powerOn(PORF);
  }

  /* Runs the board until the cycle `until` (absolute). */
  runTo(until) {
    while (this.now() < until) {
      let next = until;
      if (this.toChip.length) next = Math.min(next, Math.max(this.lineFree, this.now()));
      const target = next - this.baseCycles;
      this.runTarget = target;
      if (target > this.chip.cpu.cycles) this.chip.run(target);
      if (this.chip.resetRequested) {
        this.resets.watchdog++;
        this.powerOn(WDRF);
        continue;
      }
      if (this.toChip.length && this.now() >= this.lineFree) {
        const b = this.toChip.shift();
        this.lineFree = this.now() + this.frameCycles(this.hostBaud);
        this.sentBytes++;
        if (this.sentBytes !== this.dropAt && !this.ratesDiffer()) this.chip.receive(b);
      }
    }
    this.usb();
  }

  /* The bridge: a USB packet when 64 bytes wait or the latency passed. */
  usb() {
    const now = this.now();
    const whole = this.fromChip.filter(([t]) => t <= now);
    if (!whole.length) return;
    if (whole.length < 64 && now - whole[0][0] < this.latencyCycles) return;
    this.fromChip = this.fromChip.slice(whole.length);
    for (const [, b] of whole) {
      this.toHost.push(b);
      this.console += String.fromCharCode(b);
    }
  }

  /* A transport (src/flash/link.js) on this board: open(baud) of a port. */
  port() {
    const board = this;
    return {
      async open(baud) {
        if (!board.plugged) throw new Error('NetworkError: The device has been lost.');
        board.hostBaud = baud;
        board.setSignals(true);   /* opening a port raises DTR and RTS */
        return {
          async write(bytes) { board.hostWrite(bytes); },
          async read(timeoutMs) {
            if (!board.plugged) throw new Error('NetworkError: The device has been lost.');
            const end = board.now() + Math.max(1, Math.round(timeoutMs * board.f / 1000));
            const slice = Math.round(board.f / 2000);
            while (!board.toHost.length && board.now() < end && board.plugged) {
              board.runTo(Math.min(end, board.now() + slice));
            }
            return Uint8Array.from(board.toHost.splice(0));
          },
          async setSignals(s) { board.setSignals(!!(s.dataTerminalReady || s.requestToSend)); },
          async sleep(ms) { board.runTo(board.now() + Math.round(ms * board.f / 1000)); },
          now() { return board.ms(); },
          async close() { board.signals = false; },
        };
      },
    };
  }
}

/* The loop at word pc if it only polls the register at addr:
 *   LDS Rd,addr | IN Rd,addr;  SBRS | SBRC Rd,b;  RJMP back to pc
 *   SBIS | SBIC addr,b;  RJMP back to pc
 * as { period (cycles a turn), waits(value): it goes round again },
 * else null. */
function pollLoop(prog, pc, addr) {
  const op = prog[pc];
  const back = (at) => (prog[at] & 0xf000) === 0xc000 && at + 1 + (((prog[at] & 0xfff) << 20) >> 20) === pc;
  if ((op & 0xfd00) === 0x9900 && ((op & 0xf8) >> 3) + 32 === addr) {
    if (!back(pc + 1)) return null;
    const bit = 1 << (op & 7);
    const set = (op & 0x0200) !== 0;   /* SBIS: round again while clear */
    return { period: 3, waits: (v) => ((v & bit) !== 0) !== set };
  }
  let words;
  if ((op & 0xfe0f) === 0x9000 && prog[pc + 1] === addr) words = 2;
  else if ((op & 0xf800) === 0xb000 && (((op & 0x600) >> 5) | (op & 0xf)) + 32 === addr) words = 1;
  else return null;
  const test = prog[pc + words];
  if ((test & 0xfc08) !== 0xfc00 || ((test >> 4) & 31) !== ((op >> 4) & 31) || !back(pc + words + 1)) return null;
  const bit = 1 << (test & 7);
  const set = (test & 0x0200) !== 0;   /* SBRS: round again while clear */
  return { period: words + 3, waits: (v) => ((v & bit) !== 0) !== set };
}

/* The bootloader's bytes (name: a BOOTLOADERS key, text: its Intel HEX)
 * in an erased flash of flashBytes (bytes the hex places past the end, as
 * Optiboot's does at 0x8000, left out). */
export function bootloaderFromHex(name, text, flashBytes) {
  const all = parseIntelHex(text, flashBytes + 0x10000);
  return { bytes: all.subarray(0, flashBytes), start: BOOTLOADERS[name].start };
}
