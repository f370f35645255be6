# tally.sh — what every shell test suite under host-tests/ keeps: a scratch
# folder ($tmp) removed at exit, with the background processes the suite
# started ($pids, killed at exit), one `ok NAME` or `FAIL NAME` line per
# test with the failure's details indented under it, and the closing
# `N passed, M failed` line that host-tests/run-all.sh reads.
#   . "$(dirname "$0")/../tally.sh"      (sourced, never run)
pass=0
fail=0
pids=()
tmp=$(mktemp -d)
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT

# ok NAME: a test passed.
ok() { pass=$((pass + 1)); echo "ok $1"; }
# bad NAME DETAIL...: a test failed; each detail on a line of its own.
bad() { fail=$((fail + 1)); echo "FAIL $1"; shift; printf '  %s\n' "$@"; }
# tally_end: the closing count; the suite's status (0 when nothing failed).
tally_end() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; }
