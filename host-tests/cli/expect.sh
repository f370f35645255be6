# expect.sh — the host command's two checks, sourced by the cli suites
# (play.sh, puzzle.sh, misere.sh) after tally.sh, with $nimbox set: a
# command that must print exactly, and one that must be refused.

# leaks_unchecked: LeakSanitizer off for the rest of a suite of thousands
# of runs (the answers against the oracle, whole games replayed a move at
# a time: play.sh, misere.sh): its scan at exit reads the host build's
# 29 MB of tables, 14 ms of a run's 21 ms.  ASan and UBSan stay on; the
# paths that allocate (squares rewritten, batch input, the host's
# buffers) are leak-checked by cli/run.sh.
leaks_unchecked() { export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"; }

# expect_out NAME EXPECTED -- ARGS...: exit 0, stdout EXPECTED, no stderr
expect_out() {
    local name=$1 want=$2; shift 3
    timeout 20 "$nimbox" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    local status=$? got; got=$(cat "$tmp/out")
    if [ $status -eq 0 ] && [ "$got" = "$want" ] && [ ! -s "$tmp/err" ]; then ok "$name"
    else bad "$name" "args: $*" "exit $status" "want: $want" "got:  $got" "stderr: $(cat "$tmp/err")"; fi
}

# expect_err NAME STDERR_REGEX -- ARGS...: exit 2, no stdout, one stderr
# line matching "nimbox: STDERR_REGEX"
expect_err() {
    local name=$1 want=$2; shift 3
    timeout 20 "$nimbox" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    local status=$? lines; lines=$(wc -l <"$tmp/err")
    if [ $status -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$lines" -eq 1 ] &&
       grep -Eq -- "^nimbox: $want" "$tmp/err"; then ok "$name"
    else bad "$name" "args: $*" "exit $status" "want stderr: $want" "got: $(cat "$tmp/err")"; fi
}
