/*
 * keys.js — the five keys as the board wires them (the board definition
 * generated from board.h says which):
 *  - the LCD Keypad Shield's ladder: each key puts its voltage on one ADC
 *    channel (BOARD_KEY_*_MV, the shield variant the simulator uses too);
 *    several keys down read as the lowest of them (the one nearest the
 *    ADC end shorts the rest); no key is the pull-up's full supply;
 *  - discrete buttons: each key's pin is pulled to ground while pressed
 *    and left to the firmware's internal pull-up when released;
 *  - a rotary encoder (a KY-040): its button is SELECT's pin, its two
 *    contacts A and B close their pins to ground as a button does
 *    (setContacts; encoder.js makes the waveform); a back (kill) button,
 *    where the board has one, is LEFT's pin; it has no other key.
 * Any voltage can be put on the ladder too (setMv), to try a shield
 * variant's key 5 % off.
 */

export const KEY_NAMES = ['right', 'up', 'down', 'left', 'select'];

export class Keys {
  /* The keys of board def; nothing down. */
  constructor(def) {
    this.def = def;
    this.down = new Set();
    this.mv = def.ladder ? def.ladder.noneMv : null;
    this.chip = null;
    this.contacts = 0;   /* an encoder's contacts closed: bit 0 A, bit 1 B */
  }

  /* Drives the keys' inputs of a (new) chip as they are now. */
  attach(chip) {
    this.chip = chip;
    this.apply();
  }

  /* Exactly the keys named are down (an empty list: none). */
  set(names) {
    for (const n of names) if (!KEY_NAMES.includes(n)) throw new Error(`no key '${n}'`);
    const back = this.def.encoder && this.def.encoder.back;
    const unwired = this.def.encoder && names.find((n) => n !== 'select' && !(n === 'left' && back));
    if (unwired) {
      throw new Error(`${unwired}: ${this.def.name}'s keys are a rotary encoder (turn it; its button is select)`);
    }
    this.down = new Set(names);
    if (this.def.ladder) {
      const volts = names.map((n) => this.def.ladder.keysMv[n]);
      this.mv = volts.length ? Math.min(...volts) : this.def.ladder.noneMv;
    }
    this.apply();
  }

  /* Millivolts on the ladder, whatever key they mean (ladder boards only). */
  setMv(mv) {
    if (!this.def.ladder) throw new Error(`${this.def.name} has no key ladder`);
    this.down = new Set();
    this.mv = mv;
    this.apply();
  }

  /* An encoder's contacts: closed has bit 0 for A, bit 1 for B. */
  setContacts(closed) {
    if (!this.def.encoder) throw new Error(`${this.def.name} has no rotary encoder`);
    this.contacts = closed & 3;
    this.apply();
  }

  apply() {
    const chip = this.chip;
    if (!chip) return;
    if (this.def.ladder) {
      chip.adc.channelValues[this.def.ladder.channel] = this.mv / 1000;
      return;
    }
    const enc = this.def.encoder;
    if (enc) {
      chip.ports[enc.a.port].setPin(enc.a.bit, !(this.contacts & 1));
      chip.ports[enc.b.port].setPin(enc.b.bit, !(this.contacts & 2));
      chip.ports[enc.sw.port].setPin(enc.sw.bit, !this.down.has('select'));
      if (enc.back) chip.ports[enc.back.port].setPin(enc.back.bit, !this.down.has('left'));
      return;
    }
    for (const n of KEY_NAMES) {
      const pin = this.def.buttons[n];
      chip.ports[pin.port].setPin(pin.bit, !this.down.has(n));
    }
  }
}
