/*
 * script-args.mjs — what the scenario runner's commands share
 * (script.mjs, script-keys.mjs): a check's pass and fail lines, as
 * sim/script.c prints them, and the arguments read as it reads them
 * (the scenario language's one meaning: docs/simulator.md).
 */

/* A check passed: its ok line. */
export function pass(r, what) {
  r.passed++;
  r.log(`ok   ${r.file}:${r.line} ${what}`);
}

/* A check failed: its FAIL line and why. */
export function fail(r, what, why) {
  r.failed++;
  r.log(`FAIL ${r.file}:${r.line} ${what}\n     ${why}`);
}

/* A check of the screen failed: why, and the LCD as it is. */
export function failLcd(r, what, why) {
  const rows = [];
  for (let i = 0; i < r.dev.def.lcd.rows; i++) rows.push(`|${r.dev.row(i)}|`);
  fail(r, what, `${why}\n     LCD: ${rows.join('\n          ')}`);
}

/* TEXT: the rest, trailing blanks dropped, optional double quotes. */
export function textArg(rest) {
  const t = rest.trim();
  return t.length >= 2 && t[0] === '"' && t[t.length - 1] === '"' ? t.slice(1, -1) : t;
}

/* A number as both runners read one: decimal (a leading zero too: `010`
 * is ten) or hexadecimal after `0x`; null for anything else. */
export function number(word) {
  if (/^0[xX][0-9a-fA-F]+$/.test(word || '')) return parseInt(word.slice(2), 16);
  if (/^[0-9]+$/.test(word || '')) return Number(word);
  return null;
}

/* A number argument, or the command's usage as the error (a malformed
 * line). */
export function uint(word, what) {
  const n = number(word);
  if (n === null) throw new Error(`usage: ${what}`);
  return n;
}

/* A key's name (right, up, down, left, select), or the usage. */
export function key(word, what) {
  const k = (word || '').toLowerCase();
  if (!['right', 'up', 'down', 'left', 'select'].includes(k)) throw new Error(`usage: ${what}`);
  return k;
}

/* The C escapes of send-bytes: \n \r \t \\ \0 \xNN. */
export function unescape(s) {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '\\') {
      out += s[i];
      continue;
    }
    const c = s[++i];
    if (c === 'n') out += '\n';
    else if (c === 'r') out += '\r';
    else if (c === 't') out += '\t';
    else if (c === '0') out += '\0';
    else if (c === '\\') out += '\\';
    else if (c === 'x' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      out += String.fromCharCode(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else throw new Error(`bad escape \\${c}`);
  }
  return out;
}
