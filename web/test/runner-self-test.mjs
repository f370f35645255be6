/*
 * runner-self-test.mjs — scenarios.mjs must fail where it would otherwise
 * pass on nothing: each case here is the runner started on one board
 * with boot.txt and one planted script (or none), and must end as said:
 * a script with one check passes (the control: the plants alone make the
 * others fail); an empty script, one of comments only and one whose every
 * line is skipped fail as "no check played"; a --with file that is not
 * there fails; a SCRIPT name that matches no scenario fails.  Run by
 * scenarios.mjs on a whole run (the children it starts name scripts, so
 * they do not start it again).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RUNNER = fileURLToPath(new URL('scenarios.mjs', import.meta.url));

/* { passed, failed } of the cases, each on board (a build in webDir). */
export async function runnerSelfTest(webDir, board) {
  const r = { passed: 0, failed: 0 };
  const check = (what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} runner: ${what}${ok ? '' : `\n     ${why}`}`);
  };
  if (!board) {
    check('a board to try the runner on', false, `no build in ${webDir}`);
    return r;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nimbox-runner-'));
  const plant = (name, text) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const run = (args) => {
    const p = spawnSync(process.execPath, [RUNNER, webDir, ...args], {
      encoding: 'utf8', env: { ...process.env, WEB_BOARDS: board },
    });
    return { status: p.status, out: `${p.stdout}${p.stderr}` };
  };
  const cases = [
    ['a script with one check (the control)', ['boot.txt', '--with', plant('one-check.txt', 'wait 10\nexpect-no-busy\n')],
      0, / 0 failed$/m],
    ['an empty script', ['boot.txt', '--with', plant('empty.txt', '')], 1, /empty\.txt: no check played on any board/],
    ['a script of comments only', ['boot.txt', '--with', plant('comments.txt', '# nothing\n\n# to play\n')], 1,
      /comments\.txt: no check played on any board/],
    ['a script whose every line is skipped', ['boot.txt', '--with', plant('skipped.txt', 'stack\nawake-clear\n')], 1,
      /skipped\.txt: no check played on any board/],
    ['--with a file not there', ['boot.txt', '--with', path.join(dir, 'not-there.txt')], 1,
      /--with \S*not-there\.txt: no such file/],
    ['a SCRIPT name matching no scenario', ['no-such-scenario.txt'], 1,
      /no-such-scenario\.txt: matches no script/],
  ];
  for (const [what, args, status, says] of cases) {
    const got = run(args);
    check(`${what}: ${status ? 'fails' : 'passes'}, said`, got.status === status && says.test(got.out),
      `exit ${got.status}; ${got.out.split('\n').filter((l) => /^FAIL|passed,/.test(l)).join(' | ')}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return r;
}
