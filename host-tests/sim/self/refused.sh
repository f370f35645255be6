#!/usr/bin/env bash
# refused.sh SIM ELF — each line of refused.txt ("LINE => REASON") alone
# in a script, after `wait 10` (a guard "[COND] LINE" written as
# `requires COND` before it): the run must fail with one failure, the
# line's FAIL, and a reason that says "malformed line" and holds REASON.
# A line whose guard does not hold on this board is a skip.  Prints a
# line per case and "N passed, M failed".
#   bash host-tests/sim/self/refused.sh build/BOARD/nimbox-sim build/BOARD/nimbox.elf
set -u
sim=$1
elf=$2
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
n=0
while IFS= read -r entry; do
    case $entry in '#'* | '') continue ;; esac
    line=${entry%% => *}
    reason=${entry#* => }
    n=$((n + 1))
    script=$tmp/refused-$n.txt
    {
        echo "wait 10"
        if [[ $line == '['* ]]; then
            cond=${line%%]*}
            echo "requires ${cond#[}"
            line=${line#*] }
        fi
        echo "$line"
    } >"$script"
    out=$(timeout 60 "$sim" --check "$elf" "$script" 2>&1)
    rc=$?
    if grep -q "^skip refused-$n.txt:" <<<"$out"; then
        echo "skip $line (${out#*needs })" | head -n 1
        continue
    fi
    why=
    [ "$rc" -ne 0 ] && [ "$rc" -lt 124 ] || why="exit status $rc"
    grep -qx '0 passed, 1 failed' <<<"$out" || why="${why:+$why; }not exactly one failure"
    grep -qxF -- "FAIL refused-$n.txt:3 $line" <<<"$out" || grep -qxF -- "FAIL refused-$n.txt:2 $line" <<<"$out" ||
        why="${why:+$why; }no FAIL line for it"
    grep -F -- "malformed line: " <<<"$out" | grep -qF -- "$reason" ||
        why="${why:+$why; }no \"malformed line: ...$reason\""
    if [ -z "$why" ]; then
        passed=$((passed + 1))
        echo "ok   refused: $line"
    else
        failed=$((failed + 1))
        echo "FAIL refused: $line: $why"
        while IFS= read -r l; do echo "     | ${l:0:160}"; done <<<"$out" | tail -n 4
    fi
done <"$here/refused.txt"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
