/*
 * device.js — the whole nimbox device as the page and the Node tests use
 * it: the chip (chip.js) running the board's firmware, the HD44780
 * (hd44780.js) on the pins board.h names or behind an I2C backpack (a
 * PCF8574 on the TWI's bus: pcf8574.js, i2c.js), or a 128x64 OLED on that
 * bus (ssd1306.js; it is then both `lcd` and `expander`), or a 128x64
 * ST7920 on three pins (st7920.js), as displays.js
 * builds the definition's display, the keys (keys.js), the
 * console
 * (serial.js) and the buzzer's pin heard as tones (tones.js), with time
 * counted in the board's own clock cycles.
 *
 * The display, the keys, the console's far end and the EEPROM's bytes
 * live outside the chip.  A reset — the RESET button, or the watchdog —
 * builds a new chip from the same flash over the same EEPROM bytes (so it
 * starts as from power-on, which avr8js's own reset does not give: that
 * only moves PC and SP), sets the reset's cause in MCUSR, and wires the
 * rest to it again; the display keeps what it showed, as a real one on
 * its own supply does.  Time goes on across resets (cycles).  The
 * backpack and its bus keep their state and faults across resets too;
 * where board.h gives the LCD module a supply switch, the backpack (and
 * the bus's pull-ups) are powered while its pin is an output driven low,
 * as sim/lcd.c has it.  The activity pin's rises are counted
 * (activityRises: the no-display pattern's flashes), and its last whole
 * pulse kept in cycles (activityPulse: key recognised -> screen written).
 */
import { PinState } from 'avr8js';
import { Chip } from './chip.js';
import { displayOf } from './displays.js';
import { I2cBus } from './i2c.js';
import { attachOledSpi } from './oled-spi.js';
import { Keys } from './keys.js';
import { SerialLink } from './serial.js';
import { ToneTracker } from './tones.js';

const MCUSR_PORF = 0x01;
const MCUSR_EXTRF = 0x02;
const MCUSR_WDRF = 0x08;

export class Device {
  /* The board (generated definition) with its flash image (bytes).
   * options: eeprom (bytes to start from), onEepromWrite(addr),
   * onLine(text), onReset(cause). */
  constructor(def, flash, options = {}) {
    this.def = def;
    this.flash = flash;
    this.fCpu = def.fCpu;
    const size = def.chip.eepromEnd + 1;
    this.eeprom = new Uint8Array(size).fill(0xff);
    if (options.eeprom) this.eeprom.set(options.eeprom.subarray(0, size));
    this.onEepromWrite = options.onEepromWrite || (() => {});
    /* the writes the firmware started, per cell, since wearSince (cycles) */
    this.wear = new Uint32Array(size);
    this.wearTotal = 0;
    this.wearSince = 0;
    this.onReset = options.onReset || (() => {});
    this.lines = [];
    this.onLine = options.onLine || ((line) => this.lines.push(line));
    this.cycleBase = 0;
    this.sleepBase = 0;
    this.resets = 0;
    const i2c = def.lcd.i2c;
    /* the display's model (displays.js), and the device on the bus for it */
    const shown = displayOf(def).attach(def, () => (this.cycles * 1e6) / this.fCpu,
      () => (this.cycles * 1e3) / this.fCpu);
    this.lcd = shown.lcd;
    this.expander = shown.onBus;
    this.onSpi = shown.onSpi || null;
    this.bus = i2c ? new I2cBus(this.expander, i2c.sda, i2c.scl) : null;
    this.activityRises = 0;
    this.activityPulse = null;
    this.keys = new Keys(def);
    this.serial = new SerialLink(def.fCpu, def.baud, (line) => this.onLine(line));
    /* the buzzer pin's tones (tones.js), across resets */
    this.tones = new ToneTracker(def.fCpu);
    this.build(MCUSR_PORF);
  }

  /* Cycles since power-on, across resets. */
  get cycles() {
    return this.cycleBase + this.chip.cpu.cycles;
  }

  /* Cycles the core spent asleep since power-on. */
  get sleepCycles() {
    return this.sleepBase + this.chip.sleepCycles;
  }

  /* Is an EEPROM write under way (3.4 ms a byte)? */
  get eepromBusy() {
    return this.chip.cpu.cycles < this.chip.eeprom.writeCompleteCycles;
  }

  /* The longest awake stretch since clearAwake() or the chip's start
   * (one still going counted as far as it has come): { cycles, at }, at
   * in cycles since power-on. */
  awakeLongest() {
    const c = this.chip;
    if (!c.asleep) c.awakeEnded(c.cpu.cycles);
    return { cycles: c.awakeLongest, at: this.cycleBase + c.awakeLongestAt };
  }

  /* Count EEPROM writes afresh from now. */
  clearWear() {
    this.wear.fill(0);
    this.wearTotal = 0;
    this.wearSince = this.cycles;
  }

  build(cause) {
    if (this.chip) {
      this.cycleBase += this.chip.cpu.cycles;
      this.sleepBase += this.chip.sleepCycles;
    }
    const chip = new Chip(this.def, this.flash, this.eeprom, (addr) => this.onEepromWrite(addr), (addr) => {
      if (addr < this.wear.length) {
        this.wear[addr]++;
        this.wearTotal++;
      }
    });
    chip.cpu.data[this.def.chip.watchdog.MCUSR] |= cause;
    this.chip = chip;
    const display = displayOf(this.def);
    if (this.bus) this.wireI2c();
    else if (display.wirePins) display.wirePins(chip, this.def, this.lcd);
    else if (this.onSpi) attachOledSpi(chip, this.def, this.onSpi);
    else this.wireLcd();
    this.wireActivity();
    this.wireBuzzer();
    this.keys.attach(chip);
    this.serial.attach(chip);
  }

  wireLcd() {
    const { lcd: pins } = this.def;
    const ports = this.def.chip.ports;
    const data = this.chip.cpu.data;
    const bit = (pin) => (data[ports[pin.port].PORT] >> pin.bit) & 1;
    const update = () => {
      let nibble = 0;
      for (let i = 0; i < 4; i++) nibble |= bit(pins.data[i]) << i;
      this.lcd.pins(bit(pins.rs), bit(pins.e), nibble);
    };
    this.chip.ports[pins.e.port].addListener(update);
    this.lcd.lastE = bit(pins.e);
  }

  /* The backpack's bus on the chip; its supply from the switch's pin. */
  wireI2c() {
    const power = this.def.lcd.power;
    if (power) {
      const regs = this.def.chip.ports[power.port];
      const data = this.chip.cpu.data;
      const update = () => {
        const on = !!((data[regs.DDR] >> power.bit) & 1) && !((data[regs.PORT] >> power.bit) & 1);
        if (on === this.expander.powered) return;
        this.expander.power(on);
        this.bus.lines();
      };
      this.chip.ports[power.port].addListener(update);
      this.expander.power(false);   /* the pin is an input after any reset */
    }
    this.bus.attach(this.chip);
  }

  /* The activity pin's rises (an output going high). */
  wireActivity() {
    const pin = this.def.activity;
    const regs = this.def.chip.ports[pin.port];
    const data = this.chip.cpu.data;
    const level = () => ((data[regs.DDR] & data[regs.PORT]) >> pin.bit) & 1;
    let was = level();
    this.chip.ports[pin.port].addListener(() => {
      const now = level();
      if (now && !was) {
        this.activityRises++;
        this.activityRise = this.cycles;
      } else if (was && !now) {
        this.activityPulse = { rise: this.activityRise, fall: this.cycles };
      }
      was = now;
    });
  }

  /* The buzzer pin (board.h) as the tracker hears it: an edge counts
   * while the pin is an output. */
  wireBuzzer() {
    const b = this.def.buzzer;
    if (!b) return;
    this.tones.silence(this.cycles);
    const regs = this.def.chip.ports[b.pin.port];
    const port = this.chip.ports[b.pin.port];
    const data = this.chip.cpu.data;
    port.addListener(() => {
      if (!((data[regs.DDR] >> b.pin.bit) & 1)) return;
      this.tones.edge(this.cycles, port.pinState(b.pin.bit) === PinState.High ? 1 : 0);
    });
  }

  /* The frequency the buzzer sounds now (0: silent). */
  get buzzerHz() {
    return this.tones.sounding(this.cycles);
  }

  /* The buzzer pin is an output driven high. */
  get buzzerHigh() {
    const b = this.def.buzzer;
    if (!b) return false;
    const regs = this.def.chip.ports[b.pin.port];
    const data = this.chip.cpu.data;
    return !!((data[regs.DDR] >> b.pin.bit) & 1)
      && this.chip.ports[b.pin.port].pinState(b.pin.bit) === PinState.High;
  }

  /* The MCU's RESET: a new chip over the same EEPROM; display, keys and
   * the console's queue as they are. */
  reset() {
    this.resets++;
    this.build(MCUSR_EXTRF);
    this.onReset('reset');
  }

  /* Runs n cycles of the board's clock, resets by the watchdog included. */
  runCycles(n) {
    const end = this.cycles + n;
    while (this.cycles < end) {
      const chip = this.chip;
      chip.run(end - this.cycleBase);
      if (chip.resetRequested) {
        this.resets++;
        this.build(MCUSR_WDRF);
        this.onReset('watchdog');
      }
    }
  }

  /* Runs ms milliseconds of the device's time. */
  runMs(ms) {
    this.runCycles(Math.round((ms * this.fCpu) / 1000));
  }

  /* Runs until the console has a line waiting (true) or ms pass (false). */
  runUntilLine(ms) {
    if (this.lines.length) return true;
    const end = this.cycles + Math.round((ms * this.fCpu) / 1000);
    while (this.lines.length === 0 && this.cycles < end) {
      /* a frame of the console at a time: a line ends with a byte */
      const step = Math.min(end - this.cycles, Math.round((this.fCpu * 10) / this.def.baud));
      this.runCycles(step);
    }
    return this.lines.length > 0;
  }

  /* The next console line, or null. */
  nextLine() {
    return this.lines.length ? this.lines.shift() : null;
  }

  /* Row r of the display as text. */
  row(r) {
    return this.lcd.rowText(r);
  }

  /* Whether the backlight is lit, from its pin as board.h wires it. */
  get backlight() {
    if (this.expander) return this.expander.backlight;
    if (this.onSpi) return this.onSpi.backlight;
    const pin = this.def.lcd.backlight;
    if (!pin) return this.lcd.backlight;   /* a display with its own (always lit) */
    const regs = this.def.chip.ports[pin.port];
    const data = this.chip.cpu.data;
    const ddr = (data[regs.DDR] >> pin.bit) & 1;
    const port = (data[regs.PORT] >> pin.bit) & 1;
    /* active high: an output driven high; the shield's: anything but an
     * output driven low (its own pull-up lights it) */
    return this.def.lcd.backlightActiveHigh ? !!(ddr && port) : !(ddr && !port);
  }

  /* The keys named are down (none: []). */
  press(...names) {
    this.keys.set(names);
  }

  /* Every key up. */
  release() {
    this.keys.set([]);
  }

  /* Sends text to the console as it is (add '\n' for a line). */
  send(text) {
    this.serial.send(text);
  }
}
