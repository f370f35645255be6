#!/usr/bin/env bash
# The octal tables' speed (`make bench`): nimbox's table by the rare heaps
# (octal_rare.c) against the plain mex over every split on the same
# machine.
#   host-tests/bench/octal.sh NIMBOX PLAIN_OCTAL
# For each code: nimbox's `grundy CODE 0` (the whole table to its proof,
# or as far as its work goes) and the plain program to PLAIN_N heaps,
# best CPU time of RUNS runs each; the plain program's values must be
# byte-identical to nimbox's first PLAIN_N (else exit 1).  Values per
# second are heaps in the table over CPU seconds; the plain program's time
# to the same table is extrapolated as N^2 from PLAIN_N (said so in its
# column).  No target: the figures depend on the machine, the answers do
# not.
set -u

if [ $# -ne 2 ]; then
    echo "usage: $0 NIMBOX PLAIN_OCTAL" >&2
    exit 2
fi
nimbox=$1
plain=$2
RUNS=${RUNS:-3}
PLAIN_N=${PLAIN_N:-20000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# cpu_ms CMD...: best user+sys milliseconds of RUNS runs; stdout in $tmp/out
cpu_ms() {
    local run best= t
    for ((run = 1; run <= RUNS; run++)); do
        TIMEFORMAT='%3U %3S'
        t=$( { time "$@" >"$tmp/out" 2>/dev/null; } 2>&1 ) || { echo "bench: $* failed" >&2; exit 1; }
        t=$(awk '{ printf "%d", ($1 + $2) * 1000 }' <<<"$t")
        if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
    done
    echo "$best"
}

echo "octal tables: nimbox (rare heaps) against the plain mex on this machine, CPU ms, best of $RUNS"
ms=$(cpu_ms "$nimbox" grundy octal:0.127 100000)
echo "  nimbox grundy octal:0.127 100000: $ms ms ($(tail -n 1 "$tmp/out"))"
printf "  %-6s %-31s %7s %12s %10s %13s %7s\n" code "grundy CODE 0" ms "table heaps" values/s \
    "plain*" ratio
for code in 0.127 0.16 0.56 0.6; do
    ms=$(cpu_ms "$nimbox" grundy "octal:$code" 0)
    line=$(sed -n 2p "$tmp/out")
    heaps=$(sed -n 's/.*within the first \([0-9]*\) heaps/\1/p' <<<"$line")
    at_least=
    if [ -z "$heaps" ]; then
        # a proven period: the table holds at least what its proof needs
        pre=${line##* }
        per=$(awk '{ print $2 }' <<<"$line")
        heaps=$((2 * pre + 2 * per + 3))
        at_least=">="
    else
        line="no period (work spent)"
    fi
    "$nimbox" grundy "octal:$code" $((PLAIN_N - 1)) | head -n 1 >"$tmp/nimbox.values"
    pms=$(cpu_ms "$plain" "$code" "$PLAIN_N")
    if ! cmp -s "$tmp/out" "$tmp/nimbox.values"; then
        echo "bench: octal $code: the plain program and nimbox disagree" >&2
        exit 1
    fi
    awk -v c="$code" -v l="$line" -v ms="$ms" -v h="$heaps" -v al="$at_least" \
        -v pms="$pms" -v pn="$PLAIN_N" '
    BEGIN {
        est = pms * (h / pn) * (h / pn)
        if (ms < 1) ms = 1
        printf "  %-6s %-31s %7d %12s %10.0f %13s %6.0fx\n", c, l, ms, al h, h / ms * 1000,
               sprintf("%.0f ms", est), est / ms
    }'
    printf "  %-6s plain mex to %d heaps: %d ms, %.0f values/s (values identical to nimbox)\n" \
        "" "$PLAIN_N" "$pms" "$(awk -v n="$PLAIN_N" -v ms="$pms" 'BEGIN { print n / (ms > 0 ? ms : 1) * 1000 }')"
done
echo "  * the plain mex to the same table, extrapolated as N^2 from its run to $PLAIN_N heaps"
echo "  memory: 2 bytes a heap in the table, 4 bytes a rare heap listed (NB_OCTAL_RARE)"
