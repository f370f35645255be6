/*
 * shots.mjs — the device's screens that docs/device.md shows as images,
 * each as the keys that reach it from a fresh start (3 4 5 under Nim) on
 * the Uno, and the text pictures of docs/device.md they must match.
 * Used by browser.mjs, both for `make screenshots` (PNG files into
 * docs/images/) and for the browser test (into build/web/screenshots/,
 * every LCD compared with the pictures, so images regenerated from the
 * firmware cannot drift from the text).
 */
import fs from 'node:fs';

/* name, the keys in turn (held: a key kept down while shot) */
export const SHOTS = [
  { name: 'home', keys: [], what: 'the coach: the position and its hint' },
  { name: 'menu', keys: ['select'], what: 'the menu' },
  { name: 'sg', keys: ['select', 'select'], what: 'the SG view' },
  { name: 'rule', keys: ['select', 'down', 'select', 'down', 'down'], what: 'choosing a rule' },
  { name: 'take', keys: ['select', 'down', 'select', 'down', 'down', 'select'], what: "take:M's editor" },
  { name: 'sub', keys: ['select', 'down', 'select', 'down', 'down', 'down', 'down', 'select'], what: "sub's editor" },
  {
    name: 'map',
    keys: ['select', 'down', 'select', 'up', 'up', 'select', 'down', 'right', 'up', 'right',
      'down', 'down', 'down', 'down', 'down', 'down'],
    what: 'a map (rook) with two entries',
  },
  { name: 'keys', keys: ['select', 'down', 'down', 'down', 'select'], held: 'left', what: 'the Keys screen, LEFT held' },
];

/* Every two-row picture in a markdown text: consecutive lines holding
 * |16 characters|, as [row0, row1] with trailing blanks dropped. */
export function pictures(markdown, cols = 16) {
  const row = new RegExp(`^\\s*\\|(.{${cols}})\\|`);
  const lines = markdown.split('\n');
  const out = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = row.exec(lines[i]);
    const b = row.exec(lines[i + 1]);
    if (a && b) out.push([a[1].trimEnd(), b[1].trimEnd()]);
  }
  return out;
}

/* Whether rows [row0, row1] are one of the pictures of the file at path. */
export function inDoc(path, rows) {
  const trimmed = rows.map((r) => r.trimEnd());
  return pictures(fs.readFileSync(path, 'utf8')).some((p) => p[0] === trimmed[0] && p[1] === trimmed[1]);
}
