#!/usr/bin/env bash
# Runs libFuzzer harnesses (built by fuzz.mk into DIR/bin/) one after the
# other, SECONDS each, and keeps what they found in the repository:
#   - each starts from host-tests/fuzz/corpus/NAME/ and crashes/NAME/, and
#     writes new inputs to DIR/work/NAME/ (not committed);
#   - afterwards the inputs that add coverage are merged into corpus/NAME/
#     (-merge=1: the committed corpus grows only by what is new);
#   - every crash, hang (-timeout=2) or leak libFuzzer saved is copied into
#     crashes/NAME/, where `make check` replays it from then on.
# Prints a line per harness (executions, cov, ft, corpus files, findings)
# and exits non-zero when anything was found.
#   host-tests/fuzz/run.sh SECONDS DIR NAME...
set -u
seconds=$1
dir=$2
shift 2
src=$(dirname "$0")
found=0
printf '%-26s %10s %7s %7s %7s  %s\n' harness execs cov ft corpus findings
for name in "$@"; do
    bin="$dir/bin/$name"
    corpus="$src/corpus/$name"
    crashes="$src/crashes/$name"
    work="$dir/work/$name"
    art="$dir/artifacts/$name"
    log="$dir/logs/$name.log"
    mkdir -p "$corpus" "$work" "$art" "$dir/logs"
    seeds=("$corpus")
    [ -d "$crashes" ] && seeds+=("$crashes")
    "$bin" -max_total_time="$seconds" -timeout=2 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$art/" "$work" "${seeds[@]}" >"$log" 2>&1
    status=$?
    "$bin" -merge=1 "$corpus" "$work" >"$dir/logs/$name.merge.log" 2>&1
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    final=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
    cov=$(echo "$final" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    ft=$(echo "$final" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
    findings=""
    for f in "$art"/*; do
        [ -f "$f" ] || continue
        mkdir -p "$crashes"
        cp "$f" "$crashes/"
        findings="$findings $(basename "$f")"
        rm -f "$f"
    done
    if [ "$status" -ne 0 ] && [ -z "$findings" ]; then
        findings=" exit $status (see $log)"
    fi
    [ -n "$findings" ] && found=1
    printf '%-26s %10s %7s %7s %7s %s\n' "$name" "${execs:-?}" "${cov:-?}" "${ft:-?}" \
        "$(ls "$corpus" | wc -l)" "${findings:- none}"
done
exit "$found"
