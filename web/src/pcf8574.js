/*
 * pcf8574.js — the I2C backpack of a character LCD module: a PCF8574 (or
 * PCF8574A) expander whose eight pins drive the HD44780 model
 * (hd44780.js) through one of the wirings sold, for boards built with
 * LCD_TRANSPORT := pcf8574.  The bus it sits on is i2c.js.
 *
 * What the firmware expects of it (hal/avr/lcd_pcf8574.c), as the
 * PCF8574 datasheet has it and sim/lcd_i2c.c models it for simavr:
 *  - one 7-bit address, 0x20-0x27 (PCF8574) or 0x38-0x3F (PCF8574A);
 *    boards ship at 0x27 or 0x3F, and board.h's BOARD_LCD_I2C_ADDR is
 *    where this one starts.  It acknowledges its address, and nothing
 *    while it is absent or unpowered;
 *  - a byte written sets all eight pins at the byte's ACK (write(), which
 *    the bus calls then);
 *  - its pins are quasi-bidirectional: a pin written 1 is a weak pull-up
 *    another device can pull down, so a read (read()) returns the latch
 *    with D4..D7 as the controller drives them while it is read (RW and E
 *    high): the firmware's wiring search writes two characters and reads
 *    them back, which only the right wiring does;
 *  - the wiring (WIRINGS): the common one, P0 RS, P1 RW, P2 E, P3 the
 *    backlight (high = on), P4-P7 D4-D7; mjkdz (the data on P0-P3, E P4,
 *    RW P5, RS P6, the backlight on P7, low = on); e0-rs2 (E and RS
 *    swapped); and rw0-rs1 (RS and RW swapped), which the firmware does
 *    not know and must refuse;
 *  - a module whose supply is switched (board.h's BOARD_LCD_POWER_PORT)
 *    answers nothing while off and starts again with every pin high
 *    (the datasheet's power-on state), which is not passed on to the
 *    controller as a transfer.
 */

/* A wiring: the expander bit of RS, RW, E, the backlight and D4 (D5..D7
 * follow), and whether the backlight is on when its bit is low. */
export const WIRINGS = {
  common: { rs: 0, rw: 1, e: 2, bl: 3, d4: 4, blLow: false },
  mjkdz: { rs: 6, rw: 5, e: 4, bl: 7, d4: 0, blLow: true },
  'e0-rs2': { rs: 2, rw: 1, e: 0, bl: 3, d4: 4, blLow: false },
  'rw0-rs1': { rs: 1, rw: 0, e: 2, bl: 3, d4: 4, blLow: false },
};

export class Pcf8574 {
  /* An expander at address (7 bits), wired the common way to lcd (an
   * HD44780), powered, every pin high. */
  constructor(address, lcd) {
    this.lcd = lcd;
    this.address = address;
    this.present = true;
    this.wiring = WIRINGS.common;
    this.wiringName = 'common';
    this.powered = true;
    this.latch = 0xff;
    this.writes = 0;
  }

  /* Another wiring by its name in WIRINGS (false: no such wiring). */
  setWiring(name) {
    if (!Object.hasOwn(WIRINGS, name)) return false;
    this.wiring = WIRINGS[name];
    this.wiringName = name;
    return true;
  }

  /* Does it acknowledge a (7 bits)? */
  acks(a) {
    return this.answers && a === this.address;
  }

  /* Is it there to answer at all? */
  get answers() {
    return this.present && this.powered;
  }

  /* The module's supply switched: on again, every pin high. */
  power(on) {
    if (on && !this.powered) this.latch = 0xff;
    this.powered = on;
  }

  /* A byte written: the pins to the module (at the byte's ACK). */
  write(v) {
    const w = this.wiring;
    this.latch = v & 0xff;
    this.writes++;
    this.lcd.pins((v >> w.rs) & 1, (v >> w.e) & 1, (v >> w.d4) & 0x0f, (v >> w.rw) & 1);
  }

  /* The pins as a read finds them: the latch, D4..D7 pulled low where
   * the controller drives a 0. */
  read() {
    const w = this.wiring;
    const out = this.lcd.dataOut();
    if (out === null) return this.latch;
    return this.latch & ~((~out & 0x0f) << w.d4) & 0xff;
  }

  /* Whether the pins light the backlight (false while unpowered). */
  get backlight() {
    const w = this.wiring;
    return this.powered && ((this.latch >> w.bl) & 1) !== (w.blLow ? 1 : 0);
  }
}
