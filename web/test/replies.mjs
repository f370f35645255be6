/*
 * replies.mjs — the paste check of the scenario scripts on the page's
 * device (replies-begin, expect-answer, replies-end strict|lossy), with
 * the simulator's semantics (sim/reply_check.c).
 *
 * The expected answers are kept in order, each one or more reply lines
 * (joined by " | " in the script).  At replies-end the device runs until
 * the sender has nothing left and the console has been quiet for 500 ms,
 * and every console line it printed is compared:
 *
 *   strict  the replies are exactly the answers, in order;
 *   lossy   the same, except that a run of one or more consecutive
 *           answers may be replaced by the firmware's one "input lost"
 *           error line.  Any other difference is a wrong answer, and a
 *           missing answer without an error line is a silent loss.
 *
 * The lossy match is a reachability table over (answers used, replies
 * used), so an answer that happens to equal a later one cannot lead the
 * check astray.  The caller also fails a paste that overran the USART
 * (a byte arriving while two waited unread).
 */

export const ANSWERS_MAX = 2048;
const QUIET_MS = 500;
const STEP_MS = 10;
const SEPARATOR = ' | ';
export const LOST_LINE = 'error: input lost; line discarded';

/* One expect-answer's text as its reply lines. */
export function answerLines(text) {
  return text.split(SEPARATOR);
}

/* Runs dev until nothing is left to send and no byte has come for 500 ms;
 * false if that never happens within giveUpMs of the device's time. */
export function runUntilQuiet(dev, giveUpMs) {
  let last = dev.serial.bytesOut;
  let quiet = 0;
  for (let ms = 0; dev.serial.pending() > 0 || quiet < QUIET_MS; ms += STEP_MS) {
    if (ms >= giveUpMs) return false;
    dev.runMs(STEP_MS);
    if (dev.serial.bytesOut !== last || dev.serial.pending() > 0) {
      last = dev.serial.bytesOut;
      quiet = 0;
    } else {
      quiet += STEP_MS;
    }
  }
  return true;
}

/* answers: arrays of lines; replies: lines.  { ok, why, lostErrors,
 * lostLines } as sim/reply_check.c reports them. */
export function checkReplies(answers, replies, lossy) {
  const na = answers.length;
  const nr = replies.length;
  const lostErrors = replies.filter((l) => l === LOST_LINE).length;
  const cols = nr + 1;
  const reach = new Uint8Array((na + 1) * cols);
  const at = (i, j) => j + answers[i].length <= nr && answers[i].every((l, k) => l === replies[j + k]);
  reach[0] = 1;
  let bestI = 0;
  let bestJ = 0;
  for (let i = 0; i <= na; i++) {
    for (let j = 0; j <= nr; j++) {
      if (!reach[i * cols + j]) continue;
      if (i > bestI || (i === bestI && j > bestJ)) {
        bestI = i;
        bestJ = j;
      }
      if (i === na) continue;
      if (at(i, j)) reach[(i + 1) * cols + j + answers[i].length] = 1;
      if (lossy && j < nr && replies[j] === LOST_LINE) {
        for (let t = i + 1; t <= na; t++) reach[t * cols + j + 1] = 1;
      }
    }
  }
  const ok = reach[na * cols + nr] === 1;
  let lostLines = 0;
  if (ok && lossy) {
    lostLines = answers.reduce((a, l) => a + l.length, 0) - (nr - lostErrors);
  }
  let why = '';
  if (!ok) {
    if (bestI < na && bestJ < nr) {
      why = `answer ${bestI + 1} of ${na}: expected "${answers[bestI][0]}", got "${replies[bestJ]}" `
        + `(reply ${bestJ + 1} of ${nr})`;
    } else if (bestI < na) {
      why = `answer ${bestI + 1} of ${na} ("${answers[bestI][0]}") and after: no reply`
        + `${lossy ? ' and no input-lost error for them' : ''}`;
    } else {
      why = `reply ${bestJ + 1} of ${nr} ("${replies[bestJ]}") answers nothing that was sent`;
    }
  }
  return { ok, why, lostErrors, lostLines };
}
