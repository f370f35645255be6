/*
 * rule.mjs — the scenario command `rule NAME` on the page's device: choose
 * a rule by its name, by reading the LCD as a person would, exactly as
 * the simulator's sim/script_rule.c does it.
 *
 * From the position screen: SELECT opens the menu, DOWN until the menu's
 * chosen line is ">Change rule", SELECT; then DOWN until the rule line
 * ("> NAME", row 1 under "Rule: UP/DOWN") shows NAME, and SELECT.  Each
 * key is a `press` (held 100 ms, released, 50 ms run).  NAME matches the
 * rule line when it is the same text (`nim`, `take:3`, `sub:1,3,4`,
 * `dag:rook`), when it is a bare word and the line is that word and a
 * colon on (`take`, `sub`, `dag`: the first of the kind), or when the
 * line is cut at the LCD's width and NAME begins with all of it.  take:M
 * and sub: end on their parameter screen, which the script goes on to set
 * with the keys.  The walks are bounded (16 menu lines, 64 rules, and a
 * list that comes back to where it started); a failure names what the
 * menu or the rule list showed.
 */

const MENU_PRESSES_MAX = 16;
const RULE_PRESSES_MAX = 64;
const MENU_ITEM = '>Change rule';
const RULE_TITLE = 'Rule: UP/DOWN';

/* Whether the rule line's name `shown` is the rule `want`, on an LCD
 * cols wide. */
export function ruleMatches(shown, want, cols) {
  if (shown === want) return true;
  if (!want.includes(':') && shown.startsWith(want) && shown[want.length] === ':') return true;
  return shown.length > 0 && shown.length + 2 >= cols && want.startsWith(shown);
}

/* Plays `rule name` on dev; press(key) is the script's `press KEY`.
 * Returns null when the rule was chosen, else why not (the walk stops
 * there, as the simulator's does). */
export function chooseRule(dev, name, press) {
  const row = (n) => dev.row(n).replace(/\s+$/, '');
  press('select');
  let seen = [];
  let inMenu = false;
  for (let i = 0; i <= MENU_PRESSES_MAX; i++) {
    const line = row(0);
    if (line === MENU_ITEM) {
      inMenu = true;
      break;
    }
    if (line[0] !== '>') return 'not in the menu (after SELECT from the position)';
    if (seen.join(', ').includes(line.slice(1))) break;   /* round the whole menu */
    seen.push(line.slice(1));
    press('down');
  }
  if (!inMenu) return `no "${MENU_ITEM.slice(1)}" in the menu; it showed: ${seen.join(', ')}`;
  press('select');
  seen = [];
  let first = '';
  for (let i = 0; i <= RULE_PRESSES_MAX; i++) {
    if (row(0) !== RULE_TITLE) return `not in the rule list ("${RULE_TITLE}" expected on row 0)`;
    const line = row(1);
    const shown = line.startsWith('> ') ? line.slice(2) : line;
    if (ruleMatches(shown, name, dev.def.lcd.cols)) {
      press('select');
      return null;
    }
    if (i && shown === first) break;   /* round the whole list */
    if (!i) first = shown;
    seen.push(shown);
    press('down');
  }
  return `no rule "${name}" in the rule list; it showed: ${seen.join(', ')}`;
}
