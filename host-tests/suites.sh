# suites.sh — how host-tests/run-all.sh runs and reports a suite (sourced
# by it): each under a time limit, its "N passed, M failed" line read
# from its log and added to the totals (total_pass, total_fail; broken
# set when a suite failed or ran no test; total_skipped counts the suites
# that said "skipped suite:" and ran none), the log's tail shown on a
# failure, and the suites run in the background reported once their
# status file is written.

# Every suite runs under a time limit (coreutils' timeout, the whole
# process group killed): SUITE_LIMIT seconds (300) for a suite, LANE_LIMIT
# (900) for a board's scenarios and the page's scenarios in Node.  A suite
# stopped by its limit fails with a line naming it.
suite_limit=${SUITE_LIMIT:-300}
lane_limit=${LANE_LIMIT:-900}
bounded() { # seconds command...
    local limit=$1
    shift
    timeout -k 10 "$limit" "$@"
    local status=$?
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "TIMEOUT: stopped after $limit s: $*"
    fi
    return "$status"
}
# timed_out LOG: 0 when LOG ends with bounded's TIMEOUT line
timed_out() { grep -q '^TIMEOUT: stopped after ' "$1" 2>/dev/null; }

suite_line() { # name passed failed [seconds]
    printf '%-32s %5d passed, %d failed%s\n' "$1" "$2" "$3" "${4:+ (${4} s)}"
    total_pass=$((total_pass + $2))
    total_fail=$((total_fail + $3))
}


# Reports a suite that ran with its output in LOG and exit status STATUS
# after SECS seconds: its last "N passed, M failed" line (without one, or
# with no test in it: 1 failed, the suite broken) and, when it failed, the
# last LINES lines of LOG other than "ok ...".
report_suite() { # name log lines status secs
    local name=$1 log=$2 lines=$3 status=$4 secs=$5 counts passed failed
    counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    passed=${counts%% *}
    failed=$(echo "$counts" | awk '{print $3}')
    if [ "$status" -eq 0 ] && [ "$counts" = "0 passed, 0 failed" ] && grep -q '^skipped suite: ' "$log"; then
        # a suite told to go without what it needs (NIMBOX_NO_CHROMIUM=1): counted apart
        printf '%-32s skipped: %s\n' "$name" "$(grep -m1 '^skipped suite: ' "$log" | cut -c16-)"
        total_skipped=$((${total_skipped:-0} + 1))
        return
    fi
    if [ -z "$counts" ] || [ $((passed + failed)) -eq 0 ]; then
        suite_line "$name" "${passed:-0}" 1 "$secs"
        echo "---- $name: ran no test (no \"N passed, M failed\" line with N + M > 0) ----"
        [ "$status" -ne 0 ] || status=1
    else
        suite_line "$name" "$passed" "$failed" "$secs"
    fi
    if timed_out "$log"; then
        echo "---- $name: TIMED OUT ($(grep -m1 '^TIMEOUT: ' "$log")) ----"
    fi
    if [ "$status" -ne 0 ]; then
        broken=1
        grep -v '^ok ' "$log" | tail -n "$lines"
    fi
}

# Runs a suite (the command after the first three words) with its output in
# LOG, within SUITE_LIMIT seconds (or the caller's `limit=S run_suite ...`),
# and reports it.
run_suite() { # name log lines command...
    local name=$1 log=$2 lines=$3 start=$SECONDS
    shift 3
    bounded "${limit:-$suite_limit}" "$@" >"$log" 2>&1
    report_suite "$name" "$log" "$lines" $? $((SECONDS - start))
}

# The web lane's suite (started with the boards' lane below): waits for
# that lane and reports it under NAME.
finish_suite() { # name log lines
    [ -n "${lane_pid:-}" ] && wait "$lane_pid"
    local result
    result=$(cat "$2.status" 2>/dev/null || echo "1 0")
    report_suite "$1" "$2" "$3" "${result% *}" "${result#* }"
}

# whether word is one of list
in_list() { # word list...
    local w=$1
    shift
    case " $* " in *" $w "*) return 0 ;; esac
    return 1
}

# Reports a suite run in the background (its status "STATUS SECONDS" in
# LOG.status, written when it ends; waited for up to 4 x SUITE_LIMIT s).
waiting_report() { # name log
    local log=$2 result waited=0
    while [ ! -f "$log.status" ] && [ $waited -lt $((suite_limit * 4)) ]; do
        sleep 1
        waited=$((waited + 1))
    done
    result=$(cat "$log.status" 2>/dev/null || echo "1 $waited")
    report_suite "$1" "$log" 40 "${result% *}" "${result#* }"
}
