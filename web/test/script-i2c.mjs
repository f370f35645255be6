/*
 * script-i2c.mjs — the scenario commands for a board whose LCD hangs on
 * an I2C backpack (`lcd=pcf8574`), played on the page's device
 * (script.mjs hands them here) as the simulator plays them
 * (sim/script_i2c.c, sim/lcd_i2c.c): `lcd-i2c SETTING [ARG]` sets the
 * module's address, presence and wiring and the bus's faults on the
 * page's backpack and bus (web/src/pcf8574.js, web/src/i2c.js), and
 * `expect-blinks N MS` counts the activity pin's rises over MS (the
 * no-display pattern: 3 flashes every 2048 ms).
 */
import { WIRINGS } from '../src/pcf8574.js';
import { displayOf } from '../src/displays.js';
import { fail, number, pass, uint } from './script-args.mjs';

export const I2C_COMMANDS = new Set(['lcd-i2c', 'expect-blinks']);

/* One setting on the device's backpack and bus (oled: the OLED's, for
 * script-oled.mjs's `oled`); an error message, or ''. */
export function setting(dev, what, arg, oled = false) {
  if (!dev.bus || oled !== displayOf(dev.def).pixels) {
    return "this board's LCD is not on I2C (guard the line with [lcd=pcf8574])";
  }
  const n = arg === undefined ? null : number(arg);
  const exp = dev.expander;
  switch (what) {
    case 'address':
      if (n === null || n < 0x08 || n > 0x77) return 'address: a 7-bit I2C address, 0x08-0x77';
      exp.address = n;
      exp.present = true;
      break;
    case 'absent':
      exp.present = false;
      break;
    case 'present':
      exp.present = true;
      break;
    case 'wiring':
      if (!exp.setWiring(arg || '')) return `wiring: ${Object.keys(WIRINGS).join(', ')}`;
      break;
    case 'no-pullups':
      dev.bus.setPullups(false);
      break;
    case 'pullups':
      dev.bus.setPullups(true);
      break;
    case 'sda-stuck':
      if (n === null || n < 1 || n > 9) return 'sda-stuck: the SCL clocks (1-9) that free it';
      dev.bus.holdSda(n);
      break;
    case 'sda-shorted':
      dev.bus.holdSda(-1);
      break;
    case 'sda-free':
      dev.bus.holdSda(0);
      break;
    default:
      return `unknown setting '${what}'`;
  }
  return '';
}

/* Runs one of I2C_COMMANDS; 0 to go on, -1 to stop the script. */
export function i2cCommand(r, cmd, args, what) {
  const dev = r.dev;
  if (cmd === 'lcd-i2c') {
    if (!args.length || args.length > 2) throw new Error('usage: lcd-i2c SETTING [ARG]');
    const err = setting(dev, args[0], args[1]);
    if (err) {
      fail(r, what, err);
      return -1;
    }
    return 0;   /* an action: a note */
  }
  /* expect-blinks N MS */
  if (args.length !== 2) throw new Error(`usage: ${what}`);
  const n = uint(args[0], what);
  const ms = uint(args[1], what);
  if (!ms) throw new Error(`usage: ${what}`);
  const first = dev.activityRises;
  dev.runMs(ms);
  const rises = dev.activityRises - first;
  if (rises !== n) fail(r, what, `the activity pin rose ${rises} times in ${ms} ms`);
  else pass(r, what);
  return 0;
}
