/*
 * runner-self-test.mjs — scenarios.mjs must fail where it would otherwise
 * pass on nothing: each case here is the runner started on one board
 * with boot.txt and one planted script (or none), and must end as said:
 * a script with one check passes (the control: the plants alone make the
 * others fail); an empty script, one of comments only and one whose every
 * line is skipped fail as "no check played"; a --with file that is not
 * there fails; a SCRIPT name that matches no scenario fails.  And the
 * Chromium suites without their Chromium (NIMBOX_CHROMIUM pointing
 * nowhere): each fails naming that path, or with NIMBOX_NO_CHROMIUM=1
 * says it skipped, which `make check`'s report (host-tests/suites.sh)
 * counts as a suite skipped, not passed, not broken, while a log of no
 * test without that line is still broken.  Run by scenarios.mjs on a
 * whole run (the children it starts name scripts, so they do not start
 * it again).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RUNNER = fileURLToPath(new URL('scenarios.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM_SUITES = ['browser.mjs', 'browser-screens.mjs', 'browser-oled.mjs', 'browser-encoder.mjs',
  'flash-browser.mjs'];

/* make check's report of a suite's log (host-tests/suites.sh's
 * report_suite): { line, broken, skipped } */
function reportOf(log, status) {
  const p = spawnSync('bash', ['-c', '. host-tests/suites.sh; total_pass=0; total_fail=0; broken=0; '
    + 'report_suite suite "$1" 5 "$2" 1; echo "broken=$broken skipped=${total_skipped:-0}"', 'report', log, String(status)],
  { cwd: ROOT, encoding: 'utf8' });
  const m = /broken=(\d+) skipped=(\d+)/.exec(p.stdout) || [];
  return { line: p.stdout.split('\n')[0], broken: Number(m[1]), skipped: Number(m[2]) };
}

/* The Chromium suites with NIMBOX_CHROMIUM naming no file. */
function chromiumCases(webDir, dir, check) {
  const nowhere = path.join(dir, 'no-chromium');
  for (const suite of CHROMIUM_SUITES) {
    const run = (extra) => {
      const env = { ...process.env, NIMBOX_CHROMIUM: nowhere, ...extra };
      if (!extra.NIMBOX_NO_CHROMIUM) delete env.NIMBOX_NO_CHROMIUM;
      const p = spawnSync(process.execPath, [fileURLToPath(new URL(suite, import.meta.url)), webDir],
        { encoding: 'utf8', env, timeout: 60000 });
      const log = path.join(dir, `${suite}.log`);
      fs.writeFileSync(log, `${p.stdout}${p.stderr}`);
      return { status: p.status, out: `${p.stdout}${p.stderr}`, report: reportOf(log, p.status) };
    };
    const bare = run({});
    check(`${suite} without Chromium at $NIMBOX_CHROMIUM: fails, naming it`, bare.status === 1
      && bare.out.includes(`FAIL ${nowhere} not found`) && bare.report.broken === 1, bare.out);
    const told = run({ NIMBOX_NO_CHROMIUM: '1' });
    check(`${suite} with NIMBOX_NO_CHROMIUM=1: skipped, and make check counts it skipped`,
      told.status === 0 && /^skipped suite: /m.test(told.out) && told.report.broken === 0 && told.report.skipped === 1,
      `${told.out}\n     report: ${JSON.stringify(told.report)}`);
  }
  const empty = path.join(dir, 'no-test.log');
  fs.writeFileSync(empty, 'skipped: a line that is not the skip line\n0 passed, 0 failed\n');
  const r = reportOf(empty, 0);
  check('a log of no test without "skipped suite:" is still broken in make check\'s report',
    r.broken === 1 && r.skipped === 0, JSON.stringify(r));
}

/* { passed, failed } of the cases, each on board (a build in webDir). */
export async function runnerSelfTest(webDir, board, log = console.log) {
  const r = { passed: 0, failed: 0 };
  const check = (what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    log(`${ok ? 'ok  ' : 'FAIL'} runner: ${what}${ok ? '' : `\n     ${why}`}`);
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
  chromiumCases(webDir, dir, check);
  fs.rmSync(dir, { recursive: true, force: true });
  return r;
}
