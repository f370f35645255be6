# shellcheck shell=bash
# planted.sh — what the simulator's part-model suites share (sourced by
# host-tests/sim/beeper/run.sh and st7920/run.sh): a test program built
# once a case (out/caseN.elf) run in a board's simulator ($sim) on a
# script, passing or failing with its fault's words.
#   ok NAME, bad NAME [DETAIL]   a check's line; passed and failed count them
# (out and sim: the sourcing script's folder of programs and simulator)
# shellcheck disable=SC2154
passed=0 failed=0
ok() { echo "ok   $1"; passed=$((passed + 1)); }
bad() { echo "FAIL $1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/     /'; failed=$((failed + 1)); }
# run CASE FILE: the case's program on the script; the run's status (its
# output in $out/caseCASE-FILE.log)
run() {
    local log
    log=$out/case$1-$(basename "$2" .txt).log
    "$sim" --check "$out/case$1.elf" "$2" >"$log" 2>&1
}
# want_fail CASE FILE TEXT: the run fails, its output holding TEXT
want_fail() {
    local log
    log=$out/case$1-$(basename "$2" .txt).log
    if run "$1" "$2"; then
        bad "case $1, $(basename "$2"): passed, must fail ($3)" "$(cat "$log")"
    elif grep -qF -- "$3" "$log"; then
        ok "case $1, $(basename "$2") fails: $(grep -F -- "$3" "$log" | head -1 | sed 's/^ *//' | cut -c1-140)"
    else
        bad "case $1, $(basename "$2"): failed without \"$3\"" "$(cat "$log")"
    fi
}
