#!/usr/bin/env bash
# run.sh SIM ELF — the scenario runner's own tests: each script here plants
# a fault the runner must count (a line that ends the script inside a cut
# sweep, an unknown command or `requires` there, a round that arms no
# cut, checks that fail in a sweep's round, a quiet round's stop, a paste
# that outlasts its bound, malformed lines: no bytes, no text, an
# argument too many, a script that checks nothing, a sweep whose cut never
# came), and the run must exit with a status other than 0
# and print the counts given here; each wrong-*.txt feeds a checker what
# it must refuse (below); numbers.txt, send-trailing.txt and
# good.txt must pass with exactly the counts given (actions are notes, not
# passes).  A rotary encoder's commands (turn, click, long-click) each
# with a planted wrong claim on a board with one; refused elsewhere.  Two scripts in one run: the second still runs after the first
# ended early.  Prints "N passed, M failed".
#   bash host-tests/sim/self/run.sh build/BOARD/nimbox-sim build/BOARD/nimbox.elf
set -u
sim=$1
elf=$2
here=$(dirname "$0")
passed=0
failed=0

# cap NAME: this board's value of a capability (nimbox-sim --caps ELF)
cap() { "$sim" --caps "$elf" | sed -n "s/^$1=//p"; }
console=$(cap console)
cuts=$(cap power-cuts)
keys=$(cap keys)

# expect NAME STATUS COUNTS PATTERN SCRIPT...: the run of the scripts
# exits with 0 (STATUS ok) or not (STATUS fail), its last count line is
# COUNTS ("P passed, F failed"), and a line matches PATTERN (grep -E)
expect() {
    local name=$1 status=$2 counts=$3 pattern=$4 out rc last why=
    shift 4
    local files=()
    for f in "$@"; do files+=("$here/$f"); done
    out=$(timeout 120 "$sim" --lcd-khz 190 --check "$elf" "${files[@]}" 2>&1)
    rc=$?
    last=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' <<<"$out" | tail -n 1)
    if [ "$status" = ok ] && [ "$rc" -ne 0 ]; then why="exit status $rc, not 0"; fi
    if [ "$status" = fail ] && { [ "$rc" -eq 0 ] || [ "$rc" -ge 124 ]; }; then
        why="exit status $rc, not a failure"
    fi
    [ "$last" = "$counts" ] || why="${why:+$why; }counts \"$last\", not \"$counts\""
    grep -qE -- "$pattern" <<<"$out" || why="${why:+$why; }no line matches /$pattern/"
    if [ -z "$why" ]; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name: $why"
        while IFS= read -r line; do echo "     | ${line:0:160}"; done <<<"$out" | tail -n 12
    fi
}
skip() { echo "skip $1"; }

# a board whose keys are a rotary encoder: its commands' planted cases
# alone (the others' scripts press the five keys)
if [ "$keys" = encoder ]; then
    expect "turn: a detent lost under bounce claimed: one failure" fail "1 passed, 1 failed" \
        '^FAIL wrong-turn.txt:9 expect-lcd 0 Nim 4 4 5' wrong-turn.txt
    expect "turn -1: anticlockwise claimed as clockwise: one failure" fail "0 passed, 1 failed" \
        '^     row 0 is "Nim 2 4 5      \*"$' wrong-turn-back.txt
    expect "click: the menu not claimed: one failure" fail "0 passed, 1 failed" \
        '^     row 0 is ">SG values"$' wrong-click.txt
    expect "long-click 300: a click, claimed long: one failure" fail "0 passed, 1 failed" \
        '^     row 0 is ">SG values"$' wrong-long-click.txt
    expect "press right on an encoder: refused, the script ended" fail "0 passed, 1 failed" \
        "right: this board's keys are a rotary encoder" encoder-keys-refused.txt
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
fi
expect "turn on a board without an encoder: refused, the script ended" fail "0 passed, 1 failed" \
    'this board has no rotary encoder' encoder-none.txt

expect "a good script: only checks pass; notes and skips counted" ok "4 passed, 0 failed" \
    '^6 notes, 3 skipped$' good.txt
expect "numbers: 010 is ten, 08 eight, 0x0A ten" ok "2 passed, 0 failed" \
    '^ok   numbers.txt:6 ' numbers.txt
expect "an empty script: ran no check, a failure" fail "0 passed, 1 failed" \
    '^     .*empty.txt ran no check' empty.txt
expect "comments alone: ran no check" fail "0 passed, 1 failed" \
    '^     .*comments-only.txt ran no check' comments-only.txt
expect "notes alone (wait, press, measure): ran no check" fail "0 passed, 1 failed" \
    '^     .*notes-only.txt ran no check' notes-only.txt
expect "every check refused by a guard: ran no check" fail "0 passed, 1 failed" \
    '^     .*all-guarded.txt ran no check' all-guarded.txt
expect "a run whose one script a requires skipped: no check ran" fail "0 passed, 0 failed" \
    '^no check ran' requires-never.txt
expect "a script a requires skipped, beside one that checks: a skip, no failure" ok \
    "4 passed, 0 failed" '^skip requires-never.txt:4 ' requires-never.txt good.txt
expect "expect-eeprom ADDR with no bytes: malformed" fail "0 passed, 1 failed" \
    '^FAIL eeprom-no-bytes.txt:4 expect-eeprom 10$' eeprom-no-bytes.txt
expect "expect-lcd-has ROW with no text: malformed" fail "0 passed, 1 failed" \
    '^FAIL lcd-has-empty.txt:4 ' lcd-has-empty.txt
expect "an argument to a command that takes none: malformed" fail "0 passed, 1 failed" \
    '^FAIL extra-arg.txt:4 expect-no-busy now$' extra-arg.txt
expect "an argument too many (flow xonxoff 16 32): malformed" fail "0 passed, 1 failed" \
    '^FAIL extra-arg-flow.txt:4 flow xonxoff 16 32$' extra-arg-flow.txt
if [ "$console" = 1 ]; then
    expect "send: the line's trailing blanks dropped" ok "2 passed, 0 failed" \
        '^ok   send-trailing.txt:[0-9]+ expect-reply win 1 3 1$' send-trailing.txt
    expect "replies-end outlasting its bound: timed out, the script ended" fail \
        "1 passed, 1 failed" '^     timed out after 1 s ' replies-timeout.txt
else
    skip "send's trailing blanks, replies-end outlasting its bound (no console)"
fi
if [ "$cuts" = 1 ]; then
    expect "a stop inside a sweep (a rule not in the list): one failure" fail \
        "0 passed, 1 failed" '^FAIL sweep-stop.txt:[0-9]+ rule no-such-rule \[cut-sweep old, K = 1\]$' \
        sweep-stop.txt
    expect "an unknown command inside a sweep: one failure" fail "0 passed, 1 failed" \
        'unknown command "frobnicate"' sweep-unknown.txt
    expect "requires inside a sweep: one failure" fail "0 passed, 1 failed" \
        'has no place in a sweep' sweep-requires.txt
    expect "a sweep round that arms no cut: one failure" fail "0 passed, 1 failed" \
        'round 1 armed no cut' sweep-no-cut.txt
    expect "two failing checks in a sweep's round: two failures (and the cut that never came)" \
        fail "0 passed, 3 failed" 'the uncut round FAILED' sweep-checks.txt
    expect "a sweep whose cut never came (0 cut points): a failure" fail "1 passed, 1 failed" \
        '^     the cut never came: round 1 wrote no EEPROM cell' sweep-never-cut.txt
    expect "a stop in a quiet round (K = 10): shown, every failure counted" fail \
        "0 passed, 11 failed" '^FAIL sweep-quiet-stop.txt:[0-9]+ power-cut-write 10 3310 \[cut-sweep old, K = 10\]$' \
        sweep-quiet-stop.txt
    expect "the next script runs after one that stopped early" fail "4 passed, 1 failed" \
        '^ok   good.txt:' sweep-unknown.txt good.txt
else
    skip "the sweep cases (no power cuts)"
fi
# wrong-*.txt: each checker fed what it must refuse; the run fails with
# one failure, at the file's last line, the checker's own verdict (not a
# malformed line or a stop), the lines before it holding; `# options:`
# in a file adds to the simulator's options; a file whose `requires` does
# not hold on this board is a skip
for f in "$here"/wrong-*.txt; do
    name=${f##*/}
    opts=$(sed -n 's/^# options: //p' "$f")
    # shellcheck disable=SC2086
    out=$(timeout 120 "$sim" --lcd-khz 190 $opts --check "$elf" "$f" 2>&1)
    rc=$?
    if grep -q "^skip $name:" <<<"$out"; then
        echo "skip $name ($(sed -n "s/^skip $name:[0-9]* (//p" <<<"$out" | head -n 1)"
        continue
    fi
    last=$(grep -n -v -e '^#' -e '^ *$' "$f" | tail -n 1 | cut -d: -f1)
    why=
    { [ "$rc" -ne 0 ] && [ "$rc" -lt 124 ]; } || why="exit status $rc"
    grep -Eqx '[0-9]+ passed, 1 failed' <<<"$out" || why="${why:+$why; }not exactly one failure"
    grep -q "^FAIL $name:$last " <<<"$out" || why="${why:+$why; }line $last did not fail"
    ! grep -q 'malformed line\|stopped early\|unknown command' <<<"$out" || why="${why:+$why; }a malformed line or a stop"
    if [ -z "$why" ]; then
        passed=$((passed + 1))
        echo "ok   $name fails: $(grep -A1 "^FAIL $name:$last " <<<"$out" | tail -n 1 | sed 's/^ *//' | cut -c1-110)"
    else
        failed=$((failed + 1))
        echo "FAIL $name (must fail at line $last, by its checker): $why"
        while IFS= read -r line; do echo "     | ${line:0:160}"; done <<<"$out" | grep -v '^     | ok ' | tail -n 8
    fi
done

# CUT_PLAN, the filter of the power-cut sweeps each build plays
# (cut-plan.sh): one that matches nothing must fail, never pass on no sweep
. "$here/../../suites.sh"
. "$here/../cut-plan.sh"
# judged NAME STATUS PATTERN CMD...: CMD's status ok (0) or fail (not 0),
# and a line of its output matching PATTERN (none asked: "")
judged() {
    local name=$1 status=$2 pattern=$3 out rc why=
    shift 3
    out=$("$@" 2>&1)
    rc=$?
    if [ "$status" = ok ] && [ "$rc" -ne 0 ]; then why="status $rc, not 0"; fi
    if [ "$status" = fail ] && [ "$rc" -eq 0 ]; then why="status 0, not a failure"; fi
    [ -z "$pattern" ] || grep -qE -- "$pattern" <<<"$out" || why="${why:+$why; }no line matches /$pattern/"
    if [ -z "$why" ]; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name: $why"
        printf '     | %s\n' "$out"
    fi
}
# plan NAME STATUS PATTERN CUT_PLAN: cut_plan_check over two builds and two sweeps
plan_check() {
    CUT_PLAN=$1 SIM_BOARDS="b1 b2" CUT_SCENARIOS="s/power-cut-wrap.txt s/power-cut-fresh.txt" cut_plan_check
}
plan() { judged "$1" "$2" "$3" plan_check "$4"; }
plan "CUT_PLAN: every sweep played, every name known" ok "" "b1=all b2=power-cut-wrap.txt"
plan "CUT_PLAN: a file that matches no sweep fails" fail \
    '^CUT_PLAN: power-cut-wrapp.txt .* matches no power-cut scenario' "b1=all b2=power-cut-wrapp.txt"
plan "CUT_PLAN: a build not among SIM_BOARDS fails" fail \
    '^CUT_PLAN: b9 .* is not a build of SIM_BOARDS' "b9=all b2=power-cut-wrap.txt"
plan "CUT_PLAN: a sweep no build plays fails" fail \
    '^CUT_PLAN: no build plays power-cut-fresh.txt$' "b2=power-cut-wrap.txt"
plan "CUT_PLAN: a word that is not BUILD=... fails" fail \
    'is not BUILD=all or BUILD=FILE' "b1 b2=all"

# the page's scenario groups (host-tests/web-groups.sh): a board in no
# group would be played by no one and pass, so each board once or fail
. "$here/../../web-groups.sh"
# groups NAME STATUS PATTERN WEB_SCENARIO_GROUPS: web_groups_check over
# three covering builds and an encoder build
groups_check() { COVERING_BUILDS="b1 b2 b3" WEB_ENCODER_BUILDS="e1" WEB_SCENARIO_GROUPS=$1 WEB_ONCE_BOARD=${2:-} web_groups_check; }
groups() { judged "$1" "$2" "$3" groups_check "$4" "${5:-}"; }
groups "WEB_SCENARIO_GROUPS: every board once" ok "" "b1,b2 b3,e1"
groups "WEB_SCENARIO_GROUPS: none given, a board a group" ok "" ""
groups "WEB_SCENARIO_GROUPS: a board left out fails" fail '^WEB_SCENARIO_GROUPS: b3 is in 0 groups' "b1,b2 e1"
groups "WEB_SCENARIO_GROUPS: a board twice fails" fail '^WEB_SCENARIO_GROUPS: b2 is in 2 groups' "b1,b2 b2,b3 e1"
groups "WEB_SCENARIO_GROUPS: a board not checked fails" fail \
    '^WEB_SCENARIO_GROUPS: b9 is not a covering or encoder build' "b1,b2,b9 b3,e1"
groups "WEB_ONCE_BOARD: a board of a group" ok "" "b1,b2 b3,e1" b3
groups "WEB_ONCE_BOARD: a board of no group fails" fail '^WEB_ONCE_BOARD: b9 is in no group' "b1,b2 b3,e1" b9

# BENCH_BUILDS (queue.sh): a build not among SIM_BOARDS must fail
. "$here/../queue.sh"
bench_check() { BENCH_BUILDS=$1 SIM_BOARDS="b1 b2" bench_builds_check; }
judged "BENCH_BUILDS: builds of SIM_BOARDS" ok "" bench_check "b1 b2"
judged "BENCH_BUILDS: a misspelt build fails" fail '^BENCH_BUILDS: b3 is not a build of SIM_BOARDS$' bench_check "b1 b3"

# lines refused with their reasons: every number out of its range, a
# repeat inside a repeat (refused.sh, refused.txt)
refused=$(bash "$here/refused.sh" "$sim" "$elf")
grep -v -E '^[0-9]+ passed, [0-9]+ failed$' <<<"$refused"
counts=$(tail -n 1 <<<"$refused")
if [[ $counts =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && [ "${BASH_REMATCH[1]}" -gt 0 ]; then
    passed=$((passed + BASH_REMATCH[1]))
    failed=$((failed + BASH_REMATCH[2]))
else
    failed=$((failed + 1))
    echo "FAIL refused.sh: no count line (\"$counts\")"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
