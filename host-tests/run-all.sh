#!/usr/bin/env bash
# Runs every host test suite, prints one count line per suite and a total,
# and exits non-zero if any test failed or any suite did not run to the end.
#   host-tests/run-all.sh CHECK_DIR UNIT_BINARY...
set -u
check_dir=$1
shift
total_pass=0
total_fail=0
broken=0

suite_line() { # name passed failed
    printf '%-28s %5d passed, %d failed\n' "$1" "$2" "$3"
    total_pass=$((total_pass + $2))
    total_fail=$((total_fail + $3))
}

for bin in "$@"; do
    name=$(basename "$bin")
    log="$bin.log"
    "$bin" >"$log" 2>&1
    status=$?
    passed=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test(s)\./\1/p' "$log" | awk '{s+=$1} END {print s+0}')
    failed=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test(s), listed below:/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
        failed=1   # crashed or sanitizer abort: count the suite as failing
    fi
    suite_line "$name" "$passed" "$failed"
    if [ "$status" -ne 0 ]; then
        broken=1
        echo "---- $name (exit $status) ----"
        grep -v '^\[ \(RUN\|       OK\) ' "$log" | tail -n 40
    fi
done

cli_log="$check_dir/cli.log"
bash host-tests/cli/run.sh "$check_dir/nimbox" >"$cli_log" 2>&1
cli_status=$?
cli_line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$cli_log" | tail -n 1)
if [ -n "$cli_line" ]; then
    suite_line "cli (judge samples, errors)" "${cli_line%% *}" "$(echo "$cli_line" | awk '{print $3}')"
else
    suite_line "cli (judge samples, errors)" 0 1
fi
if [ "$cli_status" -ne 0 ]; then
    broken=1
    grep -v '^ok ' "$cli_log" | tail -n 40
fi

# the firmware in the simulator (SIM_CHECK: the nimbox-sim --check command)
if [ -n "${SIM_CHECK:-}" ]; then
    sim_log="$check_dir/sim.log"
    $SIM_CHECK >"$sim_log" 2>&1
    sim_status=$?
    sim_line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$sim_log" | tail -n 1)
    if [ -n "$sim_line" ]; then
        suite_line "simulator scenarios" "${sim_line%% *}" "$(echo "$sim_line" | awk '{print $3}')"
    else
        suite_line "simulator scenarios" 0 1
    fi
    if [ "$sim_status" -ne 0 ]; then
        broken=1
        grep -v '^ok ' "$sim_log" | tail -n 60
    fi
fi

echo "total: $total_pass passed, $total_fail failed"
if [ "$total_fail" -ne 0 ] || [ "$broken" -ne 0 ] || [ "$total_pass" -eq 0 ]; then
    exit 1
fi
