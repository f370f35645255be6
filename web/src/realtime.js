/*
 * realtime.js — keeps the device's time in step with the wall clock, one
 * step (about a display frame) at a time: each step runs the device up to "now" at
 * its own clock (F_CPU), so the firmware's timers tick at their real
 * rate.  While the firmware sleeps the chip jumps to its next clock event
 * (chip.js), so an idle device costs a few hundred thousand emulated
 * cycles a second.  When the host cannot keep up (a long computation in
 * the firmware, a tab in the background) a step stops after its budget
 * and the device falls behind; more than maxLagMs behind, it is re-anchored
 * (it then ran slower than real time, as a debugger would show it, never
 * faster to catch up).
 */

export class RealTime {
  /* Paces device; budgetMs: the most a step may spend emulating. */
  constructor(device, budgetMs = 12, maxLagMs = 250) {
    this.device = device;
    this.budgetMs = budgetMs;
    this.maxLagMs = maxLagMs;
    this.anchorWall = null;
    this.anchorCycles = 0;
    this.busyMs = 0;
    this.frames = 0;
  }

  /* Runs the device up to wall time nowMs (performance.now()), or only
   * up to cycle capCycles where that comes first (an input due then: the
   * caller applies it and steps again); returns whether the device
   * reached capCycles. */
  step(nowMs, capCycles = Infinity) {
    const dev = this.device;
    const f = dev.fCpu;
    if (this.anchorWall === null) {
      this.anchorWall = nowMs;
      this.anchorCycles = dev.cycles;
    }
    const target = this.anchorCycles + Math.floor(((nowMs - this.anchorWall) * f) / 1000);
    const stop = Math.min(target, capCycles);
    const slice = Math.max(1, Math.floor(f / 1000));   /* 1 ms of device time */
    const start = performance.now();
    while (dev.cycles < stop) {
      dev.runCycles(Math.min(slice, stop - dev.cycles));
      if (performance.now() - start > this.budgetMs) break;
    }
    if (capCycles >= target) {
      const lagMs = ((target - dev.cycles) * 1000) / f;
      if (lagMs > this.maxLagMs) {
        this.anchorWall = nowMs;
        this.anchorCycles = dev.cycles;
      }
      this.frames++;
    }
    this.busyMs += performance.now() - start;
    return dev.cycles >= capCycles;
  }

  /* Forgets the anchor: the next step starts the clock again (after a
   * pause, a board change). */
  restart() {
    this.anchorWall = null;
  }
}
