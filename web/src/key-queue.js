/*
 * key-queue.js — the page's keys as the firmware gets them: each key's
 * wanted states (down, up) queued in order, and each state kept at least
 * minMs of the device's time before the next one, so a click shorter than
 * the firmware's debounce still counts and presses faster than that (or
 * come while the page was too busy to run the device) reach the firmware
 * one by one, never merged into one.  Times are the device's ms (its
 * cycles over its clock), not the wall clock's.
 */

export class KeyQueue {
  /* nowMs: the device's time; onChange(held): the keys down changed. */
  constructor(nowMs, onChange, minMs = 60) {
    this.nowMs = nowMs;
    this.onChange = onChange;
    this.minMs = minMs;
    this.held = new Set();
    this.since = new Map();    /* key -> the device's ms when it last went down or up */
    this.queued = new Map();   /* key -> its next states (true: down), in order */
  }

  /* Key name wanted down (or up): queued after the states on their way,
   * reached at once when its turn has come. */
  want(name, down) {
    const queue = this.queued.get(name) || [];
    const last = queue.length ? queue[queue.length - 1] : this.held.has(name);
    if (last === down) return;
    queue.push(down);
    this.queued.set(name, queue);
    this.apply();
  }

  /* The device's ms at which the first queued state's turn comes
   * (Infinity with none queued). */
  dueMs() {
    let due = Infinity;
    for (const name of this.queued.keys()) {
      const since = this.since.get(name);
      due = Math.min(due, since === undefined ? 0 : since + this.minMs);
    }
    return due;
  }

  /* The queued states whose turn has come, each key's next one. */
  apply() {
    let changed = false;
    const now = this.nowMs();
    for (const [name, queue] of this.queued) {
      const since = this.since.get(name);
      if (since !== undefined && now - since < this.minMs) continue;
      if (queue.shift()) this.held.add(name);
      else this.held.delete(name);
      this.since.set(name, now);
      changed = true;
      if (!queue.length) this.queued.delete(name);
    }
    if (changed) this.onChange(this.held);
  }

  /* Every key up and nothing queued (a new device). */
  clear() {
    this.held.clear();
    this.since.clear();
    this.queued.clear();
  }
}
