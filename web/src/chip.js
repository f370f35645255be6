/*
 * chip.js — one AVR microcontroller on avr8js, put together from a board
 * definition generated from board.h, board.mk and avr-libc's <avr/io.h>
 * (build/web/gen/<board>.js; web/board-def.in): the CPU with the MCU's
 * SRAM and flash, its I/O ports, Timer 0, the buzzer's timer (its compare
 * output toggling the buzzer pin), USART 0, the ADC, the EEPROM
 * (its bytes owned by the caller, so they outlive the chip), the
 * watchdog, on a board with buttons or an encoder the pin-change group
 * they use (or Timer2, where the encoder's port has none: timers.js),
 * and on a board whose LCD hangs on I2C the TWI (its bus: i2c.js).
 * avr8js's own configurations are the ATmega328P's; every address and
 * vector here comes from the definition, so the ATmega2560 and the 1284P
 * get theirs (a vector's address is its number times two words).
 *
 * What avr8js leaves out, and this adds:
 *  - SLEEP is a no-op there.  Here SLEEP with SE set puts the core to
 *    sleep: time jumps to the next clock event (a timer step, a UART
 *    frame, the watchdog) until an enabled interrupt is pending, so an
 *    idle firmware costs next to nothing.  The cycles skipped are counted
 *    (sleepCycles), and the longest stretch awake (awakeLongest, from
 *    awakeLongestAt: a main-loop pass that did not sleep), as the
 *    simulator counts them (sim/run.c).
 *  - The instruction after SEI runs before any interrupt, as on the chip:
 *    the firmware's `sei; sleep` relies on it.
 *  - UDRE stays set until UDR is written (avr8js clears it when the
 *    interrupt is served, and a handler that finds nothing to send and
 *    turns UDRIE off would then never be called again).
 *  - RXC stays set until UDR is read: avr8js drops it (and the pending
 *    interrupt) on any write to UCSRnB while the receiver is on, and
 *    drops RXC and UDRE from UCSRnA on any write to it (the datasheet:
 *    both read-only, TXC cleared by writing a one).  The firmware's
 *    `UCSR0B |= UDRIE0` as a byte arrived lost that byte.
 *  - The receiver holds two unread bytes, as the chip's (avr8js keeps
 *    one, and a byte arriving before the last was read silently replaced
 *    it): receive(byte) puts a whole frame into that buffer, UDR reads
 *    take them in order and RXC stays set while one waits; a byte that
 *    finds both places taken is an overrun, counted (rxOverruns) and
 *    dropped, as the simulator counts it.  Clearing RXEN empties it.
 *  - The power reduction registers (PRR0, PRR1; PRR on the 328P), which
 *    avr8js stores and ignores, stop the modules modelled here as on the
 *    chip and as the simulator does (sim/prr.c): a write to a stopped
 *    module's registers is lost, a read gives what it held with no side
 *    effect (no ADC conversion, no byte taken from UDR), a running timer
 *    stops counting and toggling its pin and goes on once its bit is
 *    cleared, a stopped USART neither sends nor receives (receive()
 *    answers 'off'), a stopped TWI or ADC starts nothing.
 *  - Timer 0's compare flag in CTC mode comes as the counter clears, as
 *    on the chip (avr8js raised it a timer clock early: timers.js).
 *  - A watchdog reset does not reset the chip in place (avr8js's
 *    cpu.reset() leaves every peripheral as it was): it stops the run and
 *    raises resetRequested, and the owner builds a new chip.
 */
import {
  CPU, avrInstruction, AVRTimer, AVRUSART, AVRADC, AVREEPROM, AVRWatchdog, AVRClock,
  AVRIOPort, AVRTWI, AVRSPI, timer0Config, timer1Config, timer2Config, adcConfig,
} from 'avr8js';
import { ctcFlagAtClear, pollTimer } from './timers.js';

const OP_SLEEP = 0x9588;
const OP_SEI = 0x9478;
const SREG = 0x5f;
const SREG_I = 0x80;
const SE = 0x01;

/* The EEPROM's cells as avr8js's backend wants them, over bytes the owner
 * keeps; onWrite(addr) is told of every change. */
class EepromCells {
  constructor(bytes, onWrite) {
    this.memory = bytes;
    this.onWrite = onWrite;
  }

  readMemory(addr) {
    return addr < this.memory.length ? this.memory[addr] : 0xff;
  }

  writeMemory(addr, value) {
    if (addr >= this.memory.length) return;
    this.memory[addr] &= value;
    this.onWrite(addr);
  }

  eraseMemory(addr) {
    if (addr >= this.memory.length) return;
    this.memory[addr] = 0xff;
    this.onWrite(addr);
  }
}

export class Chip {
  /* A chip running flash (bytes) with eeprom (bytes, kept by the caller);
   * onEepromWrite(addr) hears every EEPROM change, onEepromStart(addr)
   * every write the firmware starts (the wear count). */
  constructor(def, flash, eeprom, onEepromWrite = () => {}, onEepromStart = () => {}) {
    const c = def.chip;
    const f = def.fCpu;
    this.def = def;
    const program = new Uint16Array(c.flashBytes / 2);
    new Uint8Array(program.buffer).set(flash.subarray(0, c.flashBytes));
    this.cpu = new CPU(program, c.ramEnd + 1 - 0x100);
    const cpu = this.cpu;

    this.ports = {};
    /* the keys' pin-change group: the buttons' or the encoder's port */
    const keys = def.buttons ? { port: def.buttons.right.port, group: def.buttons.pcintGroup }
      : def.encoder && def.encoder.pcintGroup !== null ? { port: def.encoder.a.port, group: def.encoder.pcintGroup }
        : null;
    for (const [letter, regs] of Object.entries(c.ports)) {
      const config = { PIN: regs.PIN, DDR: regs.DDR, PORT: regs.PORT, externalInterrupts: [] };
      if (keys && keys.port === letter) config.pinChange = pinChangeConfig(c, keys.group);
      this.ports[letter] = new AVRIOPort(cpu, config);
    }

    this.clock = new AVRClock(cpu, f, { CLKPR: c.clock.CLKPR });
    const t = c.timer0;
    this.timer0 = new AVRTimer(cpu, {
      ...timer0Config,
      TIFR: t.TIFR, OCRA: t.OCRA, OCRB: t.OCRB, TCNT: t.TCNT, TCCRA: t.TCCRA, TCCRB: t.TCCRB,
      TIMSK: t.TIMSK, compAInterrupt: t.compA * 2, compBInterrupt: t.compB * 2,
      ovfInterrupt: t.ovf * 2,
      /* the compare outputs and the external clock are not used by the
       * firmware: no pin of this MCU is named for them */
      compPortA: 0, compPortB: 0, externalClockPort: 0,
    });
    ctcFlagAtClear(this.timer0, cpu, t);
    if (def.buzzer) this.buzzerTimer = buzzerTimer(cpu, def.buzzer, c.ports);
    if (def.displayTimer) this.displayTimer = plainTimer(cpu, def.displayTimer.regs);
    if (def.encoder && def.encoder.poll) this.pollTimer = pollTimer(cpu, def.encoder.poll);

    const u = c.usart0;
    this.usart = new AVRUSART(cpu, {
      rxCompleteInterrupt: u.rx * 2, dataRegisterEmptyInterrupt: u.udre * 2,
      txCompleteInterrupt: u.tx * 2, UCSRA: u.UCSRA, UCSRB: u.UCSRB, UCSRC: u.UCSRC,
      UBRRL: u.UBRRL, UBRRH: u.UBRRH, UDR: u.UDR,
    }, f);
    /* UDRE is a level, set while UDR is empty: serving the interrupt must
     * not clear it (the field is private in avr8js's typings; the version
     * is pinned in web/package.json and a test holds the reply) */
    this.usart.UDRE.constant = true;
    this.rxFifo = [];
    this.rxOverruns = 0;
    keepUsartFlags(cpu, this.usart, u, this.rxFifo);

    const a = c.adc;
    this.adc = new AVRADC(cpu, {
      ...adcConfig, ADMUX: a.ADMUX, ADCSRA: a.ADCSRA, ADCSRB: a.ADCSRB, ADCL: a.ADCL,
      ADCH: a.ADCH, DIDR0: a.DIDR0, adcInterrupt: a.vect * 2,
    });
    this.adc.avcc = def.vccMv / 1000;
    this.adc.aref = def.vccMv / 1000;

    const e = c.eeprom;
    /* erase and write 1.7 ms each (the datasheet's 3.4 ms atomic write;
     * its own RC oscillator, so the same time at any CPU clock) */
    const eeCycles = Math.round(0.0017 * f);
    this.eeprom = new AVREEPROM(cpu, new EepromCells(eeprom, onEepromWrite), {
      eepromReadyInterrupt: e.vect * 2, EECR: e.EECR, EEDR: e.EEDR, EEARL: e.EEARL,
      EEARH: e.EEARH, eraseCycles: eeCycles, writeCycles: eeCycles,
    });
    /* A write starts when EECR gets EEPE while EEMPE is still set (the
     * datasheet's sequence; sim/eeprom.c counts the same): counted in
     * front of avr8js's handler, which clears EEMPE. */
    const eecrWrite = cpu.writeHooks[e.EECR];
    cpu.writeHooks[e.EECR] = (value, old, addr, mask) => {
      if ((value & 0x02) && cpu.cycles < this.eeprom.writeEnabledCycles) {
        onEepromStart((cpu.data[e.EEARH] << 8) | cpu.data[e.EEARL]);
      }
      return eecrWrite(value, old, addr, mask);
    };

    /* the TWI, for the LCD's I2C backpack: its steps go to an event
     * handler, the bus (i2c.js), which the device sets */
    if (def.lcd.i2c) {
      const t = c.twi;
      this.twi = new AVRTWI(cpu, {
        TWBR: t.TWBR, TWSR: t.TWSR, TWAR: t.TWAR, TWDR: t.TWDR, TWCR: t.TWCR, TWAMR: t.TWAMR,
        twiInterrupt: t.vect * 2,
      }, f);
    } else {
      this.twi = null;
    }

    /* the SPI, for the OLED on SPI: each byte goes to its onByte, which
     * the display's wiring sets (oled-spi.js) */
    if (def.lcd.spi) {
      const sp = c.spi;
      this.spi = new AVRSPI(cpu, { spiInterrupt: sp.vect * 2, SPCR: sp.SPCR, SPSR: sp.SPSR, SPDR: sp.SPDR }, f);
    } else {
      this.spi = null;
    }

    const w = c.watchdog;
    this.watchdog = new AVRWatchdog(cpu, {
      watchdogInterrupt: w.vect * 2, MCUSR: w.MCUSR, WDTCSR: w.WDTCSR,
    }, this.clock);

    this.prr = powerReduction(cpu, this, def);

    this.smcr = c.SMCR;
    this.asleep = false;
    this.sleepCycles = 0;
    this.clearAwake();
    this.resetRequested = null;
    /* from here on only the watchdog calls reset() */
    cpu.reset = () => {
      this.resetRequested = 'watchdog';
    };
  }

  /* Counts the longest awake stretch afresh from now. */
  clearAwake() {
    [this.awakeSince, this.awakeLongest, this.awakeLongestAt] = [this.cpu.cycles, 0, this.cpu.cycles];
  }

  /* An awake stretch ended at cycle at (asleep, or looked at while awake). */
  awakeEnded(at) {
    const n = at - this.awakeSince;
    if (n > this.awakeLongest) [this.awakeLongest, this.awakeLongestAt] = [n, this.awakeSince];
  }

  /* A frame received whole: 'ok' (in the two-byte receive buffer),
   * 'overrun' (both places taken: dropped) or 'off' (no receiver: lost). */
  receive(byte) {
    if (!this.usart.rxEnable || this.prr.stopped('usart0')) return 'off';
    if (this.rxFifo.length >= RX_BUFFER) {
      this.rxOverruns++;
      return 'overrun';
    }
    this.rxFifo.push(byte & 0xff);
    this.cpu.setInterruptFlag(this.usart.RXC);
    return 'ok';
  }

  /* Runs until the chip's cycle counter reaches target, or a reset is
   * requested; returns the cycle counter. */
  run(target) {
    const cpu = this.cpu;
    const prog = cpu.progMem;
    const data = cpu.data;
    const smcr = this.smcr;
    while (cpu.cycles < target && !this.resetRequested) {
      if (this.asleep) {
        if (cpu.nextInterrupt >= 0 && data[SREG] & SREG_I) {
          this.asleep = false;
          this.awakeSince = cpu.cycles;
          cpu.tick();
          continue;
        }
        const event = cpu.nextClockEvent;
        const next = event && event.cycles < target ? event.cycles : target;
        if (next > cpu.cycles) {
          this.sleepCycles += next - cpu.cycles;
          cpu.cycles = next;
        }
        const pc = cpu.pc;
        cpu.tick();
        /* an interrupt was served: awake from here */
        if (cpu.pc !== pc) [this.asleep, this.awakeSince] = [false, cpu.cycles];
        continue;
      }
      let op = prog[cpu.pc];
      if (op === OP_SEI) {
        /* the next instruction runs before any interrupt */
        avrInstruction(cpu);
        op = prog[cpu.pc];
        if (op !== OP_SLEEP) {
          avrInstruction(cpu);
          cpu.tick();
          continue;
        }
      }
      if (op === OP_SLEEP && data[smcr] & SE) {
        this.awakeEnded(cpu.cycles + 1);
        avrInstruction(cpu);
        this.asleep = true;
        continue;
      }
      avrInstruction(cpu);
      cpu.tick();
    }
    return cpu.cycles;
  }
}

const RXC = 0x80;
const TXC = 0x40;
const UDRE = 0x20;
const RXEN = 0x10;
const RX_BUFFER = 2;

/* Wraps avr8js's UCSRnA and UCSRnB write hooks so that the status flags
 * behave as the datasheet says, and reads UDR from the two-byte receive
 * buffer fifo (see the top of this file). */
function keepUsartFlags(cpu, usart, u, fifo) {
  cpu.readHooks[u.UDR] = () => {
    const byte = fifo.length ? fifo.shift() : 0;
    if (fifo.length) cpu.setInterruptFlag(usart.RXC);
    else cpu.clearInterrupt(usart.RXC);
    return byte;
  };
  const writeA = cpu.writeHooks[u.UCSRA];
  cpu.writeHooks[u.UCSRA] = (value, old, addr, mask) => {
    const flags = cpu.data[u.UCSRA];
    writeA(value, old, addr, mask);
    const txc = value & TXC ? 0 : flags & TXC;
    cpu.data[u.UCSRA] |= (flags & (RXC | UDRE)) | txc;
    return true;
  };
  const writeB = cpu.writeHooks[u.UCSRB];
  cpu.writeHooks[u.UCSRB] = (value, old, addr, mask) => {
    writeB(value, old, addr, mask);
    if (!(value & RXEN)) fifo.length = 0;
    if (fifo.length) {
      cpu.data[u.UCSRA] |= RXC;
      cpu.updateInterruptEnable(usart.RXC, value);
    } else {
      cpu.clearInterrupt(usart.RXC);
    }
    return true;
  };
}

/* The buzzer's timer (board.h: BOARD_BUZZER_TIMER), its channel's
 * compare output on the buzzer pin, as avr8js models Timer 1 and 2 of the
 * ATmega328P: Timer2's prescalers for an 8-bit timer 2, Timer1's for the
 * 16-bit ones. */
function buzzerTimer(cpu, b, ports) {
  const timer = plainTimer(cpu, b.regs, { [`compPort${b.channel}`]: ports[b.pin.port].PORT,
    [`compPin${b.channel}`]: b.pin.bit });
  return timer;
}

/* A timer without a compare output (regs: the definition's, as the
 * buzzer's), or with the outputs in pins ({ compPortA: PORT, compPinA: bit }). */
function plainTimer(cpu, t, pins = {}) {
  const base = t.bits === 8 ? timer2Config : timer1Config;
  const config = {
    ...base, bits: t.bits, TIFR: t.TIFR, TIMSK: t.TIMSK, TCNT: t.TCNT, TCCRA: t.TCCRA,
    TCCRB: t.TCCRB, TCCRC: t.TCCRC, OCRA: t.OCRA, OCRB: t.OCRB, OCRC: t.OCRC, ICR: t.ICR,
    compAInterrupt: t.compA * 2, compBInterrupt: t.compB * 2, compCInterrupt: t.compC * 2,
    ovfInterrupt: t.ovf * 2, captureInterrupt: t.capt * 2,
    compPortA: 0, compPinA: 0, compPortB: 0, compPinB: 0, compPortC: 0, compPinC: 0,
    externalClockPort: 0, externalClockPin: 0, ...pins,
  };
  return new AVRTimer(cpu, config);
}

const TIMER_CS = 0x07;

/* The power reduction registers in front of the modules' own hooks (see
 * the top of this file): { stopped(name) } for the modules 'timer0',
 * 'buzzer', 'usart0', 'adc', 'twi' and 'spi' (those the board has). */
function powerReduction(cpu, chip, def) {
  const c = def.chip;
  const p = c.prr;
  const regs16 = (...addrs) => addrs.filter((a) => a).flatMap((a) => [a, a + 1]);
  const t = c.timer0;
  const u = c.usart0;
  const a = c.adc;
  const modules = [
    { name: 'timer0', prr: p.PRR0, bit: p.timer0, control: t.TCCRB,
      regs: [t.TCCRA, t.TCCRB, t.TCNT, t.OCRA, t.OCRB] },
    { name: 'usart0', prr: p.PRR0, bit: p.usart0,
      regs: [u.UCSRA, u.UCSRB, u.UCSRC, u.UBRRL, u.UBRRH, u.UDR] },
    { name: 'adc', prr: p.PRR0, bit: p.adc, regs: [a.ADMUX, a.ADCSRA, a.ADCSRB, a.ADCL, a.ADCH] },
  ];
  if (def.buzzer) {
    const b = def.buzzer.regs;
    const wide = b.bits === 16 ? regs16(b.TCNT, b.OCRA, b.OCRB, b.OCRC, b.ICR) : [b.TCNT, b.OCRA, b.OCRB];
    modules.push({ name: 'buzzer', prr: def.buzzer.timer >= 3 ? p.PRR1 : p.PRR0, bit: b.prBit,
      control: b.TCCRB, regs: [b.TCCRA, b.TCCRB, b.TCCRC, ...wide].filter((r) => r) });
  }
  if (def.displayTimer) {
    const d = def.displayTimer.regs;
    modules.push({ name: 'display-timer', prr: def.displayTimer.timer >= 3 ? p.PRR1 : p.PRR0, bit: d.prBit,
      control: d.TCCRB, regs: [d.TCCRA, d.TCCRB, d.TCCRC, ...regs16(d.TCNT, d.OCRA, d.OCRB, d.ICR)] });
  }
  if (chip.twi) {
    const w = c.twi;
    modules.push({ name: 'twi', prr: p.PRR0, bit: p.twi,
      regs: [w.TWBR, w.TWSR, w.TWAR, w.TWDR, w.TWCR, w.TWAMR] });
  }
  if (chip.spi) {
    const sp = c.spi;
    modules.push({ name: 'spi', prr: p.PRR0, bit: p.spi, regs: [sp.SPCR, sp.SPSR, sp.SPDR] });
  }
  const stopped = (m) => (cpu.data[m.prr] >> m.bit) & 1;
  for (const m of modules) {
    m.write = {};
    for (const r of m.regs) {
      const write = cpu.writeHooks[r];
      m.write[r] = write;
      cpu.writeHooks[r] = (value, old, addr, mask) => {
        if (stopped(m)) return true;   /* lost */
        return write ? write(value, old, addr, mask) : false;
      };
      const read = cpu.readHooks[r];
      if (read) cpu.readHooks[r] = (addr) => (stopped(m) ? cpu.data[addr] : read(addr));
    }
  }
  /* a timer stopped while running: its clock select cleared through its
   * own hook, and given back when its bit is cleared */
  const frozen = new Map();
  const prrWrite = (value, old, addr) => {
    cpu.data[addr] = value;
    for (const m of modules) {
      const mask = 1 << m.bit;
      if (m.prr !== addr || !m.control || !((old ^ value) & mask)) continue;
      const hook = m.write[m.control];
      if (value & mask) {
        const saved = cpu.data[m.control];
        frozen.set(m.name, saved);
        if (saved & TIMER_CS && hook) hook(saved & ~TIMER_CS, saved, m.control, 0xff);
      } else if (frozen.has(m.name)) {
        const saved = frozen.get(m.name);
        frozen.delete(m.name);
        if (saved & TIMER_CS && hook) hook(saved, cpu.data[m.control], m.control, 0xff);
      }
    }
    return true;
  };
  cpu.writeHooks[p.PRR0] = prrWrite;
  if (p.PRR1) cpu.writeHooks[p.PRR1] = prrWrite;
  return {
    stopped: (name) => modules.some((m) => m.name === name && stopped(m)),
  };
}

/* avr8js's pin-change configuration for group n of this MCU. */
function pinChangeConfig(c, group) {
  if (group < 0 || group > 2) throw new Error(`pin-change group ${group}: only 0..2 known`);
  return {
    PCIE: group, PCICR: c.pcint.PCICR, PCIFR: c.pcint.PCIFR, PCMSK: c.pcint.PCMSK0 + group,
    pinChangeInterrupt: c.pcint[`vect${group}`] * 2, mask: 0xff, offset: 0,
  };
}
