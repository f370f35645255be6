# expect.sh — the host command's two checks, sourced by the cli suites
# (play.sh, puzzle.sh, misere.sh) after tally.sh, with $nimbox set: a
# command that must print exactly, and one that must be refused.

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
