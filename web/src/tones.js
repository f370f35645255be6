/*
 * tones.js — the buzzer pin heard as a listener would, the same way the
 * simulator hears it (sim/sim_sound.c): tones are found in the pin's
 * edges alone.  A tone is a run of at least 4 edges whose spacing (a half
 * period) stays within 3 % (and 2 cycles) of the run's first; an edge off
 * that spacing ends the run, and the interval up to it may start the next.
 * A tone is over once no edge came for 4 of its half periods.  Its
 * frequency is the clock over twice the mean half period, its length from
 * its first edge to its last plus a half period.
 */
const MIN_EDGES = 4;

export class ToneTracker {
  /* fCpu: the clock the cycles count. */
  constructor(fCpu) {
    this.fCpu = fCpu;
    this.tones = [];   /* { atMs, hz, ms, start, end } (cycles too), oldest first */
    this.level = 0;
    this.runN = 0;
    this.runStart = 0;
    this.last = 0;
    this.hp = 0;
  }

  /* The pin's level changed to level (0/1) at cycle, as an output. */
  edge(cycle, level) {
    if (level === this.level) return;
    this.level = level;
    this.settle(cycle);
    if (this.runN === 0) {
      this.runStart = cycle;
      this.last = cycle;
      this.runN = 1;
      return;
    }
    const d = cycle - this.last;
    if (this.runN >= 2) {
      if (Math.abs(d - this.hp) <= Math.floor((this.hp * 3) / 100) + 2) {
        this.last = cycle;
        this.runN++;
        return;
      }
      this.closeRun();
    }
    this.runStart = this.last;
    this.hp = d;
    this.last = cycle;
    this.runN = 2;
  }

  /* The pin stopped being an output, or the chip was reset. */
  silence(cycle) {
    this.level = 0;
    this.settle(cycle);
    this.closeRun();
  }

  closeRun() {
    if (this.runN >= MIN_EDGES) {
      const hp = (this.last - this.runStart) / (this.runN - 1);
      const end = this.last + Math.round(hp);
      this.tones.push({
        start: this.runStart, end, hz: this.fCpu / (2 * hp),
        atMs: (this.runStart * 1000) / this.fCpu, ms: ((end - this.runStart) * 1000) / this.fCpu,
      });
    }
    this.runN = 0;
  }

  /* Ends the run whose tone is over by cycle now. */
  settle(now) {
    if (this.runN >= 2 && now - this.last > 4 * this.hp + 2) this.closeRun();
  }

  /* The frequency sounding at cycle now (two equal intervals at least),
   * or 0. */
  sounding(now) {
    this.settle(now);
    if (this.runN < 3) return 0;
    return this.fCpu / (2 * ((this.last - this.runStart) / (this.runN - 1)));
  }
}
