/*
 * encoder.js — a rotary encoder's contacts as a KY-040 (an EC11-style
 * part, one full quadrature cycle per detent) makes them: at a detent
 * both contacts are open; a detent clockwise closes A, then B, opens A,
 * then B (the contacts closed 01 11 10 00, bit 0 A, bit 1 B), a quarter
 * of the detent's time each; anticlockwise B leads.  This is the
 * simulator's model (sim/encoder.c) with its bounce: the contact that
 * changes flips back and forth 2, 4 or 6 times first, each flip 5-40 us
 * from the chatter seed's generator, never more than half the quarter
 * in all.
 *
 * detentSteps() lists the contacts' states and how long each is held, in
 * the board's clock cycles (the scenario runner's `turn`); EncoderQueue
 * is the page's knob: detents asked for by the wheel, the keys or a drag
 * are played one after another in the device's time, a quarter
 * QUARTER_MS each, so none is lost or merged however fast they come.
 */

/* The contacts closed at each quarter of a detent (bit 0 A, bit 1 B). */
export const CW_CLOSED = [1, 3, 2, 0];
export const CCW_CLOSED = [2, 3, 1, 0];
/* The page's quarter: a detent in 12 ms (the firmware decodes every
 * edge in its pin-change interrupt; the simulator's spin plays 1 ms). */
export const QUARTER_MS = 3;

/* The chatter generator of the simulator (sim/encoder.c next_rand): the
 * seed holder's next value, 0..32767. */
export function nextRand(holder) {
  holder.seed = (Math.imul(holder.seed, 1103515245) + 12345) >>> 0;
  return holder.seed >>> 16;
}

/* [closed, cycles] pairs of n detents (negative: anticlockwise), ms each,
 * at fCpu; with bounce (holder: { seed }, the chatter seed, advanced as
 * the simulator advances it) the flips before each change. */
export function detentSteps(n, ms, fCpu, bounce = null) {
  const way = n < 0 ? CCW_CLOSED : CW_CLOSED;
  const q = Math.floor((ms * fCpu) / 4000);
  const steps = [];
  for (let d = 0; d < Math.abs(n); d++) {
    let from = 0;
    for (const to of way) {
      let used = 0;
      if (bounce) {
        const flips = 2 * (1 + (nextRand(bounce) % 3));
        const most = Math.floor(q / (2 * (flips + 1)));
        for (let f = 0; f < flips; f++) {
          let t = Math.floor(((5 + (nextRand(bounce) % 36)) * fCpu) / 1000000);
          if (t > most) t = most;
          if (t === 0) t = 1;
          steps.push([f % 2 === 0 ? to : from, t]);
          used += t;
        }
      }
      steps.push([to, q > used ? q - used : 1]);
      from = to;
    }
  }
  return steps;
}

/* The page's knob: detents queued and played in the device's time. */
export class EncoderQueue {
  /* nowMs: the device's time; onContacts(closed): the contacts changed. */
  constructor(nowMs, onContacts, quarterMs = QUARTER_MS) {
    this.nowMs = nowMs;
    this.onContacts = onContacts;
    this.quarterMs = quarterMs;
    this.closed = 0;
    this.pending = [];   /* the contacts' next states, in order */
    this.since = -Infinity;   /* the device's ms of the last change */
  }

  /* n more detents (negative: anticlockwise), after those on their way. */
  turn(n) {
    const way = n < 0 ? CCW_CLOSED : CW_CLOSED;
    for (let d = 0; d < Math.abs(n); d++) this.pending.push(...way);
    this.apply();
  }

  /* The device's ms at which the next state is due (Infinity: none). */
  dueMs() {
    return this.pending.length ? this.since + this.quarterMs : Infinity;
  }

  /* Detents still to play (a part played counts whole). */
  get queuedDetents() {
    return Math.ceil(this.pending.length / 4);
  }

  /* The next state when its turn has come (each is held a quarter). */
  apply() {
    const now = this.nowMs();
    if (!this.pending.length || now - this.since < this.quarterMs) return;
    this.closed = this.pending.shift();
    this.since = now;
    this.onContacts(this.closed);
  }

  /* Nothing queued, the contacts open (a new device). */
  clear() {
    this.pending = [];
    this.closed = 0;
    this.since = -Infinity;
  }
}
