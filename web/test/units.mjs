/*
 * units.mjs — checks of what the page adds to avr8js, each on its own:
 * the Intel HEX loader, the HD44780 model (8-bit to 4-bit init, nibble
 * pairing, addresses, clear/home/entry mode/display control, the busy
 * time, a 20x4's rows, reads), the PCF8574 backpack (its pins by wiring,
 * the read-back, its supply), on the I2C boards the TWI's gaps the bus
 * (i2c.js) closes and the bus's time, the USART's UDRE kept set (without
 * it the firmware's replies never leave; with it one arrives on every
 * board), and a reset that builds a new chip over the same EEPROM bytes,
 * by the RESET pin and by the watchdog; the USART's two-byte receive
 * buffer (bytes read in order, a third an overrun), the paste check's
 * verdicts (replies.mjs: strict, lossy, a silent loss, a wrong answer)
 * and the guards' reading of conditions (guards.mjs, as sim/caps.c).
 */
import { hexTests } from './hex.mjs';
import { HD44780 } from '../src/hd44780.js';
import { Pcf8574 } from '../src/pcf8574.js';
import { Chip } from '../src/chip.js';
import { Device } from '../src/device.js';
import { I2cBus } from '../src/i2c.js';
import { displayOf } from '../src/displays.js';
import { loadBoard } from './boards.mjs';
import { LOST_LINE, checkReplies } from './replies.mjs';
import { capabilities, conditionsHold } from './guards.mjs';
import { playScript } from './script.mjs';
import { detentSteps } from '../src/encoder.js';

/* Runs every check; log(line) hears ok/FAIL lines.  Returns counts. */
export async function unitTests(root, webDir, boards, log) {
  const r = { passed: 0, failed: 0 };
  const check = (what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} units: ${what}${ok ? '' : `\n     ${why}`}`);
  };
  const throws = (fn) => {
    try {
      fn();
      return false;
    } catch {
      return true;
    }
  };

  /* the display models, by the definition's display name (displays.js) */
  check('displays: the OLED has pixels, the HD44780 none',
    displayOf({ display: 'ssd1306' }).pixels === true && displayOf({ display: 'hd44780' }).pixels === false);
  check('displays: a name with no model is refused', throws(() => displayOf({ name: 'x', display: 'ssd1036' })));
  check('displays: an inherited name is refused', throws(() => displayOf({ name: 'x', display: 'toString' })));

  /* the HEX loader (hex.mjs) */
  hexTests(check);

  /* the HD44780 model, driven nibble by nibble as the firmware does */
  let now = 0;
  const lcd = new HD44780(16, 2, () => now);
  const nib = (rs, n) => {
    lcd.pins(rs, 1, n);
    lcd.pins(rs, 0, n);
    now += 100;
  };
  const byte = (rs, b) => {
    nib(rs, b >> 4);
    nib(rs, b & 15);
    now += b <= 3 && !rs ? 2000 : 0;
  };
  const text = (s) => [...s].forEach((c) => byte(1, c.charCodeAt(0)));
  [3, 3, 3, 2].forEach((n) => nib(0, n));
  check('lcd: 3-3-3-2 leaves the controller in 4-bit mode', !lcd.eightBit);
  [0x28, 0x0c, 0x01, 0x06].forEach((b) => byte(0, b));
  text('Nim 3');
  byte(0, 0xc0);
  text('win');
  check('lcd: nibble pairs, DDRAM address 0x40 is row 1',
    lcd.rowText(0).trimEnd() === 'Nim 3' && lcd.rowText(1).trimEnd() === 'win', `${lcd.rowText(0)}|${lcd.rowText(1)}`);
  byte(0, 0x04);
  byte(0, 0x84);
  text('ab');
  check('lcd: entry mode decrement writes leftwards', lcd.rowText(0).startsWith('Nimba'), lcd.rowText(0));
  byte(0, 0x02);
  byte(0, 0x06);
  text('X');
  check('lcd: home puts the address at 0', lcd.rowText(0).startsWith('Ximba'), lcd.rowText(0));
  byte(0, 0x08);
  check('lcd: display off shows nothing', lcd.rowText(0).trim() === '');
  byte(0, 0x0c);
  nib(0, 0x8);   /* half a byte, then an MCU reset: the init again */
  [3, 3, 3, 2].forEach((n) => nib(0, n));
  byte(0, 0x01);
  text('ok');
  check('lcd: re-init after half a byte, clear', lcd.rowText(0).trimEnd() === 'ok' && lcd.rowText(1).trim() === '');
  const before = lcd.busyErrors;
  byte(0, 0x01);
  now -= 2000;   /* the next write within clear's 1.52 ms */
  text('z');
  check('lcd: a write while busy is counted', lcd.busyErrors === before + 1);
  /* the simulator's formula: 37 us at 270 kHz is 52.6 us at 190 kHz */
  const timed = (khz, us) => {
    let t0 = 100000;
    const c = new HD44780(16, 2, () => t0);
    c.khz = khz;
    const send = (rs, n) => {
      c.pins(rs, 1, n);
      c.pins(rs, 0, n);
    };
    send(0, 2);   /* 8-bit function set: 4-bit mode */
    t0 += 100;
    send(1, 4);
    send(1, 1);   /* data 'A' */
    t0 += us;
    send(1, 4);
    send(1, 2);
    return c.busyErrors;
  };
  check('lcd: a byte 45 us after data is in time at 270 kHz and too soon at 190 kHz (37 * 270 / 190 us)',
    timed(270, 45) === 0 && timed(190, 45) === 1 && timed(190, 55) === 0,
    `${timed(270, 45)} ${timed(190, 45)} ${timed(190, 55)}`);

  /* a 20x4: rows 2 and 3 carry on rows 0 and 1 (0x14, 0x54) */
  const big = new HD44780(20, 4, () => now);
  const bigByte = (rs, b) => {
    for (const n of [b >> 4, b & 15]) {
      big.pins(rs, 1, n);
      big.pins(rs, 0, n);
      now += 100;
    }
    now += b <= 3 && !rs ? 2000 : 0;
  };
  [3, 3, 3, 2].forEach((n) => {
    big.pins(0, 1, n);
    big.pins(0, 0, n);
    now += 5000;
  });
  [0x28, 0x0c, 0x01, 0x06].forEach((b) => bigByte(0, b));
  const put = (addr, str) => {
    bigByte(0, 0x80 | addr);
    [...str].forEach((c) => bigByte(1, c.charCodeAt(0)));
  };
  put(0x00, 'row0');
  put(0x40, 'row1');
  put(0x14, 'row2');
  put(0x54, 'row3');
  const shown = [0, 1, 2, 3].map((i) => big.rowText(i).trimEnd());
  check('lcd 20x4: rows start at 0x00, 0x40, 0x14, 0x54', shown.join() === 'row0,row1,row2,row3', shown.join('|'));
  bigByte(0, 0x80 | 0x13);
  [...'ab'].forEach((c) => bigByte(1, c.charCodeAt(0)));
  check('lcd 20x4: row 0 runs on into row 2, as the controller counts',
    big.rowText(0).endsWith('a') && big.rowText(2).startsWith('b'), `${big.rowText(0)}|${big.rowText(2)}`);
  check('lcd 20x4: the cursor after column 20 of line 0 is on row 2',
    JSON.stringify(big.cursor()) === '{"x":1,"y":2}', JSON.stringify(big.cursor()));

  /* reads (RW high): high nibble, then low, the address moving on */
  bigByte(0, 0x80);
  const readNibble = (rs) => {
    big.pins(rs, 1, 0xf, 1);
    const n = big.dataOut();
    big.pins(rs, 0, 0xf, 1);
    now += 100;
    return n;
  };
  const readByte = (rs) => (readNibble(rs) << 4) | readNibble(rs);
  const back = String.fromCharCode(readByte(1), readByte(1));
  check('lcd: a RAM read gives the characters written, the address moving on', back === 'ro', back);
  check('lcd: nothing is driven while E is low or RW is low', big.dataOut() === null);
  check('lcd: a read leaves the screen as it was', big.rowText(0).startsWith('row0'), big.rowText(0));

  /* the PCF8574: pins by wiring, read-back through its weak pull-ups */
  const pcfLcd = new HD44780(16, 2, () => now);
  const pcf = new Pcf8574(0x27, pcfLcd);
  check('pcf8574: acknowledges its address only, and not while absent',
    pcf.acks(0x27) && !pcf.acks(0x3f) && ((pcf.present = false), !pcf.acks(0x27)));
  pcf.present = true;
  const viaCommon = (rs, n) => {   /* P0 RS, P1 RW, P2 E, P3 light, P4-P7 data */
    pcf.write((n << 4) | 0x08 | 0x04 | rs);
    pcf.write((n << 4) | 0x08 | rs);
    now += 100;
  };
  [3, 3, 3, 2].forEach((n) => {
    viaCommon(0, n);
    now += 5000;
  });
  [0x28, 0x0c, 0x01].forEach((b) => {
    viaCommon(0, b >> 4);
    viaCommon(0, b & 15);
    now += 2000;
  });
  [...'N'].forEach((c) => {
    viaCommon(1, c.charCodeAt(0) >> 4);
    viaCommon(1, c.charCodeAt(0) & 15);
  });
  check('pcf8574 (common wiring): the controller gets its bytes', pcfLcd.rowText(0).startsWith('N'), pcfLcd.rowText(0));
  check('pcf8574 (common wiring): P3 high lights the backlight', pcf.backlight);
  viaCommon(0, 0x8);
  viaCommon(0, 0x0);
  pcf.write(0xf0 | 0x08 | 0x02 | 0x01);
  pcf.write(0xf0 | 0x08 | 0x04 | 0x02 | 0x01);
  const high = pcf.read();
  pcf.write(0xf0 | 0x08 | 0x02 | 0x01);
  check('pcf8574: a read returns the latch with D4-D7 as the controller drives them',
    high === (('N'.charCodeAt(0) >> 4) << 4 | 0x0f), high.toString(16));
  check('pcf8574: with E low the pins read as written', pcf.read() === 0xfb, pcf.read().toString(16));
  pcf.setWiring('mjkdz');
  pcf.write(0x80);
  check('pcf8574 (mjkdz wiring): P7 high is the backlight off', !pcf.backlight);
  pcf.power(false);
  check('pcf8574: unpowered, it answers nothing', !pcf.acks(0x27) && !pcf.backlight);
  pcf.power(true);
  check('pcf8574: powered again, every pin high', pcf.latch === 0xff && pcf.acks(0x27));

  /* the paste check: answers of one or more lines, replies as printed */
  const answers = [['lose'], ['win 1 3 1'], ['0 1 2', 'period 3'], ['lose']];
  const exact = ['lose', 'win 1 3 1', '0 1 2', 'period 3', 'lose'];
  check('paste: the answers in order pass strict', checkReplies(answers, exact, false).ok);
  const lost = checkReplies(answers, ['lose', LOST_LINE, 'lose'], true);
  check('paste: a run of answers for one input-lost line passes lossy (3 lines lost)',
    lost.ok && lost.lostErrors === 1 && lost.lostLines === 3, JSON.stringify(lost));
  check('paste: ... and fails strict', !checkReplies(answers, ['lose', LOST_LINE, 'lose'], false).ok);
  const silent = checkReplies(answers, ['lose', 'win 1 3 1', 'lose'], true);
  check('paste: a silent loss fails lossy', !silent.ok && /expected "0 1 2", got "lose"/.test(silent.why), silent.why);
  check('paste: a wrong answer fails lossy', !checkReplies(answers, ['lose', 'win 1 3 2', LOST_LINE], true).ok);
  check('paste: a reply to nothing sent fails', !checkReplies(answers, [...exact, 'lose'], false).ok);

  /* guards, on a made-up board */
  const limits = {
    'heap-max': 9999, piles: 32, 'sub-amounts': 16, 'sub-table': 4096, 'graph-nodes': 1000,
    'graph-edges': 10000, terms: 32, 'grundy-max': 999, 'line-max': 256, 'octal-table': 4096,
    'octal-digits': 16, play: 1, 'play-weigh': 1, puzzle: 1, console: 1, 'console-maps': 1, picture: 0,
    diagrams: 0,
  };
  const caps = capabilities({
    name: 'x', display: 'hd44780', powerOff: true, ladder: null, fCpu: 8000000, mcu: 'atmega1284p', baud: 115200, eepromBytes: 4096,
    limits, maps: ['large', 'rook'], lcd: { transport: 'parallel', rows: 2, cols: 16, power: { port: 'B', bit: 4 } },
  });
  const holds = (c) => conditionsHold(c, caps).holds;
  check('guards: words, clocks with units, numbers, lists',
    holds('keys=buttons clock=8MHz') && holds('clock>=8000kHz clock=8000000') && !holds('clock=16MHz')
    && holds('sub-table>2923') && !holds('sub-table<=2923') && holds('maps~large maps!~knight')
    && !holds('maps~knight') && holds('mcu!=atmega328p') && holds('') && holds('lcd-power=1')
    && !holds('lcd-power=0'));
  check('guards: every condition of a guard must hold', !holds('keys=buttons piles=16'));
  check('guards: unknown names and wrong operators are errors', ['board=uno', 'maps=large', 'keys<3',
    'piles>many', 'piles', 'keys='].every((c) => throws(() => holds(c))));

  for (const name of boards) {
    const { def, flash: fw, testFlash } = await loadBoard(webDir, root, name);
    /* the receive buffer: two bytes wait, a third is an overrun */
    const rx = new Device(def, fw);
    rx.runMs(1700);
    const chip = rx.chip;
    const got = [0x61, 0x62, 0x63].map((b) => chip.receive(b));
    const udr = def.chip.usart0.UDR;
    const read = [chip.cpu.readData(udr), chip.cpu.readData(udr)];
    const rxcAfter = chip.cpu.data[def.chip.usart0.UCSRA] & 0x80;
    check(`${name}: the USART holds two unread bytes, a third is an overrun`,
      got.join() === 'ok,ok,overrun' && read.join() === '97,98' && chip.rxOverruns === 1 && !rxcAfter,
      `${got} / ${read} / ${chip.rxOverruns} / RXC ${rxcAfter}`);

    if (def.lcd.i2c) twiGaps(def, fw, name, check);

    /* UDRE: without the fix the banner leaves but no reply does */
    const gap = new Device(def, fw);
    gap.chip.usart.UDRE.constant = false;
    gap.runMs(1700);
    gap.send('move nim 3 4 5\n');
    const gapReply = gap.runUntilLine(500) && gap.nextLine().startsWith('nimbox') && gap.runUntilLine(500);
    check(`${name}: avr8js's own UDRE loses the reply (the gap still exists)`, !gapReply);
    const dev = new Device(def, fw);
    const latched = [];
    if (dev.expander) {
      /* the backpack's writes: when each was latched */
      const write = dev.expander.write.bind(dev.expander);
      dev.expander.write = (v) => {
        latched.push(dev.cycles);
        write(v);
      };
    }
    dev.runMs(1700);
    if (dev.expander) {
      /* a byte and its ACK are 9 SCL periods; TWBR for 100 kHz */
      const twbr = dev.chip.cpu.data[def.chip.twi.TWBR];
      const byteCycles = 9 * (16 + 2 * twbr);
      const gaps = latched.slice(1).map((c, i) => c - latched[i]);
      const first = [dev.row(0).trimEnd(), dev.row(1).trimEnd()];
      check(`${name}: the backpack's bytes come 9 SCL periods apart or more (${latched.length} bytes, `
        + `SCL ${(def.fCpu / (16 + 2 * twbr) / 1000).toFixed(0)} kHz)`,
      latched.length > 100 && Math.min(...gaps) >= byteCycles && first[0] === 'Nim 3 4 5',
      `${Math.min(...gaps)} cycles < ${byteCycles}; LCD ${first.join('/')}`);
    }
    dev.send('move nim 3 4 5\n');
    const banner = dev.runUntilLine(500) && dev.nextLine();
    const reply = dev.runUntilLine(2000) && dev.nextLine();
    /* a board without the console answers every line with one error line */
    const want = def.limits.console ? 'win 1 3 1' : 'error: no console in this build';
    check(`${name}: with UDRE kept set, a console reply arrives`, reply === want, `${banner} / ${reply}`);

    /* reset: a new chip, the same EEPROM bytes */
    if (def.encoder) {
      /* the knob: a long click (counting), a detent clockwise */
      dev.press('select');
      dev.runMs(800);
      dev.release();
      dev.runMs(50);
      for (const [closed, n] of detentSteps(1, 50, def.fCpu)) {
        dev.keys.setContacts(closed);
        dev.runCycles(n);
      }
    } else {
      dev.press('up');
      dev.runMs(100);
      dev.release();
    }
    /* still for 10 s, then saved: the first save into a blank slot writes
     * the whole record, up to 0.9 s at 3.3 ms a byte */
    dev.runMs(11500);
    const old = dev.chip;
    const saved = Array.from(dev.eeprom);
    const cycles = dev.cycles;
    dev.reset();
    const fresh = dev.chip.cpu.data[def.chip.timer0.TCCRB] === 0 && dev.chip.cpu.cycles === 0;
    check(`${name}: reset builds a new chip (timers stopped, PC 0)`, dev.chip !== old && fresh && dev.chip.cpu.pc === 0);
    check(`${name}: reset keeps the EEPROM bytes and the time`,
      saved.every((b, i) => dev.eeprom[i] === b) && dev.cycles === cycles && saved.some((b) => b !== 0xff));
    /* (a board whose splash lasts longer, the ST7920's, up to 4 s) */
    for (let ms = 0; ms < 4000 && (ms < 1700 || dev.row(0).trimEnd() !== 'Nim 4 4 5'); ms += 100) dev.runMs(100);
    check(`${name}: after the reset the saved position is back`, dev.row(0).trimEnd() === 'Nim 4 4 5', dev.row(0));
    if (testFlash && def.limits.console) {   /* test-hang is a console line */
      const t = new Device(def, testFlash);
      t.runMs(1700);
      t.send('test-hang\n');
      t.runMs(2500);
      const wdrf = t.chip.cpu.data[def.chip.watchdog.MCUSR];
      check(`${name}: the watchdog rebuilds the chip once (test build)`, t.resets === 1, `resets ${t.resets}, MCUSR ${wdrf}`);
    }
  }
  if (boards.includes('uno-lcdshield')) await scriptRules(webDir, root, check);
  return r;
}

/* The scenario language's one meaning (script.mjs), on the Uno's
 * firmware: what counts as a pass, a note or a skip, what ends a
 * script, how numbers and arguments are read. */
async function scriptRules(webDir, root, check) {
  const { def, flash } = await loadBoard(webDir, root, 'uno-lcdshield');
  const caps = capabilities(def);
  const play = (text) => playScript(text, 'rules.txt', () => new Device(def, flash), caps, 'uno-lcdshield', () => {});
  const counts = (x) => `${x.passed} passed, ${x.failed} failed, ${x.notes} notes, ${x.skipped} skipped, `
    + `stopped ${x.stopped}`;
  let x = play('wait 1700\nexpect-lcd 0 Nim 3 4 5\npress up\nmeasure key\nexpect-max-ms key 100\nrule nim\n'
    + 'eeprom-set 0x3ff 010');
  check(`script: checks are passes, actions (wait, press, measure, rule, eeprom-set) notes (${counts(x)})`,
    x.passed === 2 && x.failed === 0 && x.notes === 5 && x.skipped === 0, counts(x));
  x = play('wait 1700\nwait 5 5\nexpect-lcd 0 Nim 3 4 5');
  check(`script: an extra argument is a malformed line: one failure, the end (${counts(x)})`,
    x.failed === 1 && x.stopped && x.passed === 0, counts(x));
  for (const bad of ['wait 0x1g', 'wait -1', 'wait 1e3', 'expect-lcd-has 0 ""', 'expect-eeprom 5', 'frob 1']) {
    x = play(`${bad}\nwait 1`);
    check(`script: "${bad}" ends the script as one failure`, x.failed === 1 && x.stopped && x.notes === 0, counts(x));
  }
  x = play('wait 010\nwait 0x10');
  check('script: 010 is ten and 0x10 sixteen (26 ms run)', Math.round((x.dev.cycles * 1000) / def.fCpu) === 26,
    `${(x.dev.cycles * 1000) / def.fCpu} ms`);
  x = play('wait 1700\npower-cut\nexpect-lcd 0 x\n[keys=buttons] expect-lcd 0 y\n# == the next section\n'
    + 'expect-lcd 0 Nim 3 4 5');
  check(`script: what the page cannot do skips the rest of its section, each line counted and listed (${counts(x)})`,
    x.skipped === 2 && x.passed === 1 && x.skips.join() === 'rules.txt:2 power-cut,rules.txt:3 expect-lcd 0 x',
    x.skips.join());
  x = play('wait 1700\nlcd-snapshot\nexpect-lcd-snapshot\npress up\nexpect-lcd-snapshot');
  check(`script: expect-lcd-snapshot passes on the same screen, fails on another (${counts(x)})`,
    x.passed === 1 && x.failed === 1, counts(x));
  x = play('send ab \t ');
  const sent = String.fromCharCode(...x.dev.serial.queue);
  check('script: send drops the line\'s trailing blanks (sends "ab\\n")', /^a?b\n$/.test(sent), JSON.stringify(sent));
}

/* avr8js's TWI as it is, and with the bus (i2c.js) on it: a START that
 * never completes (SDA held) and the TWI switched off and on again; TWSR
 * written 0 (the firmware's prescaler).  Without the bus the TWI stays
 * busy for ever and TWSR reads a bus error: the gaps still exist. */
function twiGaps(def, fw, name, check) {
  const TWEN = 0x04;
  const START = 0xa4;   /* TWINT, TWSTA, TWEN */
  const run = (withBus) => {
    const chip = new Chip(def, fw, new Uint8Array(def.chip.eepromEnd + 1).fill(0xff));
    const { cpu } = chip;
    const t = def.chip.twi;
    let starts = 0;
    const never = { start: () => starts++, stop() {}, connectToSlave() {}, writeByte() {}, readByte() {} };
    if (withBus) {
      const bus = new I2cBus({ powered: true, answers: false, acks: () => false }, def.lcd.i2c.sda, def.lcd.i2c.scl);
      bus.attach(chip);
      bus.start = never.start;
    } else {
      chip.twi.eventHandler = never;
    }
    const write = (addr, v) => {
      cpu.writeData(addr, v);
      cpu.cycles += 2;
      cpu.tick();
    };
    write(t.TWSR, 0);
    const status = cpu.data[t.TWSR] & 0xf8;
    write(t.TWCR, TWEN);
    write(t.TWCR, START);
    write(t.TWCR, 0);
    write(t.TWCR, TWEN);
    write(t.TWCR, START);
    return { starts, status };
  };
  const plain = run(false);
  const fixed = run(true);
  check(`${name}: avr8js's own TWI: no START after one that never completed, TWSR = 0 a bus error (the gaps still exist)`,
    plain.starts === 1 && plain.status === 0, JSON.stringify(plain));
  check(`${name}: with the bus, the TWI switched off and on starts again, and TWSR = 0 keeps its status`,
    fixed.starts === 2 && fixed.status === 0xf8, JSON.stringify(fixed));
}
