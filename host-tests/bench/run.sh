#!/usr/bin/env bash
# The uva11927 speed benchmark: nimbox against the usual judge solution.
#   host-tests/bench/run.sh NIMBOX BENCH_DIR
# BENCH_DIR holds gen_uva11927 and baseline_uva11927 (built by `make bench`).
# Generates BENCH_DIR/uva11927.in, runs each program on it RUNS times (best
# wall-clock time counts), requires byte-identical answers from both, prints
# the times and the speed-up against TARGET, and exits non-zero if a program
# failed or the answers differ.
set -u

if [ $# -ne 2 ]; then
    echo "usage: $0 NIMBOX BENCH_DIR" >&2
    exit 2
fi
nimbox=$1
dir=$2
RUNS=3
TARGET=10

gen="$dir/gen_uva11927"
baseline="$dir/baseline_uva11927"
input="$dir/uva11927.in"
for prog in "$nimbox" "$gen" "$baseline"; do
    if [ ! -x "$prog" ]; then
        echo "bench: $prog is missing or not executable" >&2
        exit 1
    fi
done

if ! "$gen" >"$input"; then
    echo "bench: generator failed" >&2
    exit 1
fi
bytes=$(wc -c <"$input")
cases=$(grep -c '^1000 10000$' "$input")

# Microseconds since the epoch (bash 5's $EPOCHREALTIME, else date).
now_us() {
    if [ -n "${EPOCHREALTIME:-}" ]; then
        local t=${EPOCHREALTIME/[.,]/}
        echo "$((10#$t))"
    else
        echo $(($(date +%s%N) / 1000))
    fi
}

# time_best NAME OUT CMD...: run CMD <input >OUT RUNS times; sets best_us to
# the fastest wall-clock time; returns non-zero if any run failed.
time_best() {
    local name=$1 out=$2 run t0 t1 status
    shift 2
    best_us=
    for ((run = 1; run <= RUNS; run++)); do
        t0=$(now_us)
        "$@" <"$input" >"$out"
        status=$?
        t1=$(now_us)
        if [ "$status" -ne 0 ]; then
            echo "bench: $name exited with status $status (run $run)" >&2
            return 1
        fi
        if [ -z "$best_us" ] || [ $((t1 - t0)) -lt "$best_us" ]; then
            best_us=$((t1 - t0))
        fi
    done
}

time_best baseline "$dir/uva11927.baseline.out" "$baseline" || exit 1
baseline_us=$best_us
time_best nimbox "$dir/uva11927.nimbox.out" "$nimbox" solve --format uva11927 || exit 1
nimbox_us=$best_us

answers=$(wc -l <"$dir/uva11927.baseline.out")
if ! cmp -s "$dir/uva11927.baseline.out" "$dir/uva11927.nimbox.out"; then
    echo "bench: nimbox and the baseline disagree:" >&2
    diff "$dir/uva11927.baseline.out" "$dir/uva11927.nimbox.out" | head -n 10 >&2
    exit 1
fi
if [ "$answers" -ne "$cases" ]; then
    echo "bench: $answers answers for $cases cases" >&2
    exit 1
fi

echo "uva11927 input: $cases cases of 1000 nodes / 10000 edges, $bytes bytes ($(grep -c '^First$' "$dir/uva11927.nimbox.out") First, $(grep -c '^Second$' "$dir/uva11927.nimbox.out") Second); best of $RUNS runs"
# awk does the floating point; it prints the summary and the verdict.  A
# speed-up under the target is reported, not treated as a broken run: the
# ratio depends on the machine, the answers do not.
awk -v b="$baseline_us" -v n="$nimbox_us" -v target="$TARGET" 'BEGIN {
    ratio = n > 0 ? b / n : 0
    printf "uva11927: baseline %.0f ms, nimbox %.0f ms, speed-up %.1fx (target >= %dx: %s)\n",
           b / 1000, n / 1000, ratio, target, (ratio >= target ? "met" : "NOT met")
}'
