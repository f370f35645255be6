#!/usr/bin/env bash
# The host command's speed benchmark (`make bench`).
#   host-tests/bench/run.sh NIMBOX BENCH_DIR
# BENCH_DIR holds the generators, the classic judge solution and the
# speed-of-light programs (built by `make bench`):
#   uva11927: 200 cases of 1000 nodes / 10000 edges (gen_uva11927); nimbox
#     against the classic judge solution (baseline_uva11927: scanf and a
#     recursive memoised SG clearing a 10000-entry array per node; target:
#     nimbox at least TARGET_CLASSIC times as fast) and a speed-of-light
#     reader (sol_uva11927, which maps its input file; target: nimbox
#     within TARGET_SOL of it);
#   hdu1536: 300 sets of 100 amounts up to 10000, each with 100 positions of
#     100 heaps up to 10000 (gen_hdu1536); nimbox against its speed-of-light
#     program (sol_hdu1536; the same target).
# Wall-clock and CPU time (user + system): best of RUNS rounds, the
# programs taking turns in each round (the machine may be shared: the
# targets are judged on CPU time, which other jobs disturb less).  Instructions: valgrind's callgrind, on the
# first CG_CASES cases of each input (a full run of the classic takes
# minutes under callgrind; counts grow with the cases alike for every
# program); BENCH_CALLGRIND=0 or no valgrind leaves them out.  Every
# program's answers must be byte-identical to nimbox's: the script exits
# non-zero on any difference or failed run.  A ratio short of its target is
# reported, not an error: ratios depend on the machine, answers do not.
set -u

if [ $# -ne 2 ]; then
    echo "usage: $0 NIMBOX BENCH_DIR" >&2
    exit 2
fi
nimbox=$1
dir=$2
RUNS=${RUNS:-5}
TARGET_CLASSIC=10
TARGET_SOL=1.1
CG_CASES_UVA=20
CG_CASES_HDU=30

for prog in "$nimbox" "$dir"/gen_uva11927 "$dir"/baseline_uva11927 "$dir"/sol_uva11927 \
            "$dir"/gen_hdu1536 "$dir"/sol_hdu1536; do
    if [ ! -x "$prog" ]; then
        echo "bench: $prog is missing or not executable" >&2
        exit 1
    fi
done
if ! "$dir/gen_uva11927" >"$dir/uva11927.in" || ! "$dir/gen_hdu1536" >"$dir/hdu1536.in"; then
    echo "bench: a generator failed" >&2
    exit 1
fi

# Microseconds since the epoch (bash 5's $EPOCHREALTIME, else date).
now_us() {
    if [ -n "${EPOCHREALTIME:-}" ]; then
        local t=${EPOCHREALTIME/[.,]/}
        echo "$((10#$t))"
    else
        echo $(($(date +%s%N) / 1000))
    fi
}

# bench_set NAME INPUT LABEL=CMD...: each program RUNS times in turns on
# INPUT; best[LABEL] = the fastest wall-clock microseconds, cpu[LABEL] =
# the least CPU time (user + system, bash's `time`), in microseconds;
# answers in BENCH_DIR/NAME.LABEL.out, compared with nimbox's.
declare -A best instr cpu
bench_set() {
    local name=$1 input=$2 run spec label t0 t1 status used
    shift 2
    for spec in "$@"; do best[${spec%%=*}]=; cpu[${spec%%=*}]=; done
    for ((run = 1; run <= RUNS; run++)); do
        for spec in "$@"; do
            label=${spec%%=*}
            t0=$(now_us)
            { TIMEFORMAT='%3U %3S'; time ${spec#*=} <"$input" >"$dir/$name.$label.out" \
                2>"$dir/$name.$label.err"; } 2>"$dir/$name.$label.time"
            status=$?
            t1=$(now_us)
            if [ "$status" -ne 0 ]; then
                echo "bench: $name: $label exited with status $status (run $run)" >&2
                exit 1
            fi
            if [ -z "${best[$label]}" ] || [ $((t1 - t0)) -lt "${best[$label]}" ]; then
                best[$label]=$((t1 - t0))
            fi
            used=$(awk '{ printf "%d", ($1 + $2) * 1000000 }' "$dir/$name.$label.time")
            if [ -z "${cpu[$label]}" ] || [ "$used" -lt "${cpu[$label]}" ]; then
                cpu[$label]=$used
            fi
        done
    done
    for spec in "$@"; do
        label=${spec%%=*}
        if ! cmp -s "$dir/$name.nimbox.out" "$dir/$name.$label.out"; then
            echo "bench: $name: $label and nimbox disagree:" >&2
            diff "$dir/$name.$label.out" "$dir/$name.nimbox.out" | head -n 10 >&2
            exit 1
        fi
    done
}

# count_set NAME GENERATOR CASES LABEL=CMD...: instr[LABEL] = callgrind's
# instruction count on the generator's first CASES cases.
count_set() {
    local name=$1 gen=$2 cases=$3 spec label
    shift 3
    "$gen" "$cases" >"$dir/$name.cg.in" || exit 1
    for spec in "$@"; do
        label=${spec%%=*}
        instr[$label]=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            ${spec#*=} <"$dir/$name.cg.in" 2>&1 >/dev/null | sed -n 's/.*refs: *//p' | tr -d ,)
        if [ -z "${instr[$label]}" ]; then
            echo "bench: $name: callgrind gave no count for $label" >&2
            exit 1
        fi
    done
}
use_callgrind=0
if [ "${BENCH_CALLGRIND:-1}" != 0 ] && command -v valgrind >/dev/null 2>&1; then
    use_callgrind=1
fi

uva=("classic=$dir/baseline_uva11927" "sol=$dir/sol_uva11927"
     "nimbox=$nimbox solve --format uva11927")
hdu=("sol=$dir/sol_hdu1536" "nimbox=$nimbox solve --format hdu1536")
bench_set uva11927 "$dir/uva11927.in" "${uva[@]}"
uva_ms=("${best[classic]}" "${best[sol]}" "${best[nimbox]}")
uva_cpu=("${cpu[classic]}" "${cpu[sol]}" "${cpu[nimbox]}")
bench_set hdu1536 "$dir/hdu1536.in" "${hdu[@]}"
uva_i=(0 0 0)
if [ "$use_callgrind" = 1 ]; then
    count_set uva11927 "$dir/gen_uva11927" "$CG_CASES_UVA" "${uva[@]}"
    uva_i=("${instr[classic]}" "${instr[sol]}" "${instr[nimbox]}")
    count_set hdu1536 "$dir/gen_hdu1536" "$CG_CASES_HDU" "${hdu[@]}"
fi

machine=$(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)
echo "machine: ${machine:-unknown} ($(nproc 2>/dev/null || echo '?') CPUs; shared: wall-clock is the best of $RUNS runs)"
echo "uva11927: $(grep -c '^1000 10000$' "$dir/uva11927.in") cases of 1000 nodes / 10000 edges," \
     "$(wc -c <"$dir/uva11927.in") bytes; answers identical" \
     "($(grep -c '^First$' "$dir/uva11927.nimbox.out") First, $(grep -c '^Second$' "$dir/uva11927.nimbox.out") Second)"
echo "hdu1536: $(grep -c '' "$dir/hdu1536.nimbox.out") cases, $(wc -c <"$dir/hdu1536.in") bytes; answers identical"
[ "$use_callgrind" = 1 ] &&
    echo "instructions: callgrind on the first $CG_CASES_UVA (uva11927) / $CG_CASES_HDU (hdu1536) cases"
# awk does the floating point and the table.
awk -v uc="${uva_ms[0]}" -v us="${uva_ms[1]}" -v un="${uva_ms[2]}" \
    -v hs="${best[sol]}" -v hn="${best[nimbox]}" \
    -v cuc="${uva_cpu[0]}" -v cus="${uva_cpu[1]}" -v cun="${uva_cpu[2]}" \
    -v chs="${cpu[sol]}" -v chn="${cpu[nimbox]}" \
    -v tc="$TARGET_CLASSIC" -v ts="$TARGET_SOL" -v cg="$use_callgrind" \
    -v iuc="${uva_i[0]}" -v ius="${uva_i[1]}" -v iun="${uva_i[2]}" \
    -v ihs="${instr[sol]:-0}" -v ihn="${instr[nimbox]:-0}" '
function ratio(a, b) { return b > 0 ? a / b : 0 }
function row(what, wall, c, ins, target, better_low) {
    ok = better_low ? c <= target : c >= target
    printf "  %-34s %6.2fx  cpu %6.2fx  (target %s %sx on cpu: %s)", what, wall, c,
           better_low ? "<=" : ">=", target, ok ? "met" : "NOT met"
    if (cg) printf "   instructions %6.2fx", ins
    printf "\n"
}
BEGIN {
    printf "  %-34s %10s %10s\n", "program (best of the runs)", "wall ms", "cpu ms"
    printf "  %-34s %10.1f %10.1f\n", "uva11927 classic judge solution", uc / 1000, cuc / 1000
    printf "  %-34s %10.1f %10.1f\n", "uva11927 speed of light", us / 1000, cus / 1000
    printf "  %-34s %10.1f %10.1f\n", "uva11927 nimbox", un / 1000, cun / 1000
    printf "  %-34s %10.1f %10.1f\n", "hdu1536 speed of light", hs / 1000, chs / 1000
    printf "  %-34s %10.1f %10.1f\n", "hdu1536 nimbox", hn / 1000, chn / 1000
    if (cg) printf "  instructions: uva11927 classic %d, sol %d, nimbox %d; hdu1536 sol %d, nimbox %d\n",
                   iuc, ius, iun, ihs, ihn
    row("uva11927 classic / nimbox", ratio(uc, un), ratio(cuc, cun), ratio(iuc, iun), tc, 0)
    row("uva11927 nimbox / speed of light", ratio(un, us), ratio(cun, cus), ratio(iun, ius), ts, 1)
    row("hdu1536 nimbox / speed of light", ratio(hn, hs), ratio(chn, chs), ratio(ihn, ihs), ts, 1)
}'
