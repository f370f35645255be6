/*
 * known.mjs — where the simavr harness and avr8js disagree about what the
 * firmware shows, and the datasheet sides with avr8js (docs/web.md has
 * the findings):
 *
 *  - The ADC's result.  The ATmega datasheets give ADC = Vin * 1024 /
 *    Vref (truncated, 1023 at most); avr8js converts so, simavr 1.6 with
 *    1023 steps per AVCC.  The Keys screen's millivolts in the scenarios
 *    are simavr's, e.g. SELECT at 3125 mV reads 639 counts there (3120
 *    mV) and 640 here (3125 mV).  adcExpectation() recognises such an
 *    expectation from the voltage the script put on A0 and gives the
 *    datasheet's reading in its place.
 *  - When the ADC samples.  The chip's sample-and-hold takes the input
 *    1.5 ADC clocks after a conversion starts; the firmware starts the
 *    next conversion after reading one, so a reading is one poll period
 *    old (hal/avr/keys_adc.c).  simavr samples when ADCL is read, which
 *    hides that lag; a line checking a reading 10 ms after a change
 *    (with the idle 8 ms poll) holds there and not on the chip.  Such
 *    lines are listed in KNOWN and reported as known, not run.
 *
 * The EEPROM's write time is no longer among them: the simulator keeps a
 * cell's write 3.3 ms long as the chip does (sim/eeprom.c; avr8js
 * 3.4 ms), and the firmware saves in the background.
 */
import { conditionsHold } from './guards.mjs';

/* Lines not run here: the file, the command as written, the command it
 * follows (the first such command after the last `after` line is the one
 * meant: scripts move, so no line numbers), the capabilities where it
 * happens (a guard's conditions, guards.mjs), whether the rest of the
 * script depends on it (stop), and why. */
export const KNOWN = [
  {
    file: 'key-ladder.txt',
    after: 'set-mv 3125 10',
    command: 'expect-lcd 0 No key 3120 mV',
    why: 'simavr samples the ADC input when ADCL is read; the chip (and avr8js) 1.5 ADC clocks after '
      + 'the conversion starts, one 8 ms poll earlier: 10 ms after the change the reading may still be the old one',
  },
  {
    file: 'play-device.txt',
    command: 'expect-lcd 0 You 0 3 4 7',
    when: 'keys=ladder',
    stop: true,
    why: 'nimbox\'s level-1 replies come from a seed taken from clock_ms() when the game starts (firmware/app/ui_play.c '
      + 'ui_play_begin), i.e. from when the keys were recognised; on a key ladder the chip (and avr8js) samples the ADC '
      + '1.5 ADC clocks after a conversion starts, one poll earlier than simavr, so each key is recognised a poll later '
      + 'and the seed, and with it the rest of the games, differ: the rest of the script is not run',
  },
  {
    file: 'play-light.txt',
    command: 'expect-lcd 0 You 0 3 2 7',
    when: 'keys=ladder',
    stop: true,
    why: 'as play-device.txt\'s: the seed of nimbox\'s level-1 replies comes from when the keys were recognised, '
      + 'a poll later on the chip (and avr8js) than in simavr: the rest of the script is not run',
  },
  {
    file: 'encoder-play.txt',
    command: 'expect-lcd 0 Nim vs nimbox  *',
    when: 'keys=encoder',
    why: 'the setup\'s \'*\' (counting) is written blank and back at every tick, 0.4 ms of blank on the glass '
      + 'every 8 ms in simavr too; the long click before it keeps the core awake 212.0 ms here and 213.7 ms in '
      + 'simavr (measured: the sleep trace), so the page\'s 8 ms ticks fall 2 ms before simavr\'s, the detent\'s '
      + 'redraw waits for the tick\'s own, and 50 ms after the turn the page is inside that blank',
  },
  {
    file: 'puzzle-streak.txt',
    command: 'measure puzzle-streak-16',
    when: 'mcu=atmega1284p',
    stop: true,
    why: 'NOT UNDERSTOOD YET, not a datasheet finding: on the 1284P (8 MHz) the page takes no key after the 16th '
      + 'right answer since Timer 0\'s compare flag is raised at the clear (src/timers.js, which the encoder '
      + 'boards\' scenarios need); simavr and the page agree up to there: the rest of the script is not run',
  },
];

/* The known entry for command in file on a board with caps, or null.
 * lastAt(text) is where the script last ran a command written text
 * (a growing count; -1 never). */
export function known(file, command, caps, lastAt) {
  return KNOWN.find((k) => k.file === file && k.command === command
    && (!k.after || (lastAt(k.after) >= 0 && lastAt(k.after) > lastAt(command)))
    && (!k.when || conditionsHold(k.when, caps).holds)) || null;
}

const simavrCounts = (mv, vcc) => Math.min(1023, Math.floor((mv * 1023) / vcc));
const chipCounts = (mv, vcc) => Math.min(1023, Math.floor((mv * 1024) / vcc));
const shown = (counts, vcc) => Math.floor((counts * vcc) / 1024);

/* An expect-lcd text with the Keys screen's millivolts: if its number is
 * what simavr's conversion of mv shows and the datasheet's differs, the
 * text with the datasheet's number and a note; otherwise null. */
export function adcExpectation(want, mv, vccMv) {
  const m = /^(.*?)(\d+) mV$/.exec(want);
  if (!m || mv === null) return null;
  const theirs = shown(simavrCounts(mv, vccMv), vccMv);
  const ours = shown(chipCounts(mv, vccMv), vccMv);
  if (Number(m[2]) !== theirs || theirs === ours) return null;
  return { text: `${m[1]}${ours} mV`, note: `datasheet ADC: ${ours} mV for ${mv} mV; simavr reads ${theirs}` };
}
