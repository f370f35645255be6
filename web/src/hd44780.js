/*
 * hd44780.js — a model of the HD44780 display controller as the firmware
 * drives it: 4-bit bus, written (RW low) and, through an I2C backpack,
 * read back (RW high).
 *
 * The controller latches its bus on the falling edge of E.  It powers up
 * in 8-bit mode: each E pulse is then one whole instruction whose low
 * nibble (D0..D3, not wired) reads as 0, which is how the 3-3-3-2 init
 * sequence works whatever state the controller was in — a function set
 * with DL = 0 switches to 4-bit mode, where the bytes come as two E
 * pulses, high nibble first.  Instructions: clear (spaces, address 0,
 * increment), home, entry mode (I/D, S), display control (D, C, B),
 * cursor/display shift, function set, CGRAM address (writes go to CGRAM
 * until a DDRAM address is set) and DDRAM address; data goes to the
 * address counter, which moves as the entry mode says.  DDRAM is the
 * 80 bytes of a two-line controller: 0x00..0x27 and 0x40..0x67.  A 20x4
 * module shows each of them on two rows: rows 0 and 1 start at 0x00 and
 * 0x40, rows 2 and 3 carry on from column 20 of those lines (0x14, 0x54).
 *
 * Reads (RW high): while E is high the controller drives D4..D7 with
 * the high nibble of what is read, on the next pulse the low one (one
 * pulse in 8-bit mode); RS high reads the RAM at the address counter,
 * which moves on at the end of the byte as a write moves it; RS low
 * reads the busy flag and the address.  dataOut() is what it drives.
 *
 * Timing is checked the way the simulator checks it (sim/lcd_timing.c):
 * an instruction, a data byte or a RAM read keeps the controller busy
 * 37 us (1.52 ms for clear and home) at a 270 kHz oscillator, scaled to
 * khz (the simulator's --lcd-khz: 37 * 270 / khz us), the controller is
 * busy 40 ms from power-on, and a transfer that starts (E rises for its
 * first nibble) while it is busy is counted (busyErrors; the first one
 * described in firstViolation), since the firmware does not read the
 * busy flag and must wait the time out.
 */

const LINE_LEN = 0x28;
const BUSY_US = 37;
const BUSY_LONG_US = 1520;
const POWER_ON_US = 40000;
const NOMINAL_KHZ = 270;

export class HD44780 {
  /* A controller with cols x rows visible; now() gives the time in us. */
  constructor(cols, rows, now) {
    this.cols = cols;
    this.rows = rows;
    this.now = now;
    this.khz = NOMINAL_KHZ;   /* the oscillator the timing check assumes */
    this.powerOn();
  }

  /* How long an instruction (rs 0) or data byte keeps it busy, in us. */
  execUs(rs, byte) {
    const slow = !rs && (byte === 0x01 || (byte & 0xfe) === 0x02);
    return ((slow ? BUSY_LONG_US : BUSY_US) * NOMINAL_KHZ) / this.khz;
  }

  /* The state of a controller just powered: 8-bit mode, display off. */
  powerOn() {
    this.ddram = new Uint8Array(0x80).fill(0x20);
    this.cgram = new Uint8Array(64);
    this.ac = 0;
    this.toCgram = false;
    this.increment = true;
    this.shiftDisplay = false;
    this.displayShift = 0;
    this.displayOn = false;
    this.cursorOn = false;
    this.blinkOn = false;
    this.eightBit = true;
    this.twoLines = false;
    this.pendingHigh = null;
    this.busyUntil = POWER_ON_US;   /* from the time 0 of a device just built */
    this.busyErrors = 0;
    this.firstViolation = '';
    this.busyUs = POWER_ON_US;
    this.busyWhat = 'power on';
    this.bytes = 0;
    /* the narrowest slack between a transfer's start and the end of the
     * instruction before (us), and the smallest as a share of it, as
     * sim/lcd_timing.c keeps them: { slackUs, needUs, what } or null */
    this.narrowest = null;
    this.tightest = null;
    this.version = 0;
    this.lastE = 0;
    this.lastRw = 0;
    this.readLow = false;   /* the next read pulse gives the low nibble */
    this.readValue = 0;
    this.out = 0;           /* the nibble driven while RW and E are high */
  }

  /* Called with the bus lines whenever a pin changes: rs, e, data (D4..D7
   * as a nibble) and rw (0 where it is tied to ground).  Latches a write
   * on E going low; a read drives the data lines from E's rise. */
  pins(rs, e, nibble, rw = 0) {
    const rose = !this.lastE && e;
    const fell = this.lastE && !e;
    this.lastE = e;
    this.lastRw = rw;
    if (rw) {
      if (rose) this.readStarts(rs);
      else if (fell) this.readEnds(rs);
      return;
    }
    if (rose && (this.eightBit || this.pendingHigh === null)) this.transferStarts();
    if (fell) this.latch(rs, nibble);
  }

  /* A transfer starts now: counted if the controller is still busy. */
  checkBusy() {
    const t = this.now();
    if (t >= this.busyUntil) return;
    this.busyErrors++;
    if (this.busyErrors === 1) {
      this.firstViolation = `${(t / 1000).toFixed(3)} ms: a transfer ${(t - this.busyUntil + this.busyUs).toFixed(1)} us `
        + `after ${this.busyWhat}, which takes ${this.busyUs.toFixed(1)} us at ${this.khz} kHz`;
    }
  }

  /* The nibble the controller drives on D4..D7 now, or null. */
  dataOut() {
    return this.lastRw && this.lastE ? this.out : null;
  }

  readStarts(rs) {
    if (this.eightBit || !this.readLow) {
      if (rs) {
        this.checkBusy();
        this.readValue = this.toCgram ? this.cgram[this.ac & 0x3f] : this.ddram[this.ac];
      } else {
        this.readValue = (this.now() < this.busyUntil ? 0x80 : 0) | this.ac;
      }
      this.out = this.readValue >> 4;
    } else {
      this.out = this.readValue & 0x0f;
    }
  }

  /* A read pulse ends; after a whole byte of RAM the address moves on. */
  readEnds(rs) {
    if (!this.eightBit && !this.readLow) {
      this.readLow = true;
      return;
    }
    this.readLow = false;
    if (!rs) return;
    this.busyUs = this.execUs(1, 0);
    this.busyUntil = this.now() + this.busyUs;
    this.busyWhat = 'a data read';
    if (this.toCgram) this.ac = (this.ac + (this.increment ? 1 : -1)) & 0x3f;
    else this.ac = this.step(this.ac, this.increment);
  }

  latch(rs, nibble) {
    if (this.eightBit) {
      this.execute(rs, nibble << 4);
      return;
    }
    if (this.pendingHigh === null) {
      this.pendingHigh = nibble;
      return;
    }
    const byte = (this.pendingHigh << 4) | nibble;
    this.pendingHigh = null;
    this.execute(rs, byte);
  }

  /* A transfer (a byte, or its first nibble) begins: keep the margin. */
  transferStarts() {
    this.checkBusy();
    if (!this.bytes) return;
    const m = { slackUs: this.now() - this.busyUntil, needUs: this.busyUs, what: this.busyWhat };
    if (!this.narrowest || m.slackUs < this.narrowest.slackUs) this.narrowest = m;
    if (!this.tightest || m.slackUs / m.needUs < this.tightest.slackUs / this.tightest.needUs) this.tightest = m;
  }

  execute(rs, byte) {
    const t = this.now();
    const eight = this.eightBit;
    const busy = this.execUs(rs, byte);
    if (rs) {
      this.writeData(byte);
    } else if (byte & 0x80) {
      this.toCgram = false;
      this.ac = byte & 0x7f;
    } else if (byte & 0x40) {
      this.toCgram = true;
      this.ac = byte & 0x3f;
    } else if (byte & 0x20) {
      this.eightBit = !!(byte & 0x10);
      this.twoLines = !!(byte & 0x08);
      this.pendingHigh = null;
      this.readLow = false;
    } else if (byte & 0x10) {
      const right = !!(byte & 0x04);
      if (byte & 0x08) this.displayShift += right ? -1 : 1;
      else this.ac = this.step(this.ac, right);
    } else if (byte & 0x08) {
      this.displayOn = !!(byte & 0x04);
      this.cursorOn = !!(byte & 0x02);
      this.blinkOn = !!(byte & 0x01);
    } else if (byte & 0x04) {
      this.increment = !!(byte & 0x02);
      this.shiftDisplay = !!(byte & 0x01);
    } else if (byte & 0x02) {
      this.ac = 0;
      this.toCgram = false;
      this.displayShift = 0;
    } else if (byte & 0x01) {
      this.ddram.fill(0x20);
      this.ac = 0;
      this.toCgram = false;
      this.increment = true;
      this.displayShift = 0;
    }
    this.busyUntil = t + busy;
    this.busyUs = busy;
    this.bytes++;
    const hex = byte.toString(16).padStart(2, '0');
    this.busyWhat = rs ? `data 0x${hex}` : `${eight ? '8-bit ' : ''}command 0x${hex}`
      + `${byte === 0x01 || (byte & 0xfe) === 0x02 ? ' (clear/home)' : ''}`;
    this.version++;
  }

  /* The next DDRAM address after addr, within its line's 40 bytes. */
  step(addr, forward) {
    const line = addr & 0x40;
    let pos = (addr & 0x3f) + (forward ? 1 : -1);
    if (pos >= LINE_LEN) {
      pos = 0;
      return this.twoLines ? line ^ 0x40 : 0;
    }
    if (pos < 0) return (this.twoLines ? line ^ 0x40 : 0) + LINE_LEN - 1;
    return line | pos;
  }

  writeData(byte) {
    if (this.toCgram) {
      this.cgram[this.ac & 0x3f] = byte;
      this.ac = (this.ac + (this.increment ? 1 : -1)) & 0x3f;
      return;
    }
    this.ddram[this.ac] = byte;
    this.ac = this.step(this.ac, this.increment);
    if (this.shiftDisplay) this.displayShift += this.increment ? 1 : -1;
  }

  /* Where row r starts in DDRAM: its line, and the column of that line
   * (rows 2 and 3 of a four-row module carry on rows 0 and 1). */
  rowStart(r) {
    return { line: r & 1 ? 0x40 : 0, offset: (r >> 1) * this.cols };
  }

  /* The bytes shown on row r (spaces while the display is off). */
  rowBytes(r) {
    const out = new Uint8Array(this.cols).fill(0x20);
    if (!this.displayOn) return out;
    const { line, offset } = this.rowStart(r);
    for (let c = 0; c < this.cols; c++) {
      const pos = (((c + offset + this.displayShift) % LINE_LEN) + LINE_LEN) % LINE_LEN;
      out[c] = this.ddram[line + pos];
    }
    return out;
  }

  /* Row r as text (the A00 ROM's ASCII range as it is). */
  rowText(r) {
    return String.fromCharCode(...this.rowBytes(r));
  }

  /* Every visible character, row after row (for <wokwi-lcd1602> and
   * <wokwi-lcd2004>). */
  characters() {
    const out = new Uint8Array(this.cols * this.rows);
    for (let r = 0; r < this.rows; r++) out.set(this.rowBytes(r), r * this.cols);
    return out;
  }

  /* Where the cursor shows: { x, y } of the address counter (x may be
   * off the glass). */
  cursor() {
    const line = this.ac & 0x40 ? 1 : 0;
    let x = (this.ac & 0x3f) - this.displayShift;
    let y = line;
    if (this.rows > 2 && x >= this.cols) {
      x -= this.cols;
      y += 2;
    }
    return { x, y };
  }
}
