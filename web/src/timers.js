/*
 * timers.js — what the page's chip (chip.js) adds to avr8js's timers: the
 * compare flag of a timer in CTC mode raised as the chip raises it, and
 * Timer2 as an encoder board without a pin-change interrupt polls its
 * keys with.
 */
import { AVRTimer, timer2Config } from 'avr8js';

/* Timer 0 in CTC mode (WGM 2, TOP = OCRA): avr8js sets OCFA as the
 * counter reaches OCRA and clears the counter one timer clock later; the
 * chip sets it as the counter clears (the datasheet's CTC timing
 * diagram), so its interrupt finds TCNT at 0.  clock.c switches the
 * prescaler and OCRA in that interrupt (the 1 ms and 8 ms ticks): with
 * the counter still at the old TOP, the first 1 ms period after an 8 ms
 * one ran from 124 to 249 (0.5 ms), and the clock gained half a
 * millisecond at every key.  Here OCFA comes as the counter wraps. */
export function ctcFlagAtClear(timer, cpu, regs) {
  const original = timer.timerUpdated.bind(timer);
  const data = cpu.data;
  timer.timerUpdated = (value, prev) => {
    const ctc = (data[regs.TCCRA] & 3) === 2 && !(data[regs.TCCRB] & 8);
    if (!ctc || timer.compA || timer.compB) {
      original(value, prev);
      return;
    }
    const wrapped = prev > value;
    if (wrapped) cpu.setInterruptFlag(timer.OCFA);
    const ocrB = timer.ocrB;
    if (((prev < ocrB || wrapped) && value >= ocrB) || (prev < ocrB && wrapped)) cpu.setInterruptFlag(timer.OCFB);
  };
}

/* Timer2 as an encoder board without a pin-change interrupt polls its
 * keys with it (its compare A interrupt; no output pin). */
export function pollTimer(cpu, t) {
  return new AVRTimer(cpu, {
    ...timer2Config, TIFR: t.TIFR, TIMSK: t.TIMSK, TCNT: t.TCNT, TCCRA: t.TCCRA, TCCRB: t.TCCRB,
    OCRA: t.OCRA, OCRB: t.OCRB, compAInterrupt: t.compA * 2, compBInterrupt: t.compB * 2,
    ovfInterrupt: t.ovf * 2, compPortA: 0, compPinA: 0, compPortB: 0, compPinB: 0,
    externalClockPort: 0, externalClockPin: 0,
  });
}
