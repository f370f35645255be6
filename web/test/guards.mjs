/*
 * guards.mjs — which scenario lines run on which board.  A scenario line
 * may start with a guard in brackets, and `boards ...` guards the rest of
 * a script; both take the same words.  Two kinds of word are understood,
 * so scripts can move from the first to the second:
 *   - a board's name (uno-lcdshield): true on that board;
 *   - a capability test NAME=VALUE, NAME!=VALUE or NAME<op>NUMBER with
 *     <op> one of >= <= > < (keys=ladder, piles>=32), read from the
 *     table below, which comes from the board definition generated from
 *     board.h and board.mk.
 * A guard holds when one of its board names is this board's, or when it
 * has capability tests and every one of them holds.  An unknown
 * capability is an error, never silently false.
 */

/* The capabilities of a board, from its generated definition. */
export function capabilities(def) {
  return {
    board: def.name,
    mcu: def.mcu,
    keys: def.keysDriver,
    ladder: def.ladder ? 'yes' : 'no',
    buttons: def.buttons ? 'yes' : 'no',
    'f-cpu': def.fCpu,
    baud: def.baud,
    vcc: def.vccMv,
    eeprom: def.eepromBytes,
    piles: def.limits.maxPiles,
    grundy: def.limits.grundyMax,
    'sub-amounts': def.limits.subAmounts,
    'sub-table': def.limits.subTable,
    terms: def.limits.maxTerms,
    nodes: def.limits.graphNodes,
    line: def.limits.consoleLine - 1,
    maps: def.maps.length,
    ...Object.fromEntries(def.maps.map((m) => [`map-${m}`, 'yes'])),
  };
}

const TEST = /^([a-z][a-z0-9-]*)(>=|<=|!=|=|>|<)(.+)$/;

/* Whether a guard's words (blank-separated) hold on a board with caps and
 * the known board names; throws on a word it cannot read. */
export function guardHolds(words, caps, boardNames) {
  let named = false;
  let tests = 0;
  let allTests = true;
  for (const word of words.split(/\s+/).filter(Boolean)) {
    if (boardNames.includes(word)) {
      if (word === caps.board) named = true;
      continue;
    }
    const m = TEST.exec(word);
    if (!m) throw new Error(`guard word '${word}': neither a board nor NAME<op>VALUE`);
    const [, name, op, value] = m;
    if (!(name in caps) && !name.startsWith('map-')) throw new Error(`guard: no capability '${name}'`);
    tests++;
    if (!compare(caps[name], op, value)) allTests = false;
  }
  return named || (tests > 0 && allTests);
}

function compare(have, op, want) {
  if (have === undefined) return op === '!=';
  if (op === '=' || op === '!=') {
    const same = String(have) === want;
    return op === '=' ? same : !same;
  }
  const a = Number(have);
  const b = Number(want);
  if (Number.isNaN(a) || Number.isNaN(b)) throw new Error(`guard: '${op}' needs numbers`);
  if (op === '>=') return a >= b;
  if (op === '<=') return a <= b;
  return op === '>' ? a > b : a < b;
}
