/*
 * shots.mjs — the device's screens that docs/device.md shows as images,
 * each as the keys that reach it from a fresh start (3 4 5 under Nim) on
 * the Uno (the play screens on the Mega: the Uno has no play; the 20x4's
 * on promini-handheld), and the text pictures of docs/device.md they must
 * match, as many rows as the display has.
 * Each shot names the picture it must show (picture: its rows, trailing
 * blanks dropped), and that picture must be one of docs/device.md's: a
 * shot whose keys did nothing shows another picture and fails.
 * Used by browser.mjs, both for `make screenshots` (PNG files into
 * docs/images/) and for the browser test (into build/web/screenshots/,
 * every LCD compared with its picture, so images regenerated from the
 * firmware cannot drift from the text).
 */
import fs from 'node:fs';

/* The play screens' keys: the menu's `Play nimbox` (`Two players` is one
 * further), its setup; one stone taken from the i-th pile with stones (the
 * cursor home with LEFT, then RIGHT i times: it skips empty piles), then
 * 1 s for the reply. */
const PLAY_MENU = ['select', 'down', 'down', 'down', 'down'];
const PLAY_SETUP = [...PLAY_MENU, 'select'];
const takeOne = (i) => ['left', 'left', 'left', ...Array(i).fill('right'), 'down', 'select', 'pause'];
/* start 3-4-5 (UP), first: nimbox (RIGHT, UP), level 3 -> 5 (RIGHT, UP UP) */
const NIMBOX_FIRST = [...PLAY_SETUP, 'up', 'right', 'up', 'right', 'up', 'up', 'select', 'pause'];
/* two players from 3-4-5, one stone from the first pile with stones each
 * turn; P2 asks for the coach's hint (UP) twice: P2 wins (2 hints) */
const TWO_PLAYERS = [0, 'hint', 0, 0, 'hint', 0, 0, 0, 0, 0, 0, 0, 0, 0]
  .flatMap((m) => (m === 'hint' ? ['up'] : takeOne(m)));

/* name, the keys in turn ('pause': 1 s; held: a key kept down while shot) */
export const SHOTS = [
  { name: 'home', picture: ['Nim 3 4 5', 'Pile 1: 3 to 1'], keys: [], what: 'the coach: the position and its hint' },
  { name: 'menu', picture: ['>SG values', ' Change rule'], keys: ['select'], what: 'the menu' },
  { name: 'sg', picture: ['SG 3 4 5', 'XOR 2: 1 winning'], keys: ['select', 'select'], what: 'the SG view' },
  { name: 'rule', picture: ['Rule: UP/DOWN', '> take:3'], keys: ['select', 'down', 'select', 'down', 'down'], what: 'choosing a rule' },
  { name: 'take', picture: ['Take 1 to M', 'M = 3'], keys: ['select', 'down', 'select', 'down', 'down', 'select'], what: "take:M's editor" },
  { name: 'sub', picture: ['Take 1 3 4', '0=drop SELECT=ok'], keys: ['select', 'down', 'select', 'down', 'down', 'down', 'down', 'select'], what: "sub's editor" },
  {
    name: 'map', picture: ['Map g8:2 a8:1', 'Move a8 to a1'],
    keys: ['select', 'down', 'select', 'up', 'up', 'select', 'down', 'right', 'up', 'right',
      'down', 'down', 'down', 'down', 'down', 'down'],
    what: 'a map (rook) with two entries',
  },
  { name: 'keys', picture: ['LEFT 2001 mV', 'Hold SELECT=back'], keys: ['select', 'down', 'down', 'down', 'select'], held: 'left', what: 'the Keys screen, LEFT held' },
  /* play (the Mega): the setup, your move, nimbox's move (3-4-5, nimbox
   * first at level 5: won for it, so the coach's moves whatever the
   * seed), that game to its end and score, two players with hints */
  { name: 'play-setup', picture: ['Nim vs nimbox', 'Start: 1-3-5-7'], board: 'mega-lcdshield', keys: PLAY_SETUP, what: 'the play setup' },
  { name: 'play-you', picture: ['You 1 3 5 7', 'Choose a pile'], board: 'mega-lcdshield', keys: [...PLAY_SETUP, 'select'], what: 'your move' },
  { name: 'play-nimbox', picture: ['You 1 4 5', 'Me: P1, 3 to 1'], board: 'mega-lcdshield', keys: NIMBOX_FIRST, what: "nimbox's move" },
  {
    name: 'play-end', picture: ['nimbox won at L5', 'You 0 - nimbox 1'],
    board: 'mega-lcdshield',
    keys: [...NIMBOX_FIRST, ...[0, 0, 0, 0, 0].flatMap(takeOne), 'pause'],
    what: 'the end of a game against nimbox (after its last move), with the score',
  },
  {
    name: 'play-two', picture: ['P2 won (2 hints)', 'SELECT: again'],
    board: 'mega-lcdshield',
    keys: [...PLAY_MENU, 'down', 'select', 'up', 'select', ...TWO_PLAYERS],
    what: 'the end of a two-player game, with the hints counted',
  },
  /* a 20x4 (promini-handheld): the coach's four rows at once */
  { name: 'home-2004', picture: ['Nim 3 4 5', 'Pile 1: 3 to 1', 'SG 3 4 5', 'XOR 2: 1 winning'], board: 'promini-handheld', keys: [], what: 'the coach on a 20x4: position, hint, SG, XOR' },
];

/* Every picture of n rows in a markdown text: |cols characters| in n
 * consecutive lines at the same column (several side by side count one
 * by one), as [row0, row1, ...] with trailing blanks dropped. */
export function pictures(markdown, cols = 16, n = 2) {
  const row = new RegExp(`\\|(.{${cols}})\\|`, 'g');
  const lines = markdown.split('\n');
  const out = [];
  for (let i = 0; i + n - 1 < lines.length; i++) {
    for (const a of lines[i].matchAll(row)) {
      const rows = [a[1].trimEnd()];
      for (let k = 1; k < n; k++) {
        const b = lines[i + k].slice(a.index, a.index + cols + 2);
        if (b.length !== cols + 2 || b[0] !== '|' || b[cols + 1] !== '|') break;
        rows.push(b.slice(1, cols + 1).trimEnd());
      }
      if (rows.length === n) out.push(rows);
    }
  }
  return out;
}

/* Whether rows (trailing blanks dropped) are one of the pictures, cols
 * wide, of the file at path. */
export function inDoc(path, rows, cols) {
  return pictures(fs.readFileSync(path, 'utf8'), cols, rows.length)
    .some((p) => p.length === rows.length && p.every((line, i) => line === rows[i]));
}

/* What is wrong with a shot's LCD rows (each as wide as the display)
 * against its picture and docs/device.md at path, or ''. */
export function shotWrong(shot, rows, path) {
  const got = rows.map((r) => r.trimEnd());
  if (!inDoc(path, shot.picture, rows[0].length)) {
    return `its picture ${shot.picture.map((l) => `|${l}|`).join(' / ')} is not in docs/device.md`;
  }
  if (got.join('\n') !== shot.picture.join('\n')) {
    return `LCD ${rows.map((l) => `|${l}|`).join(' / ')}, not its picture `
      + `${shot.picture.map((l) => `|${l}|`).join(' / ')}`;
  }
  return '';
}
