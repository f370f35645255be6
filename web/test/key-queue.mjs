/*
 * key-queue.mjs — the page's key queue (src/key-queue.js) on a clock of
 * its own: a click of no length held 60 ms, two quick presses reaching
 * the firmware as two, a key held down staying one press, the first
 * queued state's turn, and clear().
 */
import { KeyQueue } from '../src/key-queue.js';

/* { passed, failed } of the checks, each line through log */
export function keyQueueTests(log) {
  let passed = 0;
  let failed = 0;
  const check = (what, ok, why = '') => {
    if (ok) passed++;
    else failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} key queue: ${what}${ok ? '' : `\n     ${why}`}`);
  };
  let t = 0;
  const seen = [];   /* [ms, keys down] at each change */
  const q = new KeyQueue(() => t, (held) => seen.push([t, [...held].join(',')]));
  /* a click of no length: down now, up 60 ms later */
  q.want('up', true);
  q.want('up', false);
  t = 59;
  q.apply();
  check('a click of no length stays down 59 ms', seen.length === 1 && seen[0][1] === 'up', JSON.stringify(seen));
  t = 60;
  q.apply();
  check('and comes up at 60 ms', seen.length === 2 && seen[1][0] === 60 && seen[1][1] === '', JSON.stringify(seen));
  /* a second press at once: waits its 60 ms up, then comes down */
  q.want('up', true);
  q.want('up', false);
  check('a second press queued, its turn at 120 ms', q.dueMs() === 120 && seen.length === 2, `${q.dueMs()}`);
  t = 120;
  q.apply();
  t = 180;
  q.apply();
  check('two quick presses reach the firmware as two', seen.map((s) => s[1]).join('|') === 'up||up|',
    JSON.stringify(seen));
  /* a key held (repeats of its keydown): one press */
  seen.length = 0;
  t = 300;
  q.want('select', true);
  q.want('select', true);
  t = 400;
  q.want('select', false);
  check('a key wanted down twice is one press', seen.map((s) => s[1]).join('|') === 'select|', JSON.stringify(seen));
  q.want('left', true);
  q.clear();
  check('clear(): every key up, nothing queued', q.held.size === 0 && q.queued.size === 0 && q.dueMs() === Infinity);
  return { passed, failed };
}
