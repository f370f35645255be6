/*
 * i2c.js — the I2C bus between the AVR's TWI (avr8js's AVRTWI) and one
 * device on it (the LCD's backpack, pcf8574.js), with its two lines as
 * the MCU's pins read them and the faults a scenario can put on it.
 *
 * avr8js's TWI plays the master's side as the datasheet's tables 22-2 and
 * 22-3 describe it, calling an event handler (this) for each step on the
 * bus; the handler answers when the step is over on the wire, so the bus
 * takes the time TWBR and TWPS give it: a START or a STOP one SCL period,
 * an address or data byte with its ACK nine (SCL = F_CPU / (16 + 2 TWBR
 * 4^TWPS); 100 kHz in the firmware).  The firmware's PCF8574 transport
 * counts on that time, as a real module does: it needs no other wait
 * between the controller's instructions (hal/avr/lcd_pcf8574.c).
 *
 * The device is the LCD's backpack (pcf8574.js) or the OLED (ssd1306.js):
 * acks(addr), answers, write(byte), read(), powered, and begin(read) if
 * it wants to hear a transfer begin (its address acknowledged).
 *
 * What this adds to avr8js's TWI, as the chip does it:
 *  - switching the TWI off (TWEN 0) drops whatever was on the bus;
 *    avr8js kept its step busy for ever, so a START that never completed
 *    (a bus held low) blocked every later one;
 *  - TWSR: only the prescaler bits are writable (avr8js wrote the status
 *    too, so `TWSR = 0` read as a bus error);
 *  - a STOP: TWSTO reads 1 until the STOP is out, and TWINT stays 0
 *    (avr8js set TWINT);
 *  - a START waits for a free bus: with SDA held low or no pull-ups it
 *    does not complete (the firmware's bounded wait gives up and switches
 *    the TWI off, which drops it); freed while the TWI is still on, the
 *    bus sends it.
 *
 * The lines as the pins read them (PIN), whenever the TWI is off: high
 * through the module's pull-ups (4.7-10 kOhm on the backpacks, on the
 * module's supply), low where the MCU drives them low, low where a stuck
 * device holds SDA (until enough SCL rises let it go: the firmware's
 * recovery clocks), and low without pull-ups unless the MCU's own are
 * on.  The firmware's bus check (hal/avr/twi.c) pulls each line low, lets
 * it go and reads it 10 us later: high here, as on a real module.
 */

const TWINT = 0x80;
const TWSTO = 0x10;
const TWEN = 0x04;
const STATUS_IDLE = 0xf8;

export class I2cBus {
  /* A bus with device on it (acks(addr), answers, write(byte), read(),
   * powered: its supply, which feeds the pull-ups too); sda and scl are
   * the MCU's pins ({ port, bit }). */
  constructor(device, sda, scl) {
    this.device = device;
    this.sda = sda;
    this.scl = scl;
    if (sda.port !== scl.port) throw new Error('i2c: SDA and SCL must sit on one port here');
    this.pullupsFitted = true;
    this.sdaHeld = false;
    this.sdaClocks = -1;      /* SCL rises that let SDA go (-1: never) */
    this.chip = null;
    this.pending = null;
    this.startWaiting = false;
  }

  /* The pull-ups are there (fitted, and their supply on). */
  get pullups() {
    return this.pullupsFitted && this.device.powered;
  }

  /* Takes the bus to a (new) chip: its TWI's steps come here, its SDA and
   * SCL pins read the lines. */
  attach(chip) {
    this.chip = chip;
    this.pending = null;
    this.startWaiting = false;
    this.sclLevel = true;
    const cpu = chip.cpu;
    const twi = chip.twi;
    const regs = chip.def.chip.twi;
    twi.eventHandler = this;
    const ioRegs = chip.def.chip.ports[this.sda.port];
    this.regs = { ...regs, PORT: ioRegs.PORT, DDR: ioRegs.DDR };
    this.port = chip.ports[this.sda.port];
    const twcrWrite = cpu.writeHooks[regs.TWCR];
    cpu.writeHooks[regs.TWCR] = (value, old, addr, mask) => {
      if (!(value & TWEN)) {
        this.cancel();
        twi.busy = false;
        cpu.data[regs.TWCR] = value & ~(TWINT | TWSTO);
        this.setStatus(STATUS_IDLE);
        this.lines();
        return true;
      }
      const done = twcrWrite(value, old, addr, mask);
      this.lines();
      return done;
    };
    cpu.writeHooks[regs.TWSR] = (value) => {
      cpu.data[regs.TWSR] = (cpu.data[regs.TWSR] & 0xf8) | (value & 0x03);
      return true;
    };
    this.port.addListener(() => this.lines());
    this.lines();
  }

  /* ---- the TWI's steps (avr8js's TWIEventHandler) ---- */

  start() {
    /* the bus must be free: with SDA held or no pull-ups the START waits
     * (lines() sends it once the bus is free, as the chip does) */
    if (this.sdaHeld || !this.pullups) {
      this.startWaiting = true;
      return;
    }
    this.after(1, () => this.chip.twi.completeStart());
  }

  stop() {
    this.after(1, () => {
      const { cpu, twi } = this.chip;
      twi.busy = false;
      cpu.data[this.regs.TWCR] &= ~TWSTO;
      this.setStatus(STATUS_IDLE);
    });
  }

  connectToSlave(addr, write) {
    const ack = this.pullups && this.device.acks(addr);
    this.after(9, () => {
      /* a device that keeps a transfer's state (the OLED: its control
       * byte comes first) hears it begin */
      if (ack && this.device.begin) this.device.begin(!write);
      this.chip.twi.completeConnect(ack);
    });
  }

  writeByte(value) {
    const ack = this.pullups && this.device.answers;
    this.after(9, () => {
      /* the expander's pins change at the ACK */
      if (ack) this.device.write(value);
      this.chip.twi.completeWrite(ack);
    });
  }

  readByte() {
    const value = this.device.answers && this.pullups ? this.device.read() : 0xff;
    this.after(9, () => this.chip.twi.completeRead(value));
  }

  /* ---- the bus's time and the lines ---- */

  /* fn once periods SCL periods have passed. */
  after(periods, fn) {
    const cpu = this.chip.cpu;
    const data = cpu.data;
    const prescale = 1 << (2 * (data[this.regs.TWSR] & 3));
    const period = 16 + 2 * data[this.regs.TWBR] * prescale;
    const step = () => {
      this.pending = null;
      fn();
    };
    this.pending = step;
    cpu.addClockEvent(step, periods * period);
  }

  /* Drops the step on the bus, if any. */
  cancel() {
    if (this.pending) this.chip.cpu.clearClockEvent(this.pending);
    this.pending = null;
    this.startWaiting = false;
  }

  /* The status bits of TWSR, without raising TWINT. */
  setStatus(status) {
    const data = this.chip.cpu.data;
    data[this.regs.TWSR] = (data[this.regs.TWSR] & 0x03) | status;
  }

  /* A line's level (sda: SDA, else SCL). */
  level(sda) {
    const data = this.chip.cpu.data;
    const { bit } = sda ? this.sda : this.scl;
    if (data[this.regs.TWCR] & TWEN) return this.pullups && !(sda && this.sdaHeld);
    const ddr = (data[this.regs.DDR] >> bit) & 1;
    const port = (data[this.regs.PORT] >> bit) & 1;
    if (ddr && !port) return false;
    if (sda && this.sdaHeld) return false;
    if (ddr) return true;
    return this.pullups || !!port;
  }

  /* SDA's and SCL's pins set from the bus; an SCL rise counted for a
   * device holding SDA. */
  lines() {
    if (!this.chip) return;
    const off = !(this.chip.cpu.data[this.regs.TWCR] & TWEN);
    const scl = this.level(false);
    if (off && scl && !this.sclLevel && this.sdaHeld && this.sdaClocks > 0) {
      this.sdaClocks--;
      if (this.sdaClocks === 0) this.sdaHeld = false;
    }
    this.sclLevel = scl;
    if (this.startWaiting && !off && !this.sdaHeld && this.pullups) {
      this.startWaiting = false;
      this.after(1, () => this.chip.twi.completeStart());
    }
    this.port.setPin(this.scl.bit, scl);
    this.port.setPin(this.sda.bit, this.level(true));
  }

  /* ---- faults (the scenario command lcd-i2c) ---- */

  /* The module's pull-ups fitted or not. */
  setPullups(fitted) {
    this.pullupsFitted = fitted;
    this.lines();
  }

  /* A device holds SDA low until clocks SCL rises (-1: for ever, a short);
   * 0 lets it go. */
  holdSda(clocks) {
    this.sdaHeld = clocks !== 0;
    this.sdaClocks = clocks;
    this.lines();
  }
}
